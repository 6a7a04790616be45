/**
 * What happens before a request reaches a route: a URL that does not decode,
 * a known path with the wrong method (405 with Allow), HEAD and OPTIONS, and
 * query parameters no endpoint declares. Every refusal is in the error shape.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../src/config.js';
import { syntheticEdition } from '../fixtures/syntheticEdition.js';
import { keyed, NOON_2026_11_21_SEOUL, type TestApp, testApp } from './helpers.js';

const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let app: TestApp;
before(async () => {
  app = await testApp({ text: syntheticEdition(), config: loadConfig({ PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET }) });
});

/** Standard Webhooks headers for `payload`, so that a webhook gets past its signature check. */
function signed(payload: string): Record<string, string> {
  const id = `msg_${randomBytes(8).toString('hex')}`;
  // The app's clock: the webhook's timestamp is judged against it.
  const at = NOON_2026_11_21_SEOUL.now();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(WEBHOOK_SECRET).sign(id, at, payload),
  };
}
after(() => app.close());

function assertError(res: InjectResponse, status: number, code: string, message?: RegExp): void {
  assert.equal(res.statusCode, status, res.body);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body = res.json();
  assert.deepEqual(Object.keys(body), ['error']);
  // `param` where the fault is in one field (issue 50: test/http/conventions.test.ts).
  assert.deepEqual(Object.keys(body.error).filter((key) => key !== 'param').sort(), ['code', 'message']);
  assert.equal(body.error.code, code);
  if (message) assert.match(body.error.message, message);
}

test('a path that is not valid percent-encoding is 400 BAD_INPUT in the error shape, not Fastify\'s own body', async () => {
  for (const url of ['/v1/name/char/%FF', '/v1/name/char/%E6%B4', '/v1/tojeong/gwae/%zz']) {
    assertError(await keyed(app, { method: 'GET', url }), 400, 'BAD_INPUT', /is not valid percent-encoding/);
  }
  // Before the key is asked for: the URL cannot be routed at all.
  assertError(await app.inject({ method: 'GET', url: '/v1/name/char/%FF' }), 400, 'BAD_INPUT');
});

test('a path parameter over 100 characters is 400 BAD_INPUT', async () => {
  assertError(await keyed(app, { method: 'GET', url: `/v1/name/char/${'a'.repeat(101)}` }), 400, 'BAD_INPUT', /longer than 100 characters/);
});

