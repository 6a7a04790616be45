/**
 * Where a request carries its API key: the specification's `X-API-Key`
 * header, or `Authorization: Bearer KEY` as MCP clients and most HTTP tools
 * send a token (issue 50). X-API-Key wins when both are sent; a repeated
 * X-API-Key stays an array, so admission refuses it as one malformed key.
 * And the challenge a 401 carries (RFC 9110 §11.6.1): the two ways to send
 * the key, with no `resource_metadata` — the service is no OAuth resource
 * server (MCP's authorization is optional and not offered), so no client is
 * sent looking for one.
 */
import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of a request: X-API-Key, else the token of `Authorization: Bearer`; undefined when it carries neither. */
export function apiKeyOf(request: Pick<FastifyRequest, 'headers'>): string | string[] | undefined {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return header;
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** Whether the request carries a key in either header (its answer is then kept from shared caches). */
export function carriesApiKey(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers['x-api-key'] !== undefined || BEARER.test(request.headers.authorization ?? '');
}

/** `WWW-Authenticate` of every 401: the API-key header scheme first, then Bearer, one realm. */
export const AUTH_CHALLENGE = 'ApiKey realm="tojeong-api", Bearer realm="tojeong-api"';
