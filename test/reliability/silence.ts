/**
 * silence: the outside parties that stop answering without refusing (issue 25),
 * each against the compiled service in a child process, loopback only, with
 * its bound asserted:
 * 1. a frozen PostgreSQL (a proxy in front of it stops passing bytes, as a
 *    SIGSTOPped server or a dead network path would): every keyed call and key
 *    request answered within 3 s (200 or 503 DATABASE_UNAVAILABLE), health
 *    down; thawed, calls 200 again without a restart;
 * 2. a silent Redis (the same proxy in front of a redis-server of the check's
 *    own): keyed calls within 300 ms of their time before; health degraded;
 *    back, health ok;
 * 3. a silent PortOne (a fake on loopback that reads requests and never
 *    answers): every confirmation answered 502 PAYMENT_PROVIDER_ERROR within
 *    10 s, nothing changed, keyed calls unaffected; answering again, the same
 *    payment confirms;
 * 4. a full disk under SQLite (a small tmpfs filled by a file; needs root to
 *    mount, skipped and said so otherwise): writes 503 DATABASE_UNAVAILABLE,
 *    never a 500 or a hang; health not ok; space freed, writes and health ok.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLANS } from '../../src/accounts/plans.js';
import { fakePayment, startFakePortone } from '../support/fakePortone.js';
import { startFreezableProxy } from '../support/freezableProxy.js';
import { startOwnRedis } from '../support/redisServer.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import { canMountDisk, fill, mountSmallDisk, unmountSmallDisk } from '../support/smallDisk.js';
import { postgresBackend, sqliteBackend } from '../support/storage.js';
import { ask, businessAccount, type Check, type CheckResult, describeAnswer, fmt, sleep, storageEnv, Tally, until } from './support.js';

const CHAR_PATH = `/v1/name/char/${encodeURIComponent('洪')}`;
const DB_BOUND_MS = 3000;
const REDIS_MARGIN_MS = 300;
const PROVIDER_BOUND_MS = 10_000;
const RECOVERY_LIMIT_MS = 20_000;

function scale(short: boolean) {
  return short ? { frozenMs: 2500, workers: 4, redisCalls: 40, confirms: 3 } : { frozenMs: 8000, workers: 12, redisCalls: 200, confirms: 8 };
}

/** One request and how long its answer took. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const answer = await ask(url, init);
  return { answer, ms: performance.now() - started };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function frozenPostgres(s: ReturnType<typeof scale>, violations: string[]): Promise<string> {
  const storage = await postgresBackend.open();
  const proxy = await startFreezableProxy({ host: '127.0.0.1', port: Number(new URL(storage.databaseUrl).port || 5432) });
  let service: ServiceProcess | null = null;
  try {
    const viaProxy = new URL(storage.databaseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    service = await startService({ DATABASE_URL: viaProxy.toString() }, { compiled: true });
    const base = service.baseUrl;
    const load = await businessAccount(storage, 1_000_000_000, 1_000_000_000, 'frozen');
    const tally = new Tally();
    let slowest = 0;
    let frozen = false;
    let stop = false;
    let n = 0;
    const worker = async (i: number) => {
      while (!stop) {
        // One worker asks for keys while the database is frozen (refused then, so none counts against the client's three a day).
        const keyRequest = i === 0 && frozen;
        const { answer, ms } = keyRequest
          ? await timed(`${base}/v1/keys/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `frozen-${process.pid}-${++n}@reliability.example` }) })
          : await timed(base + CHAR_PATH, { headers: { 'x-api-key': load.apiKey } });
        if (frozen) {
          tally.add(describeAnswer(answer));
          slowest = Math.max(slowest, ms);
        }
        if (!answer || keyRequest) await sleep(50);
      }
    };
    const running = Array.from({ length: s.workers }, (_, i) => worker(i));
    await sleep(300);
    proxy.freeze();
    frozen = true;
    await sleep(200);
    const health = await timed(`${base}/v1/health`);
    await sleep(s.frozenMs);
    frozen = false;
    proxy.thaw();
    const thawedAt = Date.now();
    const back = await until(async () => (await ask(base + CHAR_PATH, { headers: { 'x-api-key': load.apiKey } }))?.status === 200, RECOVERY_LIMIT_MS);
    const recoveryMs = Date.now() - thawedAt;
    stop = true;
    await Promise.all(running);

    const odd = [...tally.counts.keys()].filter((key) => !['200', '503 DATABASE_UNAVAILABLE'].includes(key));
    if (odd.length > 0) violations.push(`frozen PostgreSQL: answers ${tally} (allowed: 200, 503 DATABASE_UNAVAILABLE; "no answer" is a hang)`);
    if (slowest >= DB_BOUND_MS) violations.push(`frozen PostgreSQL: the slowest answer took ${fmt(Math.round(slowest))} ms (bound ${DB_BOUND_MS} ms)`);
    if (tally.get('503 DATABASE_UNAVAILABLE') === 0) violations.push(`frozen PostgreSQL: no 503 while frozen (${tally}): was it frozen?`);
    const healthSays = health.answer ? `${health.answer.status} ${(health.answer.body as { status?: string }).status}` : 'no answer';
    if (healthSays !== '503 down') violations.push(`frozen PostgreSQL: health said ${healthSays} after ${Math.round(health.ms)} ms (expected 503 down)`);
    if (!back) violations.push(`frozen PostgreSQL: keyed calls not 200 within ${RECOVERY_LIMIT_MS / 1000} s of thawing`);
    if (!service.alive()) violations.push('frozen PostgreSQL: the service process exited');
    return `frozen PostgreSQL ${(s.frozenMs / 1000).toFixed(1)} s: ${fmt(tally.total())} answers (${tally}), slowest ${fmt(Math.round(slowest))} ms (bound ${DB_BOUND_MS}), health ${healthSays} in ${Math.round(health.ms)} ms, 200 again ${recoveryMs} ms after thawing`;
  } finally {
    proxy.thaw();
    await service?.stop();
    await proxy.close();
    await storage.cleanup();
  }
}

async function silentRedis(s: ReturnType<typeof scale>, violations: string[]): Promise<string> {
  const storage = await sqliteBackend.open();
  const redis = await startOwnRedis();
  const proxy = await startFreezableProxy({ host: '127.0.0.1', port: redis.port });
  let service: ServiceProcess | null = null;
  try {
    service = await startService(storageEnv(storage, { url: `redis://127.0.0.1:${proxy.port}`, keyPrefix: `tojeong-silence:${process.pid}:` }), { compiled: true });
    const base = service.baseUrl;
    const load = await businessAccount(storage, 1_000_000_000, 1_000_000_000, 'silent-redis');
    const calls = async (count: number) => {
      const times: number[] = [];
      const tally = new Tally();
      for (let i = 0; i < count; i++) {
        const { answer, ms } = await timed(base + CHAR_PATH, { headers: { 'x-api-key': load.apiKey } });
        tally.add(describeAnswer(answer));
        times.push(ms);
      }
      return { times, tally };
    };
    await calls(20); // warm
    const normal = await calls(s.redisCalls);
    proxy.freeze();
    const silent = await calls(s.redisCalls);
    const health = await ask(`${base}/v1/health`);
    const healthSays = health ? `${health.status} ${(health.body as { status?: string }).status}` : 'no answer';
    proxy.thaw();
    const okAgain = await until(async () => ((await ask(`${base}/v1/health`))?.body as { status?: string } | undefined)?.status === 'ok', RECOVERY_LIMIT_MS);

    const normalMax = Math.max(...normal.times);
    const silentMax = Math.max(...silent.times);
    if (silent.tally.get('200') !== s.redisCalls) violations.push(`silent Redis: keyed calls ${silent.tally} (expected all 200)`);
    if (silentMax > normalMax + REDIS_MARGIN_MS) violations.push(`silent Redis: slowest call ${silentMax.toFixed(0)} ms, normal slowest ${normalMax.toFixed(0)} ms (bound: normal + ${REDIS_MARGIN_MS} ms)`);
    if (healthSays !== '200 degraded') violations.push(`silent Redis: health said ${healthSays} (expected 200 degraded)`);
    if (!okAgain) violations.push(`silent Redis: health not ok within ${RECOVERY_LIMIT_MS / 1000} s of Redis answering again`);
    return (
      `silent Redis: ${s.redisCalls} calls each way, normal p50 ${percentile(normal.times, 50).toFixed(1)} / max ${normalMax.toFixed(1)} ms, ` +
      `silent p50 ${percentile(silent.times, 50).toFixed(1)} / max ${silentMax.toFixed(1)} ms (bound normal max + ${REDIS_MARGIN_MS}); health ${healthSays}, ok again: ${okAgain}`
    );
  } finally {
    proxy.thaw();
    await service?.stop();
    await proxy.close();
    await redis.stop();
    await storage.cleanup();
  }
}

async function silentPortone(s: ReturnType<typeof scale>, violations: string[]): Promise<string> {
  const storage = await sqliteBackend.open();
  const portone = await startFakePortone();
  let service: ServiceProcess | null = null;
  try {
    service = await startService({ ...storageEnv(storage), PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl }, { compiled: true });
    const base = service.baseUrl;
    const buyer = await businessAccount(storage, 1_000_000, 1_000_000, 'silent-portone');
    const email = `payer-${process.pid}@reliability.example`;
    const paymentIds = Array.from({ length: s.confirms }, (_, i) => `silent-${process.pid}-${i}`);
    for (const id of paymentIds) portone.payments.set(id, fakePayment(id, { total: PLANS.starter.priceKrw, customData: { plan: 'starter', email } }));
    portone.mode = 'silent';
    const confirm = (paymentId: string, i: number) =>
      timed(`${base}/v1/billing/confirm`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` }, body: JSON.stringify({ paymentId }) });
    const pending = paymentIds.map((id, i) => confirm(id, i));
    // Keyed calls meanwhile are not held up by the payments waiting on PortOne.
    await sleep(200);
    const during = await timed(base + CHAR_PATH, { headers: { 'x-api-key': buyer.apiKey } });
    const answers = await Promise.all(pending);
    const tally = new Tally();
    for (const a of answers) tally.add(describeAnswer(a.answer));
    const slowest = Math.max(...answers.map((a) => a.ms));
    const changed = await ask(`${base}/v1/billing/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paymentId: paymentIds[0] }) });
    portone.mode = 'ok';
    const afterwards = await ask(`${base}/v1/billing/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paymentId: paymentIds[0] }) });

    if (tally.get('502 PAYMENT_PROVIDER_ERROR') !== s.confirms) violations.push(`silent PortOne: confirmations answered ${tally} (expected all 502 PAYMENT_PROVIDER_ERROR)`);
    if (slowest >= PROVIDER_BOUND_MS) violations.push(`silent PortOne: the slowest confirmation took ${Math.round(slowest)} ms (bound ${PROVIDER_BOUND_MS} ms)`);
    if (during.answer?.status !== 200 || during.ms > 1000) violations.push(`silent PortOne: a keyed call meanwhile got ${describeAnswer(during.answer)} in ${Math.round(during.ms)} ms`);
    if (changed?.code !== 'PAYMENT_PROVIDER_ERROR') violations.push(`silent PortOne: confirming again while silent got ${describeAnswer(changed)} (nothing may have been recorded)`);
    if (afterwards?.status !== 200) violations.push(`silent PortOne answering again: the same payment got ${describeAnswer(afterwards)}`);
    return `silent PortOne: ${s.confirms} concurrent confirmations ${tally}, slowest ${(slowest / 1000).toFixed(2)} s (bound 10 s); a keyed call meanwhile ${describeAnswer(during.answer)} in ${Math.round(during.ms)} ms; answering again: ${describeAnswer(afterwards)}`;
  } finally {
    await service?.stop();
    await portone.close();
    await storage.cleanup();
  }
}

async function fullDisk(violations: string[]): Promise<string> {
  if (!canMountDisk) return 'full disk: skipped (mounting a small tmpfs needs root)';
  const mountPoint = mountSmallDisk('tojeong-reliability-disk-');
  let service: ServiceProcess | null = null;
  try {
    // Each key request from its own client address (X-Forwarded-For, trusted here), so the per-client limit does not stop the writes.
    service = await startService({ DATABASE_URL: `sqlite:${join(mountPoint, 'service.db')}`, TRUST_PROXY: 'true' }, { compiled: true });
    const base = service.baseUrl;
    const keyRequest = (i: number) =>
      timed(`${base}/v1/keys/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ email: `disk-${i}-${'x'.repeat(50)}@reliability.example` }),
      });
    fill(join(mountPoint, 'filler'));
    const tally = new Tally();
    let slowest = 0;
    let refused = false;
    // New accounts and keys need new pages: write until the disk refuses (a few hundred at most on 4 MiB).
    for (let i = 0; i < 3000 && !refused; i++) {
      const { answer, ms } = await keyRequest(i);
      tally.add(describeAnswer(answer));
      slowest = Math.max(slowest, ms);
      refused = answer?.status === 503;
    }
    const health = await ask(`${base}/v1/health`);
    const healthSays = health ? `${health.status} ${(health.body as { status?: string }).status}` : 'no answer';
    rmSync(join(mountPoint, 'filler'));
    const okAgain = await until(async () => ((await ask(`${base}/v1/health`))?.body as { status?: string } | undefined)?.status === 'ok', RECOVERY_LIMIT_MS);
    const written = await keyRequest(60_000);

    const odd = [...tally.counts.keys()].filter((key) => !['200', '503 DATABASE_UNAVAILABLE'].includes(key));
    if (odd.length > 0) violations.push(`full disk: key requests answered ${tally} (allowed: 200, 503 DATABASE_UNAVAILABLE)`);
    if (!refused) violations.push(`full disk: no write was refused (${tally}): was the disk full?`);
    if (slowest >= DB_BOUND_MS) violations.push(`full disk: the slowest key request took ${Math.round(slowest)} ms`);
    if (healthSays === '200 ok' || healthSays === 'no answer') violations.push(`full disk: health said ${healthSays}`);
    if (!okAgain) violations.push(`full disk: health not ok within ${RECOVERY_LIMIT_MS / 1000} s of freeing space`);
    if (written.answer?.status !== 200) violations.push(`full disk freed: a key request got ${describeAnswer(written.answer)}`);
    if (!service.alive()) violations.push('full disk: the service process exited');
    return `full disk (SQLite on a full 4 MiB tmpfs): key requests ${tally}, slowest ${Math.round(slowest)} ms; health ${healthSays}; freed: health ok ${okAgain}, key request ${describeAnswer(written.answer)}`;
  } finally {
    await service?.stop();
    unmountSmallDisk(mountPoint);
  }
}

async function run(short: boolean): Promise<CheckResult> {
  const s = scale(short);
  const violations: string[] = [];
  const lines: string[] = [];
  for (const part of [() => frozenPostgres(s, violations), () => silentRedis(s, violations), () => silentPortone(s, violations), () => fullDisk(violations)]) {
    try {
      lines.push(await part());
    } catch (error) {
      violations.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  }
  return { figures: `silence: ${lines.join('; ')}`, violations };
}

export const silenceCheck: Check = { name: 'silence', run };
