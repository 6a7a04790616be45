/**
 * What key admission reads and writes on every keyed request (its
 * AdmissionStore), on both databases: keys are kept in the process, and the
 * monthly reservations of one turn of the event loop are made together
 * (turnBatch.ts), each request answered only after its reservation is
 * committed. In the steady state a keyed request costs the database one share
 * of one batched statement or transaction, and nothing else.
 *
 * Keeping keys is safe because every change to an account or to one of its
 * keys, by any process (this service, the admin CLI, another service process),
 * moves the account's version, by trigger (migration 0005). A kept record
 * carries the version it was read at (`readAt`); a reservation is made only
 * while the account's version is still that one, checked in the same statement
 * or transaction, and answers STALE otherwise — the kept record is dropped and
 * admission judges the request again on a fresh one. So a revocation, a plan
 * change or an expiry set by hand applies from the account's next request, and
 * a change to one account leaves every other account's records standing.
 *
 * - SQLite: a batch of reservations is one BEGIN IMMEDIATE transaction that
 *   runs each request's conditional statement, in order; a lone request is
 *   that one statement, with the version checked inside it. A batch that fails
 *   as a whole (SQLITE_BUSY past the busy timeout) was rolled back and is
 *   retried request by request.
 * - PostgreSQL: a batch is one call of reserve_calls() (one round trip), which
 *   checks each request's version and runs the same conditional statement,
 *   written in the database function by migration 0005 (a migration is never
 *   edited, so that text stays where it is; test/accounts/requestPath.test.ts
 *   holds both databases to the same answers). A failed
 *   batch fails its requests (503): after a lost connection nobody knows
 *   whether it committed, and a retry could count a call twice.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';
import type { Database } from '../db/schema.js';
import { type AdmissionStore, type FoundKey, STALE, type Stale } from './admission.js';
import type { AccountStore } from './store.js';
import { ItemFailure, turnBatch } from './turnBatch.js';

interface Reservation {
  accountId: string;
  month: string;
  limit: number;
  readAt: number;
}

type Release = Pick<Reservation, 'accountId' | 'month'>;
type Reserved = number | null | Stale;

/** Keys kept at most; past it the store starts again (a bound, not a policy: keys in use come back at once). */
const KEY_CACHE_LIMIT = 10_000;

/** PostgreSQL's reserve_calls() marks a request judged on an old record with this (migration 0005). */
const PG_STALE = -1;

// Sentinels for the prepared statements: values no real argument takes.
const S = { account: '\u0000account', month: '\u0000month', limit: -7_000_003, readAt: -7_000_004 };

/** Each item alone, its error its own. */
async function oneByOne<I, O>(items: readonly I[], run: (item: I) => Promise<O>): Promise<Array<O | ItemFailure>> {
  return Promise.all(items.map((item) => run(item).catch((error: unknown) => new ItemFailure(error))));
}

/** The kept key records, and the batched look-up of the others (one query, each row with its account's version). */
function keptKeys(store: AccountStore) {
  const kept = new Map<string, FoundKey>();
  const lookUp = turnBatch<string, FoundKey | undefined>(async (hashes) => {
    const rows = await store.findByKeyHashes([...new Set(hashes)]);
    if (kept.size + rows.size > KEY_CACHE_LIMIT) kept.clear();
    for (const [hash, { status, account, version }] of rows) kept.set(hash, { status, account, readAt: version });
    return hashes.map((hash) => kept.get(hash));
  });
  return {
    find: (hash: string): Promise<FoundKey | undefined> => {
      const found = kept.get(hash);
      return found ? Promise.resolve(found) : lookUp(hash);
    },
    /** The records of an account that has changed: read anew when next asked for. */
    dropAccount(accountId: string): void {
      for (const [hash, found] of kept) if (found.account.id === accountId) kept.delete(hash);
    },
  };
}

/** The account's version now and its count for the month (undefined for an account that is gone), compiled once for either database. */
function versionAndUsedQuery(db: Db) {
  const k = db.kysely;
  const versionAndUsed = preparedQuery(k, { account: S.account, month: S.month }, ({ account, month }) =>
    k
      .selectFrom('accounts')
      .select((eb) => [
        'version',
        eb.selectFrom('monthly_usage').select('used').whereRef('account_id', '=', 'accounts.id').where('month', '=', month).as('used'),
      ])
      .where('id', '=', account),
  );
  // PostgreSQL's version is a bigint, which pg hands over as a string.
  return async (accountId: string, month: string, on?: Parameters<typeof versionAndUsed>[1]) => {
    const [row] = await versionAndUsed({ account: accountId, month }, on);
    return row && { version: Number(row.version), used: Number(row.used ?? 0) };
  };
}

type VersionAndUsed = ReturnType<typeof versionAndUsedQuery>;

/** A connection of a transaction in progress (Kysely's connection()). */
type Connection = Kysely<Database>;

/** A database's two batched writes of the request path. */
interface Batches {
  reserve: (r: Reservation) => Promise<Reserved>;
  release: (r: Release) => Promise<void>;
}

