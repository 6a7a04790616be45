/**
 * The one place where errors become HTTP responses: a ServiceError keeps its
 * code and status; validation and parser errors raised by Fastify become
 * BAD_INPUT (or a route's field-specific code); a database that does not
 * answer is 503 DATABASE_UNAVAILABLE; anything else is a 500 that is logged
 * with its stack and answered without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ServiceError } from '../errors.js';
import { type FieldErrorCodes, validationError } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code for a failing request field, e.g. `{ 'body/birth': 'BAD_BIRTH' }`. */
    fieldErrorCodes?: FieldErrorCodes;
  }
}

// Fastify's own client errors, with messages a caller can act on. All are
// input-format errors, which the specification answers with 400 BAD_INPUT.
function parserErrorMessage(error: FastifyError, bodyLimit: number): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'the request body must be JSON: send it with Content-Type: application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `the request body is larger than the limit of ${bodyLimit} bytes`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'the request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'the request body is not valid JSON';
    default:
      return undefined;
  }
}

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function toServiceError(error: FastifyError, request: FastifyRequest, bodyLimit: number): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isDatabaseUnavailable(error)) {
    return new ServiceError('DATABASE_UNAVAILABLE', `the service's database is not answering; retry in ${DATABASE_RETRY_AFTER_SECONDS} s`, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  if (error.validation) {
    return validationError(error.validation, error.validationContext ?? 'body', request.routeOptions.config.fieldErrorCodes);
  }
  const parserMessage = parserErrorMessage(error, bodyLimit);
  if (parserMessage) return new ServiceError('BAD_INPUT', parserMessage);
  if (error instanceof SyntaxError || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
    return new ServiceError('BAD_INPUT', error.message);
  }
  return new ServiceError('INTERNAL_ERROR', `internal error; quote request id ${request.id} when reporting it`);
}

export function sendError(reply: FastifyReply, error: ServiceError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .send({ error: { code: error.code, message: error.message } });
}

export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const serviceError = toServiceError(error, request, bodyLimit);
    if (serviceError.code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
    else if (serviceError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, serviceError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ServiceError('NOT_FOUND', `no endpoint ${request.method} ${request.url.split('?')[0]}; the list is at GET /openapi.json`),
    ),
  );
}
