/**
 * The OpenAPI part every keyed route shares: the API-key security scheme, the
 * errors the key guard answers, and the X-RateLimit-Remaining-Month and
 * Retry-After headers. Added to each route of the keyed scope as it is
 * registered, so the routes describe only their own answers.
 */
import type { FastifyInstance } from 'fastify';
import { errorResponses } from './schemas.js';

export const API_KEY_SECURITY_SCHEME = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'A key from POST /v1/keys/request (`tjk_` and 43 characters). Missing: 401 NO_API_KEY; unknown or revoked: 403 INVALID_API_KEY',
  },
} as const;

const remainingMonthHeader = {
  'X-RateLimit-Remaining-Month': {
    type: 'integer',
    description: 'Successful calls left this month (calendar month, Asia/Seoul) on the account\'s plan; on every response once the key is accepted, 429 included',
  },
};
const retryAfterHeader = { 'Retry-After': { type: 'integer', description: 'Seconds until the per-minute window or the monthly quota starts again' } };

/** The guard's part of a keyed route's OpenAPI entry: the security requirement, its errors and its headers. */
function documentKeyedRoute(schema: Record<string, unknown>): void {
  // A new response map with new entries: the route's own schema objects are shared (with the HEAD route Fastify adds for a GET).
  const response: Record<string, Record<string, unknown>> = {};
  for (const [status, entry] of Object.entries((schema.response ?? {}) as Record<string, Record<string, unknown>>)) {
    response[status] = Number(status) < 400 || Number(status) >= 500 ? { ...entry, headers: { ...remainingMonthHeader } } : entry;
  }
  const guardErrors = errorResponses('NO_API_KEY', 'INVALID_API_KEY', 'RATE_LIMIT', 'QUOTA_EXCEEDED', 'DATABASE_UNAVAILABLE') as Record<string, { description: string }>;
  for (const [status, entry] of Object.entries(guardErrors)) {
    if (status === '500') continue;
    // A status the route documents already (503 CORPUS_UNAVAILABLE) lists the guard's codes after its own.
    const existing = response[status] as { description?: string } | undefined;
    const merged = existing ? { ...existing, description: `${existing.description}, ${entry.description.replace(/^Error: /, '')}` } : entry;
    response[status] = (Number(status) === 429 ? { ...merged, headers: { ...remainingMonthHeader, ...retryAfterHeader } } : merged) as Record<string, unknown>;
  }
  schema.response = response;
  schema.security = [{ apiKey: [] }];
}

/** Every route registered in `scope` from now on is documented as keyed. */
export function documentKeyedRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const schema: Record<string, unknown> = { ...(route.schema ?? {}) };
    documentKeyedRoute(schema);
    route.schema = schema;
  });
}
