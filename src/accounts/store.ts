/**
 * Keys in the database: issuing a key, a key request, following a key link,
 * and the reads of accounts and keys. Every operation that must hold under
 * concurrency (one active key per account, one use of a link) is a single
 * conditional statement or a transaction that locks the account row, so it
 * holds across service processes too. Plans are written by planAssignment.ts,
 * counters kept by usageCounters.ts and, on the request path, requestPath.ts.
 */
import type { Db } from '../db/database.js';
import type { Account, KeyStatus } from './account.js';
import { ACCOUNT_COLUMNS, insertAccountIfAbsent, lockAccount, type PlanProblemReporter, toAccount } from './accountRows.js';
import { replaceActiveKey, revokeActiveKeys } from './activeKey.js';
import { cancelKeyLink, type KeyLink, openRequestedKeyLink } from './keyConfirmations.js';
import { hashKeyLinkToken, hasKeyLinkTokenFormat } from './keyLinkToken.js';
import { type PlanKeys, setPlanByHand } from './planAssignment.js';
import type { PlanTerms } from './plans.js';
import { countKeyRequest, monthlyUsed, releaseKeyRequest } from './usageCounters.js';
import { changeSettled, settled } from './versionTrust.js';

/** What a key request leads to: a key at once (a new address), a mailed link, or the address's mail limit. */
export type KeyRequestOutcome =
  | { kind: 'issued'; apiKey: string; account: Account }
  | { kind: 'link'; account: Account; link: KeyLink }
  | { kind: 'mail-limited'; retryAfterSeconds: number };

/** What following a key link leads to. */
export type KeyLinkOutcome = { kind: 'issued'; apiKey: string; account: Account } | { kind: 'unknown' | 'used' | 'expired' };

