/**
 * What every operation answers besides its route's own answers, added to its
 * OpenAPI entry as the document is built (@fastify/swagger's `transform`; the
 * route itself is untouched): the errors any request can get around its route,
 * X-Request-Id on every answer that has one, the Cache-Control of keyed answers
 * where the route sets none, and `security: []` on each
 * operation the key guard does not cover (keyedRouteDocs.ts marks the others).
 */
import type { FastifySchema } from 'fastify';
import type { ErrorCode } from '../../errors.js';
import { codesOf, type ResponseMap, withErrorCodes, withHeaders } from '../schemas.js';

/**
 * The codes every operation can answer, whatever its route does — the one
 * list of them: BAD_INPUT (a query parameter it does not list, a path that
 * does not decode, a malformed request), NOT_FOUND (a path the service does
 * not have), METHOD_NOT_ALLOWED (its path asked with another method),
 * REQUEST_TIMEOUT, HEADERS_TOO_LARGE and INTERNAL_ERROR. See
 * docs/connections.md ("Connections, and what every path answers").
 */
export const EVERY_OPERATION_CODES = [
  'BAD_INPUT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

/** Codes written as raw HTTP by the connection's error handler (errorHandler.ts) before a request exists: no X-Request-Id. */
const RAW_ONLY_CODES: ReadonlySet<ErrorCode> = new Set(['REQUEST_TIMEOUT', 'HEADERS_TOO_LARGE']);

type RouteDoc = { schema: FastifySchema & { hide?: boolean; security?: unknown; response?: unknown }; url: string; route?: { config?: { page?: boolean } } };

export function documentOperation({ schema, url, route }: RouteDoc): RouteDoc {
  if (!schema || schema.hide) return { schema, url };
  const own = new Set(Object.keys(schema.response ?? {}));
  const response = withErrorCodes((schema.response ?? {}) as ResponseMap, EVERY_OPERATION_CODES);
  // No shared cache keeps an answer of a keyed endpoint, nor one to a request with a key, unless the route's own policy says so already
  // (transport/answerHeaders.ts); a page keeps its own. A status only the path answers (404, 405: before any route) is a keyed answer
  // only when the request carried a key.
  const keyed = Array.isArray(schema.security) && schema.security.length > 0;
  const page = route?.config?.page === true;
  for (const [status, entry] of Object.entries(response)) {
    const codes = codesOf(entry);
    const answeredInRequest = codes.some((code) => !RAW_ONLY_CODES.has(code));
    if (codes.length === 0 || answeredInRequest) response[status] = withHeaders(entry, 'RequestId');
    // An error answered to a request speaks the request's language (errorHandler.ts, errorLanguage.ts).
    if (answeredInRequest) response[status] = withHeaders(response[status] as Record<string, unknown>, 'ContentLanguage');
    const headers = (response[status]!.headers ?? {}) as Record<string, unknown>;
    if ((codes.length === 0 || answeredInRequest) && !page && !('Cache-Control' in headers)) {
      response[status] = withHeaders(response[status] as Record<string, unknown>, keyed && own.has(status) ? 'PrivateNoStore' : 'PrivateNoStoreWithKey');
    }
  }
  return { schema: { ...schema, response, security: schema.security ?? [] }, url };
}
