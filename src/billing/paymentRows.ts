/**
 * Payment rows as the database holds them, read into RecordedPayments, and the
 * account's plan as the payment transactions read it: the lock every one of
 * them starts with (confirmation, acceptance of a held payment, refund), its
 * terms, and the plan a run's first payment keeps for a refund to restore;
 * and the lock of one payment id that its confirmation and its refund webhook
 * take, with the refund a webhook recorded before the confirmation.
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

function toRecorded(row: PaymentsTable): RecordedPayment {
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

/** Writes the account row (which locks it until the transaction ends, on both databases) and reads its plan as it is now. */
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

/**
 * Takes the lock of one payment id until the transaction ends: its
 * confirmation and its refund webhook take it first, so that of the two the
 * second sees what the first recorded (a refund before the confirmation is
 * found; a confirmation before the refund is undone). PostgreSQL: an advisory
 * lock on the id's hash (two ids sharing one only wait for each other).
 * SQLite: the database's one write lock, which a write statement takes (even
 * one that changes no row) and the transaction holds to its end — also across
 * processes on one file, where a transaction that read first could not write
 * after another process's commit.
 */
export async function lockPaymentId(trx: Kysely<Database>, dialect: DialectName, paymentId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PAYMENT_LOCK_CLASS}, hashtext(${paymentId}))`.execute(trx);
  else await sql`update payments set payment_id = payment_id where 0`.execute(trx);
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
