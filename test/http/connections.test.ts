/**
 * The service on a real socket, against clients that misbehave at the HTTP
 * level: requests Node's parser refuses, headers over 16 KiB, a body that
 * stops half-way, idle keep-alive connections, and pipelining without reading
 * the answers. Each is answered in the error shape (or closed) within bounds.
 * The timeouts are set to 1-2 s here (REQUEST_TIMEOUT, KEEP_ALIVE_TIMEOUT) so
 * that the test is short; every wait is bounded.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { MAX_UNANSWERED_PER_CONNECTION } from '../../src/http/transport/connectionLimits.js';
import { type TestApp, testApp } from './helpers.js';

const WAIT_LIMIT_MS = 15_000;

let app: TestApp;
let port: number;
before(async () => {
  app = await testApp({ config: loadConfig({ REQUEST_TIMEOUT: '1', KEEP_ALIVE_TIMEOUT: '2' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
after(() => app.close());

interface Exchange {
  received: string;
  closedAfterMs: number | null;
}

/**
 * Opens a connection, writes `send`, and collects what comes back until the
 * server closes the connection or `waitMs` pass. `readAfterMs` delays reading
 * (a client that does not read its answers).
 */
function exchange(send: string, options: { waitMs?: number; readAfterMs?: number } = {}): Promise<Exchange> {
  const waitMs = Math.min(options.waitMs ?? WAIT_LIMIT_MS, WAIT_LIMIT_MS);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(send);
      if (options.readAfterMs) {
        socket.pause();
        setTimeout(() => socket.resume(), options.readAfterMs);
      }
    });
    const finish = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received: Buffer.concat(chunks).toString('utf8'), closedAfterMs });
    };
    const timer = setTimeout(() => finish(null), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

/** Status line, headers and JSON body of a single raw response. */
function parseResponse(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

test('a request Node\'s parser refuses is 400 BAD_INPUT in the error shape, with Connection: close', async () => {
  for (const request of ['HELLO THERE\r\n\r\n', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 'GET /v1/health HTTP/9.9\r\n\r\n', 'GET /v1/health HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n']) {
    const { received, closedAfterMs } = await exchange(request);
    const res = parseResponse(received);
    assert.equal(res.status, 400, JSON.stringify(request));
    assert.equal(res.headers.connection, 'close');
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual([res.headers['x-content-type-options'], res.headers['x-frame-options']], ['nosniff', 'DENY'], 'as every JSON answer');
    assert.equal(Number(res.headers['content-length']), Buffer.byteLength(JSON.stringify(res.body)));
    assert.equal((res.body as { error: { code: string } }).error.code, 'BAD_INPUT');
    assert.match((res.body as { error: { message: string } }).error.message, /^malformed HTTP\/1\.1 request \(HPE_\w+\)$/);
    assert.notEqual(closedAfterMs, null, 'closed');
  }
});

test('an HTTP/1.1 request without Host is 400 BAD_INPUT, and CONNECT is 405, both in the error shape (Node\'s own answers have no body)', async () => {
  const noHost = parseResponse((await exchange('GET /v1/health HTTP/1.1\r\nConnection: close\r\n\r\n')).received);
  assert.equal(noHost.status, 400);
  assert.deepEqual(noHost.body, { error: { code: 'BAD_INPUT', message: 'an HTTP/1.1 request needs a Host header' } });
  const http10 = (await exchange('GET /v1/health HTTP/1.0\r\n\r\n')).received;
  assert.match(http10, /^HTTP\/1\.1 200 OK\r\n/, 'HTTP/1.0 needs no Host');

  const connectResponse = await exchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  const refused = parseResponse(connectResponse.received);
  assert.equal(refused.status, 405);
  assert.deepEqual(refused.body, { error: { code: 'METHOD_NOT_ALLOWED', message: 'CONNECT example.com:443: this service is not a proxy' } });
  assert.notEqual(connectResponse.closedAfterMs, null);
});

test('an Expect other than 100-continue is ignored, not answered with Node\'s empty 417', async () => {
  const { received } = await exchange('GET /v1/billing/plans HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
  assert.match(received, /^HTTP\/1\.1 200 OK\r\n/);
});

test('headers over 16 KiB are 431 HEADERS_TOO_LARGE in the error shape', async () => {
  const { received } = await exchange(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  const res = parseResponse(received);
  assert.equal(res.status, 431);
  assert.deepEqual([res.headers['x-content-type-options'], res.headers['x-frame-options']], ['nosniff', 'DENY']);
  assert.deepEqual(res.body, { error: { code: 'HEADERS_TOO_LARGE', message: 'the request line and headers are larger than 16 KiB' } });
});

test('a body that stops half-way gets 408 REQUEST_TIMEOUT and the connection is closed; so do headers that never end', async () => {
  const halfBody = 'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';
  const halfHeaders = 'GET /v1/health HTTP/1.1\r\nHost: x\r\n';
  for (const request of [halfBody, halfHeaders]) {
    const { received, closedAfterMs } = await exchange(request);
    assert.notEqual(closedAfterMs, null, 'the connection is closed, not kept forever');
    const res = parseResponse(received);
    assert.equal(res.status, 408);
    assert.deepEqual(res.body, {
      error: { code: 'REQUEST_TIMEOUT', message: 'the request did not arrive in time: headers within 1 s, the whole request within 1 s' },
    });
  }
});

test('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT', async () => {
  const { received, closedAfterMs } = await exchange('GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
  assert.match(received, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(received, /\r\nKeep-Alive: timeout=2\r\n/);
  assert.notEqual(closedAfterMs, null, 'closed by the server');
  assert.ok(closedAfterMs! >= 1500, `kept at least about 2 s (closed after ${closedAfterMs} ms)`);
});

test(`pipelining: ${MAX_UNANSWERED_PER_CONNECTION} requests awaiting answers are served, one more closes the connection`, async () => {
  const request = 'GET /v1/billing/plans HTTP/1.1\r\nHost: x\r\n\r\n';
  const answers = (received: string) => received.match(/HTTP\/1\.1 200 OK\r\n/g)?.length ?? 0;
  const within = await exchange(request.repeat(MAX_UNANSWERED_PER_CONNECTION), { waitMs: 3000 });
  assert.equal(answers(within.received), MAX_UNANSWERED_PER_CONNECTION);
  assert.equal(within.closedAfterMs, null, 'a client within the bound keeps its connection');

  // 4,000 at once, read only later: the process builds at most the bounded number of answers, then closes.
  const flood = await exchange(request.repeat(4000), { readAfterMs: 500 });
  assert.notEqual(flood.closedAfterMs, null, 'closed');
  assert.ok(answers(flood.received) <= MAX_UNANSWERED_PER_CONNECTION, `${answers(flood.received)} answers`);
  assert.equal((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode, 200, 'the service goes on');
});
