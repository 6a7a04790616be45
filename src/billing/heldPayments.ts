/**
 * Held payments: a payment recorded but not applied (paymentEffect would not
 * let it lower, shorten or end what the owner has) waits for the owner, who
 * may accept it through a mailed link — or the operator, on the owner's word
 * (admin `held accept`). The acceptance and what it does to the account are
 * one transaction, by the rule of acceptanceEffect: the same plan running is
 * extended, as a confirmation would; the notice's failure is recorded here too.
 */
import type { Kysely } from 'kysely';
import type { KeyLink } from '../accounts/keyConfirmations.js';
import { hashKeyLinkToken, hasKeyLinkTokenFormat } from '../accounts/keyLinkToken.js';
import { BUSINESS_PLAN } from '../accounts/plans.js';
import { OPERATOR, type PlanChangeCause } from '../accounts/planAssignment.js';
import type { Database } from '../db/schema.js';
import { applyPaidPlan } from './applyPaidPlan.js';
import { acceptanceEffect, planRuns } from './paymentEffect.js';
import type { DialectName } from '../db/database.js';
import { findPayment, lockAccountById, lockPayment, type PaymentKey, type RecordedPayment, termsOf } from './paymentRows.js';

/** How long the owner's link to accept a held payment works. */
export const HOLD_ACCEPT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link to accept a held payment, mailed now, stops working. */
export function holdLinkExpiry(now: Date): string {
  return new Date(now.getTime() + HOLD_ACCEPT_DAYS * DAY_MS).toISOString();
}

/** A notice the mail server did not take is tried again this much later… */
export const NOTICE_RETRY_MINUTES = 15;
/** …for this long after the payment's confirmation; after that, the operator re-sends it (admin `held resend`). */
export const NOTICE_RETRY_DAYS = 7;

/** What accepting a held payment led to. */
export type AcceptOutcome =
  | { kind: 'applied'; payment: RecordedPayment; link: KeyLink | null; email: string }
  | { kind: 'unknown' | 'used' | 'expired' | 'cancelled' | 'contract' };

class ContractInForce extends Error {
  override name = 'ContractInForce';
}

/**
 * The owner's notice of a held payment could not be mailed: the payment stays
 * held and says so, its link is withdrawn (nobody holds it), and the notice
 * is owed: tried again NOTICE_RETRY_MINUTES later, within the address's mails
 * of the hour (owedNotices.ts). The failed attempt keeps its place among those
 * mails (hold_notice_at): a relay that keeps failing for an address is not
 * asked again without bound.
 */
export async function holdNoticeNotSent(db: Kysely<Database>, dialect: DialectName, paymentId: string, now: Date): Promise<RecordedPayment> {
  return db.transaction().execute(async (trx) => {
    // Under the payment's lock, as every change of a payment: accepted or refunded meanwhile, it is left as it is.
    const row = await lockPayment(trx, dialect, { paymentId });
    if (!row) throw new Error(`payment ${paymentId} is not recorded`);
    if (row.outcome === 'held') {
      const retry = now.getTime() + NOTICE_RETRY_MINUTES * 60_000;
      const due = retry < Date.parse(row.confirmed_at) + NOTICE_RETRY_DAYS * DAY_MS ? new Date(retry).toISOString() : null;
      await trx
        .updateTable('payments')
        .set({ key_delivery: 'not-sent', hold_token_hash: null, hold_expires_at: null, hold_notice_due_at: due })
        .where('payment_id', '=', paymentId)
        .execute();
    }
    return (await findPayment(trx, paymentId))!;
  });
}

/**
 * The owner accepts a held payment through the mailed link (acceptanceEffect).
 * The transaction takes the payment's lock and reads it under it, so of
 * simultaneous attempts exactly one accepts, and a held payment refunded
 * meanwhile cannot be accepted — nor a refund miss an acceptance that
 * committed first (it undoes it).
 */
export async function acceptHeld(db: Kysely<Database>, dialect: DialectName, token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
  if (!hasKeyLinkTokenFormat(token)) return { kind: 'unknown' };
  return accept(db, dialect, { tokenHash: hashKeyLinkToken(token) }, { reason: 'payment', requestedBy }, now);
}

/**
 * The operator accepts a held payment for its owner (admin `held accept`),
 * whether or not a link was mailed or is still valid: the same rule and the
 * same transaction as the link's. A key link it opens (an unproven address)
 * is the operator's: not held to the address's mails of the hour.
 */
export async function acceptHeldByOperator(db: Kysely<Database>, dialect: DialectName, paymentId: string, now: Date): Promise<AcceptOutcome> {
  return accept(db, dialect, { paymentId }, { reason: 'plan_change', requestedBy: OPERATOR }, now);
}

function accept(db: Kysely<Database>, dialect: DialectName, which: PaymentKey, cause: PlanChangeCause, now: Date): Promise<AcceptOutcome> {
  // A contract in force throws inside, so the acceptance is rolled back; it is answered as what it is.
  return db
    .transaction()
    .execute((trx) => acceptIn(trx, dialect, which, cause, now))
    .catch((error: unknown) => {
      if (error instanceof ContractInForce) return { kind: 'contract' } as const;
      throw error;
    });
}

async function acceptIn(trx: Kysely<Database>, dialect: DialectName, which: PaymentKey, cause: PlanChangeCause, now: Date): Promise<AcceptOutcome> {
  const at = now.toISOString();
  const byToken = 'tokenHash' in which;
  // The payment as it stands under its lock: what an acceptance or a refund that committed first left.
  const row = await lockPayment(trx, dialect, which);
  // The operator names held payments only; a link names the payment it was mailed for.
  if (!row || (!byToken && row.outcome !== 'held')) return { kind: 'unknown' };
  if (row.accepted_at !== null) return { kind: 'used' };
  if (row.status !== 'confirmed') return { kind: 'cancelled' };
  if (row.outcome !== 'held' || (byToken && (row.hold_expires_at === null || row.hold_expires_at <= at))) return { kind: 'expired' };
  // Then the account, as in every payment transaction; the payment's row is written after both locks.
  const account = await lockAccountById(trx, row.account_id, at);
  const current = termsOf(account);
  // A contract the operator set since the payment was held is not replaced either; the acceptance is undone with the transaction.
  if (current.plan === BUSINESS_PLAN.name && planRuns(current, now)) throw new ContractInForce();
  await trx.updateTable('payments').set({ accepted_at: at, updated_at: at }).where('payment_id', '=', row.payment_id).execute();
  const effect = acceptanceEffect(current, row.plan, now);
  const { link } = await applyPaidPlan(trx, account, { paymentId: row.payment_id, plan: row.plan }, effect, cause, now);
  return { kind: 'applied', payment: (await findPayment(trx, row.payment_id))!, link, email: account.email };
}
