/**
 * Held payments: a payment recorded but not applied (paymentEffect would not
 * let it lower, shorten or end what the owner has) waits for the owner, who
 * may accept it through a mailed link. The acceptance and what it does to the
 * account are one transaction; the notice's failure is recorded here too.
 */
import type { Kysely } from 'kysely';
import type { KeyLink } from '../accounts/keyConfirmations.js';
import { hashKeyLinkToken, hasKeyLinkTokenFormat } from '../accounts/keyLinkToken.js';
import { BUSINESS_PLAN, planTerms } from '../accounts/plans.js';
import { assignPlan, securePaidPlanKeys } from '../accounts/planAssignment.js';
import type { Database } from '../db/schema.js';
import { GRANTED_DAYS, planRuns } from './paymentEffect.js';
import { findPayment, lockAccountById, previousOf, type RecordedPayment, termsOf } from './paymentRows.js';

/** How long the owner's link to accept a held payment works. */
export const HOLD_ACCEPT_DAYS = 7;

/** What accepting a held payment led to. */
export type AcceptOutcome =
  | { kind: 'applied'; payment: RecordedPayment; link: KeyLink | null; email: string }
  | { kind: 'unknown' | 'used' | 'expired' | 'cancelled' | 'contract' };

class ContractInForce extends Error {
  override name = 'ContractInForce';
}

/** The owner's notice of a held payment could not be mailed: the payment stays held and says so (the owner can still refund it through the payer). */
export async function holdNoticeNotSent(db: Kysely<Database>, paymentId: string): Promise<RecordedPayment> {
  await db.updateTable('payments').set({ key_delivery: 'not-sent', hold_token_hash: null }).where('payment_id', '=', paymentId).execute();
  return (await findPayment(db, paymentId))!;
}

/**
 * The owner accepts a held payment through the mailed link: its plan applies
 * from now for its days, replacing the running plan by the owner's choice.
 * The one conditional update that marks the payment accepted lets exactly one
 * of simultaneous attempts through. A held payment refunded meanwhile cannot
 * be accepted.
 */
export async function acceptHeld(db: Kysely<Database>, token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
  if (!hasKeyLinkTokenFormat(token)) return { kind: 'unknown' };
  const at = now.toISOString();
  const tokenHash = hashKeyLinkToken(token);
  // A contract in force throws inside, so the acceptance is rolled back; it is answered as what it is.
  return db
    .transaction()
    .execute((trx) => acceptIn(trx, tokenHash, requestedBy, now, at))
    .catch((error: unknown) => {
      if (error instanceof ContractInForce) return { kind: 'contract' } as const;
      throw error;
    });
}

async function acceptIn(trx: Kysely<Database>, tokenHash: string, requestedBy: string, now: Date, at: string): Promise<AcceptOutcome> {
  const taken = await trx
    .updateTable('payments')
    .set({ accepted_at: at, updated_at: at })
    .where('hold_token_hash', '=', tokenHash)
    .where('outcome', '=', 'held')
    .where('accepted_at', 'is', null)
    .where('status', '=', 'confirmed')
    .where('hold_expires_at', '>', at)
    .returning(['payment_id', 'account_id', 'plan'])
    .executeTakeFirst();
  if (!taken) {
    const row = await trx.selectFrom('payments').select(['accepted_at', 'status']).where('hold_token_hash', '=', tokenHash).executeTakeFirst();
    return { kind: !row ? 'unknown' : row.accepted_at !== null ? 'used' : row.status !== 'confirmed' ? 'cancelled' : 'expired' };
  }
  const account = await lockAccountById(trx, taken.account_id, at);
  // A contract the operator set since the payment was held is not replaced either; the acceptance is undone with the transaction.
  if (termsOf(account).plan === BUSINESS_PLAN.name && planRuns(termsOf(account), now)) {
    throw new ContractInForce();
  }
  const terms = planTerms({ plan: taken.plan }, now);
  await assignPlan(trx, { id: account.id }, terms, at, { paymentId: taken.payment_id });
  const keys = await securePaidPlanKeys(trx, account.id, taken.plan, { reason: 'payment', requestedBy }, now);
  await trx
    .updateTable('payments')
    .set({ outcome: 'applied', run_payment_id: taken.payment_id, granted_days: GRANTED_DAYS, plan_expires_at: terms.planExpiresAt, key_delivery: keys.delivery, ...previousOf(account) })
    .where('payment_id', '=', taken.payment_id)
    .execute();
  return { kind: 'applied', payment: (await findPayment(trx, taken.payment_id))!, link: keys.delivery === 'email' ? keys.link : null, email: account.email };
}
