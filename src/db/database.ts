/**
 * Opens the database named by DATABASE_URL: embedded SQLite (better-sqlite3)
 * for `sqlite:PATH`, a PostgreSQL connection pool (pg) for `postgres://…`.
 * Everything above this file speaks Kysely and does not know which one it got,
 * except the request path's SQLite batch, which runs its few statements
 * synchronously on the held connection (`Db.sqliteSync`).
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';
import { DatabaseUnavailableError } from './unavailable.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /**
   * Answers when the database does; used by the health check. On SQLite it
   * writes (one row of health_probe, migration 0007): a database that can be
   * read but not written (a full disk) is not well.
   */
  ping(): Promise<void>;
  /** Why the last write that should have committed failed, while no write has committed since; null when writes work (always null on PostgreSQL). */
  writeProblem(): string | null;
  /**
   * SQLite only (undefined on PostgreSQL): runs `work` on the one connection,
   * taken as Kysely takes it for a statement or a transaction, so nothing else
   * runs between its statements; `work` runs them synchronously, as
   * better-sqlite3 does anyway, without an await per statement. For the
   * request path's batch (src/accounts/requestPath.ts says what that saves).
   */
  sqliteSync?: <T>(work: (sync: SqliteSync) => T) => Promise<T>;
  close(): Promise<void>;
}

/** Statements run synchronously on the held SQLite connection, prepared once (the statement cache below) and with their writes tracked. */
export interface SqliteSync {
  /** The rows of a statement that returns rows; none for one that does not (as Kysely's driver tells them apart). */
  query(sqlText: string, parameters: readonly unknown[]): unknown[];
}

const STATEMENT_CACHE_SIZE = 128;

/**
 * Kysely prepares every statement anew, and on SQLite preparing costs more than
 * running (measured: half the database time of a keyed request). The service
 * runs a handful of distinct statements, so each is prepared once and kept.
 * Reuse is safe: Kysely runs one statement at a time on its one connection.
 */
function withStatementCache(database: SqliteDatabase & { inTransaction: boolean }, writes: WriteTracker): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (!statement) {
        statement = tracked(database, database.prepare(text), writes, /^\s*rollback\b/i.test(text));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * What became of the writes: a write is known to have reached the disk when
 * it committed (a statement outside a transaction, or the COMMIT). A full disk
 * or an I/O error shows as a failed write while reads go on working, so the
 * health check asks this as well as pinging (src/http/routes/health.ts).
 */
class WriteTracker {
  private failure: string | null = null;
  committed(): void {
    this.failure = null;
  }
  failed(error: unknown): void {
    const code = (error as { code?: unknown }).code;
    this.failure = `the last write failed: ${typeof code === 'string' ? `${code} ` : ''}${error instanceof Error ? error.message : String(error)}`;
  }
  problem(): string | null {
    return this.failure;
  }
}

/**
 * `statement` with its writes told to `writes`: every statement but a plain
 * read (one that returns rows and writes nothing: better-sqlite3's `readonly`),
 * so an INSERT … RETURNING, which returns rows as it writes, counts too. A
 * ROLLBACK ends a transaction without committing anything: a write that
 * failed in it stays the last word.
 */
function tracked(database: { inTransaction: boolean }, statement: SqliteStatement, writes: WriteTracker, rollback: boolean): SqliteStatement {
  if (statement.reader && (statement as SqliteStatement & { readonly?: boolean }).readonly) return statement;
  const write = <T>(work: () => T): T => {
    try {
      const result = work();
      if (!database.inTransaction && !rollback) writes.committed();
      return result;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT' && String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_')) writes.failed(error);
      throw error;
    }
  };
  return {
    reader: statement.reader,
    all: (parameters) => write(() => statement.all(parameters)),
    iterate: (parameters) => statement.iterate(parameters),
    run: (parameters) => write(() => statement.run(parameters)),
  };
}

/**
 * The database file holds every account's address and its keys' hashes: it is
 * created for its owner alone (0600, whatever the umask), before SQLite opens
 * it, and SQLite gives the -wal and -shm files it creates beside it the same
 * mode. An existing file keeps its mode (the README's DATABASE_URL says how to tighten one).
 */
function createPrivately(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
}

function sqliteDialect(path: string, writes: WriteTracker): { dialect: SqliteDialect; sync: SqliteSync } {
  if (path !== ':memory:' && path !== '') {
    mkdirSync(dirname(path), { recursive: true });
    createPrivately(path);
  }
  const database = new BetterSqlite3(path);
  // WAL lets readers run beside the writer, and the busy timeout makes a
  // second process (the admin CLI beside the service) wait instead of failing.
  if (path !== ':memory:') database.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints rather than on every commit: every
  // keyed request writes its monthly count, and a disk flush per request would
  // cap the service at a few thousand requests a second. A process crash loses
  // nothing; a power cut can lose the last moments of counts (docs/performance.md).
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const statements = withStatementCache(database, writes);
  const sync: SqliteSync = {
    query(text, parameters) {
      const statement = statements.prepare(text);
      if (statement.reader) return statement.all(parameters);
      statement.run(parameters);
      return [];
    },
  };
  return { dialect: new SqliteDialect({ database: statements }), sync };
}

