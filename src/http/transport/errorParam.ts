/**
 * `error.param` (issue 50): where in the request the fault is, beside the
 * specification's `code` and `message`, so a client can mark the field
 * without reading the message. A body field is a JSON Pointer (RFC 6901:
 * `/birth`, `/given/0/hanja`); a query or path parameter, or a header, is its
 * name (`year`, `id`). None when the fault is of the request as a whole (a
 * body that is not JSON, a key that is not valid) or of no one field.
 */
import type { FastifyRequest } from 'fastify';
import { TojeongError } from 'tojeong-core/errors';
import type { ErrorCode } from '../../errors.js';
import { RequestRefusal } from '../validation.js';

/** `["given", "0", "hanja"]` → `/given/0/hanja`, each segment escaped as RFC 6901 says (`~` → `~0`, `/` → `~1`). */
export function jsonPointer(path: readonly string[]): string {
  return path.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

function paramAt(part: string, path: readonly string[]): string | undefined {
  if (path.length === 0) return undefined;
  return part === 'body' ? jsonPointer(path) : path[0];
}

const PARTS: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
};

/**
 * The field a calculation refused (the library's BAD_BIRTH for 1990-02-30, say):
 * the one field the route ties to that code (its `fieldErrorCodes`) that the
 * request carries; none when no field, or more than one, is tied to it.
 */
function fieldOfCode(code: ErrorCode, request: FastifyRequest): string | undefined {
  const codes = request.routeOptions?.config?.fieldErrorCodes ?? {};
  const given: string[] = [];
  for (const [key, fieldCode] of Object.entries(codes)) {
    if (fieldCode !== code || key.endsWith(' (missing)')) continue;
    const [part = '', ...path] = key.split('/');
    const values = PARTS[part]?.(request);
    if (path.length === 1 && typeof values === 'object' && values !== null && (values as Record<string, unknown>)[path[0]!] !== undefined) {
      const param = paramAt(part, path);
      if (param !== undefined) given.push(param);
    }
  }
  return given.length === 1 ? given[0] : undefined;
}

/** The `param` of an error answer, or undefined. */
export function errorParam(error: TojeongError<string>, request: FastifyRequest): string | undefined {
  if (error instanceof RequestRefusal) return paramAt(error.fault.where.part, error.fault.where.path);
  if (error instanceof TojeongError) return fieldOfCode(error.code as ErrorCode, request);
  return undefined;
}
