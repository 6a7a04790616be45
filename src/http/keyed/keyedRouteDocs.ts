/**
 * The OpenAPI part every keyed route shares: the API-key security scheme, the
 * errors the key guard answers, and X-RateLimit-Remaining-Month on every
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
    description: 'A key from POST /v1/keys/request (`tjk_` and 43 characters). Missing: 401 NO_API_KEY; unknown or revoked: 403 INVALID_API_KEY',
  },
} as const;

/** The guard's part of a keyed route's OpenAPI entry: the security requirement, its errors and the month's header. */
function documentKeyedRoute(schema: Record<string, unknown>): void {
  // Every answer of the route itself comes after the key was accepted, so it carries the month's remaining calls.
  let response: ResponseMap = {};
  for (const [status, entry] of Object.entries((schema.response ?? {}) as ResponseMap)) response[status] = withHeaders(entry, 'RemainingMonth');
  // Refused for a limit: the account is known, and so is what is left of its month.
  response = withErrorCodes(response, ['RATE_LIMIT', 'QUOTA_EXCEEDED'], 'RemainingMonth');
  // Refused before there is an account: no key, a key that is not valid, a database that does not answer.
  response = withErrorCodes(response, ['NO_API_KEY', 'INVALID_API_KEY', 'DATABASE_UNAVAILABLE']);
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
