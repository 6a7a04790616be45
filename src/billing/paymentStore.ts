/**
 * Payments and webhook events in the database, as the service is given them
 * (services.ts): one handle whose every operation is the transaction of a
 * sibling module. A confirmation and what it does to the account (with the
 * keys of an unproven account) are one transaction (paymentConfirmation.ts),
 * as are a webhook's record and its effect (paymentWebhooks.ts), and an
 * owner's acceptance of a held payment (heldPayments.ts): a crash between them
 * cannot leave one without the other. Rows and the account lock they share are
 * paymentRows.ts.
 *
 * What a payment may do is paymentEffect's rule: add to what the owner has,
 * never lower, shorten or end it. Each payment records what it did, so that a
 * refund undoes exactly that: the days it added, or — when it began the plan
 * that runs and nothing else keeps it running — the whole run, back to the plan
 * the account had before (docs/billing.md).
 */
import type { KeyLink } from '../accounts/keyConfirmations.js';
import type { Db } from '../db/database.js';
import { acceptHeld, type AcceptOutcome, holdNoticeNotSent } from './heldPayments.js';
import { type Confirmation, type ConfirmationOutcome, linkNotSent, recordConfirmation } from './paymentConfirmation.js';
import { findPayment, type RecordedPayment } from './paymentRows.js';
import { applyWebhook, type WebhookOutcome } from './paymentWebhooks.js';

export class PaymentStore {
  constructor(private readonly db: Db) {}

  find(paymentId: string): Promise<RecordedPayment | undefined> {
    return findPayment(this.db.kysely, paymentId);
  }

  /** Records a confirmed payment and does what paymentEffect allows (paymentConfirmation.ts). */
  recordConfirmation(c: Confirmation, now: Date): Promise<ConfirmationOutcome> {
    return recordConfirmation(this.db.kysely, c, now);
  }

  /** The link of a confirmation could not be mailed: it is withdrawn, and the payment says so. */
  linkNotSent(paymentId: string, link: KeyLink): Promise<RecordedPayment> {
    return linkNotSent(this.db.kysely, paymentId, link);
  }

  /** The owner's notice of a held payment could not be mailed: the payment stays held and says so (heldPayments.ts). */
  holdNoticeNotSent(paymentId: string): Promise<RecordedPayment> {
    return holdNoticeNotSent(this.db.kysely, paymentId);
  }

  /** The owner accepts a held payment through the mailed link (heldPayments.ts). */
  acceptHeld(token: string, requestedBy: string, now: Date): Promise<AcceptOutcome> {
    return acceptHeld(this.db.kysely, token, requestedBy, now);
  }

  /** Records a verified webhook once (by its id) and applies it (paymentWebhooks.ts). */
  applyWebhook(event: { webhookId: string; type: string; paymentId: string | null }, now: Date): Promise<WebhookOutcome> {
    return applyWebhook(this.db.kysely, event, now);
  }
}
