/**
 * The options of @fastify/swagger: what the OpenAPI document says about the
 * service as a whole, and the steps that make an operation's entry from its
 * route schema (everyOperation.ts) and finish the document (finishDocument.ts).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { PLANS } from '../../accounts/plans.js';
import { INTERFACE_VERSION } from '../../version.js';
import { API_KEY_SECURITY_SCHEME } from '../keyed/keyedRouteDocs.js';
import { documentOperation } from './everyOperation.js';
import { finishDocument } from './finishDocument.js';

/** "sandbox 300 a month / 10 a minute, starter 1,000 / 60, …", from the plan table. */
const PUBLISHED_LIMITS = Object.entries(PLANS)
  .map(([name, plan], i) => `${name} ${plan.monthlyCalls.toLocaleString('en-US')}${i === 0 ? ' a month' : ''} / ${plan.callsPerMinute}${i === 0 ? ' a minute' : ''}`)
  .join(', ');

const DESCRIPTION =
  'Deterministic 토정비결 gwae calculation on a Korean lunisolar calendar (KASI 1900-2050, astronomical 2051-2100), ' +
  'the 24 solar terms and the four pillars (사주) on Korean civil time 1900-2100, and 성명학 name numerology. Errors are `{error: {code, message}}`, with `param` (a JSON Pointer into the body, or the query or path parameter\'s name) when the fault is in one field; each operation lists, per status, the codes it can answer. The message is in Korean when `Accept-Language` prefers Korean to English (`ko`), else in English; the code never changes, and `Content-Language` says which. The keyed endpoints need `X-API-Key` or `Authorization: Bearer KEY` (a 401 says so in `WWW-Authenticate`) ' +
  '(POST /v1/keys/request issues one to an address with no account; for an address that has one, the key comes through a one-time link mailed to it: ' +
  `GET /keys/confirm and POST /v1/keys/confirm) and answer \`X-RateLimit-Remaining-Month\` with the IETF \`RateLimit-Policy\` and \`RateLimit\` fields for the minute and the month; limits per plan: ${PUBLISHED_LIMITS} ` +
  '(429 RATE_LIMIT or QUOTA_EXCEEDED with Retry-After). ' +
  'A string schema marked `x-storable-text: true` is stored by the service and must not contain a NUL character or an unpaired UTF-16 surrogate (400). ' +
  'On every path: a query parameter the endpoint does not list is 400 BAD_INPUT; a known path with another method is ' +
  '405 METHOD_NOT_ALLOWED with `Allow` (OPTIONS answers 204 with `Allow`; HEAD is served for every GET); an unknown path is 404 NOT_FOUND; ' +
  'a request that does not arrive whole in time (headers 10 s, request 30 s by default) is 408 REQUEST_TIMEOUT, headers over 16 KiB 431 HEADERS_TOO_LARGE, ' +
  'a malformed HTTP request 400 BAD_INPUT (each with Connection: close and no X-Request-Id). While the database does not answer, endpoints that use it ' +
  'answer 503 DATABASE_UNAVAILABLE with Retry-After: 5. ' +
  'Every answer carries `X-Content-Type-Options: nosniff` and `X-Frame-Options: DENY` (not listed per answer). ' +
  'Every answer of a keyed endpoint, and every answer to a request that carries `X-API-Key`, is `Cache-Control: private, no-store` unless its own policy ' +
  'already keeps it from shared caches (`no-store`; the deterministic GET answers\' `private, max-age=86400` with a strong `ETag`: If-None-Match gives 304, which costs no call); the pages for people keep their own. ' +
  'Answers of 1 KiB or more are compressed (br or gzip) when Accept-Encoding allows. An agent\'s summary of the operations is `GET /llms.txt`. ' +
  'CORS: only where the operator lists origins in CORS_ORIGINS; then every answer to a listed origin carries ' +
  '`Access-Control-Allow-Origin` (that origin) and `Access-Control-Expose-Headers`, and a preflight from it is answered 204 without a key. ' +
  'Otherwise no answer carries a CORS header. ' +
  'Departures from the interface specification 2026.10.18, each to keep a stranger from acting on someone else\'s account (the table is docs/decisions.md): ' +
  'a key re-requested for an address that has one is mailed as a link (202), the old key revoked only when the link is used; a payment never lowers or shortens the plan running (held, 202); ' +
  'a payment for the plan running extends it by 31 days; a payment for an address never proven revokes its keys and mails a key link; a refund undoes only what its payment gave. ' +
  'While payment is not ready, GET /v1/billing/plans lists no plan as purchasable and says where plans are arranged by e-mail.';

/** @fastify/swagger's options; `publicBaseUrl` (PUBLIC_BASE_URL) is the one server the document names. */
export function openapiOptions(publicBaseUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tojeong Bigyeol and Korean name numerology API', version: INTERFACE_VERSION, description: DESCRIPTION },
      servers: [{ url: publicBaseUrl, description: 'This service, where PUBLIC_BASE_URL says it is reached' }],
      tags: [
        { name: 'service', description: 'Health and description' },
        { name: 'tojeong', description: '토정비결' },
        { name: 'name', description: '성명학 and name-usable hanja' },
        { name: 'calendar', description: 'The Korean lunisolar calendar, the 24 solar terms and the four pillars, 1900-2100' },
        { name: 'keys', description: 'API keys, and the mailed key links that prove an address' },
        { name: 'billing', description: 'Plans and payments (PortOne V2)' },
      ],
      components: { securitySchemes: API_KEY_SECURITY_SCHEME },
    },
    // The server URL's path is where the service is mounted behind a proxy, not part of its routes.
    stripBasePath: false,
    transform: documentOperation,
    transformObject: finishDocument,
  };
}
