/**
 * Opens the database named by DATABASE_URL: embedded SQLite (better-sqlite3)
 * for `sqlite:PATH`, a PostgreSQL connection pool (pg) for `postgres://…`.
 * Everything above this file speaks Kysely and does not know which one it got.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Answers when the database does; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function sqliteDialect(path: string): SqliteDialect {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  // WAL lets readers run beside the writer, and the busy timeout makes a
  // second process (the admin CLI beside the service) wait instead of failing.
  if (path !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new SqliteDialect({ database });
}

function postgresDialect(url: string): PostgresDialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(url: string): Promise<Db> {
  const dialect: DialectName = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const kysely = new Kysely<Database>({
    dialect: dialect === 'sqlite' ? sqliteDialect(url.slice('sqlite:'.length)) : postgresDialect(url),
  });
  try {
    await migrateToLatest(kysely as Kysely<unknown>);
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
