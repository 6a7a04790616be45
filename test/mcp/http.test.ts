/**
 * MCP over HTTP (issue 38 item 10): the service's tools at /mcp through the
 * MCP SDK's own Streamable HTTP client, keyed with X-API-Key or Authorization:
 * Bearer; each tool call counted and limited as the same call over HTTP (a
 * sandbox key's 11th call in a minute is refused with RATE_LIMIT, as a tool
 * error a model can act on, issue 50), the other messages counting nothing,
 * a tool error giving its call back.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { nameAnalysisAnswer } from '../../src/name/index.js';
import { type TestApp, testApp } from '../http/helpers.js';

let app: TestApp;
let base: string;
before(async () => {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
after(() => app.close());

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'tojeong-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
  return client;
}

/** A new account on the Sandbox plan (10 calls a minute) and its key. */
async function sandboxKey(): Promise<string> {
  const email = `mcp-${Math.random().toString(36).slice(2)}@test.example`;
  return (await app.store.issueKey(email, 'mcp over http', new Date(), { verified: true })).apiKey;
}

/** The SDK client's error for an HTTP refusal: its status as `code`, the service's error body in the message. */
const refused = (status: number, code: string) => (error: unknown) => (error as { code?: number }).code === status && (error as Error).message.includes(`"code":"${code}"`);

/** One JSON-RPC message POSTed as an MCP client would, answered in JSON. */
function rpc(key: string, method: string, params: object, id = 1, headers: Record<string, string> = {}) {
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key, ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
}

test('the SDK client with X-API-Key lists the ten tools and gets what the library computes', async () => {
  const client = await connect({ 'x-api-key': app.apiKey });
  try {
    const { tools } = await client.listTools();
    assert.equal(tools.length, 10);
    assert.ok(tools.some((t) => t.name === 'name_recommend'));
    const result = await client.callTool({ name: 'name_analyze', arguments: { surname: '洪', given: '吉童' } });
    assert.deepEqual(result.structuredContent, JSON.parse(JSON.stringify(nameAnalysisAnswer({ surname: '洪', given: '吉童' }))));
  } finally {
    await client.close();
  }
});

test('Authorization: Bearer works as X-API-Key does; no key or a wrong one is refused with the endpoints\' 401', async () => {
  const client = await connect({ authorization: `Bearer ${app.apiKey}` });
  assert.equal((await client.listTools()).tools.length, 10);
  await client.close();
  await assert.rejects(connect({}), refused(401, 'NO_API_KEY'));
  await assert.rejects(connect({ authorization: 'Bearer tjk_not-a-key' }), refused(403, 'INVALID_API_KEY'));
  const get = await fetch(`${base}/mcp`, { headers: { 'x-api-key': app.apiKey } });
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
});

