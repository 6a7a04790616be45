/**
 * Key admission: whether a request that presents an API key may be served, and
 * at what cost to its account's limits. In order: the key (missing, malformed,
 * unknown or revoked), the plan's limits at this instant, the per-minute
 * window, then one call reserved from the month's quota. An admitted call that
 * does not succeed is given back with `release()`, so only successes count.
 *
 * The answer is data, not HTTP: the HTTP layer (src/http/apiKeyGuard.ts) maps
 * each outcome to its status, code, message and headers. Storage and the clock
 * come in as ports, so the rules can be tested with fakes.
 */
import type { Clock } from '../clock.js';
import { nextSeoulMonthStart, seoulMonthKey } from '../clock.js';
import { hashApiKey, hasApiKeyFormat } from './apiKey.js';
import type { PerMinuteLimiter } from './perMinuteLimiter.js';
import { effectiveLimits, type PlanName } from './plans.js';
import type { Account, KeyStatus } from './types.js';

/** What admission needs of the account store (AccountStore has these). */
export interface AdmissionStore {
  findByKeyHash(keyHash: string): Promise<{ status: KeyStatus; account: Account } | undefined>;
  /** The calls used including this one, or null when the quota is spent. */
  reserveMonthlyCall(accountId: string, month: string, limit: number): Promise<number | null>;
  releaseMonthlyCall(accountId: string, month: string): Promise<void>;
  monthlyUsed(accountId: string, month: string): Promise<number>;
}

export interface AdmissionPorts {
  store: AdmissionStore;
  limiter: Pick<PerMinuteLimiter, 'hit'>;
  clock: Clock;
}

/** The plan whose limits applied to the request. */
export interface AppliedPlan {
  plan: PlanName;
  monthlyCalls: number;
  callsPerMinute: number;
  /** The account holds a paid plan whose expiry has passed: Sandbox limits applied. */
  expired: boolean;
  /** The quota's month, YYYY-MM in Asia/Seoul. */
  month: string;
}

export type Admission =
  | { kind: 'no-key' }
  /** Not a key's format, or no key the service issued. */
  | { kind: 'invalid' }
  | { kind: 'revoked' }
  | { kind: 'rate-limited'; limits: AppliedPlan; retryAfterSeconds: number; remaining: number }
  | { kind: 'quota-exceeded'; limits: AppliedPlan; resetAt: Date; retryAfterSeconds: number; remaining: 0 }
  | {
      kind: 'admitted';
      accountId: string;
      limits: AppliedPlan;
      /** Successful calls left this month, this one counted. */
      remaining: number;
      /** Gives the reserved call back (the answer was not a success); resolves to the calls left after it. */
      release(): Promise<number>;
    };

/** The X-API-Key header as it arrived: absent, one value, or repeated. */
export type KeyHeader = string | string[] | undefined;

export type Admit = (header: KeyHeader) => Promise<Admission>;

export function keyAdmission({ store, limiter, clock }: AdmissionPorts): Admit {
  return async function admit(header) {
    if (header === undefined || header === '') return { kind: 'no-key' };
    // A repeated header is one malformed key, never a choice between keys.
    const key = Array.isArray(header) ? header.join(',') : header;
    const found = hasApiKeyFormat(key) ? await store.findByKeyHash(hashApiKey(key)) : undefined;
    if (!found) return { kind: 'invalid' };
    if (found.status !== 'active') return { kind: 'revoked' };

    const { account } = found;
    const now = clock.now();
    const { plan, monthlyCalls, callsPerMinute, expired } = effectiveLimits(account, now);
    const limits: AppliedPlan = { plan, monthlyCalls, callsPerMinute, expired, month: seoulMonthKey(now) };

    const minute = await limiter.hit(account.id, callsPerMinute);
    if (!minute.allowed) {
      const used = await store.monthlyUsed(account.id, limits.month);
      return { kind: 'rate-limited', limits, retryAfterSeconds: minute.retryAfterSeconds, remaining: Math.max(0, monthlyCalls - used) };
    }

    const used = await store.reserveMonthlyCall(account.id, limits.month, monthlyCalls);
    if (used === null) {
      const resetAt = nextSeoulMonthStart(now);
      return { kind: 'quota-exceeded', limits, resetAt, retryAfterSeconds: Math.ceil((resetAt.getTime() - now.getTime()) / 1000), remaining: 0 };
    }

    let released = false;
    const remaining = Math.max(0, monthlyCalls - used);
    return {
      kind: 'admitted',
      accountId: account.id,
      limits,
      remaining,
      async release() {
        // Once only: a second release would give back a call another request reserved.
        if (!released) {
          released = true;
          await store.releaseMonthlyCall(account.id, limits.month);
        }
        return Math.min(monthlyCalls, remaining + 1);
      },
    };
  };
}
