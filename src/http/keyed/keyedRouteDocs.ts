/**
 * The OpenAPI part every keyed route shares: the API-key security schemes
 * (X-API-Key or Bearer), the errors the key guard answers, and
 * X-RateLimit-Remaining-Month with the RateLimit fields on every
 * answer given once the key is accepted (apiKeyGuard.ts). Added to each route
 * of the keyed scope as it is registered, so the routes describe only their own answers.
 */
import type { FastifyInstance } from 'fastify';
import { type ResponseMap, withErrorCodes, withHeaders } from '../schemas.js';

export const API_KEY_SECURITY_SCHEME = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'A key from POST /v1/keys/request (`tjk_` and 43 characters). Missing: 401 NO_API_KEY (with WWW-Authenticate); unknown or revoked: 403 INVALID_API_KEY',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same key as `Authorization: Bearer tjk_…`, as MCP clients and most HTTP tools send a token; X-API-Key wins when both are sent',
  },
} as const;

/** Either scheme satisfies a keyed operation (OpenAPI: the alternatives of `security`). */
const KEYED_SECURITY = [{ apiKey: [] }, { bearer: [] }];

/** What an answer given once the account is known carries: its month's calls left, and the IETF RateLimit fields. */
const ACCOUNT_HEADERS = ['RemainingMonth', 'RateLimit', 'RateLimitPolicy'] as const;

/**
 * A deterministic GET's conditional answers (transport/conditionalAnswers.ts): its 200 with
 * ETag and a day's private caching, the 304 If-None-Match earns, and the request header.
 */
function documentConditional(schema: Record<string, unknown>): void {
  const response = { ...((schema.response ?? {}) as ResponseMap) };
  if (!response[200]) return;
  response[200] = withHeaders(response[200], 'ETag', 'DeterministicCacheControl');
  response[304] = withHeaders({ type: 'null', description: 'Not modified: If-None-Match named the ETag of the answer. No body, and no call counted', ...response[304] }, 'ETag', 'DeterministicCacheControl');
  schema.response = response;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
  schema.headers = { ...headers, properties: { ...headers.properties, 'if-none-match': IF_NONE_MATCH } };
}

const IF_NONE_MATCH = { type: 'string', description: 'An ETag of an earlier answer to the same request: 304, costing no call, while it is unchanged' } as const;

/** The guard's part of a keyed route's OpenAPI entry: the security requirement, its errors and the month's header. */
function documentKeyedRoute(schema: Record<string, unknown>, deterministic: boolean): void {
  if (deterministic) documentConditional(schema);
  // Every answer of the route itself comes after the key was accepted, so it carries the month's remaining calls.
  let response: ResponseMap = {};
  for (const [status, entry] of Object.entries((schema.response ?? {}) as ResponseMap)) response[status] = withHeaders(entry, ...ACCOUNT_HEADERS);
  // Refused for a limit: the account is known, and so is what is left of its minute and month.
  response = withErrorCodes(response, ['RATE_LIMIT', 'QUOTA_EXCEEDED'], ...ACCOUNT_HEADERS);
  // Refused before there is an account: no key, a key that is not valid, a database that does not answer.
  response = withErrorCodes(response, ['NO_API_KEY', 'INVALID_API_KEY', 'DATABASE_UNAVAILABLE']);
  schema.response = response;
  schema.security = KEYED_SECURITY;
}

/** Every route registered in `scope` from now on is documented as keyed. */
export function documentKeyedRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const schema: Record<string, unknown> = { ...(route.schema ?? {}) };
    documentKeyedRoute(schema, route.config?.deterministic === true);
    route.schema = schema;
  });
}
