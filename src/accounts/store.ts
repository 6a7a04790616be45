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
import { isPlanName, type PlanName } from './plans.js';
import type { Account, KeyStatus } from './types.js';

function toAccount(row: Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit'>): Account {
  return {
    id: row.id,
    email: row.email,
    // An unknown plan name (a hand-edited row) falls back to the free plan rather than failing requests.
    plan: isPlanName(row.plan) ? row.plan : 'sandbox',
    planExpiresAt: row.plan_expires_at,
    monthlyLimit: row.monthly_limit,
    perMinuteLimit: row.per_minute_limit,
  };
}

/** Creates the Sandbox account of an address unless it exists; safe under concurrency. */
export async function insertAccountIfAbsent(db: Kysely<Database>, email: string, at: string): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email, plan: 'sandbox', plan_expires_at: null, monthly_limit: null, per_minute_limit: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

const ACCOUNT_COLUMNS = ['id', 'email', 'plan', 'plan_expires_at', 'monthly_limit', 'per_minute_limit'] as const;

export interface PlanChange {
  plan: PlanName;
  planExpiresAt: string | null;
  monthlyLimit: number | null;
  perMinuteLimit: number | null;
}

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

  constructor(private readonly db: Db) {
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
   * Issues a new key for an e-mail address, creating its account on first use.
   * Any active key of the account is revoked in the same transaction.
   */
  async issueKey(email: string, purpose: string | null, now: Date): Promise<{ apiKey: string; account: Account }> {
    const at = now.toISOString();
    const apiKey = generateApiKey();
    const account = await this.k.transaction().execute(async (trx) => {
      await insertAccountIfAbsent(trx, email, at);
      // Writing the account row locks it until commit, so two simultaneous
      // requests for one address take turns instead of both revoking and inserting.
      const row = await trx
        .updateTable('accounts')
        .set({ updated_at: at })
        .where('email', '=', email)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('api_keys')
        .set({ status: 'revoked', revoked_at: at })
        .where('account_id', '=', row.id)
        .where('status', '=', 'active')
        .execute();
      await trx
        .insertInto('api_keys')
        .values({ key_hash: hashApiKey(apiKey), account_id: row.id, key_hint: apiKeyHint(apiKey), purpose, status: 'active', created_at: at, revoked_at: null })
        .execute();
      return toAccount(row);
    });
    return { apiKey, account };
  }

  /** The account and key status behind a key hash, or undefined for a key that was never issued. */
  async findByKeyHash(keyHash: string): Promise<{ status: KeyStatus; account: Account } | undefined> {
    const [row] = await this.findKey({ hash: keyHash });
    return row && { status: row.status, account: toAccount(row) };
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


  /** Counts a key request from an address on a day; null when `max` were already made. */
  async countKeyRequest(ip: string, day: string, max: number): Promise<number | null> {
    const row = await this.k
      .insertInto('key_requests')
      .values({ ip, day, count: 1 })
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

  async findAccount(email: string): Promise<Account | undefined> {
    const row = await this.k.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();
    return row && toAccount(row);
  }

  /** Sets an account's plan; returns the updated account, or undefined when the address has no account. */
  async setPlan(email: string, change: PlanChange, now: Date): Promise<Account | undefined> {
    const row = await this.k
      .updateTable('accounts')
      .set({
        plan: change.plan,
        plan_expires_at: change.planExpiresAt,
        monthly_limit: change.monthlyLimit,
        per_minute_limit: change.perMinuteLimit,
        // A plan set by hand no longer comes from a payment, so refunding that payment leaves it alone.
        plan_payment_id: null,
        updated_at: now.toISOString(),
      })
      .where('email', '=', email)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirst();
    return row && toAccount(row);
  }

  /** Revokes the account's active key; returns how many keys were revoked (0 or 1). */
  async revokeActiveKey(accountId: string, now: Date): Promise<number> {
    const result = await this.k
      .updateTable('api_keys')
      .set({ status: 'revoked', revoked_at: now.toISOString() })
      .where('account_id', '=', accountId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
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