test('a tool call is one call of the plan: the Sandbox\'s 11th in a minute is a tool error with RATE_LIMIT and retryAfter; listing tools counts nothing; a tool error gives its call back', async () => {
  const key = await sandboxKey();
  for (let i = 0; i < 5; i++) assert.equal((await rpc(key, 'tools/list', {}, i)).status, 200, 'tools/list is not a call');
  const ok = await rpc(key, 'tools/call', { name: 'name_char', arguments: { hanja: '洪' } });
  assert.equal(ok.status, 200);
  const remaining = Number(ok.headers.get('x-ratelimit-remaining-month'));
  const failed = await rpc(key, 'tools/call', { name: 'name_char', arguments: { hanja: 'x' } });
  assert.equal(((await failed.json()) as { result: { isError: boolean } }).result.isError, true);
  const next = await rpc(key, 'tools/call', { name: 'name_char', arguments: { hanja: '洪' } });
  assert.equal(Number(next.headers.get('x-ratelimit-remaining-month')), remaining - 1, 'the failed call was given back');
  for (let i = 3; i < 10; i++) assert.equal((await rpc(key, 'tools/call', { name: 'name_char', arguments: { hanja: '洪' } })).status, 200, `call ${i + 1}`);
  const eleventh = await rpc(key, 'tools/call', { name: 'name_char', arguments: { hanja: '洪' } }, 11);
  // A JSON-RPC success whose result is a tool error: the model reads it (a 429 was a transport error it never saw).
  assert.equal(eleventh.status, 200);
  const wait = Number(eleventh.headers.get('retry-after'));
  assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
  assert.equal(Number(eleventh.headers.get('x-ratelimit-remaining-month')), remaining - 8, 'nine calls succeeded; the refused one is not counted');
  const answer = (await eleventh.json()) as { id: number; result: { isError: boolean; content: Array<{ text: string }>; structuredContent: { error: { code: string; retryAfter: number } } } };
  assert.equal(answer.id, 11);
  assert.equal(answer.result.isError, true);
  assert.equal(answer.result.structuredContent.error.code, 'RATE_LIMIT');
  assert.equal(answer.result.structuredContent.error.retryAfter, wait);
  const text = answer.result.content[0]!.text;
  assert.match(text, new RegExp(`RATE_LIMIT: sandbox 요금제는 1분에 10번까지 호출할 수 있습니다\\. ${wait}초 뒤에`));
  assert.match(text, new RegExp(`RATE_LIMIT: the sandbox plan allows 10 calls a minute; retry after ${wait} s`));
  // The client of the SDK, having listed the tools (and so checking structured content against their output schemas), gets the same tool error.
  const client = await connect({ 'x-api-key': key });
  await client.listTools();
  const result = await client.callTool({ name: 'name_char', arguments: { hanja: '洪' } });
  assert.equal(result.isError, true);
  assert.equal((result.structuredContent as { error: { code: string } }).error.code, 'RATE_LIMIT');
  await client.close();
});

test('a call the month\'s quota refuses is a tool error with QUOTA_EXCEEDED and the seconds to the next month', async () => {
  // An account of one call a month: its second call meets the quota.
  const email = `quota-${Math.random().toString(36).slice(2)}@test.example`;
  const { apiKey: key } = await app.store.issueKey(email, 'mcp quota', new Date(), { verified: true });
  await app.store.setPlan(email, { plan: 'business', planExpiresAt: null, monthlyLimit: 1, perMinuteLimit: 1000 }, new Date());
  assert.equal((await rpc(key, 'tools/call', { name: 'calendar_terms', arguments: { year: 2026 } })).status, 200);
  const answer = await rpc(key, 'tools/call', { name: 'calendar_terms', arguments: { year: 2026 } }, 7, { 'accept-language': 'ko' });
  assert.equal(answer.status, 200);
  const { result } = (await answer.json()) as { result: { isError: boolean; content: Array<{ text: string }>; structuredContent: { error: { code: string; message: string; retryAfter: number } } } };
  assert.equal(result.isError, true);
  assert.equal(result.structuredContent.error.code, 'QUOTA_EXCEEDED');
  assert.equal(result.structuredContent.error.retryAfter, Number(answer.headers.get('retry-after')));
  assert.match(result.structuredContent.error.message, /다 썼습니다/, 'the message in the language asked for');
  assert.match(result.content[0]!.text, new RegExp(`${result.structuredContent.error.retryAfter}초 뒤에 다시 호출하세요\n.*call again after ${result.structuredContent.error.retryAfter} s$`));
});

test("a tool error is in the request's language (Accept-Language, as every error of the API), naming the tool and its argument", async () => {
  const key = await sandboxKey();
  const message = async (language: string | undefined) => {
    const answer = await rpc(key, 'tools/call', { name: 'calendar_terms', arguments: { year: 'next' } }, 1, language ? { 'accept-language': language } : {});
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('vary') ?? '', /Accept-Language/);
    const { result } = (await answer.json()) as { result: { isError: boolean; content: Array<{ text: string }> } };
    assert.equal(result.isError, true);
    return JSON.parse(result.content[0]!.text) as { error: { code: string; message: string } };
  };
  assert.deepEqual(await message(undefined), { error: { code: 'BAD_INPUT', message: 'calendar_terms: argument "year" must be of type integer' } });
  assert.deepEqual(await message('ko-KR,ko;q=0.9,en;q=0.8'), { error: { code: 'BAD_INPUT', message: 'calendar_terms: 인자 "year": 정수 형이어야 합니다' } });
  assert.deepEqual(await message('en-US,ko;q=0.5'), await message(undefined));
});
