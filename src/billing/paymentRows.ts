/**
 * Payment rows as the database holds them, read into RecordedPayments, and the
 * account's plan as the payment transactions read it: the lock every one of
 * them starts with (confirmation, acceptance of a held payment, refund), its
 * terms, and the plan a run's first payment keeps for a refund to restore.
 */
import type { Kysely } from 'kysely';
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

type AccountPlanRow = Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit' | 'plan_payment_id'>;

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
