/**
 * Payments and webhook events in the database. A confirmation and its plan
 * change (with the keys of an unproven account) are one transaction, as are a
 * webhook's record and its effect, so a crash between them cannot leave one
 * without the other.
 */
import type { Kysely } from 'kysely';
import { cancelKeyLink, type KeyLink } from '../accounts/keyConfirmations.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import { FREE_PLAN, planTerms, type PurchasablePlanName } from '../accounts/plans.js';
import { assignPlan, insertAccountIfAbsent, securePaidPlanKeys } from '../accounts/store.js';
import type { Db } from '../db/database.js';
import type { Database, PaymentsTable } from '../db/schema.js';

export interface RecordedPayment {
  paymentId: string;
  accountId: string;
  plan: PurchasablePlanName;
  amount: number;
  currency: string;
  status: PaymentsTable['status'];
  confirmedAt: string;
  planExpiresAt: string;
  keyDelivery: KeyDelivery;
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
  };
}

export interface Confirmation {
  paymentId: string;
  email: string;
  /** The plan paid for: it runs from the confirmation, as planTerms says. */
  plan: PurchasablePlanName;
  amount: number;
  currency: string;
  /** The client address that asked for the confirmation (named in the mail). */
  requestedBy: string;
}

/** A recorded confirmation, and the key link to mail when this confirmation opened one. */
export interface ConfirmationOutcome {
  payment: RecordedPayment;
  link: KeyLink | null;
}

/** What a webhook did: `downgraded` (a refund took the plan it gave), `recorded` (nothing else), `duplicate` (its webhook-id was seen before). */
export const WEBHOOK_EFFECTS = ['downgraded', 'recorded', 'duplicate'] as const;
export type WebhookEffect = (typeof WEBHOOK_EFFECTS)[number];

export type WebhookOutcome = {
  effect: WebhookEffect;
  detail: string;
};

const CANCELLATION_STATUS: Record<string, PaymentsTable['status']> = {
  'Transaction.Cancelled': 'cancelled',
  'Transaction.PartialCancelled': 'partially_cancelled',
};

async function findPayment(db: Kysely<Database>, paymentId: string): Promise<RecordedPayment | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  return row && toRecorded(row);
}

export class PaymentStore {
  constructor(private readonly db: Db) {}

  find(paymentId: string): Promise<RecordedPayment | undefined> {
    return findPayment(this.db.kysely, paymentId);
  }

  /**
   * Records a confirmed payment and gives its account the plan. The payment id
   * is the key: of two simultaneous confirmations one applies the plan, and both
   * answer with the recorded payment. When the account's address was never
   * proven, its keys are revoked and a key link is opened (securePaidPlanKeys):
   * whoever requested a key for the address first must not hold the key its
   * owner paid for.
   */
  async recordConfirmation(c: Confirmation, now: Date): Promise<ConfirmationOutcome> {
    const at = now.toISOString();
    const terms = planTerms({ plan: c.plan }, now);
    return this.db.kysely.transaction().execute(async (trx): Promise<ConfirmationOutcome> => {
      await insertAccountIfAbsent(trx, c.email, at);
      const account = await trx.selectFrom('accounts').select('id').where('email', '=', c.email).executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('payments')
        .values({
          payment_id: c.paymentId,
          account_id: account.id,
          plan: c.plan,
          amount: c.amount,
          currency: c.currency,
          status: 'confirmed',
          confirmed_at: at,
          plan_expires_at: terms.planExpiresAt,
          updated_at: at,
          key_delivery: null,
        })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .returning('payment_id')
        .executeTakeFirst();
      let link: KeyLink | null = null;
      if (inserted) {
        // Writing the plan locks the account row; whether the address is proven is read after that, as it is now.
        await assignPlan(trx, { id: account.id }, terms, at, { paymentId: c.paymentId });
        const keys = await securePaidPlanKeys(trx, account.id, c.plan, { reason: 'payment', requestedBy: c.requestedBy }, now);
        link = keys.delivery === 'email' ? keys.link : null;
        await trx.updateTable('payments').set({ key_delivery: keys.delivery }).where('payment_id', '=', c.paymentId).execute();
      }
      return { payment: (await findPayment(trx, c.paymentId))!, link };
    });
  }

  /** The link of a confirmation could not be mailed: it is withdrawn, and the payment says so. */
  async linkNotSent(paymentId: string, link: KeyLink): Promise<RecordedPayment> {
    await cancelKeyLink(this.db.kysely, link.token);
    await this.db.kysely.updateTable('payments').set({ key_delivery: 'not-sent' }).where('payment_id', '=', paymentId).execute();
    return (await this.find(paymentId))!;
  }

  /**
   * Records a verified webhook once (by its id) and applies it: a cancellation
   * or partial cancellation of the payment that gave an account its current
   * plan puts the account back on the free plan. Everything else is recorded only.
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
    const payment = await findPayment(trx, event.paymentId);
    if (!payment) return { effect: 'recorded', detail: `payment ${event.paymentId} was never confirmed here` };
    // A partial cancellation followed by a full one ends as cancelled; never back.
    if (payment.status !== 'cancelled') {
      await trx.updateTable('payments').set({ status: newStatus, updated_at: at }).where('payment_id', '=', payment.paymentId).execute();
    }
    const downgraded = await assignPlan(trx, { id: payment.accountId }, planTerms({ plan: FREE_PLAN }, now), at, {
      paymentId: null,
      onlyIfFromPayment: payment.paymentId,
    });
    return downgraded
      ? { effect: 'downgraded', detail: `payment ${payment.paymentId} ${newStatus.replace('_', ' ')}: the account is back on ${FREE_PLAN}` }
      : { effect: 'recorded', detail: `payment ${payment.paymentId} ${newStatus.replace('_', ' ')}; the account's current plan does not come from it` };
  }
}
