/**
 * What every answer says about itself to browsers and caches (issue 35):
 * every answer carries X-Content-Type-Options: nosniff and X-Frame-Options:
 * DENY; every answer of a keyed endpoint, and every answer to a request that
 * carries an API key, is kept by no shared cache (Cache-Control: private,
 * no-store, unless the route's own policy already says private or no-store);
 * the pages keep their own policies.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
let doc: { paths: Record<string, Record<string, { security?: unknown[] }>> };
before(async () => {
  app = await testApp();
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(() => app.close());

const SAMPLE: Record<string, string> = { '{id}': '212', '{hanja}': encodeURIComponent('洪') };
const QUERY: Record<string, string> = {
  '/v1/calendar/day': '?solar=2026-02-17',
  '/v1/calendar/terms': '?year=2026',
  '/v1/calendar/pillars': '?at=2024-02-04T12:00',
  '/v1/calendar/month': '?year=2026&month=2',
  '/v1/name/chars': `?reading=${encodeURIComponent('철')}`,
};
const BODY: Record<string, object> = {
  '/v1/tojeong/gwae': { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 },
  '/v1/name/analyze': { surname: '洪', given: '吉童' },
};

/** Every operation the key guard covers, as a request that succeeds with the key. */
function keyedOperations(): InjectOptions[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path.replace(/\{\w+\}/g, (p) => SAMPLE[p]!) + (QUERY[path] ?? ''),
        ...(BODY[path] ? { payload: BODY[path] } : {}),
      })),
  );
}

function assertSecurityHeaders(res: InjectResponse, what: string): void {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what} → ${res.statusCode}: X-Content-Type-Options`);
  assert.equal(res.headers['x-frame-options'], 'DENY', `${what} → ${res.statusCode}: X-Frame-Options`);
}

test('every answer carries X-Content-Type-Options: nosniff and X-Frame-Options: DENY: 2xx, 3xx, 4xx, with or without a key', async () => {
  const requests: InjectOptions[] = [
    { method: 'GET', url: '/v1/health' },
    { method: 'HEAD', url: '/v1/health' },
    { method: 'OPTIONS', url: '/v1/health' },
    { method: 'GET', url: '/openapi.json' },
    { method: 'GET', url: '/v1/billing/plans' },
    { method: 'GET', url: '/v1/billing/plans?x=1' },
    { method: 'POST', url: '/v1/keys/request', payload: { email: 'headers@example.com' } },
    { method: 'POST', url: '/v1/keys/request', payload: { email: 'not an address' } },
    { method: 'POST', url: '/v1/keys/confirm', payload: { token: 'A'.repeat(43) } },
    { method: 'POST', url: '/v1/tojeong/gwae', payload: '{broken', headers: { 'content-type': 'application/json' } },
    { method: 'GET', url: '/v1/nothing' },
    { method: 'DELETE', url: '/v1/health' },
    { method: 'GET', url: '/v1/name/char/%FF' },
    { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { 'x-api-key': 'tjk_wrong' } },
    ...keyedOperations(),
  ];
  for (const request of requests) {
    const what = `${request.method} ${request.url}`;
    assertSecurityHeaders(await app.inject(request), `${what} without a key`);
    assertSecurityHeaders(await keyed(app, request), `${what} with the key`);
  }
  const etag = (await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212' })).headers.etag as string;
  const notModified = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { 'if-none-match': etag } });
  assert.equal(notModified.statusCode, 304);
  assertSecurityHeaders(notModified, '304');
  // The pages send the same two among their own headers.
  for (const url of ['/', '/docs', '/keys/confirm', '/billing/accept']) assertSecurityHeaders(await app.inject({ method: 'GET', url }), url);
});

test('every answer of a keyed endpoint is Cache-Control: private, no-store, whatever its status; the deterministic GETs keep their own private policy', async () => {
  const operations = keyedOperations();
  assert.ok(operations.length >= 9, operations.map((o) => o.url).join(' '));
  for (const request of operations) {
    const what = `${request.method} ${request.url}`;
    const answers = [
      await keyed(app, request),
      await app.inject(request),
      await app.inject({ ...request, headers: { 'x-api-key': 'tjk_wrong' } }),
      await keyed(app, { ...request, url: `${String(request.url)}${String(request.url).includes('?') ? '&' : '?'}unknown=1` }),
    ];
    assert.deepEqual(answers.map((a) => a.statusCode).slice(1), [401, 403, 400], what);
    for (const answer of answers) {
      // A deterministic answer (every keyed GET: the gwae text, the calendar, the characters) may be kept a day by its client (issue 50).
      const expected = request.method === 'GET' && answer.statusCode === 200 ? 'private, max-age=86400' : 'private, no-store';
      assert.equal(answer.headers['cache-control'], expected, `${what} → ${answer.statusCode}`);
    }
  }
  const etag = (await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212' })).headers.etag as string;
  const notModified = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { 'if-none-match': etag } });
  assert.equal(notModified.headers['cache-control'], 'private, max-age=86400');
});

test('an answer to a request carrying an API key is kept by no shared cache, on any path; without a key the policies are the routes\' own; pages keep theirs', async () => {
  const withKey: Array<[InjectOptions, string]> = [
    [{ method: 'GET', url: '/v1/billing/plans' }, 'private, no-store'],
    [{ method: 'GET', url: '/openapi.json' }, 'private, no-store'],
    [{ method: 'GET', url: '/v1/nothing' }, 'private, no-store'],
    [{ method: 'DELETE', url: '/v1/billing/plans' }, 'private, no-store'],
    [{ method: 'POST', url: '/v1/keys/request', payload: { email: 'not an address' } }, 'private, no-store'],
    [{ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId: 'pay-1' } }, 'private, no-store'],
    // Already kept by no cache at all.
    [{ method: 'GET', url: '/v1/health' }, 'no-store'],
    [{ method: 'POST', url: '/v1/keys/request', payload: { email: 'with-a-key@example.com' } }, 'no-store'],
    // Pages keep their own policies: the key does not change them.
    [{ method: 'GET', url: '/' }, 'no-cache'],
    [{ method: 'GET', url: '/keys/confirm' }, 'no-store'],
  ];
  let n = 0;
  // A client address each, so that no per-address limit answers instead of the route.
  const from = () => `10.35.11.${++n}`;
  for (const [request, expected] of withKey) {
    const res = await app.inject({ ...request, headers: { 'x-api-key': app.apiKey }, remoteAddress: from() });
    assert.equal(res.headers['cache-control'], expected, `${request.method} ${request.url} with a key → ${res.statusCode}`);
    // A new address again, where the first call made an account (the key is the first call's, not a mailed link's).
    const payload = (request.payload as { email?: string } | undefined)?.email?.includes('@example.com') ? { email: `stranger-${(request.payload as { email: string }).email}` } : request.payload;
    const stranger = await app.inject({ ...request, payload, headers: { 'x-api-key': 'tjk_not-a-key' }, remoteAddress: from() });
    assert.equal(stranger.headers['cache-control'], expected, `${request.method} ${request.url} with a wrong key → ${stranger.statusCode}`);
  }
  for (const url of ['/v1/billing/plans', '/openapi.json']) {
    assert.equal((await app.inject({ method: 'GET', url })).headers['cache-control'], undefined, `${url} without a key: no policy of ours`);
  }
});
