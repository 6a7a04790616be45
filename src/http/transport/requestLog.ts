/**
 * One log line per request, with its duration: when its answer is sent
 * (Fastify's onResponse), or — for a request whose client closed the
 * connection before the answer, which Fastify never reports — when the
 * connection closes, marked `aborted` (issue 45: an abandoned request must
 * still show in the log, with how long it held the service).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { urlForLog } from './urlForLog.js';

const logged = new WeakSet<FastifyRequest>();
const round = (ms: number) => Math.round(ms * 100) / 100;

export function logEveryRequest(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    reply.raw.once('close', () => {
      // An answer sent whole is logged by onResponse below.
      if (logged.has(request) || reply.raw.writableFinished) return;
      logged.add(request);
      request.log.info(
        {
          method: request.method,
          url: urlForLog(request.url),
          // A request abandoned before any answer was written has no status of its own.
          statusCode: reply.raw.headersSent ? reply.statusCode : null,
          aborted: true,
          ms: round(performance.now() - started),
        },
        'request',
      );
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!logged.has(request)) {
      logged.add(request);
      request.log.info({ method: request.method, url: urlForLog(request.url), statusCode: reply.statusCode, ms: round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}
