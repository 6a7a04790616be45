import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ERROR_CODES } from '../../src/errors.js';
import { type TestApp, testApp } from './helpers.js';

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
  assert.match(body.dependencies.hanja.detail, /^name-hanja@\S+ \(9090 characters\), hanja-readings@/);
  assert.equal(body.dependencies.gwaeText.status, 'unavailable');
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
    '/v1/health',
    '/v1/keys/request',
    '/v1/name/analyze',
    '/v1/name/char/{hanja}',
    '/v1/tojeong/gwae',
    '/v1/tojeong/gwae/{id}',
  ]);
  const post = doc.paths['/v1/tojeong/gwae'].post;
  assert.deepEqual(Object.keys(post.responses).sort(), ['200', '400', '401', '403', '422', '429', '500']);
  assert.match(post.responses['400'].description, /BAD_BIRTH/);
  assert.deepEqual(post.requestBody.content['application/json'].schema.required, ['birth']);
  assert.equal(post.requestBody.content['application/json'].schema.additionalProperties, false);
  const get = doc.paths['/v1/tojeong/gwae/{id}'].get;
  assert.deepEqual(Object.keys(get.responses).sort(), ['200', '304', '400', '401', '403', '404', '429', '500', '503']);
  assert.ok(get.parameters.some((p: { name: string; in: string }) => p.name === 'if-none-match' && p.in === 'header'));
  assert.equal(get.parameters.find((p: { name: string }) => p.name === 'id').schema.pattern, '^[1-8][1-6][1-3]$');
});

test('every error code maps to a 4xx or 5xx status', () => {
  for (const [code, status] of Object.entries(ERROR_CODES)) assert.ok(status >= 400 && status < 600, code);
});
