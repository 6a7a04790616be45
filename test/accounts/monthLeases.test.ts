/**
 * The month's calls in blocks on PostgreSQL (src/accounts/monthLeases.ts): a
 * busy account's requests are handed out from a block the process holds, the
 * count never lets more calls be answered than the quota in any number of
 * processes, near the quota nothing is held, a change to the account still
 * applies from its next request, and what a process holds goes back when idle
 * or closing — or, when it dies, is the documented bound and no more.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STALE } from '../../src/accounts/admission.js';
import { LEASE_FIRST_EXTRA, LEASE_FLOOR, LEASE_IDLE_MS, LEASE_MAX_EXTRA, LEASE_PACE_MS, monthLeases } from '../../src/accounts/monthLeases.js';
import { AccountStore } from '../../src/accounts/store.js';
import { CHANGE_SETTLE_MS, VERSION_TRUST_MS } from '../../src/accounts/versionTrust.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seoulMonthKey } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { appFromConfig } from '../../src/http/app.js';
import type { Db } from '../../src/db/database.js';
import { postgresBackend, setMonthlyUsed, type Storage } from '../support/storage.js';

const MONTH = '2026-11';
// Far from the quota, where blocks are taken (within LEASE_FLOOR of it none is).
const FAR = 1_000_000;
let seq = 0;

describe('the month’s calls in blocks (PostgreSQL)', () => {
  let storage: Storage;
  let store: AccountStore;
  before(async () => {
    storage = await postgresBackend.open();
    store = new AccountStore(storage.db);
  });
  after(() => storage.cleanup());

  async function account(): Promise<{ id: string; readAt: number }> {
    const { account } = await store.issueKey(`lease-${process.pid}-${++seq}@example.com`, null, new Date('2026-11-21T03:00:00Z'));
    const row = await storage.db.kysely.selectFrom('accounts').select('version').where('id', '=', account.id).executeTakeFirstOrThrow();
    return { id: account.id, readAt: Number(row.version) };
  }
  const counted = (id: string) => store.monthlyUsed(id, MONTH);

  test('a busy account takes a block: its requests are told their own counts in order, and closing gives back what was not handed out', async () => {
    const leases = monthLeases(storage.db);
    const { id, readAt } = await account();
    const answers = await Promise.all(Array.from({ length: 10 }, () => leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt })));
    assert.deepEqual(answers, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const held = leases.held(id, MONTH);
    assert.equal(held, Math.min(LEASE_FIRST_EXTRA, 80), 'eight more per request of the turn, at most LEASE_FIRST_EXTRA');
    assert.equal(await counted(id), 10 + held, 'the count holds what the process holds');
    // The next requests come out of the block: no call is taken from the database.
    const next = await Promise.all(Array.from({ length: 5 }, () => leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt })));
    assert.deepEqual(next, [11, 12, 13, 14, 15]);
    assert.equal(await counted(id), 10 + held);
    await leases.close();
    assert.equal(await counted(id), 15, 'after closing, the count is the calls answered');
  });

  test('two processes on one account with 3,000 calls: blocks, then one by one; 3,000 answered in all, each count told once, the count exact once both close', async () => {
    const [a, b] = [monthLeases(storage.db), monthLeases(storage.db)];
    const { id, readAt } = await account();
    const answers: Array<number | null | typeof STALE> = [];
    let heldOnce = 0;
    for (let round = 0; round < 70; round++) {
      const turn = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).reserve({ accountId: id, month: MONTH, limit: 3_000, readAt })));
      answers.push(...turn);
      heldOnce = Math.max(heldOnce, a.held(id, MONTH) + b.held(id, MONTH));
    }
    assert.ok(heldOnce > 0, 'far from the quota the processes held blocks');
    const admitted = answers.filter((x): x is number => typeof x === 'number');
    assert.equal(admitted.length, 3_000, 'every call of the quota answered, none more');
    assert.equal(new Set(admitted).size, 3_000, 'the blocks of two processes never overlap while nothing is given back');
    assert.ok((await counted(id)) <= 3_000);
    await Promise.all([a.close(), b.close()]);
    assert.equal(await counted(id), 3_000);
  });

  test('near the quota nothing is held: 20 requests with 10 calls left take exactly 10, and within LEASE_FLOOR calls of a quota no block is taken', async () => {
    const leases = monthLeases(storage.db);
    const { id, readAt } = await account();
    await setMonthlyUsed(storage.db, id, MONTH, 990);
    const answers = await Promise.all(Array.from({ length: 20 }, () => leases.reserve({ accountId: id, month: MONTH, limit: 1_000, readAt })));
    assert.deepEqual(answers, [...Array.from({ length: 10 }, (_, i) => 991 + i), ...Array(10).fill(null)]);
    assert.equal(leases.held(id, MONTH), 0);
    assert.equal(await counted(id), 1_000);
    // Within LEASE_FLOOR of a larger quota, likewise: the turn takes what it needs and no more.
    const large = await account();
    await setMonthlyUsed(storage.db, large.id, MONTH, 5_000 - LEASE_FLOOR - 10);
    await Promise.all(Array.from({ length: 20 }, () => leases.reserve({ accountId: large.id, month: MONTH, limit: 5_000, readAt: large.readAt })));
    assert.equal(leases.held(large.id, MONTH), 0);
    await leases.close();
  });

  test('a change to the account made elsewhere applies from its next request although the process holds a block, and the block goes back', async () => {
    const leases = monthLeases(storage.db);
    const { id, readAt } = await account();
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), 1);
    assert.ok(leases.held(id, MONTH) > 0);
    await store.revokeActiveKey(id, new Date());
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), STALE);
    const row = await storage.db.kysely.selectFrom('accounts').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    // Judged again on the new record: the old block goes back and the call is the second.
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt: Number(row.version) }), 2);
    await leases.close();
    assert.equal(await counted(id), 2);
  });

  test('a lower limit on the same record (a paid plan expired) gives the block back and takes under the new limit', async () => {
    const leases = monthLeases(storage.db);
    const { id, readAt } = await account();
    await setMonthlyUsed(storage.db, id, MONTH, 290);
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), 291);
    assert.ok(leases.held(id, MONTH) > 0);
    const after = await Promise.all(Array.from({ length: 12 }, () => leases.reserve({ accountId: id, month: MONTH, limit: 300, readAt })));
    assert.deepEqual(after, [...Array.from({ length: 9 }, (_, i) => 292 + i), null, null, null]);
    await leases.close();
    assert.equal(await counted(id), 300);
  });

  test('a block idle for LEASE_IDLE_MS goes back at the sweep; one drawn on stays', async () => {
    let clock = 0;
    const leases = monthLeases(storage.db, () => clock);
    const [idle, busy] = [await account(), await account()];
    await leases.reserve({ accountId: idle.id, month: MONTH, limit: FAR, readAt: idle.readAt });
    await leases.reserve({ accountId: busy.id, month: MONTH, limit: FAR, readAt: busy.readAt });
    clock = LEASE_IDLE_MS - 1;
    await leases.reserve({ accountId: busy.id, month: MONTH, limit: FAR, readAt: busy.readAt });
    clock = LEASE_IDLE_MS;
    await leases.sweep();
    assert.equal(leases.held(idle.id, MONTH), 0);
    assert.equal(await counted(idle.id), 1);
    assert.ok(leases.held(busy.id, MONTH) > 0);
    await leases.close();
    assert.equal(await counted(busy.id), 2);
  });

  /** The database with its queries counted (the request path's round trips). */
  function counting(db: Db): { db: Db; queries: () => number } {
    let n = 0;
    const kysely = new Proxy(db.kysely, {
      get(target, name, receiver) {
        if (name === 'executeQuery') return (...args: Parameters<typeof target.executeQuery>) => (n++, target.executeQuery(...args));
        return Reflect.get(target, name, receiver);
      },
    });
    return { db: { ...db, kysely }, queries: () => n };
  }

  test('while the version the database told is trusted (VERSION_TRUST_MS), a held call is handed out with no round trip; then the version is read again', async () => {
    let clock = 0;
    const { db, queries } = counting(storage.db);
    const leases = monthLeases(db, () => clock);
    const { id, readAt } = await account();
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), 1);
    assert.equal(queries(), 1);
    clock = VERSION_TRUST_MS - 1;
    const trusted = await Promise.all(Array.from({ length: 5 }, () => leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt })));
    assert.deepEqual(trusted, [2, 3, 4, 5, 6]);
    assert.equal(queries(), 1, 'no round trip while trusted');
    // Yet answered at the end of the turn, with the turn's other requests (atTurnEnd in turnBatch.ts says why).
    let answered = false;
    const pending = leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }).then((n) => ((answered = true), n));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    assert.equal(answered, false, 'not answered while the turn runs');
    assert.equal(await pending, 7);
    // A change by SQL alone (no writer's wait) is seen once the trust is over: the next request is judged again.
    await storage.db.kysely.updateTable('accounts').set({ updated_at: '2026-11-21T03:00:01.000Z' }).where('id', '=', id).execute();
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), 8, 'within the trust: from the block');
    clock = VERSION_TRUST_MS;
    assert.equal(await leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt }), STALE, 'the trust over: the version is read, and has moved');
    assert.equal(queries(), 2);
    await leases.close();
    assert.equal(await counted(id), 8);
  });

  test('a busy account’s next block is its pace over its last one, for LEASE_PACE_MS, between LEASE_FIRST_EXTRA and LEASE_MAX_EXTRA', async () => {
    let clock = 0;
    const leases = monthLeases(storage.db, () => clock);
    const { id, readAt } = await account();
    const reserve = (n: number) => Promise.all(Array.from({ length: n }, () => leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt })));
    await reserve(10);
    assert.equal(leases.held(id, MONTH), 80);
    // The turn's 10 and the block's 80 drawn in 20 ms: the next block is 90 calls for every 20 ms of LEASE_PACE_MS.
    clock = 20;
    await reserve(80);
    assert.equal(leases.held(id, MONTH), 0);
    await reserve(1);
    const paced = Math.round((90 * LEASE_PACE_MS) / 20);
    assert.equal(leases.held(id, MONTH), paced);
    assert.equal(await counted(id), 91 + paced);
    // That block drawn in 1 ms: the cap. Then 2,001 calls in the ten seconds since that grant: the least a busy account takes.
    clock = 21;
    await reserve(paced);
    await reserve(1);
    assert.equal(leases.held(id, MONTH), LEASE_MAX_EXTRA);
    clock = 40; // trusted still: the block is drawn at once
    await reserve(LEASE_MAX_EXTRA);
    clock = 10_021;
    await reserve(1);
    assert.equal(leases.held(id, MONTH), LEASE_FIRST_EXTRA);
    await leases.close();
    assert.equal(await counted(id), 92 + paced + 1 + LEASE_MAX_EXTRA);
  });

  test('the calls of a block a turn in flight counts on are not handed out meanwhile: no request of the turn is refused for want of them', async () => {
    let clock = 0;
    const leases = monthLeases(storage.db, () => clock);
    const { id, readAt } = await account();
    const reserve = () => leases.reserve({ accountId: id, month: MONTH, limit: FAR, readAt });
    assert.equal(await reserve(), 1);
    const held = leases.held(id, MONTH);
    clock = VERSION_TRUST_MS; // the trust is over: the next turn reads the version, counting on the block for its requests
    const turn = Array.from({ length: held }, reserve);
    await new Promise((resolve) => setImmediate(resolve)); // the turn has gone to the database
    clock = 0; // while it is out, requests that would be trusted come
    const meanwhile = Array.from({ length: 5 }, reserve);
    const answers = await Promise.all([...turn, ...meanwhile]);
    assert.deepEqual(answers.slice(0, held), Array.from({ length: held }, (_, i) => 2 + i), 'the turn takes the block');
    assert.ok(answers.every((a) => typeof a === 'number'), `none refused: ${answers.join(',')}`);
    assert.equal(new Set(answers).size, answers.length);
    await leases.close();
    assert.equal(await counted(id), 1 + held + 5);
  });

  test('a change the service makes answers CHANGE_SETTLE_MS after its commit on PostgreSQL, so no process trusts the version before it by then', async () => {
    const { id } = await account();
    const started = performance.now();
    await store.revokeActiveKey(id, new Date());
    assert.ok(performance.now() - started >= CHANGE_SETTLE_MS, 'the writer waited out every trust');
    assert.ok(CHANGE_SETTLE_MS > VERSION_TRUST_MS);
  });

  test('a give-back of a failed answer reaches the count in its turn', async () => {
    const leases = monthLeases(storage.db);
    const { id, readAt } = await account();
    await Promise.all(Array.from({ length: 3 }, () => leases.reserve({ accountId: id, month: MONTH, limit: 5, readAt })));
    await leases.release({ accountId: id, month: MONTH });
    assert.equal(await counted(id), 2);
    await leases.close();
  });

  test('a process that dies without closing over-counts by what it held, at most LEASE_MAX_EXTRA, and never lets the quota be passed', async () => {
    const dying = monthLeases(storage.db);
    const { id, readAt } = await account();
    const served = (await Promise.all(Array.from({ length: 40 }, () => dying.reserve({ accountId: id, month: MONTH, limit: 10_000, readAt })))).length;
    const held = dying.held(id, MONTH);
    assert.ok(held > 0 && held <= LEASE_MAX_EXTRA);
    // Nothing is given back (no close): the count is the calls served plus the block.
    assert.equal(await counted(id), served + held);
  });

  test('the service gives its blocks back when it closes, before its database closes: afterwards the count is the calls answered', async () => {
    // The service's own database connection, as server.ts opens it (a test's given database would not be closed by it).
    const { app, services } = await appFromConfig(loadConfig({ DATABASE_URL: storage.databaseUrl, MAIL_OUTBOX: mkdtempSync(join(tmpdir(), 'lease-outbox-')) }), false);
    const email = `lease-app-${process.pid}-${++seq}@example.com`;
    const { apiKey, account } = await services.store.issueKey(email, null, new Date(), { verified: true });
    await services.store.setPlan(email, { plan: 'business', planExpiresAt: '2099-01-01T00:00:00.000Z', monthlyLimit: FAR, perMinuteLimit: FAR }, new Date());
    const url = `/v1/name/char/${encodeURIComponent('洪')}`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } })));
    assert.ok(answers.every((a) => a.statusCode === 200));
    const month = seoulMonthKey(new Date());
    assert.ok((await store.monthlyUsed(account.id, month)) > 30, 'the running service holds a block');
    await app.close();
    assert.equal(await store.monthlyUsed(account.id, month), 30);
  });
});
