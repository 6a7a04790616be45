/**
 * The conventions clients look for (issue 50): WWW-Authenticate on every 401,
 * the key as `Authorization: Bearer`, the IETF RateLimit fields for the
 * minute and the month, `error.param`, and strong ETags with a 304 that costs
 * no call on the deterministic GET answers.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
/** A Sandbox key: 10 calls a minute, 300 a month. */
let sandbox: string;

before(async () => {
  app = await testApp();
  const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'conventions@example.com' } });
  sandbox = res.json().data.apiKey;
});
after(() => app.close());

const CHALLENGE = 'ApiKey realm="tojeong-api", Bearer realm="tojeong-api"';
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };

test('every 401 carries WWW-Authenticate naming both ways to send the key, REST and /mcp alike; a 403 does not', async () => {
  const rest = await app.inject({ method: 'GET', url: '/v1/calendar/terms?year=2026' });
  assert.equal(rest.statusCode, 401);
  assert.equal(rest.headers['www-authenticate'], CHALLENGE);
  assert.match(rest.json().error.message, /Authorization: Bearer/);
  const mcp = await app.inject({ method: 'POST', url: '/mcp', headers: MCP_HEADERS, payload: INITIALIZE });
  assert.equal(mcp.statusCode, 401);
  assert.equal(mcp.headers['www-authenticate'], CHALLENGE);
  assert.equal(mcp.json().error.code, 'NO_API_KEY');
  // No resource_metadata: nothing sends an MCP client looking for an OAuth server that is not there.
  assert.doesNotMatch(CHALLENGE, /resource_metadata/);
  const wrong = await app.inject({ method: 'GET', url: '/v1/calendar/terms?year=2026', headers: { 'x-api-key': 'tjk_nope' } });
  assert.equal(wrong.statusCode, 403);
  assert.equal(wrong.headers['www-authenticate'], undefined);
});

test('Authorization: Bearer KEY is accepted wherever X-API-Key is; a wrong Bearer key is 403; X-API-Key wins over it', async () => {
  const bearer = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { authorization: `Bearer ${app.apiKey}` } });
  assert.equal(bearer.statusCode, 200, bearer.body);
  assert.equal(bearer.json().data.strokes, 10);
  const post = await app.inject({ method: 'POST', url: '/v1/name/analyze', headers: { authorization: `bearer ${app.apiKey}` }, payload: { surname: '洪', given: '吉童' } });
  assert.equal(post.statusCode, 200);
  const wrong = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { authorization: 'Bearer tjk_nope' } });
  assert.equal(wrong.statusCode, 403);
  const both = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': 'tjk_nope', authorization: `Bearer ${app.apiKey}` } });
  assert.equal(both.statusCode, 403, 'the specification\'s header decides');
  // Basic is no way to send the key.
  const basic = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { authorization: `Basic ${app.apiKey}` } });
  assert.equal(basic.statusCode, 401);
  // An answer to a request that carries the key in either header is kept from shared caches.
  const health = await app.inject({ method: 'GET', url: '/v1/billing/plans', headers: { authorization: `Bearer ${app.apiKey}` } });
  assert.match(String(health.headers['cache-control']), /private|no-store/);
});

/** The RateLimit field as numbers: `{minute: {r, t}, month: {r, t}}`. */
function rateLimit(header: unknown): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const item of String(header).split(', ')) {
    const [name, ...params] = item.split(';');
    out[JSON.parse(name!) as string] = Object.fromEntries(params.map((p) => p.split('=')).map(([k, v]) => [k!, Number(v)]));
  }
  return out;
}

