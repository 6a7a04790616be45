/**
 * A payment's confirmation in the database: the payment recorded once, and
 * what paymentEffect allows it to do to the account — apply or extend its
 * plan (with the keys of an unproven account), or hold it for the owner — in
 * the same transaction, so a crash cannot leave one without the other.
 */
import type { Kysely } from 'kysely';
import { cancelKeyLink, type KeyLink, mailAllowance } from '../accounts/keyConfirmations.js';
import { generateKeyLinkToken, hashKeyLinkToken } from '../accounts/keyLinkToken.js';
import { type PlanName, planTerms, type PurchasablePlanName } from '../accounts/plans.js';
import { insertAccountIfAbsent } from '../accounts/accountRows.js';
import type { Database } from '../db/schema.js';
import type { DialectName } from '../db/database.js';
import { holdLinkExpiry } from './heldPayments.js';
import { applyPaidPlan } from './applyPaidPlan.js';
import { paymentEffect } from './paymentEffect.js';
import { findPayment, lockAccountById, lockPayment, type RecordedPayment, recordedCancellation, termsOf, toRecorded } from './paymentRows.js';

export interface Confirmation {
  paymentId: string;
  email: string;
  /** The plan paid for. */
  plan: PurchasablePlanName;
  amount: number;
  currency: string;
  /** The client address that asked for the confirmation (named in the mail). */
  requestedBy: string;
}

/** A recorded confirmation, and the mail it calls for: a key link (applied to an unproven address), or the owner's notice of a held payment. */
export interface ConfirmationOutcome {
  payment: RecordedPayment;
  link: KeyLink | null;
  /** A payment held by this confirmation: the token of the owner's acceptance link (null for a held payment that cannot be accepted: a contract runs). */
  hold: { token: string | null; expiresAt: string | null; email: string; current: PlanName; currentExpiresAt: string | null } | null;
}

/** A refund of the payment was recorded before its confirmation: nothing was applied (confirm.ts answers PAYMENT_NOT_PAID). */
export class CancelledBeforeConfirmation extends Error {
  override name = 'CancelledBeforeConfirmation';
  constructor(
    readonly paymentId: string,
    readonly cancellation: { type: string; receivedAt: string },
  ) {
    super(`payment ${paymentId}: ${cancellation.type} was received at ${cancellation.receivedAt}, before its confirmation`);
  }
}

/**
 * Records a confirmed payment and does what paymentEffect allows: applies
 * its plan, extends the running one, or holds it (recorded, not applied; an
 * acceptance link is opened for the owner unless a contract runs). The
 * payment id is the key: of two simultaneous confirmations one does it, and
 * both answer with the recorded payment. When a plan is given to an account
 * whose address was never proven, its keys are revoked and a key link is
 * opened (securePaidPlanKeys). A payment whose refund webhook was recorded
 * first is not recorded and changes nothing: CancelledBeforeConfirmation.
 */
export async function recordConfirmation(db: Kysely<Database>, dialect: DialectName, c: Confirmation, now: Date): Promise<ConfirmationOutcome> {
  const at = now.toISOString();
  const nominal = planTerms({ plan: c.plan }, now);
  return db.transaction().execute(async (trx): Promise<ConfirmationOutcome> => {
    // The payment's refund webhook takes the same lock: whichever comes second sees what the first recorded. A
    // simultaneous confirmation of the same payment that committed first is found here, and answered as it stands.
    const recorded = await lockPayment(trx, dialect, { paymentId: c.paymentId });
    if (recorded) return { payment: toRecorded(recorded), link: null, hold: null };
    await insertAccountIfAbsent(trx, c.email, at);
    // A refund recorded before this confirmation (the webhook came first, or PortOne was asked before it refunded):
    // nothing is applied, and the account this transaction may have created is rolled back with it.
    const cancellation = await recordedCancellation(trx, c.paymentId);
    if (cancellation) throw new CancelledBeforeConfirmation(c.paymentId, cancellation);
    const { id: accountId } = await trx.selectFrom('accounts').select('id').where('email', '=', c.email).executeTakeFirstOrThrow();
    // The account row is locked from here, after the payment's lock as in every payment transaction: its plan, and
    // whether its address is proven, are read as they are now.
    const account = await lockAccountById(trx, accountId, at);
    // Under the payment's lock nobody else records this id: the insert cannot meet another.
    await trx
      .insertInto('payments')
      .values({
        payment_id: c.paymentId,
        account_id: accountId,
        plan: c.plan,
        amount: c.amount,
        currency: c.currency,
        status: 'confirmed',
        confirmed_at: at,
        plan_expires_at: nominal.planExpiresAt,
        updated_at: at,
        key_delivery: null,
        requested_by: c.requestedBy,
      })
      .execute();
    const effect = paymentEffect(termsOf(account), c.plan, now);
    let link: KeyLink | null = null;
    let hold: ConfirmationOutcome['hold'] = null;
    if (effect.kind === 'held') {
      // The owner's notice counts against the address's mails of the hour; beyond them it is owed, and sent once the hour allows (owedNotices.ts).
      const allowance = await mailAllowance(trx, accountId, now);
      const notify = allowance.allowed;
      const token = effect.because === 'contract' || !notify ? null : generateKeyLinkToken();
      const expiresAt = token && holdLinkExpiry(now);
      await trx
        .updateTable('payments')
        .set({
          outcome: 'held',
          held_because: effect.because,
          hold_token_hash: token && hashKeyLinkToken(token),
          hold_expires_at: expiresAt,
          key_delivery: notify ? 'email' : 'not-sent',
          hold_notice_at: notify ? at : null,
          hold_notice_due_at: allowance.allowed ? null : new Date(now.getTime() + allowance.retryAfterSeconds * 1000).toISOString(),
        })
        .where('payment_id', '=', c.paymentId)
        .execute();
      hold = notify ? { token, expiresAt, email: account.email, current: termsOf(account).plan, currentExpiresAt: account.plan_expires_at } : null;
    } else {
      ({ link } = await applyPaidPlan(trx, account, c, effect, { reason: 'payment', requestedBy: c.requestedBy }, now));
    }
    return { payment: (await findPayment(trx, c.paymentId))!, link, hold };
  });
}

/** The link of a confirmation could not be mailed: it is withdrawn, and the payment says so (under the payment's lock, as every change of a payment). */
export async function linkNotSent(db: Kysely<Database>, dialect: DialectName, paymentId: string, link: KeyLink): Promise<RecordedPayment> {
  return db.transaction().execute(async (trx) => {
    await lockPayment(trx, dialect, { paymentId });
    await cancelKeyLink(trx, link.token);
    await trx.updateTable('payments').set({ key_delivery: 'not-sent' }).where('payment_id', '=', paymentId).execute();
    return (await findPayment(trx, paymentId))!;
  });
}
