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
 * - SQLite: the turn's reservations are one BEGIN IMMEDIATE transaction that,
 *   per account, reads the version and the month's count once, decides each
 *   request in order by the one rule (decideReservations) and writes the sum,
 *   its statements run synchronously on the held connection; a lone request
 *   is a batch of one. A batch that fails as a whole
 *   (SQLITE_BUSY past the busy timeout) was rolled back and is retried request
 *   by request.
 * - PostgreSQL: a turn is one call of lease_calls() (one round trip, migration
 *   0011), which tells each account's version now and takes the month's calls
 *   in blocks that the process hands out (monthLeases.ts: what the count then
 *   means, and what a process that dies takes with it). The rule is the same:
 *   a call while fewer than the limit are counted, nothing for a request judged
 *   on an older record; test/accounts/requestPath.test.ts holds both databases
 *   to the same answers. A failed call fails its requests (503): after a lost
 *   connection nobody knows whether it committed, and a retry could count a
 *   call twice.
 */
import { sql } from 'kysely';
import type { Db, SqliteSync } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';
import { type AdmissionStore, type FoundKey, STALE, type Stale } from './admission.js';
import type { AccountStore } from './store.js';
import { monthLeases, type Reservation } from './monthLeases.js';
import { ItemFailure, turnBatch } from './turnBatch.js';

type Release = Pick<Reservation, 'accountId' | 'month'>;
type Reserved = number | null | Stale;

/** Keys kept at most; past it the store starts again (a bound, not a policy: keys in use come back at once). */
const KEY_CACHE_LIMIT = 10_000;

// Sentinels for the prepared statements: values no real argument takes.
const S = { account: '\u0000account', month: '\u0000month', count: -7_000_002 };

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
  const read = (row: { version: unknown; used: unknown } | undefined) => row && { version: Number(row.version), used: Number(row.used ?? 0) };
  return {
    read: async (accountId: string, month: string) => read((await versionAndUsed.run({ account: accountId, month }))[0]),
    readSync: (sync: SqliteSync, accountId: string, month: string) => read(versionAndUsed.runSync(sync, { account: accountId, month })[0]),
  };
}

type VersionAndUsed = ReturnType<typeof versionAndUsedQuery>;


/** A database's two batched writes of the request path, and what a process holds of the month's calls (PostgreSQL's blocks; nothing on SQLite). */
interface Batches {
  reserve: (r: Reservation) => Promise<Reserved>;
  release: (r: Release) => Promise<void>;
  /** The calls of an account's month the process holds and has not handed out. */
  held: (accountId: string, month: string) => number;
  /** Gives them back; before the database closes. */
  close: () => Promise<void>;
}

/**
 * The quota rule on SQLite, written once: the requests of one account and
 * month, in the order they came, each judged on the account as it is now
 * (`current`), take one call each while fewer than their limit are used; one
 * judged on an older record of the account reserves nothing (STALE). A lone
 * request is a batch of one.
 */
function decideReservations(used: number, group: readonly Reservation[], current: (r: Reservation) => boolean): { used: number; answers: Reserved[] } {
  const answers = group.map((r): Reserved => (!current(r) ? STALE : used < r.limit ? ++used : null));
  return { used, answers };
}

/** Calls given back: one each, never below zero. */
function decideReleases(used: number, group: readonly Release[]): { used: number; answers: void[] } {
  return { used: Math.max(0, used - group.length), answers: group.map(() => undefined) };
}

function sqliteBatches(db: Db, versionAndUsed: VersionAndUsed): Batches {
  const k = db.kysely;
  if (!db.sqliteSync) throw new Error('requestPathStore: an SQLite database without its synchronous connection (Db.sqliteSync)');
  const onConnection = db.sqliteSync;
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
   * A batch in one write transaction (BEGIN IMMEDIATE: other processes' writes
   * wait, so what is read stays true until commit, and one commit serves the
   * turn). Per account and month: read the version and the count once, decide
   * the group by the rule above, write the difference. `current` says which
   * requests were judged on the account as it is (releases have no record to
   * check). Its statements run synchronously on the held connection: as
   * Kysely statements, each an await, a lone request cost ~35 µs more.
   */
  function inOneTransaction<I extends Release, O>(
    items: readonly I[],
    decide: (used: number, items: readonly I[], current: (item: I) => boolean) => { used: number; answers: O[] },
  ): Promise<O[]> {
    return onConnection((sync) => {
      sync.query('begin immediate', []);
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
          const now = versionAndUsed.readSync(sync, account, month);
          const before = now?.used ?? 0;
          const current = (item: I) => !('readAt' in item) || item.readAt === now?.version;
          const decided = decide(before, indexes.map((i) => items[i]!), current);
          indexes.forEach((i, n) => (answers[i] = decided.answers[n]!));
          if (decided.used > before) addUsed.runSync(sync, { account, month, count: decided.used - before });
          else if (decided.used < before) takeUsed.runSync(sync, { account, month, count: before - decided.used });
        }
        sync.query('commit', []);
        return answers;
      } catch (error) {
        try {
          sync.query('rollback', []);
        } catch {
          // SQLite may have rolled back already (on SQLITE_FULL, say): nothing left to undo.
        }
        throw error;
      }
    });
  }

  /** A turn's requests in one transaction; one that was rolled back (SQLITE_BUSY past the busy timeout, say) is retried request by request. */
  function batched<I extends Release, O>(decide: (used: number, items: readonly I[], current: (item: I) => boolean) => { used: number; answers: O[] }) {
    return turnBatch<I, O>(async (items) => {
      const alone = (item: I) => inOneTransaction([item], decide).then(([answer]) => answer!);
      if (items.length === 1) return oneByOne(items, alone);
      try {
        return await inOneTransaction(items, decide);
      } catch {
        return oneByOne(items, alone);
      }
    });
  }

  // One process takes each call as it comes: it holds nothing.
  return { reserve: batched(decideReservations), release: batched<Release, void>(decideReleases), held: () => 0, close: async () => {} };
}

export function requestPathStore(db: Db, store: AccountStore): AdmissionStore & { close(): Promise<void> } {
  const keys = keptKeys(store);
  const versionAndUsed = versionAndUsedQuery(db);
  const batches: Batches = db.dialect === 'sqlite' ? sqliteBatches(db, versionAndUsed) : monthLeases(db);
  return {
    /** Gives back what the process holds of the month's calls (PostgreSQL's blocks); before the database closes. */
    close: batches.close,
    findByKeyHash: keys.find,
    async reserveMonthlyCall(accountId, month, limit, readAt) {
      const reserved = await batches.reserve({ accountId, month, limit, readAt });
      if (reserved === STALE) keys.dropAccount(accountId);
      return reserved;
    },
    releaseMonthlyCall: (accountId, month) => batches.release({ accountId, month }),
    async monthlyUsed(accountId, month, readAt) {
      const now = await versionAndUsed.read(accountId, month);
      if (now?.version !== readAt) {
        keys.dropAccount(accountId);
        return STALE;
      }
      // What the process holds of the month (PostgreSQL's blocks) is counted in the database but not yet used.
      return now.used - batches.held(accountId, month);
    },
  };
}
