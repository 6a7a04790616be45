/**
 * Payment rows as the database holds them, read into RecordedPayments; the
 * locks every transaction that changes a payment takes, in one order — the
 * payment's (lockPayment, which reads the row under it), then its account's
 * (lockAccountById) — with the account's terms and the plan a run's first
 * payment keeps for a refund to restore; and the refund a webhook recorded
 * before the payment's confirmation.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import { FREE_PLAN, isPlanName, type PlanTerms, type PurchasablePlanName } from '../accounts/plans.js';
import type { AccountsTable, Database, PaymentsTable } from '../db/schema.js';
import type { HoldReason } from './paymentEffect.js';

export type PaymentOutcome = 'applied' | 'extended' | 'held';

export interface RecordedPayment {
  paymentId: string;
  accountId: string;
  plan: PurchasablePlanName;
  amount: number;
  currency: string;
  status: PaymentsTable['status'];
  confirmedAt: string;
  /** Applied or extended: the end of the account's plan as the payment left it. Held: the end it would have had, applied at confirmation. */
  planExpiresAt: string;
  /** Applied or extended: what became of the account's keys. Held: what became of the owner's notice (`email`, `not-sent`). */
  keyDelivery: KeyDelivery;
  outcome: PaymentOutcome;
  heldBecause: HoldReason | null;
}

export function toRecorded(row: PaymentsTable): RecordedPayment {
  return {
    paymentId: row.payment_id,
    accountId: row.account_id,
    plan: row.plan,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    confirmedAt: row.confirmed_at,
    planExpiresAt: row.plan_expires_at,
    keyDelivery: row.key_delivery ?? 'kept',
    outcome: row.outcome ?? 'applied',
    heldBecause: row.held_because,
  };
}

export type AccountPlanRow = Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit' | 'plan_payment_id'>;

export async function findPayment(db: Kysely<Database>, paymentId: string): Promise<RecordedPayment | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  return row && toRecorded(row);
}

/**
 * Writes the account row (which locks it until the transaction ends, on both
 * databases) and reads its plan as it is now. A payment's transaction takes it
 * after the payment's lock (lockPayment), never before: see there.
 */
export function lockAccountById(trx: Kysely<Database>, accountId: string, at: string): Promise<AccountPlanRow> {
  return trx
    .updateTable('accounts')
    .set({ updated_at: at })
    .where('id', '=', accountId)
    .returning(['id', 'email', 'plan', 'plan_expires_at', 'monthly_limit', 'per_minute_limit', 'plan_payment_id'])
    .executeTakeFirstOrThrow();
}

export const termsOf = (row: AccountPlanRow): PlanTerms => ({
  plan: isPlanName(row.plan) ? row.plan : FREE_PLAN,
  planExpiresAt: row.plan_expires_at,
  monthlyLimit: row.monthly_limit,
  perMinuteLimit: row.per_minute_limit,
});

/** The account's plan before a run began, as the payment that began it keeps it. */
export const previousOf = (row: AccountPlanRow) => ({
  previous_plan: termsOf(row).plan,
  previous_plan_expires_at: row.plan_expires_at,
  previous_monthly_limit: row.monthly_limit,
  previous_per_minute_limit: row.per_minute_limit,
  previous_plan_payment_id: row.plan_payment_id,
});

/** PortOne's webhook types that refund a payment, and the status each leaves it in. */
export const CANCELLATION_STATUS: Record<string, PaymentsTable['status']> = {
  'Transaction.Cancelled': 'cancelled',
  'Transaction.PartialCancelled': 'partially_cancelled',
};

// The first key of the two-key advisory locks of payment ids ("tj"): apart from any other advisory lock on the database.
const PAYMENT_LOCK_CLASS = 0x746a;

/** Which payment a transaction changes: named by its id, or (the owner's link) by the hash of its acceptance token. */
export type PaymentKey = { paymentId: string } | { tokenHash: string };

/**
 * The first step of every transaction that changes a payment — its
 * confirmation, the acceptance of a held payment (the owner's link or the
 * operator), the opening of its held notice, its refund (webhook or operator),
 * a mail of it that failed: takes the payment's lock until the transaction
 * ends, then reads the payment's row (undefined: none, or no payment has that
 * token) as the transaction must decide on it. Whatever changed the payment
 * before took the same lock and has committed, so the row read is the last
 * word: a refund cannot read a held payment that an acceptance is applying
 * (issue 45), and of a confirmation and its refund webhook the second finds
 * what the first recorded — a refund before the confirmation is found, a
 * confirmation before the refund is undone.
 *
 * One order everywhere: this lock, then the account's (lockAccountById), and
 * only then payment rows written — so no transaction holds a payment's row
 * while it waits for the account. A refund writes, besides its own payment's
 * row, the row of the later payment whose run replaced its own: it holds the
 * account then, and so does every transaction that writes that row and then
 * waits for anything (the note of a failed mail writes its own payment's row
 * without the account, and waits for nothing after). Before issue 45 a row
 * read before the lock, or locked before the account, let a refund read a
 * held payment that an acceptance was applying (PostgreSQL), and an
 * acceptance and a re-sent notice, or the refunds of two runs of one account,
 * wait for each other until the statement timeout.
 *
 * PostgreSQL: an advisory lock on the id's hash (two ids sharing one only wait
 * for each other), which exists before the row does (a refund webhook may come
 * before the confirmation); under READ COMMITTED each statement after it sees
 * every commit before it. A payment named by its token is looked up first to
 * learn its id, and read again under the lock with the token: a link replaced
 * meanwhile (a re-sent notice) no longer names it. SQLite: the database's one
 * write lock, which a write statement takes (even one that changes no row)
 * and the transaction holds to its end; it is the transaction's first
 * statement, since a transaction that read first could not write after
 * another process's commit on the same file.
 */
export async function lockPayment(trx: Kysely<Database>, dialect: DialectName, key: PaymentKey): Promise<PaymentsTable | undefined> {
  if (dialect === 'sqlite') await sql`update payments set payment_id = payment_id where 0`.execute(trx);
  const paymentId =
    'paymentId' in key
      ? key.paymentId
      : (await trx.selectFrom('payments').select('payment_id').where('hold_token_hash', '=', key.tokenHash).executeTakeFirst())?.payment_id;
  if (paymentId === undefined) return undefined;
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PAYMENT_LOCK_CLASS}, hashtext(${paymentId}))`.execute(trx);
  let row = trx.selectFrom('payments').selectAll().where('payment_id', '=', paymentId);
  if ('tokenHash' in key) row = row.where('hold_token_hash', '=', key.tokenHash);
  return row.executeTakeFirst();
}

/** The first refund webhook recorded for a payment id, if any. */
export async function recordedCancellation(trx: Kysely<Database>, paymentId: string): Promise<{ type: string; receivedAt: string } | undefined> {
  const row = await trx
    .selectFrom('webhook_events')
    .select(['type', 'received_at'])
    .where('payment_id', '=', paymentId)
    .where('type', 'in', Object.keys(CANCELLATION_STATUS))
    .orderBy('received_at')
    .executeTakeFirst();
  return row && { type: row.type, receivedAt: row.received_at };
}
