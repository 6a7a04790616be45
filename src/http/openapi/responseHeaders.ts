/**
 * Every response header the service sets, once, as the OpenAPI document names
 * it (`components.headers`). A route's schema lists the headers of each of its
 * answers with `responseHeaders(...)`; the headers an error code brings
 * (Retry-After, Allow, WWW-Authenticate) come with the code (schemas.ts); X-Request-Id,
 * X-RateLimit-Remaining-Month and the RateLimit fields are added where the hooks that send them apply
 * (everyOperation.ts, keyedRouteDocs.ts). When the document is built each one
 * becomes a `$ref` to its entry here (finishDocument.ts).
 * Fixed values come from where they are sent (cacheControl.ts, keyConfirmPage.ts).
 */
import { type ErrorCode, RETRY_POLICY, type RetryCode } from '../../errors.js';
import { DETERMINISTIC_CACHE_CONTROL, NO_STORE, PRIVATE_NO_STORE } from '../transport/cacheControl.js';
import { KEY_CONFIRM_PAGE } from '../pages/keyConfirmPage.js';

interface NamedHeader {
  /** The header as sent. */
  name: string;
  description: string;
  /** Its JSON Schema: a type and a const, enum, pattern or minimum. */
  schema: { readonly [keyword: string]: string | number | string[] };
}

const pageHeader = (name: string, value: string, why: string): NamedHeader => ({
  name,
  description: `${why}: \`${value}\``,
  schema: { type: 'string', const: value },
});

