/**
 * The session (src/mcp/session.ts) on its own, as a second transport would
 * use it: one JSON text in, its one answer out. A bug inside the server
 * reaches the client as -32603 "Internal error" only, its text going to the
 * operator; a cancelled request is not answered and frees its id.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { McpSession } from '../../src/mcp/session.js';

const INITIALIZE = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'session-test', version: '1.0.0' } };
const text = (id: number | string, method: string, params?: object) => JSON.stringify({ jsonrpc: '2.0', id, method, ...(params && { params }) });

async function openSession(handler: (name: string) => Promise<object>) {
  const server = new Server({ name: 'test', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => handler(request.params.name) as never);
  const internal: string[] = [];
  const session = await McpSession.open(server, { onInternalError: (message) => internal.push(message) });
  assert.equal(((await session.handle(text(0, 'initialize', INITIALIZE))) as unknown as { result: { protocolVersion: string } }).result.protocolVersion, '2025-11-25');
  return { session, internal };
}

test('an error thrown inside the server is -32603 "Internal error"; its text goes to onInternalError only', async () => {
  const { session, internal } = await openSession(async () => {
    throw new Error('connection string postgres://user:secret@db/x refused');
  });
  assert.deepEqual(await session.handle(text(1, 'tools/call', { name: 'any' })), { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
  assert.equal(internal.length, 1);
  assert.match(internal[0]!, /postgres:\/\/user:secret/);
  await session.close();
});

test('a cancelled request gets no answer, and its id can be used again', async () => {
  let release: () => void = () => {};
  const { session } = await openSession(
    (name) => new Promise((resolve) => (release = () => resolve({ content: [{ type: 'text', text: name }] }))),
  );
  const slow = session.handle(text('a', 'tools/call', { name: 'slow' }));
  assert.deepEqual(await session.handle(text('a', 'ping')), {
    jsonrpc: '2.0',
    id: 'a',
    error: { code: -32600, message: 'Invalid Request: id "a" is already in use by a request in progress' },
  });
  assert.equal(await session.handle('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a"}}'), undefined);
  assert.equal(await slow, undefined);
  release();
  assert.deepEqual(await session.handle(text('a', 'ping')), { jsonrpc: '2.0', id: 'a', result: {} });
  await session.close();
});

test('requests still in progress when the session closes get no answer', async () => {
  const { session } = await openSession(() => new Promise(() => {}));
  const pending = session.handle(text(2, 'tools/call', { name: 'never' }));
  await session.close();
  assert.equal(await pending, undefined);
});
