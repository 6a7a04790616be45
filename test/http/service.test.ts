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
  assert.match(body.dependencies.gwaeText.detail, /^tojeong-8x8-2@1\.0\.0: /);
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

test('GET /openapi.json is an OpenAPI 3.1 document of every route with its errors', async () => {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info.version, '2026.10.18');
  assert.deepEqual(Object.keys(doc.paths).sort(), [
    '/keys/confirm',
    '/v1/billing/confirm',
    '/v1/billing/plans',
    '/v1/billing/webhook',
    '/v1/health',
    '/v1/keys/confirm',
    '/v1/keys/request',
    '/v1/name/analyze',
    '/v1/name/char/{hanja}',
    '/v1/tojeong/gwae',
    '/v1/tojeong/gwae/{id}',
  ]);
  const post = doc.paths['/v1/tojeong/gwae'].post;
  assert.deepEqual(Object.keys(post.responses).sort(), ['200', '400', '401', '403', '422', '429', '500', '503']);
  assert.equal(post.responses['503'].description, 'Error: DATABASE_UNAVAILABLE');
  assert.match(post.responses['400'].description, /BAD_BIRTH/);
  assert.deepEqual(post.requestBody.content['application/json'].schema.required, ['birth']);
  assert.equal(post.requestBody.content['application/json'].schema.additionalProperties, false);
  const get = doc.paths['/v1/tojeong/gwae/{id}'].get;
  assert.deepEqual(Object.keys(get.responses).sort(), ['200', '304', '400', '401', '403', '404', '429', '500', '503']);
  assert.equal(get.responses['503'].description, 'Error: CORPUS_UNAVAILABLE, DATABASE_UNAVAILABLE');
  assert.ok(get.parameters.some((p: { name: string; in: string }) => p.name === 'if-none-match' && p.in === 'header'));
  assert.equal(get.parameters.find((p: { name: string }) => p.name === 'id').schema.pattern, '^[1-8][1-6][1-3]$');
  const keyRequest = doc.paths['/v1/keys/request'].post;
  assert.deepEqual(Object.keys(keyRequest.responses).sort(), ['200', '202', '400', '429', '500', '503']);
  assert.deepEqual(keyRequest.responses['202'].content['application/json'].schema.properties.data.required, ['delivery', 'expiresAt']);
  assert.equal(keyRequest.responses['503'].description, 'Error: MAIL_NOT_SENT, DATABASE_UNAVAILABLE');
  assert.ok(keyRequest.responses['503'].headers['Retry-After']);
  assert.match(keyRequest.responses['429'].description, /^Error: RATE_LIMIT \(/);
  assert.ok(keyRequest.responses['429'].headers['Retry-After']);
  assert.equal(keyRequest.requestBody.content['application/json'].schema.properties.email['x-storable-text'], true);
  const keyConfirm = doc.paths['/v1/keys/confirm'].post;
  assert.deepEqual(Object.keys(keyConfirm.responses).sort(), ['200', '400', '404', '409', '410', '500', '503']);
  assert.equal(keyConfirm.responses['503'].description, 'Error: DATABASE_UNAVAILABLE');
  for (const [status, code] of [['404', 'TOKEN_UNKNOWN'], ['409', 'TOKEN_USED'], ['410', 'TOKEN_EXPIRED']]) assert.match(keyConfirm.responses[status!].description, new RegExp(code!));
  const page = doc.paths['/keys/confirm'].get;
  assert.deepEqual(page.responses['200'].content, { 'text/html': { schema: { type: 'string' } } });
  const confirm = doc.paths['/v1/billing/confirm'].post;
  assert.deepEqual(confirm.responses['200'].content['application/json'].schema.properties.data.properties.keyDelivery.enum, ['kept', 'email', 'not-sent']);
  assert.deepEqual(Object.keys(confirm.responses).sort(), ['200', '400', '422', '500', '502', '503']);
  assert.match(confirm.responses['422'].description, /PAYMENT_NOT_PAID, AMOUNT_MISMATCH, PAYMENT_DATA_INVALID/);
  assert.equal(confirm.responses['503'].description, 'Error: PAYMENT_NOT_READY, DATABASE_UNAVAILABLE');
  assert.match(doc.info.description, /405 METHOD_NOT_ALLOWED with `Allow`/);
  assert.match(doc.info.description, /query parameter the endpoint does not list is 400 BAD_INPUT/);
  // The same text as the plan list's payment.customData (one constant, src/billing/confirm.ts).
  assert.match(confirm.description, /customData `\{"plan": "starter" \| "growth", "email": "<account e-mail>"\}`/);
  const webhook = doc.paths['/v1/billing/webhook'].post;
  assert.match(webhook.responses['400'].description, /WEBHOOK_SIGNATURE_MISSING, WEBHOOK_SIGNATURE_INVALID, WEBHOOK_TIMESTAMP_STALE, BAD_INPUT/);
  assert.deepEqual(
    webhook.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name),
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
  );
});

test('the OpenAPI document marks exactly the keyed endpoints with the X-API-Key scheme and the quota header', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  assert.deepEqual(doc.components.securitySchemes.apiKey, {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: doc.components.securitySchemes.apiKey.description,
  });
  const keyed: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown; responses: Record<string, { headers?: Record<string, unknown> }> }>>)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!op.security) continue;
      keyed.push(`${method.toUpperCase()} ${path}`);
      assert.deepEqual(op.security, [{ apiKey: [] }]);
      assert.ok(op.responses['200']!.headers!['X-RateLimit-Remaining-Month'], path);
      assert.ok(op.responses['429']!.headers!['Retry-After'], path);
      assert.match(String((op.responses['429'] as { description?: string }).description), /RATE_LIMIT, QUOTA_EXCEEDED/);
    }
  }
  assert.deepEqual(keyed.sort(), ['GET /v1/name/char/{hanja}', 'GET /v1/tojeong/gwae/{id}', 'POST /v1/name/analyze', 'POST /v1/tojeong/gwae']);
});
