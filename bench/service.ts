/**
 * The compiled service in its own process, on its own storage (a fresh SQLite
 * file, or a fresh PostgreSQL database and Redis key prefix, through the test
 * suite's back ends), with a key of a business-plan account whose limits the
 * run cannot reach.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Backend, postgresBackend, sqliteBackend, type Storage } from '../test/support/storage.js';
import { freePort, startProcess } from './processes.js';

/**
 * Where the compiled service is: this checkout, or (BENCH_SERVICE_ROOT) another
 * checkout's build — so that two builds can be run in alternation by the same
 * bench (docs/performance.md's before and after).
 */
const SERVICE_ROOT = process.env.BENCH_SERVICE_ROOT ?? '.';

async function forgetMigrationsBeyond(storage: Storage, migrationsModule: string): Promise<void> {
  const source = readFileSync(migrationsModule, 'utf8');
  const known = [...source.matchAll(/'(\d{4}_[a-z0-9_]+)'/g)].map((m) => m[1]!).sort();
  const last = known.at(-1);
  if (last) await sql`delete from kysely_migration where name > ${last}`.execute(storage.db.kysely);
}

export const BENCH_BACKENDS: Record<string, Backend> = { sqlite: sqliteBackend, postgres: postgresBackend };

export interface BenchService {
  name: string;
  base: string;
  apiKey: string;
  pid: number | undefined;
  /** Command names of the servers it uses beside it, whose CPU its runs report (bench/load.ts). */
  companions: readonly string[];
  /** Where the service keeps its accounts (the bench's own database or file). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startService(backendName: string, env: Record<string, string> = {}): Promise<BenchService> {
  const backend = BENCH_BACKENDS[backendName];
  if (!backend) throw new Error(`unknown bench back end "${backendName}" (sqlite, postgres)`);
  const storage: Storage = await backend.open();
  // An older build knows fewer migrations than the ones this checkout ran on the fresh database: it is given the
  // database as far as it knows it (its own migrations are a prefix of these; what later ones added stays, unused).
  if (SERVICE_ROOT !== '.') await forgetMigrationsBeyond(storage, join(SERVICE_ROOT, 'dist/db/migrations.js'));
  // The bench process needs none of the suite's own connections: the service opens its own.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const storageEnv: Record<string, string> = { DATABASE_URL: storage.databaseUrl };
  if (storage.redis) Object.assign(storageEnv, { REDIS_URL: storage.redis.url, REDIS_KEY_PREFIX: storage.redis.keyPrefix });
  let child: ChildProcess | undefined;
  try {
    child = await startProcess(
      [join(SERVICE_ROOT, 'dist/http/server.js')],
      { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', GWAE_EDITION: '', ...storageEnv, ...env },
      `${base}/v1/health`,
    );
    const email = `bench-${Date.now()}@example.com`;
    // The operator's key proves the address, so the paid plan set next keeps it
    // (on an unproven address, a paid plan revokes the keys and mails a link).
    const adminEnv = { ...process.env, DATABASE_URL: storage.databaseUrl };
    const issued = execFileSync(process.execPath, [join(SERVICE_ROOT, 'dist/admin/main.js'), 'key', 'issue', email], { env: adminEnv, encoding: 'utf8' });
    const apiKey = /^(tjk_[A-Za-z0-9_-]{43})$/m.exec(issued)?.[1];
    if (!apiKey) throw new Error(`admin key issue printed no key:\n${issued}`);
    execFileSync(process.execPath, [join(SERVICE_ROOT, 'dist/admin/main.js'), 'plan', 'set', email, 'business', '--monthly', '999999999', '--per-minute', '999999999'], {
      env: adminEnv,
      stdio: 'ignore',
    });
    const running = child;
    return {
      name: backend.name,
      base,
      apiKey,
      pid: running.pid,
      companions: storage.redis ? ['postgres', 'redis-server'] : [],
      databaseUrl: storage.databaseUrl,
      async stop() {
        running.kill();
        await new Promise((resolve) => (running.exitCode !== null ? resolve(null) : running.once('exit', resolve)));
        await storage.cleanup();
      },
    };
  } catch (error) {
    child?.kill();
    await storage.cleanup();
    throw error;
  }
}