function sqliteBatches(db: Db, versionAndUsedOf: VersionAndUsed): Batches {
  const k = db.kysely;

  // The quota rule, written once for SQLite: one call more while fewer than `limit` are used and the account's version is still `readAt`.
  const reserveIfCurrent = preparedQuery(k, { account: S.account, month: S.month, limit: S.limit, readAt: S.readAt }, ({ account, month, limit, readAt }) =>
    k
      .insertInto('monthly_usage')
      .columns(['account_id', 'month', 'used'])
      .expression((eb) =>
        eb
          .selectFrom('accounts')
          .select(['id', sql.val(month).as('month'), sql.lit(1).as('used')])
          .where('id', '=', account)
          .where('version', '=', readAt),
      )
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'month'])
          .doUpdateSet({ used: sql<number>`monthly_usage.used + 1` })
          .where('monthly_usage.used', '<', limit),
      )
      .returning('used'),
  );
  // A call given back: one fewer, never below zero.
  const giveBack = preparedQuery(k, { account: S.account, month: S.month }, ({ account, month }) =>
    k
      .updateTable('monthly_usage')
      .set({ used: sql<number>`used - 1` })
      .where('account_id', '=', account)
      .where('month', '=', month)
      .where('used', '>', sql<number>`0`),
  );

  async function reserveOne(r: Reservation, on?: Connection): Promise<Reserved> {
    if (r.limit >= 1) {
      const [row] = await reserveIfCurrent({ account: r.accountId, month: r.month, limit: r.limit, readAt: r.readAt }, on);
      if (row) return Number(row.used);
    }
    // Nothing reserved: the quota is spent, or the account has changed (its version only ever grows, so a later read tells).
    return (await versionAndUsedOf(r.accountId, r.month, on))?.version === r.readAt ? null : STALE;
  }

  async function releaseOne(r: Release, on?: Connection): Promise<void> {
    await giveBack({ account: r.accountId, month: r.month }, on);
  }

  /**
   * A batch as one write transaction (BEGIN IMMEDIATE: other processes' writes
   * wait, and one commit serves every request of the turn), each request's own
   * statement run in the order the requests came, so a batch decides exactly
   * as its requests would one by one.
   */
  async function inOneTransaction<I, O>(items: readonly I[], run: (item: I, on: Connection) => Promise<O>): Promise<O[]> {
    return k.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const answers: O[] = [];
        for (const item of items) answers.push(await run(item, conn));
        await sql`commit`.execute(conn);
        return answers;
      } catch (error) {
        await sql`rollback`.execute(conn).catch(() => {});
        throw error;
      }
    });
  }

  /** A lone request is its statement; a batch is one transaction, retried request by request if it was rolled back (SQLITE_BUSY past the busy timeout, say). */
  function batched<I, O>(run: (item: I, on?: Connection) => Promise<O>) {
    return turnBatch<I, O>(async (items) => {
      if (items.length === 1) return oneByOne(items, (item) => run(item));
      try {
        return await inOneTransaction(items, run);
      } catch {
        return oneByOne(items, (item) => run(item));
      }
    });
  }

  return { reserve: batched(reserveOne), release: batched(releaseOne) };
}

function postgresBatches(db: Db): Batches {
  const k = db.kysely;
  const RESERVE_CALLS = 'select reserve_calls($1::text[], $2::text[], $3::int[], $4::bigint[]) as used';
  const RELEASE_CALLS = 'select release_calls($1::text[], $2::text[])';

  // No retry of a failed batch: a connection lost after the commit would count its calls twice.
  const reserveMonthlyCall = turnBatch<Reservation, Reserved>(async (items) => {
    const { rows } = await k.executeQuery<{ used: Array<number | null> }>(
      CompiledQuery.raw(RESERVE_CALLS, [items.map((r) => r.accountId), items.map((r) => r.month), items.map((r) => r.limit), items.map((r) => r.readAt)]),
    );
    const used = rows[0]!.used;
    return items.map((_, i) => (used[i] === PG_STALE ? STALE : (used[i] ?? null)));
  });

  const releaseMonthlyCall = turnBatch<Release, void>(async (items) => {
    await k.executeQuery(CompiledQuery.raw(RELEASE_CALLS, [items.map((r) => r.accountId), items.map((r) => r.month)]));
    return items.map(() => undefined);
  });

  return { reserve: reserveMonthlyCall, release: releaseMonthlyCall };
}

export function requestPathStore(db: Db, store: AccountStore): AdmissionStore {
  const keys = keptKeys(store);
  const versionAndUsedOf = versionAndUsedQuery(db);
  const batches = db.dialect === 'sqlite' ? sqliteBatches(db, versionAndUsedOf) : postgresBatches(db);
  return {
    findByKeyHash: keys.find,
    async reserveMonthlyCall(accountId, month, limit, readAt) {
      const reserved = await batches.reserve({ accountId, month, limit, readAt });
      if (reserved === STALE) keys.dropAccount(accountId);
      return reserved;
    },
    releaseMonthlyCall: (accountId, month) => batches.release({ accountId, month }),
    async monthlyUsed(accountId, month, readAt) {
      const now = await versionAndUsedOf(accountId, month);
      if (now?.version !== readAt) {
        keys.dropAccount(accountId);
        return STALE;
      }
      return now.used;
    },
  };
}
