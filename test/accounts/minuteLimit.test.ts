/**
 * "N calls per minute" is N in any sixty seconds (issue 52), in the process
 * and in Redis: a call is let through exactly when fewer than N calls were let
 * through in the sixty seconds before it, so no span of sixty seconds holds
 * more than N — across what a fixed window would call its end too — and a
 * refusal says when the oldest counted call leaves. Times come from the
 * caller's clock, so no test waits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BACKENDS, type Storage } from '../support/storage.js';
import { seededRandom } from '../../scripts/seededRandom.js';
import { MinuteLogs } from '../../src/accounts/minuteLog.js';

const T0 = Date.parse('2026-11-27T01:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
let run = 0;

for (const backend of BACKENDS) {
  describe(`the per-minute limit on ${backend.name}`, () => {
    let storage: Storage;
    before(async () => {
      storage = await backend.open();
    });
    after(async () => {
      await storage?.cleanup();
    });
    const account = (label: string) => `${label}-${++run}`;

    test('10 calls at the end of a minute and 10 just after: the second ten are refused until the first leave the sixty seconds', async () => {
      const id = account('edge');
      for (let i = 0; i < 10; i++) assert.equal((await storage.limiter.hit(id, 10, at(59_000 + i))).allowed, true, `call ${i + 1}`);
      const refused = await storage.limiter.hit(id, 10, at(61_000));
      assert.deepEqual([refused.allowed, refused.used, refused.retryAfterSeconds], [false, 10, 58], 'the oldest call (at 59.000 s) leaves at 119.000 s');
      assert.equal((await storage.limiter.hit(id, 10, at(118_999))).allowed, false, 'one millisecond before');
      const next = await storage.limiter.hit(id, 10, at(119_000));
      assert.deepEqual([next.allowed, next.used], [true, 10], 'sixty seconds after the oldest, one call more');
      assert.equal((await storage.limiter.hit(id, 10, at(119_000))).allowed, false, 'and only one: the second call of 59.001 s still counts');
    });

    test('any sixty seconds: 2,000 calls at seeded random instants, each let through exactly when fewer than N were let through in the minute before it', async () => {
      for (const limit of [10, 60, 120]) {
        const id = account(`walk-${limit}`);
        const random = seededRandom(20261128 + limit);
        const allowedAt: number[] = [];
        let t = 0;
        for (let i = 0; i < 2000; i++) {
          // Bursts and pauses: mostly a few ms apart, sometimes seconds, now and then most of a minute.
          const step = random();
          t += step < 0.8 ? Math.floor(random() * 50) : step < 0.98 ? Math.floor(random() * 5000) : Math.floor(random() * 55_000);
          const before = allowedAt.filter((a) => a > t - 60_000).length;
          const verdict = await storage.limiter.hit(id, limit, at(t));
          assert.equal(verdict.allowed, before < limit, `call ${i + 1} at ${t} ms with ${before} in the minute before (limit ${limit})`);
          assert.equal(verdict.used, verdict.allowed ? before + 1 : before);
          if (verdict.allowed) allowedAt.push(t);
          else assert.equal(verdict.retryAfterSeconds, Math.max(1, Math.ceil((allowedAt.filter((a) => a > t - 60_000)[0]! + 60_000 - t) / 1000)));
        }
        // The claim itself: no half-open span of sixty seconds holds more than the limit.
        for (let i = 0; i < allowedAt.length; i++) {
          const inSpan = allowedAt.filter((a) => a >= allowedAt[i]! && a < allowedAt[i]! + 60_000).length;
          assert.ok(inSpan <= limit, `${inSpan} calls in the minute from ${allowedAt[i]} ms (limit ${limit})`);
        }
        assert.ok(allowedAt.length > limit * 3, 'the walk let many minutes of calls through');
      }
    });

    test('a burst of 300 concurrent hits under a limit of 120: exactly 120 let through', async () => {
      const id = account('burst');
      const verdicts = await Promise.all(Array.from({ length: 300 }, () => storage.limiter.hit(id, 120, at(5_000))));
      assert.equal(verdicts.filter((v) => v.allowed).length, 120);
      assert.deepEqual([...new Set(verdicts.filter((v) => v.allowed).map((v) => v.used))].length, 120, 'each counted once');
    });

    test('giveBack takes back the call its ticket names, once; a second process sharing the store counts in the same log', async () => {
      const id = account('give-back');
      const first = await storage.limiter.hit(id, 2, at(0));
      await storage.limiter.hit(id, 2, at(30_000));
      assert.equal((await storage.limiter.hit(id, 2, at(31_000))).allowed, false);
      await storage.limiter.giveBack(id, first.ticket!);
      await storage.limiter.giveBack(id, first.ticket!);
      const again = await storage.limiter.hit(id, 2, at(31_000));
      assert.deepEqual([again.allowed, again.used, again.retryAfterSeconds], [true, 2, 59], 'the call at 0 s is gone: the oldest is the one at 30 s');
      assert.equal((await storage.limiter.hit(id, 2, at(31_000))).allowed, false, 'one given back, one more let in');
      if (backend.name.includes('Redis')) {
        const other = await storage.newLimiter();
        assert.equal((await other.hit(id, 2, at(31_500))).allowed, false, 'the second process sees the first one\'s calls');
        assert.equal((await other.hit(id, 2, at(90_000))).allowed, true, 'and their ageing');
      }
    });
  });
}

test('a plan with a very high limit under load (as the bench key has): 600,000 calls at 5,000 a second cost the process log little per call', () => {
  const logs = new MinuteLogs();
  const started = performance.now();
  let allowed = 0;
  for (let i = 0; i < 600_000; i++) if (logs.hit('busy', 1_000_000_000, T0 + i / 5).allowed) allowed++;
  const ms = performance.now() - started;
  console.log(`600,000 hits of one key, 300,000 in its last minute: ${ms.toFixed(0)} ms`);
  assert.equal(allowed, 600_000);
  assert.equal(logs.hit('busy', 300_000, T0 + 120_000).used, 300_000, 'the last minute holds 300,000 calls, the limit');
  assert.ok(ms < 3000, `${ms.toFixed(0)} ms`);
});

test('why not GCRA: with a burst of N over sixty seconds it lets 2N − 1 calls through within one minute (docs/keys-and-limits.md)', () => {
  for (const limit of [10, 60, 120]) {
    // The generic cell rate algorithm: one theoretical arrival time; emission interval 60/N s, burst N (tolerance 60 s − 60/N s).
    const interval = 60_000 / limit;
    const tolerance = 60_000 - interval;
    let tat = 0;
    const allowedAt: number[] = [];
    for (let t = 0; t < 60_000; t += 10) {
      for (let tries = 0; tries < limit; tries++) {
        if (t < tat - tolerance) break;
        tat = Math.max(tat, t) + interval;
        allowedAt.push(t);
      }
    }
    assert.equal(allowedAt.length, 2 * limit - 1, `GCRA with N = ${limit} in the first sixty seconds`);
    // The sliding log, asked the same: N.
    const logs = new MinuteLogs();
    let logged = 0;
    for (let t = 0; t < 60_000; t += 10) for (let tries = 0; tries < limit; tries++) if (logs.hit('gcra', limit, T0 + t).allowed) logged++;
    assert.equal(logged, limit);
  }
});
