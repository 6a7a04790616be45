/**
 * JSON-RPC 2.0 as MCP carries it: one JSON text read into a request, a
 * notification or a response, or else the error that answers it — -32700
 * when the text is not JSON, -32600 when the value is not a message (id null,
 * or the request's id when it has a usable one). MCP narrows JSON-RPC: an id
 * is a string or an integer, never null; `params` is an object (named
 * parameters); batches are not part of MCP since 2025-06-18, so an array is
 * refused as a whole. Members beyond the message's own are ignored.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

export type RequestId = string | number;
type Params = Record<string, unknown>;

/** An error answer: `id` null when the message's id could not be read. */
export interface ErrorAnswer {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string; data?: Record<string, unknown> };
}

/** What the server sends: an answer it made itself, or what the SDK's server sends. */
export type Outgoing = JSONRPCMessage | ErrorAnswer;

export type Incoming =
  /** `params` as sent: an array is kept so that the method's check can refuse it as -32602. */
  | { kind: 'request'; id: RequestId; method: string; params: Params | unknown[] | undefined }
  | { kind: 'notification'; method: string; params: Params | unknown[] | undefined }
  | { kind: 'response'; message: JSONRPCMessage }
  | { kind: 'invalid'; answer: ErrorAnswer };

export function errorAnswer(id: RequestId | null, code: number, message: string, data?: Record<string, unknown>): ErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data && { data }) } };
}

/** At most `max` characters of a client's text inside a message of ours, quoted. */
export function quoted(text: string, max = 64): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is RequestId => typeof value === 'string' || Number.isSafeInteger(value);

/** One JSON text (a line on stdio, a body over HTTP) read as one message, or the error that answers it. */
export function readMessage(text: string): Incoming {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid(null, PARSE_ERROR, 'Parse error: the message is not JSON');
  }
  if (Array.isArray(value)) return invalid(null, INVALID_REQUEST, 'Invalid Request: batches (JSON arrays) are not supported; send one message at a time');
  if (!isObject(value)) return invalid(null, INVALID_REQUEST, 'Invalid Request: a message must be a JSON object');
  // A response's id names one of the server's requests: an error about it is not the client's request's answer.
  const responseLike = 'result' in value || 'error' in value;
  const id = !responseLike && isId(value.id) ? value.id : null;
  const refuse = (why: string): Incoming => invalid(id, INVALID_REQUEST, `Invalid Request: ${why}`);
  if (value.jsonrpc !== '2.0') return refuse('jsonrpc must be "2.0"');
  if ('id' in value && !isId(value.id)) return refuse('id must be a string or an integer');
  if (responseLike) return readResponse(value) ?? refuse('a response must have an id and either a result object or an error with a code and a message');
  if (typeof value.method !== 'string') return refuse('method must be a string');
  const { params } = value;
  if (params !== undefined && !isObject(params) && !Array.isArray(params)) return refuse('params must be an object');
  const checked = params as Params | unknown[] | undefined;
  return 'id' in value ? { kind: 'request', id: value.id as RequestId, method: value.method, params: checked } : { kind: 'notification', method: value.method, params: checked };
}

function readResponse(value: Record<string, unknown>): Incoming | undefined {
  if (!isId(value.id) || 'method' in value || ('result' in value && 'error' in value)) return undefined;
  if ('result' in value) return isObject(value.result) ? { kind: 'response', message: { jsonrpc: '2.0', id: value.id, result: value.result } } : undefined;
  const { error } = value;
  if (!isObject(error) || !Number.isSafeInteger(error.code) || typeof error.message !== 'string') return undefined;
  const message = { jsonrpc: '2.0', id: value.id, error: { code: error.code as number, message: error.message, ...('data' in error ? { data: error.data } : {}) } } as const;
  return { kind: 'response', message };
}

function invalid(id: RequestId | null, code: number, message: string): Incoming {
  return { kind: 'invalid', answer: errorAnswer(id, code, message) };
}
