/**
 * The one place where errors become HTTP responses: a ServiceError keeps its
 * code and status; validation and parser errors raised by Fastify become
 * BAD_INPUT (or a route's field-specific code); a database that does not
 * answer is 503 DATABASE_UNAVAILABLE; anything else is a 500 that is logged
 * with its stack and answered without internals. The errors raised before a
 * request reaches a route — a URL that does not decode (Fastify's framework
 * errors), a request Node's parser refuses (the server's clientError), a path
 * with the wrong method — get the same `{error: {code, message}}` shape, with
 * `param` where the fault is in one field (errorParam.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { type ErrorText, TojeongError } from 'tojeong-core/errors';
import { errorMessage } from '../../errorPointer.js';
import { ServiceError } from '../../errors.js';
import { EVERY_ANSWER_HEADERS } from './answerHeaders.js';
import { AUTH_CHALLENGE } from './apiKeyHeader.js';
import { errorParam } from './errorParam.js';
import { errorLanguage, varyOnLanguage } from './errorLanguage.js';
import { type ConnectionLimits, headersTimeoutMs } from './connectionLimits.js';
import type { RouteMethods } from './routeMethods.js';
import { type FieldErrorCodes, validationError } from '../validation.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../retryAfter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code for a failing request field, e.g. `{ 'body/birth': 'BAD_BIRTH' }`. */
    fieldErrorCodes?: FieldErrorCodes;
  }
}

// Fastify's own client errors, with messages a caller can act on. All are
// input-format errors, which the specification answers with 400 BAD_INPUT.
function parserErrorMessage(error: FastifyError, bodyLimit: number): ErrorText | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { en: 'the request body must be JSON: send it with Content-Type: application/json', ko: '요청 본문은 JSON이어야 합니다. Content-Type: application/json으로 보내 주세요' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { en: `the request body is larger than the limit of ${bodyLimit} bytes`, ko: `요청 본문이 한도 ${bodyLimit}바이트보다 큽니다` };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { en: 'the request body is empty; send a JSON object', ko: '요청 본문이 비어 있습니다. JSON 객체를 보내 주세요' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { en: 'the request body is not valid JSON', ko: '요청 본문이 올바른 JSON이 아닙니다' };
    case 'FST_ERR_BAD_URL': {
      const path = JSON.stringify(error.message.replace(/^'(.*)' is not a valid url component$/, '$1'));
      return {
        en: `the path ${path} is not valid percent-encoding (UTF-8 bytes, e.g. %E6%B4%AA for 洪)`,
        ko: `경로 ${path}: 올바른 퍼센트 인코딩(UTF-8 바이트, 예: 洪은 %E6%B4%AA)이 아닙니다`,
      };
    }
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { en: 'a path parameter is longer than 100 characters', ko: '경로 매개변수가 100자보다 깁니다' };
    default:
      return undefined;
  }
}


function toServiceError(error: FastifyError, request: FastifyRequest, bodyLimit: number): ServiceError {
  // The library's errors (TojeongError) and the service's (ServiceError, its subclass).
  if (error instanceof TojeongError) return ServiceError.of(error);
  if (isDatabaseUnavailable(error)) {
    const text = {
      en: `the service's database is not answering; retry in ${DATABASE_RETRY_AFTER_SECONDS} s`,
      ko: `서비스의 데이터베이스가 응답하지 않습니다. ${DATABASE_RETRY_AFTER_SECONDS}초 뒤에 다시 시도하세요`,
    };
    return new ServiceError('DATABASE_UNAVAILABLE', text);
  }
  if (error.validation) {
    return validationError(error.validation, error.validationContext ?? 'body', request.routeOptions.config.fieldErrorCodes);
  }
  const parserMessage = parserErrorMessage(error, bodyLimit);
  if (parserMessage) return new ServiceError('BAD_INPUT', parserMessage);
  // Fastify's own errors carry the status of a client error. A SyntaxError is
  // not one: the webhook maps its own JSON.parse (routes/billing.ts), and any
  // other is a bug that must be logged as one.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own wording, which has no Korean: said as it is, after a Korean sentence that names the kind.
    return new ServiceError('BAD_INPUT', { en: error.message, ko: `요청의 형식이 올바르지 않습니다: ${error.message}` });
  }
  return new ServiceError('INTERNAL_ERROR', {
    en: `internal error; quote request id ${request.id} when reporting it`,
    ko: `내부 오류입니다. 알려 주실 때 요청 ID ${request.id}를 함께 적어 주세요`,
  });
}

/**
 * The error answer, its message in the language the request prefers
 * (src/http/transport/errorLanguage.ts); `Vary: Accept-Language` because the message
 * depends on it, and `Content-Language` to say which one it is.
 */
function sendError(reply: FastifyReply, error: ServiceError): FastifyReply {
  return reply.send(errorAnswer(reply, error));
}

/**
 * The error answer's status and headers, set on `reply`, and its body: what
 * sendError sends, and what an answer already made is replaced by when it
 * turns out to be refused (conditionalAnswers.ts).
 */
