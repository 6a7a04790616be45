/**
 * The specification's Limits, called for real by a client written strictly to
 * it (issue 52), on both back ends: for Sandbox, Starter and Growth, "N per
 * minute" as N calls in any sixty seconds — across the instant where a fixed
 * window would start again, in parallel bursts — and the month's calls spent
 * by making them, until 429 QUOTA_EXCEEDED; X-RateLimit-Remaining-Month on
 * every answer. The clock is moved by hand, so a minute costs no wait. The
 * other rules are test/http/specConformance.test.ts; a departure either
 * observes must be a row of docs/decisions.md (test/support/specDepartures.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { runAdminCommand } from '../../src/admin/commands.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { assertError, handClock, SPEC_VERSION } from '../support/specDepartures.js';
import { type TestApp, testApp } from './helpers.js';

/** The Plans table of the specification: calls per month and per minute. */
const SPEC_PLANS = [
  ['sandbox', 300, 10],
  ['starter', 1000, 60],
  ['growth', 4000, 120],
] as const;
const CHAR_URL = `/v1/name/char/${encodeURIComponent('洪')}`;

for (const backend of BACKENDS) {
  describe(`the specification's limits, called for real, on ${backend.name}`, () => {
    let storage: Storage;
    let app: TestApp;
    const clock = handClock('2026-11-27T01:00:00Z');
    let accounts = 0;

    before(async () => {
      storage = await backend.open();
      app = await testApp({ db: storage.db, limiter: storage.limiter, clock });
    });
    after(async () => {
      await app?.close();
      await storage?.cleanup();
    });

    /** A key of `plan`: Sandbox by key request (rule 4), a paid plan as rule 5 has it today — set by the operator on e-mail request. */
    async function keyOf(plan: string): Promise<string> {
      const email = `limits-${plan}-${++accounts}@example.com`;
      if (plan === 'sandbox') {
        const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: `10.52.0.${accounts}` });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().version, SPEC_VERSION);
        return res.json().data.apiKey;
      }
      const issued = (await runAdminCommand(app.admin, ['key', 'issue', email], clock.now())).match(/tjk_[A-Za-z0-9_-]{43}/)![0];
      await runAdminCommand(app.admin, ['plan', 'set', email, plan], clock.now());
      return issued;
    }

    const call = (apiKey: string, options: InjectOptions = { method: 'GET', url: CHAR_URL }) => app.inject({ ...options, headers: { 'x-api-key': apiKey } });
    /** `size` calls at one instant, all in flight together. */
    const burst = (apiKey: string, size: number) => Promise.all(Array.from({ length: size }, () => call(apiKey)));
    const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
    const remaining = (answers: { statusCode: number; headers: Record<string, unknown> }[]) =>
      answers.filter((a) => a.statusCode === 200).map((a) => Number(a.headers['x-ratelimit-remaining-month'])).sort((a, b) => b - a);
    const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);

    for (const [plan, monthly, perMinute] of SPEC_PLANS) {
      test(`${plan}: ${perMinute} calls in any sixty seconds, across a window's end and in parallel bursts; ${monthly} calls a month, each made, then 429 QUOTA_EXCEEDED`, async () => {
        const apiKey = await keyOf(plan);
        clock.advance(3_600_000);
        const started = clock.now().getTime();
        const first = await call(apiKey);
        assert.equal(first.statusCode, 200, first.body);
        assert.equal(first.headers['x-ratelimit-remaining-month'], String(monthly - 1));

        // 58 s later, a burst of N + 5: the minute holds N, the first call included.
        clock.advance(58_000);
        const late = await burst(apiKey, perMinute + 5);
        assert.deepEqual(statuses(late), [...Array(perMinute - 1).fill(200), ...Array(6).fill(429)], 'N calls in the minute, then 429');
        for (const refused of late.filter((a) => a.statusCode === 429)) {
          assertError(refused, 429, 'RATE_LIMIT', `call ${perMinute + 1} of a minute`);
          assert.equal(refused.headers['retry-after'], '2', 'the first call is sixty seconds old in 2 s');
          assert.ok(refused.headers['x-ratelimit-remaining-month'] !== undefined, 'X-RateLimit-Remaining-Month on a 429 too');
        }
        assert.deepEqual(remaining(late), range(monthly - 2, perMinute - 1), 'each 200 says the calls left this month, each once');

        // 61 s after the first call (where a fixed window from it would start again): only the first call has left the sixty seconds.
        clock.advance(3_000);
        const across = await burst(apiKey, perMinute);
        assert.deepEqual(statuses(across), [200, ...Array(perMinute - 1).fill(429)], `across the window's end: ${perMinute - 1} calls of the last sixty seconds leave room for 1`);
        const refused = across.find((a) => a.statusCode === 429)!;
        assert.equal(refused.headers['retry-after'], '57', 'the burst at 58 s is sixty seconds old at 118 s');

        // 118 s after the first: the burst of 58 s has left; the call of 61 s has not.
        clock.advance(57_000);
        assert.deepEqual(statuses(await burst(apiKey, perMinute)), [...Array(perMinute - 1).fill(200), 429]);
        let used = 2 * perMinute;
        assert.equal(clock.now().getTime() - started, 118_000);

        // The rest of the month, by calls: a burst of N a minute.
        while (used < monthly) {
          clock.advance(60_000);
          const size = Math.min(perMinute, monthly - used);
          const answers = await burst(apiKey, size);
          assert.deepEqual(statuses(answers), Array(size).fill(200), `calls ${used + 1} to ${used + size} of the month`);
          assert.deepEqual(remaining(answers), range(monthly - used - 1, size));
          used += size;
        }
        clock.advance(60_000);
        const over = await call(apiKey);
        assertError(over, 429, 'QUOTA_EXCEEDED', `call ${monthly + 1} of a month`);
        assert.equal(over.headers['x-ratelimit-remaining-month'], '0');
        assert.ok(Number(over.headers['retry-after']) > 0);
        // A burst past the quota: every call refused, none counted.
        assert.deepEqual(statuses(await burst(apiKey, 5)), Array(5).fill(429));
      });
    }
  });
}
