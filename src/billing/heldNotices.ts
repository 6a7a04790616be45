/**
 * The owner's notices of held payments in the database: a notice is opened
 * (a new acceptance link, unless a contract runs) in a transaction that has
 * locked the payment, then its account, and mailed after it (owedNotices.ts, or the
 * operator's `held resend`). A notice the hour's mails did not allow at
 * confirmation, or that the mail server refused, is owed: it waits in
 * `hold_notice_due_at` until it may go. And the operator's list of held
 * payments.
 */
import type { Kysely } from 'kysely';
import { mailAllowance } from '../accounts/keyConfirmations.js';
import { generateKeyLinkToken, hashKeyLinkToken } from '../accounts/keyLinkToken.js';
import { BUSINESS_PLAN } from '../accounts/plans.js';
import type { DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { HeldPaymentFacts } from './heldPaymentMail.js';
import { holdLinkExpiry } from './heldPayments.js';
import { paymentEffect, planRuns } from './paymentEffect.js';
import { paymentReference } from './paymentReference.js';
import { lockAccountById, lockPayment, termsOf } from './paymentRows.js';

/** Where the address of the confirming client was not recorded (payments from before migration 0010). */
const NOT_RECORDED = '(not recorded)';

export type NoticeClaim =
  /** Opened: mail these facts (with the new link, if any). */
  | { kind: 'opened'; facts: HeldPaymentFacts }
  /** Owed, but the address had its mails of the hour: tried again when the oldest leaves the window. */
  | { kind: 'waiting' }
  /** Nothing to notify: not held any more (accepted, refunded), not due, or unknown. */
  | { kind: 'none' };

/** Held payments whose owed notice is due at `now`, the longest waiting first. */
export async function dueNotices(db: Kysely<Database>, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('payment_id')
    .where('hold_notice_due_at', '<=', now.toISOString())
    .where('outcome', '=', 'held')
    .where('status', '=', 'confirmed')
    .where('accepted_at', 'is', null)
    .orderBy('hold_notice_due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.payment_id);
}

/**
 * Opens the notice of a held payment still open (held, not accepted, not
 * refunded): a new link valid HOLD_ACCEPT_DAYS (the one before stops working),
 * none while a contract runs. `owed`: the service's notice that was owed — only
 * once due, and within the address's mails of the hour, where it then counts;
 * `operator`: the operator's re-send, neither limited nor counted.
 */
export async function openNotice(db: Kysely<Database>, dialect: DialectName, paymentId: string, how: 'owed' | 'operator', now: Date): Promise<NoticeClaim> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<NoticeClaim> => {
    // The payment's lock first, then its account's, as every payment transaction takes them (an acceptance at the same
    // moment waits, or is waited for: the notice is opened only for a payment still open once it has committed).
    const row = await lockPayment(trx, dialect, { paymentId });
    if (!row || row.outcome !== 'held' || row.status !== 'confirmed' || row.accepted_at !== null) return { kind: 'none' };
    if (how === 'owed' && (row.hold_notice_due_at === null || row.hold_notice_due_at > at)) return { kind: 'none' };
    const account = await lockAccountById(trx, row.account_id, at);
    if (how === 'owed') {
      const allowance = await mailAllowance(trx, account.id, now);
      if (!allowance.allowed) {
        const due = new Date(now.getTime() + allowance.retryAfterSeconds * 1000).toISOString();
        await trx.updateTable('payments').set({ hold_notice_due_at: due }).where('payment_id', '=', paymentId).execute();
        return { kind: 'waiting' };
      }
    }
    const current = termsOf(account);
    const contract = current.plan === BUSINESS_PLAN.name && planRuns(current, now);
    const token = contract ? null : generateKeyLinkToken();
    const expiresAt = token && holdLinkExpiry(now);
    await trx
      .updateTable('payments')
      .set({
        hold_token_hash: token && hashKeyLinkToken(token),
        hold_expires_at: expiresAt,
        key_delivery: 'email',
        hold_notice_due_at: null,
        ...(how === 'owed' ? { hold_notice_at: at } : {}),
      })
      .where('payment_id', '=', paymentId)
      .execute();
    // Why it is held, as it stands now: a contract now is said as such; a contract since ended by the reason a payment would be held now.
    const standing = paymentEffect(current, row.plan, now);
    const because = contract ? 'contract' : standing.kind === 'held' ? standing.because : row.held_because === 'contract' || row.held_because === null ? 'better-plan' : row.held_because;
    return {
      kind: 'opened',
      facts: {
        email: account.email,
        paymentId,
        plan: row.plan,
        because,
        current: current.plan,
        currentExpiresAt: current.planExpiresAt,
        requestedBy: row.requested_by ?? NOT_RECORDED,
        at: new Date(row.confirmed_at),
        sentAt: now,
        link: token && expiresAt ? { token, expiresAt } : null,
      },
    };
  });
}

/** A held payment as the operator's `held list` shows it. */
export interface HeldPaymentEntry {
  reference: string;
  paymentId: string;
  email: string;
  plan: string;
  amount: number;
  currency: string;
  heldBecause: string | null;
  confirmedAt: string;
  requestedBy: string | null;
  /** mailed (with linkExpiresAt, null under a contract), owed (with noticeDueAt), or not-sent (given up: re-send it). */
  notice: 'mailed' | 'owed' | 'not-sent';
  noticeMailedAt: string | null;
  noticeDueAt: string | null;
  linkExpiresAt: string | null;
}

/** The held payments still open (not accepted, not refunded), oldest first; of one address, or of all. */
export async function listHeld(db: Kysely<Database>, email: string | null): Promise<HeldPaymentEntry[]> {
  let query = db
    .selectFrom('payments')
    .innerJoin('accounts', 'accounts.id', 'payments.account_id')
    .selectAll('payments')
    .select('accounts.email')
    .where('payments.outcome', '=', 'held')
    .where('payments.status', '=', 'confirmed')
    .where('payments.accepted_at', 'is', null);
  if (email !== null) query = query.where('accounts.email', '=', email);
  const rows = await query.orderBy('payments.confirmed_at').orderBy('payments.payment_id').execute();
  return rows.map((r) => ({
    reference: paymentReference(r.payment_id),
    paymentId: r.payment_id,
    email: r.email,
    plan: r.plan,
    amount: Number(r.amount),
    currency: r.currency,
    heldBecause: r.held_because,
    confirmedAt: r.confirmed_at,
    requestedBy: r.requested_by,
    notice: r.key_delivery === 'email' ? 'mailed' : r.hold_notice_due_at !== null ? 'owed' : 'not-sent',
    noticeMailedAt: r.hold_notice_at,
    noticeDueAt: r.hold_notice_due_at,
    linkExpiresAt: r.hold_expires_at,
  }));
}

/** The payment ids of every held payment (open or not): what the operator's reference is matched against. */
export async function heldPaymentIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('payments').select('payment_id').where('held_because', 'is not', null).execute();
  return rows.map((r) => r.payment_id);
}
