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
import { findPayment, lockAccountById, type RecordedPayment, termsOf } from './paymentRows.js';

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
export async function holdNoticeNotSent(db: Kysely<Database>, paymentId: string, now: Date): Promise<RecordedPayment> {
  const row = await db.selectFrom('payments').select('confirmed_at').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const retry = now.getTime() + NOTICE_RETRY_MINUTES * 60_000;
  const due = retry < Date.parse(row.confirmed_at) + NOTICE_RETRY_DAYS * DAY_MS ? new Date(retry).toISOString() : null;
  await db
    .updateTable('payments')
    .set({ key_delivery: 'not-sent', hold_token_hash: null, hold_expires_at: null, hold_notice_due_at: due })
    .where('payment_id', '=', paymentId)
    .where('outcome', '=', 'held')
    .execute();
  return (await findPayment(db, paymentId))!;
}

/**
 * The owner accepts a held payment through the mailed link (acceptanceEffect).
 * The one conditional update that marks the payment accepted lets exactly one
 * of simultaneous attempts through. A held payment refunded meanwhile cannot
 * be accepted.
 */
export async function acceptHeld(db: Kysely<Database>, token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
  if (!hasKeyLinkTokenFormat(token)) return { kind: 'unknown' };
  return accept(db, { tokenHash: hashKeyLinkToken(token) }, { reason: 'payment', requestedBy }, now);
}

/**
 * The operator accepts a held payment for its owner (admin `held accept`),
 * whether or not a link was mailed or is still valid: the same rule and the
 * same transaction as the link's. A key link it opens (an unproven address)
 * is the operator's: not held to the address's mails of the hour.
 */
export async function acceptHeldByOperator(db: Kysely<Database>, paymentId: string, now: Date): Promise<AcceptOutcome> {
  return accept(db, { paymentId }, { reason: 'plan_change', requestedBy: OPERATOR }, now);
}

function accept(db: Kysely<Database>, which: { tokenHash: string } | { paymentId: string }, cause: PlanChangeCause, now: Date): Promise<AcceptOutcome> {
  // A contract in force throws inside, so the acceptance is rolled back; it is answered as what it is.
  return db
    .transaction()
    .execute((trx) => acceptIn(trx, which, cause, now))
    .catch((error: unknown) => {
      if (error instanceof ContractInForce) return { kind: 'contract' } as const;
      throw error;
    });
}

async function acceptIn(trx: Kysely<Database>, which: { tokenHash: string } | { paymentId: string }, cause: PlanChangeCause, now: Date): Promise<AcceptOutcome> {
  const at = now.toISOString();
  const byToken = 'tokenHash' in which;
  let claim = trx
    .updateTable('payments')
    .set({ accepted_at: at, updated_at: at })
    .where('outcome', '=', 'held')
    .where('accepted_at', 'is', null)
    .where('status', '=', 'confirmed');
  claim = byToken ? claim.where('hold_token_hash', '=', which.tokenHash).where('hold_expires_at', '>', at) : claim.where('payment_id', '=', which.paymentId);
  const taken = await claim.returning(['payment_id', 'account_id', 'plan']).executeTakeFirst();
  if (!taken) {
    const found = trx.selectFrom('payments').select(['accepted_at', 'status', 'outcome']);
    const row = await (byToken ? found.where('hold_token_hash', '=', which.tokenHash) : found.where('payment_id', '=', which.paymentId)).executeTakeFirst();
    if (!row || (!byToken && row.outcome !== 'held')) return { kind: 'unknown' };
    return { kind: row.accepted_at !== null ? 'used' : row.status !== 'confirmed' ? 'cancelled' : 'expired' };
  }
  const account = await lockAccountById(trx, taken.account_id, at);
  const current = termsOf(account);
  // A contract the operator set since the payment was held is not replaced either; the acceptance is undone with the transaction.
  if (current.plan === BUSINESS_PLAN.name && planRuns(current, now)) throw new ContractInForce();
  const effect = acceptanceEffect(current, taken.plan, now);
  const { link } = await applyPaidPlan(trx, account, { paymentId: taken.payment_id, plan: taken.plan }, effect, cause, now);
  return { kind: 'applied', payment: (await findPayment(trx, taken.payment_id))!, link, email: account.email };
}
