/**
 * Payments and webhook events in the database, as the service is given them
 * (services.ts): one handle whose every operation is the transaction of a
 * sibling module. A confirmation and what it does to the account (with the
 * keys of an unproven account) are one transaction (paymentConfirmation.ts),
 * as are a webhook's record and its effect (paymentWebhooks.ts), and an
 * owner's acceptance of a held payment (heldPayments.ts): a crash between them
 * cannot leave one without the other. Each such transaction starts with the
 * payment's lock and reads the payment under it, then locks its account
 * (paymentRows.ts lockPayment: one order everywhere), so that whatever changed
 * the payment before has committed and is seen.
 *
 * What a payment may do is paymentEffect's rule: add to what the owner has,
 * never lower, shorten or end it. Each payment records what it did, so that a
 * refund undoes exactly that: the days it added, or — when it began the plan
 * that runs and nothing else keeps it running — the whole run, back to the plan
 * the account had before (docs/billing.md).
 *
 * Each operation that may change an account answers once the change has
 * settled (src/accounts/versionTrust.ts): on PostgreSQL, 65 ms after its
 * commit, so that it applies from the account's next request in every process.
 */
import type { KeyLink } from '../accounts/keyConfirmations.js';
import { settled } from '../accounts/versionTrust.js';
import type { Db } from '../db/database.js';
import { acceptHeld, acceptHeldByOperator, type AcceptOutcome, holdNoticeNotSent } from './heldPayments.js';
import { dueNotices, type HeldPaymentEntry, heldPaymentIds, listHeld, type NoticeClaim, openNotice } from './heldNotices.js';
import { type Confirmation, type ConfirmationOutcome, linkNotSent, recordConfirmation } from './paymentConfirmation.js';
import { findPayment, type RecordedPayment } from './paymentRows.js';
import { applyWebhook, recordRefund, type WebhookOutcome } from './paymentWebhooks.js';

export class PaymentStore {
  constructor(private readonly db: Db) {}

  find(paymentId: string): Promise<RecordedPayment | undefined> {
    return findPayment(this.db.kysely, paymentId);
  }

  /** Records a confirmed payment and does what paymentEffect allows (paymentConfirmation.ts); throws CancelledBeforeConfirmation when its refund came first. */
  recordConfirmation(c: Confirmation, now: Date): Promise<ConfirmationOutcome> {
    return settled(this.db.dialect, recordConfirmation(this.db.kysely, this.db.dialect, c, now));
  }

  /** The link of a confirmation could not be mailed: it is withdrawn, and the payment says so. */
  linkNotSent(paymentId: string, link: KeyLink): Promise<RecordedPayment> {
    return linkNotSent(this.db.kysely, this.db.dialect, paymentId, link);
  }

  /** The owner's notice of a held payment could not be mailed: the payment stays held, and the notice is owed (heldPayments.ts). */
  holdNoticeNotSent(paymentId: string, now: Date): Promise<RecordedPayment> {
    return holdNoticeNotSent(this.db.kysely, this.db.dialect, paymentId, now);
  }

  /** The owner accepts a held payment through the mailed link (heldPayments.ts). */
  acceptHeld(token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
    return settled(this.db.dialect, acceptHeld(this.db.kysely, this.db.dialect, token, requestedBy, now));
  }

  /** The operator accepts a held payment for its owner (heldPayments.ts). */
  acceptHeldByOperator(paymentId: string, now: Date): Promise<AcceptOutcome> {
    return settled(this.db.dialect, acceptHeldByOperator(this.db.kysely, this.db.dialect, paymentId, now));
  }

  /** Held payments whose owed notice is due (heldNotices.ts). */
  dueNotices(now: Date, limit: number): Promise<string[]> {
    return dueNotices(this.db.kysely, now, limit);
  }

  /** Opens the notice of a held payment for mailing: owed by the service, or re-sent by the operator (heldNotices.ts). */
  openNotice(paymentId: string, how: 'owed' | 'operator', now: Date): Promise<NoticeClaim> {
    return openNotice(this.db.kysely, this.db.dialect, paymentId, how, now);
  }

  /** The held payments still open, of one address or all (heldNotices.ts). */
  listHeld(email: string | null): Promise<HeldPaymentEntry[]> {
    return listHeld(this.db.kysely, email);
  }

  /** The ids of every payment that was held, for the operator's references. */
  heldPaymentIds(): Promise<string[]> {
    return heldPaymentIds(this.db.kysely);
  }

  /** Records a verified webhook once (by its id) and applies it (paymentWebhooks.ts). */
  applyWebhook(event: { webhookId: string; type: string; paymentId: string | null }, now: Date): Promise<WebhookOutcome> {
    return settled(this.db.dialect, applyWebhook(this.db.kysely, this.db.dialect, event, now));
  }

  /** The operator refunded a payment at the provider: recorded as its webhook would be (paymentWebhooks.ts). */
  recordRefund(paymentId: string, now: Date): Promise<WebhookOutcome> {
    return settled(this.db.dialect, recordRefund(this.db.kysely, this.db.dialect, paymentId, now));
  }
}
