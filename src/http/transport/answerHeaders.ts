/**
 * What every answer says about itself to browsers and caches, beside what its
 * route says: no content sniffing and no framing on every answer (a JSON body
 * is never to be read as a script or a page, nor shown in another site's
 * frame), and, on an answer to a request that carries an API key, a
 * Cache-Control that keeps it out of shared caches — a proxy or CDN keying on
 * the URL would serve it to callers without the key. The keyed scope adds the
 * same to every answer of a keyed endpoint (keyed/apiKeyGuard.ts). Pages keep
 * their own headers and policies (pages/pageHeaders.ts, pages/pageScope.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesApiKey } from './apiKeyHeader.js';
import { PRIVATE_NO_STORE } from './cacheControl.js';

/** Sent on every answer, the raw ones written before a request exists included (errorHandler.ts). */
export const EVERY_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * `private, no-store` unless the route's own Cache-Control already keeps the
 * answer from shared caches (`no-store`: health, a key; `private, max-age=…`:
 * the gwae text, which a client may keep).
 */
export function keepFromSharedCaches(reply: FastifyReply): void {
  const own = reply.getHeader('cache-control');
  if (own === undefined || !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(String(own))) reply.header('cache-control', PRIVATE_NO_STORE);
}

/** Adds them to `reply`: what every answer carries, and what an answer to a request with a key carries (but a page's). */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  if (carriesApiKey(request) && !request.routeOptions.config?.page) keepFromSharedCaches(reply);
}

/**
 * The hook that adds them, on `app` (the root: every answer, 404 and 405
 * included). A URL that does not decode is answered before any hook runs: the
 * framework's error handler calls setAnswerHeaders itself (app.ts).
 */
export function addAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    setAnswerHeaders(request, reply);
    done(null, payload);
  });
}
