/**
 * Billing against a fake PortOne API on loopback (the official SDK talks to it
 * through PORTONE_API_BASE) and webhooks signed with the standardwebhooks
 * library: every row of the specification's plan state table, on each
 * storage back end.
 */
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { sql } from 'kysely';
import { PLANS } from '../../src/accounts/plans.js';
import { paymentReference } from '../../src/billing/paymentReference.js';
import { fixedClock } from '../../src/clock.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { appFromConfig } from '../../src/http/app.js';
import { fakePayment, type FakePortone, type ProviderRequest, startFakePortone } from '../support/fakePortone.js';
import { downSmtpUrl, keyLinkIn, readOutbox, recipientsOf } from '../support/mail.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { followKeyLink, latestMailTo, type TestApp, testApp } from './helpers.js';

const NOW = '2026-11-21T03:00:00.000Z';
const PLUS_31_DAYS = '2026-12-22T03:00:00.000Z';
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let uniq = 0;
const unique = (what: string): string => `${what}-${process.pid}-${++uniq}`;

for (const backend of BACKENDS) {
  describe(`billing on ${backend.name}`, () => {
    let storage: Storage;
    let portone: FakePortone;
    let app: TestApp;
    let unready: TestApp;

    before(async () => {
      storage = await backend.open();
      portone = await startFakePortone();
      const config = loadConfig({
        PORTONE_API_SECRET: portone.secret,
        PORTONE_API_BASE: portone.baseUrl,
        PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CONTACT_EMAIL: 'sales@example.com',
      });
      app = await testApp({ db: storage.db, limiter: storage.limiter, config, clock: fixedClock(NOW) });
      unready = await testApp({ db: storage.db, limiter: storage.limiter, clock: fixedClock(NOW) });
    });
    after(async () => {
      await app?.close();
      await unready?.close();
      await portone?.close();
      await storage?.cleanup();
    });

    // Each from its own client address: a client may have few provider look-ups a minute (tested below).
    let client = 0;
    const confirm = (paymentId: string, target: TestApp = app, remoteAddress = `10.77.${Math.floor(++client / 250)}.${client % 250}`) =>
      target.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress });

    /**
     * An account with a key, and a PAID payment at the fake for `plan` (its price
     * unless `total` says otherwise). The account's address is proven (its key
     * came through a mailed link) unless `unproven`.
     */
    async function accountAndPayment(plan: 'starter' | 'growth', over: { total?: number; status?: string; currency?: string; unproven?: boolean } = {}) {
      const email = `${unique('buyer')}@example.com`;
      const { apiKey } = await app.store.issueKey(email, null, new Date(NOW), { verified: !over.unproven });
      const paymentId = unique('pay');
      portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS[plan].priceKrw, ...over, customData: { plan, email } }));
      return { email, apiKey, paymentId };
    }

    const planOf = async (email: string) => {
      const account = await app.store.findAccount(email);
      return account && { plan: account.plan, planExpiresAt: account.planExpiresAt };
    };

    /**
     * What PortOne must receive for one payment: GET of /payments/{id} naming the
     * id, our secret, exactly the query parameters given, and nothing else in
     * the URL (no empty `?`: some fetch versions send the one the SDK writes).
     */
    function assertAskedFor(request: ProviderRequest | undefined, paymentId: string, query: [string, string][]) {
      assert.ok(request, 'the provider was asked');
      assert.deepEqual(
        { method: request.method, paymentId: request.paymentId, query: request.query, authorization: request.authorization },
        { method: 'GET', paymentId, query, authorization: `PortOne ${portone.secret}` },
      );
      assert.equal(request.target.includes('?'), query.length > 0, `a query only with parameters: ${request.target}`);
    }

    describe('GET /v1/billing/plans', () => {
      // The specification's figures are asserted once, against the table, in test/accounts/rules.test.ts.
      test('plans, prices and limits from the plan table; payment readiness; the contact address', async () => {
        const res = await app.inject({ method: 'GET', url: '/v1/billing/plans' });
        assert.equal(res.statusCode, 200);
        const { data } = res.json();
        assert.equal(data.paymentReady, true);
        assert.equal(data.paidPlanDays, 31);
        assert.equal(data.currency, 'KRW');
        assert.equal(data.contactEmail, 'sales@example.com');
        assert.deepEqual(
          data.plans.map((p: Record<string, unknown>) => [p.id, p.price, p.monthlyCalls, p.callsPerMinute, p.purchasable]),
          [
            ...Object.entries(PLANS).map(([id, plan]) => [id, plan.priceKrw, plan.monthlyCalls, plan.callsPerMinute, plan.purchasable]),
            ['business', null, null, null, false],
          ],
        );
        assert.equal(data.plans[3].billing, 'yearly contract');
        assert.equal(data.plans[3].arrangedBy, 'e-mail sales@example.com');
        assert.match(data.payment.customData, /"plan": "starter" \| "growth", "email"/);
        assert.equal((await app.inject({ method: 'GET', url: '/v1/billing/plans' })).body, res.body, 'byte-identical');
      });

      test('while payment is ready, the paid plans are bought online (arrangedBy null) and sandbox comes from the key request', async () => {
        const { data } = (await app.inject({ method: 'GET', url: '/v1/billing/plans' })).json();
        const byId = Object.fromEntries(data.plans.map((p: { id: string }) => [p.id, p]));
        assert.deepEqual([byId.starter.purchasable, byId.starter.arrangedBy, byId.growth.purchasable, byId.growth.arrangedBy], [true, null, true, null]);
        assert.deepEqual([byId.sandbox.purchasable, byId.sandbox.arrangedBy], [false, 'POST /v1/keys/request (no payment)']);
        assert.match(data.payment.howTo, /POST \/v1\/billing\/confirm \{paymentId\}/);
      });

      // The specification: while payment is not ready, plan changes are done on e-mail request (issue 39).
      test('without PORTONE_API_SECRET payment is not ready: no plan is purchasable, each paid plan says to write, and howTo says so too', async () => {
        const { data } = (await unready.inject({ method: 'GET', url: '/v1/billing/plans' })).json();
        assert.equal(data.paymentReady, false);
        assert.equal(data.contactEmail, null);
        assert.deepEqual(data.plans.filter((p: { purchasable: boolean }) => p.purchasable), [], 'nothing a client may send to a payment confirm refuses');
        for (const id of ['starter', 'growth', 'business']) {
          assert.equal(data.plans.find((p: { id: string }) => p.id === id).arrangedBy, 'e-mail to the operator of this service (no contact address is configured)', id);
        }
        assert.match(data.payment.howTo, /^Online payment is in preparation: POST \/v1\/billing\/confirm answers 503 PAYMENT_NOT_READY\. Plans are arranged on request by e-mail/);
        assert.equal((await confirm('any-payment', unready)).statusCode, 503, 'and confirm refuses, as the record says');
      });

      test('with CONTACT_EMAIL and no payment, the paid plans name the address; without it the start-up log says to set it', async () => {
        const lines: string[] = [];
        const logger = { level: 'warn', stream: { write: (line: string) => lines.push(line) } };
        const withContact = await testApp({ clock: fixedClock(NOW), config: loadConfig({ CONTACT_EMAIL: 'plans@example.com' }), logger });
        try {
          const { data } = (await withContact.inject({ method: 'GET', url: '/v1/billing/plans' })).json();
          assert.equal(data.contactEmail, 'plans@example.com');
          for (const id of ['starter', 'growth', 'business']) assert.equal(data.plans.find((p: { id: string }) => p.id === id).arrangedBy, 'e-mail plans@example.com', id);
          assert.match(data.payment.howTo, /by e-mail plans@example\.com: write from the account's address, naming the plan/);
          assert.ok(!lines.some((line) => /CONTACT_EMAIL/.test(line)), lines.join(''));
        } finally {
          await withContact.close();
        }
        const withNothing = await testApp({ clock: fixedClock(NOW), config: loadConfig({}), logger });
        await withNothing.close();
        assert.ok(lines.some((line) => /"level":40/.test(line) && /CONTACT_EMAIL is unset/.test(line)), lines.join(''));
      });
    });

    describe('POST /v1/billing/confirm', () => {
      test('any → confirmed, amount matches: the plan of the payment for 31 days; the key of a proven address gets its limits at once', async () => {
        const { email, apiKey, paymentId } = await accountAndPayment('starter');
        const res = await confirm(paymentId);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().data, { plan: 'starter', planExpiresAt: PLUS_31_DAYS, keyDelivery: 'kept', outcome: 'applied' });
        assert.deepEqual(await readOutbox(app.outbox).then((all) => all.filter((m) => recipientsOf(m.parsed).includes(email))), [], 'no mail');
        assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: PLUS_31_DAYS });
        assertAskedFor(portone.requests.at(-1), paymentId, []);
        const used = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': apiKey } });
        assert.equal(used.headers['x-ratelimit-remaining-month'], '999', 'Starter: 1,000 a month');
        const stored = await storage.db.kysely.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
        assert.deepEqual([stored.plan, Number(stored.amount), stored.currency, stored.status], ['starter', 39000, 'KRW', 'confirmed']);
      });

      test('the provider is asked for the payment by its id, escaped in the path, and for the configured store', async () => {
        const withStore = await testApp({
          db: storage.db,
          limiter: storage.limiter,
          clock: fixedClock(NOW),
          config: loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, PORTONE_STORE_ID: 'store-7' }),
        });
        try {
          const email = `${unique('buyer')}@example.com`;
          await withStore.store.issueKey(email, null, new Date(NOW), { verified: true });
          const paymentId = unique('pay 한 글&=+;');
          portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS.starter.priceKrw, customData: { plan: 'starter', email } }));
          const res = await confirm(paymentId, withStore);
          assert.equal(res.statusCode, 200, res.body);
          assertAskedFor(portone.requests.at(-1), paymentId, [['storeId', 'store-7']]);
        } finally {
          await withStore.close();
        }
      });

      test('idempotent: confirming again changes nothing, answers the same and does not ask the provider', async () => {
        const { email, paymentId } = await accountAndPayment('growth');
        const first = await confirm(paymentId);
        const asked = portone.requests.length;
        const again = await confirm(paymentId);
        assert.equal(again.statusCode, 200);
        assert.equal(again.body, first.body);
        assert.equal(portone.requests.length, asked);
        const concurrent = await Promise.all([0, 1, 2, 3].map(() => confirm(paymentId)));
        for (const res of concurrent) assert.equal(res.body, first.body);
        assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: PLUS_31_DAYS });
      });

      test('one payment, one account: concurrent first confirmations record it once', async () => {
        const { paymentId } = await accountAndPayment('starter');
        const results = await Promise.all([0, 1, 2, 3, 4].map(() => confirm(paymentId)));
        assert.deepEqual(new Set(results.map((r) => r.statusCode)), new Set([200]));
        const rows = await storage.db.kysely.selectFrom('payments').select('payment_id').where('payment_id', '=', paymentId).execute();
        assert.equal(rows.length, 1);
      });

      test('the account of the e-mail is created if it has none: the key of the plan comes by the mailed link', async () => {
        const email = `${unique('new-buyer')}@example.com`;
        const paymentId = unique('pay');
        portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS.growth.priceKrw, customData: { plan: 'growth', email: email.toUpperCase() } }));
        const res = await confirm(paymentId);
        assert.deepEqual(res.json().data, { plan: 'growth', planExpiresAt: PLUS_31_DAYS, keyDelivery: 'email', outcome: 'applied' });
        const key = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: '10.9.9.9' });
        assert.equal(key.statusCode, 202, 'the address has an account now: no key in the answer');
        const confirmed = await followKeyLink(app, email);
        assert.deepEqual([confirmed.json().data.plan, confirmed.json().data.planExpiresAt], ['growth', PLUS_31_DAYS]);
      });

      test('a payment for an unproven account: the plan applies, its keys are revoked and the link is mailed; only the link gives the paid key', async () => {
        // Someone asked for a key for the buyer's address first: that key must not carry the plan the owner pays for.
        const { email, apiKey: firstKey, paymentId } = await accountAndPayment('starter', { unproven: true });
        const res = await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress: '203.0.113.77' });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().data, { plan: 'starter', planExpiresAt: PLUS_31_DAYS, keyDelivery: 'email', outcome: 'applied' });
        assert.deepEqual(await planOf(email), { plan: 'starter', planExpiresAt: PLUS_31_DAYS });
        const revoked = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': firstKey } });
        assert.deepEqual([revoked.statusCode, revoked.json().error.code], [403, 'INVALID_API_KEY']);

        const { parsed } = await latestMailTo(app, email);
        assert.match(String(parsed.subject), /결제 확인.*Payment confirmed/);
        for (const fact of [paymentReference(paymentId), '203.0.113.77', 'Starter', '2026-12-22 12:00 KST', '2026-11-21 12:00 KST']) assert.ok(parsed.text!.includes(fact), fact);
        assert.ok(!parsed.text!.includes(paymentId), 'the payer-chosen id is not in the mail');
        assert.ok(parsed.text!.indexOf('결제하지 않으셨다면') < parsed.text!.indexOf('If you did not make this payment'), 'Korean first');
        const confirmed = await app.inject({ method: 'POST', url: '/v1/keys/confirm', payload: { token: keyLinkIn(parsed).token } });
        assert.equal(confirmed.statusCode, 200, confirmed.body);
        assert.deepEqual([confirmed.json().data.plan, confirmed.json().data.planExpiresAt], ['starter', PLUS_31_DAYS]);
        const paid = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': confirmed.json().data.apiKey } });
        assert.equal(paid.headers['x-ratelimit-remaining-month'], '999', 'the paid key has Starter limits');

        const mails = (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email)).length;
        const again = await confirm(paymentId);
        assert.equal(again.body, res.body, 'confirming again answers the same');
        assert.equal((await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email)).length, mails, 'and mails nothing');

        // The address is proven now: the next payment keeps the key.
        const renewal = unique('pay');
        portone.payments.set(renewal, fakePayment(renewal, { total: PLANS.growth.priceKrw, customData: { plan: 'growth', email } }));
        assert.equal((await confirm(renewal)).json().data.keyDelivery, 'kept');
        const stillWorks = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': confirmed.json().data.apiKey } });
        assert.equal(stillWorks.statusCode, 200);
      });

      test('a payment for an unproven account whose link cannot be mailed: keyDelivery not-sent, and a key request mails one', async () => {
        const down = await testApp({
          db: storage.db,
          limiter: storage.limiter,
          clock: fixedClock(NOW),
          config: loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, SMTP_URL: await downSmtpUrl() }),
        });
        try {
          const { email, apiKey, paymentId } = await accountAndPayment('growth', { unproven: true });
          const links = async (usable = false) =>
            Number((await storage.db.kysely.selectFrom('key_confirmations').select(sql<number>`count(*)`.as('n')).where('expires_at', '>', usable ? NOW : '').executeTakeFirstOrThrow()).n);
          const [before, usableBefore] = [await links(), await links(true)];
          const res = await confirm(paymentId, down);
          assert.equal(res.statusCode, 200, 'the payment stands');
          assert.deepEqual(res.json().data, { plan: 'growth', planExpiresAt: PLUS_31_DAYS, keyDelivery: 'not-sent', outcome: 'applied' });
          assert.equal(await links(), before + 1, 'the unsent link is kept, for the address\'s mails of the hour');
          assert.equal(await links(true), usableBefore, 'withdrawn: it cannot be followed');
          assert.equal((await confirm(paymentId)).body, res.body, 'confirming again answers the same');
          assert.equal((await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': apiKey } })).statusCode, 403);
          const key = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: '10.9.9.10' });
          assert.equal(key.statusCode, 202);
          assert.equal((await followKeyLink(app, email)).json().data.plan, 'growth');
        } finally {
          await down.close();
        }
      });

      test('the mails of payments count against the address\'s mails of the hour; beyond them the plan applies and keyDelivery says not-sent', async () => {
        const { email, paymentId } = await accountAndPayment('starter', { unproven: true });
        const payMails = async () => (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email) && /Payment confirmed/.test(String(m.parsed.subject))).length;
        assert.equal((await confirm(paymentId)).json().data.keyDelivery, 'email');
        assert.equal(await payMails(), 1);
        const keyRequest = (ip: string) => app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: ip });
        for (const ip of ['10.8.0.1', '10.8.0.2']) assert.equal((await keyRequest(ip)).statusCode, 202, 'the payment\'s mail took one of the three');
        const third = await keyRequest('10.8.0.3');
        assert.deepEqual([third.statusCode, third.json().error.code], [429, 'RATE_LIMIT']);
        assert.ok(Number(third.headers['retry-after']) > 0);

        // The hour is full; a payment still applies, its keys are secured, and the answer says the link was not sent.
        const renewal = unique('pay');
        portone.payments.set(renewal, fakePayment(renewal, { total: PLANS.growth.priceKrw, customData: { plan: 'growth', email } }));
        const res = await confirm(renewal);
        assert.deepEqual(res.json().data, { plan: 'growth', planExpiresAt: PLUS_31_DAYS, keyDelivery: 'not-sent', outcome: 'applied' });
        assert.equal(await payMails(), 1, 'no fourth mail');
        assert.deepEqual(await planOf(email), { plan: 'growth', planExpiresAt: PLUS_31_DAYS });
        const confirmed = await followKeyLink(app, email);
        assert.equal(confirmed.json().data.plan, 'growth', 'a link mailed before gives the key of the plan');
      });

      test('a paymentId that cannot name a payment is 400 BAD_INPUT before PortOne is asked', async () => {
        const asked = portone.requests.length;
        for (const paymentId of ['.', '..', 'a/b', '../payments', 'a\\b', 'pay?x=1', 'pay#1', 'pay%2F1', 'pay\n1', 'pay\u0085', 'pay\u007f', ' pay-1', 'pay-1 ']) {
          const res = await confirm(paymentId);
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_INPUT'], JSON.stringify(paymentId));
          assert.match(res.json().error.message, /cannot name a payment/);
        }
        assert.equal(portone.requests.length, asked, 'PortOne was not asked');
      });

      test('a client may look up 10 unknown paymentIds a minute; the 11th is 429 RATE_LIMIT with Retry-After, and PortOne is not asked', async () => {
        const ip = '192.0.2.200';
        const asked = portone.requests.length;
        for (let i = 0; i < 10; i++) assert.equal((await confirm(unique('guess'), app, ip)).json().error.code, 'PAYMENT_NOT_PAID');
        assert.equal(portone.requests.length, asked + 10);
        const eleventh = await confirm(unique('guess'), app, ip);
        assert.deepEqual([eleventh.statusCode, eleventh.json().error.code], [429, 'RATE_LIMIT']);
        assert.ok(Number(eleventh.headers['retry-after']) >= 1 && Number(eleventh.headers['retry-after']) <= 60);
        assert.equal(portone.requests.length, asked + 10);
        // A payment recorded here asks nobody, and so is not limited.
        const { paymentId } = await accountAndPayment('starter');
        assert.equal((await confirm(paymentId)).statusCode, 200);
        assert.equal((await confirm(paymentId, app, ip)).statusCode, 200);
        // Another client is counted apart.
        assert.equal((await confirm(unique('guess'), app, '192.0.2.201')).json().error.code, 'PAYMENT_NOT_PAID');
      });

      test('an id PortOne did not know is answered from memory for a minute', async () => {
        const id = unique('not-yet');
        assert.equal((await confirm(id)).json().error.code, 'PAYMENT_NOT_PAID');
        const asked = portone.requests.length;
        const again = await confirm(id);
        assert.deepEqual([again.statusCode, again.json().error.code], [422, 'PAYMENT_NOT_PAID']);
        assert.match(again.json().error.message, /a moment ago/);
        assert.match(again.json().error.message, /confirmed in 60 s/, 'the service clock stands still in this test');
        assert.equal(portone.requests.length, asked, 'PortOne was not asked again');
      });

      test('a silent PortOne: 502 PAYMENT_PROVIDER_ERROR within 10 s, nothing changed; the same payment confirms once it answers', async () => {
        const { email, paymentId } = await accountAndPayment('growth');
        portone.mode = 'silent';
        const started = performance.now();
        let res;
        try {
          res = await confirm(paymentId);
        } finally {
          portone.mode = 'ok';
        }
        const seconds = (performance.now() - started) / 1000;
        assert.deepEqual([res.statusCode, res.json().error.code], [502, 'PAYMENT_PROVIDER_ERROR']);
        assert.match(res.json().error.message, /did not answer in time.*; nothing was changed/);
        assert.ok(seconds >= 4.9 && seconds < 10, `answered in ${seconds.toFixed(2)} s`);
        assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
        assert.equal((await confirm(paymentId)).statusCode, 200);
      });

      test('a paymentId with a NUL or an unpaired surrogate is 400 BAD_INPUT, and the provider is not asked', async () => {
        const asked = portone.requests.length;
        for (const paymentId of ['pay\u0000-1', '\u0000', 'pay-\ud800', 'pay-\udc00-x']) {
          const res = await confirm(paymentId);
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_INPUT'], JSON.stringify(paymentId));
          assert.match(res.json().error.message, /paymentId.*NUL character or an unpaired UTF-16 surrogate/);
        }
        assert.equal(portone.requests.length, asked);
      });

      const refusals: [string, () => Promise<string>, number, string][] = [
        ['not completed (READY)', async () => (await accountAndPayment('starter', { status: 'READY' })).paymentId, 422, 'PAYMENT_NOT_PAID'],
        ['failed', async () => (await accountAndPayment('growth', { status: 'FAILED' })).paymentId, 422, 'PAYMENT_NOT_PAID'],
        ['unknown to the provider', async () => unique('nobody-paid'), 422, 'PAYMENT_NOT_PAID'],
        ['the Starter price paid for Growth', async () => (await accountAndPayment('growth', { total: PLANS.starter.priceKrw })).paymentId, 422, 'AMOUNT_MISMATCH'],
        ['one won short', async () => (await accountAndPayment('starter', { total: PLANS.starter.priceKrw - 1 })).paymentId, 422, 'AMOUNT_MISMATCH'],
        ['another currency', async () => (await accountAndPayment('starter', { currency: 'USD' })).paymentId, 422, 'AMOUNT_MISMATCH'],
      ];
      for (const [what, setUp, status, code] of refusals) {
        test(`any → unchanged, ${status} ${code}: ${what}`, async () => {
          const paymentId = await setUp();
          const res = await confirm(paymentId);
          assert.equal(res.statusCode, status, res.body);
          assert.equal(res.json().error.code, code);
          const payment = portone.payments.get(paymentId);
          if (payment) {
            const { email } = JSON.parse(payment.customData!);
            assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
          }
          assert.equal(await storage.db.kysely.selectFrom('payments').select('payment_id').where('payment_id', '=', paymentId).executeTakeFirst(), undefined);
        });
      }

      test('custom data that names no purchasable plan or no e-mail: 422 PAYMENT_DATA_INVALID', async () => {
        for (const customData of [undefined, 'not json', { plan: 'business', email: 'a@example.com' }, { plan: 'starter' }, { plan: 'starter', email: 'nope' }, { plan: 'starter', email: 'a\u0000@example.com' }, { plan: 'starter', email: 'a\ud800@example.com' }]) {
          const paymentId = unique('pay');
          portone.payments.set(paymentId, fakePayment(paymentId, { customData }));
          const res = await confirm(paymentId);
          assert.equal(res.statusCode, 422, JSON.stringify(customData));
          assert.equal(res.json().error.code, 'PAYMENT_DATA_INVALID');
        }
      });

      test('any → unchanged, 503 PAYMENT_NOT_READY while no provider is configured', async () => {
        const { email, paymentId } = await accountAndPayment('starter');
        const res = await confirm(paymentId, unready);
        assert.equal(res.statusCode, 503);
        assert.equal(res.json().error.code, 'PAYMENT_NOT_READY');
        assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
      });

      test('the provider down, refusing our secret, or unreachable: 502 PAYMENT_PROVIDER_ERROR, nothing changed', async () => {
        const { email, paymentId } = await accountAndPayment('starter');
        for (const mode of ['down', 'unauthorized'] as const) {
          portone.mode = mode;
          try {
            const res = await confirm(paymentId);
            assert.equal(res.statusCode, 502, mode);
            assert.equal(res.json().error.code, 'PAYMENT_PROVIDER_ERROR');
            assert.equal(res.headers['retry-after'], '30');
          } finally {
            portone.mode = 'ok';
          }
        }
        const closed = await startFakePortone();
        await closed.close();
        const unreachable = await testApp({
          db: storage.db,
          limiter: storage.limiter,
          clock: fixedClock(NOW),
          config: loadConfig({ PORTONE_API_SECRET: 'x', PORTONE_API_BASE: closed.baseUrl }),
        });
        try {
          const res = await confirm(paymentId, unreachable);
          assert.equal(res.statusCode, 502);
          assert.equal(res.json().error.code, 'PAYMENT_PROVIDER_ERROR');
        } finally {
          await unreachable.close();
        }
        assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
        assert.equal((await confirm(paymentId)).statusCode, 200, 'once the provider answers, the same payment confirms');
      });

      test('BAD_INPUT for a body without a paymentId', async () => {
        const res = await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentID: 'x' } });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().error.code, 'BAD_INPUT');
      });
    });

    describe('POST /v1/billing/webhook', () => {
      const signer = new Webhook(WEBHOOK_SECRET);

      function send(body: unknown, options: { id?: string; at?: Date; signer?: Webhook; headers?: Record<string, string | string[]>; target?: TestApp } = {}) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const id = options.id ?? unique('msg');
        // Signed at the service's time: the tolerance is judged by its injected clock, not the machine's.
        const at = options.at ?? new Date(NOW);
        const headers = {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': (options.signer ?? signer).sign(id, at, payload),
          ...options.headers,
        };
        return (options.target ?? app).inject({ method: 'POST', url: '/v1/billing/webhook', headers, payload });
      }

      const event = (type: string, paymentId: string) => ({
        type,
        timestamp: '2026-11-21T03:05:00.000Z',
        data: { paymentId, storeId: 'store-test', transactionId: `tx-${paymentId}`, ...(type.includes('Cancelled') ? { cancellationId: 'c-1' } : {}) },
      });

      async function paidAccount(plan: 'starter' | 'growth' = 'starter') {
        const bought = await accountAndPayment(plan);
        assert.equal((await confirm(bought.paymentId)).statusCode, 200);
        return bought;
      }

      const eventCount = async () => Number((await storage.db.kysely.selectFrom('webhook_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

      for (const type of ['Transaction.Cancelled', 'Transaction.PartialCancelled']) {
        test(`paid plan → Sandbox on ${type} of the payment`, async () => {
          const { email, apiKey, paymentId } = await paidAccount();
          const res = await send(event(type, paymentId));
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.json().data.effect, 'downgraded');
          assert.deepEqual(await planOf(email), { plan: 'sandbox', planExpiresAt: null });
          const status = (await storage.db.kysely.selectFrom('payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).status;
          assert.equal(status, type === 'Transaction.Cancelled' ? 'cancelled' : 'partially_cancelled');
          const call = await app.inject({ method: 'GET', url: '/v1/name/char/%E6%B4%AA', headers: { 'x-api-key': apiKey } });
          assert.equal(call.headers['x-ratelimit-remaining-month'], '299', 'Sandbox limits again');
          const reconfirm = await confirm(paymentId);
          assert.equal(reconfirm.statusCode, 422);
          assert.equal(reconfirm.json().error.code, 'PAYMENT_NOT_PAID');
        });
      }

      test('a replayed webhook-id answers 200 and has no second effect', async () => {
        const { email, paymentId } = await paidAccount();
        const id = unique('msg');
        assert.equal((await send(event('Transaction.Cancelled', paymentId), { id })).json().data.effect, 'downgraded');
        // The account buys again; the old cancellation, delivered again, must not take the new plan away.
        const renewal = unique('pay');
        portone.payments.set(renewal, fakePayment(renewal, { customData: { plan: 'starter', email } }));
        assert.equal((await confirm(renewal)).statusCode, 200);
        const replay = await send(event('Transaction.Cancelled', paymentId), { id });
        assert.equal(replay.statusCode, 200);
        assert.equal(replay.json().data.effect, 'duplicate');
        assert.equal((await planOf(email))!.plan, 'starter');
      });

      test('cancelling an older payment leaves a plan that a newer payment gave', async () => {
        const { email, paymentId: older } = await paidAccount();
        const newer = unique('pay');
        portone.payments.set(newer, fakePayment(newer, { total: PLANS.growth.priceKrw, customData: { plan: 'growth', email } }));
        assert.equal((await confirm(newer)).statusCode, 200);
        const res = await send(event('Transaction.Cancelled', older));
        assert.equal(res.json().data.effect, 'recorded');
        assert.equal((await planOf(email))!.plan, 'growth');
      });

      test('other event types and unknown payments: 200, recorded, nothing changed', async () => {
        const { email, paymentId } = await paidAccount('growth');
        for (const body of [event('Transaction.Paid', paymentId), event('Transaction.Cancelled', unique('never-confirmed')), { type: 'BillingKey.Issued', data: { billingKey: 'bk' } }]) {
          const before = await eventCount();
          const res = await send(body);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.json().data.effect, 'recorded');
          assert.equal(await eventCount(), before + 1);
        }
        assert.equal((await planOf(email))!.plan, 'growth');
      });

      test('forged, tampered, unsigned or stale: 400 with a code, and nothing changes', async () => {
        const { email, paymentId } = await paidAccount();
        const body = event('Transaction.Cancelled', paymentId);
        const payload = JSON.stringify(body);
        const forger = new Webhook(`whsec_${randomBytes(32).toString('base64')}`);
        const id = unique('msg');
        const now = new Date(NOW);
        const cases: [string, () => ReturnType<typeof send>, string][] = [
          ['another secret', () => send(body, { signer: forger }), 'WEBHOOK_SIGNATURE_INVALID'],
          ['body changed after signing', () => send(payload.replace('Cancelled', 'Paid'), { id, headers: { 'webhook-signature': signer.sign(id, now, payload), 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)) } }), 'WEBHOOK_SIGNATURE_INVALID'],
          ['no signature header', () => send(body, { headers: { 'webhook-signature': '' } }), 'WEBHOOK_SIGNATURE_MISSING'],
          ['no id header', () => send(body, { headers: { 'webhook-id': '' } }), 'WEBHOOK_SIGNATURE_MISSING'],
          ['six minutes old', () => send(body, { at: new Date(now.getTime() - 6 * 60_000) }), 'WEBHOOK_TIMESTAMP_STALE'],
          ['six minutes ahead', () => send(body, { at: new Date(now.getTime() + 6 * 60_000) }), 'WEBHOOK_TIMESTAMP_STALE'],
          // Node joins a repeated header with ", "; the library would then find the one valid signature among forged ones.
          ['a forged signature header beside the valid one', () => send(body, { id, at: now, headers: { 'webhook-signature': [forger.sign(id, now, payload), signer.sign(id, now, payload)] } }), 'WEBHOOK_SIGNATURE_MISSING'],
          ['the id header twice', () => send(body, { id, at: now, headers: { 'webhook-id': [id, id] } }), 'WEBHOOK_SIGNATURE_MISSING'],
          ['the timestamp header twice', () => send(body, { id, at: now, headers: { 'webhook-timestamp': [seconds(now), seconds(now)] } }), 'WEBHOOK_SIGNATURE_MISSING'],
          // Validly signed over the odd timestamp: the library's parseInt would read it as a fresh time.
          ['a timestamp that is not all digits', () => signedOverTimestamp(`${seconds(now)}garbage`), 'WEBHOOK_SIGNATURE_INVALID'],
          ['a signed negative timestamp', () => signedOverTimestamp(`-${seconds(now)}`), 'WEBHOOK_SIGNATURE_INVALID'],
        ];
        function seconds(at: Date): string {
          return String(Math.floor(at.getTime() / 1000));
        }
        function signedOverTimestamp(timestamp: string) {
          const key = Buffer.from(WEBHOOK_SECRET.slice('whsec_'.length), 'base64');
          const signature = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64')}`;
          return send(body, { id, headers: { 'webhook-timestamp': timestamp, 'webhook-signature': signature } });
        }
        const before = await eventCount();
        for (const [what, attempt, code] of cases) {
          const res = await attempt();
          assert.equal(res.statusCode, 400, what);
          assert.equal(res.json().error.code, code, what);
        }
        assert.equal(await eventCount(), before, 'nothing recorded');
        assert.equal((await planOf(email))!.plan, 'starter', 'nothing changed');
        assert.equal((await send(body, { at: new Date(now.getTime() - 4 * 60_000) })).json().data.effect, 'downgraded', 'four minutes old is within tolerance');
      });

      test('the 5-minute tolerance is judged by the service\'s injected clock, not the machine\'s', async () => {
        const { paymentId } = await paidAccount();
        const later = '2031-05-01T00:00:00.000Z';
        const elsewhere = await testApp({ db: storage.db, limiter: storage.limiter, clock: fixedClock(later), config: loadConfig({ PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET }) });
        try {
          const body = event('Transaction.Paid', paymentId);
          const onItsClock = await send(body, { target: elsewhere, at: new Date(Date.parse(later) - 4 * 60_000) });
          assert.equal(onItsClock.statusCode, 200, onItsClock.body);
          const onOurs = await send(body, { target: elsewhere, at: new Date(NOW) });
          assert.deepEqual([onOurs.statusCode, onOurs.json().error.code], [400, 'WEBHOOK_TIMESTAMP_STALE']);
        } finally {
          await elsewhere.close();
        }
      });

      test('a signed event whose type or paymentId holds a NUL or an unpaired surrogate is 400 BAD_INPUT, and nothing is recorded', async () => {
        const { email, paymentId } = await paidAccount();
        const before = await eventCount();
        for (const body of [
          event('Transaction.Cancelled\u0000', paymentId),
          event('Transaction.\ud800Cancelled', paymentId),
          event('Transaction.Cancelled', `${paymentId}\u0000`),
          event('Transaction.Cancelled', `${paymentId}\udfff`),
        ]) {
          const res = await send(body);
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_INPUT'], JSON.stringify(body));
        }
        assert.equal(await eventCount(), before);
        assert.equal((await planOf(email))!.plan, 'starter');
      });

      test('a verified body that is not a PortOne event is BAD_INPUT; without a webhook secret, 503 PAYMENT_NOT_READY', async () => {
        for (const body of ['not json', '{"data": {}}']) {
          const res = await send(body);
          assert.equal(res.statusCode, 400, body);
          assert.equal(res.json().error.code, 'BAD_INPUT');
          if (body === 'not json') assert.match(res.json().error.message, /correctly signed but is not JSON/);
        }
        const res = await send(event('Transaction.Paid', 'x'), { target: unready });
        assert.equal(res.statusCode, 503);
        assert.equal(res.json().error.code, 'PAYMENT_NOT_READY');
      });
    });
  });
}

test('a PORTONE_WEBHOOK_SECRET that is not a Standard Webhooks secret stops start-up', async () => {
  await assert.rejects(
    appFromConfig(loadConfig({ PORTONE_WEBHOOK_SECRET: 'not base64!', DATABASE_URL: 'sqlite::memory:' }), false),
    ConfigError,
  );
});
