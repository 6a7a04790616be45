/**
 * When the parties behind the service fail — the SMTP relay, PortOne — the
 * client gets the code and a message of the service's own, in both languages;
 * the party's own words (a relay's "550 … User unknown … (mx-int-03…)",
 * PortOne's "UNAUTHORIZED") go to the log only. Credentials reach a relay that
 * is not on loopback over TLS only. And a send that fails counts: against the
 * address's mails of the hour and the client's key requests of the day, so no
 * client can make the service log in to a failing relay without bound. On
 * each storage back end, against a real SMTP server and a fake PortOne.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { PLANS } from '../../src/accounts/plans.js';
import { fixedClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { nonLoopbackAddress, RELAY_REFUSAL, SMTP_PASSWORD, type SmtpSink, startSmtpSink } from '../support/mail.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { type TestApp, testApp } from './helpers.js';

const NOW = '2026-11-21T03:00:00.000Z';

let ipCounter = 0;
const freshIp = (): string => `10.35.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const freshEmail = (what: string): string => `${what}-${randomBytes(4).toString('hex')}@example.com`;

/** The service's log lines, as written (pino JSON). */
function logLines(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  return { stream: new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }), text: () => lines.join('') };
}

/** The error answer in English and in Korean: the same request twice, the second with Accept-Language: ko. */
async function bothLanguages(send: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): { error: { code: string; message: string } } }>) {
  const en = await send({});
  const ko = await send({ 'accept-language': 'ko' });
  return { status: [en.statusCode, ko.statusCode], code: [en.json().error.code, ko.json().error.code], en: en.json().error.message, ko: ko.json().error.message };
}

