/**
 * Where the service process writes its log lines (standard output), in blocks:
 * a write of 4 KiB of lines, or of whatever has gathered every half second,
 * instead of one write system call per request, which on this service's
 * request path cost more than the request's own work. A normal shutdown writes
 * everything; a crash (kill -9) can lose the last half second of lines.
 */
import { pino } from 'pino';

const BLOCK_BYTES = 4096;
const FLUSH_EVERY_MS = 500;

export interface LogDestination {
  stream: ReturnType<typeof pino.destination>;
  /** Writes what has gathered now (after start-up, so its lines are seen at once). */
  flush(): void;
  /** Writes everything before the process exits. */
  close(): void;
}

export function blockLogDestination(): LogDestination {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BLOCK_BYTES });
  const timer = setInterval(() => stream.flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    stream,
    flush: () => stream.flush(),
    close() {
      clearInterval(timer);
      stream.flushSync();
    },
  };
}
