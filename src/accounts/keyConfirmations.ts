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
 * Mails with a key link that key requests may cause per address per hour (a
 * sliding hour). The limit is against floods of requests: the mails of a
 * payment or of the operator's plan change are neither refused by it nor
 * counted in it — a real payment and an operator's command are no flood, and
 * refusing their mail would leave a paid plan's key undelivered.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const LIMITED_REASON: KeyConfirmationsTable['reason'] = 'key_request';
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
 * Opens the link of a key request unless the address had
 * MAILS_PER_ADDRESS_PER_HOUR of them in the last hour; then says when the
 * oldest of them leaves the window. Must run in a transaction that has
 * written (and so locked) the account row.
 */
export async function openRequestedKeyLink(trx: Kysely<Database>, request: Omit<KeyLinkRequest, 'reason'>, now: Date): Promise<OpenedKeyLink> {
  const recent = await trx
    .selectFrom('key_confirmations')
    .select('created_at')
    .where('account_id', '=', request.accountId)
    .where('reason', '=', LIMITED_REASON)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .orderBy('created_at', 'desc')
    .limit(MAILS_PER_ADDRESS_PER_HOUR)
    .execute();
  if (recent.length >= MAILS_PER_ADDRESS_PER_HOUR) {
    const leavesWindowAt = Date.parse(recent[MAILS_PER_ADDRESS_PER_HOUR - 1]!.created_at) + HOUR_MS;
    return { opened: false, retryAfterSeconds: Math.max(1, Math.ceil((leavesWindowAt - now.getTime()) / 1000)) };
  }
  return { opened: true, ...(await openKeyLink(trx, { ...request, reason: LIMITED_REASON }, now)) };
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
 * Removes a link whose mail could not be sent: nobody holds it, and it must
 * not use up one of the address's mails of the hour.
 */
export async function cancelKeyLink(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('key_confirmations').where('token_hash', '=', hashKeyLinkToken(token)).where('used_at', 'is', null).execute();
}