test('a known path with the wrong method is 405 METHOD_NOT_ALLOWED with Allow; an unknown path stays 404', async () => {
  const cases: [string, string, string][] = [
    ['DELETE', '/v1/health', 'GET, HEAD, OPTIONS'],
    ['POST', '/v1/health', 'GET, HEAD, OPTIONS'],
    ['GET', '/v1/keys/request', 'OPTIONS, POST'],
    ['PUT', '/v1/tojeong/gwae', 'OPTIONS, POST'],
    ['POST', '/v1/tojeong/gwae/212', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/v1/tojeong/gwae/999', 'GET, HEAD, OPTIONS'],
    ['DELETE', `/v1/name/char/${encodeURIComponent('洪')}`, 'GET, HEAD, OPTIONS'],
    ['GET', '/v1/name/analyze', 'OPTIONS, POST'],
    ['GET', '/v1/billing/webhook', 'OPTIONS, POST'],
    ['GET', '/v1/billing/confirm/', 'OPTIONS, POST'],
    ['POST', '/v1/billing/plans', 'GET, HEAD, OPTIONS'],
    ['POST', '/openapi.json', 'GET, HEAD, OPTIONS'],
  ];
  for (const [method, url, allow] of cases) {
    const res = await app.inject({ method: method as 'GET', url });
    assertError(res, 405, 'METHOD_NOT_ALLOWED', new RegExp(`answers ${allow}, not ${method}$`));
    assert.equal(res.headers.allow, allow, `${method} ${url}`);
  }
  // The method is wrong whatever the body: the body is not read.
  const withBadBody = await app.inject({ method: 'POST', url: '/v1/health', headers: { 'content-type': 'application/json' }, payload: '{not json' });
  assertError(withBadBody, 405, 'METHOD_NOT_ALLOWED');
  for (const url of ['/v1/nothing', '/v1/name/char/', '/v1/tojeong/gwae/212/extra', '/v2/health']) {
    const res = await app.inject({ method: 'DELETE', url });
    assertError(res, 404, 'NOT_FOUND');
    assert.equal(res.headers.allow, undefined, url);
  }
});

test('OPTIONS on a known path is 204 with Allow and needs no key; HEAD answers like GET without a body', async () => {
  const options = await app.inject({ method: 'OPTIONS', url: '/v1/tojeong/gwae/212' });
  assert.equal(options.statusCode, 204);
  assert.equal(options.headers.allow, 'GET, HEAD, OPTIONS');
  assert.equal(options.body, '');
  assert.equal((await app.inject({ method: 'OPTIONS', url: '/v1/keys/request' })).headers.allow, 'OPTIONS, POST');
  assertError(await app.inject({ method: 'OPTIONS', url: '/v1/nothing' }), 404, 'NOT_FOUND');

  const head = await app.inject({ method: 'HEAD', url: '/v1/health' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
  const keyedHead = await keyed(app, { method: 'HEAD', url: '/v1/tojeong/gwae/212' });
  assert.equal(keyedHead.statusCode, 200);
  assert.ok(keyedHead.headers.etag);
  assert.equal((await app.inject({ method: 'HEAD', url: '/v1/tojeong/gwae/212' })).statusCode, 401, 'HEAD of a keyed endpoint needs the key');
});

test('an unknown query parameter is 400 BAD_INPUT naming it, on every endpoint; the pages of mailed links ignore it', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const endpoints = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => [method.toUpperCase(), path] as const));
  endpoints.push(['GET', '/openapi.json']);
  assert.equal(endpoints.length, 20, 'the nine endpoints of the specification, the key link page and its POST, the held-payment page and its POST, the hanja of a reading, the name recommendation, the four calendar routes, and the OpenAPI document');
  const samples: Record<string, string> = { '{id}': '212', '{hanja}': encodeURIComponent('洪') };
  // Valid bodies, so that the query parameter is the only thing wrong.
  const bodies: Record<string, object> = {
    '/v1/tojeong/gwae': { birth: '1976-08-26', calendar: 'lunar' },
    '/v1/name/analyze': { surname: '洪', given: '吉童' },
    '/v1/name/recommend': { surname: '金' },
    '/v1/keys/request': { email: 'query@example.com' },
    '/v1/keys/confirm': { token: 'A'.repeat(43) },
    '/v1/billing/confirm': { paymentId: 'pay-1' },
    '/v1/billing/accept': { token: 'A'.repeat(43) },
    '/v1/billing/webhook': { type: 'Transaction.Paid' },
  };
  // Valid required query parameters, for the same reason.
  const queries: Record<string, string> = {
    '/v1/calendar/terms': 'year=2024&',
    '/v1/calendar/pillars': 'at=2024-02-04T12:00&',
    '/v1/calendar/month': 'year=2024&month=2&',
    '/v1/name/chars': `reading=${encodeURIComponent('철')}&`,
  };
  for (const [method, path] of endpoints) {
    const url = `${path.replace(/\{\w+\}/g, (param) => samples[param]!)}?${queries[path] ?? ''}targetyear=2005`;
    const payload = JSON.stringify(bodies[path]);
    const res = await keyed(app, {
      method: method as 'GET',
      url,
      ...(method === 'POST' ? { payload, headers: { 'content-type': 'application/json', ...signed(payload) } } : {}),
    });
    // A page's link is opened from mail, with whatever a mail client adds to it (pages.test.ts).
    if (['/keys/confirm', '/billing/accept'].includes(path)) assert.equal(res.statusCode, 200, url);
    else assertError(res, 400, 'BAD_INPUT', /^unknown query parameter "targetyear"; this endpoint takes /);
  }
  assertError(
    await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212?reading=false&readings=true' }),
    400,
    'BAD_INPUT',
    /^unknown query parameter "readings"; this endpoint takes only reading$/,
  );
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212?reading=false' })).statusCode, 200);
  assertError(
    await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212?reading=true&reading=false' }),
    400,
    'BAD_INPUT',
    /^query parameter "reading" is given 2 times; give it once$/,
  );
  assert.equal((await app.inject({ method: 'GET', url: '/v1/health?' })).statusCode, 200, 'an empty query is no parameter');
});

