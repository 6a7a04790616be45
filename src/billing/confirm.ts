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
import { HOLD_ACCEPT_DAYS } from './heldPayments.js';
import type { RecordedPayment } from './paymentRows.js';
import { CancelledBeforeConfirmation } from './paymentConfirmation.js';
import type { PaymentStore } from './paymentStore.js';
import type { KeyLink } from '../accounts/keyConfirmations.js';
import { paymentReference } from './paymentReference.js';

export interface PaymentIntent {
  plan: PurchasablePlanName;
  email: string;
}

/** The custom data a payment must carry: `{"plan": "starter" | "growth", "email": "<account e-mail>"}`, the plans from the plan table. */
export const PAYMENT_CUSTOM_DATA = `{"plan": ${PURCHASABLE_PLANS.map((plan) => JSON.stringify(plan)).join(' | ')}, "email": "<account e-mail>"}`;


/** Reads the plan and the account's e-mail from the payment's custom data (PAYMENT_CUSTOM_DATA). */
function parseCustomData(raw: string | null): PaymentIntent {
  const expected = { en: `the payment's customData must be the JSON ${PAYMENT_CUSTOM_DATA}`, ko: `결제의 customData는 JSON ${PAYMENT_CUSTOM_DATA}이어야 합니다` };
  const invalid = (en: string, ko: string) => new ServiceError('PAYMENT_DATA_INVALID', { en: `${expected.en}; ${en}`, ko: `${expected.ko}. ${ko}` });
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    throw invalid('it is not JSON', 'JSON이 아닙니다');
  }
  const { plan, email } = (typeof value === 'object' && value !== null ? value : {}) as { plan?: unknown; email?: unknown };
  if (typeof plan !== 'string' || !(PURCHASABLE_PLANS as readonly string[]).includes(plan)) {
    throw invalid(`plan is ${JSON.stringify(plan ?? null)}`, `받은 plan: ${JSON.stringify(plan ?? null)}`);
  }
  const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
  if (!isValidEmail(normalized)) throw invalid(`email is ${JSON.stringify(email ?? null)}`, `받은 email: ${JSON.stringify(email ?? null)}`);
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
      {
        en: 'online payment is in preparation: paid plans are arranged by e-mail for now (see GET /v1/billing/plans)',
        ko: '온라인 결제는 준비 중입니다. 지금은 유료 요금제를 메일로 약정합니다(GET /v1/billing/plans 참고)',
      },
    );
  }
  // Confirming again answers as the first time, without asking the provider.
  const recorded = await payments.find(paymentId);
  if (recorded) return answerRecorded(recorded);

  const remembered = deps.notFound.remembered(paymentId, now);
  if (remembered > 0) {
    throw new ServiceError('PAYMENT_NOT_PAID', {
      en: `the payment provider had no payment ${paymentId} a moment ago; a payment just made can be confirmed in ${remembered} s`,
      ko: `결제 ${paymentId}: 조금 전 결제 대행사에 없던 결제입니다. 방금 한 결제라면 ${remembered}초 뒤에 확인할 수 있습니다`,
    });
  }
  const lookups = await deps.lookups.hit(`billing-confirm:${clientForLimit(request.ip)}`, PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE, now);
  if (!lookups.allowed) {
    throw new ServiceError(
      'RATE_LIMIT',
      {
        en: `at most ${PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE} confirmations of payments not confirmed before per client address per minute (each asks the payment provider); try again in ${lookups.retryAfterSeconds} s`,
        ko: `아직 확인되지 않은 결제의 확인은 클라이언트 주소마다 1분에 ${PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE}번까지입니다(매번 결제 대행사에 묻습니다). ${lookups.retryAfterSeconds}초 뒤에 다시 시도하세요`,
      },
      { retryAfterSeconds: lookups.retryAfterSeconds },
    );
  }
  let payment;
  try {
    payment = await provider.getPayment(paymentId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      // PortOne's own words (its refusal of our secret, a gateway's page) are logged with the cause, never answered.
      const answer = new ServiceError('PAYMENT_PROVIDER_ERROR', {
        en: 'the payment provider could not be asked (it did not answer in time, or refused or failed the request); nothing was changed, try again shortly',
        ko: '결제 대행사에 묻지 못했습니다(제때 답하지 않았거나 요청을 거절했거나 처리하지 못했습니다). 아무것도 바뀌지 않았으니 잠시 뒤에 다시 시도하세요',
      });
      answer.cause = error;
      throw answer;
    }
    throw error;
  }
  if (!payment) {
    deps.notFound.remember(paymentId, now);
    throw new ServiceError('PAYMENT_NOT_PAID', { en: `the payment provider has no payment ${paymentId}`, ko: `결제 ${paymentId}: 결제 대행사에 없는 결제입니다` });
  }
  if (payment.status !== 'PAID') {
    throw new ServiceError('PAYMENT_NOT_PAID', {
      en: `payment ${paymentId} is ${payment.status}, not PAID; confirm it once the payment is completed`,
      ko: `결제 ${paymentId}: 상태가 PAID가 아니라 ${payment.status}입니다. 결제를 마친 뒤에 확인하세요`,
    });
  }
  const intent = parseCustomData(payment.customData);
  const price = PLANS[intent.plan].priceKrw;
  if (payment.currency !== PRICE_CURRENCY || payment.amountTotal !== price) {
    throw new ServiceError(
      'AMOUNT_MISMATCH',
      {
        en: `payment ${paymentId} is ${payment.amountTotal} ${payment.currency}; the ${intent.plan} plan costs ${price} ${PRICE_CURRENCY}`,
        ko: `결제 ${paymentId}: 금액이 ${payment.amountTotal} ${payment.currency}입니다. ${intent.plan} 요금제는 ${price} ${PRICE_CURRENCY}입니다`,
      },
    );
  }
  const { payment: confirmed, link, hold } = await payments
    .recordConfirmation({ paymentId, email: intent.email, plan: intent.plan, amount: payment.amountTotal, currency: payment.currency, requestedBy: request.ip }, now)
    .catch((error: unknown) => {
      // PortOne said PAID, but its refund webhook was recorded here first: the refund stands, nothing is applied.
      if (!(error instanceof CancelledBeforeConfirmation)) throw error;
      throw new ServiceError('PAYMENT_NOT_PAID', {
        en: `payment ${paymentId} was cancelled before it was confirmed here (${error.cancellation.type} received at ${error.cancellation.receivedAt}): nothing was applied`,
        ko: `결제 ${paymentId}: 여기서 확인되기 전에 취소되었습니다(${error.cancellation.receivedAt}에 ${error.cancellation.type} 수신). 아무것도 적용하지 않았습니다`,
      });
    });
  if (hold) {
    try {
      await deps.heldNotices.send({
        email: hold.email,
        paymentId,
        plan: intent.plan,
        because: confirmed.heldBecause ?? 'better-plan',
        current: hold.current,
        currentExpiresAt: hold.currentExpiresAt,
        requestedBy: request.ip,
        at: now,
        link: hold.token && hold.expiresAt ? { token: hold.token, expiresAt: hold.expiresAt } : null,
      });
      return confirmAnswer(confirmed);
    } catch (error) {
      // The payment stays held (nothing of the owner's changed); the answer says the owner was not told yet (the notice is owed).
      if (!(error instanceof MailNotSentError)) throw error;
      return confirmAnswer(await payments.holdNoticeNotSent(paymentId, now));
    }
  }
  // Nothing to mail: applied with the keys kept — or a simultaneous confirmation recorded it first, and its refund
  // may have followed: answered as it stands.
  if (!link) return answerRecorded(confirmed);
  return confirmAnswer(await mailKeyLink(deps, { email: intent.email, link, requestedBy: request.ip, payment: confirmed }, now));
}

