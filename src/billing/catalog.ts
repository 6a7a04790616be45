/**
 * The body of GET /v1/billing/plans, from the plan table (src/accounts/plans.ts)
 * and the configuration; fixed for the life of the process, so built once.
 */
import { BUSINESS_PLAN, PAID_PLAN_DAYS, PLANS, PRICE_CURRENCY } from '../accounts/plans.js';

export interface PlanEntry {
  id: string;
  name: string;
  price: number | null;
  billing: 'free' | 'per 31 days' | 'yearly contract';
  monthlyCalls: number | null;
  callsPerMinute: number | null;
  purchasable: boolean;
  arrangedBy: string | null;
}

export function planCatalog(options: { paymentReady: boolean; contactEmail: string | null }) {
  const published: PlanEntry[] = Object.entries(PLANS).map(([id, plan]) => ({
    id,
    name: plan.title,
    price: plan.priceKrw,
    billing: plan.priceKrw === 0 ? 'free' : 'per 31 days',
    monthlyCalls: plan.monthlyCalls,
    callsPerMinute: plan.callsPerMinute,
    purchasable: plan.purchasable,
    arrangedBy: null,
  }));
  const business: PlanEntry = {
    id: 'business',
    name: BUSINESS_PLAN.title,
    price: null,
    billing: 'yearly contract',
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
      customData: '{"plan": "starter" | "growth", "email": "<account e-mail>"}',
      howTo:
        'Start the payment with PortOne\'s browser SDK for the plan\'s price in KRW, with the customData above; then POST /v1/billing/confirm {paymentId}. ' +
        'The plan applies to the account of that e-mail for 31 days from confirmation.',
    },
  };
}
