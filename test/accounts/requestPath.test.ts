/**
 * The batched request path (src/accounts/requestPath.ts) on both back ends:
 * a batch decides exactly as its requests would one by one, give-backs too, a
 * failed batch neither loses nor doubles a call, and a change to a key or an
 * account applies from the next request although keys are cached.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { STALE } from '../../src/accounts/admission.js';
import { requestPathStore } from '../../src/accounts/requestPath.js';
import { AccountStore } from '../../src/accounts/store.js';
import { fixedClock } from '../../src/clock.js';
import { type Db, openDatabase } from '../../src/db/database.js';
import { keyed, type TestApp, testApp } from '../http/helpers.js';
import { BACKENDS, setMonthlyUsed, type Storage } from '../support/storage.js';

const MONTH = '2026-11';

/**
 * The SQLite database as it is, except that once armed the `n`th statement
 * run on the held connection (Db.sqliteSync, where the request path's batch
 * runs) fails after it has run, as a lost lock would.
 */
function failingOnce(db: Db, n: number): { db: Db; armed: boolean; failed: boolean } {
  let seen = 0;
  const control = { armed: false, failed: false, db };
  control.db = {
    ...db,
    sqliteSync: (work) =>
      db.sqliteSync!((sync) =>
        work({
          query(text, parameters) {
            const rows = sync.query(text, parameters);
            if (control.armed && !control.failed && ++seen === n) {
              control.failed = true;
              throw Object.assign(new Error('database is locked (injected)'), { code: 'SQLITE_BUSY' });
            }
            return rows;
          },
        }),
      ),
  };
  return control;
}
let seq = 0;
const freshEmail = (tag: string) => `rp-${tag}-${process.pid}-${++seq}@example.com`;