test('RateLimit-Policy and RateLimit give the minute and the month on every keyed answer, the 429 of the minute included', async () => {
  const fresh = (await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'ratelimit@example.com' } })).json().data.apiKey as string;
  const call = () => app.inject({ method: 'POST', url: '/v1/name/analyze', headers: { 'x-api-key': fresh }, payload: { surname: '洪', given: '吉童' } });
  const first = await call();
  assert.equal(first.statusCode, 200);
  // November 2026 has 30 days: the month's window is 2,592,000 s.
  assert.equal(first.headers['ratelimit-policy'], '"minute";q=10;w=60, "month";q=300;w=2592000');
  const state = rateLimit(first.headers.ratelimit);
  assert.equal(state.minute!.r, 9);
  assert.ok(state.minute!.t! >= 1 && state.minute!.t! <= 60);
  assert.equal(state.month!.r, 299);
  assert.equal(String(state.month!.r), first.headers['x-ratelimit-remaining-month'], 'the month is the specification\'s header');
  // 2026-11-21 12:00 KST to 2026-12-01 00:00 KST.
  assert.equal(state.month!.t, (9 * 24 + 12) * 3600);
  // A 4xx costs the minute but not the month.
  const bad = await app.inject({ method: 'POST', url: '/v1/name/analyze', headers: { 'x-api-key': fresh }, payload: { surname: '洪' } });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual([rateLimit(bad.headers.ratelimit).minute!.r, rateLimit(bad.headers.ratelimit).month!.r], [8, 299]);
  for (let i = 0; i < 8; i++) assert.equal((await call()).statusCode, 200);
  const refused = await call();
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().error.code, 'RATE_LIMIT');
  const now = rateLimit(refused.headers.ratelimit);
  assert.equal(now.minute!.r, 0);
  assert.equal(String(now.minute!.t), refused.headers['retry-after']);
  assert.equal(now.month!.r, 291);
  assert.ok(refused.headers['ratelimit-policy']);
  // Before the key is known there is no account, and no limits to tell.
  const none = await app.inject({ method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童' } });
  assert.equal(none.headers.ratelimit, undefined);
});

