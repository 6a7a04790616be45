/**
 * A refund that races the acceptance of a held payment (issue 45, item 4).
 * A Growth owner accepts a held Starter payment — Starter then replaces
 * Growth — while PortOne's refund webhook of that payment arrives. Whichever
 * commits first, the account must end on the Growth run it paid for: an
 * acceptance first is undone by the refund (back to the plan before it), a
 * refund first leaves nothing to accept (422 PAYMENT_NOT_PAID). On PostgreSQL
 * the refund once read the payment before the acceptance committed, saw it
 * still held, and changed nothing: the account kept the refunded Starter plan.
 *
 * The race is met two ways: pairs fired together on each back end, and, on
 * PostgreSQL, the one interleaving that lost, forced by a second connection
 * holding a row the acceptance needs until the refund has started (released
 * well within the service's 1 s statement timeout). The same way, the
 * acceptance and the operator's re-send of the notice are made to meet where
 * they once locked the payment and the account in opposite orders.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AdminError, runAdminCommand } from '../../src/admin/commands.js';
import { BACKENDS } from '../support/storage.js';
import { acceptLinkIn, type BillingHarness, billingHarness, DAY, iso, secondConnection, START } from './harness.js';

const PAIRS = 20;

/** An owner on Growth (paid at START, so until START + 31 days) with one held Starter payment (paid a day later): its id and the token of its link. */
async function heldOnGrowth(h: BillingHarness): Promise<{ email: string; paymentId: string; token: string }> {
  const { email } = await h.owner();
  const growth = await h.pay(email, 'growth');
  assert.equal(growth.res.statusCode, 200, growth.res.body);
  h.at = START + DAY;
  const { paymentId, res } = await h.pay(email, 'starter');
  assert.deepEqual([res.statusCode, res.json().data.outcome], [202, 'held'], res.body);
  return { email, paymentId, token: acceptLinkIn((await h.mailsTo(email)).at(-1)!.parsed.text!) };
}

const GROWTH_AS_PAID = { plan: 'growth', planExpiresAt: iso(START + 31 * DAY) };

for (const backend of BACKENDS) {
  describe(`a refund racing the acceptance of a held payment, on ${backend.name}`, () => {
    let h: BillingHarness;
    before(async () => {
      h = await billingHarness(backend);
    });
    after(async () => {
      await h?.close();
    });

    test(`${PAIRS} acceptances and refunds of held payments fired together: every account ends on the Growth run it paid for`, async () => {
      const held = [];
      for (let i = 0; i < PAIRS; i++) held.push(await heldOnGrowth(h));
      h.at = START + 2 * DAY;
      const answers = await Promise.all(held.map(({ paymentId, token }) => Promise.all([h.accept(token), h.refund(paymentId)])));
      const wrong: string[] = [];
      for (const [i, [accepted, refunded]] of answers.entries()) {
        const effect = refunded.json().data?.effect;
        const order =
          accepted.statusCode === 200 && effect === 'downgraded'
            ? 'accepted first'
            : accepted.statusCode === 422 && accepted.json().error.code === 'PAYMENT_NOT_PAID' && effect === 'recorded'
              ? 'refunded first'
              : `accept ${accepted.statusCode}, refund ${refunded.statusCode} ${effect}`;
        const plan = await h.planOf(held[i]!.email);
        if (order.startsWith('accept ') || plan.plan !== GROWTH_AS_PAID.plan || plan.planExpiresAt !== GROWTH_AS_PAID.planExpiresAt) {
          wrong.push(`pair ${i} (${order}): ${plan.plan} until ${plan.planExpiresAt}`);
        }
      }
      assert.deepEqual(wrong, [], `${wrong.length} of ${PAIRS} accounts inconsistent`);
    });

    if (!backend.name.startsWith('PostgreSQL')) return;

    test('the refund starts while the acceptance waits for the account: it undoes the acceptance (back on Growth)', async () => {
      const { email, paymentId, token } = await heldOnGrowth(h);
      const account = (await h.app.store.findAccount(email))!;
      h.at = START + 2 * DAY;
      const other = await secondConnection(h);
      try {
        // Another transaction holds the account row: the acceptance stops at it, after whatever it did to the payment before.
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
        const accepting = h.accept(token);
        await other.waiting(1);
        const refunding = h.refund(paymentId);
        await other.waiting(2);
        await other.query('COMMIT');
        const [accepted, refunded] = await Promise.all([accepting, refunding]);
        assert.equal(accepted.statusCode, 200, accepted.body);
        assert.equal(refunded.json().data.effect, 'downgraded', refunded.body);
        assert.deepEqual(await h.planOf(email), GROWTH_AS_PAID);
      } finally {
        await other.end();
      }
    });

    test('the operator re-sends the notice while the owner accepts: one after the other, neither fails', async () => {
      const { email, paymentId, token } = await heldOnGrowth(h);
      h.at = START + 2 * DAY;
      const other = await secondConnection(h);
      try {
        // Another transaction holds the payment row until both the acceptance and the re-send are under way.
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM payments WHERE payment_id = $1 FOR UPDATE', [paymentId]);
        const accepting = h.accept(token);
        await other.waiting(1);
        const resending = runAdminCommand(h.app.admin, ['held', 'resend', paymentId], new Date(h.at)).then(
          (printed) => printed,
          (error: unknown) => (error instanceof AdminError ? `refused: ${error.message}` : Promise.reject(error)),
        );
        await other.waiting(2);
        await other.query('COMMIT');
        const [accepted, resent] = await Promise.all([accepting, resending]);
        assert.equal(accepted.statusCode, 200, accepted.body);
        assert.match(resent, /^mailed the notice|^refused: .* is not held any more/);
        assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + 33 * DAY) });
      } finally {
        await other.end();
      }
    });
  });
}