test('a number in a query is written in decimal digits: hexadecimal, exponents, spaces and + are 400 BAD_INPUT naming the field; every offset and limit is bounded', async () => {
  type Parameter = { in: string; name: string; required?: boolean; schema?: { type?: string | string[]; maximum?: number } };
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  // Valid values for the other query parameters of each endpoint, so that the one tried is the only thing wrong.
  const valid: Record<string, string> = { year: '2024', month: '2', offset: '0', limit: '5', reading: encodeURIComponent('철'), at: '2024-02-04T12:00', longitude: '126.98' };
  const numeric: Array<{ path: string; name: string; type: string }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const types = [parameter.schema?.type ?? []].flat();
        if (parameter.in !== 'query' || !types.some((t) => t === 'integer' || t === 'number')) continue;
        assert.equal(method, 'get', `${path} ${parameter.name}`);
        numeric.push({ path, name: parameter.name, type: types.includes('integer') ? 'integer' : 'number' });
        if (['offset', 'limit'].includes(parameter.name)) assert.equal(typeof parameter.schema?.maximum, 'number', `${path} ${parameter.name} has a maximum`);
      }
    }
  }
  assert.deepEqual(numeric.map((p) => `${p.path} ${p.name}`).sort(), [
    '/v1/calendar/month month',
    '/v1/calendar/month year',
    '/v1/calendar/pillars longitude',
    '/v1/calendar/terms year',
    '/v1/name/chars limit',
    '/v1/name/chars offset',
  ]);
  const queryOf = (path: string, name: string, value: string): string => {
    const names = doc.paths[path]!.get!.parameters!.filter((p) => p.in === 'query' && (p.required || p.name === name)).map((p) => p.name);
    return names.map((n) => `${n}=${n === name ? value : valid[n]}`).join('&');
  };
  for (const { path, name, type } of numeric) {
    const bad = ['0x7E8', '0X10', '2e3', '1e21', '1E2', '%2012', '12%20', '+5', '%2B5', '0b11', '0o17', 'Infinity', '-Infinity', 'NaN', '1_000', '١٢', '１２', '', '-', '.5', '5.', ...(type === 'integer' ? ['2.0', '12.5'] : ['1.2.3'])];
    for (const value of bad) {
      const res = await keyed(app, { method: 'GET', url: `${path}?${queryOf(path, name, value)}` });
      assertError(res, 400, 'BAD_INPUT', new RegExp(`^query field "${name}" `));
      assert.doesNotMatch(res.json().error.message, /e\+21/, 'no echo of a number read loosely');
    }
    const digits = await keyed(app, { method: 'GET', url: `${path}?${queryOf(path, name, valid[name]!)}` });
    assert.equal(digits.statusCode, 200, `${path} ${name}=${valid[name]}: ${digits.body}`);
  }
  // Leading zeros and a minus sign are decimal too: -5 is a year outside the table (422), not a malformed one.
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/calendar/terms?year=02024' })).json().data.year, 2024);
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/calendar/terms?year=-5' })).json().error.code, 'CALC_ERROR');
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/calendar/pillars?at=2024-02-04T12:00&longitude=-74.5' })).statusCode, 200);
  // A number too long to be read exactly is refused as such, not rounded.
  assertError(await keyed(app, { method: 'GET', url: `/v1/calendar/terms?year=${'9'.repeat(16)}` }), 400, 'BAD_INPUT', /^query field "year" /);
  // An offset beyond every list is refused by its bound, not echoed.
  const far = await keyed(app, { method: 'GET', url: `/v1/name/chars?reading=${valid.reading}&offset=10001` });
  assertError(far, 400, 'BAD_INPUT', /^query field "offset" must be <= 10000$/);
  const last = (await keyed(app, { method: 'GET', url: `/v1/name/chars?reading=${valid.reading}&offset=10000` })).json().data;
  assert.deepEqual([last.offset, last.chars], [10000, []]);
});
