/**
 * The HTTP server under Fastify, with bounds on what one client can hold:
 * timeouts for slow and idle connections, and a limit on the pipelined requests
 * that may wait for their answers on one connection.
 *
 * Without them a client that sends headers and half a body keeps its connection
 * forever, and one that pipelines thousands of requests without reading the
 * answers makes the process build every answer in memory (measured: 4,000
 * `GET /openapi.json` took the process from 108 to 712 MiB).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory } from 'fastify';

export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this; also the longest silence during a request. */
  requestMs: number;
  /** How long an idle keep-alive connection is kept between requests. */
  keepAliveMs: number;
}

/** Requests of one connection that may wait for their answers; one more closes the connection. */
export const MAX_UNANSWERED_PER_CONNECTION = 16;
/** The request line and headers must arrive within this (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;

export function headersTimeoutMs(limits: ConnectionLimits): number {
  return Math.min(HEADERS_TIMEOUT_MS, limits.requestMs);
}

// How often Node checks the header and request deadlines (its default, 30 s,
// would let a request overrun its timeout by as much).
const DEADLINE_CHECK_INTERVAL_MS = 1000;

/**
 * Silence on a connection with a request in progress (a client that stops
 * sending, or stops reading its answers) closes it. Twice the request timeout
 * and one deadline check more, so that a request that is merely slow gets its
 * 408 answer first: a deadline is noticed at the first check after it, up to
 * a check interval late, and with twice the timeout alone the silence could
 * win that race and close the connection without an answer (seen with a 1 s
 * timeout, about one run in five).
 */
function idleTimeoutMs(limits: ConnectionLimits): number {
  return 2 * limits.requestMs + DEADLINE_CHECK_INTERVAL_MS;
}

const unanswered = Symbol('requests awaiting their answers');
type CountedSocket = Socket & { [unanswered]?: number };

/**
 * A Fastify serverFactory: Node's HTTP server with the timeouts set, and every
 * request counted on its connection until its answer is handed to the socket.
 * Node's parser hands over every request of a chunk it has read at once, so a
 * pipelining client is not slowed by stopping reading; it is disconnected when
 * it has more than MAX_UNANSWERED_PER_CONNECTION requests waiting, and the rest
 * of what it sent never reaches Fastify. `onOverflow` is told (logs).
 */
export function boundedServerFactory(limits: ConnectionLimits, onOverflow: (remoteAddress: string | undefined) => void): FastifyServerFactory {
  return (handler) => {
    const countedHandler = (request: IncomingMessage, response: ServerResponse): void => {
      const socket = request.socket as CountedSocket;
      if (socket.destroyed) return;
      const waiting = (socket[unanswered] ?? 0) + 1;
      if (waiting > MAX_UNANSWERED_PER_CONNECTION) {
        onOverflow(socket.remoteAddress);
        socket.destroy();
        return;
      }
      socket[unanswered] = waiting;
      response.once('close', () => {
        socket[unanswered] = (socket[unanswered] ?? 1) - 1;
      });
      handler(request, response);
    };
    const server: Server = createServer(
      {
        requestTimeout: limits.requestMs,
        headersTimeout: headersTimeoutMs(limits),
        connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
        // Node answers a missing Host with an empty 400; the app answers it in the error shape (requireHost).
        requireHostHeader: false,
      },
      countedHandler,
    );
    // Node answers an Expect other than 100-continue with an empty 417; the
    // expectation is ignored instead (RFC 9110 allows it) and the request served.
    server.on('checkExpectation', countedHandler);
    server.keepAliveTimeout = limits.keepAliveMs;
    server.setTimeout(idleTimeoutMs(limits));
    return server;
  };
}
