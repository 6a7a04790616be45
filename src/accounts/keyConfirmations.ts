/**
 * Mailed key links in the database. A link is opened inside the transaction
 * that decided to mail it (a key request for an existing account; a payment or
 * the operator's plan change giving a paid plan to an unproven one), after
 * that transaction has locked the account row: the per-address mail limit is
 * then exact across processes, because two requests for one address take
 * turns counting the address's recent links.
 */
import type { Kysely } from 'kysely';
import type { Database, KeyConfirmationsTable } from '../db/schema.js';
import { generateKeyLinkToken, hashKeyLinkToken, KEY_LINK_TTL_MINUTES } from './keyLinkToken.js';

/**
 * Mails that key requests and payments may cause per address per hour (a
 * sliding hour): key links of key requests, key links of payments, and the
 * notices of held payments all count, since anyone can cause them — a
 * payment can be refunded, so it is no proof against a flood. Only the
 * operator's plan change (admin CLI) is neither refused nor counted.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const LIMITED_REASONS: KeyConfirmationsTable['reason'][] = ['key_request', 'payment'];
const HOUR_MS = 60 * 60 * 1000;

export interface KeyLink {
  /** The token for the link; only its hash is stored. */
  token: string;
  expiresAt: string;
}

export type OpenedKeyLink = ({ opened: true } & KeyLink) | { opened: false; retryAfterSeconds: number };

export interface KeyLinkRequest {
  accountId: string;
  reason: KeyConfirmationsTable['reason'];
  purpose: string | null;
  requestedBy: string;
}

/**
 * Whether the address may be sent one more mail this hour; if not, in how
 * many seconds the oldest of its mails leaves the window. Counts the links
 * of LIMITED_REASONS and the notices of held payments. Must run in a
 * transaction that has written (and so locked) the account row.
 */
export async function mailAllowance(trx: Kysely<Database>, accountId: string, now: Date): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const links = await trx
    .selectFrom('key_confirmations')
    .select('created_at as at')
    .where('account_id', '=', accountId)
    .where('reason', 'in', LIMITED_REASONS)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(MAILS_PER_ADDRESS_PER_HOUR)
    .execute();
  // A notice counts from when it was mailed (at confirmation, or later when it was owed), also once its payment was accepted.
  const notices = await trx
    .selectFrom('payments')
    .select('hold_notice_at as at')
    .where('account_id', '=', accountId)
    .where('hold_notice_at', '>', since)
    .orderBy('hold_notice_at', 'desc')
    .limit(MAILS_PER_ADDRESS_PER_HOUR)
    .execute();
  const recent = [...links, ...notices].map((r) => r.at!).sort().reverse();
  if (recent.length < MAILS_PER_ADDRESS_PER_HOUR) return { allowed: true };
  const leavesWindowAt = Date.parse(recent[MAILS_PER_ADDRESS_PER_HOUR - 1]!) + HOUR_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leavesWindowAt - now.getTime()) / 1000)) };
}

/**
 * Opens the link of a key request or a payment unless the address had
 * MAILS_PER_ADDRESS_PER_HOUR mails in the last hour (mailAllowance); then says
 * when the oldest of them leaves the window. Must run in a transaction that
 * has written (and so locked) the account row.
 */
export async function openRequestedKeyLink(
  trx: Kysely<Database>,
  request: Omit<KeyLinkRequest, 'reason'> & { reason?: 'key_request' | 'payment' },
  now: Date,
): Promise<OpenedKeyLink> {
  const allowance = await mailAllowance(trx, request.accountId, now);
  if (!allowance.allowed) return { opened: false, retryAfterSeconds: allowance.retryAfterSeconds };
  return { opened: true, ...(await openKeyLink(trx, { ...request, reason: request.reason ?? 'key_request' }, now)) };
}

/**
 * Opens a link, with no limit: for a key request use openRequestedKeyLink.
 * Must run in a transaction that has written (and so locked) the account row.
 */
export async function openKeyLink(trx: Kysely<Database>, request: KeyLinkRequest, now: Date): Promise<KeyLink> {
  const token = generateKeyLinkToken();
  const expiresAt = new Date(now.getTime() + KEY_LINK_TTL_MINUTES * 60_000).toISOString();
  await trx
    .insertInto('key_confirmations')
    .values({
      token_hash: hashKeyLinkToken(token),
      account_id: request.accountId,
      reason: request.reason,
      purpose: request.purpose,
      requested_by: request.requestedBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Withdraws a link whose mail could not be sent: it expires at once (nobody
 * holds it, and it can never be followed) but stays, so it still counts among
 * the address's mails of the hour — a failed send costs an SMTP session like a
 * sent one, and a relay that keeps failing for an address must not be asked
 * again without bound.
 */
export async function cancelKeyLink(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('key_confirmations')
    .set((eb) => ({ expires_at: eb.ref('created_at') }))
    .where('token_hash', '=', hashKeyLinkToken(token))
    .where('used_at', 'is', null)
    .execute();
}
