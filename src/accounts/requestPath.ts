/**
 * What key admission reads and writes on every keyed request (its
 * AdmissionStore), on both databases: keys are kept in the process, and the
 * monthly reservations of one turn of the event loop are made together
 * (turnBatch.ts), each request answered only after its reservation is
 * committed. In the steady state a keyed request costs the database one share
 * of one batched statement or transaction, and nothing else.
 *
 * Keeping keys is safe because every change to accounts or api_keys, by any
 * process (this service, the admin CLI, another service process), moves a
 * change counter, by trigger (migrations 0004 and 0005). A kept record carries
 * the counter it was read at (`readAt`); a reservation is made only where the
 * counter has not moved since, checked in the same statement or transaction,
 * and answers STALE otherwise — the kept records are dropped and admission
 * judges the request again on fresh ones. So a revocation, a plan change or
 * an expiry set by hand applies from the next request.
 *
 * - SQLite: a batch of reservations is one BEGIN IMMEDIATE transaction that
 *   reads the counter, then decides each request in order exactly as its
 *   conditional statement would alone, with one read and one write per
 *   account; a lone request is that one statement, with the counter checked
 *   inside it. A batch that fails as a whole (SQLITE_BUSY past the busy
 *   timeout) was rolled back and is retried request by request.
 * - PostgreSQL: a batch is one call of reserve_calls() (one round trip), which
 *   reads the counter and runs each request's conditional statement. A failed
 *   batch fails its requests (503): after a lost connection nobody knows
 *   whether it committed, and a retry could count a call twice.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';
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
const S = { account: '\u0000account', month: '\u0000month', count: -7_000_002, limit: -7_000_003, readAt: -7_000_004 };

const READ_CHANGE_COUNTER = CompiledQuery.raw('select version from change_counter where id = 1');

/** Each item alone, its error its own. */
async function oneByOne<I, O>(items: readonly I[], run: (item: I) => Promise<O>): Promise<Array<O | ItemFailure>> {
  return Promise.all(items.map((item) => run(item).catch((error: unknown) => new ItemFailure(error))));
}

/**
 * The kept key records, and the batched look-up of the others: the counter is
 * read before the rows, so a change landing in between makes a record newer
 * than its `readAt`, never older (it is then found stale and read again).
 */
function keptKeys(db: Db, store: AccountStore) {
  const kept = new Map<string, FoundKey>();
  const lookUp = turnBatch<string, FoundKey | undefined>(async (hashes) => {
    const version = await readChangeCounter(db);
    const rows = await store.findByKeyHashes([...new Set(hashes)]);
    if (kept.size + rows.size > KEY_CACHE_LIMIT) kept.clear();
    for (const [hash, row] of rows) kept.set(hash, { ...row, readAt: version });
    return hashes.map((hash) => kept.get(hash));
  });
  return {
    find: (hash: string): Promise<FoundKey | undefined> => {
      const found = kept.get(hash);
      return found ? Promise.resolve(found) : lookUp(hash);
    },
    /** A record proved stale: everything kept may be, so nothing is. */
    drop: () => kept.clear(),
  };
}

async function readChangeCounter(db: Db): Promise<number> {
  const { rows } = await db.kysely.executeQuery<{ version: number | string }>(READ_CHANGE_COUNTER);
  return Number(rows[0]!.version);
}

