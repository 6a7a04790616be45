/**
 * The plan table: the one place for the plans — their names, limits, prices,
 * currency and terms (interface specification, "Plans" and "Limits"). The
 * limits are enforced from here, GET /v1/billing/plans lists them from here,
 * and every plan change (admin CLI, payment, refund) takes its terms from
 * planTerms below.
 */

/** The published plans, in the order they are listed. */
export const PLANS = {
  sandbox: { title: 'Sandbox', priceKrw: 0, monthlyCalls: 300, callsPerMinute: 10, purchasable: false },
  starter: { title: 'Starter', priceKrw: 39_000, monthlyCalls: 1_000, callsPerMinute: 60, purchasable: true },
  growth: { title: 'Growth', priceKrw: 99_000, monthlyCalls: 4_000, callsPerMinute: 120, purchasable: true },
} as const;

export type PublishedPlanName = keyof typeof PLANS;

/** The plan of every new account, and the one an expired or refunded plan falls back to. It does not expire. */
export const FREE_PLAN = 'sandbox' satisfies PublishedPlanName;

/**
 * The yearly name-analysis business plan is arranged by e-mail; its limits are
 * not published and are set per account by the operator (admin CLI).
 */
export const BUSINESS_PLAN = { name: 'business', title: 'Name-analysis business plan (yearly, arranged by e-mail)', defaultDays: 365 } as const;

export type PlanName = PublishedPlanName | typeof BUSINESS_PLAN.name;

/** Every plan an account can hold, in the order plans are listed. */
export const PLAN_NAMES: readonly PlanName[] = [...(Object.keys(PLANS) as PublishedPlanName[]), BUSINESS_PLAN.name];

/** The plans a payment can buy (POST /v1/billing/confirm). */
export type PurchasablePlanName = { [P in PublishedPlanName]: (typeof PLANS)[P]['purchasable'] extends true ? P : never }[PublishedPlanName];
export const PURCHASABLE_PLANS: readonly PurchasablePlanName[] = (Object.keys(PLANS) as PublishedPlanName[]).filter(
  (p): p is PurchasablePlanName => PLANS[p].purchasable,
);

/** Prices are in Korean won; payments in any other currency do not match. */
export const PRICE_CURRENCY = 'KRW' as const;

/** A paid plan lasts this many days from its confirmation (specification, "Limits"). */
export const PAID_PLAN_DAYS = 31;

/**
 * MCP over HTTP: the messages an account may send a minute besides its tool
 * calls (initialize, tools/list, ping, …), whatever its plan. They cost the
 * plan nothing, so they have a bound of their own (issue 45: 100 tools/list
 * in one request answered 11 MB); a client opens a session with two or three.
 */
export const MCP_MESSAGES_PER_MINUTE = 60;

/** The name a plan is shown by in mail: its title in the plan table. */
export function planTitle(plan: PlanName): string {
  return plan === BUSINESS_PLAN.name ? BUSINESS_PLAN.title : PLANS[plan].title;
}

export function isPlanName(value: string): value is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(value);
}

/** What is asked of a plan change: the plan, and for a paid plan how long (default: 31 days, business 365) and, for business, its limits. */
export type PlanRequest =
  | { plan: typeof FREE_PLAN }
  | { plan: Exclude<PublishedPlanName, typeof FREE_PLAN>; days?: number }
  | { plan: typeof BUSINESS_PLAN.name; monthlyLimit: number; perMinuteLimit: number; days?: number };

/** A plan as an account holds it (the plan columns of `accounts`). */
export interface PlanTerms {
  plan: PlanName;
  /** ISO 8601; null for the free plan, which does not expire. */
  planExpiresAt: string | null;
  /** The business plan's limits, agreed per account; null for the published plans. */
  monthlyLimit: number | null;
  perMinuteLimit: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The terms of a plan given at `now`: a paid plan runs its days from `now`, the free plan never expires. */
export function planTerms(request: { plan: typeof FREE_PLAN }, now: Date): PlanTerms & { planExpiresAt: null };
export function planTerms(request: Exclude<PlanRequest, { plan: typeof FREE_PLAN }>, now: Date): PlanTerms & { planExpiresAt: string };
export function planTerms(request: PlanRequest, now: Date): PlanTerms;
export function planTerms(request: PlanRequest, now: Date): PlanTerms {
  if (request.plan === FREE_PLAN) return { plan: FREE_PLAN, planExpiresAt: null, monthlyLimit: null, perMinuteLimit: null };
  const business = request.plan === BUSINESS_PLAN.name ? request : null;
  const days = request.days ?? (business ? BUSINESS_PLAN.defaultDays : PAID_PLAN_DAYS);
  return {
    plan: request.plan,
    planExpiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
    monthlyLimit: business?.monthlyLimit ?? null,
    perMinuteLimit: business?.perMinuteLimit ?? null,
  };
}

export interface EffectiveLimits {
  /** The plan whose limits apply now: the account's plan, or the free plan once a paid plan has expired. */
  plan: PlanName;
  monthlyCalls: number;
  callsPerMinute: number;
  /** True when the account holds a paid plan whose expiry has passed. */
  expired: boolean;
}

const FREE_LIMITS = { monthlyCalls: PLANS[FREE_PLAN].monthlyCalls, callsPerMinute: PLANS[FREE_PLAN].callsPerMinute };

/** The limits that apply to an account at `now`. A paid plan past its `planExpiresAt` counts as the free plan. */
export function effectiveLimits(account: PlanTerms, now: Date): EffectiveLimits {
  if (account.plan === FREE_PLAN) return { plan: FREE_PLAN, ...FREE_LIMITS, expired: false };
  if (account.planExpiresAt !== null && Date.parse(account.planExpiresAt) <= now.getTime()) {
    return { plan: FREE_PLAN, ...FREE_LIMITS, expired: true };
  }
  if (account.plan === BUSINESS_PLAN.name) {
    // The store reads a business plan without both limits as the free plan, and reports it (store.ts).
    if (account.monthlyLimit === null || account.perMinuteLimit === null) return { plan: FREE_PLAN, ...FREE_LIMITS, expired: false };
    return { plan: BUSINESS_PLAN.name, monthlyCalls: account.monthlyLimit, callsPerMinute: account.perMinuteLimit, expired: false };
  }
  const { monthlyCalls, callsPerMinute } = PLANS[account.plan];
  return { plan: account.plan, monthlyCalls, callsPerMinute, expired: false };
}
