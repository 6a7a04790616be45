/**
 * `tojeong mcp` as JSON-RPC 2.0 and the MCP lifecycle require, seen from raw
 * lines on the real process's stdin: a line that is not JSON is a parse
 * error (-32700), a value that is not a request an invalid request (-32600),
 * a request before `initialize` (other than ping) is refused, bad `params`
 * are -32602 with a short message naming the field, and every line gets
 * exactly one answer (a notification or a response none). Each line is sent
 * alone and followed by a ping whose answer marks that nothing else came.
 */
import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WAIT_MS = 5000;
/** Start-up (tsx compiling the sources) is not what these tests time: a loaded CI machine may take longer than one answer's wait. */
const START_MS = 60_000;

interface Answer {
  jsonrpc: string;
  id: string | number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

let server: ChildProcessWithoutNullStreams;
let stderr = '';
let buffered = '';
const answers: Answer[] = [];
let wake: (() => void) | undefined;
let sentinels = 0;

before(async () => {
  // English tool errors whatever the machine's locale (src/mcp/language.ts).
  server = spawn(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'src/cli/main.ts', 'mcp'], { cwd: ROOT, env: { ...process.env, TOJEONG_LANG: 'en' } });
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      answers.push(JSON.parse(line) as Answer);
    }
    wake?.();
  });
  // A ping before initialize is answered (MCP: ping is always allowed): the server is up once it answers.
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 'startup', method: 'ping' })}\n`);
  await take((a) => a.id === 'startup', 'the start-up ping', START_MS);
});

after(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.stdin.end();
  const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), WAIT_MS))]);
  if (code === 'still running') server.kill();
  assert.equal(code, 0, 'the server ends with its input');
  assert.equal(stderr, '', 'the server wrote nothing on stderr');
  assert.equal(buffered, '', 'every answer ends with a newline');
});

/** Waits for the first answer that `match` accepts and takes it out; fails after WAIT_MS. */
async function take(match: (answer: Answer) => boolean, what: string, waitMs = WAIT_MS): Promise<Answer> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const index = answers.findIndex(match);
    if (index >= 0) return answers.splice(index, 1)[0]!;
    const left = deadline - Date.now();
    if (left <= 0) assert.fail(`no answer (${what}) within ${waitMs} ms`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

const label = (line: string | Buffer) => (typeof line === 'string' ? line.slice(0, 200) : `bytes ${line.toString('hex')}`);

/** A ping after the line: once its answer is in, nothing else may be waiting. */
async function assertNothingElse(line: string | Buffer): Promise<void> {
  const id = `sentinel-${++sentinels}`;
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`);
  const pong = await take((a) => a.id === id, `the ping ${id}`);
  assert.deepEqual(pong, { jsonrpc: '2.0', id, result: {} });
  assert.deepEqual(answers, [], `one answer only to ${label(line)}`);
}

/** Sends one line (given as text, or as the bytes before its newline) and returns its one answer. */
async function exchange(line: string | Buffer): Promise<Answer> {
  assert.deepEqual(answers, []);
  server.stdin.write(typeof line === 'string' ? `${line}\n` : Buffer.concat([line, Buffer.from('\n')]));
  const answer = await take((a) => typeof a.id !== 'string' || !a.id.startsWith('sentinel-'), label(line));
  await assertNothingElse(line);
  return answer;
}

/** Sends one line that must get no answer (a notification, a response, a blank line). */
async function silent(line: string): Promise<void> {
  assert.deepEqual(answers, []);
  server.stdin.write(`${line}\n`);
  await assertNothingElse(line);
}

/** One answer, an error with this id and code, and a short one-line message matching `message`. */
async function assertError(sent: string | Buffer, id: string | number | null, code: number, message: RegExp): Promise<Answer> {
  const answer = await exchange(sent);
  const line = label(sent);
  assert.equal(answer.jsonrpc, '2.0');
  assert.equal(answer.result, undefined, `${line}: an error, not a result`);
  assert.equal(answer.id, id, line);
  assert.equal(answer.error?.code, code, `${line}: ${JSON.stringify(answer.error)}`);
  assert.match(answer.error.message, message, line);
  assert.ok(answer.error.message.length <= 200 && !answer.error.message.includes('\n'), `a short message, not a dump: ${answer.error.message}`);
  return answer;
}

