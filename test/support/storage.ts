/**
 * The storage back ends the storage and limit tests run against: embedded
 * SQLite with the in-process limiter, and PostgreSQL with the Redis limiter.
 * Each open() makes its own database (a temporary file, or a fresh PostgreSQL
 * database) and Redis key prefix, and cleanup() removes them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { memoryLimiter, type PerMinuteLimiter, openRedisLimiter } from '../../src/accounts/perMinuteLimiter.js';
import { type Db, openDatabase } from '../../src/db/database.js';

/** The PostgreSQL server the tests create their databases on (a maintenance database URL). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Storage {
  /** DATABASE_URL of this run's database. */
  databaseUrl: string;
  /** REDIS_URL and REDIS_KEY_PREFIX for service processes, when the limiter is Redis. */
  redis: { url: string; keyPrefix: string } | null;
  db: Db;
  limiter: PerMinuteLimiter;
  /** Another limiter on the same store, as a second service process would have. */
  newLimiter(): Promise<PerMinuteLimiter>;
  cleanup(): Promise<void>;
}

export interface Backend {
  name: string;
  open(): Promise<Storage>;
}

const uniqueSuffix = (): string => `${process.pid}_${randomBytes(4).toString('hex')}`;

export const sqliteBackend: Backend = {
  name: 'SQLite + in-process limiter',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'tojeong-db-'));
    const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
    const db = await openDatabase(databaseUrl);
    const limiter = memoryLimiter();
    return {
      databaseUrl,
      redis: null,
      db,
      limiter,
      newLimiter: async () => memoryLimiter(),
      async cleanup() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

async function onMaintenanceDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `the PostgreSQL tests need a server at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL, or start one: see README "Quick start"): ${String(error)}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const postgresBackend: Backend = {
  name: 'PostgreSQL + Redis limiter',
  async open() {
    const name = `tojeong_test_${uniqueSuffix()}`;
    await onMaintenanceDb((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const db = await openDatabase(databaseUrl);
    const keyPrefix = `tojeong-test:${uniqueSuffix()}:`;
    const limiters: PerMinuteLimiter[] = [];
    const newLimiter = async (): Promise<PerMinuteLimiter> => {
      const limiter = await openRedisLimiter(TEST_REDIS_URL, keyPrefix);
      limiters.push(limiter);
      return limiter;
    };
    const limiter = await newLimiter();
    await limiter.ping();
    return {
      databaseUrl,
      redis: { url: TEST_REDIS_URL, keyPrefix },
      db,
      limiter,
      newLimiter,
      async cleanup() {
        await db.close();
        await Promise.all(limiters.map((l) => l.close()));
        await onMaintenanceDb(async (client) => {
          // A closed pool's server processes linger a few milliseconds; dropping
          // the database under them would hit the closing clients with an error.
          for (let i = 0; i < 100; i++) {
            const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
            if (rows[0].n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
        const redis = new Redis(TEST_REDIS_URL);
        try {
          const keys = await redis.keys(`${keyPrefix}*`);
          if (keys.length > 0) await redis.del(...keys);
        } finally {
          redis.disconnect();
        }
      },
    };
  },
};

export const BACKENDS: readonly Backend[] = [sqliteBackend, postgresBackend];

/** A fixture: the account has already used `used` calls in `month` (written as is; the request path's rule is in src/accounts/requestPath.ts). */
export async function setMonthlyUsed(db: Db, accountId: string, month: string, used: number): Promise<void> {
  await db.kysely
    .insertInto('monthly_usage')
    .values({ account_id: accountId, month, used })
    .onConflict((oc) => oc.columns(['account_id', 'month']).doUpdateSet({ used }))
    .execute();
}
