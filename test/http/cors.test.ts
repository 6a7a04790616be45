/**
 * CORS_ORIGINS: the origins listed get the CORS headers and working preflights
 * (keyed endpoints included, without a key); any other origin, and every
 * request when the variable is unset, gets none — and OPTIONS, 404 and 405
 * answer as they do without CORS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { keyed, type TestApp, testApp } from './helpers.js';

const APP_ORIGIN = 'https://app.example.com';
const DEV_ORIGIN = 'http://localhost:3000';
const OTHER_ORIGIN = 'https://evil.example.com';

function corsHeaders(res: InjectResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-')));
}

function preflight(app: TestApp, url: string, origin: string, method: string, headers?: string): Promise<InjectResponse> {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, ...(headers ? { 'access-control-request-headers': headers } : {}) },
  });
}

describe('with CORS_ORIGINS set', () => {
  let app: TestApp;
  before(async () => {
    app = await testApp({ config: loadConfig({ CORS_ORIGINS: `${APP_ORIGIN}, ${DEV_ORIGIN}` }) });
  });
  after(() => app.close());

  test('a preflight from a listed origin is answered for a keyed endpoint, without a key, with its methods and the key header', async () => {
    for (const origin of [APP_ORIGIN, DEV_ORIGIN]) {
      const res = await preflight(app, '/v1/tojeong/gwae', origin, 'POST', 'content-type,x-api-key');
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.deepEqual(corsHeaders(res), {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'OPTIONS, POST',
        'access-control-allow-headers': 'Content-Type, X-API-Key, Authorization, If-None-Match, X-Request-Id',
        'access-control-expose-headers': 'X-RateLimit-Remaining-Month, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id, ETag, WWW-Authenticate',
        'access-control-max-age': '600',
      });
      assert.match(String(res.headers.vary), /Origin/);
    }
    const get = await preflight(app, `/v1/name/char/${encodeURIComponent('洪')}`, APP_ORIGIN, 'GET', 'x-api-key');
    assert.equal(get.statusCode, 204);
    assert.equal(get.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
  });

  test('answers to a listed origin carry the origin and expose the quota, retry, request id and ETag headers, errors included', async () => {
    const text = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { origin: APP_ORIGIN } });
    assert.equal(text.statusCode, 200);
    assert.equal(text.headers['access-control-allow-origin'], APP_ORIGIN);
    assert.equal(text.headers['access-control-expose-headers'], 'X-RateLimit-Remaining-Month, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id, ETag, WWW-Authenticate');
    assert.equal(text.headers['access-control-allow-credentials'], undefined, 'no cookies: the key is a header');
    for (const header of ['x-ratelimit-remaining-month', 'x-request-id', 'etag']) assert.ok(text.headers[header], header);
    // Errors, which a page must be able to read, carry the headers too.
    const noKey = await app.inject({ method: 'POST', url: '/v1/tojeong/gwae', headers: { origin: DEV_ORIGIN }, payload: { birth: '1976-08-26' } });
    assert.equal(noKey.statusCode, 401);
    assert.equal(noKey.headers['access-control-allow-origin'], DEV_ORIGIN);
    for (const [method, url, status] of [['GET', '/v1/nothing', 404], ['DELETE', '/v1/health', 405]] as const) {
      const res = await app.inject({ method, url, headers: { origin: APP_ORIGIN } });
      assert.equal(res.statusCode, status);
      assert.equal(res.headers['access-control-allow-origin'], APP_ORIGIN, `${method} ${url}`);
    }
  });

  test('another origin gets no CORS header, and its preflight the service\'s usual OPTIONS answer', async () => {
    const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { origin: OTHER_ORIGIN } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(corsHeaders(res), {});
    assert.match(String(res.headers.vary), /Origin/, 'caches keep answers per origin');
    // Nearly listed is not listed: the comparison is exact.
    for (const origin of [OTHER_ORIGIN, 'https://app.example.com:8443', 'http://app.example.com', 'https://APP.example.com', 'null']) {
      const pre = await preflight(app, '/v1/tojeong/gwae', origin, 'POST', 'content-type,x-api-key');
      assert.equal(pre.statusCode, 204, origin);
      assert.equal(pre.headers.allow, 'OPTIONS, POST', origin);
      assert.deepEqual(corsHeaders(pre), {}, origin);
    }
  });

  test('OPTIONS that is no preflight, and a preflight for an unknown path, are answered as without CORS', async () => {
    const plain = await app.inject({ method: 'OPTIONS', url: '/v1/health' });
    assert.equal(plain.statusCode, 204);
    assert.equal(plain.headers.allow, 'GET, HEAD, OPTIONS');
    assert.deepEqual(corsHeaders(plain), {});
    const fromPage = await app.inject({ method: 'OPTIONS', url: '/v1/health', headers: { origin: APP_ORIGIN } });
    assert.equal(fromPage.statusCode, 204);
    assert.equal(fromPage.headers.allow, 'GET, HEAD, OPTIONS');
    assert.equal(fromPage.headers['access-control-allow-methods'], undefined, 'no Access-Control-Request-Method: not a preflight');
    const unknown = await preflight(app, '/v1/nothing', APP_ORIGIN, 'GET');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.code, 'NOT_FOUND');
    assert.equal((await app.inject({ method: 'OPTIONS', url: '/v1/nothing' })).statusCode, 404);
  });
});

test('with CORS_ORIGINS unset there are no CORS headers at all', async () => {
  const app = await testApp();
  try {
    const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { origin: APP_ORIGIN } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(corsHeaders(res), {});
    // No Vary: Origin; a body worth compressing varies on Accept-Encoding alone (issue 50).
    assert.equal(res.headers.vary, 'Accept-Encoding');
    const pre = await preflight(app, '/v1/tojeong/gwae', APP_ORIGIN, 'POST', 'content-type,x-api-key');
    assert.equal(pre.statusCode, 204);
    assert.equal(pre.headers.allow, 'OPTIONS, POST');
    assert.deepEqual(corsHeaders(pre), {});
  } finally {
    await app.close();
  }
});
