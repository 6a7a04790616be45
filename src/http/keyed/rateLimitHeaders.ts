/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers,
 * structured-field form) for the two limits a key meets: the minute (any
 * sixty seconds: src/accounts/minuteLog.ts), the one that stops a client
 * first, and the month's quota, beside the
 * specification's X-RateLimit-Remaining-Month (which keeps its meaning):
 *
 *   RateLimit-Policy: "minute";q=10;w=60, "month";q=300;w=2592000
 *   RateLimit: "minute";r=7;t=42, "month";r=290;t=812345
 *
 * `q` the calls a window allows, `w` its length in seconds (the month's is
 * this calendar month's, Asia/Seoul), `r` the calls left in it and `t` the
 * seconds until more come back: for the minute, until the oldest call counted
 * in the last sixty seconds is sixty seconds old; for the month, its end.
 */
import type { AppliedPlan, RateWindows } from '../../accounts/admission.js';

export const RATE_LIMIT_POLICY_HEADER = 'ratelimit-policy';
export const RATE_LIMIT_HEADER = 'ratelimit';

/** The two fields for an account's plan and windows, with `monthRemaining` the month's calls left. */
export function rateLimitFields(limits: Pick<AppliedPlan, 'callsPerMinute' | 'monthlyCalls'>, windows: RateWindows, monthRemaining: number): Record<string, string> {
  const minuteRemaining = Math.max(0, limits.callsPerMinute - windows.minuteUsed);
  return {
    [RATE_LIMIT_POLICY_HEADER]: `"minute";q=${limits.callsPerMinute};w=60, "month";q=${limits.monthlyCalls};w=${windows.monthSeconds}`,
    [RATE_LIMIT_HEADER]: `"minute";r=${minuteRemaining};t=${windows.minuteResetSeconds}, "month";r=${Math.max(0, monthRemaining)};t=${windows.monthResetSeconds}`,
  };
}