for (const backend of BACKENDS) {
  describe(`upstream failures on ${backend.name}`, () => {
    let storage: Storage;
    const apps: TestApp[] = [];
    const sinks: SmtpSink[] = [];

    before(async () => {
      storage = await backend.open();
    });
    after(async () => {
      for (const app of apps) await app.close();
      for (const sink of sinks) await sink.close();
      await storage?.cleanup();
    });

    async function appWith(env: Record<string, string>, logger?: Writable): Promise<TestApp> {
      const app = await testApp({ db: storage.db, limiter: storage.limiter, clock: fixedClock(NOW), config: loadConfig(env), ...(logger ? { logger: { level: 'info', stream: logger } } : {}) });
      apps.push(app);
      return app;
    }
    async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
      const started = await startSmtpSink(options);
      sinks.push(started);
      return started;
    }
    const requestKey = (app: TestApp, email: string, ip = freshIp(), headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: ip, headers });
    /** An address with an account (its first key request, answered with a key and no mail). */
    async function owner(app: TestApp): Promise<string> {
      const email = freshEmail('owner');
      assert.equal((await requestKey(app, email)).statusCode, 200);
      return email;
    }

    test('a relay that is not loopback and offers no STARTTLS: 503 MAIL_NOT_SENT, and it received no AUTH', async () => {
      const relay = await sink({ host: nonLoopbackAddress() });
      const app = await appWith({ SMTP_URL: relay.url });
      const res = await requestKey(app, await owner(app));
      assert.deepEqual([res.statusCode, res.json().error.code], [503, 'MAIL_NOT_SENT'], res.body);
      assert.equal(res.headers['retry-after'], '60');
      assert.deepEqual(relay.auths, [], 'no credentials were sent');
      assert.equal(relay.received.length, 0);
    });

    test('a relay\'s refusal reaches the log, never the client: the answer is the service\'s own words, in English and Korean', async () => {
      const relay = await sink();
      relay.refuseRecipients = true;
      const log = logLines();
      const app = await appWith({ SMTP_URL: relay.url }, log.stream);
      const email = await owner(app);
      const answer = await bothLanguages((headers) => requestKey(app, email, freshIp(), headers));
      assert.deepEqual([answer.status, answer.code], [[503, 503], ['MAIL_NOT_SENT', 'MAIL_NOT_SENT']]);
      for (const message of [answer.en, answer.ko]) {
        for (const upstream of ['mx-int-03', 'corp.internal', 'User unknown', '550', '5.1.1', 'Recipient address rejected', '127.0.0.1']) {
          assert.ok(!message.includes(upstream), `${JSON.stringify(message)} holds ${upstream}`);
        }
      }
      assert.match(answer.en, /could not be sent/);
      assert.match(answer.ko, /보내지 못했습니다/);
      assert.ok(log.text().includes(RELAY_REFUSAL), 'the relay\'s words are in the log');
      for (const secret of [SMTP_PASSWORD, encodeURIComponent(SMTP_PASSWORD), relay.url]) assert.ok(!log.text().includes(secret), 'the SMTP credentials are not');
    });

    test('failed sends count: at most 3 a client address a day and 3 an address an hour, so a failing relay sees at most 3 logins', async () => {
      const relay = await sink();
      relay.refuseRecipients = true;
      const app = await appWith({ SMTP_URL: relay.url });
      // One client, three addresses: three failed sends use up its day.
      const ip = freshIp();
      for (let i = 0; i < 3; i++) {
        const email = await owner(app);
        assert.equal((await requestKey(app, email, ip)).json().error.code, 'MAIL_NOT_SENT', `send ${i + 1}`);
      }
      const fourth = await requestKey(app, freshEmail('new'), ip);
      assert.deepEqual([fourth.statusCode, fourth.json().error.code], [429, 'RATE_LIMIT']);
      assert.match(fourth.json().error.message, /at most 3 key requests per client address per day/);
      assert.equal(relay.auths.length, 3, 'three logins');

      // One address, many clients: three failed sends use up its hour.
      const email = await owner(app);
      for (let i = 0; i < 3; i++) assert.equal((await requestKey(app, email)).json().error.code, 'MAIL_NOT_SENT');
      const before = relay.auths.length;
      for (let i = 0; i < 5; i++) {
        const res = await requestKey(app, email);
        assert.deepEqual([res.statusCode, res.json().error.code], [429, 'RATE_LIMIT']);
        assert.match(res.json().error.message, /at most 3 mails go to one address per hour/);
      }
      assert.equal(relay.auths.length, before, 'no login for a refused request');

      // The links of the failed sends are withdrawn: each is kept for the count, none can be followed.
      const usable = await storage.db.kysely
        .selectFrom('key_confirmations')
        .innerJoin('accounts', 'accounts.id', 'key_confirmations.account_id')
        .select(sql<number>`count(*)`.as('n'))
        .where('accounts.email', '=', email)
        .where('key_confirmations.expires_at', '>', NOW)
        .executeTakeFirstOrThrow();
      assert.equal(Number(usable.n), 0);
    });

    test('PortOne refusing our secret: 502 PAYMENT_PROVIDER_ERROR in the service\'s own words; PortOne\'s are logged', async () => {
      const portone: FakePortone = await startFakePortone();
      try {
        const log = logLines();
        const app = await appWith({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl }, log.stream);
        const paymentId = `pay-${randomBytes(4).toString('hex')}`;
        portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS.starter.priceKrw, customData: { plan: 'starter', email: freshEmail('payer') } }));
        const confirm = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress: freshIp(), headers });
        for (const mode of ['unauthorized', 'down'] as const) {
          portone.mode = mode;
          const answer = await bothLanguages(confirm);
          assert.deepEqual([answer.status, answer.code], [[502, 502], ['PAYMENT_PROVIDER_ERROR', 'PAYMENT_PROVIDER_ERROR']], mode);
          for (const message of [answer.en, answer.ko]) {
            for (const upstream of ['UNAUTHORIZED', '401', '500', '인증 정보', 'HTTP', '127.0.0.1']) assert.ok(!message.includes(upstream), `${mode}: ${JSON.stringify(message)} holds ${upstream}`);
          }
          assert.match(answer.en, /payment provider/);
          assert.match(answer.ko, /결제 대행사/);
        }
        const logged = log.text();
        assert.ok(logged.includes('HTTP 401 UNAUTHORIZED 인증 정보가 올바르지 않습니다.'), 'PortOne\'s refusal is in the log');
        assert.ok(logged.includes('HTTP 500'), 'and its failure');
        assert.ok(!logged.includes(portone.secret), 'the secret is not');
      } finally {
        portone.mode = 'ok';
        await portone.close();
      }
    });
  });
}
