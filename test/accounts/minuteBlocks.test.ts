/**
 * The minute's calls in blocks (src/accounts/minuteBlocks.ts) on the log
 * shared in Redis: a busy account far from its limit takes a block its
 * process hands out without a round trip, the limit still holds in any sixty
 * seconds over two processes, near the limit nothing is held, and what a
 * block did not hand out goes back — or, when its process dies, ages out.
 * Times come from the caller's clock, so no test waits.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { Redis } from 'ioredis';
import { seededRandom } from '../../scripts/seededRandom.js';
import { MINUTE_BLOCK_MS, MINUTE_FIRST_EXTRA, MINUTE_FLOOR, MINUTE_MAX_EXTRA } from '../../src/accounts/minuteBlocks.js';
import { openRedisLimiter, type PerMinuteLimiter } from '../../src/accounts/perMinuteLimiter.js';
import { TEST_REDIS_URL } from '../support/storage.js';

const T0 = Date.parse('2026-11-27T01:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const prefix = `tojeong-test:blocks-${randomBytes(4).toString('hex')}:`;
const redis = new Redis(TEST_REDIS_URL);
const opened: PerMinuteLimiter[] = [];
let run = 0;

after(async () => {
  await Promise.all(opened.map((l) => l.close()));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

async function limiter(): Promise<PerMinuteLimiter> {
  const opening = await openRedisLimiter(TEST_REDIS_URL, prefix);
  opened.push(opening);
  return opening;
}
const account = (label: string) => `${label}-${++run}`;
/** What the shared log counts for the account now (its calls and the blocks held). */
const counted = async (id: string) => Number((await redis.get(`${prefix}per-minute:${id}:n`)) ?? 0);

test('a busy account far from its limit takes a block: its next calls come from it, told their places; the log counts the block until the process closes', async () => {
  const process = await limiter();
  const id = account('busy');
  const first = await Promise.all(Array.from({ length: 4 }, () => process.hit(id, 1_000_000, at(0))));
  assert.deepEqual(first.map((v) => v.used), [1, 2, 3, 4]);
  const held = (await counted(id)) - 4;
  assert.equal(held, 8 * 4, 'a new account: eight calls a hit of its turn');
  const next = await Promise.all(Array.from({ length: 10 }, () => process.hit(id, 1_000_000, at(MINUTE_BLOCK_MS))));
  assert.deepEqual(next.map((v) => v.used), [5, 6, 7, 8, 9, 10, 11, 12, 13, 14], 'handed out in order, up to the block’s instant');
  assert.equal(await counted(id), 4 + held, 'no call went to Redis');
  // Past the block's instant: its unused calls go back, and the hit takes a block for the account's pace (10 calls in
  // 101 ms, a block's span: 10), at least MINUTE_FIRST_EXTRA (the account is busy).
  const later = await process.hit(id, 1_000_000, at(MINUTE_BLOCK_MS + 1));
  assert.equal(later.used, 15);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await counted(id), 15 + MINUTE_FIRST_EXTRA);
  // A call of a block given back (a request judged again) takes one back at the block's instant.
  const fromBlock = await process.hit(id, 1_000_000, at(MINUTE_BLOCK_MS + 2));
  assert.equal(fromBlock.used, 16);
  await process.giveBack(id, fromBlock.ticket!);
  assert.equal(await counted(id), 15 + MINUTE_FIRST_EXTRA - 1);
  await process.close();
  assert.equal(await counted(id), 15, 'closed: the calls let through, less the one given back');
});

test('a busy account’s next block is its pace over its last one, for MINUTE_BLOCK_MS, at most MINUTE_MAX_EXTRA', async () => {
  const process = await limiter();
  const id = account('pace');
  await Promise.all(Array.from({ length: 4 }, () => process.hit(id, 1_000_000, at(0))));
  assert.equal(await counted(id), 4 + 32, 'a new account: eight calls a hit of its turn');
  // The block's 32 calls in 2 ms: 1,600 in a block's span.
  await Promise.all(Array.from({ length: 32 }, () => process.hit(id, 1_000_000, at(1))));
  assert.equal(await counted(id), 36, 'all of them from the block');
  await process.hit(id, 1_000_000, at(2));
  assert.equal(await counted(id), 37 + (32 * MINUTE_BLOCK_MS) / 2);
  // Drawn as fast again (1,600 within a millisecond): the cap.
  await Promise.all(Array.from({ length: 1_600 }, () => process.hit(id, 1_000_000, at(3))));
  await process.hit(id, 1_000_000, at(3));
  assert.equal(await counted(id), 37 + 1_600 + 1 + MINUTE_MAX_EXTRA);
  await process.close();
  assert.equal(await counted(id), 37 + 1_600 + 1, 'closed: the calls let through');
});

