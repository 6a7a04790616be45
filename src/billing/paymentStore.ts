/**
 * Payments and webhook events in the database. A confirmation and what it does
 * to the account (with the keys of an unproven account) are one transaction,
 * as are a webhook's record and its effect, and an owner's acceptance of a held
 * payment: a crash between them cannot leave one without the other.
 *
 * What a payment may do is paymentEffect's rule: add to what the owner has,
 * never lower, shorten or end it. Each payment records what it did, so that a
 * refund undoes exactly that: the days it added, or — when it began the plan
 * that runs and nothing else keeps it running — the whole run, back to the plan
 * the account had before (docs/billing.md).
 */
import type { Kysely } from 'kysely';
import { cancelKeyLink, type KeyLink, mailAllowance } from '../accounts/keyConfirmations.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import { generateKeyLinkToken, hashKeyLinkToken, hasKeyLinkTokenFormat } from '../accounts/keyLinkToken.js';
import { BUSINESS_PLAN, FREE_PLAN, isPlanName, type PlanName, type PlanTerms, planTerms, type PurchasablePlanName } from '../accounts/plans.js';
import { insertAccountIfAbsent } from '../accounts/accountRows.js';
import { assignPlan, securePaidPlanKeys } from '../accounts/planAssignment.js';
import type { Db } from '../db/database.js';
import type { AccountsTable, Database, PaymentsTable } from '../db/schema.js';
import { GRANTED_DAYS, type HoldReason, paymentEffect, planRuns, withoutGrantedDays } from './paymentEffect.js';

/** How long the owner's link to accept a held payment works. */
export const HOLD_ACCEPT_DAYS = 7;

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
  hold: { token: string | null; expiresAt: string | null; email: string; current: PlanName } | null;
}

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

/** What accepting a held payment led to. */
export type AcceptOutcome =
  | { kind: 'applied'; payment: RecordedPayment; link: KeyLink | null; email: string }
  | { kind: 'unknown' | 'used' | 'expired' | 'cancelled' | 'contract' };

class ContractInForce extends Error {
  override name = 'ContractInForce';
}

const CANCELLATION_STATUS: Record<string, PaymentsTable['status']> = {
  'Transaction.Cancelled': 'cancelled',
  'Transaction.PartialCancelled': 'partially_cancelled',
};

type AccountPlanRow = Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit' | 'plan_payment_id'>;

async function findPayment(db: Kysely<Database>, paymentId: string): Promise<RecordedPayment | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  return row && toRecorded(row);
}

/** Writes the account row (which locks it until the transaction ends, on both databases) and reads its plan as it is now. */
function lockAccountById(trx: Kysely<Database>, accountId: string, at: string): Promise<AccountPlanRow> {
  return trx
    .updateTable('accounts')
    .set({ updated_at: at })
    .where('id', '=', accountId)
    .returning(['id', 'email', 'plan', 'plan_expires_at', 'monthly_limit', 'per_minute_limit', 'plan_payment_id'])
    .executeTakeFirstOrThrow();
}

const termsOf = (row: AccountPlanRow): PlanTerms => ({
  plan: isPlanName(row.plan) ? row.plan : FREE_PLAN,
  planExpiresAt: row.plan_expires_at,
  monthlyLimit: row.monthly_limit,
  perMinuteLimit: row.per_minute_limit,
});

/** The account's plan before a run began, as the payment that began it keeps it. */
const previousOf = (row: AccountPlanRow) => ({
  previous_plan: termsOf(row).plan,
  previous_plan_expires_at: row.plan_expires_at,
  previous_monthly_limit: row.monthly_limit,
  previous_per_minute_limit: row.per_minute_limit,
  previous_plan_payment_id: row.plan_payment_id,
});

export class PaymentStore {
  constructor(private readonly db: Db) {}

  find(paymentId: string): Promise<RecordedPayment | undefined> {
    return findPayment(this.db.kysely, paymentId);
  }

