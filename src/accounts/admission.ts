/**
 * Key admission: whether a request that presents an API key may be served, and
 * at what cost to its account's limits. In order: the key (missing, malformed,
 * unknown or revoked), the plan's limits at this instant, the per-minute
 * limit (any sixty seconds), then one call reserved from the month's quota. An admitted call that
 * does not succeed is given back with `release()`, so only successes count.
 *
 * The answer is data, not HTTP: the HTTP layer (src/http/keyed/apiKeyGuard.ts) maps
 * each outcome to its status, code, message and headers. Storage and the clock
 * come in as ports, so the rules can be tested with fakes.
 */
import type { Clock } from '../clock.js';
import { nextSeoulMonthStart, seoulDate, seoulMonthKey } from '../clock.js';
import { ServiceError } from '../errors.js';
import { hashApiKey, hasApiKeyFormat } from './apiKey.js';
import type { PerMinuteLimiter } from './perMinuteLimiter.js';
import { effectiveLimits, type PlanName } from './plans.js';
import type { Account, KeyStatus } from './account.js';

/** A key's record as the store read it. `readAt` names the state of the accounts and keys it was read in. */
export interface FoundKey {
  status: KeyStatus;
  account: Account;
  readAt: number;
}

/**
 * The store's answer when an account or key has changed since the record the
 * request was judged on was read (`readAt`): nothing was reserved, and the
 * request is judged again on what the store holds now. A store may keep
 * records between requests (the request path caches them) because of this.
 */
export const STALE = 'stale' as const;
export type Stale = typeof STALE;

/** What admission needs of the account store (src/accounts/requestPath.ts). */
export interface AdmissionStore {
  findByKeyHash(keyHash: string): Promise<FoundKey | undefined>;
  /** The calls used including this one; null when the quota is spent; STALE when the record changed since `readAt`. */
  reserveMonthlyCall(accountId: string, month: string, limit: number, readAt: number): Promise<number | null | Stale>;
  releaseMonthlyCall(accountId: string, month: string): Promise<void>;
  /** The calls used this month, or STALE when the record changed since `readAt`. */
  monthlyUsed(accountId: string, month: string, readAt: number): Promise<number | Stale>;
}

