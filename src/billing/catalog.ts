/**
 * The body of GET /v1/billing/plans, from the plan table (src/accounts/plans.ts)
 * and the configuration; fixed for the life of the process, so built once.
 */
import { BUSINESS_PLAN, PAID_PLAN_DAYS, type PlanName, PLANS, PRICE_CURRENCY } from '../accounts/plans.js';
import { PAYMENT_CUSTOM_DATA } from './confirm.js';

/** How each plan is paid: nothing, per paid period, or by a yearly contract (the business plan). */
export const PLAN_BILLING = ['free', `per ${PAID_PLAN_DAYS} days`, 'yearly contract'] as const;
export type PlanBilling = (typeof PLAN_BILLING)[number];

export type PlanEntry = {
  id: PlanName;
  name: string;
  price: number | null;
  billing: PlanBilling;
  monthlyCalls: number | null;
  callsPerMinute: number | null;
  purchasable: boolean;
  arrangedBy: string | null;
};

export function planCatalog(options: { paymentReady: boolean; contactEmail: string | null }) {
  const published: PlanEntry[] = Object.entries(PLANS).map(([id, plan]) => ({
    id: id as keyof typeof PLANS,
    name: plan.title,
    price: plan.priceKrw,
    billing: plan.priceKrw === 0 ? PLAN_BILLING[0] : PLAN_BILLING[1],
    monthlyCalls: plan.monthlyCalls,
    callsPerMinute: plan.callsPerMinute,
    purchasable: plan.purchasable,
    arrangedBy: null,
  }));
  const business: PlanEntry = {
    id: BUSINESS_PLAN.name,
    name: BUSINESS_PLAN.title,
    price: null,
    billing: PLAN_BILLING[2],
    monthlyCalls: null,
    callsPerMinute: null,
    purchasable: false,
    arrangedBy: options.contactEmail ? `e-mail ${options.contactEmail}` : 'e-mail to the operator of this service',
  };
  return {
    currency: PRICE_CURRENCY,
    paymentReady: options.paymentReady,
    paidPlanDays: PAID_PLAN_DAYS,
    contactEmail: options.contactEmail,
    plans: [...published, business],
    payment: {
      provider: 'PortOne V2',
      customData: PAYMENT_CUSTOM_DATA,
      howTo:
        `Start the payment with PortOne's browser SDK for the plan's price in ${PRICE_CURRENCY}, with the customData above; then POST /v1/billing/confirm {paymentId}. ` +
        `The plan applies to the account of that e-mail for ${PAID_PLAN_DAYS} days from confirmation.`,
    },
  };
}
