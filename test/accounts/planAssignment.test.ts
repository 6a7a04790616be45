/**
 * Plan changes in one place: planTerms (the expiry arithmetic) and assignPlan
 * (the one writer of the plan columns), and what a stored plan the service
 * cannot honour — a hand-edited row — leads to: the free plan's limits, and a
 * warning naming the account. And a paid plan given to an account whose
 * address is being proven at that moment (securePaidPlanKeys).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { hashApiKey } from '../../src/accounts/apiKey.js';
import { BUSINESS_PLAN, effectiveLimits, PAID_PLAN_DAYS, PLANS, planTerms } from '../../src/accounts/plans.js';
import type { PlanProblem } from '../../src/accounts/accountRows.js';
import { assignPlan } from '../../src/accounts/planAssignment.js';
import { AccountStore } from '../../src/accounts/store.js';
import { PaymentStore } from '../../src/billing/paymentStore.js';
import { NOON_2026_11_21_SEOUL, testApp } from '../http/helpers.js';
import { BACKENDS, type Storage } from '../support/storage.js';

const NOW = NOON_2026_11_21_SEOUL.now();
const days = (n: number): string => new Date(NOW.getTime() + n * 86_400_000).toISOString();

test('planTerms: the free plan never expires; a paid plan runs its days from now (31 by default, business 365, or --days)', () => {
  assert.deepEqual(planTerms({ plan: 'sandbox' }, NOW), { plan: 'sandbox', planExpiresAt: null, monthlyLimit: null, perMinuteLimit: null });
  assert.deepEqual(planTerms({ plan: 'starter' }, NOW), { plan: 'starter', planExpiresAt: days(PAID_PLAN_DAYS), monthlyLimit: null, perMinuteLimit: null });
  assert.deepEqual(planTerms({ plan: 'growth', days: 7 }, NOW), { plan: 'growth', planExpiresAt: days(7), monthlyLimit: null, perMinuteLimit: null });
  assert.deepEqual(planTerms({ plan: 'business', monthlyLimit: 50_000, perMinuteLimit: 300 }, NOW), {
    plan: 'business',
    planExpiresAt: days(BUSINESS_PLAN.defaultDays),
    monthlyLimit: 50_000,
    perMinuteLimit: 300,
  });
  assert.equal(days(PAID_PLAN_DAYS), '2026-12-22T03:00:00.000Z');
});

for (const backend of BACKENDS) {
  describe(`plan assignment on ${backend.name}`, () => {
    let storage: Storage;
    const problems: PlanProblem[] = [];
    let store: AccountStore;
    before(async () => {
      storage = await backend.open();
      store = new AccountStore(storage.db, { onPlanProblem: (problem) => problems.push(problem) });
    });
    after(() => storage?.cleanup());

    let n = 0;
    async function account(): Promise<{ id: string; email: string; apiKey: string }> {
      const email = `plans-${process.pid}-${++n}@test.example`;
      const { apiKey, account: created } = await store.issueKey(email, null, NOW, { verified: true });
      return { id: created.id, email, apiKey };
    }

    test('assignPlan by address or by id; a refund guard changes only a plan that still comes from its payment', async () => {
      const { id, email } = await account();
      const kysely = storage.db.kysely;
      const at = NOW.toISOString();
      assert.equal((await assignPlan(kysely, { email }, planTerms({ plan: 'starter' }, NOW), at))?.plan, 'starter');
      assert.equal((await assignPlan(kysely, { id }, planTerms({ plan: 'growth' }, NOW), at, { paymentId: 'pay-1' }))?.plan, 'growth');
      const free = planTerms({ plan: 'sandbox' }, NOW);
      assert.equal(await assignPlan(kysely, { id }, free, at, { paymentId: null, onlyIfFromPayment: 'pay-0' }), undefined, 'another payment: unchanged');
      assert.equal((await store.findAccount(email))?.plan, 'growth');
      assert.equal((await assignPlan(kysely, { id }, free, at, { paymentId: null, onlyIfFromPayment: 'pay-1' }))?.plan, 'sandbox');
      assert.equal(await assignPlan(kysely, { email: 'nobody@test.example' }, free, at), undefined);
      assert.deepEqual(problems, []);
    });

    test('a paid plan given while the address is being proven decides on the address as it is once the account row is locked', async () => {
      const payments = new PaymentStore(storage.db);
      for (const giver of ['payment', 'plan set'] as const) {
        const email = `race-${process.pid}-${++n}@test.example`;
        const { apiKey } = await store.issueKey(email, null, NOW);
        // A followed key link, held open: it has locked the account row and proven the address, and not committed yet.
        let locked!: () => void;
        let release!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const released = new Promise<void>((resolve) => (release = resolve));
        const proving = storage.db.kysely.transaction().execute(async (trx) => {
          await trx.updateTable('accounts').set({ verified_at: NOW.toISOString(), updated_at: NOW.toISOString() }).where('email', '=', email).execute();
          locked();
          await released;
        });
        await isLocked;
        const given =
          giver === 'payment'
            ? payments
                .recordConfirmation({ paymentId: `race-pay-${n}`, email, plan: 'starter', amount: PLANS.starter.priceKrw, currency: 'KRW', requestedBy: '203.0.113.5' }, NOW)
                .then((outcome) => outcome.payment.keyDelivery)
            : store.setPlan(email, planTerms({ plan: 'starter' }, NOW), NOW).then((changed) => changed?.keys.delivery);
        await new Promise((resolve) => setTimeout(resolve, 300)); // it reaches the lock and waits there
        release();
        await proving;
        assert.equal(await given, 'kept', `${giver}: the address was proven when the plan was written`);
        const keys = await store.keysOf((await store.findAccount(email))!.id);
        assert.deepEqual(keys.map((k) => k.status), ['active'], `${giver}: no key revoked`);
        assert.equal((await store.findByKeyHash(hashApiKey(apiKey)))?.status, 'active');
      }
    });

    test('a stored plan that is no plan, or a business plan without limits, is read as the free plan and reported with the account id', async () => {
      const unknown = await account();
      const limitless = await account();
      await sql`update accounts set plan = ${'premium'} where id = ${unknown.id}`.execute(storage.db.kysely);
      await store.setPlan(limitless.email, planTerms({ plan: 'business', monthlyLimit: 50_000, perMinuteLimit: 300 }, NOW), NOW);
      await sql`update accounts set per_minute_limit = null where id = ${limitless.id}`.execute(storage.db.kysely);
      problems.length = 0;

      const read = await store.findAccount(unknown.email);
      assert.equal(read?.plan, 'sandbox');
      assert.deepEqual(effectiveLimits(read!, NOW), { plan: 'sandbox', monthlyCalls: PLANS.sandbox.monthlyCalls, callsPerMinute: PLANS.sandbox.callsPerMinute, expired: false });
      assert.deepEqual(problems, [{ accountId: unknown.id, storedPlan: 'premium', problem: '"premium" is not a plan of this service' }]);

      problems.length = 0;
      const byKey = await store.findByKeyHash(hashApiKey(limitless.apiKey));
      assert.equal(byKey?.account.plan, 'sandbox');
      assert.deepEqual(problems, [{ accountId: limitless.id, storedPlan: 'business', problem: 'a business plan needs both monthly_limit and per_minute_limit' }]);
    });

    test('the service answers such an account with the free plan\'s limits and logs a warning naming it', async () => {
      const { id, apiKey } = await account();
      await sql`update accounts set plan = ${'platinum'} where id = ${id}`.execute(storage.db.kysely);
      const lines: string[] = [];
      const app = await testApp({
        db: storage.db,
        limiter: storage.limiter,
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      try {
        const res = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': apiKey } });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['x-ratelimit-remaining-month'], String(PLANS.sandbox.monthlyCalls - 1));
        const warnings = lines.map((line) => JSON.parse(line) as { level: number; accountId?: string; storedPlan?: string; msg: string });
        assert.ok(
          warnings.some((w) => w.level === 40 && w.accountId === id && w.storedPlan === 'platinum' && /served with sandbox limits/.test(w.msg)),
          lines.join('\n'),
        );
      } finally {
        await app.close();
      }
    });
  });
}
