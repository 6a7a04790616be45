/**
 * What a confirmed payment may do to the account it names. A payment reaches
 * an account without proof of its address (anyone can pay and name any
 * address), so it may add to what the owner has but never lower, shorten or
 * end it: the rule of docs/billing.md ("What a payment may change"), in one
 * pure function.
 */
import { BUSINESS_PLAN, FREE_PLAN, PAID_PLAN_DAYS, type PlanName, type PlanTerms, planTerms, type PurchasablePlanName } from '../accounts/plans.js';

/** The published plans from lower to better; the business contract stands apart (a payment never replaces it). */
const RANK: Record<Exclude<PlanName, typeof BUSINESS_PLAN.name>, number> = { sandbox: 0, starter: 1, growth: 2 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a payment was held: an operator's contract runs, a better plan runs, or the payment would end the running plan before its term. */
export const HOLD_REASONS = ['contract', 'better-plan', 'longer-term'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export type PaymentEffect =
  /** The plan paid for, from now for PAID_PLAN_DAYS: the account had nothing running, or a lower plan ending no later. */
  | { kind: 'applied'; terms: PlanTerms & { planExpiresAt: string } }
  /** The running plan is the plan paid for: its end moves PAID_PLAN_DAYS later. */
  | { kind: 'extended'; terms: PlanTerms & { planExpiresAt: string } }
  /** Recorded, not applied: the owner is told and may accept it. */
  | { kind: 'held'; because: HoldReason };

/** The days a payment adds to the plan it applies or extends; what a refund of it takes back. */
export const GRANTED_DAYS = PAID_PLAN_DAYS;

/** Whether a plan runs at `now`: a paid plan before its end (no end: runs), never the free plan. */
export function planRuns(current: Pick<PlanTerms, 'plan' | 'planExpiresAt'>, now: Date): boolean {
  return current.plan !== FREE_PLAN && (current.planExpiresAt === null || Date.parse(current.planExpiresAt) > now.getTime());
}

export function paymentEffect(current: PlanTerms, bought: PurchasablePlanName, now: Date): PaymentEffect {
  const fresh = planTerms({ plan: bought }, now);
  if (!planRuns(current, now)) return { kind: 'applied', terms: fresh };
  if (current.plan === BUSINESS_PLAN.name) return { kind: 'held', because: 'contract' };
  const have = RANK[current.plan];
  const paid = RANK[bought];
  if (paid < have) return { kind: 'held', because: 'better-plan' };
  if (paid === have) {
    // A running paid plan has an end (every write sets one); a hand-edited row without one has nothing to extend.
    const end = current.planExpiresAt === null ? now.getTime() : Date.parse(current.planExpiresAt);
    return { kind: 'extended', terms: { ...fresh, planExpiresAt: new Date(end + GRANTED_DAYS * DAY_MS).toISOString() } };
  }
  // An upgrade starts now; one that would end before the lower plan's term would shorten what the owner has.
  if (current.planExpiresAt !== null && Date.parse(current.planExpiresAt) > Date.parse(fresh.planExpiresAt)) return { kind: 'held', because: 'longer-term' };
  return { kind: 'applied', terms: fresh };
}

/**
 * What accepting a held payment does (the owner's link, or the operator on the
 * owner's word): the same rule as a confirmation for the same plan running —
 * its end moves GRANTED_DAYS later, so no paid day is lost however many
 * payments of it are accepted — and otherwise the owner's choice: the plan paid
 * for applies from now, and the running plan ends (the page and the mail say
 * so before the owner presses). A contract is never replaced (the caller refuses).
 */
export function acceptanceEffect(current: PlanTerms, bought: PurchasablePlanName, now: Date): Exclude<PaymentEffect, { kind: 'held' }> {
  const effect = paymentEffect(current, bought, now);
  if (effect.kind === 'extended') return effect;
  return { kind: 'applied', terms: planTerms({ plan: bought }, now) };
}

/** `end` moved back by the days a payment gave. */
export function withoutGrantedDays(end: string, days: number): string {
  return new Date(Date.parse(end) - days * DAY_MS).toISOString();
}
