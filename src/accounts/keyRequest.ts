/**
 * Issuing a key (POST /v1/keys/request): the e-mail rule, the per-address
 * daily limit and the issuance itself, in the order a caller is answered.
 */
import { secondsUntilSeoulMidnight, seoulDayKey } from '../clock.js';
import { ServiceError } from '../errors.js';
import { isValidEmail, normalizeEmail } from './email.js';
import type { AccountStore } from './store.js';
import type { Account } from './types.js';

/** Key requests allowed per client address per day in Asia/Seoul (specification, "Limits"). */
export const KEY_REQUESTS_PER_IP_PER_DAY = 3;

export async function requestKey(
  store: AccountStore,
  input: { email: string; purpose?: string; ip: string },
  now: Date,
): Promise<{ apiKey: string; account: Account }> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) {
    throw new ServiceError('BAD_EMAIL', `"${input.email}" is not a usable e-mail address (expected name@domain.tld)`);
  }
  // Counted after the e-mail check, so a typo does not use up one of the day's requests.
  const count = await store.countKeyRequest(input.ip, seoulDayKey(now), KEY_REQUESTS_PER_IP_PER_DAY);
  if (count === null) {
    const wait = secondsUntilSeoulMidnight(now);
    throw new ServiceError(
      'RATE_LIMIT',
      `at most ${KEY_REQUESTS_PER_IP_PER_DAY} key requests per address per day (Asia/Seoul); try again after midnight KST, in ${wait} s`,
      { 'retry-after': String(wait) },
    );
  }
  const purpose = input.purpose?.trim() || null;
  return store.issueKey(email, purpose, now);
}
