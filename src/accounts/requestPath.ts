/**
 * What key admission reads and writes on every keyed request (its
 * AdmissionStore), batched per turn of the event loop (turnBatch.ts): the key
 * look-ups of a turn together, then the turn's monthly reservations together,
 * each request answered only after its reservation is committed.
 *
 * - SQLite: the reservations of a batch are decided in one BEGIN IMMEDIATE
 *   transaction, in order, exactly as each request's conditional statement
 *   would decide alone, with one read and one write per account: one commit
 *   serves the batch. Keys are cached in the process; each batch
 *   of look-ups first reads the change counter that triggers bump on every
 *   change to accounts or keys (migration 0004), by any process, and drops
 *   the cache when it has moved, so a revocation or plan change applies from
 *   the next request.
 * - PostgreSQL: the look-ups of a batch are one query, and its reservations one
 *   call of reserve_calls() (migration 0004): one round trip each.
 *
 * On SQLite a batch that fails as a whole (SQLITE_BUSY past the busy timeout)
 * was rolled back, and is retried request by request, so one request cannot
 * fail another. On PostgreSQL a failed batch fails its requests (503): after a
 * lost connection nobody knows whether it committed, and a retry could count a
 * call twice. A lone request runs its statement directly.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';
import type { AdmissionStore } from './admission.js';
import type { AccountStore } from './store.js';
import { ItemFailure, turnBatch } from './turnBatch.js';
import type { Account, KeyStatus } from './types.js';

type Found = { status: KeyStatus; account: Account } | undefined;

interface Reservation {
  accountId: string;
  month: string;
  limit: number;
}

type Release = Omit<Reservation, 'limit'>;

/** Keys cached at most; past it the cache starts again (a bound, not a policy: keys in use come back at once). */
const KEY_CACHE_LIMIT = 10_000;

const READ_CHANGE_COUNTER = CompiledQuery.raw('select version from change_counter where id = 1');

// Sentinels for the prepared statements: values no real argument takes.
const S = { account: '\u0000account', month: '\u0000month', count: -7_000_002 };

/** Each item alone, its error its own. */
async function oneByOne<I, O>(items: readonly I[], run: (item: I) => Promise<O>): Promise<Array<O | ItemFailure>> {
  return Promise.all(items.map((item) => run(item).catch((error: unknown) => new ItemFailure(error))));
}

