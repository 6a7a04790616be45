/**
 * Telling "the database is not there" from a bug. A database that stops,
 * restarts, fails over or has its connections cut is a 503 the caller can retry
 * (DATABASE_UNAVAILABLE); anything else that fails in a query is a 500.
 */

/** Getting a connection failed, for whatever reason: the database is not usable now. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    // The cause carries the reason; loggers print it after this message.
    super('could not get a database connection', { cause });
  }
}

// PostgreSQL SQLSTATEs: class 08 (connection exception), class 53 (insufficient
// resources: too many connections, disk full), 57P01-57P03 (the server is
// shutting down or restarting; 57P01 is also what pg_terminate_backend sends),
// 57014 (a statement cancelled: the service's statement_timeout, database.ts).
const POSTGRES_STATES = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-3]|57014)$/;
// The socket to the server failed.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLite: locked beyond the busy timeout, or the file cannot be read or written.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|NOMEM)/;
// pg's messages for a connection that ended under a query or is not usable;
// better-sqlite3's and Kysely's for a database closed under a request (shutdown).
// pg's client-side query_timeout: the server did not answer in time (frozen, or far behind).
const MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|database connection is not open|driver has already been destroyed|^Query read timeout$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (POSTGRES_STATES.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.test(code))) return true;
  return MESSAGES.test(error.message);
}