test('any sixty seconds with blocks: two processes under 5,000 a minute, 40,000 hits at seeded instants; no span holds more than 5,000, and none is refused while the log would have room but for the blocks held', async () => {
  const [a, b] = [await limiter(), await limiter()];
  const id = account('spans');
  const limit = 5_000;
  const random = seededRandom(20261129);
  const allowedAt: number[] = [];
  const refusedAt: number[] = [];
  let t = 0;
  for (let burst = 0; burst < 1_000; burst++) {
    t += random() < 0.9 ? Math.floor(random() * 150) : Math.floor(random() * 4_000);
    const verdicts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 3 ? a : b).hit(id, limit, at(t + (i % 7)))));
    verdicts.forEach((v, i) => (v.allowed ? allowedAt : refusedAt).push(t + (i % 7)));
  }
  allowedAt.sort((x, y) => x - y);
  for (let i = 0, j = 0; i < allowedAt.length; i++) {
    while (allowedAt[j]! < allowedAt[i]! - 59_999) j++;
    assert.ok(i - j + 1 <= limit, `${i - j + 1} calls in the sixty seconds to ${allowedAt[i]} ms`);
  }
  assert.ok(refusedAt.length > 0 && allowedAt.length > 3 * limit, `${allowedAt.length} let through, ${refusedAt.length} refused`);
  // Not stricter than the blocks can explain: a refusal comes with the limit in the sixty seconds and a block's lead before it, less two processes' blocks.
  for (const r of refusedAt) {
    const recent = allowedAt.filter((x) => x > r - 60_000 - MINUTE_BLOCK_MS && x <= r).length;
    // A block is at most 1/64 of the room left: under this limit, fewer calls than MINUTE_MAX_EXTRA.
    assert.ok(recent + 2 * Math.min(MINUTE_MAX_EXTRA, Math.floor(limit / 64)) >= limit, `refused at ${r} ms with ${recent} calls let through before it`);
  }
});

test('near the limit nothing is held: under a limit of MINUTE_FLOOR the log counts exactly the calls let through', async () => {
  const process = await limiter();
  const id = account('floor');
  const verdicts = await Promise.all(Array.from({ length: 1_200 }, () => process.hit(id, MINUTE_FLOOR, at(0))));
  assert.equal(verdicts.filter((v) => v.allowed).length, MINUTE_FLOOR);
  assert.equal(await counted(id), MINUTE_FLOOR);
  const large = account('floor-large');
  // Far from a larger limit blocks are taken; as the count nears it, they stop, and the last calls are counted one by one.
  let allowed = 0;
  for (let round = 0; round < 60; round++) {
    const turn = await Promise.all(Array.from({ length: 50 }, () => process.hit(large, 2_500, at(round))));
    allowed += turn.filter((v) => v.allowed).length;
  }
  await process.close();
  assert.equal(allowed, 2_500, 'every call of the limit, none more');
  assert.equal(await counted(large), 2_500);
});

test('a process killed with a block leaves its unused calls counted until they age out: at most MINUTE_MAX_EXTRA, never a call over the limit', async () => {
  const [dying, other] = [await limiter(), await limiter()];
  const id = account('killed');
  const limit = 3_000;
  let served = 0;
  for (let round = 0; round < 5; round++) served += (await Promise.all(Array.from({ length: 20 }, () => dying.hit(id, limit, at(round))))).length;
  const held = (await counted(id)) - served;
  assert.ok(held > 0 && held <= MINUTE_MAX_EXTRA, `held ${held}`);
  // The dying process is not closed: the other sees its calls and its block, and refuses from limit − held on.
  let allowed = 0;
  for (let round = 0; round < 80; round++) {
    allowed += (await Promise.all(Array.from({ length: 50 }, () => other.hit(id, limit, at(1_000 + round))))).filter((v) => v.allowed).length;
  }
  assert.equal(served + allowed, limit - held);
  // Sixty seconds after the block's instant it has aged out with the dying process's calls: the other's calls are what is counted.
  assert.equal((await other.hit(id, limit, at(60_000 + 5 + MINUTE_BLOCK_MS))).used, allowed + 1);
});
