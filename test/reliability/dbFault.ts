/**
 * db-fault: the service on PostgreSQL and on a redis-server of the check's own
 * (on a free port; the machine's shared Redis is never stopped), under load:
 * 1. its database connections terminated again and again (pg_terminate_backend,
 *    its own database and application name): the process lives, every answer
 *    is 200 or 503 DATABASE_UNAVAILABLE;
 * 2. its database refusing connections for a while: health says down (503),
 *    calls are 503 DATABASE_UNAVAILABLE; then back: health ok, calls 200;
 * 3. its Redis killed for a while: health says degraded (200), calls go on,
 *    the per-minute limit holds in the process; Redis back: health ok, and the
 *    window is counted in Redis again.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { POSTGRES_APPLICATION_NAME } from '../../src/db/database.js';
import { startOwnRedis, type OwnRedis } from '../support/redisServer.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import { postgresBackend, type Storage, TEST_POSTGRES_URL } from '../support/storage.js';
import { ask, businessAccount, type Check, type CheckResult, describeAnswer, fmt, seconds, sleep, storageEnv, Tally, until } from './support.js';

const CHAR_PATH = `/v1/name/char/${encodeURIComponent('洪')}`;
const NOTICE_LIMIT_MS = 10_000;
const RECOVERY_LIMIT_MS = 20_000;

type Phase = 'steady' | 'cuts' | 'outage' | 'recovered' | 'redis-down' | 'redis-back';

function scale(short: boolean) {
  return short ? { workers: 8, cuts: 3, outageMs: 2000, redisDownMs: 2000 } : { workers: 16, cuts: 10, outageMs: 5000, redisDownMs: 5000 };
}

async function run(short: boolean): Promise<CheckResult> {
  const s = scale(short);
  const violations: string[] = [];
  const storage: Storage = await postgresBackend.open();
  const databaseName = new URL(storage.databaseUrl).pathname.slice(1);
  const maintenance = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await maintenance.connect();
  let redis: OwnRedis | null = null;
  let service: ServiceProcess | null = null;
  try {
    redis = await startOwnRedis();
    const keyPrefix = `tojeong-reliability:${process.pid}:`;
    service = await startService(storageEnv(storage, { url: redis.url, keyPrefix }), { compiled: true });
    const base = service.baseUrl;
    const load = await businessAccount(storage, 1_000_000_000, 1_000_000_000, 'dbfault');

    const terminate = async (): Promise<number> => {
      const { rows } = await maintenance.query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [databaseName, POSTGRES_APPLICATION_NAME],
      );
      return rows[0].n as number;
    };

    let phase: Phase = 'steady';
    const calls = new Map<Phase, Tally>();
    const health = new Map<Phase, Tally>();
    const tallyOf = (map: Map<Phase, Tally>) => map.get(phase) ?? map.set(phase, new Tally()).get(phase)!;
    let lastHealth = '';
    let stop = false;

    const worker = async () => {
      while (!stop) {
        const answer = await ask(base + CHAR_PATH, { headers: { 'x-api-key': load.apiKey } });
        tallyOf(calls).add(describeAnswer(answer));
        if (!answer) await sleep(20);
      }
    };
    const healthPoller = async () => {
      while (!stop) {
        const answer = await ask(`${base}/v1/health`);
        lastHealth = answer ? `${answer.status} ${(answer.body as { status?: string }).status}` : 'no answer';
        tallyOf(health).add(lastHealth);
        await sleep(100);
      }
    };
    const running = [...Array.from({ length: s.workers }, worker), healthPoller()];
    await sleep(500);

    // 1. Connections cut under load.
    phase = 'cuts';
    let terminated = 0;
    for (let i = 0; i < s.cuts; i++) {
      terminated += await terminate();
      await sleep(300 + Math.random() * 300);
    }

    // 2. The database refusing connections.
    phase = 'outage';
    await maintenance.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    terminated += await terminate();
    const outageSeen = await until(() => lastHealth === '503 down', NOTICE_LIMIT_MS);
    if (!outageSeen) violations.push(`database refusing connections: health never said "503 down" (last: ${lastHealth})`);
    await sleep(s.outageMs);
    await maintenance.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    const backAt = Date.now();
    phase = 'recovered';
    const healthBack = await until(() => lastHealth === '200 ok', RECOVERY_LIMIT_MS);
    const dbRecoveryMs = Date.now() - backAt;
    if (!healthBack) violations.push(`database back: health not "200 ok" within ${seconds(RECOVERY_LIMIT_MS)} (last: ${lastHealth})`);
    const callBack = await ask(base + CHAR_PATH, { headers: { 'x-api-key': load.apiKey } });
    if (callBack?.status !== 200) violations.push(`database back: a keyed call gets ${describeAnswer(callBack)}`);

    // Stragglers of the outage (waiting up to 1 s for a connection, 1.2 s for a query) are answered before the next phase.
    await sleep(1000);

    // 3. Redis killed, then back.
    const minuteLimit = 5;
    const window = async (label: string) => {
      const account = await businessAccount(storage, 1_000_000, minuteLimit, 'window');
      const tally = new Tally();
      for (let i = 0; i < minuteLimit + 3; i++) tally.add(describeAnswer(await ask(base + CHAR_PATH, { headers: { 'x-api-key': account.apiKey } })));
      if (tally.get('200') !== minuteLimit || tally.get('429 RATE_LIMIT') !== 3) {
        violations.push(`${label}: ${minuteLimit} a minute, ${minuteLimit + 3} calls → ${tally}`);
      }
      return account;
    };
    phase = 'redis-down';
    await redis.stop();
    const degradedSeen = await until(() => lastHealth === '200 degraded', NOTICE_LIMIT_MS);
    if (!degradedSeen) violations.push(`Redis stopped: health never said "200 degraded" (last: ${lastHealth})`);
    await window('per-minute limit with Redis down (counted in the process)');
    await sleep(s.redisDownMs);
    await redis.start();
    const redisBackAt = Date.now();
    phase = 'redis-back';
    const redisBack = await until(() => lastHealth === '200 ok', RECOVERY_LIMIT_MS);
    const redisRecoveryMs = Date.now() - redisBackAt;
    if (!redisBack) violations.push(`Redis back: health not "200 ok" within ${seconds(RECOVERY_LIMIT_MS)} (last: ${lastHealth})`);
    const shared = await window('per-minute limit with Redis back');
    const client = new Redis(redis.url);
    // The account's sliding log of the last minute (a sorted set since issue 52): the window's calls are in it.
    const inRedis = await client.zcard(`${keyPrefix}per-minute:${shared.id}`).finally(() => client.disconnect());
    if (inRedis === 0) violations.push('Redis back: the per-minute window is not counted in Redis');

    stop = true;
    await Promise.all(running);

    // Every answer must be a documented one for its phase.
    const allowedCalls: Record<Phase, string[]> = {
      steady: ['200'],
      cuts: ['200', '503 DATABASE_UNAVAILABLE'],
      outage: ['200', '503 DATABASE_UNAVAILABLE'],
      recovered: ['200', '503 DATABASE_UNAVAILABLE'],
      'redis-down': ['200'],
      'redis-back': ['200'],
    };
    const allowedHealth: Record<Phase, string[]> = {
      steady: ['200 ok'],
      cuts: ['200 ok', '503 down'],
      outage: ['200 ok', '503 down'],
      recovered: ['200 ok', '503 down'],
      'redis-down': ['200 ok', '200 degraded'],
      'redis-back': ['200 ok', '200 degraded'],
    };
    for (const [map, allowed, what] of [
      [calls, allowedCalls, 'keyed calls'],
      [health, allowedHealth, 'health'],
    ] as const) {
      for (const [p, tally] of map) {
        const odd = [...tally.counts.keys()].filter((key) => !allowed[p].includes(key));
        if (odd.length > 0) violations.push(`${what} while ${p}: ${tally} (allowed: ${allowed[p].join(', ')})`);
      }
    }
    if (!service.alive()) violations.push('the service process exited');

    const all = new Tally();
    for (const tally of calls.values()) for (const [key, n] of tally.counts) for (let i = 0; i < n; i++) all.add(key);
    return {
      figures:
        `db-fault (PostgreSQL + own redis-server): ${s.cuts} cuts + 1 outage of ${seconds(s.outageMs)} (${terminated} connections terminated), ` +
        `${fmt(all.total())} keyed calls (${all}); health down→ok in ${seconds(dbRecoveryMs)} after the database came back; ` +
        `Redis down ${seconds(s.redisDownMs)}: health degraded, limit held in process, ok again in ${seconds(redisRecoveryMs)}; process alive: ${service.alive()}`,
      violations,
    };
  } finally {
    await maintenance.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
    await maintenance.end();
    await service?.stop();
    await redis?.stop();
    await storage.cleanup();
  }
}

export const dbFaultCheck: Check = { name: 'db-fault', run };
