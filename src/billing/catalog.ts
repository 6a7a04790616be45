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

/**
 * Where plans are arranged by e-mail: the operator's CONTACT_EMAIL, or, when
 * the operator has not set one, words that send the reader to the operator
 * (the start-up log warns about that: src/http/app.ts).
 */
export function arrangedByEmail(contactEmail: string | null): string {
  return contactEmail ? `e-mail ${contactEmail}` : 'e-mail to the operator of this service (no contact address is configured)';
}

export function planCatalog(options: { paymentReady: boolean; contactEmail: string | null }) {
  const byEmail = arrangedByEmail(options.contactEmail);
  // While payment is not ready the specification has plan changes done on
  // e-mail request (issue 39): no paid plan may be offered for a payment that
  // POST /v1/billing/confirm would refuse with 503.
  const published: PlanEntry[] = Object.entries(PLANS).map(([id, plan]) => {
    const free = plan.priceKrw === 0;
    const purchasable = plan.purchasable && options.paymentReady;
    return {
      id: id as keyof typeof PLANS,
      name: plan.title,
      price: plan.priceKrw,
      billing: free ? PLAN_BILLING[0] : PLAN_BILLING[1],
      monthlyCalls: plan.monthlyCalls,
      callsPerMinute: plan.callsPerMinute,
      purchasable,
      arrangedBy: free ? 'POST /v1/keys/request (no payment)' : purchasable ? null : byEmail,
    };
  });
  const business: PlanEntry = {
    id: BUSINESS_PLAN.name,
    name: BUSINESS_PLAN.title,
    price: null,
    billing: PLAN_BILLING[2],
    monthlyCalls: null,
    callsPerMinute: null,
    purchasable: false,
    arrangedBy: byEmail,
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
      howTo: options.paymentReady
        ? `Start the payment with PortOne's browser SDK for the plan's price in ${PRICE_CURRENCY}, with the customData above; then POST /v1/billing/confirm {paymentId}. ` +
          `The plan applies to the account of that e-mail for ${PAID_PLAN_DAYS} days from confirmation.`
        : `Online payment is in preparation: POST /v1/billing/confirm answers 503 PAYMENT_NOT_READY. Plans are arranged on request by ${byEmail}: ` +
          `write from the account's address, naming the plan; the operator sets it for ${PAID_PLAN_DAYS} days.`,
    },
  };
}
