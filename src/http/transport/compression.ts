/**
 * Compression of the answers worth it (issue 50): br or gzip, as the request's
 * Accept-Encoding prefers (on a tie, the one it lists first: browsers list
 * gzip first, and gzip costs half br's time for 9% more bytes here), for a JSON, text or HTML body
 * of at least COMPRESS_MIN_BYTES — below that the bytes saved are fewer than
 * the time spent (bench/compression.ts; the figures are in docs/performance.md).
 * Node's own zlib, run on its thread pool so a large answer does not hold the
 * event loop; no dependency (@fastify/compress would add three packages for
 * what these forty lines do, and its stream handling, which no answer here needs).
 *
 * It runs last among the hooks that touch a body, so the ETag of a
 * deterministic answer is the hash of the uncompressed bytes
 * (conditionalAnswers.ts); a compressed answer's tag gets `-br` or `-gzip`,
 * since it is another representation (RFC 9110 §8.8.3), and If-None-Match
 * accepts either form.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

/** The smallest body compressed, measured (docs/performance.md): under 1 KiB the headers outweigh the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality 5: within 10% of the best size on these JSON answers at a tenth of quality 11's time (bench/compression.ts). */
export const BROTLI_QUALITY = 5;

const ENCODINGS = ['br', 'gzip', 'identity'];
const COMPRESSIBLE = /^(application\/json|text\/)/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `body` in `encoding` (br or gzip), at the settings the bench chose. */
export function compress(body: Buffer | string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body, { level: 6 });
  const size = Buffer.byteLength(body);
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/** The hook, on `app` (the root); add it after every other hook that changes a body. */
export function addCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    // The answer depends on Accept-Encoding from here on, whichever coding is chosen.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = new Negotiator(request.raw).encoding(ENCODINGS);
    if (encoding !== 'br' && encoding !== 'gzip') return done(null, payload);
    compress(payload, encoding).then(
      (body) => {
        const etag = reply.getHeader('etag');
        if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, `-${encoding}"`));
        reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, body);
      },
      (err: unknown) => {
        // An answer uncompressed is still the answer.
        request.log.warn({ err }, 'could not compress an answer');
        done(null, payload);
      },
    );
  });
}
