/**
 * Payment webhooks in the database: each verified webhook recorded once, and
 * its effect in the same transaction. A cancellation (a refund) undoes what
 * its payment recorded that it did, and nothing else: the days it added, or —
 * when it began the plan that runs and nothing else keeps it running — the
 * whole run, back to the plan the account had before (docs/billing.md).
 */
import type { Kysely } from 'kysely';
import { FREE_PLAN, isPlanName, type PlanTerms, planTerms } from '../accounts/plans.js';
import { assignPlan } from '../accounts/planAssignment.js';
import type { Database, PaymentsTable } from '../db/schema.js';
import { planRuns, withoutGrantedDays } from './paymentEffect.js';
import type { DialectName } from '../db/database.js';
import { type AccountPlanRow, CANCELLATION_STATUS, lockAccountById, lockPayment, termsOf } from './paymentRows.js';

/**
 * What a webhook did: `downgraded` (a refund ended the plan run it began: the
 * account is back on the plan it had before), `shortened` (a refund took back
 * the days its payment added), `recorded` (nothing else), `duplicate` (its
 * webhook's id was seen before).
 */
export const WEBHOOK_EFFECTS = ['downgraded', 'shortened', 'recorded', 'duplicate'] as const;
export type WebhookEffect = (typeof WEBHOOK_EFFECTS)[number];

export type WebhookOutcome = {
  effect: WebhookEffect;
  detail: string;
};

/**
 * Records a verified webhook once (by its id) and applies it: the first
 * cancellation or partial cancellation of a confirmed payment undoes what
 * that payment gave (undoPayment); one of a payment not confirmed here yet
 * stays recorded, and its confirmation then applies nothing
 * (paymentConfirmation.ts). Everything else is recorded only.
 */
export async function applyWebhook(
  db: Kysely<Database>,
  dialect: DialectName,
  event: { webhookId: string; type: string; paymentId: string | null },
  now: Date,
): Promise<WebhookOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('webhook_events')
      .values({ webhook_id: event.webhookId, type: event.type, payment_id: event.paymentId, effect: 'pending', received_at: at })
      .onConflict((oc) => oc.column('webhook_id').doNothing())
      .returning('webhook_id')
      .executeTakeFirst();
    if (!fresh) return { effect: 'duplicate', detail: `webhook ${event.webhookId} was processed before; nothing changed` };

    const outcome = await effectOf(trx, dialect, event, now);
    await trx.updateTable('webhook_events').set({ effect: `${outcome.effect}: ${outcome.detail}` }).where('webhook_id', '=', event.webhookId).execute();
    return outcome;
  });
}

async function effectOf(trx: Kysely<Database>, dialect: DialectName, event: { type: string; paymentId: string | null }, now: Date): Promise<WebhookOutcome> {
  const newStatus = CANCELLATION_STATUS[event.type];
  if (!newStatus) return { effect: 'recorded', detail: `event type ${event.type} changes no plan` };
  if (!event.paymentId) return { effect: 'recorded', detail: `${event.type} without a paymentId` };
  return cancellationEffect(trx, dialect, event.paymentId, newStatus, now);
}

/**
 * A refund of one payment: marks it, and undoes what it gave the first time.
 * The payment is read under its lock (lockPayment): its confirmation or its
 * acceptance either committed before — and is undone here — or comes after
 * and finds the refund.
 */
async function cancellationEffect(trx: Kysely<Database>, dialect: DialectName, paymentId: string, newStatus: PaymentsTable['status'], now: Date): Promise<WebhookOutcome> {
  const at = now.toISOString();
  const payment = await lockPayment(trx, dialect, { paymentId });
  if (!payment) return { effect: 'recorded', detail: `payment ${paymentId} is not confirmed here yet: a confirmation of it will apply nothing` };
  const what = `payment ${payment.payment_id} ${newStatus.replace('_', ' ')}`;
  // A partial cancellation followed by a full one ends as cancelled; never back. What the payment gave is undone once.
  if (payment.status === 'cancelled') return { effect: 'recorded', detail: `${what} again; what it gave was undone before` };
  // The account next, before any payment row is written (lockPayment says why): undoing may write another payment's row.
  const account = await lockAccountById(trx, payment.account_id, at);
  await trx.updateTable('payments').set({ status: newStatus, updated_at: at }).where('payment_id', '=', payment.payment_id).execute();
  if (payment.status !== 'confirmed') return { effect: 'recorded', detail: `${what}; what it gave was undone by its first cancellation` };
  return undoPayment(trx, payment, account, what, now);
}

/**
 * The operator refunded a payment at the provider (admin `held refund`): it is
 * recorded as its webhook would record it, so that the webhook, when PortOne
 * sends it, changes nothing more.
 */
