/**
 * A database that goes away: connections cut under the pool (what a PostgreSQL
 * restart or failover does) never end the process; requests meanwhile are 503
 * DATABASE_UNAVAILABLE, health says down, and both recover when it is back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase, POSTGRES_APPLICATION_NAME } from '../../src/db/database.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { VERSION_TRUST_MS } from '../../src/accounts/versionTrust.js';
import { keyed, testApp } from '../http/helpers.js';
import { startFreezableProxy } from '../support/freezableProxy.js';
import { postgresBackend, type Storage, TEST_POSTGRES_URL } from '../support/storage.js';

const WAIT_LIMIT_MS = 10_000;

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${WAIT_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('which failures are "the database is unavailable" (503) and which are bugs (500)', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  for (const error of [
    new DatabaseUnavailableError(new Error('ECONNREFUSED')),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03'),
    withCode('08006'),
    withCode('53300', 'too many connections'),
    withCode('ECONNREFUSED'),
    withCode('SQLITE_BUSY'),
    withCode('SQLITE_IOERR_WRITE'),
    new Error('Connection terminated unexpectedly'),
    new TypeError('The database connection is not open'),
    withCode('57014', 'canceling statement due to statement timeout'),
    new Error('Query read timeout'),
  ]) {
    assert.equal(isDatabaseUnavailable(error), true, `${(error as { code?: string }).code} ${error.message}`);
  }
  for (const error of [withCode('42601', 'syntax error'), withCode('23505', 'duplicate key'), withCode('SQLITE_CONSTRAINT'), new Error('boom'), 'a string', null]) {
    assert.equal(isDatabaseUnavailable(error), false, String(error));
  }
});

describe('PostgreSQL connections cut under the service', () => {
  let storage: Storage;
  let databaseName: string;
  let maintenance: pg.Client;

  before(async () => {
    storage = await postgresBackend.open();
    databaseName = new URL(storage.databaseUrl).pathname.slice(1);
    maintenance = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await maintenance.connect();
  });
  after(async () => {
    await maintenance?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
    await maintenance?.end();
    await storage?.cleanup();
  });

  /** pg_terminate_backend on the service's own connections (this database, the service's application name). */
  async function terminateServiceConnections(): Promise<number> {
    const { rows } = await maintenance.query(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
      [databaseName, POSTGRES_APPLICATION_NAME],
    );
    return rows[0].n as number;
  }

  test('an idle pooled connection terminated: reported, dropped, and the next query opens a new one', async () => {
    const lost: Error[] = [];
    const db: Db = await openDatabase(storage.databaseUrl, { onConnectionError: (error) => lost.push(error) });
    try {
      await db.ping();
      assert.ok((await terminateServiceConnections()) >= 1);
      // Unheard, this event ended the process (exit 1); here the test process lives on to see it.
      await until('the pool hears of it', () => lost.length > 0);
      assert.match(lost[0]!.message, /terminating connection due to administrator command/);
      await db.ping();
    } finally {
      await db.close();
    }
  });

  test('a connection terminated while a transaction holds it between two statements: that transaction fails as unavailable, the process lives', async () => {
    const lost: Error[] = [];
    const db: Db = await openDatabase(storage.databaseUrl, { onConnectionError: (error) => lost.push(error) });
    try {
      const failure = await db.kysely
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await terminateServiceConnections();
          // The client is checked out, so the pool's idle listener is not on it: only the client's own hears this.
          await until('the client hears of it', () => lost.length > 0);
          await sql`select 1`.execute(trx);
        })
        .then(
          () => assert.fail('the transaction went on'),
          (error: unknown) => error,
        );
      assert.equal(isDatabaseUnavailable(failure), true, String(failure));
      await db.ping();
    } finally {
      await db.close();
    }
  });

  test('the database refusing connections: keyed calls and key requests 503 DATABASE_UNAVAILABLE, health down; both recover when it is back', async () => {
    const logLines: string[] = [];
    const app = await testApp({ db: storage.db, limiter: storage.limiter, clock: { now: () => new Date() }, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
    try {
      const call = () => keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' });
      const keyRequest = () => app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'outage@example.com' } });
      const health = () => app.inject({ method: 'GET', url: '/v1/health' });
      assert.equal((await call()).statusCode, 200);

      await maintenance.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
      await terminateServiceConnections();
      for (const res of [await call(), await keyRequest()]) {
        assert.equal(res.statusCode, 503, res.body);
        assert.deepEqual(res.json(), { error: { code: 'DATABASE_UNAVAILABLE', message: "the service's database is not answering; retry in 5 s" } });
        assert.equal(res.headers['retry-after'], '5');
      }
      const down = await health();
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().status, 'down');
      // Anonymous callers learn which part is down, not the server's address or its error (issue 45); the log says what.
      assert.equal(down.json().dependencies.database.detail, 'postgres: does not answer (the service log says why)');
      assert.match(logLines.filter((line) => line.includes('health:')).join('\n'), /could not get a database connection/);

      await maintenance.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
      assert.equal((await health()).json().status, 'ok');
      assert.equal((await call()).statusCode, 200);
      assert.equal((await keyRequest()).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

test('a frozen PostgreSQL (a proxy that stops passing bytes, as SIGSTOP would): keyed calls and key requests 503 DATABASE_UNAVAILABLE within 3 s; it recovers by itself', async () => {
  const storage = await postgresBackend.open();
  const proxy = await startFreezableProxy({ host: '127.0.0.1', port: Number(new URL(storage.databaseUrl).port || 5432) });
  const viaProxy = new URL(storage.databaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const db = await openDatabase(viaProxy.toString());
  const app = await testApp({ db, limiter: storage.limiter, clock: { now: () => new Date() } });
  try {
    const call = () => keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' });
    const keyRequest = () => app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: `frozen-${process.pid}@example.com` }, remoteAddress: '10.66.0.1' });
    assert.equal((await call()).statusCode, 200);
    proxy.freeze();
    // For VERSION_TRUST_MS after the last word from the database, the process may still hand out calls of the block it
    // holds (counted already): from then on every keyed call needs the database.
    await new Promise((resolve) => setTimeout(resolve, VERSION_TRUST_MS));
    const timings: number[] = [];
    for (const attempt of [call, call, keyRequest, call]) {
      const started = performance.now();
      const res = await attempt();
      timings.push(performance.now() - started);
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.json().error.code, 'DATABASE_UNAVAILABLE');
      assert.equal(res.headers['retry-after'], '5');
    }
    // Measured figures go to the test log (docs/connections.md quotes them).
    console.log(`frozen PostgreSQL: 503 after ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    for (const ms of timings) assert.ok(ms < 3000, `answered in ${Math.round(ms)} ms`);
    const concurrent = performance.now();
    const many = await Promise.all(Array.from({ length: 30 }, () => call()));
    const manyMs = performance.now() - concurrent;
    console.log(`frozen PostgreSQL: 30 concurrent keyed calls all answered in ${Math.round(manyMs)} ms`);
    assert.deepEqual(new Set(many.map((r) => r.statusCode)), new Set([503]));
    assert.ok(manyMs < 3000, `30 concurrent: ${Math.round(manyMs)} ms`);

    proxy.thaw();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await call()).statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(recovered, 'keyed calls succeed again once the server answers');
    assert.equal((await keyRequest()).statusCode, 200);
  } finally {
    proxy.thaw();
    await app.close();
    await db.close();
    await proxy.close();
    await storage.cleanup();
  }
});

test('SQLite closed under the app (shutdown): a keyed call is 503 DATABASE_UNAVAILABLE, not 500', async () => {
  const db = await openDatabase('sqlite::memory:');
  const app = await testApp({ db });
  try {
    await db.close();
    const res = await keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' });
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.json().error.code, 'DATABASE_UNAVAILABLE');
  } finally {
    await app.close();
  }
});
