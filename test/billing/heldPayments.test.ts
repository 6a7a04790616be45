/**
 * Held payments keep every paid day (issue 35, item 1): accepting one follows
 * the confirmation's rule (the same plan running is extended, not restarted);
 * the page and the mail say what becomes of the current plan and its days;
 * a held payment beyond the hour's notices gets its notice later; and the
 * operator lists, re-sends, accepts and refunds held payments (admin CLI
 * `held …`). Each case on each storage back end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type OwedNotices, startOwedNotices } from '../../src/billing/owedNotices.js';
import { createHash } from 'node:crypto';
import { AdminError, runAdminCommand, UsageError } from '../../src/admin/commands.js';
import { planTerms } from '../../src/accounts/plans.js';
import { loadConfig } from '../../src/config.js';
import { downSmtpUrl } from '../support/mail.js';
import { BACKENDS } from '../support/storage.js';
import { testApp } from '../http/helpers.js';
import { acceptLinkIn, type BillingHarness, billingHarness, DAY, iso, START } from './harness.js';

const MINUTE = 60_000;
const reference = (paymentId: string) => `P-${createHash('sha256').update(paymentId).digest('hex').slice(0, 10).toUpperCase()}`;

for (const backend of BACKENDS) {
  describe(`held payments keep every paid day, on ${backend.name}`, () => {
    let h: BillingHarness;
    before(async () => {
      h = await billingHarness(backend);
    });
    after(async () => {
      await h?.close();
    });

    const admin = (...args: string[]) => runAdminCommand(h.app.admin, args, new Date(h.at));
    const lastText = async (email: string) => (await h.mailsTo(email)).at(-1)!.parsed.text!;

    test('the issue\'s case: two held Starter payments accepted on Growth — the first applies for 31 days, the second extends it by 31 more', async () => {
      const { email } = await h.owner();
      assert.equal((await h.pay(email, 'growth')).res.statusCode, 200);
      h.at = START + DAY;
      const first = await h.pay(email, 'starter');
      const t1 = acceptLinkIn(await lastText(email));
      const second = await h.pay(email, 'starter');
      const t2 = acceptLinkIn(await lastText(email));
      assert.deepEqual([first.res.statusCode, second.res.statusCode], [202, 202]);

      h.at = START + 2 * DAY;
      const a1 = await h.accept(t1);
      assert.deepEqual(a1.json().data, { plan: 'starter', planExpiresAt: iso(START + 33 * DAY), keyDelivery: 'kept', outcome: 'applied' });
      h.at = START + 3 * DAY;
      const a2 = await h.accept(t2);
      assert.equal(a2.statusCode, 200, a2.body);
      assert.deepEqual(a2.json().data, { plan: 'starter', planExpiresAt: iso(START + 64 * DAY), keyDelivery: 'kept', outcome: 'extended' }, 'two payments, two terms');
      assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + 64 * DAY) });
      const again = await h.confirm(second.paymentId);
      assert.deepEqual([again.statusCode, again.json().data.outcome], [200, 'extended'], 'confirming it again answers as it stands now');

      // A refund of the extending payment takes back its own 31 days, as for a confirmation that extended.
      h.at = START + 4 * DAY;
      assert.equal((await h.refund(second.paymentId)).json().data.effect, 'shortened');
      assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + 33 * DAY) });
    });

    test('the page and the mail say what becomes of the current plan and its days', async () => {
      const page = await h.app.inject({ method: 'GET', url: '/billing/accept?token=x' });
      assert.match(page.body, /같은 플랜이 적용 중이면 그 끝이 31일 뒤로 늦춰집니다/);
      assert.match(page.body, /If the same plan runs on the account, its end moves 31 days later/);
      assert.match(page.body, /the current plan ends now, and the days it had left are given up/);
      assert.match(page.body, /남은 기간은 이어지지 않습니다/);

      const { email } = await h.owner();
      await h.pay(email, 'growth');
      await h.pay(email, 'starter');
      const text = await lastText(email);
      assert.match(text, /your current Growth plan, which runs until 2026-12-22 12:00 KST, ends then, and the days it had left are given up/);
      assert.match(text, /지금의 Growth 플랜\(2026-12-22 12:00 KST까지\)은 그때 끝나고, 남은 기간은 이어지지 않습니다/);
      assert.match(text, /If by then the account runs the Starter plan .*its end moves 31 days later instead/s);
    });

    test('a held payment beyond the hour\'s three notices gets its notice later, once, and can be accepted', async () => {
      const { email } = await h.owner();
      await h.pay(email, 'growth');
      const held: string[] = [];
      for (let i = 1; i <= 4; i++) {
        h.at = START + i * MINUTE;
        const { paymentId, res } = await h.pay(email, 'starter');
        assert.equal(res.statusCode, 202);
        assert.equal(res.json().data.ownerNotice, i <= 3 ? 'email' : 'not-sent');
        held.push(paymentId);
      }
      assert.equal((await h.mailsTo(email)).length, 3, 'three notices in the hour');
      assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 0, waiting: 0, failed: 0 }, 'not due before a mail of the hour leaves the window');
      h.at = START + 60 * MINUTE;
      assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 0, waiting: 0, failed: 0 });

      // A key link takes the mail that left the window first: the notice waits for the next one.
      h.at = START + 61 * MINUTE;
      const keyRequest = await h.app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: '203.0.113.61' });
      assert.equal(keyRequest.statusCode, 202, keyRequest.body);
      assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 0, waiting: 1, failed: 0 }, 'the hour is full again: it waits');
      h.at = START + 62 * MINUTE;
      assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 1, waiting: 0, failed: 0 });
      const notice = (await h.mailsTo(email)).at(-1)!.parsed;
      assert.match(String(notice.subject), /Payment held/);
      assert.ok(notice.text!.includes(reference(held[3]!)), 'the notice of the fourth payment');
      assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at + MINUTE)), { sent: 0, waiting: 0, failed: 0 }, 'sent once');
      assert.equal((await h.mailsTo(email)).length, 5, 'three notices, the key link, the owed notice');
      const accepted = await h.accept(acceptLinkIn(notice.text!));
      assert.deepEqual([accepted.statusCode, accepted.json().data.outcome], [200, 'applied']);
      assert.equal((await h.confirm(held[3]!)).json().data.outcome, 'applied', 'its confirmation answers as it stands now');
    });

    test('a notice the mail server refused is sent again later', async () => {
      const down = await testApp({
        db: h.storage.db,
        limiter: h.storage.limiter,
        clock: { now: () => new Date(h.at) },
        config: loadConfig({ PORTONE_API_SECRET: h.portone.secret, PORTONE_API_BASE: h.portone.baseUrl, SMTP_URL: await downSmtpUrl() }),
      });
      try {
        const { email } = await h.owner();
        await h.pay(email, 'growth');
        const paymentId = h.paid(email, 'starter');
        const res = await down.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress: '203.0.113.40' });
        assert.deepEqual([res.statusCode, res.json().data.ownerNotice], [202, 'not-sent']);
        assert.equal((await h.mailsTo(email)).length, 0);
        assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 0, waiting: 0, failed: 0 }, 'not before its retry time');
        h.at = START + 16 * MINUTE;
        assert.deepEqual(await h.app.owedNotices.deliverDue(new Date(h.at)), { sent: 1, waiting: 0, failed: 0 });
        const token = acceptLinkIn(await lastText(email));
        assert.equal((await h.accept(token)).statusCode, 200);
      } finally {
        await down.close();
      }
    });

    test('the operator lists, re-sends, accepts and refunds held payments (admin `held …`)', async () => {
      const { email } = await h.owner();
      await h.pay(email, 'growth');
      h.at = START + MINUTE;
      const [p1, p2, p3] = [(await h.pay(email, 'starter')).paymentId, (await h.pay(email, 'starter')).paymentId, (await h.pay(email, 'starter')).paymentId];
      const oldLink = acceptLinkIn((await h.mailsTo(email)).find((m) => m.parsed.text!.includes(reference(p1!)))!.parsed.text!);

      const listed = JSON.parse(await admin('held', 'list', email));
      assert.deepEqual(
        listed.map((p: Record<string, unknown>) => [p.reference, p.paymentId, p.email, p.plan, p.heldBecause, p.notice]),
        [p1, p2, p3].map((id) => [reference(id!), id, email, 'starter', 'better-plan', 'mailed']),
      );
      assert.ok(JSON.parse(await admin('held', 'list')).some((p: { paymentId: string }) => p.paymentId === p1), 'every address without EMAIL');

      // Re-send: a new link (not counted in the hour: three went out already), the old one stops working.
      h.at = START + 2 * MINUTE;
      assert.match(await admin('held', 'resend', reference(p1!)), /mailed/);
      const newLink = acceptLinkIn(await lastText(email));
      assert.notEqual(newLink, oldLink);
      assert.equal((await h.accept(oldLink)).json().error.code, 'TOKEN_UNKNOWN');
      h.at = START + DAY;
      assert.deepEqual((await h.accept(newLink)).json().data, { plan: 'starter', planExpiresAt: iso(START + 32 * DAY), keyDelivery: 'kept', outcome: 'applied' });

      // Accepted by the operator for the owner: the same rule, the same plan running is extended.
      const accepted = JSON.parse(await admin('held', 'accept', p2!));
      assert.deepEqual([accepted.outcome, accepted.planExpiresAt, accepted.keyDelivery], ['extended', iso(START + 63 * DAY), 'kept']);
      assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + 63 * DAY) });
      await assert.rejects(admin('held', 'accept', p2!), AdminError, 'accepted once');

      // Refunded at PortOne and recorded; the webhook PortOne sends afterwards changes nothing more.
      assert.match(await admin('held', 'refund', reference(p3!)), /refunded/);
      const cancel = h.portone.requests.at(-1)!;
      assert.deepEqual([cancel.method, cancel.path], ['POST', `/payments/${encodeURIComponent(p3!)}/cancel`]);
      assert.equal((await h.confirm(p3!)).json().error.code, 'PAYMENT_NOT_PAID');
      assert.equal((await h.refund(p3!)).json().data.effect, 'recorded');
      assert.deepEqual(JSON.parse(await admin('held', 'list', email)), [], 'nothing held any more');
      assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + 63 * DAY) });

      await assert.rejects(admin('held', 'refund', 'P-0000000000'), AdminError);
      await assert.rejects(admin('held', 'frobnicate', p1!), UsageError);
      await assert.rejects(admin('held', 'accept'), UsageError);
    });

    test('a PAYMENT that is one held payment\'s id and another\'s reference is refused as ambiguous; each is named by what is its own alone', async () => {
      const { email } = await h.owner();
      await h.pay(email, 'growth');
      h.at = START + MINUTE;
      const owners = (await h.pay(email, 'starter')).paymentId;
      // A payer chose as id the reference the owner's notice gives (the payer's money: confirmed and held, as any id).
      const lookalike = h.paid(email, 'starter', reference(owners));
      assert.equal((await h.confirm(lookalike)).statusCode, 202);

      for (const verb of ['accept', 'refund', 'resend']) {
        await assert.rejects(admin('held', verb, reference(owners)), (error: unknown) => {
          assert.ok(error instanceof AdminError);
          assert.match(error.message, /names 2 held payments/);
          assert.ok(error.message.includes(owners) && error.message.includes(reference(lookalike)), error.message);
          return true;
        });
      }
      assert.equal(JSON.parse(await admin('held', 'list', email)).length, 2, 'nothing accepted or refunded');

      assert.equal(JSON.parse(await admin('held', 'accept', owners)).paymentId, owners, 'by its paymentId: the owner\'s payment');
      assert.match(await admin('held', 'refund', reference(lookalike)), /refunded/, 'by its own reference: the look-alike');
      assert.deepEqual(JSON.parse(await admin('held', 'list', email)), []);
      assert.deepEqual(await h.planOf(email), { plan: 'starter', planExpiresAt: iso(START + MINUTE + 31 * DAY) });
    });

    test('`held refund` of a payment its owner accepts while PortOne refunds it: the refund undoes the acceptance, and the command says so', async () => {
      const { email } = await h.owner();
      await h.pay(email, 'growth');
      h.at = START + DAY;
      const { paymentId } = await h.pay(email, 'starter');
      const token = acceptLinkIn(await lastText(email));
      const held = h.app.admin.held!;
      // The owner's link is followed between the command's check that the payment is open and its record of the refund.
      const refunder = {
        async refund(id: string, reason: string) {
          assert.equal((await h.accept(token)).statusCode, 200);
          return held.refunder!.refund(id, reason);
        },
      };
      const printed = await runAdminCommand({ ...h.app.admin, held: { ...held, refunder } }, ['held', 'refund', paymentId], new Date(h.at));
      assert.match(printed, /it had been accepted meanwhile, and the refund undid that: .*back on growth/);
      assert.doesNotMatch(printed, /plan is unchanged/);
      assert.deepEqual(await h.planOf(email), { plan: 'growth', planExpiresAt: iso(START + 31 * DAY) });
    });

    test('under a contract the operator cannot accept a held payment; re-sending mails the notice without a link', async () => {
      const { email } = await h.owner();
      await h.app.store.setPlan(email, planTerms({ plan: 'business', monthlyLimit: 9_000, perMinuteLimit: 90 }, new Date(h.at)), new Date(h.at));
      const { paymentId } = await h.pay(email, 'growth');
      await assert.rejects(admin('held', 'accept', paymentId), /contract/);
      assert.match(await admin('held', 'resend', paymentId), /mailed/);
      assert.doesNotMatch(await lastText(email), /billing\/accept/);
      assert.equal((await h.planOf(email)).plan, 'business');
    });
  });
}

test('the running service delivers owed notices on a timer, and stops with it; a failed round is logged and the next one runs', async () => {
  const rounds: Date[] = [];
  let fail = true;
  const errors: string[] = [];
  const owed = {
    async deliverDue(now: Date) {
      rounds.push(now);
      if (fail) {
        fail = false;
        throw new Error('database away');
      }
      return { sent: 1, waiting: 0, failed: 0 };
    },
  } as unknown as OwedNotices;
  const infos: object[] = [];
  const timer = startOwedNotices(owed, { now: () => new Date(START) }, { info: (details) => infos.push(details), error: (_d, message) => errors.push(message) }, 10);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await timer.stop();
  const seen = rounds.length;
  assert.ok(seen >= 2, `${seen} rounds`);
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /the next one tries again/);
  assert.deepEqual(infos[0], { sent: 1, waiting: 0, failed: 0 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(rounds.length, seen, 'no round after stop');
});