test('error.param points at the field: a JSON Pointer into the body, the name of a query or path parameter; none for the request as a whole', async () => {
  const param = async (options: Parameters<typeof keyed>[1]) => (await keyed(app, options)).json().error.param as string | undefined;
  assert.equal(await param({ method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1990/05/17' } }), '/birth');
  // The library's refusal of a well-formed date is tied to the field the route ties its code to.
  assert.equal(await param({ method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1990-02-30' } }), '/birth');
  assert.equal(await param({ method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: [{ hanja: 7 }] } }), '/given/0/hanja');
  assert.equal(await param({ method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪' } }), '/given');
  assert.equal(await param({ method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童', 'a/b~c': 1 } }), '/a~1b~0c');
  assert.equal(await param({ method: 'GET', url: '/v1/calendar/terms?year=0x10' }), 'year');
  assert.equal(await param({ method: 'GET', url: '/v1/calendar/terms?year=2026&yaer=2026' }), 'yaer');
  assert.equal(await param({ method: 'GET', url: '/v1/tojeong/gwae/999' }), 'id');
  assert.equal(await param({ method: 'POST', url: '/v1/tojeong/gwae', payload: '{not json', headers: { 'content-type': 'application/json' } }), undefined);
  const noKey = await app.inject({ method: 'GET', url: '/v1/calendar/terms?year=2026' });
  assert.deepEqual(Object.keys(noKey.json().error).sort(), ['code', 'message']);
});

test('deterministic GET answers carry a strong ETag and a day\'s private caching; If-None-Match gives 304 costing neither the minute nor the month', async () => {
  const get = (url: string, headers: Record<string, string> = {}, key = app.apiKey) => app.inject({ method: 'GET', url, headers: { 'x-api-key': key, ...headers } });
  const urls = ['/v1/calendar/day?solar=2026-02-17', '/v1/calendar/month?year=2026&month=2', '/v1/calendar/terms?year=2026', '/v1/calendar/pillars?at=2024-02-04T17:30', '/v1/name/char/%E6%B4%AA', '/v1/name/chars?reading=%ED%99%8D', '/v1/tojeong/gwae/212'];
  const etags = new Set<string>();
  for (const url of urls) {
    const first = await get(url);
    assert.equal(first.statusCode, 200, `${url} ${first.body}`);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]{32}"$/, url);
    etags.add(etag);
    assert.equal(first.headers['cache-control'], 'private, max-age=86400', url);
    const again = await get(url);
    assert.equal(again.headers.etag, etag, `${url}: the same bytes, the same tag`);
    const before = rateLimit(again.headers.ratelimit);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, etag.replace(/"$/, '-gzip"'), '*']) {
      const cached = await get(url, { 'if-none-match': tag });
      assert.equal(cached.statusCode, 304, `${url} ${tag}`);
      assert.equal(cached.body, '');
      assert.equal(cached.headers.etag, etag);
      const state = rateLimit(cached.headers.ratelimit);
      assert.deepEqual([state.minute!.r, state.month!.r], [before.minute!.r, before.month!.r], `${url}: a 304 costs no call`);
    }
    assert.equal((await get(url, { 'if-none-match': '"stale"' })).statusCode, 200);
  }
  assert.equal(etags.size, urls.length);
  // On a Sandbox key (10 a minute): one answer, then 20 revalidations, then 9 more answers — all served.
  const fresh = (await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'etag@example.com' } })).json().data.apiKey as string;
  const url = '/v1/calendar/terms?year=2026';
  const { etag } = (await get(url, {}, fresh)).headers;
  for (let i = 0; i < 20; i++) assert.equal((await get(url, { 'if-none-match': String(etag) }, fresh)).statusCode, 304);
  for (let i = 0; i < 9; i++) assert.equal((await get(url, {}, fresh)).statusCode, 200, `answer ${i + 2}`);
  const eleventh = await get(url, {}, fresh);
  assert.equal(eleventh.statusCode, 429);
  assert.equal(eleventh.headers['x-ratelimit-remaining-month'], '290');
  // With the minute spent, a revalidation is still a 304; a changed answer is the 429 the request would have had.
  const spent = await get(url, { 'if-none-match': String(etag) }, fresh);
  assert.equal(spent.statusCode, 304);
  assert.equal(rateLimit(spent.headers.ratelimit).minute!.r, 0);
  const changed = await get(url, { 'if-none-match': '"older"', 'accept-language': 'ko' }, fresh);
  assert.equal(changed.statusCode, 429);
  assert.equal(changed.json().error.code, 'RATE_LIMIT');
  assert.match(changed.json().error.message, /[가-힣]/);
  assert.equal(changed.headers['content-language'], 'ko');
  assert.ok(Number(changed.headers['retry-after']) >= 1);
  assert.equal(changed.headers.etag, undefined);
  assert.equal(changed.headers['cache-control'], 'private, no-store');
  assert.ok(changed.headers.ratelimit);
  // Not deterministic: a POST over the minute is refused before anything is computed, If-None-Match or not.
  const overMinute = await app.inject({ method: 'POST', url: '/v1/name/analyze', headers: { 'x-api-key': fresh, 'if-none-match': '*' }, payload: { surname: '洪', given: '吉童' } });
  assert.equal(overMinute.statusCode, 429);
  const other = await get('/v1/calendar/day?solar=2026-02-18');
  assert.equal(other.statusCode, 200);
  assert.notEqual(other.headers.etag, (await get('/v1/calendar/day?solar=2026-02-17', { 'if-none-match': '"x"' })).headers.etag);
  // A POST is computed afresh each time: no ETag.
  const post = await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童' }, headers: { 'if-none-match': '*' } });
  assert.equal(post.statusCode, 200);
  assert.equal(post.headers.etag, undefined);
  assert.equal(post.headers['cache-control'], 'private, no-store');
});

test('GET /llms.txt summarizes the OpenAPI document for LLM agents: every operation, one line each, with its summary and a link into /docs', async () => {
  const res = await app.inject({ method: 'GET', url: '/llms.txt' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/markdown; charset=utf-8/);
  const text = res.body;
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    info: { title: string }; servers: Array<{ url: string }>;
    paths: Record<string, Record<string, { summary: string; operationId: string; tags: string[]; security?: unknown[] }>>;
  };
  assert.ok(text.startsWith(`# ${doc.info.title}\n`));
  const base = doc.servers[0]!.url.replace(/\/$/, '');
  assert.ok(text.includes(`${base}/openapi.json`) && text.includes(`${base}/docs)`));
  let operations = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations++;
      const keyed = (op.security ?? []).length > 0 ? ' (key)' : '';
      const line = `- \`${method.toUpperCase()} ${path}\`${keyed}: ${op.summary} — [reference](${base}/docs#/${op.tags[0]}/${op.operationId})`;
      assert.ok(text.includes(`${line}\n`), line);
    }
  }
  assert.equal(text.split('\n').filter((line) => line.startsWith('- `')).length, operations, 'one line per operation, nothing else');
  assert.ok(operations >= 19);
  // The same bytes each time: made once, when the routes were known.
  assert.equal((await app.inject({ method: 'GET', url: '/llms.txt' })).body, text);
});

test('answers of 1 KiB or more are compressed as Accept-Encoding allows, the ETag of the uncompressed bytes marked with the coding; smaller ones are not', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const url = '/v1/calendar/month?year=2026&month=2';
  const plain = await keyed(app, { method: 'GET', url });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  const etag = String(plain.headers.etag);
  for (const [accept, coding, decode] of [['gzip, deflate, br', 'gzip', gunzipSync], ['br, gzip', 'br', brotliDecompressSync], ['br', 'br', brotliDecompressSync], ['br;q=0.5, gzip', 'gzip', gunzipSync]] as const) {
    const res = await keyed(app, { method: 'GET', url, headers: { 'accept-encoding': accept } });
    assert.equal(res.headers['content-encoding'], coding, accept);
    assert.ok(res.rawPayload.length < plain.rawPayload.length / 3, `${accept}: ${res.rawPayload.length} of ${plain.rawPayload.length}`);
    assert.deepEqual(decode(res.rawPayload), plain.rawPayload, 'the same bytes, decoded');
    assert.equal(res.headers.etag, etag.replace(/"$/, `-${coding}"`));
    // Either tag revalidates.
    for (const tag of [etag, String(res.headers.etag)]) {
      assert.equal((await keyed(app, { method: 'GET', url, headers: { 'accept-encoding': accept, 'if-none-match': tag } })).statusCode, 304);
    }
  }
  assert.equal((await keyed(app, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).headers['content-encoding'], undefined);
  // Under the threshold: as it is, with no Vary on the coding.
  const small = await keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'accept-encoding': 'br, gzip' } });
  assert.ok(small.rawPayload.length < 1024);
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(small.headers.vary, undefined);
  // A POST's answer and an error's alike.
  const post = await keyed(app, { method: 'POST', url: '/v1/name/recommend', payload: { surname: '김', limit: 20 }, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(post.statusCode, 200);
  assert.equal(post.headers['content-encoding'], 'gzip');
  assert.ok(JSON.parse(gunzipSync(post.rawPayload).toString()).data);
});

test('the OpenAPI document says that paymentId is the idempotency key of a confirmation, on the operation and on the field', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, { description: string }>>;
    components: { requestBodies: Record<string, { content: Record<string, { schema: { properties: Record<string, { description: string }> } }> }> };
  };
  assert.match(doc.paths['/v1/billing/confirm']!.post!.description, /`paymentId` is the idempotency key of a confirmation/);
  const body = Object.values(doc.components.requestBodies).find((b) => b.content['application/json']?.schema.properties?.paymentId);
  assert.match(body!.content['application/json']!.schema.properties.paymentId!.description, /idempotency key/);
});
