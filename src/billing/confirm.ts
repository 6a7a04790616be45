/**
 * POST /v1/billing/confirm: a payment made on the client with PortOne does what
 * it may for the account it names (src/billing/paymentEffect.ts): applies or
 * extends its plan, or is held for the owner to accept. Plan and account come from the payment itself (its
 * custom data), so a client cannot confirm someone else's payment for itself.
 */
import { isValidEmail, normalizeEmail } from '../accounts/email.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import type { KeyLinkMailer } from '../accounts/keyLinkMail.js';
import { PLANS, PRICE_CURRENCY, PURCHASABLE_PLANS, type PurchasablePlanName } from '../accounts/plans.js';
import { ServiceError } from '../errors.js';
import { MailNotSentError } from '../mail/mailer.js';
import { type PaymentProvider, ProviderUnavailableError } from './paymentProvider.js';
import type { HeldPaymentMailer } from './heldPaymentMail.js';
import { clientForLimit } from '../accounts/clientAddress.js';
import type { PerMinuteLimiter } from '../accounts/perMinuteLimiter.js';
import { checkPaymentId, type NotFoundMemory, PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE } from './confirmBounds.js';
import type { HoldReason } from './paymentEffect.js';
import { HOLD_ACCEPT_DAYS, type PaymentStore, type RecordedPayment } from './paymentStore.js';
import type { KeyLink } from '../accounts/keyConfirmations.js';

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

/** A payment applied (or extended the running plan): the plan the account has now, until when, and what happened to its keys. */
export type AppliedResult = {
  plan: PurchasablePlanName;
  planExpiresAt: string;
  keyDelivery: KeyDelivery;
  outcome: 'applied' | 'extended';
};

/** A payment held, not applied: the plan paid for, why, and whether the owner was told. Nothing about the owner's plan is revealed. */
export type HeldResult = {
  plan: PurchasablePlanName;
  outcome: 'held';
  heldBecause: HoldReason;
  ownerNotice: 'email' | 'not-sent';
};

export type ConfirmResult = AppliedResult | HeldResult;

export function confirmAnswer(p: RecordedPayment): ConfirmResult {
  if (p.outcome === 'held') {
    return { plan: p.plan, outcome: 'held', heldBecause: p.heldBecause ?? 'better-plan', ownerNotice: p.keyDelivery === 'not-sent' ? 'not-sent' : 'email' };
  }
  return { plan: p.plan, planExpiresAt: p.planExpiresAt, keyDelivery: p.keyDelivery, outcome: p.outcome };
}

export interface ConfirmDeps {
  provider: PaymentProvider | null;
  payments: PaymentStore;
  keyLinks: KeyLinkMailer;
  heldNotices: HeldPaymentMailer;
  /** Counts each client's provider look-ups (the per-minute limiter, keyed apart from accounts). */
  lookups: Pick<PerMinuteLimiter, 'hit'>;
  notFound: NotFoundMemory;
}

export async function confirmPayment(deps: ConfirmDeps, request: { paymentId: string; ip: string }, now: Date): Promise<ConfirmResult> {
  const { provider, payments } = deps;
  const { paymentId } = request;
  checkPaymentId(paymentId);
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
    return confirmAnswer(recorded);
  }

  const remembered = deps.notFound.remembered(paymentId, now);
  if (remembered > 0) {
    throw new ServiceError('PAYMENT_NOT_PAID', `the payment provider had no payment ${paymentId} a moment ago; a payment just made can be confirmed in ${remembered} s`);
  }
  const lookups = await deps.lookups.hit(`billing-confirm:${clientForLimit(request.ip)}`, PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE);
  if (!lookups.allowed) {
    throw new ServiceError(
      'RATE_LIMIT',
      `at most ${PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE} confirmations of payments not confirmed before per client address per minute (each asks the payment provider); try again in ${lookups.retryAfterSeconds} s`,
      { 'retry-after': String(lookups.retryAfterSeconds) },
    );
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
  if (!payment) {
    deps.notFound.remember(paymentId, now);
    throw new ServiceError('PAYMENT_NOT_PAID', `the payment provider has no payment ${paymentId}`);
  }
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
  const { payment: confirmed, link, hold } = await payments.recordConfirmation(
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
  if (hold) {
    try {
      await deps.heldNotices.send({
        email: hold.email,
        paymentId,
        plan: intent.plan,
        because: confirmed.heldBecause ?? 'better-plan',
        current: hold.current,
        requestedBy: request.ip,
        at: now,
        link: hold.token && hold.expiresAt ? { token: hold.token, expiresAt: hold.expiresAt } : null,
      });
      return confirmAnswer(confirmed);
    } catch (error) {
      // The payment stays held (nothing of the owner's changed); the answer says the owner was not told.
      if (!(error instanceof MailNotSentError)) throw error;
      return confirmAnswer(await payments.holdNoticeNotSent(paymentId));
    }
  }
  if (!link) return confirmAnswer(confirmed);
  return confirmAnswer(await mailKeyLink(deps, { email: intent.email, link, requestedBy: request.ip, payment: confirmed }, now));
}

/** Mails the key link a payment opened (a plan given to an unproven address); a link that cannot be mailed is withdrawn, and the payment says so. */
export async function mailKeyLink(
  deps: Pick<ConfirmDeps, 'payments' | 'keyLinks'>,
  f: { email: string; link: KeyLink; requestedBy: string; payment: RecordedPayment },
  now: Date,
): Promise<RecordedPayment> {
  try {
    await deps.keyLinks.send({
      email: f.email,
      link: f.link,
      requestedBy: f.requestedBy,
      at: now,
      payment: { paymentId: f.payment.paymentId, plan: f.payment.plan, planExpiresAt: f.payment.planExpiresAt },
    });
    return f.payment;
  } catch (error) {
    // The payment stands (it is real); the answer says the link is still to come.
    if (!(error instanceof MailNotSentError)) throw error;
    return deps.payments.linkNotSent(f.payment.paymentId, f.link);
  }
}

/** The owner follows the acceptance link of a held payment (POST /v1/billing/accept). */
export async function acceptHeldPayment(
  deps: Pick<ConfirmDeps, 'payments' | 'keyLinks'>,
  request: { token: string; ip: string },
  now: Date,
): Promise<AppliedResult> {
  const outcome = await deps.payments.acceptHeld(request.token, request.ip, now);
  switch (outcome.kind) {
    case 'applied': {
      const payment = outcome.link ? await mailKeyLink(deps, { email: outcome.email, link: outcome.link, requestedBy: request.ip, payment: outcome.payment }, now) : outcome.payment;
      return confirmAnswer(payment) as AppliedResult;
    }
    case 'used':
      throw new ServiceError('TOKEN_USED', 'this payment was accepted already: its plan applies');
    case 'expired':
      throw new ServiceError('TOKEN_EXPIRED', `this link has expired (links to accept a held payment work for ${HOLD_ACCEPT_DAYS} days); the payment stays held: ask whoever paid, or the operator, to refund it`);
    case 'cancelled':
      throw new ServiceError('PAYMENT_NOT_PAID', 'this payment was refunded since it was held: there is nothing to accept');
    case 'contract':
      throw new ServiceError('CONTRACT_IN_FORCE', 'an operator-set contract runs on this account now, and a payment never replaces it: the payment stays held; ask whoever paid, or the operator, to refund it');
    case 'unknown':
      throw new ServiceError('TOKEN_UNKNOWN', 'this link is not one the service sent: check it was copied whole from the mail');
  }
}
