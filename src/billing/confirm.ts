/**
 * POST /v1/billing/confirm: a payment made on the client with PortOne becomes
 * the plan it paid for. Plan and account come from the payment itself (its
 * custom data), so a client cannot confirm someone else's payment for itself.
 */
import { isValidEmail, normalizeEmail } from '../accounts/email.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import type { KeyLinkMailer } from '../accounts/keyLinkMail.js';
import { PLANS, PRICE_CURRENCY, PURCHASABLE_PLANS, type PurchasablePlanName } from '../accounts/plans.js';
import { ServiceError } from '../errors.js';
import { MailNotSentError } from '../mail/mailer.js';
import { type PaymentProvider, ProviderUnavailableError } from './paymentProvider.js';
import type { PaymentStore, RecordedPayment } from './paymentStore.js';

export interface PaymentIntent {
  plan: PurchasablePlanName;
  email: string;
}

/** The custom data a payment must carry: `{"plan": "starter" | "growth", "email": "<account e-mail>"}`, the plans from the plan table. */
export const PAYMENT_CUSTOM_DATA = `{"plan": ${PURCHASABLE_PLANS.map((plan) => JSON.stringify(plan)).join(' | ')}, "email": "<account e-mail>"}`;

/** Seconds a client is asked to wait before confirming again while the payment provider is away. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/** Reads the plan and the account's e-mail from the payment's custom data (PAYMENT_CUSTOM_DATA). */
function parseCustomData(raw: string | null): PaymentIntent {
  const expected = `the payment's customData must be the JSON ${PAYMENT_CUSTOM_DATA}`;
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    throw new ServiceError('PAYMENT_DATA_INVALID', `${expected}; it is not JSON`);
  }
  const { plan, email } = (typeof value === 'object' && value !== null ? value : {}) as { plan?: unknown; email?: unknown };
  if (typeof plan !== 'string' || !(PURCHASABLE_PLANS as readonly string[]).includes(plan)) {
    throw new ServiceError('PAYMENT_DATA_INVALID', `${expected}; plan is ${JSON.stringify(plan ?? null)}`);
  }
  const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
  if (!isValidEmail(normalized)) throw new ServiceError('PAYMENT_DATA_INVALID', `${expected}; email is ${JSON.stringify(email ?? null)}`);
  return { plan: plan as PurchasablePlanName, email: normalized };
}

export type ConfirmResult = {
  plan: PurchasablePlanName;
  planExpiresAt: string;
  keyDelivery: KeyDelivery;
};

const result = (p: RecordedPayment): ConfirmResult => ({ plan: p.plan, planExpiresAt: p.planExpiresAt, keyDelivery: p.keyDelivery });

export interface ConfirmDeps {
  provider: PaymentProvider | null;
  payments: PaymentStore;
  keyLinks: KeyLinkMailer;
}

export async function confirmPayment(deps: ConfirmDeps, request: { paymentId: string; ip: string }, now: Date): Promise<ConfirmResult> {
  const { provider, payments } = deps;
  const { paymentId } = request;
  if (!provider) {
    throw new ServiceError(
      'PAYMENT_NOT_READY',
      'online payment is in preparation: paid plans are arranged by e-mail for now (see GET /v1/billing/plans)',
    );
  }
  // Confirming again answers as the first time, without asking the provider.
  const recorded = await payments.find(paymentId);
  if (recorded) {
    if (recorded.status !== 'confirmed') {
      throw new ServiceError('PAYMENT_NOT_PAID', `payment ${paymentId} was confirmed, then ${recorded.status.replace('_', ' ')}`);
    }
    return result(recorded);
  }

  let payment;
  try {
    payment = await provider.getPayment(paymentId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ServiceError('PAYMENT_PROVIDER_ERROR', `${error.message}; nothing was changed, try again shortly`, { 'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS) });
    }
    throw error;
  }
  if (!payment) throw new ServiceError('PAYMENT_NOT_PAID', `the payment provider has no payment ${paymentId}`);
  if (payment.status !== 'PAID') {
    throw new ServiceError('PAYMENT_NOT_PAID', `payment ${paymentId} is ${payment.status}, not PAID; confirm it once the payment is completed`);
  }
  const intent = parseCustomData(payment.customData);
  const price = PLANS[intent.plan].priceKrw;
  if (payment.currency !== PRICE_CURRENCY || payment.amountTotal !== price) {
    throw new ServiceError(
      'AMOUNT_MISMATCH',
      `payment ${paymentId} is ${payment.amountTotal} ${payment.currency}; the ${intent.plan} plan costs ${price} ${PRICE_CURRENCY}`,
    );
  }
  const { payment: confirmed, link } = await payments.recordConfirmation(
    {
      paymentId,
      email: intent.email,
      plan: intent.plan,
      amount: payment.amountTotal,
      currency: payment.currency,
      requestedBy: request.ip,
    },
    now,
  );
  if (!link) return result(confirmed);
  try {
    await deps.keyLinks.send({
      email: intent.email,
      link,
      requestedBy: request.ip,
      at: now,
      payment: { paymentId, plan: intent.plan, planExpiresAt: confirmed.planExpiresAt },
    });
    return result(confirmed);
  } catch (error) {
    // The payment stands (it is real); the answer says the link is still to come.
    if (!(error instanceof MailNotSentError)) throw error;
    return result(await payments.linkNotSent(paymentId, link));
  }
}
