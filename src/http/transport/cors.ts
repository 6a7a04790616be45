/**
 * CORS for browser pages of the origins in CORS_ORIGINS, through @fastify/cors,
 * fitted to the service's own answers to OPTIONS (src/http/transport/errorHandler.ts):
 * a preflight from an allowed origin for a known path gets the CORS answer,
 * with the methods that path answers; every other request (no Origin, another
 * origin, an OPTIONS that is no preflight, an unknown path) is answered as
 * without CORS — 204 with Allow, 404, 405 — and only the answers to an allowed
 * origin carry CORS headers. With no origins configured nothing is registered.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteMethods } from './routeMethods.js';

/** What a page may send: JSON bodies, the key (either header), a cached ETag, its own request id. */
const ALLOWED_HEADERS = ['Content-Type', 'X-API-Key', 'Authorization', 'If-None-Match', 'X-Request-Id'].join(', ');
/** What a page may read beyond the headers every CORS answer shows. */
const EXPOSED_HEADERS = ['X-RateLimit-Remaining-Month', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id', 'ETag', 'WWW-Authenticate'].join(', ');
/** How long a browser may keep a preflight's answer; an origin removed from the list stops working within it. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/**
 * Registers CORS on `app` for `origins`. Call it before the 404/405 handling
 * (registerErrorHandling), so that those answers to an allowed origin carry
 * the headers a page needs to read them, and before `routes` learns the routes
 * (the plugin's catch-all OPTIONS route is no path of the service).
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[], routes: RouteMethods): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      // origin false: the plugin adds nothing (but Vary: Origin) and its OPTIONS route hands the request to the 404 handler, which answers 204 with Allow, or 404.
      if (origin === undefined || !allowed.has(origin)) return callback(null, { origin: false });
      // The plugin reads the methods, allowed headers and max age only for a preflight: an ordinary request is given no more.
      if (!isPreflight(request)) return callback(null, { origin, exposedHeaders: EXPOSED_HEADERS, credentials: false, preflight: false });
      const methods = routes.allowed(request.url.split('?')[0]!);
      if (methods === null) return callback(null, { origin: false });
      callback(null, {
        origin,
        methods,
        allowedHeaders: ALLOWED_HEADERS,
        exposedHeaders: EXPOSED_HEADERS,
        maxAge: PREFLIGHT_MAX_AGE_SECONDS,
        credentials: false,
        preflight: true,
        strictPreflight: false,
      });
    },
  });
}