for (const backend of BACKENDS) {
  describe(`the batched request path on ${backend.name}`, () => {
    let storage: Storage;
    let store: AccountStore;
    before(async () => {
      storage = await backend.open();
      store = new AccountStore(storage.db);
    });
    after(() => storage.cleanup());

    /** The account's version now: the `readAt` of a record of it read now. */
    const version = async (accountId: string) =>
      Number((await storage.db.kysely.selectFrom('accounts').select('version').where('id', '=', accountId).executeTakeFirstOrThrow()).version);

    async function newAccountId(): Promise<string> {
      const { account } = await store.issueKey(freshEmail('acc'), null, new Date('2026-11-21T03:00:00Z'));
      return account.id;
    }

    test('the reservations of one turn are one batch, decided in order as each alone would be', async () => {
      const path = requestPathStore(storage.db, store);
      const [a, b] = [await newAccountId(), await newAccountId()];
      await setMonthlyUsed(storage.db, b, MONTH, 1);
      const [va, vb] = [await version(a), await version(b)];
      // Issued in one turn: a has 5 calls, b has 2 left of 3, and one call has no quota at all.
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => path.reserveMonthlyCall(a, MONTH, 5, va)),
        ...Array.from({ length: 3 }, () => path.reserveMonthlyCall(b, MONTH, 3, vb)),
        path.reserveMonthlyCall(a, MONTH, 0, va),
      ]);
      assert.deepEqual(answers, [1, 2, 3, 4, 5, null, null, null, 2, 3, null, null]);
      assert.equal(await store.monthlyUsed(a, MONTH), 5);
      assert.equal(await store.monthlyUsed(b, MONTH), 3);
    });

    test('give-backs of one turn are one batch, and never take the count below zero', async () => {
      const path = requestPathStore(storage.db, store);
      const a = await newAccountId();
      const v = await version(a);
      await Promise.all(Array.from({ length: 4 }, () => path.reserveMonthlyCall(a, MONTH, 10, v)));
      await Promise.all(Array.from({ length: 6 }, () => path.releaseMonthlyCall(a, MONTH)));
      assert.equal(await store.monthlyUsed(a, MONTH), 0);
    });

    test('a reservation judged on a record read before a change to its account reserves nothing and answers stale, alone or in a batch', async () => {
      const path = requestPathStore(storage.db, store);
      const a = await newAccountId();
      const b = await newAccountId();
      const old = await version(a);
      await store.revokeActiveKey(b, new Date());
      assert.equal(await version(a), old, "a change to another account leaves this one's version");
      await store.revokeActiveKey(a, new Date()); // a change to the account's keys moves its version
      const now = await version(a);
      assert.ok(now > old);
      assert.equal(await path.reserveMonthlyCall(a, MONTH, 5, old), STALE, 'alone');
      const answers = await Promise.all([
        path.reserveMonthlyCall(a, MONTH, 2, now),
        path.reserveMonthlyCall(a, MONTH, 2, old),
        path.reserveMonthlyCall(a, MONTH, 2, now),
        path.reserveMonthlyCall(a, MONTH, 2, now),
      ]);
      assert.deepEqual(answers, [1, STALE, 2, null], 'in a batch: the stale one takes no call from the others');
      assert.equal(await store.monthlyUsed(a, MONTH), 2);
      assert.equal(await path.monthlyUsed(a, MONTH, old), STALE);
      assert.equal(await path.monthlyUsed(a, MONTH, now), 2);
      assert.equal(await path.reserveMonthlyCall(a, MONTH, 2, now), null, 'a spent quota alone is null, not stale');
    });

    test('a batch that fails loses and doubles nothing', async () => {
      const a = await newAccountId();
      const v = await version(a);
      if (storage.db.dialect === 'sqlite') {
        // The transaction fails half-way (as on SQLITE_BUSY), after its first write: rolled back, then each request alone.
        const failing = failingOnce(storage.db, 3); // begin, the account's version and count, then the write
        const path = requestPathStore(failing.db, store);
        failing.armed = true;
        const answers = await Promise.all(Array.from({ length: 6 }, () => path.reserveMonthlyCall(a, MONTH, 4, v)));
        assert.deepEqual([...answers].sort(), [1, 2, 3, 4, null, null].sort());
        assert.ok(failing.failed, 'the batch did fail');
        assert.equal(await store.monthlyUsed(a, MONTH), 4);
      } else {
        // Without its function the batch fails as one: every request of it fails, and none is counted.
        const path = requestPathStore(storage.db, store);
        await sql`alter function lease_calls(text[], text[], int[], bigint[], int[], int[], int[]) rename to lease_calls_away`.execute(storage.db.kysely);
        try {
          const answers = await Promise.allSettled(Array.from({ length: 5 }, () => path.reserveMonthlyCall(a, MONTH, 4, v)));
          assert.deepEqual(answers.map((r) => r.status), Array(5).fill('rejected'));
        } finally {
          await sql`alter function lease_calls_away(text[], text[], int[], bigint[], int[], int[], int[]) rename to lease_calls`.execute(storage.db.kysely);
        }
        assert.equal(await store.monthlyUsed(a, MONTH), 0);
        const again = await Promise.all(Array.from({ length: 5 }, () => path.reserveMonthlyCall(a, MONTH, 4, v)));
        assert.deepEqual(again, [1, 2, 3, 4, null]);
      }
    });

    describe('changes apply from the next request (keys are kept in the process)', () => {
      let app: TestApp;
      before(async () => {
        app = await testApp({ db: storage.db, limiter: await storage.newLimiter(), clock: fixedClock('2026-11-21T03:00:00Z') });
      });
      after(() => app.close());

      const call = (apiKey: string) => app.inject({ method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}`, headers: { 'x-api-key': apiKey } });
      const remaining = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-remaining-month']);

      test('a revocation and a plan change made by this process', async () => {
        const email = freshEmail('own');
        const { apiKey, account } = await app.store.issueKey(email, null, new Date('2026-11-21T03:00:00Z'), { verified: true });
        assert.equal(remaining(await call(apiKey)), 299);
        await app.store.setPlan(email, { plan: 'starter', planExpiresAt: '2026-12-20T00:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, new Date());
        assert.equal(remaining(await call(apiKey)), 998, 'the starter quota from the next request');
        await app.store.revokeActiveKey(account.id, new Date());
        assert.equal((await call(apiKey)).statusCode, 403);
      });

      test('a plan change and a revocation made by another connection (the admin CLI, another process)', async () => {
        const email = freshEmail('other');
        const { apiKey, account } = await app.store.issueKey(email, null, new Date('2026-11-21T03:00:00Z'), { verified: true });
        assert.equal(remaining(await call(apiKey)), 299);
        const other = await openDatabase(storage.databaseUrl);
        try {
          const otherStore = new AccountStore(other);
          await otherStore.setPlan(email, { plan: 'growth', planExpiresAt: '2026-12-20T00:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, new Date());
          assert.equal(remaining(await call(apiKey)), 3998);
          await otherStore.revokeActiveKey(account.id, new Date());
          assert.equal((await call(apiKey)).statusCode, 403);
        } finally {
          await other.close();
        }
      });

      test('an expiry needs no change: the cached plan is judged at each request', async () => {
        const clock = { at: '2026-11-21T03:00:00Z', now() { return new Date(this.at); } };
        const expiring = await testApp({ db: storage.db, limiter: await storage.newLimiter(), clock });
        try {
          const email = freshEmail('expiry');
          const { apiKey } = await expiring.store.issueKey(email, null, new Date('2026-11-21T03:00:00Z'), { verified: true });
          await expiring.store.setPlan(email, { plan: 'growth', planExpiresAt: '2026-11-21T03:00:10.000Z', monthlyLimit: null, perMinuteLimit: null }, new Date());
          const before = await keyed(Object.assign(expiring, { apiKey }), { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` });
          assert.equal(remaining(before), 3999);
          clock.at = '2026-11-21T03:00:10Z';
          const after = await keyed(Object.assign(expiring, { apiKey }), { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` });
          assert.equal(remaining(after), 298, 'Sandbox limits from the instant of expiry');
        } finally {
          await expiring.close();
        }
      });
    });

    test("an account's version moves with every change to the account or its keys, whoever makes it, and with nothing else", async () => {
      const email = freshEmail('version');
      const { account } = await store.issueKey(email, null, new Date(), { verified: true });
      const issued = await version(account.id);
      await store.setPlan(email, { plan: 'starter', planExpiresAt: '2026-12-20T00:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, new Date());
      const planned = await version(account.id);
      assert.ok(planned > issued, 'a plan change');
      await store.revokeActiveKey(account.id, new Date());
      const revoked = await version(account.id);
      assert.ok(revoked > planned, 'a key revoked');
      const other = await openDatabase(storage.databaseUrl);
      try {
        await new AccountStore(other).issueKey(email, null, new Date(), { verified: true });
      } finally {
        await other.close();
      }
      const reissued = await version(account.id);
      assert.ok(reissued > revoked, 'a key issued by another connection');
      const path = requestPathStore(storage.db, store);
      assert.equal(await path.reserveMonthlyCall(account.id, MONTH, 10, reissued), 1);
      await path.releaseMonthlyCall(account.id, MONTH);
      await store.issueKey(freshEmail('someone-else'), null, new Date());
      assert.equal(await version(account.id), reissued, "counting calls, and other accounts' changes, leave it");
    });
  });
}