export function errorAnswer(reply: FastifyReply, error: ServiceError): { error: { code: string; message: string; param?: string } } {
  const language = errorLanguage(reply.request.headers['accept-language']);
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  // Every 401 says how to authenticate (RFC 9110 §11.6.1), /mcp's included.
  if (error.status === 401) reply.header('www-authenticate', AUTH_CHALLENGE);
  const param = errorParam(error, reply.request);
  varyOnLanguage(reply.code(error.status).header('content-language', language));
  return { error: { code: error.code, message: errorMessage(error, language, 'http'), ...(param === undefined ? {} : { param }) } };
}

/** The handler of every error raised in a request, Fastify's framework errors (a URL that does not decode) included. */
export function requestErrorHandler(bodyLimit: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const serviceError = toServiceError(error, request, bodyLimit);
    if (serviceError.code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
    else if (serviceError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, serviceError);
  };
}

/**
 * Unknown path: 404. Known path, other method: 405 with `Allow`; OPTIONS on a
 * known path: 204 with `Allow` (no key needed; it reveals nothing the OpenAPI
 * document does not).
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number, routes: RouteMethods): void {
  app.setErrorHandler(requestErrorHandler(bodyLimit));
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0]!;
    const allowed = routes.allowed(path);
    if (!allowed) {
      return sendError(
        reply,
        new ServiceError('NOT_FOUND', {
          en: `no endpoint ${request.method} ${path}; the list is at GET /openapi.json`,
          ko: `없는 엔드포인트입니다: ${request.method} ${path}. 목록은 GET /openapi.json에 있습니다`,
        }),
      );
    }
    reply.header('allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return sendError(
      reply,
      new ServiceError('METHOD_NOT_ALLOWED', {
        en: `${path} answers ${allowed.join(', ')}, not ${request.method}`,
        ko: `${path}: 받는 요청은 ${allowed.join(', ')}입니다(보낸 요청: ${request.method})`,
      }),
    );
  };
  // Answered before the body is read: a wrong path or method is the answer, whatever the body holds.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) answerUnrouted(request, reply);
    else done();
  });
  app.setNotFoundHandler(answerUnrouted);
}

// Node keeps the response in progress on the socket here; a raw answer must
// not be written into the middle of one whose headers are already out.
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } };

/** Writes `error` as a raw HTTP/1.1 response in the error shape, then closes the connection. */
function answerRawAndClose(socket: Socket, error: ServiceError): void {
  if (socket.writable && !(socket as HttpSocket)._httpMessage?.headersSent) {
    const body = JSON.stringify({ error: { code: error.code, message: error.message } });
    const always = Object.entries(EVERY_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${always}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The server's `connect` handler: this is no proxy, so CONNECT (which Node
 * hands over as a raw tunnel, never as a request) is 405 in the error shape
 * instead of a connection closed without a word.
 */
export function refuseConnect(request: { url?: string }, socket: Socket): void {
  answerRawAndClose(socket, new ServiceError('METHOD_NOT_ALLOWED', { en: `CONNECT ${request.url ?? ''}: this service is not a proxy`, ko: `CONNECT ${request.url ?? ''}: 이 서비스는 프록시가 아닙니다` }));
}

/**
 * An HTTP/1.1 request must name its Host (RFC 9112 §3.2); Node's own refusal is
 * an empty 400, so the check is here. The refusal to send, or undefined.
 */
export function requireHost(request: FastifyRequest): ServiceError | undefined {
  if (request.raw.httpVersion === '1.1' && !request.headers.host) {
    return new ServiceError('BAD_INPUT', { en: 'an HTTP/1.1 request needs a Host header', ko: 'HTTP/1.1 요청에는 Host 헤더가 있어야 합니다' });
  }
  return undefined;
}

/**
 * The server's `clientError` handler: a request Node's parser refuses
 * (malformed, headers over 16 KiB) or that did not arrive whole in time never
 * reaches Fastify, so it is answered here, as raw HTTP/1.1 in the error shape,
 * and the connection is closed.
 */
export function clientErrorHandler(limits: ConnectionLimits, log: () => FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const serviceError =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new ServiceError('REQUEST_TIMEOUT', {
            en: `the request did not arrive in time: headers within ${headersTimeoutMs(limits) / 1000} s, the whole request within ${limits.requestMs / 1000} s`,
            ko: `요청이 제때 도착하지 않았습니다. 헤더는 ${headersTimeoutMs(limits) / 1000}초, 요청 전체는 ${limits.requestMs / 1000}초 안에 와야 합니다`,
          })
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? new ServiceError('HEADERS_TOO_LARGE', { en: 'the request line and headers are larger than 16 KiB', ko: '요청 줄과 헤더가 16 KiB보다 큽니다' })
          : new ServiceError('BAD_INPUT', { en: `malformed HTTP/1.1 request (${error.code ?? error.message})`, ko: `형식이 잘못된 HTTP/1.1 요청입니다(${error.code ?? error.message})` });
    log().debug({ err: error, remoteAddress: socket.remoteAddress }, 'client error');
    answerRawAndClose(socket, serviceError);
  };
}