/** The answer for a payment recorded before: as it stands now, or PAYMENT_NOT_PAID once refunded. */
function answerRecorded(recorded: RecordedPayment): ConfirmResult {
  if (recorded.status !== 'confirmed') {
    throw new ServiceError('PAYMENT_NOT_PAID', {
      en: `payment ${recorded.paymentId} was confirmed, then ${recorded.status.replace('_', ' ')}`,
      ko: `결제 ${recorded.paymentId}: 확인된 뒤 취소 또는 환불되었습니다(${recorded.status})`,
    });
  }
  return confirmAnswer(recorded);
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
      payment: { reference: paymentReference(f.payment.paymentId), plan: f.payment.plan, planExpiresAt: f.payment.planExpiresAt },
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
      throw new ServiceError('TOKEN_USED', { en: 'this payment was accepted already: its plan applies', ko: '이미 받아들인 결제입니다. 그 요금제가 적용되어 있습니다' });
    case 'expired':
      throw new ServiceError('TOKEN_EXPIRED', {
        en: `this link has expired (links to accept a held payment work for ${HOLD_ACCEPT_DAYS} days); the payment stays held: ask whoever paid, or the operator, to refund it`,
        ko: `기한이 지난 링크입니다(보류된 결제를 받아들이는 링크는 ${HOLD_ACCEPT_DAYS}일 동안 쓸 수 있습니다). 결제는 보류된 채 남으니, 결제한 사람이나 운영자에게 환불을 요청하세요`,
      });
    case 'cancelled':
      throw new ServiceError('PAYMENT_NOT_PAID', { en: 'this payment was refunded since it was held: there is nothing to accept', ko: '보류된 뒤 환불된 결제입니다. 받아들일 것이 없습니다' });
    case 'contract':
      throw new ServiceError('CONTRACT_IN_FORCE', {
        en: 'an operator-set contract runs on this account now, and a payment never replaces it: the payment stays held; ask whoever paid, or the operator, to refund it',
        ko: '지금 이 계정에는 운영자가 정한 계약이 있고, 결제는 계약을 대신하지 않습니다. 결제는 보류된 채 남으니, 결제한 사람이나 운영자에게 환불을 요청하세요',
      });
    case 'unknown':
      throw new ServiceError('TOKEN_UNKNOWN', {
        en: 'this link is not one the service sent: check it was copied whole from the mail',
        ko: '서비스가 보낸 링크가 아닙니다. 메일에서 링크를 빠짐없이 복사했는지 확인하세요',
      });
  }
}