export interface KeySummary {
  hint: string;
  status: KeyStatus;
  purpose: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export class AccountStore {
  private readonly reportPlanProblem: PlanProblemReporter | undefined;

  /** `onPlanProblem` hears of every account read whose stored plan cannot be honoured (see PlanProblem). */
  constructor(
    private readonly db: Db,
    options: { onPlanProblem?: PlanProblemReporter } = {},
  ) {
    this.reportPlanProblem = options.onPlanProblem;
  }

  private get k() {
    return this.db.kysely;
  }

  /**
   * Issues a new key for an e-mail address, creating its account on first use;
   * any active key of the account is revoked in the same transaction. Without
   * proof of the address this is for the operator (admin CLI `key issue`, who
   * answers by mail: `verified`) and for tests; clients go through requestKey.
   */
  async issueKey(email: string, purpose: string | null, now: Date, options: { verified?: boolean } = {}): Promise<{ apiKey: string; account: Account }> {
    const at = now.toISOString();
    const { created, ...issued } = await this.k.transaction().execute(async (trx) => {
      const created = await insertAccountIfAbsent(trx, email, at);
      const row = await lockAccount(trx, email, at);
      if (options.verified) await trx.updateTable('accounts').set({ verified_at: at }).where('id', '=', row.id).execute();
      return { created: created !== undefined, apiKey: await replaceActiveKey(trx, row.id, purpose, at), account: toAccount(row, this.reportPlanProblem) };
    });
    // A new account's version was never read by anyone; an existing one's key was just revoked.
    if (!created) await changeSettled(this.db.dialect);
    return issued;
  }

  /**
   * POST /v1/keys/request once the input and the per-client limit are checked:
   * an address with no account gets a new Sandbox account and its key at once
   * (nothing to take over), with the purpose given; an address with an account
   * gets nothing but a link opened for its mail, and nothing is revoked until
   * the link is followed. The purpose of such a request is not kept: whoever
   * sent it has proven nothing, and the owner's key record is the owner's.
   */
  async requestKey(email: string, purpose: string | null, requestedBy: string, now: Date): Promise<KeyRequestOutcome> {
    const at = now.toISOString();
    return this.k.transaction().execute(async (trx): Promise<KeyRequestOutcome> => {
      const created = await insertAccountIfAbsent(trx, email, at);
      if (created) return { kind: 'issued', apiKey: await replaceActiveKey(trx, created.id, purpose, at), account: created };
      const row = await lockAccount(trx, email, at);
      const opened = await openRequestedKeyLink(trx, { accountId: row.id, purpose: null, requestedBy }, now);
      if (!opened.opened) return { kind: 'mail-limited', retryAfterSeconds: opened.retryAfterSeconds };
      return { kind: 'link', account: toAccount(row, this.reportPlanProblem), link: { token: opened.token, expiresAt: opened.expiresAt } };
    });
  }

  /**
   * Follows a key link: the one conditional update that marks the token used
   * lets exactly one of any number of simultaneous attempts through; that one
   * revokes the account's key, issues the new one and marks the address proven,
   * all in the same transaction, and ends the account's other unused links (the
   * owner has the key; an older link lying in a mailbox must not replace it).
   * The new key keeps the purpose of the account's latest key: the owner's
   * record, never the text of whoever asked for the link.
   */
  async redeemKeyLink(token: string, now: Date): Promise<KeyLinkOutcome> {
    if (!hasKeyLinkTokenFormat(token)) return { kind: 'unknown' };
    const at = now.toISOString();
    const tokenHash = hashKeyLinkToken(token);
    const outcome = await this.k.transaction().execute(async (trx): Promise<KeyLinkOutcome> => {
      const taken = await trx
        .updateTable('key_confirmations')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['account_id'])
        .executeTakeFirst();
      if (!taken) {
        const link = await trx.selectFrom('key_confirmations').select(['used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
        return { kind: !link ? 'unknown' : link.used_at !== null ? 'used' : 'expired' };
      }
      await trx
        .updateTable('key_confirmations')
        .set({ used_at: at })
        .where('account_id', '=', taken.account_id)
        .where('used_at', 'is', null)
        .where('token_hash', '!=', tokenHash)
        .execute();
      const latest = await trx
        .selectFrom('api_keys')
        .select('purpose')
        .where('account_id', '=', taken.account_id)
        .orderBy('created_at', 'desc')
        .orderBy('status')
        .executeTakeFirst();
      const row = await trx
        .updateTable('accounts')
        .set({ verified_at: at, updated_at: at })
        .where('id', '=', taken.account_id)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      return { kind: 'issued', apiKey: await replaceActiveKey(trx, row.id, latest?.purpose ?? null, at), account: toAccount(row, this.reportPlanProblem) };
    });
    // The old key was revoked: the new one is answered once no process still takes the old.
    if (outcome.kind === 'issued') await changeSettled(this.db.dialect);
    return outcome;
  }

  /**
   * The accounts and key statuses behind many key hashes at once (one query),
   * each with the account's version as read in that query; a key never issued is absent.
   */
  async findByKeyHashes(keyHashes: readonly string[]): Promise<Map<string, { status: KeyStatus; account: Account; version: number }>> {
    if (keyHashes.length === 0) return new Map();
    const rows = await this.k
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select(['api_keys.key_hash', 'api_keys.status', 'accounts.version', ...ACCOUNT_COLUMNS.map((c) => `accounts.${c}` as const)])
      .where('api_keys.key_hash', 'in', keyHashes)
      .execute();
    return new Map(rows.map((row) => [row.key_hash, { status: row.status, account: toAccount(row, this.reportPlanProblem), version: Number(row.version) }]));
  }

  /** The account and key status behind a key hash, or undefined for a key that was never issued. */
  async findByKeyHash(keyHash: string): Promise<{ status: KeyStatus; account: Account } | undefined> {
    const found = (await this.findByKeyHashes([keyHash])).get(keyHash);
    return found && { status: found.status, account: found.account };
  }

  /** The calls the account has used in the month (usageCounters.ts). */
  async monthlyUsed(accountId: string, month: string): Promise<number> {
    return monthlyUsed(this.k, accountId, month);
  }

  /** Counts a key request from a client on a day; null when `max` were already made (usageCounters.ts). */
  async countKeyRequest(client: string, day: string, max: number): Promise<number | null> {
    return countKeyRequest(this.k, client, day, max);
  }

  /** Withdraws a link whose mail could not be sent; it still counts in the address's hour (see cancelKeyLink). */
  async cancelKeyLink(token: string): Promise<void> {
    await cancelKeyLink(this.k, token);
  }

  /** Gives back a counted key request that the service did not carry out (its mail was refused by the mail limit; a mail that could not be sent counts). */
  async releaseKeyRequest(client: string, day: string): Promise<void> {
    await releaseKeyRequest(this.k, client, day);
  }

  /** When the owner last proved the account's address; null when never. */
  async verifiedAt(accountId: string): Promise<string | null> {
    const row = await this.k.selectFrom('accounts').select('verified_at').where('id', '=', accountId).executeTakeFirst();
    return row?.verified_at ?? null;
  }

  async findAccount(email: string): Promise<Account | undefined> {
    const row = await this.k.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();
    return row && toAccount(row, this.reportPlanProblem);
  }

  /** Sets an account's plan by hand (admin CLI `plan set`): see setPlanByHand. */
  async setPlan(email: string, terms: PlanTerms, now: Date): Promise<{ account: Account; keys: PlanKeys } | undefined> {
    return settled(this.db.dialect, setPlanByHand(this.k, email, terms, now));
  }

  /** Revokes the account's active key; returns how many keys were revoked (0 or 1). */
  async revokeActiveKey(accountId: string, now: Date): Promise<number> {
    return settled(this.db.dialect, revokeActiveKeys(this.k, accountId, now.toISOString()));
  }

  /** The account's keys, newest first. */
  async keysOf(accountId: string): Promise<KeySummary[]> {
    const rows = await this.k
      .selectFrom('api_keys')
      .select(['key_hint', 'status', 'purpose', 'created_at', 'revoked_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('status')
      .execute();
    return rows.map((r) => ({ hint: r.key_hint, status: r.status, purpose: r.purpose, createdAt: r.created_at, revokedAt: r.revoked_at }));
  }
}
