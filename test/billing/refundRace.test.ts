/**
 * A refund that arrives before the confirmation (issue 35, item 4): PortOne's
 * cancellation webhook and the client's confirmation fired together. The
 * webhook of a payment not confirmed yet is recorded, and the confirmation
 * then finds it and applies nothing (422 PAYMENT_NOT_PAID) — even while
 * PortOne, asked a moment before, still says PAID. Whichever comes first, no
 * account keeps a plan from a refunded payment. On each storage back end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BACKENDS } from '../support/storage.js';
import { type BillingHarness, billingHarness, DAY, secondConnection, START, unique } from './harness.js';

for (const backend of BACKENDS) {
  describe(`a refund before the confirmation, on ${backend.name}`, () => {
    let h: BillingHarness;
    before(async () => {
      h = await billingHarness(backend);
    });
    after(async () => {
      await h?.close();
    });

    for (const type of ['Transaction.Cancelled', 'Transaction.PartialCancelled']) {
      test(`${type} recorded first: the confirmation applies nothing`, async () => {
        const { email } = await h.owner();
        const paymentId = h.paid(email, 'growth');
        const refunded = await h.refund(paymentId, type);
        assert.equal(refunded.statusCode, 200, refunded.body);
        assert.equal(refunded.json().data.effect, 'recorded');

        const res = await h.confirm(paymentId);
        assert.deepEqual([res.statusCode, res.json().error.code], [422, 'PAYMENT_NOT_PAID'], res.body);
        assert.match(res.json().error.message, /cancelled before it was confirmed/);
        assert.deepEqual(await h.planOf(email), { plan: 'sandbox', planExpiresAt: null });
        assert.equal((await h.confirm(paymentId)).json().error.code, 'PAYMENT_NOT_PAID', 'and again');
        assert.deepEqual(await h.planOf(email), { plan: 'sandbox', planExpiresAt: null });
        assert.match(refunded.json().data.detail, /not confirmed here yet: a confirmation of it will apply nothing/);
      });
    }

    test('a new address\'s payment refunded first creates no account', async () => {
      const email = `${unique('nobody')}@example.com`;
      const paymentId = h.paid(email, 'starter');
      await h.refund(paymentId);
      assert.equal((await h.confirm(paymentId)).statusCode, 422);
      assert.equal(await h.app.store.findAccount(email), undefined);
    });

    test('20 refunds and confirmations fired together: no account keeps a plan from a refunded payment', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const { email } = await h.owner();
          return { email, paymentId: h.paid(email, 'starter') };
        }),
      );
      const answers = await Promise.all(pairs.map(async ({ paymentId }) => Promise.all([h.refund(paymentId), h.confirm(paymentId)])));
      for (const [i, [refunded, confirmed]] of answers.entries()) {
        assert.equal(refunded.statusCode, 200, refunded.body);
        assert.ok([200, 422].includes(confirmed.statusCode), confirmed.body);
        if (confirmed.statusCode === 200) assert.equal(refunded.json().data.effect, 'downgraded', 'confirmed first: the refund undid it');
        assert.deepEqual(await h.planOf(pairs[i]!.email), { plan: 'sandbox', planExpiresAt: null }, `pair ${i}: confirm ${confirmed.statusCode}, refund ${refunded.json().data.effect}`);
      }
    });

    test('a refund whose time was taken before the confirmation committed (it waited for the payment\'s lock) still ends the plan', async () => {
      const { email } = await h.owner();
      const paymentId = h.paid(email, 'starter');
      h.at = START + 10_000;
      assert.equal((await h.confirm(paymentId)).statusCode, 200);
      h.at = START + 9_000;
      const refunded = await h.refund(paymentId);
      assert.equal(refunded.json().data.effect, 'downgraded', refunded.body);
      assert.deepEqual(await h.planOf(email), { plan: 'sandbox', planExpiresAt: null });
    });

    test('refunds of two runs of one account arriving together (the later run replaced the earlier): both done, back on Sandbox', async () => {
      const { email } = await h.owner();
      const { paymentId: earlier } = await h.pay(email, 'starter');
      h.at = START + DAY;
      const { paymentId: later, res } = await h.pay(email, 'growth');
      assert.equal(res.json().data.outcome, 'applied', 'Growth replaced the Starter run');
      h.at = START + 2 * DAY;
      if (!backend.name.startsWith('PostgreSQL')) {
        const [a, b] = await Promise.all([h.refund(earlier), h.refund(later)]);
        assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
      } else {
        // The earlier run's refund writes the later payment's row (the plan that run gives back loses its days): it
        // must not wait for that row while holding the account the later payment's refund waits for. A second
        // connection holds the account until both refunds wait for it, the earlier one first. FOR UPDATE, not an
        // update: a row left as it was is handed to its waiters in turn; a new version of it goes to whichever finds it first.
        const account = (await h.app.store.findAccount(email))!;
        const other = await secondConnection(h);
        try {
          await other.query('BEGIN');
          await other.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
          const first = h.refund(earlier);
          await other.waiting(1);
          const second = h.refund(later);
          await other.waiting(2);
          await other.query('COMMIT');
          const answers = await Promise.all([first, second]);
          assert.deepEqual(answers.map((a) => [a.statusCode, a.json().data?.effect]), [[200, 'recorded'], [200, 'downgraded']], answers.map((a) => a.body).join('\n'));
        } finally {
          await other.end();
        }
      }
      assert.deepEqual(await h.planOf(email), { plan: 'sandbox', planExpiresAt: null });
    });

    test('a refund of another payment does not stop a confirmation', async () => {
      const { email } = await h.owner();
      const other = h.paid(email, 'starter');
      await h.refund(other);
      const paymentId = h.paid(email, 'growth');
      assert.equal((await h.confirm(paymentId)).statusCode, 200);
      assert.equal((await h.planOf(email)).plan, 'growth');
    });
  });
}
