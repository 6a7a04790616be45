/**
 * The plan table: the one place for the published plans, their limits and
 * prices (interface specification, "Plans" and "Limits"). The limits are
 * enforced from here and GET /v1/billing/plans lists them from here.
 */
import type { Account } from './types.js';

export const PLANS = {
  sandbox: { title: 'Sandbox', priceKrw: 0, monthlyCalls: 300, callsPerMinute: 10, purchasable: false },
  starter: { title: 'Starter', priceKrw: 39_000, monthlyCalls: 1_000, callsPerMinute: 60, purchasable: true },
  growth: { title: 'Growth', priceKrw: 99_000, monthlyCalls: 4_000, callsPerMinute: 120, purchasable: true },
} as const;

export type PublishedPlanName = keyof typeof PLANS;

/** The plans a payment can buy (POST /v1/billing/confirm). */
export type PurchasablePlanName = { [P in PublishedPlanName]: (typeof PLANS)[P]['purchasable'] extends true ? P : never }[PublishedPlanName];
export const PURCHASABLE_PLANS = (Object.keys(PLANS) as PublishedPlanName[]).filter((p): p is PurchasablePlanName => PLANS[p].purchasable);

/** Prices are in Korean won; payments in any other currency do not match. */
export const PRICE_CURRENCY = 'KRW';

/**
 * The yearly name-analysis business plan is arranged by e-mail; its limits are
 * not published and are set per account by the operator (admin CLI).
 */
export const BUSINESS_PLAN = { title: 'Name-analysis business plan (yearly, arranged by e-mail)', defaultDays: 365 } as const;

export type PlanName = PublishedPlanName | 'business';

export const PLAN_NAMES: readonly PlanName[] = ['sandbox', 'starter', 'growth', 'business'];

/** A paid plan lasts this many days from its confirmation (specification, "Limits"). */
export const PAID_PLAN_DAYS = 31;

export function isPlanName(value: string): value is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(value);
}

export interface EffectiveLimits {
  /** The plan whose limits apply now: the account's plan, or sandbox once a paid plan has expired. */
  plan: PlanName;
  monthlyCalls: number;
  callsPerMinute: number;
  /** True when the account holds a paid plan whose expiry has passed. */
  expired: boolean;
}

const SANDBOX_LIMITS = { monthlyCalls: PLANS.sandbox.monthlyCalls, callsPerMinute: PLANS.sandbox.callsPerMinute };

/** The limits that apply to an account at `now`. A paid plan past its `planExpiresAt` counts as Sandbox. */
export function effectiveLimits(account: Account, now: Date): EffectiveLimits {
  if (account.plan === 'sandbox') return { plan: 'sandbox', ...SANDBOX_LIMITS, expired: false };
  if (account.planExpiresAt !== null && Date.parse(account.planExpiresAt) <= now.getTime()) {
    return { plan: 'sandbox', ...SANDBOX_LIMITS, expired: true };
  }
  if (account.plan === 'business') {
    // The store never writes a business plan without both limits; this guards a hand-edited row.
    if (account.monthlyLimit === null || account.perMinuteLimit === null) return { plan: 'sandbox', ...SANDBOX_LIMITS, expired: false };
    return { plan: 'business', monthlyCalls: account.monthlyLimit, callsPerMinute: account.perMinuteLimit, expired: false };
  }
  const { monthlyCalls, callsPerMinute } = PLANS[account.plan];
  return { plan: account.plan, monthlyCalls, callsPerMinute, expired: false };
}