export async function recordRefund(db: Kysely<Database>, dialect: DialectName, paymentId: string, now: Date): Promise<WebhookOutcome> {
  return db.transaction().execute((trx) => cancellationEffect(trx, dialect, paymentId, 'cancelled', now));
}

/**
 * Undoes what one payment gave, and nothing else. A held payment (not
 * accepted) gave nothing. A payment of the run that gives the account its
 * plan now takes back its days from the run's end; if the run ends by that,
 * the account gets back the plan it had before the run (or Sandbox, if that
 * has ended too). A payment of a run that a later payment replaced takes its
 * days from what that later run will give back when it ends. A plan the
 * operator has set since is left alone.
 */
async function undoPayment(trx: Kysely<Database>, payment: PaymentsTable, account: AccountPlanRow, what: string, now: Date): Promise<WebhookOutcome> {
  const at = now.toISOString();
  // Its acceptance link stays known, so that following it says the payment was refunded.
  if (payment.outcome === 'held') {
    return { effect: 'recorded', detail: `${what}; it was held, never applied: the account's plan is unchanged` };
  }
  const run = payment.run_payment_id ?? payment.payment_id;
  const days = payment.granted_days === null ? null : Number(payment.granted_days);
  // A refund is judged no earlier than what it refunds took effect: a webhook whose time was read before the
  // payment's confirmation (or acceptance) committed — it waited for the payment's lock — must still end the plan
  // that payment began, not leave it running for the milliseconds between.
  const tookEffect = Math.max(Date.parse(payment.confirmed_at), payment.accepted_at === null ? 0 : Date.parse(payment.accepted_at));
  const judged = new Date(Math.max(now.getTime(), tookEffect));
  if (account.plan_payment_id === run) {
    const current = termsOf(account);
    const end = days === null || current.planExpiresAt === null ? null : withoutGrantedDays(current.planExpiresAt, days);
    if (end !== null && Date.parse(end) > judged.getTime()) {
      await assignPlan(trx, { id: account.id }, { ...current, planExpiresAt: end }, at, { paymentId: run });
      return { effect: 'shortened', detail: `${what}: the ${current.plan} plan now ends ${days} days earlier, at ${end}` };
    }
    const restored = await planBeforeRun(trx, run, judged);
    await assignPlan(trx, { id: account.id }, restored.terms, at, { paymentId: restored.paymentId });
    return { effect: 'downgraded', detail: `${what}: the account is back on ${restored.terms.plan}, the plan it had before` };
  }
  // A later run replaced this one: the days are taken from the plan that run gives back when it ends.
  if (days !== null) {
    const later = await trx
      .selectFrom('payments')
      .select(['payment_id', 'previous_plan_expires_at'])
      .where('previous_plan_payment_id', '=', run)
      .whereRef('run_payment_id', '=', 'payment_id')
      .executeTakeFirst();
    if (later?.previous_plan_expires_at) {
      await trx
        .updateTable('payments')
        .set({ previous_plan_expires_at: withoutGrantedDays(later.previous_plan_expires_at, days) })
        .where('payment_id', '=', later.payment_id)
        .execute();
    }
  }
  return { effect: 'recorded', detail: `${what}; the account's current plan does not come from it and is unchanged` };
}

/**
 * The plan an account had before a run began, as the payment that began it
 * recorded it; a plan that has ended since gives way to the one before it,
 * down to Sandbox. Payments from before migration 0006 recorded nothing: Sandbox.
 */
async function planBeforeRun(trx: Kysely<Database>, run: string, now: Date): Promise<{ terms: PlanTerms; paymentId: string | null }> {
  let next: string | null = run;
  // Runs chain back through earlier payments; each step goes to an older one, and the chain is finite.
  for (let steps = 0; next !== null && steps < 1000; steps++) {
    const base = await trx.selectFrom('payments').selectAll().where('payment_id', '=', next).executeTakeFirst();
    if (!base || base.previous_plan === null || !isPlanName(base.previous_plan)) break;
    const terms: PlanTerms = {
      plan: base.previous_plan,
      planExpiresAt: base.previous_plan_expires_at,
      monthlyLimit: base.previous_monthly_limit === null ? null : Number(base.previous_monthly_limit),
      perMinuteLimit: base.previous_per_minute_limit === null ? null : Number(base.previous_per_minute_limit),
    };
    if (terms.plan === FREE_PLAN) break;
    if (planRuns(terms, now)) return { terms, paymentId: base.previous_plan_payment_id };
    next = base.previous_plan_payment_id;
  }
  return { terms: planTerms({ plan: FREE_PLAN }, now), paymentId: null };
}
