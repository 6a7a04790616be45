/**
 * The per-minute limiter when its Redis goes away and comes back: counting
 * falls back to the process (limits still hold, nothing fails), the loss and
 * the return are reported once each, and counting returns to Redis.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { openRedisLimiter, type PerMinuteLimiter } from '../../src/accounts/perMinuteLimiter.js';
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
      return await client.get(`fallback-test:per-minute:${account}`);
    } finally {
      client.disconnect();
    }
  };
  assert.deepEqual((await limiter.hit('before', 5)).allowed, true);
  assert.equal(await counted('before'), '1', 'counted in Redis');

  await redis.stop();
  await until('the limiter notices', () => events.length > 0);
  assert.deepEqual(events, ['warn: Redis connection lost: per-minute limits are counted in this process until it is back']);
  assert.equal(await pings(limiter), false, 'health sees Redis down');
  const verdicts = [];
  for (let i = 0; i < 4; i++) verdicts.push((await limiter.hit('during', 3)).allowed);
  assert.deepEqual(verdicts, [true, true, true, false], 'the limit of 3 still holds, counted in the process');

  await redis.start();
  await until('the limiter reconnects', () => pings(limiter));
  assert.equal(events[1], 'info: Redis is back: per-minute limits are shared again');
  assert.equal(events.length, 2, 'the loss and the return are reported once each');
  assert.equal((await limiter.hit('after', 5)).allowed, true);
  assert.equal(await counted('after'), '1', 'counted in Redis again');
});
