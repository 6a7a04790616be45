import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openRedisLimiter } from '../../src/accounts/perMinuteLimiter.js';
import { openDatabase } from '../../src/db/database.js';
import { HEALTH_PROBE_MAX_AGE_MS } from '../../src/http/routes/health.js';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

test('GET /v1/health answers 200 with status, version and dependencies', async () => {
  const res = await app.inject({ method: 'GET', url: '/v1/health' });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.status, 'ok');
  assert.equal(body.version, '2026.10.18');
  assert.match(body.service, /^tojeong-api@/);
  assert.equal(body.dependencies.calendar.status, 'ok');
  assert.equal(body.dependencies.hanja.status, 'ok');
  assert.match(body.dependencies.hanja.detail, /^name-hanja@\S+ \(9104 characters\), hanja-readings@/);
  assert.equal(body.dependencies.gwaeText.status, 'ok');
  assert.match(body.dependencies.gwaeText.detail, /^tojeong-8x8-2@1\.3\.0: /);
  assert.deepEqual(body.dependencies.database, { status: 'ok', detail: 'sqlite' });
  assert.deepEqual(body.dependencies.rateLimitStore, { status: 'ok', detail: 'memory (this process)' });
});

test('health: degraded (200) when Redis does not answer, down (503) when the database does not', async () => {
  const deadRedis = await openRedisLimiter('redis://127.0.0.1:1', 'unused:');
  const degraded = await testApp({ limiter: deadRedis });
  try {
    const res = await degraded.inject({ method: 'GET', url: '/v1/health' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'degraded');
    assert.equal(res.json().dependencies.rateLimitStore.status, 'down');
    // Limits still hold, counted in this process.
    assert.equal((await keyed(degraded, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' })).statusCode, 200);
  } finally {
    await degraded.close();
    await deadRedis.close();
  }
  const db = await openDatabase('sqlite::memory:');
  const down = await testApp({ db });
  try {
    await db.close();
    const res = await down.inject({ method: 'GET', url: '/v1/health' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().status, 'down');
    assert.equal(res.json().dependencies.database.status, 'down');
  } finally {
    await down.close();
  }
});

test('health probes the database at most about once a second: 100 rapid calls, 50 of them at once, make at most 2 writes; a probe that found a problem is not kept', async () => {
  const fresh = await testApp();
  try {
    // Rows written on the app's one SQLite connection since it opened: the probe's write is one.
    const writes = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(fresh.db.kysely)).rows[0]!.n);
    const health = () => fresh.inject({ method: 'GET', url: '/v1/health' });
    const before = await writes();
    for (let i = 0; i < 50; i++) assert.equal((await health()).json().status, 'ok');
    const together = await Promise.all(Array.from({ length: 50 }, health));
    assert.ok(together.every((res) => res.statusCode === 200 && res.json().status === 'ok'));
    const made = (await writes()) - before;
    assert.ok(made >= 1 && made <= 2, `${made} writes for 100 health calls`);
    // It still probes: a second later, the next call writes again.
    await sleep(HEALTH_PROBE_MAX_AGE_MS + 100);
    const later = await writes();
    assert.equal((await health()).json().status, 'ok');
    assert.equal((await writes()) - later, 1);
  } finally {
    await fresh.close();
  }
  // Well a moment ago, gone now: down within about a second.
  const db = await openDatabase('sqlite::memory:');
  const going = await testApp({ db });
  try {
    assert.equal((await going.inject({ method: 'GET', url: '/v1/health' })).statusCode, 200);
    await db.close();
    await sleep(HEALTH_PROBE_MAX_AGE_MS + 100);
    const down = await going.inject({ method: 'GET', url: '/v1/health' });
    assert.deepEqual([down.statusCode, down.json().status], [503, 'down']);
    // A probe that found a problem is not kept: each call asks again (and would see the database back at once).
    assert.equal((await going.inject({ method: 'GET', url: '/v1/health' })).statusCode, 503);
  } finally {
    await going.close();
  }
});

test('every response carries a request id, and a sane caller id is kept', async () => {
  const generated = await app.inject({ method: 'GET', url: '/v1/health' });
  assert.match(generated.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/);
  const given = await app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'trace-42' } });
  assert.equal(given.headers['x-request-id'], 'trace-42');
  const insane = await app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'a b\tc' } });
  assert.notEqual(insane.headers['x-request-id'], 'a b\tc');
});

test('an unknown path is 404 NOT_FOUND in the error shape', async () => {
  const res = await app.inject({ method: 'GET', url: '/v1/nothing?x=1' });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), {
    error: { code: 'NOT_FOUND', message: 'no endpoint GET /v1/nothing; the list is at GET /openapi.json' },
  });
});