  /**
   * Records a confirmed payment and does what paymentEffect allows: applies
   * its plan, extends the running one, or holds it (recorded, not applied; an
   * acceptance link is opened for the owner unless a contract runs). The
   * payment id is the key: of two simultaneous confirmations one does it, and
   * both answer with the recorded payment. When a plan is given to an account
   * whose address was never proven, its keys are revoked and a key link is
   * opened (securePaidPlanKeys).
   */
  async recordConfirmation(c: Confirmation, now: Date): Promise<ConfirmationOutcome> {
    const at = now.toISOString();
    const nominal = planTerms({ plan: c.plan }, now);
    return this.db.kysely.transaction().execute(async (trx): Promise<ConfirmationOutcome> => {
      await insertAccountIfAbsent(trx, c.email, at);
      const { id: accountId } = await trx.selectFrom('accounts').select('id').where('email', '=', c.email).executeTakeFirstOrThrow();
      const inserted = await trx
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
        })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .returning('payment_id')
        .executeTakeFirst();
      if (!inserted) return { payment: (await findPayment(trx, c.paymentId))!, link: null, hold: null };

      // The account row is locked from here: its plan, and whether its address is proven, are read as they are now.
      const account = await lockAccountById(trx, accountId, at);
      const effect = paymentEffect(termsOf(account), c.plan, now);
      let link: KeyLink | null = null;
      let hold: ConfirmationOutcome['hold'] = null;
      if (effect.kind === 'held') {
        // The owner's notice counts against the address's mails of the hour; beyond them the payment is held unannounced.
        const notify = (await mailAllowance(trx, accountId, now)).allowed;
        const token = effect.because === 'contract' || !notify ? null : generateKeyLinkToken();
        const expiresAt = token && new Date(now.getTime() + HOLD_ACCEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
        await trx
          .updateTable('payments')
          .set({ outcome: 'held', held_because: effect.because, hold_token_hash: token && hashKeyLinkToken(token), hold_expires_at: expiresAt, key_delivery: notify ? 'email' : 'not-sent' })
          .where('payment_id', '=', c.paymentId)
          .execute();
        hold = notify ? { token, expiresAt, email: account.email, current: termsOf(account).plan } : null;
      } else {
        // An extension joins the run it extends; a payment that applies its plan (or extends a plan the operator set) begins a run.
        const run = effect.kind === 'extended' && account.plan_payment_id !== null ? account.plan_payment_id : c.paymentId;
        await assignPlan(trx, { id: accountId }, effect.terms, at, { paymentId: run });
        const keys = await securePaidPlanKeys(trx, accountId, c.plan, { reason: 'payment', requestedBy: c.requestedBy }, now);
        link = keys.delivery === 'email' ? keys.link : null;
        await trx
          .updateTable('payments')
          .set({
            outcome: effect.kind,
            run_payment_id: run,
            granted_days: GRANTED_DAYS,
            plan_expires_at: effect.terms.planExpiresAt,
            key_delivery: keys.delivery,
            ...(run === c.paymentId ? previousOf(account) : {}),
          })
          .where('payment_id', '=', c.paymentId)
          .execute();
      }
      return { payment: (await findPayment(trx, c.paymentId))!, link, hold };
    });
  }

  /** The link of a confirmation could not be mailed: it is withdrawn, and the payment says so. */
  async linkNotSent(paymentId: string, link: KeyLink): Promise<RecordedPayment> {
    await cancelKeyLink(this.db.kysely, link.token);
    await this.db.kysely.updateTable('payments').set({ key_delivery: 'not-sent' }).where('payment_id', '=', paymentId).execute();
    return (await this.find(paymentId))!;
  }

  /** The owner's notice of a held payment could not be mailed: the payment stays held and says so (the owner can still refund it through the payer). */
  async holdNoticeNotSent(paymentId: string): Promise<RecordedPayment> {
    await this.db.kysely.updateTable('payments').set({ key_delivery: 'not-sent', hold_token_hash: null }).where('payment_id', '=', paymentId).execute();
    return (await this.find(paymentId))!;
  }

  /**
   * The owner accepts a held payment through the mailed link: its plan applies
   * from now for its days, replacing the running plan by the owner's choice.
   * The one conditional update that marks the payment accepted lets exactly one
   * of simultaneous attempts through. A held payment refunded meanwhile cannot
   * be accepted.
   */
  async acceptHeld(token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
    if (!hasKeyLinkTokenFormat(token)) return { kind: 'unknown' };
    const at = now.toISOString();
    const tokenHash = hashKeyLinkToken(token);
    // A contract in force throws inside, so the acceptance is rolled back; it is answered as what it is.
    return this.db.kysely
      .transaction()
      .execute((trx) => this.acceptIn(trx, tokenHash, requestedBy, now, at))
      .catch((error: unknown) => {
        if (error instanceof ContractInForce) return { kind: 'contract' } as const;
        throw error;
      });
  }

  private async acceptIn(trx: Kysely<Database>, tokenHash: string, requestedBy: string, now: Date, at: string): Promise<AcceptOutcome> {
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

  /**
   * Records a verified webhook once (by its id) and applies it: the first
   * cancellation or partial cancellation of a confirmed payment undoes what
   * that payment gave (undoPayment). Everything else is recorded only.
   */
  async applyWebhook(event: { webhookId: string; type: string; paymentId: string | null }, now: Date): Promise<WebhookOutcome> {
    const at = now.toISOString();
    return this.db.kysely.transaction().execute(async (trx) => {
      const fresh = await trx
        .insertInto('webhook_events')
        .values({ webhook_id: event.webhookId, type: event.type, payment_id: event.paymentId, effect: 'pending', received_at: at })
        .onConflict((oc) => oc.column('webhook_id').doNothing())
        .returning('webhook_id')
        .executeTakeFirst();
      if (!fresh) return { effect: 'duplicate', detail: `webhook ${event.webhookId} was processed before; nothing changed` };

      const outcome = await this.effectOf(trx, event, now);
      await trx.updateTable('webhook_events').set({ effect: `${outcome.effect}: ${outcome.detail}` }).where('webhook_id', '=', event.webhookId).execute();
      return outcome;
    });
  }

  private async effectOf(trx: Kysely<Database>, event: { type: string; paymentId: string | null }, now: Date): Promise<WebhookOutcome> {
    const at = now.toISOString();
    const newStatus = CANCELLATION_STATUS[event.type];
    if (!newStatus) return { effect: 'recorded', detail: `event type ${event.type} changes no plan` };
    if (!event.paymentId) return { effect: 'recorded', detail: `${event.type} without a paymentId` };
    const payment = await trx.selectFrom('payments').selectAll().where('payment_id', '=', event.paymentId).executeTakeFirst();
    if (!payment) return { effect: 'recorded', detail: `payment ${event.paymentId} was never confirmed here` };
    const what = `payment ${payment.payment_id} ${newStatus.replace('_', ' ')}`;
    // A partial cancellation followed by a full one ends as cancelled; never back. What the payment gave is undone once.
    if (payment.status === 'cancelled') return { effect: 'recorded', detail: `${what} again; what it gave was undone before` };
    await trx.updateTable('payments').set({ status: newStatus, updated_at: at }).where('payment_id', '=', payment.payment_id).execute();
    if (payment.status !== 'confirmed') return { effect: 'recorded', detail: `${what}; what it gave was undone by its first cancellation` };
    return undoPayment(trx, payment, what, now);
  }
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
async function undoPayment(trx: Kysely<Database>, payment: PaymentsTable, what: string, now: Date): Promise<WebhookOutcome> {
  const at = now.toISOString();
  // Its acceptance link stays known, so that following it says the payment was refunded.
  if (payment.outcome === 'held') {
    return { effect: 'recorded', detail: `${what}; it was held, never applied: the account's plan is unchanged` };
  }
  const account = await lockAccountById(trx, payment.account_id, at);
  const run = payment.run_payment_id ?? payment.payment_id;
  const days = payment.granted_days === null ? null : Number(payment.granted_days);
  if (account.plan_payment_id === run) {
    const current = termsOf(account);
    const end = days === null || current.planExpiresAt === null ? null : withoutGrantedDays(current.planExpiresAt, days);
    if (end !== null && Date.parse(end) > now.getTime()) {
      await assignPlan(trx, { id: account.id }, { ...current, planExpiresAt: end }, at, { paymentId: run });
      return { effect: 'shortened', detail: `${what}: the ${current.plan} plan now ends ${days} days earlier, at ${end}` };
    }
    const restored = await planBeforeRun(trx, run, now);
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
