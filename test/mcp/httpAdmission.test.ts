/**
 * What one POST to /mcp may cost (issue 45, items 1 to 3), each test failing
 * on the service before it: a batch is refused whole (-32600, HTTP 400) and
 * runs nothing, so no tool call escapes admission; the messages that are not
 * tool calls have their own allowance a minute; a refused request, a
 * malformed message, a notification and a failed call cost nothing; a
 * notification never holds the connection; the page's Origin and, where
 * PUBLIC_BASE_URL names it, the Host are checked; the answers carry the
 * headers every answer carries; an internal error says only "Internal error"
 * and is logged; a client gone before its call's turn gets no work done.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MCP_MESSAGES_PER_MINUTE } from '../../src/accounts/plans.js';
import { loadConfig } from '../../src/config.js';
import { type TestApp, testApp } from '../http/helpers.js';

const MONTH = '2026-11';
const ACCEPT = 'application/json, text/event-stream';

describe('MCP over HTTP: admission call by call', () => {
  let app: TestApp;
  const logLines: string[] = [];
  before(async () => {
    app = await testApp({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
  });
  after(() => app.close());

  /** A new account on the Sandbox plan (10 calls a minute, 300 a month): its key and id. */
  async function sandbox(): Promise<{ key: string; accountId: string }> {
    const email = `mcp-${Math.random().toString(36).slice(2)}@test.example`;
    const { apiKey, account } = await app.store.issueKey(email, 'mcp admission', new Date(), { verified: true });
    return { key: apiKey, accountId: account.id };
  }

  const post = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'x-api-key': key, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const call = (id: number, name = 'name_char', args: object = { hanja: '洪' }) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  const used = (accountId: string) => app.store.monthlyUsed(accountId, MONTH);

  test('a batch is refused whole, -32600 with HTTP 400: none of its calls runs or counts, even a one-element batch after the minute is spent', async () => {
    const { key, accountId } = await sandbox();
    const batch = Array.from({ length: 20 }, (_, i) => call(i + 1));
    const answer = await post(key, batch);
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(answer.json(), { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: batches (JSON arrays) are not supported; send one message at a time' } });
    assert.equal(await used(accountId), 0, 'nothing ran, nothing counted');
    for (let i = 0; i < 10; i++) assert.equal((await post(key, call(i))).statusCode, 200);
    const spent = await post(key, call(11));
    assert.equal(spent.json().result.structuredContent.error.code, 'RATE_LIMIT', 'the minute is spent');
    const single = await post(key, [call(12)]);
    assert.equal(single.statusCode, 400);
    assert.equal(single.json().result, undefined, 'no result escapes the limit');
    assert.equal(await used(accountId), 10);
    // A request and a cancellation in one array: refused at once, never a connection held open.
    const mixed = await post(key, [call(13), { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 13 } }]);
    assert.equal(mixed.statusCode, 400);
  });

  test(`the messages that are not tool calls have ${MCP_MESSAGES_PER_MINUTE} a minute per account; tools/list is the same bytes every time`, async () => {
    const { key, accountId } = await sandbox();
    const list = (id: number) => post(key, { jsonrpc: '2.0', id, method: 'tools/list', params: {} });
    const first = await list(1);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().result.tools.length, 10);
    for (let i = 2; i <= MCP_MESSAGES_PER_MINUTE - 1; i++) assert.equal((await post(key, { jsonrpc: '2.0', id: i, method: i % 2 ? 'ping' : 'tools/list' })).statusCode, 200, `message ${i}`);
    assert.equal((await list(1)).body, first.body, 'the same answer');
    // Past the allowance: a JSON-RPC error answering the request (an HTTP 429 is a transport error a client cannot read), with the seconds to wait.
    const over = await list(MCP_MESSAGES_PER_MINUTE + 1);
    assert.equal(over.statusCode, 200);
    const wait = Number(over.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
    assert.deepEqual(over.json(), {
      jsonrpc: '2.0',
      id: MCP_MESSAGES_PER_MINUTE + 1,
      error: {
        code: -32000,
        message: `RATE_LIMIT: an API key may send ${MCP_MESSAGES_PER_MINUTE} MCP messages a minute besides its tool calls (initialize, tools/list, ping); retry after ${wait} s`,
        data: { code: 'RATE_LIMIT', retryAfter: wait },
      },
    });
    const init = await post(key, { jsonrpc: '2.0', id: 99, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }, { 'accept-language': 'ko' });
    assert.equal(init.json().error.data.code, 'RATE_LIMIT', 'initialize is one of them');
    assert.match(init.json().error.message, /^RATE_LIMIT: API 키 하나로/, 'in the language asked for');
    // Tool calls are the plan's, not this allowance's.
    assert.equal((await post(key, call(100))).statusCode, 200);
    assert.equal(await used(accountId), 1, 'only the tool call counted');
  });

  test('nothing is charged for a refused or malformed request, a notification, or a call that fails', async () => {
    const { key, accountId } = await sandbox();
    const notAcceptable = await post(key, call(1), { accept: 'text/html' });
    assert.deepEqual([notAcceptable.statusCode, notAcceptable.json().error.code], [406, 'NOT_ACCEPTABLE']);
    const notJson = await post(key, '{"jsonrpc":"2.0","id":1,"method":"tools/call"');
    assert.deepEqual([notJson.statusCode, notJson.json().error.code], [400, -32700]);
    const badParams = await post(key, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 5 } });
    assert.equal(badParams.json().error.code, -32602);
    const unknownTool = await post(key, call(3, 'name_charz'));
    assert.match(unknownTool.json().error.message, /unknown tool "name_charz"; did you mean name_char\?/);
    const toolError = await post(key, call(4, 'name_char', { hanja: 'x' }));
    assert.equal(toolError.json().result.isError, true);
    assert.equal(toolError.headers['x-ratelimit-remaining-month'], '300', 'the failed call was given back');
    const badVersion = await post(key, call(5), { 'mcp-protocol-version': '1999-01-01' });
    assert.deepEqual([badVersion.statusCode, badVersion.json().error.code], [400, -32600]);
    for (const method of ['notifications/initialized', 'notifications/cancelled']) {
      const note = await post(key, { jsonrpc: '2.0', method, params: { requestId: 1 } });
      assert.deepEqual([note.statusCode, note.body], [202, ''], `${method} is taken at once, with no answer`);
    }
    assert.equal(await used(accountId), 0);
  });

  test('the page\'s Origin is checked (none is allowed, as command-line clients send none), and every answer carries what every answer carries', async () => {
    const { key } = await sandbox();
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    const foreign = await post(key, ping, { origin: 'https://evil.example' });
    assert.deepEqual([foreign.statusCode, foreign.json().error.code], [403, 'ORIGIN_NOT_ALLOWED']);
    const own = await post(key, ping, { origin: 'http://127.0.0.1:8080' });
    assert.equal(own.statusCode, 200, 'the service\'s own origin');
    const answer = await post(key, ping, { 'x-request-id': 'mcp-test-1' });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.equal(answer.headers['x-frame-options'], 'DENY');
    assert.equal(answer.headers['x-request-id'], 'mcp-test-1');
    assert.equal(answer.headers['cache-control'], 'private, no-store');
  });

  test('a value nested deeper than any request of ours is the tool\'s BAD_INPUT, not an overflow of the stack (it was -32603 with "Maximum call stack size exceeded")', async () => {
    const { key } = await sandbox();
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const answer = await post(key, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"name_char","arguments":{"hanja":${deep}}}}`);
    assert.equal(answer.statusCode, 200);
    const { result } = answer.json();
    assert.equal(result.isError, true);
    assert.equal(JSON.parse(result.content[0].text).error.code, 'BAD_INPUT');
    assert.match(JSON.parse(result.content[0].text).error.message, /nests deeper than 32 levels/);
  });
});

describe('a client gone before its answer', () => {
  let app: TestApp;
  const logLines: string[] = [];
  let port = 0;
  before(async () => {
    app = await testApp({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  test('a costly call whose client left is not computed, costs nothing, and is in the log with its duration', async () => {
    const email = `gone-${Math.random().toString(36).slice(2)}@test.example`;
    const { apiKey, account } = await app.store.issueKey(email, 'gone', new Date(), { verified: true });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'name_recommend', arguments: { surname: '金', limit: 50 } } });
    const { connect } = await import('node:net');
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: ${ACCEPT}\r\nX-API-Key: ${apiKey}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.destroy();
    const deadline = Date.now() + 5000;
    let line: { aborted?: boolean; ms?: number; url?: string } | undefined;
    while (!line && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      line = logLines.map((l) => JSON.parse(l) as { msg: string; url?: string; aborted?: boolean }).find((l) => l.msg === 'request' && l.url === '/mcp');
    }
    assert.ok(line, 'the request is in the log');
    assert.equal(line.aborted, true);
    assert.equal(typeof line.ms, 'number');
    assert.equal(await app.store.monthlyUsed(account.id, MONTH), 0, 'the call was given back');
  });
});

describe('MCP over HTTP behind PUBLIC_BASE_URL and CORS_ORIGINS', () => {
  let app: TestApp;
  before(async () => {
    app = await testApp({ config: loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/tojeong', CORS_ORIGINS: 'https://app.example.com' }) });
  });
  after(() => app.close());

  const ping = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { 'content-type': 'application/json', accept: ACCEPT, 'x-api-key': app.apiKey, ...headers },
      payload: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });

  test('only the Host of PUBLIC_BASE_URL is served (DNS rebinding names another); pages of CORS_ORIGINS and of the service may call', async () => {
    for (const host of ['api.example.com', 'API.example.com', 'api.example.com:443']) assert.equal((await ping({ host })).statusCode, 200, host);
    for (const host of ['evil.example', '127.0.0.1:8080', 'api.example.com:8443']) {
      const refused = await ping({ host });
      assert.deepEqual([refused.statusCode, refused.json().error.code], [403, 'HOST_NOT_ALLOWED'], host);
    }
    for (const origin of ['https://app.example.com', 'https://api.example.com']) assert.equal((await ping({ host: 'api.example.com', origin })).statusCode, 200, origin);
    assert.equal((await ping({ host: 'api.example.com', origin: 'http://api.example.com' })).statusCode, 403, 'another scheme is another origin');
  });
});
