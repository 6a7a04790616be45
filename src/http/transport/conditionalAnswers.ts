/**
 * Strong ETags and 304 for the deterministic GET answers (issue 50): a route
 * whose config says `deterministic` answers the same bytes for the same
 * request until the service changes, so its 200 carries a strong ETag (a hash
 * of the exact body, before any content coding: compression.ts runs after this)
 * and `Cache-Control: private, max-age=86400`, and a request whose
 * If-None-Match names that ETag gets 304 with no body — which the keyed
 * scope counts against neither the minute nor the month (keyed/apiKeyGuard.ts).
 * A route that made its ETag already (the gwae text, at start-up) keeps it.
 *
 * A revalidation is free even when the key's limits are spent: the keyed
 * scope lets a conditional request over its minute or month through with its
 * refusal kept here (`refusedUnlessNotModified`); if the answer turns out
 * unchanged it is a 304, otherwise the refusal replaces it — the 429 it would
 * have had, from the one error mapping (errorHandler.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServiceError } from '../../errors.js';
import { DETERMINISTIC_CACHE_CONTROL } from './cacheControl.js';
import { errorAnswer } from './errorHandler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is a pure function of the request: strong ETag, a day's private caching, 304 on If-None-Match. */
    deterministic?: boolean;
  }
  interface FastifyRequest {
    /** A conditional request let through over its limits: answered 304 if unchanged, else refused with this. */
    refusedUnlessNotModified: ServiceError | null;
  }
}

/** A strong ETag of `body`: 32 characters of its SHA-256 in base64url, quoted. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** The content codings compression.ts marks an ETag with (`"…-gzip"`): the same entity, so they match its plain tag. */
const CODING_SUFFIX = /-(gzip|br)"$/;

/**
 * If-None-Match (RFC 9110 §13.1.2): `*` or a list of tags, compared weakly —
 * `W/"x"` matches `"x"` — and a tag this service sent for a compressed answer
 * (`"x-gzip"`) matches the plain one.
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const list = Array.isArray(header) ? header.join(',') : header;
  return list.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '').replace(CODING_SUFFIX, '"');
    return t === '*' || t === etag;
  });
}

/** The hook, on `app` (the root, so that it runs before compression's). */
export function addConditionalAnswers(app: FastifyInstance): void {
  app.decorateRequest('refusedUnlessNotModified', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config?.deterministic || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const own = reply.getHeader('etag');
    const etag = typeof own === 'string' ? own : strongEtag(payload);
    reply.header('etag', etag).header('cache-control', DETERMINISTIC_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type');
      return done(null, '');
    }
    const refused = request.refusedUnlessNotModified;
    if (!refused) return done(null, payload);
    // Changed, and over the limits: the refusal it was let through with, in place of the answer.
    reply.removeHeader('etag').removeHeader('cache-control').type('application/json; charset=utf-8');
    done(null, JSON.stringify(errorAnswer(reply, refused)));
  });
}
