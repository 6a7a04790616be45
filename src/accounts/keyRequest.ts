/**
 * Issuing a key (POST /v1/keys/request) and following a mailed key link
 * (POST /v1/keys/confirm), in the order a caller is answered.
 *
 * Nobody who cannot read an address's mail may revoke its key, obtain a key of
 * its account or hold a key carrying its paid plan. So only an address with no
 * account gets a key in the answer (a new Sandbox account: nothing to take
 * over); an address that has an account gets a one-time link by mail, and
 * nothing changes until the link is followed.
 */
import { secondsUntilSeoulMidnight, seoulDayKey } from '../clock.js';
import { ServiceError } from '../errors.js';
import { MailNotSentError } from '../mail/mailer.js';
import { clientForLimit } from './clientAddress.js';
import { isValidEmail, normalizeEmail } from './email.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from './keyConfirmations.js';
import type { KeyLinkMailer } from './keyLinkMail.js';
import { KEY_LINK_TTL_MINUTES } from './keyLinkToken.js';
import type { AccountStore } from './store.js';
import type { Account } from './types.js';

/** Key requests allowed per client address (an IPv6 client: its /64, see clientForLimit) per day in Asia/Seoul (specification, "Limits"). */
export const KEY_REQUESTS_PER_IP_PER_DAY = 3;

/** How long a client is told to wait after the mail could not be sent. */
export const MAIL_RETRY_AFTER_SECONDS = 60;

/** How the key link of an address that has an account reaches it: only by mail to that address, which is what proves it. */
export const KEY_LINK_DELIVERIES = ['email'] as const;
export type KeyLinkDelivery = (typeof KEY_LINK_DELIVERIES)[number];

export type KeyRequestAnswer = { kind: 'issued'; apiKey: string; account: Account } | { kind: 'mailed'; delivery: KeyLinkDelivery; expiresAt: string };

/** The error for a mail that could not be sent: the request is not lost silently, and nothing was changed. */
function mailNotSent(error: MailNotSentError): ServiceError {
  return new ServiceError(
    'MAIL_NOT_SENT',
    `the mail with the key link could not be sent (${error.message}); nothing was changed and this request was not counted, try again shortly`,
    { 'retry-after': String(MAIL_RETRY_AFTER_SECONDS) },
  );
}

export async function requestKey(
  store: AccountStore,
  keyLinks: KeyLinkMailer,
  input: { email: string; purpose?: string; ip: string },
  now: Date,
): Promise<KeyRequestAnswer> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) {
    throw new ServiceError('BAD_EMAIL', `${JSON.stringify(input.email)} is not a usable e-mail address (expected name@domain.tld)`);
  }
  // Counted after the e-mail check, so a typo does not use up one of the day's requests.
  const day = seoulDayKey(now);
  const client = clientForLimit(input.ip);
  const count = await store.countKeyRequest(client, day, KEY_REQUESTS_PER_IP_PER_DAY);
  if (count === null) {
    const wait = secondsUntilSeoulMidnight(now);
    throw new ServiceError(
      'RATE_LIMIT',
      `at most ${KEY_REQUESTS_PER_IP_PER_DAY} key requests per client address per day (Asia/Seoul; an IPv6 client counts by its /64); try again after midnight KST, in ${wait} s`,
      { 'retry-after': String(wait) },
    );
  }
  const purpose = input.purpose?.trim() || null;
  const outcome = await store.requestKey(email, purpose, input.ip, now);
  if (outcome.kind === 'issued') return outcome;
  if (outcome.kind === 'mail-limited') {
    // Refused, so not counted: the caller's three a day are for requests the service carries out.
    await store.releaseKeyRequest(client, day);
    throw new ServiceError(
      'RATE_LIMIT',
      `${email} already has an account, and at most ${MAILS_PER_ADDRESS_PER_HOUR} mails go to one address per hour (key links of key requests and payments, and notices of held payments); ` +
        `the links already sent work for ${KEY_LINK_TTL_MINUTES} minutes, or try again in ${outcome.retryAfterSeconds} s (this request was not counted against the day's ${KEY_REQUESTS_PER_IP_PER_DAY})`,
      { 'retry-after': String(outcome.retryAfterSeconds) },
    );
  }
  try {
    await keyLinks.send({ email, link: outcome.link, requestedBy: input.ip, at: now });
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    await store.cancelKeyLink(outcome.link.token);
    await store.releaseKeyRequest(client, day);
    throw mailNotSent(error);
  }
  return { kind: 'mailed', delivery: 'email', expiresAt: outcome.link.expiresAt };
}

/** POST /v1/keys/confirm: the key of a followed link, or why there is none. */
export async function confirmKeyLink(store: AccountStore, token: string, now: Date): Promise<{ apiKey: string; account: Account }> {
  const outcome = await store.redeemKeyLink(token, now);
  switch (outcome.kind) {
    case 'issued':
      return outcome;
    case 'used':
      throw new ServiceError('TOKEN_USED', 'this link was used already, or a newer link of the address was used since (each gives one key and ends the older ones). If you did not get the key, request a new link with POST /v1/keys/request');
    case 'expired':
      throw new ServiceError('TOKEN_EXPIRED', `this link has expired (links work for ${KEY_LINK_TTL_MINUTES} minutes); request a new one with POST /v1/keys/request`);
    case 'unknown':
      throw new ServiceError('TOKEN_UNKNOWN', 'this link is not one the service sent: check it was copied whole from the mail, or request a new one with POST /v1/keys/request');
  }
}
