/**
 * Opens the database named by DATABASE_URL: embedded SQLite (better-sqlite3)
 * for `sqlite:PATH`, a PostgreSQL connection pool (pg) for `postgres://…`.
 * Everything above this file speaks Kysely and does not know which one it got.
 */
import { mkdirSync } from 'node:fs';
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
  /** Answers when the database does; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 128;

/**
 * Kysely prepares every statement anew, and on SQLite preparing costs more than
 * running (measured: half the database time of a keyed request). The service
 * runs a handful of distinct statements, so each is prepared once and kept.
 * Reuse is safe: Kysely runs one statement at a time on its one connection.
 */
function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (!statement) {
        statement = database.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

function sqliteDialect(path: string): SqliteDialect {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path);
  // WAL lets readers run beside the writer, and the busy timeout makes a
  // second process (the admin CLI beside the service) wait instead of failing.
  if (path !== ':memory:') database.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints rather than on every commit: every
  // keyed request writes its monthly count, and a disk flush per request would
  // cap the service at a few thousand requests a second. A process crash loses
  // nothing; a power cut can lose the last moments of counts (README).
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: withStatementCache(database) });
}

export interface OpenOptions {
  /** Told when a pooled PostgreSQL connection fails outside a query (terminated, server restarted). */
  onConnectionError?: (error: Error) => void;
}

/** How the service's connections are named in pg_stat_activity (a URL's ?application_name= wins). */
export const POSTGRES_APPLICATION_NAME = 'tojeong-api';
const POSTGRES_POOL_SIZE = 10;
// How long a request waits for a connection (a new one, or a free one of the
// pool) before it is answered 503 instead of hanging while the server is away.
const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection that fails while idle in the pool, or while a request holds it
 * between two statements, makes pg emit 'error' — on the pool, or on the client
 * itself. Unheard, that event ends the process (every process on the database
 * at once, when the server restarts). Heard, the connection is dropped and the
 * next query opens a new one.
 */
function postgresDialect(url: string, onConnectionError: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    application_name: POSTGRES_APPLICATION_NAME,
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('error', () => {});
  return new PostgresDialect({
    pool: {
      // Whatever stops us getting a connection, the database is unavailable (503), not broken (500).
      connect: () => pool.connect().catch((error: unknown) => Promise.reject(new DatabaseUnavailableError(error))),
      end: () => pool.end(),
    },
  });
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Db> {
  const dialect: DialectName = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const onConnectionError = options.onConnectionError ?? (() => {});
  const kysely = new Kysely<Database>({
    dialect: dialect === 'sqlite' ? sqliteDialect(url.slice('sqlite:'.length)) : postgresDialect(url, onConnectionError),
  });
  try {
    await migrateToLatest(kysely as Kysely<unknown>, dialect);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return {
    kysely,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}
