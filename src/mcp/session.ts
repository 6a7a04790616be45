/**
 * One MCP session: the protocol rules between a transport and the SDK's
 * server, in one place for every transport (stdio now; HTTP can hand each
 * POSTed body to `handle` the same way). A transport gives it one JSON text
 * at a time and gets back that message's one answer, or none for a
 * notification or a response:
 *
 * - not JSON → -32700 Parse error (id null); not a message → -32600 Invalid
 *   Request (jsonRpc.ts);
 * - before `initialize` only `ping` is answered: any other request is -32600
 *   "the server is not initialized" and is not run; a second `initialize` is
 *   -32600 too (MCP: the server answers nothing but pings before it is
 *   initialized; the SDK's own HTTP transport refuses a second initialize so);
 * - a method the server does not answer → -32601; params that do not fit the
 *   method → -32602 with a short message naming the field (requestParams.ts);
 * - an id still in use by a request in progress → -32600;
 * - an error thrown inside the server (a bug) → -32603 "Internal error",
 *   its text given to `onInternalError` for the operator, not to the client.
 *
 * Whatever reaches the SDK's server has passed these checks, so it answers
 * each request exactly once (a request the client cancels is not answered:
 * MCP asks so). What the server sends on its own (a notification) goes to
 * `onServerMessage`.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import {
  errorAnswer,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  type Incoming,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  type Outgoing,
  quoted,
  readMessage,
  type RequestId,
} from './jsonRpc.js';
import { isAnswered, paramsProblem } from './requestParams.js';

export interface McpSessionOptions {
  /** A message the server sends on its own, not as the answer to a request (none of the tools sends one today). */
  onServerMessage?: (message: JSONRPCMessage) => void;
  /** The text of an error thrown inside the server, which the client sees only as -32603 "Internal error". */
  onInternalError?: (text: string) => void;
  /**
   * A session of one message (MCP over HTTP, stateless): there is no
   * lifecycle to keep, so every request is taken as of an initialized
   * session and `initialize` may come in any POST (the SDK's stateless
   * Streamable HTTP transport does the same).
   */
  stateless?: boolean;
}

type Settle = (answer: Outgoing | undefined) => void;

export class McpSession {
  readonly #transport = new SessionTransport((message) => this.#fromServer(message));
  readonly #pending = new Map<RequestId, Settle>();
  readonly #options: McpSessionOptions;
  #initialized = false;

  private constructor(options: McpSessionOptions) {
    this.#options = options;
    this.#stateless = options.stateless === true;
  }

  readonly #stateless: boolean;

  /** A session of `server`, which must not be connected to anything else. */
  static async open(server: Server, options: McpSessionOptions = {}): Promise<McpSession> {
    const session = new McpSession(options);
    await server.connect(session.#transport);
    return session;
  }

  /**
   * One JSON text from the client: resolves to its answer, or to undefined
   * when it gets none (a notification, a response, a cancelled request).
   * The checks are made at once, in the order the texts are handed in, so an
   * `initialize` handed in before a request lets that request through.
   */
  handle(text: string): Promise<Outgoing | undefined> {
    return this.handleMessage(readMessage(text));
  }

  /** One message already read (jsonRpc.ts readMessage), as `handle` takes it: for a transport that classifies a message before it is run. */
  handleMessage(incoming: Incoming): Promise<Outgoing | undefined> {
    switch (incoming.kind) {
      case 'invalid':
        return Promise.resolve(incoming.answer);
      case 'response':
        this.#transport.deliver(incoming.message);
        return Promise.resolve(undefined);
      case 'notification':
        // Never answered, whatever they hold (JSON-RPC); the SDK's server ignores those it has no handler for.
        if (!Array.isArray(incoming.params)) {
          this.#transport.deliver({ jsonrpc: '2.0', method: incoming.method, ...(incoming.params && { params: incoming.params }) });
          if (incoming.method === 'notifications/cancelled') this.#cancelled(incoming.params?.requestId);
        }
        return Promise.resolve(undefined);
      case 'request':
        return this.#request(incoming.id, incoming.method, incoming.params);
    }
  }

  /** Ends the session: requests still in progress get no answer. */
  async close(): Promise<void> {
    await this.#transport.close();
    for (const settle of this.#pending.values()) settle(undefined);
    this.#pending.clear();
  }

  #request(id: RequestId, method: string, params: Record<string, unknown> | unknown[] | undefined): Promise<Outgoing | undefined> {
    const refuse = (code: number, message: string) => Promise.resolve(errorAnswer(id, code, message));
    if (this.#pending.has(id)) return refuse(INVALID_REQUEST, `Invalid Request: id ${JSON.stringify(id)} is already in use by a request in progress`);
    if (method === 'initialize' && this.#initialized && !this.#stateless) return refuse(INVALID_REQUEST, 'Invalid Request: the server is already initialized');
    if (!this.#initialized && !this.#stateless && method !== 'initialize' && method !== 'ping') {
      return refuse(INVALID_REQUEST, 'Invalid Request: the server is not initialized; send initialize first');
    }
    if (!isAnswered(method)) return refuse(METHOD_NOT_FOUND, `Method not found: ${quoted(method).slice(1, -1)}`);
    const problem = paramsProblem(method, params);
    if (problem) return refuse(INVALID_PARAMS, `Invalid params: ${problem}`);
    // Params that fit: the SDK's server answers initialize with its result, so the session is initialized from here on.
    if (method === 'initialize') this.#initialized = true;
    return new Promise((settle) => {
      this.#pending.set(id, settle);
      this.#transport.deliver({ jsonrpc: '2.0', id, method, ...(params && { params: params as Record<string, unknown> }) });
    });
  }

  #cancelled(requestId: unknown): void {
    const settle = typeof requestId === 'string' || typeof requestId === 'number' ? this.#pending.get(requestId) : undefined;
    if (!settle) return;
    this.#pending.delete(requestId as RequestId);
    settle(undefined);
  }

  #fromServer(message: JSONRPCMessage): void {
    if (!('result' in message) && !('error' in message)) {
      this.#options.onServerMessage?.(message);
      return;
    }
    // An answer: to a request in progress, or (cancelled, or after close) to nothing any more.
    const settle = message.id === undefined ? undefined : this.#pending.get(message.id);
    if (!settle) return;
    this.#pending.delete(message.id!);
    if ('error' in message && message.error.code === INTERNAL_ERROR) {
      this.#options.onInternalError?.(message.error.message);
      settle(errorAnswer(message.id!, INTERNAL_ERROR, 'Internal error'));
      return;
    }
    settle(message);
  }
}

/** The SDK server's side of the session: what the session delivers comes in, what the server sends goes to the session. */
class SessionTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  readonly #send: (message: JSONRPCMessage) => void;

  constructor(send: (message: JSONRPCMessage) => void) {
    this.#send = send;
  }

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    this.#send(message);
  }

  deliver(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}
