/**
 * Costly work one turn of the event loop at a time (issue 45). A 작명 answer
 * takes up to ~100 ms of CPU in one piece; ten of them arriving together
 * would otherwise run back to back before the loop reads another socket, and
 * a health check or a cheap call arriving meanwhile would wait for all ten.
 * Here each waits for its own turn (setImmediate): between two costly jobs
 * the loop reads sockets and answers what came in, so nothing waits for more
 * than one job. And a job whose client has gone by its turn is not done at all.
 */
import type { FastifyReply } from 'fastify';
import { ServiceError } from '../../errors.js';

const waiting: Array<() => void> = [];
let scheduled = false;

function startNext(): void {
  scheduled = false;
  waiting.shift()?.();
  // The next job's turn is a later one: an immediate set from inside this one runs on the next pass of the loop.
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(startNext);
}

/** Resolves on the caller's turn: the work after the await runs alone in that turn (its promise callbacks included). */
export function costlyTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}

/**
 * Whether the client of `reply` has gone (its connection closed before the
 * answer): work for it would be thrown away. (Node's request 'close' and
 * Fastify's request.signal fire for every request once its body is read, so
 * the response's state is what tells.)
 */
export function clientGone(reply: FastifyReply): boolean {
  return reply.raw.destroyed && !reply.raw.writableFinished;
}

/** The error of a request whose client left before its answer: never seen by that client, it ends the request in the log (499, as nginx names it) and, being no success, gives back the call it was admitted for. */
export function clientClosed(): ServiceError {
  return new ServiceError('CLIENT_CLOSED_REQUEST', {
    en: 'the client closed the connection before the answer; the work was not done',
    ko: '응답 전에 클라이언트가 연결을 닫아 작업을 하지 않았습니다',
  });
}

/** Waits for a costly job's turn, then refuses it if its client has gone meanwhile. */
export async function costlyTurnFor(reply: FastifyReply): Promise<void> {
  await costlyTurn();
  if (clientGone(reply)) throw clientClosed();
}
