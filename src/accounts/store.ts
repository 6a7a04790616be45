/**
 * Accounts, keys and counters in the database. Every operation that must hold
 * under concurrency (one active key per account, the monthly quota, the
 * key-request limit) is a single conditional statement or a transaction that
 * locks the account row, so it holds across service processes too.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { apiKeyHint, generateApiKey, hashApiKey } from './apiKey.js';
import { cancelKeyLink, type KeyLink, openKeyLink, openRequestedKeyLink } from './keyConfirmations.js';
import { hashKeyLinkToken, hasKeyLinkTokenFormat } from './keyLinkToken.js';
import { BUSINESS_PLAN, FREE_PLAN, isPlanName, type PlanName, type PlanTerms } from './plans.js';
import type { Account, KeyStatus } from './types.js';

/**
 * A stored plan the service cannot honour as written — a name that is no plan,
 * or a business plan without both limits (a row edited by hand: every write
 * goes through assignPlan). The account is served with the free plan's limits
 * and the problem is reported (logged by the service) on every read.
 */
export interface PlanProblem {
  accountId: string;
  storedPlan: string;
  problem: string;
}

export type PlanProblemReporter = (problem: PlanProblem) => void;

type AccountRow = Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit'>;

function planProblem(row: AccountRow, report: PlanProblemReporter | undefined): PlanName {
  const storedPlan: string = row.plan;
  report?.({
    accountId: row.id,
    storedPlan,
    problem: isPlanName(storedPlan) ? 'a business plan needs both monthly_limit and per_minute_limit' : `"${storedPlan}" is not a plan of this service`,
  });
  return FREE_PLAN;
}

// The column's type holds every write to the plan names; a row edited by hand can hold anything, so reads check.
function toAccount(row: AccountRow, report?: PlanProblemReporter): Account {
  return {
    id: row.id,
    email: row.email,
    plan:
      isPlanName(row.plan) && (row.plan !== BUSINESS_PLAN.name || (row.monthly_limit !== null && row.per_minute_limit !== null))
        ? row.plan
        : planProblem(row, report),
    planExpiresAt: row.plan_expires_at,
    monthlyLimit: row.monthly_limit,
    perMinuteLimit: row.per_minute_limit,
  };
}

const ACCOUNT_COLUMNS = ['id', 'email', 'plan', 'plan_expires_at', 'monthly_limit', 'per_minute_limit'] as const;

/**
 * Creates the unproven Sandbox account of an address unless it exists; safe
 * under concurrency. Returns the new account, or undefined when one existed.
 */
export async function insertAccountIfAbsent(db: Kysely<Database>, email: string, at: string): Promise<Account | undefined> {
  const row = await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email, plan: FREE_PLAN, plan_expires_at: null, monthly_limit: null, per_minute_limit: null, created_at: at, updated_at: at, verified_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  return row && toAccount(row);
}

/**
 * Locks the account row of an address until the transaction ends (writing it
 * does that on both databases), so requests for one address take turns.
 */
async function lockAccount(trx: Kysely<Database>, email: string, at: string) {
  return trx.updateTable('accounts').set({ updated_at: at }).where('email', '=', email).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
}

/** Revokes the account's active key; returns how many keys were revoked (0 or 1). */
export async function revokeActiveKeys(db: Kysely<Database>, accountId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ status: 'revoked', revoked_at: at })
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Gives an account a plan: the one writer of the plan columns, for the admin
 * CLI, a confirmed payment and a refund. `paymentId` is the confirmed payment
 * the plan comes from (null: set by hand, or taken back), so that refunding an
 * older payment leaves a newer plan alone; `onlyIfFromPayment` changes the
 * account only while its plan still comes from that payment. Returns the
 * account as written, or undefined when no account matched.
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

/** Revokes the account's active key and inserts a new one; returns the new key. */
async function replaceActiveKey(trx: Kysely<Database>, accountId: string, purpose: string | null, at: string): Promise<string> {
  const apiKey = generateApiKey();
  await revokeActiveKeys(trx, accountId, at);
  await trx
    .insertInto('api_keys')
    .values({ key_hash: hashApiKey(apiKey), account_id: accountId, key_hint: apiKeyHint(apiKey), purpose, status: 'active', created_at: at, revoked_at: null })
    .execute();
  return apiKey;
}

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

// Sentinels for the prepared statements: values no real argument takes.
const S: { hash: string; account: string; month: string; limit: number } = { hash: '\u0000hash', account: '\u0000account', month: '\u0000month', limit: -7_000_001 };

export class AccountStore {
  // The statements of every keyed request, compiled once (src/db/preparedQuery.ts).
  private readonly findKey;
  private readonly reserveCall;
  private readonly releaseCall;
  private readonly usedCalls;

  private readonly reportPlanProblem: PlanProblemReporter | undefined;