function sqliteRequestPath(db: Db, store: AccountStore): AdmissionStore {
  const k = db.kysely;
  const keys = keptKeys(db, store);

  // One request alone: the reservation only where the counter is still `readAt`.
  const reserveIfCurrent = preparedQuery(k, { account: S.account, month: S.month, limit: S.limit, readAt: S.readAt }, ({ account, month, limit, readAt }) =>
    k
      .insertInto('monthly_usage')
      .columns(['account_id', 'month', 'used'])
      .expression((eb) =>
        eb
          .selectFrom('change_counter')
          .select([sql.val(account).as('account_id'), sql.val(month).as('month'), sql.lit(1).as('used')])
          .where('id', '=', sql.lit(1))
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
  const usedAndCounter = preparedQuery(k, { account: S.account, month: S.month }, ({ account, month }) =>
    k
      .selectFrom('change_counter')
      .select((eb) => [
        'version',
        eb.selectFrom('monthly_usage').select('used').where('account_id', '=', account).where('month', '=', month).as('used'),
      ])
      .where('id', '=', sql.lit(1)),
  );
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

  async function reserveAlone(r: Reservation): Promise<Reserved> {
    if (r.limit >= 1) {
      const [row] = await reserveIfCurrent({ account: r.accountId, month: r.month, limit: r.limit, readAt: r.readAt });
      if (row) return Number(row.used);
    }
    // Nothing reserved: the quota is spent, or the counter has moved (it only ever grows, so a later read tells).
    return (await readChangeCounter(db)) === r.readAt ? null : STALE;
  }

  /**
   * A batch in one write transaction (BEGIN IMMEDIATE: other processes' writes
   * wait, so what is read stays true until commit). Per account and month: read
   * the count once, decide each request in order as the single conditional
   * statement would, write the sum. `current` says which requests were judged
   * on current records (releases ignore it).
   */
  async function inOneTransaction<I extends Release, O>(
    items: readonly I[],
    decide: (used: number, items: readonly I[], current: (item: I) => boolean) => { used: number; answers: O[] },
  ): Promise<Array<O | ItemFailure>> {
    return k.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const { rows } = await conn.executeQuery<{ version: number }>(READ_CHANGE_COUNTER);
        const version = Number(rows[0]!.version);
        const current = (item: I) => !('readAt' in item) || item.readAt === version;
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
          const decided = decide(before, indexes.map((i) => items[i]!), current);
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

  const reserveMonthlyCall = turnBatch<Reservation, Reserved>(async (items) => {
    if (items.length === 1) return oneByOne(items, reserveAlone);
    try {
      return await inOneTransaction(items, (used, group, current) => {
        const answers = group.map((r): Reserved => (!current(r) ? STALE : used < r.limit ? ++used : null));
        return { used, answers };
      });
    } catch {
      // Rolled back (SQLITE_BUSY past the busy timeout, say): each request alone.
      return oneByOne(items, reserveAlone);
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
    findByKeyHash: keys.find,
    async reserveMonthlyCall(accountId, month, limit, readAt) {
      const reserved = await reserveMonthlyCall({ accountId, month, limit, readAt });
      if (reserved === STALE) keys.drop();
      return reserved;
    },
    releaseMonthlyCall: (accountId, month) => releaseMonthlyCall({ accountId, month }),
    async monthlyUsed(accountId, month, readAt) {
      const [row] = await usedAndCounter({ account: accountId, month });
      if (Number(row!.version) !== readAt) {
        keys.drop();
        return STALE;
      }
      return Number(row!.used ?? 0);
    },
  };
}

function postgresRequestPath(db: Db, store: AccountStore): AdmissionStore {
  const k = db.kysely;
  const keys = keptKeys(db, store);
  const RESERVE_CALLS = 'select reserve_calls($1::text[], $2::text[], $3::int[], $4::bigint[]) as used';
  const RELEASE_CALLS = 'select release_calls($1::text[], $2::text[])';
  const USED_AND_COUNTER =
    'select c.version, (select u.used from monthly_usage u where u.account_id = $1 and u.month = $2) as used from change_counter c where c.id = 1';

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

  return {
    findByKeyHash: keys.find,
    async reserveMonthlyCall(accountId, month, limit, readAt) {
      const reserved = await reserveMonthlyCall({ accountId, month, limit, readAt });
      if (reserved === STALE) keys.drop();
      return reserved;
    },
    releaseMonthlyCall: (accountId, month) => releaseMonthlyCall({ accountId, month }),
    async monthlyUsed(accountId, month, readAt) {
      const { rows } = await k.executeQuery<{ version: string; used: number | null }>(CompiledQuery.raw(USED_AND_COUNTER, [accountId, month]));
      if (Number(rows[0]!.version) !== readAt) {
        keys.drop();
        return STALE;
      }
      return Number(rows[0]!.used ?? 0);
    },
  };
}

export function requestPathStore(db: Db, store: AccountStore): AdmissionStore {
  return db.dialect === 'sqlite' ? sqliteRequestPath(db, store) : postgresRequestPath(db, store);
}
