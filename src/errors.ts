/**
 * The one error type of the service. Every failure a client can cause is a
 * ServiceError carrying a code from ERROR_CODES; the HTTP layer maps it to a
 * response once (src/http/transport/errorHandler.ts). ServiceError extends the library's
 * TojeongError (packages/core/src/errors.ts), which the cores throw with the
 * library's codes; the library's table ties those codes to their statuses and
 * this one adds the service's own, so each code has one status in one place.
 */
import { type ErrorText, LIBRARY_ERROR_CODES, TojeongError } from 'tojeong-core/errors';
import { DATABASE_RETRY_AFTER_SECONDS, MAIL_RETRY_AFTER_SECONDS, PROVIDER_RETRY_AFTER_SECONDS } from './retryAfter.js';

export const ERROR_CODES = {
  // From the interface specification, and NOT_FOUND (the specification leaves
  // it "not shown"): the codes the library raises (BAD_BIRTH, BAD_GWAE_ID,
  // BAD_INPUT, CALC_ERROR, CHAR_NOT_FOUND, NOT_FOUND).
  ...LIBRARY_ERROR_CODES,
  // From the interface specification.
  NO_API_KEY: 401,
  INVALID_API_KEY: 403,
  BAD_EMAIL: 400,
  RATE_LIMIT: 429,
  QUOTA_EXCEEDED: 429,
  // The specification leaves these codes "not shown"; chosen here and documented in the README ("Error codes") and docs/decisions.md.
  METHOD_NOT_ALLOWED: 405,
  CORPUS_UNAVAILABLE: 503,
  // The connection itself: a request that did not arrive whole in time, headers over Node's 16 KiB.
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  // The database does not answer (stopped, restarting, connections cut): retry shortly.
  DATABASE_UNAVAILABLE: 503,
  // Billing: the specification gives the statuses (422, 503) but not the codes.
  PAYMENT_NOT_READY: 503,
  PAYMENT_NOT_PAID: 422,
  AMOUNT_MISMATCH: 422,
  PAYMENT_DATA_INVALID: 422,
  PAYMENT_PROVIDER_ERROR: 502,
  WEBHOOK_SIGNATURE_MISSING: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  WEBHOOK_TIMESTAMP_STALE: 400,
  // Key links (POST /v1/keys/confirm) and the mail that carries them; see docs/keys-and-limits.md.
  TOKEN_UNKNOWN: 404,
  TOKEN_USED: 409,
  TOKEN_EXPIRED: 410,
  MAIL_NOT_SENT: 503,
  // A held payment's acceptance while an operator-set contract runs: a payment never replaces it.
  CONTRACT_IN_FORCE: 409,
  // MCP over HTTP (POST /mcp): a page of a site not allowed, a Host the service is not reached by, an answer the client does not accept.
  ORIGIN_NOT_ALLOWED: 403,
  HOST_NOT_ALLOWED: 403,
  NOT_ACCEPTABLE: 406,
  // A request whose client closed the connection before its answer: logged, never seen by that client (nginx's 499).
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The codes a client is told when to try again (Retry-After; the HTTP layer
 * writes the header, the OpenAPI document names it): a fixed wait
 * (retryAfter.ts), or `computed` where only the refusal knows it — when the
 * oldest call of the last sixty seconds leaves them, the next month, the hour of an address's mails, the
 * day of a client's key requests — and must say it (ServiceError refuses to be
 * built without it).
 */
export const RETRY_POLICY = {
  RATE_LIMIT: 'computed',
  QUOTA_EXCEEDED: 'computed',
  DATABASE_UNAVAILABLE: DATABASE_RETRY_AFTER_SECONDS,
  MAIL_NOT_SENT: MAIL_RETRY_AFTER_SECONDS,
  PAYMENT_PROVIDER_ERROR: PROVIDER_RETRY_AFTER_SECONDS,
} as const satisfies Partial<Record<ErrorCode, number | 'computed'>>;

export type RetryCode = keyof typeof RETRY_POLICY;

/** What an error says beyond its code and message, as data. */
export interface ErrorHints {
  /** Seconds until trying again makes sense; for a code of RETRY_POLICY only. */
  retryAfterSeconds?: number;
}

function retryAfterOf(code: ErrorCode, hints: ErrorHints): number | undefined {
  const policy: number | 'computed' | undefined = (RETRY_POLICY as Partial<Record<ErrorCode, number | 'computed'>>)[code];
  if (policy === undefined) {
    if (hints.retryAfterSeconds !== undefined) throw new Error(`${code} has no retry policy (RETRY_POLICY) but was given a wait`);
    return undefined;
  }
  if (hints.retryAfterSeconds !== undefined) return hints.retryAfterSeconds;
  if (policy === 'computed') throw new Error(`${code} needs the wait its refusal computed (retryAfterSeconds)`);
  return policy;
}

export class ServiceError extends TojeongError<ErrorCode> {
  /** Seconds until trying again makes sense (RETRY_POLICY); undefined for a code without one. */
  readonly retryAfterSeconds: number | undefined;

  /** `text`: the message in English and in Korean (the client's Accept-Language picks one; src/http/transport/errorLanguage.ts). */
  constructor(code: ErrorCode, text: ErrorText, hints: ErrorHints = {}) {
    super(code, text, ERROR_CODES[code]);
    this.name = 'ServiceError';
    this.retryAfterSeconds = retryAfterOf(code, hints);
  }

  /** The service's error for any error of the library (a ServiceError as it is). */
  static of(error: TojeongError<string>): ServiceError {
    if (error instanceof ServiceError) return error;
    if (!Object.hasOwn(ERROR_CODES, error.code)) throw new Error(`library error code ${error.code} has no status in ERROR_CODES`, { cause: error });
    const service = new ServiceError(error.code as ErrorCode, error.text);
    return error.pointer ? service.pointingTo(error.pointer) : service;
  }
}