  /** `onPlanProblem` hears of every account read whose stored plan cannot be honoured (see PlanProblem). */
  constructor(
    private readonly db: Db,
    options: { onPlanProblem?: PlanProblemReporter } = {},
  ) {
    this.reportPlanProblem = options.onPlanProblem;
    const k = db.kysely;
    this.findKey = preparedQuery(k, { hash: S.hash }, ({ hash }) =>
      k
        .selectFrom('api_keys')
        .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
        .select(['api_keys.status', ...ACCOUNT_COLUMNS.map((c) => `accounts.${c}` as const)])
        .where('api_keys.key_hash', '=', hash),
    );
    this.reserveCall = preparedQuery(k, { account: S.account, month: S.month, limit: S.limit }, ({ account, month, limit }) =>
      k
        .insertInto('monthly_usage')
        .values({ account_id: account, month, used: sql<number>`1` })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'month'])
            .doUpdateSet({ used: sql<number>`monthly_usage.used + 1` })
            .where('monthly_usage.used', '<', limit),
        )
        .returning('used'),
    );
    this.releaseCall = preparedQuery(k, { account: S.account, month: S.month }, ({ account, month }) =>
      k
        .updateTable('monthly_usage')
        .set({ used: sql<number>`used - 1` })
        .where('account_id', '=', account)
        .where('month', '=', month)
        .where('used', '>', sql<number>`0`),
    );
    this.usedCalls = preparedQuery(k, { account: S.account, month: S.month }, ({ account, month }) =>
      k.selectFrom('monthly_usage').select('used').where('account_id', '=', account).where('month', '=', month),
    );
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
    return this.k.transaction().execute(async (trx) => {
      await insertAccountIfAbsent(trx, email, at);
      const row = await lockAccount(trx, email, at);
      if (options.verified) await trx.updateTable('accounts').set({ verified_at: at }).where('id', '=', row.id).execute();
      return { apiKey: await replaceActiveKey(trx, row.id, purpose, at), account: toAccount(row, this.reportPlanProblem) };
    });
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
    return this.k.transaction().execute(async (trx): Promise<KeyLinkOutcome> => {
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
    const [row] = await this.findKey({ hash: keyHash });
    return row && { status: row.status, account: toAccount(row, this.reportPlanProblem) };
  }


  /**
   * Takes one call from the month's quota if any is left: one atomic statement,
   * so concurrent requests on any number of processes never overshoot.
   * Returns the calls used including this one, or null when the quota is spent.
   */
  async reserveMonthlyCall(accountId: string, month: string, limit: number): Promise<number | null> {
    if (limit < 1) return null;
    const [row] = await this.reserveCall({ account: accountId, month, limit });
    return row ? Number(row.used) : null;
  }


  /** Gives back a reserved call whose response was not a success. */
  async releaseMonthlyCall(accountId: string, month: string): Promise<void> {
    await this.releaseCall({ account: accountId, month });
  }


  async monthlyUsed(accountId: string, month: string): Promise<number> {
    const [row] = await this.usedCalls({ account: accountId, month });
    return row ? Number(row.used) : 0;
  }


  /** Counts a key request from a client (as clientForLimit names it) on a day; null when `max` were already made. */
  async countKeyRequest(client: string, day: string, max: number): Promise<number | null> {
    const row = await this.k
      .insertInto('key_requests')
      .values({ ip: client, day, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['ip', 'day'])
          .doUpdateSet({ count: sql<number>`key_requests.count + 1` })
          .where('key_requests.count', '<', max),
      )
      .returning('count')
      .executeTakeFirst();
    return row ? Number(row.count) : null;
  }

  /** Removes a link whose mail could not be sent (see cancelKeyLink). */
  async cancelKeyLink(token: string): Promise<void> {
    await cancelKeyLink(this.k, token);
  }

  /** Gives back a counted key request that the service did not carry out (its mail was refused by the mail limit, or could not be sent). */
  async releaseKeyRequest(client: string, day: string): Promise<void> {
    await this.k.updateTable('key_requests').set({ count: sql<number>`count - 1` }).where('ip', '=', client).where('day', '=', day).where('count', '>', sql<number>`0`).execute();
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

  /**
   * Sets an account's plan by hand (admin CLI `plan set`); returns the updated
   * account and what became of its keys (a paid plan on an unproven address:
   * revoked, and a key link opened for the caller to mail, as for a payment),
   * or undefined when the address has no account. A plan set by hand no longer
   * comes from a payment, so refunding that payment leaves it alone.
   */
  async setPlan(email: string, terms: PlanTerms, now: Date): Promise<{ account: Account; keys: PlanKeys } | undefined> {
    return this.k.transaction().execute(async (trx) => {
      const account = await assignPlan(trx, { email }, terms, now.toISOString());
      if (!account) return undefined;
      return { account, keys: await securePaidPlanKeys(trx, account.id, terms.plan, { reason: 'plan_change', requestedBy: OPERATOR }, now) };
    });
  }

  /** Revokes the account's active key; returns how many keys were revoked (0 or 1). */
  async revokeActiveKey(accountId: string, now: Date): Promise<number> {
    return revokeActiveKeys(this.k, accountId, now.toISOString());
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