export interface OpenOptions {
  /** Told when a pooled PostgreSQL connection fails outside a query (terminated, server restarted). */
  onConnectionError?: (error: Error) => void;
}

/** How the service's connections are named in pg_stat_activity (a URL's ?application_name= wins). */
export const POSTGRES_APPLICATION_NAME = 'tojeong-api';
const POSTGRES_POOL_SIZE = 10;
/**
 * A keyed request is answered within 3 s whatever the server does (issue 25):
 * a server that is away or frozen (SIGSTOP: it accepts and never answers)
 * costs at most the wait for a connection plus one query's wait, and the
 * first failure answers the request (503 DATABASE_UNAVAILABLE).
 *  - POSTGRES_CONNECT_TIMEOUT_MS: the wait for a connection, a new one or a
 *    free one of the pool.
 *  - POSTGRES_QUERY_TIMEOUT_MS: pg's client-side read timeout of one query;
 *    the connection it timed out on is then dropped, not reused (its answer
 *    may still come, out of turn).
 *  - POSTGRES_STATEMENT_TIMEOUT_MS: the server's own limit on one statement,
 *    for a server that answers but slowly (lock waits); its cancellation
 *    (57014) is a 503 too.
 * The service's statements take milliseconds, so healthy load stays far from them.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 1000;
export const POSTGRES_QUERY_TIMEOUT_MS = 1200;
const POSTGRES_STATEMENT_TIMEOUT_MS = 1000;

/**
 * A connection that fails while idle in the pool, or while a request holds it
 * between two statements, makes pg emit 'error' — on the pool, or on the client
 * itself. Unheard, that event ends the process (every process on the database
 * at once, when the server restarts). Heard, the connection is dropped and the
 * next query opens a new one.
 */
/**
 * A pooled client whose query timed out is destroyed when released: its late
 * answer would come out of turn. Its query is wrapped once (to notice the
 * timeout); its release on every checkout, since the pool sets a new one each time.
 */
const timedOut = new WeakMap<pg.PoolClient, { yes: boolean }>();
function dropAfterTimeout(client: pg.PoolClient): pg.PoolClient {
  let state = timedOut.get(client);
  if (!state) {
    const mark = { yes: false };
    state = mark;
    timedOut.set(client, mark);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { query: unknown }).query = (...args: unknown[]) =>
      query(...args).catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') mark.yes = true;
        throw error;
      });
  }
  const release = client.release.bind(client);
  const mark = state;
  client.release = (destroy?: Error | boolean) => release(mark.yes || destroy);
  return client;
}

function postgresDialect(url: string, onConnectionError: (error: Error) => void, bounded = true): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    ...(bounded ? { query_timeout: POSTGRES_QUERY_TIMEOUT_MS, statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS } : {}),
    application_name: POSTGRES_APPLICATION_NAME,
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('error', () => {});
  return new PostgresDialect({
    pool: {
      // Whatever stops us getting a connection, the database is unavailable (503), not broken (500).
      connect: () =>
        pool.connect().then(
          (client) => dropAfterTimeout(client),
          (error: unknown) => Promise.reject(new DatabaseUnavailableError(error)),
        ),
      end: () => pool.end(),
    },
  });
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Db> {
  const dialect: DialectName = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const onConnectionError = options.onConnectionError ?? (() => {});
  const writes = new WriteTracker();
  const sqlite = dialect === 'sqlite' ? sqliteDialect(url.slice('sqlite:'.length), writes) : null;
  const kysely = new Kysely<Database>({ dialect: sqlite ? sqlite.dialect : postgresDialect(url, onConnectionError) });
  // On PostgreSQL the migrations run on a pool of their own without the statement and query
  // timeouts: building an index on a large table may take longer than a request may.
  const migrator = dialect === 'postgres' ? new Kysely<Database>({ dialect: postgresDialect(url, onConnectionError, false) }) : kysely;
  try {
    await migrateToLatest(migrator as Kysely<unknown>, dialect);
  } catch (error) {
    await kysely.destroy();
    throw error;
  } finally {
    if (migrator !== kysely) await migrator.destroy();
  }
  return {
    kysely,
    dialect,
    ping: async () => {
      if (dialect === 'sqlite') {
        await sql`insert into health_probe (id, checked_at) values (1, ${new Date().toISOString()}) on conflict (id) do update set checked_at = excluded.checked_at`.execute(kysely);
      } else {
        await sql`select 1`.execute(kysely);
      }
    },
    writeProblem: () => writes.problem(),
    // Kysely's connection() holds the SQLite driver's one connection (its mutex) until the callback ends.
    sqliteSync: sqlite ? (work) => kysely.connection().execute(async () => work(sqlite.sync)) : undefined,
    close: () => kysely.destroy(),
  };
}
