/**
 * What a payment may change (docs/billing.md, src/billing/paymentEffect.ts):
 * a payment reaches an account without proof of its address, so it adds to
 * what the owner has and never lowers, shortens or ends it; a refund undoes
 * only what its payment gave. Each case on each storage back end, through the
 * HTTP routes, with a fake PortOne on loopback and signed webhooks.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { PLANS, planTerms } from '../../src/accounts/plans.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { paymentReference } from '../../src/billing/paymentReference.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { readOutbox, recipientsOf } from '../support/mail.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { type TestApp, testApp } from '../http/helpers.js';

const START = Date.parse('2026-11-21T03:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const KEYED = '/v1/name/char/%E6%B4%AA';

let uniq = 0;
const unique = (what: string): string => `${what}-${process.pid}-${++uniq}`;

for (const backend of BACKENDS) {
  describe(`what a payment may change, on ${backend.name}`, () => {
    let storage: Storage;
    let portone: FakePortone;
    let app: TestApp;
    let at = START;
    const clock: Clock = { now: () => new Date(at) };
    const signer = new Webhook(WEBHOOK_SECRET);

    before(async () => {
      storage = await backend.open();
      portone = await startFakePortone();
      const config = loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET });
      app = await testApp({ db: storage.db, limiter: storage.limiter, config, clock });
    });
    after(async () => {
      await app?.close();
      await portone?.close();
      await storage?.cleanup();
    });

    /** A proven owner with a key. */
    async function owner() {
      at = START;
      const email = `${unique('owner')}@example.com`;
      const { apiKey } = await app.store.issueKey(email, null, new Date(at), { verified: true });
      return { email, apiKey };
    }

    /** A PAID payment at the fake naming `email` for `plan`, confirmed from `ip` (by default a client address of its own: look-ups are limited per client). */
    let client = 0;
    async function pay(email: string, plan: 'starter' | 'growth', ip = `198.51.${Math.floor(++client / 250)}.${client % 250}`) {
      const paymentId = unique('pay');
      portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS[plan].priceKrw, customData: { plan, email } }));
      const res = await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress: ip });
      return { paymentId, res };
    }

    function refund(paymentId: string, type = 'Transaction.Cancelled') {
      const id = unique('msg');
      const payload = JSON.stringify({ type, timestamp: iso(at), data: { paymentId, storeId: 'store-test', transactionId: `tx-${paymentId}` } });
      const now = new Date(at);
      return app.inject({
        method: 'POST',
        url: '/v1/billing/webhook',
        headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at / 1000)), 'webhook-signature': signer.sign(id, now, payload) },
        payload,
      });
    }

    const planOf = async (email: string) => {
      const account = await app.store.findAccount(email);
      return { plan: account!.plan, planExpiresAt: account!.planExpiresAt };
    };

    const mailsTo = async (email: string) => (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email));

    function acceptLinkIn(text: string): string {
      const found = [...text.matchAll(/https?:\/\/\S+\/billing\/accept\?token=([A-Za-z0-9_-]+)/g)];
      assert.equal(new Set(found.map((m) => m[0])).size, 1, text);
      return found[0]![1]!;
    }

    const accept = (token: string) => app.inject({ method: 'POST', url: '/v1/billing/accept', payload: { token }, remoteAddress: '192.0.2.9' });

    test('the issue\'s attack: a stranger\'s Starter payment for a Growth owner is held, the owner is told, and the stranger\'s refund changes nothing', async () => {
      const { email, apiKey } = await owner();
      assert.equal((await pay(email, 'growth')).res.statusCode, 200);
      const owned = await planOf(email);
      assert.deepEqual(owned, { plan: 'growth', planExpiresAt: iso(START + 31 * DAY) });

      at = START + 5 * DAY;
      const { paymentId, res } = await pay(email, 'starter', '203.0.113.66');
      assert.equal(res.statusCode, 202, res.body);
      assert.deepEqual(res.json().data, { plan: 'starter', outcome: 'held', heldBecause: 'better-plan', ownerNotice: 'email' }, 'no keyDelivery, and nothing of the owner\'s plan');
      assert.deepEqual(await planOf(email), owned, 'plan and term unchanged');
      assert.equal((await app.inject({ method: 'GET', url: KEYED, headers: { 'x-api-key': apiKey } })).headers['x-ratelimit-remaining-month'], String(PLANS.growth.monthlyCalls - 1), 'the key keeps Growth');

      const notice = (await mailsTo(email)).at(-1)!.parsed;
      assert.match(String(notice.subject), /결제 보류.*Payment held/);
      for (const fact of [paymentReference(paymentId), '203.0.113.66', 'Starter', 'Growth']) assert.ok(notice.text!.includes(fact), fact);
      assert.ok(!notice.text!.includes(paymentId), 'the payer-chosen id is not in the mail');
      acceptLinkIn(notice.text!);

      const again = await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId } });
      assert.deepEqual([again.statusCode, again.body], [202, res.body], 'confirming again answers the same');

      const refunded = await refund(paymentId);
      assert.equal(refunded.statusCode, 200, refunded.body);
      assert.equal(refunded.json().data.effect, 'recorded');
      assert.match(refunded.json().data.detail, /held, never applied/);
      assert.deepEqual(await planOf(email), owned, 'the stranger\'s refund leaves the owner\'s plan and term');
    });

    test('a held payment the owner accepts applies from then; the link works once; a refund of it gives back the plan it replaced', async () => {
      const { email } = await owner();
      await pay(email, 'growth');
      at = START + 10 * DAY;
      const { paymentId } = await pay(email, 'starter');
      const token = acceptLinkIn((await mailsTo(email)).at(-1)!.parsed.text!);
      const page = await app.inject({ method: 'GET', url: `/billing/accept?token=${token}` });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
      assert.equal((await planOf(email)).plan, 'growth', 'opening the page changes nothing');

      at = START + 11 * DAY;
      const accepted = await accept(token);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.deepEqual(accepted.json().data, { plan: 'starter', planExpiresAt: iso(at + 31 * DAY), keyDelivery: 'kept', outcome: 'applied' });
      assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: iso(at + 31 * DAY) });
      assert.deepEqual([(await accept(token)).statusCode, (await accept(token)).json().error.code], [409, 'TOKEN_USED']);
      assert.equal((await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId } })).json().data.outcome, 'applied', 'confirming again answers as it is now');

      at = START + 12 * DAY;
      const res = await refund(paymentId);
      assert.equal(res.json().data.effect, 'downgraded');
      assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: iso(START + 31 * DAY) }, 'the Growth term it replaced, as it was');
    });

    test('an acceptance link: unknown, expired after 7 days, or of a payment refunded since', async () => {
      const { email } = await owner();
      await pay(email, 'growth');
      assert.deepEqual([(await accept('A'.repeat(43))).statusCode, (await accept('A'.repeat(43))).json().error.code], [404, 'TOKEN_UNKNOWN']);
      const { paymentId: refundedId } = await pay(email, 'starter');
      const refundedToken = acceptLinkIn((await mailsTo(email)).at(-1)!.parsed.text!);
      await refund(refundedId);
      assert.deepEqual([(await accept(refundedToken)).statusCode, (await accept(refundedToken)).json().error.code], [422, 'PAYMENT_NOT_PAID']);
      await pay(email, 'starter');
      const late = acceptLinkIn((await mailsTo(email)).at(-1)!.parsed.text!);
      at = START + 7 * DAY;
      assert.deepEqual([(await accept(late)).statusCode, (await accept(late)).json().error.code], [410, 'TOKEN_EXPIRED']);
      assert.equal((await planOf(email)).plan, 'growth');
    });

    test('a payment for the running plan extends it by 31 days; a refund of it takes back those days only', async () => {
      const { email } = await owner();
      const { paymentId: first } = await pay(email, 'growth');
      at = START + 20 * DAY;
      const { paymentId: second, res } = await pay(email, 'growth', '203.0.113.5');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data, { plan: 'growth', planExpiresAt: iso(START + 62 * DAY), keyDelivery: 'kept', outcome: 'extended' });
      assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: iso(START + 62 * DAY) }, 'the remaining 11 days are kept');

      at = START + 21 * DAY;
      const shortened = await refund(second);
      assert.equal(shortened.json().data.effect, 'shortened');
      assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: iso(START + 31 * DAY) }, 'the owner\'s own term, as it was');

      // The owner's own refund of the first payment ends what the owner paid for.
      const ended = await refund(first);
      assert.equal(ended.json().data.effect, 'downgraded');
      assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
    });

    test('refunding the payment that began a plan while an extension runs takes back its own days; the extension\'s stay', async () => {
      const { email } = await owner();
      const { paymentId: first } = await pay(email, 'starter');
      at = START + 2 * DAY;
      await pay(email, 'starter');
      at = START + 3 * DAY;
      const res = await refund(first, 'Transaction.PartialCancelled');
      assert.equal(res.json().data.effect, 'shortened');
      assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: iso(START + 31 * DAY) });
      assert.equal((await refund(first)).json().data.effect, 'recorded', 'a full cancellation after the partial one undoes nothing more');
      assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: iso(START + 31 * DAY) });
    });

    test('an upgrade applies at once; its refund gives back the lower plan\'s term; a refund of the lower plan\'s payment meanwhile is taken from that term', async () => {
      const { email } = await owner();
      const { paymentId: starter } = await pay(email, 'starter');
      at = START + 4 * DAY;
      const { paymentId: growth, res } = await pay(email, 'growth');
      assert.deepEqual(res.json().data, { plan: 'growth', planExpiresAt: iso(at + 31 * DAY), keyDelivery: 'kept', outcome: 'applied' });

      at = START + 5 * DAY;
      const older = await refund(starter);
      assert.equal(older.json().data.effect, 'recorded');
      assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: iso(START + 35 * DAY) }, 'the Growth the newer payment gave stays');

      const newer = await refund(growth);
      assert.equal(newer.json().data.effect, 'downgraded');
      assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null }, 'both refunded: nothing paid for is left');
    });

    test('an upgrade\'s refund with the lower plan still paid for: back on that plan until its end', async () => {
      const { email } = await owner();
      await pay(email, 'starter');
      at = START + 4 * DAY;
      const { paymentId: growth } = await pay(email, 'growth');
      at = START + 6 * DAY;
      assert.equal((await refund(growth)).json().data.effect, 'downgraded');
      assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: iso(START + 31 * DAY) });
    });

    test('an operator-set business contract is never replaced by a payment: held without a link, and its refund changes nothing', async () => {
      const { email, apiKey } = await owner();
      const contract = planTerms({ plan: 'business', monthlyLimit: 50_000, perMinuteLimit: 500 }, new Date(at));
      await app.store.setPlan(email, contract, new Date(at));
      for (const plan of ['starter', 'growth'] as const) {
        const { paymentId, res } = await pay(email, plan);
        assert.equal(res.statusCode, 202, res.body);
        assert.deepEqual(res.json().data, { plan, outcome: 'held', heldBecause: 'contract', ownerNotice: 'email' });
        const text = (await mailsTo(email)).at(-1)!.parsed.text!;
        assert.doesNotMatch(text, /billing\/accept/, 'a contract is not replaced even by acceptance through a link');
        assert.match(text, /contract stays as it is/);
        assert.equal((await refund(paymentId)).json().data.effect, 'recorded');
      }
      const account = await app.store.findAccount(email);
      assert.deepEqual([account!.plan, account!.planExpiresAt, account!.monthlyLimit, account!.perMinuteLimit], ['business', contract.planExpiresAt, 50_000, 500]);
      assert.equal((await app.inject({ method: 'GET', url: KEYED, headers: { 'x-api-key': apiKey } })).headers['x-ratelimit-remaining-month'], '49999');
    });

    test('a link of a payment held before the operator set a contract cannot replace the contract: 409 CONTRACT_IN_FORCE, nothing changed', async () => {
      const { email } = await owner();
      await pay(email, 'growth');
      await pay(email, 'starter');
      const token = acceptLinkIn((await mailsTo(email)).at(-1)!.parsed.text!);
      const contract = planTerms({ plan: 'business', monthlyLimit: 9_000, perMinuteLimit: 90 }, new Date(at));
      await app.store.setPlan(email, contract, new Date(at));
      const res = await accept(token);
      assert.deepEqual([res.statusCode, res.json().error.code], [409, 'CONTRACT_IN_FORCE']);
      assert.deepEqual(await planOf(email), { plan: 'business', planExpiresAt: contract.planExpiresAt });
      at = START + 366 * DAY;
      assert.equal((await accept(token)).json().error.code, 'TOKEN_EXPIRED', 'the acceptance was rolled back, not spent: only its 7 days ended it');
    });

    test('an upgrade that would end a longer lower term is held; with the lower plan ended, a payment applies as usual', async () => {
      const { email } = await owner();
      await app.store.setPlan(email, planTerms({ plan: 'starter', days: 90 }, new Date(at)), new Date(at));
      const { res } = await pay(email, 'growth');
      assert.deepEqual([res.statusCode, res.json().data.heldBecause], [202, 'longer-term']);
      assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: iso(START + 90 * DAY) });
      at = START + 91 * DAY;
      const later = await pay(email, 'starter');
      assert.deepEqual(later.res.json().data, { plan: 'starter', planExpiresAt: iso(at + 31 * DAY), keyDelivery: 'kept', outcome: 'applied' }, 'an ended plan is not extended: the new term starts now');
    });

    test('a held payment on an unproven account revokes nothing', async () => {
      at = START;
      const email = `${unique('unproven')}@example.com`;
      await app.store.issueKey(email, null, new Date(at));
      await pay(email, 'growth');
      const link = (await mailsTo(email)).at(-1)!.parsed.text!.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
      const { apiKey } = (await app.inject({ method: 'POST', url: '/v1/keys/confirm', payload: { token: link } })).json().data;
      const { res } = await pay(email, 'starter');
      assert.equal(res.statusCode, 202);
      assert.equal((await app.inject({ method: 'GET', url: KEYED, headers: { 'x-api-key': apiKey } })).statusCode, 200);
    });
  });
}