export const RESPONSE_HEADERS = {
  RequestId: {
    name: 'X-Request-Id',
    description:
      'The id of this request in the service\'s log: the request\'s own X-Request-Id when it is 1 to 64 characters of [A-Za-z0-9._:-], else a generated UUID. ' +
      'On every answer but those to a request the HTTP parser refused (malformed, too slow, headers too large), which are written before a request exists',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,64}$' },
  },
  RemainingMonth: {
    name: 'X-RateLimit-Remaining-Month',
    description:
      'Successful calls left this month (calendar month, Asia/Seoul) on the account\'s plan. On every answer of a keyed endpoint once the key is accepted — ' +
      '2xx, 304 and 4xx alike, 429 included; not on 401/403 (no account), nor on an answer given before the key is checked (a path that does not decode, a database that does not answer)',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitPolicy: {
    name: 'RateLimit-Policy',
    description:
      'The two limits of the account\'s plan as IETF RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers, structured fields): ' +
      '`"minute";q=10;w=60, "month";q=300;w=2592000` — `q` the calls a window allows, `w` its length in seconds (the month\'s: this calendar month in Asia/Seoul). ' +
      'On the same answers as X-RateLimit-Remaining-Month',
    schema: { type: 'string', pattern: '^"minute";q=[0-9]+;w=60, "month";q=[0-9]+;w=[0-9]+$' },
  },
  RateLimit: {
    name: 'RateLimit',
    description:
      'Where the account stands in both limits as IETF RateLimit: `"minute";r=7;t=42, "month";r=290;t=812345` — `r` the calls left, ' +
      '`t` the seconds until more come back (the minute: until the oldest call of the last sixty seconds is sixty seconds old; the month: its end). The minute counts every request of the key it lets through but a 304, the month only the successful ones (its `r` is X-RateLimit-Remaining-Month). ' +
      'On the same answers as X-RateLimit-Remaining-Month, 429 included',
    schema: { type: 'string', pattern: '^"minute";r=[0-9]+;t=[0-9]+, "month";r=[0-9]+;t=[0-9]+$' },
  },
  WwwAuthenticate: {
    name: 'WWW-Authenticate',
    description:
      'On every 401: `ApiKey realm="tojeong-api", Bearer realm="tojeong-api"` — the key goes in X-API-Key or as `Authorization: Bearer KEY`. ' +
      'No `resource_metadata`: the service is no OAuth resource server, so no client is sent looking for one',
    schema: { type: 'string', const: 'ApiKey realm="tojeong-api", Bearer realm="tojeong-api"' },
  },
  RetryAfter: {
    name: 'Retry-After',
    description:
      'Seconds to wait before trying again: 429 RATE_LIMIT until the oldest call counted in the last sixty seconds is sixty seconds old (key requests: until midnight in Asia/Seoul, or until the oldest of the hour\'s key-link mails is an hour old), ' +
      `429 QUOTA_EXCEEDED until the next month, 503 DATABASE_UNAVAILABLE ${RETRY_POLICY.DATABASE_UNAVAILABLE}, 503 MAIL_NOT_SENT ${RETRY_POLICY.MAIL_NOT_SENT}, ` +
      `502 PAYMENT_PROVIDER_ERROR ${RETRY_POLICY.PAYMENT_PROVIDER_ERROR}. Sent with these codes only`,
    schema: { type: 'integer', minimum: 0 },
  },
  ContentLanguage: {
    name: 'Content-Language',
    description:
      'The language of `error.message`: `ko` when the request\'s Accept-Language prefers Korean to English, else `en` (see the AcceptLanguage parameter). ' +
      'The code and the status are the same in both. On every error answer but those written before a request exists (malformed, too slow, headers too large), which are in English',
    schema: { type: 'string', enum: ['en', 'ko'] },
  },
  Allow: {
    name: 'Allow',
    description: 'The methods the path answers, e.g. `GET, HEAD, OPTIONS`',
    schema: { type: 'string' },
  },
  ETag: {
    name: 'ETag',
    description:
      'Strong entity tag of the exact body (a hash of its bytes before any content coding; `-gzip` or `-br` is appended to the tag of a compressed answer). ' +
      'Send it as If-None-Match to get 304 while the answer is unchanged: a 304 counts against neither the minute nor the month',
    schema: { type: 'string', pattern: '^"[A-Za-z0-9_-]+"$' },
  },
  DeterministicCacheControl: {
    name: 'Cache-Control',
    description: `\`${DETERMINISTIC_CACHE_CONTROL}\`: the answer is deterministic, so a client may keep it for a day (and revalidate it with its ETag); private, since the endpoint is keyed`,
    schema: { type: 'string', const: DETERMINISTIC_CACHE_CONTROL },
  },
  NoStore: {
    name: 'Cache-Control',
    description: `\`${NO_STORE}\`: the answer holds a secret or a state of this instant, and no cache may keep it`,
    schema: { type: 'string', const: NO_STORE },
  },
  PrivateNoStore: {
    name: 'Cache-Control',
    description: `\`${PRIVATE_NO_STORE}\`: an answer of a keyed endpoint, whatever its status, which no shared cache may keep (it would serve it to callers without the key)`,
    schema: { type: 'string', const: PRIVATE_NO_STORE },
  },
  PrivateNoStoreWithKey: {
    name: 'Cache-Control',
    description: `\`${PRIVATE_NO_STORE}\` on an answer to a request that carries X-API-Key, which no shared cache may keep; absent otherwise`,
    schema: { type: 'string', const: PRIVATE_NO_STORE },
  },
  PageContentSecurityPolicy: pageHeader(
    'Content-Security-Policy',
    KEY_CONFIRM_PAGE.headers['content-security-policy'],
    'Nothing but the page\'s own inline script and style (by hash) and requests to its own origin',
  ),
  PageReferrerPolicy: pageHeader('Referrer-Policy', KEY_CONFIRM_PAGE.headers['referrer-policy'], 'The token in the address bar leaks to no other site'),
  PageContentTypeOptions: pageHeader('X-Content-Type-Options', KEY_CONFIRM_PAGE.headers['x-content-type-options'], 'The page is HTML and nothing else'),
  PageFrameOptions: pageHeader('X-Frame-Options', KEY_CONFIRM_PAGE.headers['x-frame-options'], 'The page is never shown in a frame'),
} as const satisfies Record<string, NamedHeader>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

/** The headers an error code is sent with: Retry-After for each code of the retry policy (src/errors.ts), Allow for a method not allowed. */
export const CODE_HEADERS: Partial<Record<ErrorCode, readonly ResponseHeaderName[]>> = {
  ...Object.fromEntries((Object.keys(RETRY_POLICY) as RetryCode[]).map((code): [RetryCode, readonly ResponseHeaderName[]] => [code, ['RetryAfter']])),
  METHOD_NOT_ALLOWED: ['Allow'],
  NO_API_KEY: ['WwwAuthenticate'],
};

/** A route response's `headers` entry: `{ "Cache-Control": {description, type, const} }`, the form @fastify/swagger reads. */
export type ResponseHeadersEntry = Record<string, Record<string, unknown>>;

/** The named headers as a route response schema lists them (@fastify/swagger turns each into a Header Object). */
export function responseHeaders(...names: readonly ResponseHeaderName[]): ResponseHeadersEntry {
  const entry: ResponseHeadersEntry = {};
  for (const name of names) {
    const header = RESPONSE_HEADERS[name];
    entry[header.name] = { description: header.description, ...header.schema };
  }
  return entry;
}

/** The Header Object of a named header, as `components.headers` holds it. */
export function headerObject(name: ResponseHeaderName): { description: string; schema: { [keyword: string]: string | number | string[] } } {
  const { description, schema } = RESPONSE_HEADERS[name];
  return { description, schema: { ...schema } };
}
