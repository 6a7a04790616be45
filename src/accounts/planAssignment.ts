/**
 * Giving an account a plan — the one writer of the plan columns, for the
 * admin CLI, a confirmed payment and a refund — and the rule that comes with a
 * paid plan on an address nobody has proven.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Account } from './account.js';
import { ACCOUNT_COLUMNS, toAccount } from './accountRows.js';
import { revokeActiveKeys } from './activeKey.js';
import { type KeyLink, openKeyLink, openRequestedKeyLink } from './keyConfirmations.js';
import { FREE_PLAN, type PlanName, type PlanTerms } from './plans.js';

/**
 * Gives an account a plan. `paymentId` is the confirmed payment the plan comes
 * from (null: set by hand, or taken back), so that refunding an older payment
 * leaves a newer plan alone; `onlyIfFromPayment` changes the account only
 * while its plan still comes from that payment. Returns the account as
 * written, or undefined when no account matched.
 */
export async function assignPlan(
  db: Kysely<Database>,
  account: { email: string } | { id: string },
  terms: PlanTerms,
  at: string,
  source: { paymentId: string | null; onlyIfFromPayment?: string } = { paymentId: null },
): Promise<Account | undefined> {
  const update = db.updateTable('accounts').set({
    plan: terms.plan,
    plan_expires_at: terms.planExpiresAt,
    monthly_limit: terms.monthlyLimit,
    per_minute_limit: terms.perMinuteLimit,
    plan_payment_id: source.paymentId,
    updated_at: at,
  });
  const matched = 'email' in account ? update.where('email', '=', account.email) : update.where('id', '=', account.id);
  const guarded = source.onlyIfFromPayment === undefined ? matched : matched.where('plan_payment_id', '=', source.onlyIfFromPayment);
  const row = await guarded.returning(ACCOUNT_COLUMNS).executeTakeFirst();
  return row && toAccount(row);
}

/** What giving a plan did with the account's keys (see securePaidPlanKeys); the caller mails an opened link. */
export type PlanKeys = { delivery: 'kept' } | { delivery: 'email'; link: KeyLink } | { delivery: 'not-sent'; retryAfterSeconds: number };

/** Who caused a plan change, for the key link it may open: a payment's confirmation (its client address) or the operator. */
export interface PlanChangeCause {
  reason: 'payment' | 'plan_change';
  requestedBy: string;
}

/** `requested_by` of a link opened by the operator's plan change. */
export const OPERATOR = 'operator';

/**
 * The rule for a plan given to an account, by a payment or by the operator:
 * a paid plan on an address that was never proven would go to whoever first
 * requested a key for that address, so the account's keys are revoked and a
 * key link is opened for the address — the paid key is revealed only through
 * its mail. Runs in the transaction that has just written the plan, so the
 * account row is locked and verified_at is read as it is now: a link followed
 * at the same moment has either committed (proven: the key is kept) or waits
 * for this transaction.
 */
export async function securePaidPlanKeys(trx: Kysely<Database>, accountId: string, plan: PlanName, cause: PlanChangeCause, now: Date): Promise<PlanKeys> {
  if (plan === FREE_PLAN) return { delivery: 'kept' };
  const { verified_at } = await trx.selectFrom('accounts').select('verified_at').where('id', '=', accountId).executeTakeFirstOrThrow();
  if (verified_at !== null) return { delivery: 'kept' };
  await revokeActiveKeys(trx, accountId, now.toISOString());
  // A payment's link counts against the address's mails of the hour (anyone can pay and refund); the operator's does not.
  if (cause.reason === 'payment') {
    const opened = await openRequestedKeyLink(trx, { accountId, reason: 'payment', purpose: null, requestedBy: cause.requestedBy }, now);
    return opened.opened ? { delivery: 'email', link: { token: opened.token, expiresAt: opened.expiresAt } } : { delivery: 'not-sent', retryAfterSeconds: opened.retryAfterSeconds };
  }
  const link = await openKeyLink(trx, { accountId, reason: cause.reason, purpose: null, requestedBy: cause.requestedBy }, now);
  return { delivery: 'email', link };
}

/**
 * Sets an account's plan by hand (admin CLI `plan set`); returns the updated
 * account and what became of its keys (a paid plan on an unproven address:
 * revoked, and a key link opened for the caller to mail, as for a payment),
 * or undefined when the address has no account. A plan set by hand no longer
 * comes from a payment, so refunding that payment leaves it alone.
 */
export async function setPlanByHand(db: Kysely<Database>, email: string, terms: PlanTerms, now: Date): Promise<{ account: Account; keys: PlanKeys } | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await assignPlan(trx, { email }, terms, now.toISOString());
    if (!account) return undefined;
    return { account, keys: await securePaidPlanKeys(trx, account.id, terms.plan, { reason: 'plan_change', requestedBy: OPERATOR }, now) };
  });
}