export interface AdmissionPorts {
  store: AdmissionStore;
  limiter: Pick<PerMinuteLimiter, 'hit' | 'giveBack'>;
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

/** Where the account stands in its two windows, for the RateLimit headers (src/http/keyed/rateLimitHeaders.ts). */
export interface RateWindows {
  /** Requests counted in the last sixty seconds, this one included. */
  minuteUsed: number;
  /** Seconds until the oldest of them leaves the sixty seconds, and one more call is allowed. */
  minuteResetSeconds: number;
  /** Seconds until the month's quota starts again (00:00 Asia/Seoul on the 1st). */
  monthResetSeconds: number;
  /** The length of this calendar month (Asia/Seoul) in seconds: the month's window. */
  monthSeconds: number;
}

export type Admission =
  | { kind: 'no-key' }
  /** Not a key's format, or no key the service issued. */
  | { kind: 'invalid' }
  | { kind: 'revoked' }
  | { kind: 'rate-limited'; limits: AppliedPlan; retryAfterSeconds: number; remaining: number; windows: RateWindows }
  | { kind: 'quota-exceeded'; limits: AppliedPlan; resetAt: Date; retryAfterSeconds: number; remaining: 0; windows: RateWindows }
  | {
      kind: 'admitted';
      accountId: string;
      limits: AppliedPlan;
      windows: RateWindows;
      /** Successful calls left this month, this one counted. */
      remaining: number;
      /** Gives the reserved call back (the answer was not a success); resolves to the calls left after it. */
      release(): Promise<number>;
      /** Gives the minute's count back too: an answer that cost the client nothing (304 Not Modified). */
      releaseMinute(): Promise<void>;
    };

/** The key as the request carried it: absent, one value, or repeated. */
export type KeyHeader = string | string[] | undefined;

export type Admit = (header: KeyHeader) => Promise<Admission>;

/**
 * How often a request is judged again because its account changed meanwhile.
 * Each time the store drops what it kept and reads anew, so only changes that
 * keep landing between a read and a reservation could exhaust this.
 */
const MAX_JUDGEMENTS = 10;

/** Korea keeps no daylight saving time: every day of a month in Asia/Seoul is 86,400 s. */
const DAY_SECONDS = 86_400;

export function keyAdmission({ store, limiter, clock }: AdmissionPorts): Admit {
  /** One judgement of a well-formed key on the store's record; STALE when the record turned out to be out of date. */
  async function judge(keyHash: string): Promise<Admission | Stale> {
    const found = await store.findByKeyHash(keyHash);
    if (!found) return { kind: 'invalid' };
    // A revoked key never becomes active again, so a kept record of one needs no check.
    if (found.status !== 'active') return { kind: 'revoked' };

    const { account, readAt } = found;
    const now = clock.now();
    const { plan, monthlyCalls, callsPerMinute, expired } = effectiveLimits(account, now);
    const limits: AppliedPlan = { plan, monthlyCalls, callsPerMinute, expired, month: seoulMonthKey(now) };

    const minute = await limiter.hit(account.id, callsPerMinute, now);
    // A request judged again hits again: the call this judgement counted goes back first.
    const giveBackMinute = () => (minute.ticket === undefined ? Promise.resolve() : limiter.giveBack(account.id, minute.ticket));
    const monthEnd = nextSeoulMonthStart(now);
    const { year, month } = seoulDate(now);
    const windows: RateWindows = {
      minuteUsed: minute.used,
      minuteResetSeconds: minute.retryAfterSeconds,
      monthResetSeconds: Math.ceil((monthEnd.getTime() - now.getTime()) / 1000),
      monthSeconds: new Date(Date.UTC(year, month, 0)).getUTCDate() * DAY_SECONDS,
    };
    if (!minute.allowed) {
      const used = await store.monthlyUsed(account.id, limits.month, readAt);
      if (used === STALE) return giveBackMinute().then(() => STALE);
      return { kind: 'rate-limited', limits, retryAfterSeconds: minute.retryAfterSeconds, remaining: Math.max(0, monthlyCalls - used), windows };
    }

    const used = await store.reserveMonthlyCall(account.id, limits.month, monthlyCalls, readAt);
    // Judged on an old record: the minute's count of this request is given back, as it will be counted again.
    if (used === STALE) return giveBackMinute().then(() => STALE);
    if (used === null) {
      return { kind: 'quota-exceeded', limits, resetAt: monthEnd, retryAfterSeconds: windows.monthResetSeconds, remaining: 0, windows };
    }

    let released = false;
    let minuteReleased = false;
    const remaining = Math.max(0, monthlyCalls - used);
    return {
      kind: 'admitted',
      accountId: account.id,
      limits,
      windows,
      remaining,
      async releaseMinute() {
        if (!minuteReleased) {
          minuteReleased = true;
          windows.minuteUsed = Math.max(0, windows.minuteUsed - 1);
          await giveBackMinute();
        }
      },
      async release() {
        // Once only: a second release would give back a call another request reserved.
        if (!released) {
          released = true;
          await store.releaseMonthlyCall(account.id, limits.month);
        }
        return Math.min(monthlyCalls, remaining + 1);
      },
    };
  }

  return async function admit(header) {
    if (header === undefined || header === '') return { kind: 'no-key' };
    // A repeated header is one malformed key, never a choice between keys.
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!hasApiKeyFormat(key)) return { kind: 'invalid' };
    const keyHash = hashApiKey(key);
    for (let judgement = 1; judgement <= MAX_JUDGEMENTS; judgement++) {
      const admission = await judge(keyHash);
      if (admission !== STALE) return admission;
    }
    throw new ServiceError(
      'DATABASE_UNAVAILABLE',
      {
        en: `the account of this key changed ${MAX_JUDGEMENTS} times while the request was admitted; retry in a few seconds`,
        ko: `요청을 받는 동안 이 키의 계정이 ${MAX_JUDGEMENTS}번 바뀌었습니다. 몇 초 뒤에 다시 시도하세요`,
      },
    );
  };
}

/**
 * Whether a key would be let in, without counting a call: for the messages of
 * MCP over HTTP that are not tool calls (initialize, tools/list), which have
 * their own allowance per account (src/http/routes/mcpHttp.ts).
 */
export type KeyStanding = { kind: Extract<Admission['kind'], 'no-key' | 'invalid' | 'revoked'> } | { kind: 'active'; accountId: string };
export type KeyCheck = (header: KeyHeader) => Promise<KeyStanding>;

export function keyCheck(store: Pick<AdmissionStore, 'findByKeyHash'>): KeyCheck {
  return async (header) => {
    if (header === undefined || header === '') return { kind: 'no-key' };
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!hasApiKeyFormat(key)) return { kind: 'invalid' };
    const found = await store.findByKeyHash(hashApiKey(key));
    if (!found) return { kind: 'invalid' };
    return found.status === 'active' ? { kind: 'active', accountId: found.account.id } : { kind: 'revoked' };
  };
}
