/**
 * Nobody who cannot read an address's mail can revoke its key, obtain a key of
 * its account or hold its plan: the mailed key link, on each storage back end.
 * Mail goes to the outbox (parsed as a mail program would) and, in one test,
 * through a real SMTP server on loopback.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { runAdminCommand, UsageError } from '../../src/admin/commands.js';
import { assignPlan } from '../../src/accounts/planAssignment.js';
import type { Clock } from '../../src/clock.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import { appFromConfig } from '../../src/http/app.js';
import { keyLinkMailer } from '../../src/accounts/keyLinkMail.js';
import { createMailer } from '../../src/mail/mailer.js';
import { downSmtpUrl, keyLinkIn, readOutbox, recipientsOf, startSmtpSink } from '../support/mail.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { followKeyLink, latestMailTo, type TestApp, testApp } from './helpers.js';

const START = '2026-11-21T03:00:00.000Z'; // 12:00 in Seoul
const PUBLIC_BASE_URL = 'https://api.example.test/tojeong';

function movableClock(start: string): Clock & { set(at: string): void; advance(ms: number): void } {
  let now = new Date(start);
  return { now: () => new Date(now), set: (at) => (now = new Date(at)), advance: (ms) => (now = new Date(now.getTime() + ms)) };
}

let ipCounter = 0;
const freshIp = (): string => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const freshEmail = (what: string): string => `${what}-${randomBytes(4).toString('hex')}@example.com`;

for (const backend of BACKENDS) {
  describe(`key links on ${backend.name}`, () => {
    let storage: Storage;
    let app: TestApp;
    const clock = movableClock(START);

    before(async () => {
      storage = await backend.open();
      app = await testApp({ db: storage.db, limiter: storage.limiter, clock, config: loadConfig({ PUBLIC_BASE_URL }) });
    });
    after(async () => {
      await app?.close();
      await storage?.cleanup();
    });

    const requestKey = (email: string, ip = freshIp(), target: TestApp = app, extra: Record<string, unknown> = {}) =>
      target.inject({ method: 'POST', url: '/v1/keys/request', payload: { email, ...extra }, remoteAddress: ip });
    const confirm = (token: string, target: TestApp = app) => target.inject({ method: 'POST', url: '/v1/keys/confirm', payload: { token } });
    const call = (apiKey: string) => app.inject({ method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}`, headers: { 'x-api-key': apiKey } });
    const mailsTo = async (email: string) => (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email));
    /** Links in the database; with `usableAt`, only those that can still be followed then. */
    const linkCount = async (usableAt = '') =>
      Number((await storage.db.kysely.selectFrom('key_confirmations').select(sql<number>`count(*)`.as('n')).where('expires_at', '>', usableAt).executeTakeFirstOrThrow()).n);

    /** An account made by its first key request (200, unproven), with its key. */
    async function owner(what = 'owner'): Promise<{ email: string; apiKey: string }> {
      const email = freshEmail(what);
      const res = await requestKey(email, freshIp(), app, { purpose: 'owner app' });
      assert.equal(res.statusCode, 200, res.body);
      return { email, apiKey: res.json().data.apiKey };
    }

    test('the takeover fails: from another client, a request for an existing account gets no key, revokes nothing and takes no plan', async () => {
      clock.set(START);
      // A business customer: the operator handed the key by mail (a proven address) and set the plan.
      const email = freshEmail('owner');
      const { apiKey } = await app.store.issueKey(email, 'owner app', clock.now(), { verified: true });
      const set = await app.store.setPlan(email, { plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 50_000, perMinuteLimit: 300 }, clock.now());
      assert.equal(set?.keys.delivery, 'kept');
      const attacker = '198.51.100.66';
      const res = await requestKey(email, attacker);
      assert.equal(res.statusCode, 202, res.body);
      assert.deepEqual(res.json(), { data: { delivery: 'email', expiresAt: '2026-11-21T03:30:00.000Z' }, version: res.json().version });
      assert.ok(!res.body.includes('tjk_'), 'no key in the answer');
      const still = await call(apiKey);
      assert.equal(still.statusCode, 200, 'the owner\'s key still works');
      assert.equal(still.headers['x-ratelimit-remaining-month'], '49999', 'and still carries the business plan');
      const keys = await app.store.keysOf((await app.store.findAccount(email))!.id);
      assert.deepEqual(keys.map((k) => k.status), ['active'], 'no key was added or revoked');

      // The mail went to the owner and says who asked, when, and that nothing happens otherwise.
      const [mail, ...more] = await mailsTo(email);
      assert.equal(more.length, 0);
      const { parsed, raw } = mail!;
      assert.match(String(parsed.subject), /^tojeong-api API 키 받기 링크 \/ Your tojeong-api API key link$/);
      assert.deepEqual(parsed.from?.value, [{ address: 'no-reply@localhost', name: 'tojeong-api' }]);
      assert.equal(parsed.html, false, 'plain text only');
      assert.match(String(parsed.headers.get('content-type') && (parsed.headers.get('content-type') as { value: string; params: Record<string, string> }).params.charset), /utf-8/i);
      assert.equal(parsed.date?.toISOString(), START, 'the Date header is the service clock\'s');
      assert.match(raw.toString('latin1'), /^Message-ID: <[^>]+>\r$/m);
      const text = parsed.text!;
      for (const fact of ['198.51.100.66', '2026-11-21 12:00 KST', '2026-11-21 12:30 KST', email]) assert.ok(text.includes(fact), fact);
      assert.ok(text.indexOf('요청하지 않으셨다면') < text.indexOf('If you did not ask'), 'Korean first');
      assert.match(text, /아무 일도 일어나지 않으며, 지금 쓰시는 키도 그대로 작동합니다/);
      assert.match(text, /nothing happens, and your current key keeps working/);
      const link = keyLinkIn(parsed);
      assert.equal(link.url, `${PUBLIC_BASE_URL}/keys/confirm?token=${link.token}`);
      assert.match(link.token, /^[A-Za-z0-9_-]{43}$/);
      const stored = await storage.db.kysely.selectFrom('key_confirmations').selectAll().execute();
      assert.ok(!JSON.stringify(stored).includes(link.token), 'the token is stored only as its hash');
    });

    test('the owner follows the link: the page changes nothing, its POST gives the key once, revokes the old one and proves the address', async () => {
      clock.set(START);
      const { email, apiKey: old } = await owner();
      assert.equal((await requestKey(email, freshIp(), app, { purpose: 'second device' })).statusCode, 202);
      const { url, token } = keyLinkIn((await latestMailTo(app, email)).parsed);
      const account = (await app.store.findAccount(email))!;
      assert.equal(await app.store.verifiedAt(account.id), null, 'an account made by a key request is unproven');

      const page = await app.inject({ method: 'GET', url: new URL(url).pathname.replace('/tojeong', '') + new URL(url).search });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html; charset=utf-8/);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.equal(page.headers['referrer-policy'], 'no-referrer');
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'; connect-src 'self'/);
      assert.ok(!page.body.includes(token), 'the token is not in the document');
      assert.ok(!/(src|href)=["']?https?:/.test(page.body), 'no external assets');
      const again = await app.inject({ method: 'GET', url: `/keys/confirm?token=${token}` });
      assert.equal(again.body, page.body, 'the same document every time');
      assert.equal((await call(old)).statusCode, 200, 'opening the page (twice) changed nothing');

      const res = await confirm(token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      const { data } = res.json();
      assert.deepEqual({ ...data, apiKey: undefined }, { apiKey: undefined, email, plan: 'sandbox', planExpiresAt: null });
      assert.equal((await call(old)).statusCode, 403, 'the old key is revoked');
      assert.equal((await call(data.apiKey)).statusCode, 200);
      assert.equal(await app.store.verifiedAt(account.id), clock.now().toISOString(), 'the address is proven');
      const keys = await app.store.keysOf(account.id);
      // The request's purpose came from whoever asked for the link: the owner's record keeps its own.
      assert.deepEqual(keys.map((k) => [k.status, k.purpose]), [['active', 'owner app'], ['revoked', 'owner app']]);
      assert.ok(!JSON.stringify(await storage.db.kysely.selectFrom('key_confirmations').selectAll().execute()).includes('second device'), 'not stored at all');
    });

    test('following a link ends the address\'s older unused links: they answer 409 TOKEN_USED and the key stays the one issued', async () => {
      clock.set(START);
      const { email } = await owner();
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        assert.equal((await requestKey(email)).statusCode, 202);
        tokens.push(keyLinkIn((await latestMailTo(app, email)).parsed).token);
      }
      const used = await confirm(tokens[1]!);
      assert.equal(used.statusCode, 200, used.body);
      for (const token of [tokens[0]!, tokens[2]!]) {
        const res = await confirm(token);
        assert.deepEqual([res.statusCode, res.json().error.code], [409, 'TOKEN_USED']);
        assert.match(res.json().error.message, /newer link of the address was used/);
      }
      assert.equal((await call(used.json().data.apiKey)).statusCode, 200, 'the key of the link followed still works');
      clock.set(START);
    });

    test('a token works once and for 30 minutes: used → 409 TOKEN_USED, late → 410 TOKEN_EXPIRED, unknown or malformed → 404 TOKEN_UNKNOWN', async () => {
      clock.set(START);
      const { email } = await owner();
      assert.equal((await requestKey(email)).statusCode, 202);
      const used = keyLinkIn((await latestMailTo(app, email)).parsed).token;
      assert.equal((await confirm(used)).statusCode, 200);
      const reuse = await confirm(used);
      assert.deepEqual([reuse.statusCode, reuse.json().error.code], [409, 'TOKEN_USED']);

      assert.equal((await requestKey(email)).statusCode, 202);
      const late = keyLinkIn((await latestMailTo(app, email)).parsed).token;
      clock.advance(30 * 60_000 - 1);
      assert.equal((await requestKey(email)).statusCode, 202);
      const inTime = keyLinkIn((await latestMailTo(app, email)).parsed).token;
      clock.advance(1);
      const expired = await confirm(late);
      assert.deepEqual([expired.statusCode, expired.json().error.code], [410, 'TOKEN_EXPIRED']);
      assert.match(expired.json().error.message, /expired/);
      clock.advance(30 * 60_000 - 2);
      assert.equal((await confirm(inTime)).statusCode, 200, 'a millisecond before its 30 minutes');
      const usedAndLate = await confirm(used);
      assert.equal(usedAndLate.json().error.code, 'TOKEN_USED', 'used wins over expired');

      for (const token of [randomBytes(32).toString('base64url'), 'abc', `${used}x`, '']) {
        const res = await confirm(token);
        assert.deepEqual([res.statusCode, res.json().error.code], [404, 'TOKEN_UNKNOWN'], token);
      }
      for (const payload of [{}, { token: 7 }, { token: used, email }]) {
        const res = await app.inject({ method: 'POST', url: '/v1/keys/confirm', payload });
        assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_INPUT'], JSON.stringify(payload));
      }
      clock.set(START);
    });

    test('of simultaneous confirmations of one token exactly one gets the key', async () => {
      clock.set(START);
      const { email } = await owner();
      assert.equal((await requestKey(email)).statusCode, 202);
      const { token } = keyLinkIn((await latestMailTo(app, email)).parsed);
      const results = await Promise.all(Array.from({ length: 12 }, () => confirm(token)));
      const byOutcome = results.reduce<Record<string, number>>((acc, r) => {
        const key = r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().error.code}`;
        return { ...acc, [key]: (acc[key] ?? 0) + 1 };
      }, {});
      assert.deepEqual(byOutcome, { 200: 1, '409 TOKEN_USED': 11 });
      const winner = results.find((r) => r.statusCode === 200)!.json().data.apiKey;
      assert.equal((await call(winner)).statusCode, 200);
      const keys = await app.store.keysOf((await app.store.findAccount(email))!.id);
      assert.equal(keys.filter((k) => k.status === 'active').length, 1);
    });

    test('at most 3 mails per address per hour: the 4th request is 429 RATE_LIMIT until the oldest is an hour old', async () => {
      clock.set(START);
      const { email } = await owner();
      for (const minutes of [0, 10, 20]) {
        clock.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());
        assert.equal((await requestKey(email)).statusCode, 202, `at +${minutes} min`);
      }
      clock.set(new Date(Date.parse(START) + 30 * 60_000).toISOString());
      const before = await linkCount();
      const fourth = await requestKey(email);
      assert.deepEqual([fourth.statusCode, fourth.json().error.code], [429, 'RATE_LIMIT']);
      assert.equal(fourth.headers['retry-after'], String(30 * 60), 'until the mail of +0 min is an hour old');
      assert.match(fourth.json().error.message, /at most 3 mails go to one address per hour/);
      assert.equal(await linkCount(), before);
      assert.equal((await mailsTo(email)).length, 3);
      clock.set(new Date(Date.parse(START) + 60 * 60_000).toISOString());
      assert.equal((await requestKey(email)).statusCode, 202, 'an hour after the first, one more');
      assert.equal((await requestKey(email)).statusCode, 429);
      clock.set(START);
    });

    test('the mail limit is exact under concurrency: 8 simultaneous requests for one address mail 3 links', async () => {
      clock.set(START);
      const { email } = await owner();
      const results = await Promise.all(Array.from({ length: 8 }, () => requestKey(email)));
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [202, 202, 202, 429, 429, 429, 429, 429]);
      assert.equal((await mailsTo(email)).length, 3);
    });

    test('a mail that cannot be sent: 503 MAIL_NOT_SENT with Retry-After; the link is withdrawn, the keys unchanged, and the request counted', async () => {
      clock.set(START);
      const { email, apiKey } = await owner();
      const down = await testApp({ db: storage.db, limiter: storage.limiter, clock, config: loadConfig({ SMTP_URL: await downSmtpUrl() }) });
      try {
        const ip = freshIp();
        const [before, usableBefore] = [await linkCount(), await linkCount(clock.now().toISOString())];
        const res = await requestKey(email, ip, down);
        assert.deepEqual([res.statusCode, res.json().error.code], [503, 'MAIL_NOT_SENT'], res.body);
        assert.equal(res.headers['retry-after'], '60');
        assert.match(res.json().error.message, /could not be sent .*nothing else changed.*counts like one that succeeds/);
        assert.equal(await linkCount(), before + 1, 'the link is kept for the address\'s mails of the hour');
        assert.equal(await linkCount(clock.now().toISOString()), usableBefore, 'and withdrawn: it cannot be followed');
        assert.equal((await call(apiKey)).statusCode, 200);
        for (let i = 0; i < 2; i++) assert.equal((await requestKey(freshEmail('after-failure'), ip)).statusCode, 200, 'the failed request was the first of three');
        assert.equal((await requestKey(freshEmail('after-failure'), ip)).statusCode, 429);
      } finally {
        await down.close();
      }
    });

    test('through a real SMTP server: the message arrives, and its link gives the key; a refusing server is 503 MAIL_NOT_SENT', async () => {
      clock.set(START);
      const sink = await startSmtpSink();
      const viaSmtp = await testApp({
        db: storage.db,
        limiter: storage.limiter,
        clock,
        config: loadConfig({ SMTP_URL: sink.url, MAIL_FROM: '토정 API <keys@example.test>', PUBLIC_BASE_URL }),
      });
      try {
        const { email, apiKey: old } = await owner();
        const res = await requestKey(email, '203.0.113.9', viaSmtp);
        assert.equal(res.statusCode, 202, res.body);
        assert.equal(sink.received.length, 1);
        const [mail] = sink.received;
        assert.deepEqual(mail!.recipients, [email]);
        assert.deepEqual(recipientsOf(mail!.parsed), [email]);
        assert.equal(mail!.parsed.from?.value[0]?.address, 'keys@example.test');
        assert.equal(mail!.parsed.from?.value[0]?.name, '토정 API');
        assert.match(mail!.parsed.text!, /203\.0\.113\.9/);
        const confirmed = await confirm(keyLinkIn(mail!.parsed).token, viaSmtp);
        assert.equal(confirmed.statusCode, 200, confirmed.body);
        assert.equal((await call(confirmed.json().data.apiKey)).statusCode, 200);
        assert.equal((await call(old)).statusCode, 403);
        assert.deepEqual(await readOutbox(viaSmtp.outbox), [], 'nothing went to the outbox');

        sink.refuseRecipients = true;
        const refused = await requestKey(email, freshIp(), viaSmtp);
        assert.deepEqual([refused.statusCode, refused.json().error.code], [503, 'MAIL_NOT_SENT']);
        assert.equal(sink.received.length, 1);
      } finally {
        await viaSmtp.close();
        await sink.close();
      }
    });

    test('admin `key issue EMAIL` (a request that came by mail): prints a new key once, revokes the old one, proves the address', async () => {
      clock.set(START);
      const { email, apiKey: old } = await owner();
      const account = (await app.store.findAccount(email))!;
      // A paid plan given to an unproven account before `plan set` revoked such keys: the plan written alone.
      await assignPlan(storage.db.kysely, { email }, { plan: 'growth', planExpiresAt: '2026-12-22T03:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, clock.now().toISOString());
      const shownBefore = JSON.parse(await runAdminCommand(app.admin, ['account', 'show', email], clock.now()));
      assert.equal(shownBefore.verifiedAt, null);
      assert.match(shownBefore.warning, /never proven, and it holds a paid plan and an active key/, 'a paid plan on an unproven account with a key is pointed out');
      const out = await runAdminCommand(app.admin, ['key', 'issue', email.toUpperCase()], clock.now());
      const keys = out.match(/tjk_[A-Za-z0-9_-]{43}/g) ?? [];
      assert.equal(keys.length, 1, out);
      assert.match(out, new RegExp(`new API key of ${email} .*shown this once`));
      const issued = await call(keys[0]!);
      assert.equal(issued.statusCode, 200);
      assert.equal(issued.headers['x-ratelimit-remaining-month'], '3999', 'the account keeps its plan');
      assert.equal((await call(old)).statusCode, 403);
      const shown = JSON.parse(await runAdminCommand(app.admin, ['account', 'show', email], clock.now()));
      assert.equal(shown.verifiedAt, START);
      assert.equal(shown.warning, undefined);
      assert.ok(!JSON.stringify(shown).includes(keys[0]!), 'account show never shows a key');
      assert.equal(await app.store.verifiedAt(account.id), START);

      for (const args of [['key', 'issue'], ['key', 'issue', 'kim\u0000@example.com'], ['key', 'issue', 'kim\ud800@example.com'], ['key', 'issue', email, 'extra']]) {
        await assert.rejects(runAdminCommand(app.admin, args, clock.now()), UsageError, JSON.stringify(args));
      }
      const newcomer = freshEmail('by-mail');
      const created = await runAdminCommand(app.admin, ['key', 'issue', newcomer], clock.now());
      assert.equal((await call(created.match(/tjk_[A-Za-z0-9_-]{43}/)![0])).statusCode, 200, 'an address with no account gets one');
    });

    test('admin `plan set` of a paid plan on an unproven account: the first requester\'s key is 403, and the link mailed to the address gives the key of the plan', async () => {
      clock.set(START);
      // Someone asked for a key for the address first; the owner then arranged a plan by e-mail with the operator.
      const email = freshEmail('arranged');
      const squatter = await requestKey(email, '198.51.100.66');
      assert.equal(squatter.statusCode, 200);
      const squatterKey = squatter.json().data.apiKey;
      // Three key requests this hour fill the address's mails: the plan's mail is neither refused nor counted by that limit.
      for (let i = 0; i < 3; i++) assert.equal((await requestKey(email)).statusCode, 202);
      assert.equal((await requestKey(email)).statusCode, 429);

      const out = JSON.parse(await runAdminCommand(app.admin, ['plan', 'set', email, 'starter'], clock.now()));
      assert.deepEqual([out.plan, out.planExpiresAt, out.keyDelivery, out.verifiedAt, out.keyStatus], ['starter', '2026-12-22T03:00:00.000Z', 'email', null, 'revoked']);
      assert.equal(out.warning, undefined, 'no key is left to warn about');
      const refused = await call(squatterKey);
      assert.deepEqual([refused.statusCode, refused.json().error.code], [403, 'INVALID_API_KEY'], 'the first requester holds no key of the plan');

      const planMails = (await mailsTo(email)).filter((m) => /Plan set/.test(String(m.parsed.subject)));
      assert.equal(planMails.length, 1);
      const { parsed } = planMails[0]!;
      assert.equal(String(parsed.subject), 'tojeong-api 플랜 설정: API 키 받기 링크 / Plan set: your tojeong-api API key link');
      const text = parsed.text!;
      for (const fact of [email, 'Starter', '2026-12-22 12:00 KST', '2026-11-21 12:00 KST', '2026-11-21 12:30 KST']) assert.ok(text.includes(fact), fact);
      assert.ok(text.indexOf('운영자가') < text.indexOf('The operator set a plan'), 'Korean first');
      assert.match(text, /이전 키는 폐기되었고/);
      assert.ok(!text.includes('198.51.100.66'), 'the mail names no client address: the operator gave the plan');

      const confirmed = await confirm(keyLinkIn(parsed).token);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.deepEqual([confirmed.json().data.plan, confirmed.json().data.planExpiresAt], ['starter', '2026-12-22T03:00:00.000Z']);
      const paid = await call(confirmed.json().data.apiKey);
      assert.equal(paid.headers['x-ratelimit-remaining-month'], '999', 'the key from the link carries Starter');

      // Proven now: the next plan set keeps the key and mails nothing.
      const mailsBefore = (await mailsTo(email)).length;
      const renewed = JSON.parse(await runAdminCommand(app.admin, ['plan', 'set', email, 'growth'], clock.now()));
      assert.equal(renewed.keyDelivery, 'kept');
      assert.match(renewed.keyDeliveryDetail, /proven: its current key carries the plan/);
      assert.equal((await call(confirmed.json().data.apiKey)).headers['x-ratelimit-remaining-month'], '3998');
      assert.equal((await mailsTo(email)).length, mailsBefore);
    });

    test('admin `plan set` of the free plan on an unproven account keeps its key', async () => {
      clock.set(START);
      const { email, apiKey } = await owner();
      const out = JSON.parse(await runAdminCommand(app.admin, ['plan', 'set', email, 'sandbox'], clock.now()));
      assert.deepEqual([out.plan, out.keyDelivery, out.keyStatus], ['sandbox', 'kept', 'active']);
      assert.equal((await call(apiKey)).statusCode, 200);
      assert.deepEqual(await mailsTo(email), []);
    });

    test('admin `plan set` whose key link cannot be mailed: keyDelivery not-sent, the link withdrawn, and a key request mails one', async () => {
      clock.set(START);
      const { email, apiKey } = await owner();
      const downMailer = createMailer(loadConfig({ SMTP_URL: await downSmtpUrl() }).mail, { info: () => {}, error: () => {} });
      try {
        const before = await linkCount(clock.now().toISOString());
        const out = JSON.parse(await runAdminCommand({ store: app.store, keyLinks: keyLinkMailer(downMailer, () => PUBLIC_BASE_URL) }, ['plan', 'set', email, 'growth'], clock.now()));
        assert.deepEqual([out.plan, out.keyDelivery, out.keyStatus], ['growth', 'not-sent', 'revoked']);
        assert.match(out.keyDeliveryDetail, /could not be mailed .*POST \/v1\/keys\/request.*key issue/);
        assert.equal(await linkCount(clock.now().toISOString()), before, 'no link that can be followed left behind');
        assert.equal((await call(apiKey)).statusCode, 403, 'the keys are revoked all the same');
      } finally {
        downMailer.close();
      }
      assert.equal((await requestKey(email)).statusCode, 202);
      const confirmed = await followKeyLink(app, email);
      assert.equal(confirmed.json().data.plan, 'growth');
    });

    test('a request refused by the mail limit does not use up one of the client address\'s three a day', async () => {
      clock.set(START);
      const { email } = await owner();
      for (let i = 0; i < 3; i++) assert.equal((await requestKey(email)).statusCode, 202);
      const ip = freshIp();
      const refused = await requestKey(email, ip);
      assert.deepEqual([refused.statusCode, refused.json().error.code], [429, 'RATE_LIMIT']);
      assert.match(refused.json().error.message, /at most 3 mails go to one address per hour/);
      for (let i = 0; i < 3; i++) assert.equal((await requestKey(freshEmail('after-mail-limit'), ip)).statusCode, 200, `request ${i + 1} of the day`);
      const fourth = await requestKey(freshEmail('after-mail-limit'), ip);
      assert.deepEqual([fourth.statusCode, fourth.json().error.code], [429, 'RATE_LIMIT']);
      assert.match(fourth.json().error.message, /at most 3 key requests per client address per day/);
    });

    test('the link page: GET only, loads without a token, ignores query parameters it does not read (a tracked link works)', async () => {
      const page = await app.inject({ method: 'GET', url: '/keys/confirm' });
      assert.equal(page.statusCode, 200, 'without a token the page still loads (and says the link is incomplete)');
      const tracked = await app.inject({ method: 'GET', url: '/keys/confirm?token=x&utm=1' });
      assert.deepEqual([tracked.statusCode, tracked.body], [200, page.body]);
      const post = await app.inject({ method: 'POST', url: '/keys/confirm', payload: {} });
      assert.equal(post.statusCode, 405, 'only GET: the page itself never changes anything');
      assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
    });
  });
}

test('logs name the outbox file but never hold a key link token: the access log line of the page has it redacted', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const outbox = mkdtempSync(join(tmpdir(), 'tojeong-log-outbox-'));
  const storage = await BACKENDS[0]!.open();
  const { app } = await appFromConfig(loadConfig({ MAIL_OUTBOX: outbox }), { level: 'info', stream }, { db: storage.db, limiter: storage.limiter, gwaeText: { installed: false } });
  try {
    const email = freshEmail('logged');
    for (let i = 0; i < 2; i++) await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: freshIp() });
    const [mail] = await readOutbox(outbox);
    const { token } = keyLinkIn(mail!.parsed);
    await app.inject({ method: 'GET', url: `/keys/confirm?token=${token}` });
    await app.inject({ method: 'POST', url: '/v1/keys/confirm', payload: { token } });
    const log = lines.join('');
    assert.ok(!log.includes(token), 'the token is in no log line');
    assert.match(log, /"url":"\/keys\/confirm\?token=\[redacted\]"/);
    assert.ok(lines.some((l) => JSON.parse(l).mailFile === mail!.file), 'a log line names the file');
  } finally {
    await app.close();
    await storage.cleanup();
    rmSync(outbox, { recursive: true, force: true });
  }
});