const request = (id: number | string, method: string, params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const INITIALIZE = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-lines', version: '1.0.0' } };

describe('tojeong mcp, one raw line at a time', () => {
  test('a line that is not JSON is a parse error with id null', async () => {
    await assertError('not json', null, -32700, /^Parse error/);
    await assertError('{"jsonrpc":"2.0","id":1,"method":"ping"', null, -32700, /^Parse error/);
    await assertError('{"jsonrpc":"2.0","id":1,"method":"ping"}}', null, -32700, /^Parse error/);
    await assertError(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), null, -32700, /^Parse error: the line is not UTF-8$/);
  });

  test('JSON that is not a request is an invalid request, with its id when it has a usable one', async () => {
    await assertError('42', null, -32600, /^Invalid Request: .*object/);
    await assertError('"ping"', null, -32600, /^Invalid Request/);
    await assertError('null', null, -32600, /^Invalid Request/);
    await assertError('[]', null, -32600, /^Invalid Request: .*batch/);
    await assertError(`[${request(2, 'ping')}]`, null, -32600, /^Invalid Request: .*batch/);
    await assertError('{}', null, -32600, /^Invalid Request/);
    await assertError('{"jsonrpc":"2.0","id":3}', 3, -32600, /^Invalid Request: .*method/);
    await assertError('{"jsonrpc":"1.0","id":4,"method":"ping"}', 4, -32600, /^Invalid Request: .*jsonrpc/);
    await assertError('{"id":5,"method":"ping"}', 5, -32600, /^Invalid Request: .*jsonrpc/);
    await assertError('{"jsonrpc":"2.0","id":"6","method":7}', '6', -32600, /^Invalid Request: .*method/);
    await assertError('{"jsonrpc":"2.0","id":7,"method":"ping","params":"x"}', 7, -32600, /^Invalid Request: .*params/);
    await assertError('{"jsonrpc":"2.0","method":8}', null, -32600, /^Invalid Request: .*method/);
    for (const id of ['null', '1.5', '{"a":1}', '[1]', 'true']) {
      await assertError(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`, null, -32600, /^Invalid Request: .*id/);
    }
    // A response that is not one: its id names one of the server's requests, not the client's, so the error has id null.
    await assertError('{"jsonrpc":"2.0","id":9,"result":5}', null, -32600, /^Invalid Request/);
  });

  test('before initialize only ping is answered; every other request is refused and not run', async () => {
    assert.deepEqual(await exchange(request(10, 'ping')), { jsonrpc: '2.0', id: 10, result: {} });
    await assertError(request(11, 'tools/list'), 11, -32600, /not initialized.*initialize/);
    await assertError(request(12, 'tools/call', { name: 'calendar_terms', arguments: { year: 2026 } }), 12, -32600, /not initialized/);
    await assertError(request(13, 'no/such/method'), 13, -32600, /not initialized/);
    await silent('{"jsonrpc":"2.0","method":"notifications/initialized"}');
  });

  test('initialize with bad params is -32602 naming the field; then initialize, once', async () => {
    await assertError(request(20, 'initialize', { ...INITIALIZE, protocolVersion: 5 }), 20, -32602, /^Invalid params: params\.protocolVersion must be a string$/);
    await assertError(request(21, 'initialize', { protocolVersion: '2025-11-25', capabilities: {} }), 21, -32602, /^Invalid params: params\.clientInfo is required$/);
    await assertError(request(22, 'initialize'), 22, -32602, /^Invalid params: params is required$/);
    const initialized = await exchange(request(23, 'initialize', INITIALIZE));
    assert.equal(initialized.id, 23);
    assert.equal(initialized.result?.protocolVersion, '2025-11-25');
    assert.deepEqual(initialized.result?.capabilities, { tools: {} });
    await silent('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    await assertError(request(24, 'initialize', INITIALIZE), 24, -32600, /already initialized/);
  });

  test('after initialize: tools answer; an unknown method is -32601', async () => {
    const listed = await exchange(request(30, 'tools/list'));
    assert.ok(Array.isArray(listed.result?.tools) && listed.result.tools.length === 10);
    const terms = await exchange(request(31, 'tools/call', { name: 'calendar_terms', arguments: { year: 2026 } }));
    assert.equal((terms.result?.structuredContent as { terms?: unknown[] } | undefined)?.terms?.length, 24);
    await assertError(request(32, 'tools/lst'), 32, -32601, /^Method not found: tools\/lst$/);
    await silent('{"jsonrpc":"2.0","method":"notifications/no-such-thing"}');
  });

  test('bad params of tools/call and tools/list are -32602 with a short message naming the field', async () => {
    await assertError(request(40, 'tools/call', { name: 5 }), 40, -32602, /^Invalid params: params\.name must be a string$/);
    await assertError(request(41, 'tools/call', {}), 41, -32602, /^Invalid params: params\.name is required$/);
    await assertError(request(42, 'tools/call'), 42, -32602, /^Invalid params: params is required$/);
    await assertError(request(43, 'tools/call', []), 43, -32602, /^Invalid params: params must be an object/);
    await assertError(request(44, 'tools/call', { name: 'tojeong_gwae', arguments: 5 }), 44, -32602, /^Invalid params: params\.arguments must be an object$/);
    await assertError(request(45, 'tools/call', { name: 'tojeong_gwae', arguments: {}, _meta: { progressToken: {} } }), 45, -32602, /params\._meta\.progressToken must be a string or a number/);
    await assertError(request(46, 'tools/list', { cursor: 5 }), 46, -32602, /^Invalid params: params\.cursor must be a string$/);
    await assertError(request(47, 'ping', { _meta: 5 }), 47, -32602, /^Invalid params: params\._meta must be an object$/);
    await assertError(request(48, 'tools/call', { name: 'tojeong_guae', arguments: {} }), 48, -32602, /^Invalid params: unknown tool "tojeong_guae"; did you mean tojeong_gwae\? tools\/list names all 10$/);
  });

  test("a tool's arguments are checked by its input schema and refused as a tool error the model reads (MCP 2025-11-25)", async () => {
    const wrongType = await exchange(request(50, 'tools/call', { name: 'tojeong_gwae', arguments: { birth: 19760826 } }));
    assert.equal(wrongType.result?.isError, true);
    const [item] = wrongType.result?.content as { type: string; text: string }[];
    // The tool and its argument are named, not a field of an HTTP request.
    assert.deepEqual(JSON.parse(item!.text), { error: { code: 'BAD_BIRTH', message: 'tojeong_gwae: argument "birth" must be "1990-05-17" or {"date": "1990-05-17", "time": "14:20"} (the date alone, or the Birth object)' } });
    const missing = await exchange(request(51, 'tools/call', { name: 'tojeong_gwae' }));
    assert.deepEqual(JSON.parse((missing.result?.content as { text: string }[])[0]!.text), { error: { code: 'BAD_INPUT', message: 'tojeong_gwae: argument "birth" is required' } });
  });

  test('blank lines, responses and carriage returns', async () => {
    await silent('');
    await silent('   ');
    await silent('{"jsonrpc":"2.0","id":"from-client","result":{}}');
    await silent('{"jsonrpc":"2.0","id":"from-client","error":{"code":-32601,"message":"Method not found"}}');
    assert.deepEqual(await exchange(`${request(60, 'ping')}\r`), { jsonrpc: '2.0', id: 60, result: {} });
    assert.deepEqual(await exchange(`{"jsonrpc":"2.0","id":61,"method":"ping","extra":true}`), { jsonrpc: '2.0', id: 61, result: {} });
  });

  test('an id still in use is refused; a line too long is one error and the next line is read', async () => {
    server.stdin.write(`${request(70, 'tools/call', { name: 'calendar_month', arguments: { year: 2024, month: 2 } })}\n${request(70, 'ping')}\n`);
    const [first, second] = [await take((a) => a.id === 70, 'the first 70'), await take((a) => a.id === 70, 'the second 70')];
    const refused = [first, second].filter((a) => a.error);
    assert.equal(refused.length, 1, JSON.stringify([first, second]).slice(0, 500));
    assert.equal(refused[0]!.error!.code, -32600);
    assert.match(refused[0]!.error!.message, /id 70 is already in use/);
    assert.ok([first, second].some((a) => Array.isArray((a.result?.structuredContent as { days?: unknown[] } | undefined)?.days)));
    await assertNothingElse('the id 70 twice');

    const long = `{"jsonrpc":"2.0","id":71,"method":"ping","params":{"_meta":{"pad":"${'x'.repeat(2 * 1024 * 1024)}"}}}`;
    await assertError(long, null, -32600, /^Invalid Request: the message is longer than \d+ bytes/);
    assert.deepEqual(await exchange(request(72, 'ping')), { jsonrpc: '2.0', id: 72, result: {} });
  });
});