function sqliteRequestPath(db: Db, store: AccountStore): AdmissionStore {
  const k = db.kysely;
  const cache = new Map<string, Found>();
  let cachedVersion: number | null = null;

  const findByKeyHash = turnBatch<string, Found>(async (hashes) => {
    const { rows } = await k.executeQuery<{ version: number }>(READ_CHANGE_COUNTER);
    const version = Number(rows[0]?.version);
    if (version !== cachedVersion) {
      cache.clear();
      cachedVersion = version;
    }
    const found: Found[] = [];
    for (const hash of hashes) {
      let entry = cache.get(hash);
      if (entry === undefined) {
        entry = await store.findByKeyHash(hash);
        if (entry !== undefined) {
          if (cache.size >= KEY_CACHE_LIMIT) cache.clear();
          cache.set(hash, entry);
        }
      }
      found.push(entry);
    }
    return found;
  });

  const addUsed = preparedQuery(k, { account: S.account, month: S.month, count: S.count }, ({ account, month, count }) =>
    k
      .insertInto('monthly_usage')
      .values({ account_id: account, month, used: count })
      .onConflict((oc) => oc.columns(['account_id', 'month']).doUpdateSet({ used: sql<number>`monthly_usage.used + ${count}` })),
  );
  const takeUsed = preparedQuery(k, { account: S.account, month: S.month, count: S.count }, ({ account, month, count }) =>
    k
      .updateTable('monthly_usage')
      .set({ used: sql<number>`max(used - ${count}, 0)` })
      .where('account_id', '=', account)
      .where('month', '=', month),
  );

  /**
   * The batch in one write transaction (BEGIN IMMEDIATE: other processes' writes
   * wait, so what is read stays true until commit). Per account and month: read
   * the count once, decide each request in order as the single conditional
   * statement would (count below the request's limit: one more), write the sum.
   */
  async function inOneTransaction<I extends Release, O>(items: readonly I[], decide: (used: number, items: readonly I[]) => { used: number; answers: O[] }): Promise<Array<O | ItemFailure>> {
    return k.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const answers = new Array<O>(items.length);
        const groups = new Map<string, number[]>();
        items.forEach((item, i) => {
          const key = `${item.accountId}\u0000${item.month}`;
          const group = groups.get(key);
          if (group) group.push(i);
          else groups.set(key, [i]);
        });
        for (const indexes of groups.values()) {
          const { accountId: account, month } = items[indexes[0]!]!;
          const before = await store.monthlyUsed(account, month, conn);
          const decided = decide(before, indexes.map((i) => items[i]!));
          indexes.forEach((i, n) => (answers[i] = decided.answers[n]!));
          if (decided.used > before) await addUsed({ account, month, count: decided.used - before }, conn);
          else if (decided.used < before) await takeUsed({ account, month, count: before - decided.used }, conn);
        }
        await sql`commit`.execute(conn);
        return answers;
      } catch (error) {
        await sql`rollback`.execute(conn).catch(() => {});
        throw error;
      }
    });
  }

  const reserveMonthlyCall = turnBatch<Reservation, number | null>(async (items) => {
    const alone = (r: Reservation) => store.reserveMonthlyCall(r.accountId, r.month, r.limit);
    if (items.length === 1) return oneByOne(items, alone);
    try {
      return await inOneTransaction(items, (used, group) => {
        const answers = group.map((r) => (used < r.limit ? ++used : null));
        return { used, answers };
      });
    } catch {
      // Rolled back (SQLITE_BUSY past the busy timeout, say): each request alone.
      return oneByOne(items, alone);
    }
  });

  const releaseMonthlyCall = turnBatch<Release, void>(async (items) => {
    const alone = (r: Release) => store.releaseMonthlyCall(r.accountId, r.month);
    if (items.length === 1) return oneByOne(items, alone);
    try {
      return await inOneTransaction(items, (used, group) => ({ used: Math.max(0, used - group.length), answers: group.map(() => undefined) }));
    } catch {
      return oneByOne(items, alone);
    }
  });

  return {
    findByKeyHash,
    reserveMonthlyCall: (accountId, month, limit) => reserveMonthlyCall({ accountId, month, limit }),
    releaseMonthlyCall: (accountId, month) => releaseMonthlyCall({ accountId, month }),
    monthlyUsed: (accountId, month) => store.monthlyUsed(accountId, month),
  };
}

function postgresRequestPath(db: Db, store: AccountStore): AdmissionStore {
  const k = db.kysely;

  const findByKeyHash = turnBatch<string, Found>(async (hashes) => {
    if (hashes.length === 1) return [await store.findByKeyHash(hashes[0]!)];
    const found = await store.findByKeyHashes([...new Set(hashes)]);
    return hashes.map((hash) => found.get(hash));
  });

  const reserveMonthlyCall = turnBatch<Reservation, number | null>(async (items) => {
    const alone = (r: Reservation) => store.reserveMonthlyCall(r.accountId, r.month, r.limit);
    if (items.length === 1) return oneByOne(items, alone);
    // No retry of a failed batch here: a connection lost after the commit would count its calls twice.
    const { rows } = await sql<{ used: Array<number | null> }>`select reserve_calls(${items.map((r) => r.accountId)}::text[], ${items.map((r) => r.month)}::text[], ${items.map((r) => r.limit)}::int[]) as used`.execute(k);
    const used = rows[0]!.used;
    return items.map((_, i) => used[i] ?? null);
  });

  const releaseMonthlyCall = turnBatch<Release, void>(async (items) => {
    const alone = (r: Release) => store.releaseMonthlyCall(r.accountId, r.month);
    if (items.length === 1) return oneByOne(items, alone);
    await sql`select release_calls(${items.map((r) => r.accountId)}::text[], ${items.map((r) => r.month)}::text[])`.execute(k);
    return items.map(() => undefined);
  });

  return {
    findByKeyHash,
    reserveMonthlyCall: (accountId, month, limit) => reserveMonthlyCall({ accountId, month, limit }),
    releaseMonthlyCall: (accountId, month) => releaseMonthlyCall({ accountId, month }),
    monthlyUsed: (accountId, month) => store.monthlyUsed(accountId, month),
  };
}

export function requestPathStore(db: Db, store: AccountStore): AdmissionStore {
  return db.dialect === 'sqlite' ? sqliteRequestPath(db, store) : postgresRequestPath(db, store);
}
