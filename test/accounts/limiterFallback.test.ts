/**
 * The per-minute limiter when its Redis goes away and comes back: counting
 * falls back to the process (limits still hold, nothing fails), the loss and
 * the return are reported once each, and counting returns to Redis.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { openRedisLimiter, type PerMinuteLimiter, REDIS_COMMAND_TIMEOUT_MS } from '../../src/accounts/perMinuteLimiter.js';
import { startFreezableProxy } from '../support/freezableProxy.js';
import { type OwnRedis, startOwnRedis } from '../support/redisServer.js';

const WAIT_LIMIT_MS = 15_000;

async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${WAIT_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pings = async (limiter: PerMinuteLimiter): Promise<boolean> => limiter.ping().then(() => true, () => false);

let redis: OwnRedis;
let limiter: PerMinuteLimiter;
const events: string[] = [];

before(async () => {
  redis = await startOwnRedis();
  limiter = await openRedisLimiter(redis.url, 'fallback-test:', {
    warn: (_details, message) => events.push(`warn: ${message}`),
    info: (_details, message) => events.push(`info: ${message}`),
  });
});
after(async () => {
  await limiter?.close();
  await redis?.stop();
});

test('Redis stops: every hit is still answered and the limit holds in the process; Redis returns: counting goes back to it', async () => {
  const counted = async (account: string): Promise<string | null> => {
    const client = new Redis(redis.url);
    try {
      return String(await client.zcard(`fallback-test:per-minute:${account}`));
    } finally {
      client.disconnect();
    }
  };
  assert.deepEqual((await limiter.hit('before', 5, new Date())).allowed, true);
  assert.equal(await counted('before'), '1', 'counted in Redis');

  await redis.stop();
  await until('the limiter notices', () => events.length > 0);
  assert.deepEqual(events, ['warn: Redis connection lost: per-minute limits are counted in this process until it is back']);
  assert.equal(await pings(limiter), false, 'health sees Redis down');
  const verdicts = [];
  for (let i = 0; i < 4; i++) verdicts.push((await limiter.hit('during', 3, new Date())).allowed);
  assert.deepEqual(verdicts, [true, true, true, false], 'the limit of 3 still holds, counted in the process');

  await redis.start();
  await until('the limiter reconnects', () => pings(limiter));
  assert.equal(events[1], 'info: Redis is back: per-minute limits are shared again');
  assert.equal(events.length, 2, 'the loss and the return are reported once each');
  assert.equal((await limiter.hit('after', 5, new Date())).allowed, true);
  assert.equal(await counted('after'), '1', 'counted in Redis again');
});

test('a silent Redis (a proxy that stops passing bytes): each hit within 300 ms of normal, the breaker counts in the process, and Redis counts again once it answers', async () => {
  const proxy = await startFreezableProxy({ host: '127.0.0.1', port: redis.port });
  const seen: string[] = [];
  const silent = await openRedisLimiter(`redis://127.0.0.1:${proxy.port}`, 'silent-test:', {
    warn: (_details, message) => seen.push(`warn: ${message}`),
    info: (_details, message) => seen.push(`info: ${message}`),
  });
  try {
    const timed = async (account: string, limit: number) => {
      const started = performance.now();
      const verdict = await silent.hit(account, limit, new Date());
      return { ms: performance.now() - started, allowed: verdict.allowed };
    };
    const normal: number[] = [];
    for (let i = 0; i < 20; i++) normal.push((await timed('normal', 1000)).ms);
    const normalMs = Math.max(...normal);

    proxy.freeze();
    const during: { ms: number; allowed: boolean }[] = [];
    for (let i = 0; i < 40; i++) during.push(await timed('silent', 30));
    const slowest = Math.max(...during.map((d) => d.ms));
    const afterBreaker = Math.max(...during.slice(2).map((d) => d.ms));
    console.log(
      `silent Redis: normal hit at most ${normalMs.toFixed(1)} ms; while silent the first two ${during
        .slice(0, 2)
        .map((d) => `${d.ms.toFixed(0)} ms`)
        .join(', ')}, then at most ${afterBreaker.toFixed(1)} ms (breaker open)`,
    );
    assert.ok(slowest < normalMs + 300, `slowest hit ${slowest.toFixed(0)} ms, normal ${normalMs.toFixed(0)} ms`);
    assert.deepEqual(during.map((d) => d.allowed), [...Array(30).fill(true), ...Array(10).fill(false)], 'the limit of 30 holds, counted in the process');
    assert.equal(seen.filter((e) => e.startsWith('warn: Redis does not answer')).length, 1);

    proxy.thaw();
    // The health check's ping closes the breaker as it succeeds: once health says "ok", the very next
    // hit is shared (the reliability suite's db-fault check once caught a hit counted here, between the
    // health check seeing Redis and the background probe's next round, up to a second later).
    await until('health sees Redis answer', () => pings(silent));
    assert.ok(seen.some((e) => e.startsWith('info: Redis answers again')), 'the return is reported');
    assert.equal((await silent.hit('back', 5, new Date())).allowed, true);
    const client = new Redis(redis.url);
    try {
      assert.equal(await client.zcard('silent-test:per-minute:back'), 1, 'counted in Redis again');
    } finally {
      client.disconnect();
    }
  } finally {
    proxy.thaw();
    await silent.close();
    await proxy.close();
  }
});

test('a silent Redis under a busy account (its calls in blocks): a hit waits for one command timeout at most, never for a give-back before it', async () => {
  // The reliability suite's silence check caught a call of 305 ms: the block's give-back went first and, sent
  // by auto-pipelining, the hit's script waited behind it — two timeouts in a row.
  const proxy = await startFreezableProxy({ host: '127.0.0.1', port: redis.port });
  const busy = await openRedisLimiter(`redis://127.0.0.1:${proxy.port}`, 'silent-busy-test:', { warn: () => {}, info: () => {} });
  try {
    const hits = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        assert.equal((await busy.hit('busy', 1_000_000_000, new Date())).allowed, true);
        times.push(performance.now() - started);
        // A millisecond apart, so that a block's 100 ms run out within the silence.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return Math.max(...times);
    };
    await hits(150);
    proxy.freeze();
    const slowest = await hits(200);
    console.log(`silent Redis, busy account: the slowest hit ${slowest.toFixed(0)} ms (command timeout ${REDIS_COMMAND_TIMEOUT_MS} ms)`);
    assert.ok(slowest < REDIS_COMMAND_TIMEOUT_MS + 100, `slowest hit ${slowest.toFixed(0)} ms: more than one command timeout`);
  } finally {
    proxy.thaw();
    await busy.close();
    await proxy.close();
  }
});
