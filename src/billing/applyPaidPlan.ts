/**
 * What a payment that applies or extends its plan does to the account, in
 * the caller's transaction: the run it joins, the plan assigned, the keys of
 * an unproven address secured, and the payment row marked. One sequence for
 * a confirmation (paymentConfirmation.ts) and an accepted held payment
 * (heldPayments.ts), so the two cannot drift.
 */
import type { Kysely } from 'kysely';
import type { KeyLink } from '../accounts/keyConfirmations.js';
import { assignPlan, type PlanChangeCause, securePaidPlanKeys } from '../accounts/planAssignment.js';
import type { PurchasablePlanName } from '../accounts/plans.js';
import type { Database } from '../db/schema.js';
import { GRANTED_DAYS, type PaymentEffect } from './paymentEffect.js';
import { type AccountPlanRow, previousOf } from './paymentRows.js';

export async function applyPaidPlan(
  trx: Kysely<Database>,
  account: AccountPlanRow,
  payment: { paymentId: string; plan: PurchasablePlanName },
  effect: Exclude<PaymentEffect, { kind: 'held' }>,
  cause: PlanChangeCause,
  now: Date,
): Promise<{ link: KeyLink | null }> {
  const at = now.toISOString();
  // An extension joins the run it extends; a payment that applies its plan (or extends a plan the operator set) begins a run.
  const run = effect.kind === 'extended' && account.plan_payment_id !== null ? account.plan_payment_id : payment.paymentId;
  await assignPlan(trx, { id: account.id }, effect.terms, at, { paymentId: run });
  const keys = await securePaidPlanKeys(trx, account.id, payment.plan, cause, now);
  await trx
    .updateTable('payments')
    .set({
      outcome: effect.kind,
      run_payment_id: run,
      granted_days: GRANTED_DAYS,
      plan_expires_at: effect.terms.planExpiresAt,
      key_delivery: keys.delivery,
      // A held payment's owed notice is moot once it is applied; a confirmation's row never had one.
      hold_notice_due_at: null,
      ...(run === payment.paymentId ? previousOf(account) : {}),
    })
    .where('payment_id', '=', payment.paymentId)
    .execute();
  return { link: keys.delivery === 'email' ? keys.link : null };
}
