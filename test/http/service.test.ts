import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openRedisLimiter } from '../../src/accounts/perMinuteLimiter.js';
import { openDatabase } from '../../src/db/database.js';
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
  assert.match(body.dependencies.gwaeText.detail, /^tojeong-8x8-2@1\.2\.0: /);
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
