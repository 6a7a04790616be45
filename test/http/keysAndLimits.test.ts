/**
 * The API-key state table, the limits table and the quota header, run against
 * each storage back end (SQLite with the in-process limiter; PostgreSQL with
 * the Redis limiter).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { runAdminCommand } from '../../src/admin/commands.js';
import { hashApiKey } from '../../src/accounts/apiKey.js';
import type { PlanTerms } from '../../src/accounts/plans.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { syntheticEdition } from '../fixtures/syntheticEdition.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { followKeyLink, type TestApp, testApp } from './helpers.js';

interface KeyedRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

const KEYED_REQUESTS: readonly [KeyedRequest, KeyedRequest, KeyedRequest, KeyedRequest] = [
  { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-09-19', targetYear: 2026 } },
  { method: 'GET', url: '/v1/tojeong/gwae/212' },
  { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童' } },
  { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` },
];

/** A clock the test moves. */
function movableClock(start: string): Clock & { set(at: string): void } {
  let now = new Date(start);
  return { now: () => new Date(now), set: (at) => (now = new Date(at)) };
}

let ipCounter = 0;
/** A client address no other test uses, so the per-address key-request limit never spills between tests. */
const freshIp = (): string => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

for (const backend of BACKENDS) {
  describe(`keys and limits on ${backend.name}`, () => {
    let storage: Storage;
    let app: TestApp;
    const clock = movableClock('2026-11-21T03:00:00Z');

    before(async () => {
      storage = await backend.open();
      app = await testApp({ db: storage.db, limiter: storage.limiter, clock, text: syntheticEdition() });
    });
    after(async () => {
      await app?.close();
      await storage?.cleanup();
    });

    const requestKey = (email: string, ip = freshIp(), extra: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email, ...extra }, remoteAddress: ip });

    /**
     * A new account and its key. With a plan change, the account's address is
     * proven first (as by the operator's `key issue`): a paid plan set on an
     * unproven address would revoke the key (keyLinks.test.ts).
     */
    async function newAccount(change?: PlanTerms): Promise<{ email: string; apiKey: string }> {
      const email = `user-${Math.random().toString(36).slice(2)}@example.com`;
      const res = await requestKey(email);
      assert.equal(res.statusCode, 200, res.body);
      if (!change) return { email, apiKey: res.json().data.apiKey };
      const { apiKey } = await app.store.issueKey(email, null, clock.now(), { verified: true });
      assert.equal((await app.store.setPlan(email, change, clock.now()))?.keys.delivery, 'kept');
      return { email, apiKey };
    }

    const call = (apiKey: string | undefined, request: KeyedRequest = KEYED_REQUESTS[3]) =>
      app.inject({ ...request, headers: apiKey === undefined ? {} : { 'x-api-key': apiKey } });

    const remaining = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-remaining-month']);

    async function setUsage(email: string, month: string, used: number): Promise<void> {
      const account = (await app.store.findAccount(email))!;
      await storage.db.kysely.deleteFrom('monthly_usage').where('account_id', '=', account.id).execute();
      await storage.db.kysely.insertInto('monthly_usage').values({ account_id: account.id, month, used }).execute();
    }

    describe('POST /v1/keys/request', () => {
      test('none → active: a sandbox key, shown once, stored only as its hash', async () => {
        const res = await requestKey('  New.User@Example.COM ', freshIp(), { purpose: 'my fortune app' });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['cache-control'], 'no-store');
        const { data } = res.json();
        assert.match(data.apiKey, /^tjk_[A-Za-z0-9_-]{43}$/);
        assert.deepEqual({ ...data, apiKey: undefined }, { apiKey: undefined, email: 'new.user@example.com', plan: 'sandbox', planExpiresAt: null });
        const rows = await storage.db.kysely.selectFrom('api_keys').selectAll().execute();
        assert.ok(rows.some((r) => r.key_hash === hashApiKey(data.apiKey) && r.status === 'active' && r.purpose === 'my fortune app'));
        const everything = JSON.stringify(rows) + JSON.stringify(await storage.db.kysely.selectFrom('accounts').selectAll().execute());
        assert.ok(!everything.includes(data.apiKey.slice(4)), 'the key itself is nowhere in the database');
        for (const request of KEYED_REQUESTS) assert.equal((await call(data.apiKey, request)).statusCode, 200, request.url);
      });

      test('active → revoked: asking again with the same address mails a link (202) and changes nothing; the link revokes the old key and issues a new one; usage stays with the account', async () => {
        const { email, apiKey: first } = await newAccount();
        assert.equal(remaining(await call(first)), 299);
        const again = await requestKey(email.toUpperCase());
        assert.equal(again.statusCode, 202, again.body);
        assert.equal(again.json().data.apiKey, undefined, 'no key in the answer');
        assert.equal((await call(first)).statusCode, 200, 'nothing revoked by the request itself');
        const confirmed = await followKeyLink(app, email);
        assert.equal(confirmed.statusCode, 200, confirmed.body);
        assert.equal(confirmed.headers['cache-control'], 'no-store');
        const second = confirmed.json().data.apiKey;
        assert.notEqual(second, first);
        const old = await call(first);
        assert.equal(old.statusCode, 403);
        assert.equal(old.json().error.code, 'INVALID_API_KEY');
        assert.match(old.json().error.message, /revoked/);
        const fresh = await call(second);
        assert.equal(fresh.statusCode, 200);
        assert.equal(remaining(fresh), 297, 'the new key continues the account\'s count');
        const active = await storage.db.kysely
          .selectFrom('api_keys')
          .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
          .select(sql<number>`count(*)`.as('n'))
          .where('accounts.email', '=', email)
          .where('api_keys.status', '=', 'active')
          .executeTakeFirstOrThrow();
        assert.equal(Number(active.n), 1);
      });

      test('an operator revocation makes the key invalid; the owner gets a new one through the mailed link', async () => {
        const { email, apiKey } = await newAccount();
        assert.match(await runAdminCommand(app.admin, ['key', 'revoke', email], clock.now()), /revoked the active key/);
        assert.equal((await call(apiKey)).json().error.code, 'INVALID_API_KEY');
        assert.match(await runAdminCommand(app.admin, ['key', 'revoke', email], clock.now()), /no active key/);
        assert.equal((await requestKey(email)).statusCode, 202);
        const renewed = await followKeyLink(app, email);
        assert.equal((await call(renewed.json().data.apiKey)).statusCode, 200);
      });

      test('a paid account re-requesting its key keeps its plan', async () => {
        const { email } = await newAccount({ plan: 'growth', planExpiresAt: '2026-12-22T03:00:00.000Z', monthlyLimit: null, perMinuteLimit: null });
        assert.equal((await requestKey(email)).statusCode, 202);
        const { data } = (await followKeyLink(app, email)).json();
        assert.deepEqual([data.plan, data.planExpiresAt], ['growth', '2026-12-22T03:00:00.000Z']);
      });

      test('BAD_EMAIL for an unusable, missing, empty or non-string address; BAD_INPUT for a long purpose, an unknown field or a body that is no object; none of them counts', async () => {
        const ip = freshIp();
        const unstorable = ['kim\u0000@example.com', 'kim@example.com\u0000', 'ki\ud800m@example.com', 'kim\udc00@example.com', 'kim@example.com\ud83d'];
        for (const email of ['not-an-email', 'a@b', 'kim@', ' ', `${'x'.repeat(250)}@example.com`, 42, 'kim\u0001@example.com', ...unstorable]) {
          const res = await requestKey(email as string, ip);
          assert.equal(res.statusCode, 400, String(email));
          assert.equal(res.json().error.code, 'BAD_EMAIL', String(email));
        }
        // The specification's code for an e-mail that is not valid at key request (issue 39): absent, empty, or not a string.
        for (const payload of [{}, { purpose: 'x' }, { email: '' }, { email: null }, { email: ['a@example.com'] }, { email: { address: 'a@example.com' } }, { email: true }]) {
          const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload, remoteAddress: ip });
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_EMAIL'], JSON.stringify(payload));
          assert.match(res.json().error.message, /e-?mail/);
        }
        const notAnObject = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: '["a@example.com"]', headers: { 'content-type': 'application/json' }, remoteAddress: ip });
        assert.deepEqual([notAnObject.statusCode, notAnObject.json().error.code], [400, 'BAD_INPUT']);
        const cases = [
          { email: 'a@example.com', purpose: 'x'.repeat(501) },
          { email: 'a@example.com', plan: 'growth' },
          { email: 'a@example.com', purpose: 'my app\u0000' },
          { email: 'a@example.com', purpose: 'my app \udfff' },
        ];
        for (const payload of cases) {
          const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload, remoteAddress: ip });
          assert.equal(res.statusCode, 400);
          assert.equal(res.json().error.code, 'BAD_INPUT', JSON.stringify(payload).slice(0, 60));
        }
        for (let i = 0; i < 3; i++) assert.equal((await requestKey(`counted-${i}-${ip}@example.com`, ip)).statusCode, 200);
        const stored = await storage.db.kysely.selectFrom('accounts').select('email').where('email', 'like', 'kim%').execute();
        assert.deepEqual(stored, [], 'no account was made of an unstorable address');
      });

      test('a lone surrogate is refused, not stored as U+FFFD: two different inputs never become one account', async () => {
        const ip = freshIp();
        const lone = await requestKey('lone\ud800@example.com', ip);
        assert.equal(lone.json().error.code, 'BAD_EMAIL');
        assert.match(lone.json().error.message, /NUL character or an unpaired UTF-16 surrogate/);
        const replacement = await requestKey('lone\ufffd@example.com', ip);
        assert.equal(replacement.statusCode, 200, 'U+FFFD itself is a character like any other');
        const paired = await requestKey('lone\ud83d\ude00@example.com', ip);
        assert.equal(paired.statusCode, 200, 'a well-formed pair (an emoji) is a different address');
        assert.notEqual(paired.json().data.email, replacement.json().data.email);
      });

      test('the NFC and NFD spellings of an address are one account, stored in NFC; a leading combining mark or a fullwidth ＠ is BAD_EMAIL', async () => {
        const ip = freshIp();
        const nfd = `jose\u0301-${ipCounter}@example.com`;
        const nfc = nfd.normalize('NFC');
        const first = await requestKey(nfd, ip);
        assert.equal(first.statusCode, 200, first.body);
        assert.equal(first.json().data.email, nfc);
        assert.equal((await requestKey(nfc, ip)).statusCode, 202, 'the other spelling reaches the same account: a link is mailed');
        const stored = await storage.db.kysely.selectFrom('accounts').select('email').where('email', 'in', [nfc, nfd]).execute();
        assert.deepEqual(stored, [{ email: nfc }]);
        assert.equal(JSON.parse(await runAdminCommand(app.admin, ['account', 'show', nfd], clock.now())).email, nfc, 'the operator finds it by either spelling');
        for (const email of ['\u0301kim@example.com', 'kim\uff20evil.example@example.com']) {
          const res = await requestKey(email, ip);
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_EMAIL'], email);
        }
      });

      test('an address that prints like another (Cyrillic а, Greek ο, dotless ı, fullwidth ａ, mixed scripts) is 400 BAD_EMAIL saying how to write it, and no account is made; one script is fine', async () => {
        const ip = freshIp();
        const lookAlikes = [
          ['\u0430lice@example.com', /mixes scripts \(Cyrillic "\u0430" \(U\+0430\) and Latin "l"\)/, /키릴 문자 "\u0430" \(U\+0430\), 라틴 문자 "l"/],
          ['j\u03bfhn@example.com', /mixes scripts \(Latin "j" and Greek "\u03bf" \(U\+03BF\)\)/, /그리스 문자/],
          ['al\u0131ce@example.com', /"\u0131" \(U\+0131\) in the part before @ prints like the ASCII "i"/, /ASCII "i"처럼 보여/],
          ['\uff41lice@example.com', /"\uff41" \(U\+FF41\) is a compatibility form .* of "a"\. Write the address in plain characters/, /호환 문자.*전각을 끄세요/],
          ['kim\u0436@example.com', /mixes scripts/, /여러 문자 체계가 섞여/],
          ['\u0430\u0441\u0435@example.com', /prints like the ASCII "ace"/, /ASCII "ace"처럼/],
        ] as const;
        for (const [email, english, korean] of lookAlikes) {
          const res = await requestKey(email, ip);
          assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_EMAIL'], email);
          assert.match(res.json().error.message, english, email);
          assert.match(res.json().error.message, /Write the (part before @ in one script, without look-alike characters|address in plain characters)/, email);
          const ko = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: ip, headers: { 'accept-language': 'ko' } });
          assert.deepEqual([ko.statusCode, ko.json().error.code], [400, 'BAD_EMAIL'], email);
          assert.match(ko.json().error.message, korean, email);
          assert.match(ko.json().error.message, /받은 값: /, email);
        }
        const stored = await storage.db.kysely.selectFrom('accounts').select('email').where('email', 'in', lookAlikes.map(([email]) => email)).execute();
        assert.deepEqual(stored, [], 'no account prints as alice@example.com or john@example.com');
        // Refused requests do not count against the day's three, and addresses in one script still get keys.
        for (const email of [`\uae40\ucca0\uc218-${ipCounter}@example.com`, `\u0438\u0432\u0430\u043d-${ipCounter}@example.ru`, `\u305f\u306a\u304b\u592a\u90ce-${ipCounter}@example.jp`]) {
          const res = await requestKey(email, ip);
          assert.equal(res.statusCode, 200, `${email}: ${res.body}`);
          assert.equal(res.json().data.email, email);
        }
      });

      test('at most 3 requests per address per day in Asia/Seoul; the 4th is 429 RATE_LIMIT until midnight KST', async () => {
        const ip = freshIp();
        clock.set('2026-11-21T14:00:00Z'); // 23:00 in Seoul
        try {
          for (let i = 0; i < 3; i++) assert.equal((await requestKey(`day-${i}@example.com`, ip)).statusCode, 200);
          const fourth = await requestKey('day-3@example.com', ip);
          assert.equal(fourth.statusCode, 429);
          assert.equal(fourth.json().error.code, 'RATE_LIMIT');
          assert.equal(fourth.headers['retry-after'], '3600');
          // A wait over a minute in hours and minutes (issue 38), not "3600초"; Retry-After keeps the seconds.
          assert.match(fourth.json().error.message, /try again after midnight KST, in 1 h$/);
          clock.set('2026-11-21T06:24:08Z'); // 15:24:08 in Seoul: 8 h 35 min 52 s to midnight
          const earlier = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'day-3@example.com' }, remoteAddress: ip, headers: { 'accept-language': 'ko' } });
          assert.equal(earlier.headers['retry-after'], String(8 * 3600 + 35 * 60 + 52));
          assert.match(earlier.json().error.message, /한국 시각 자정 뒤, 8시간 36분 뒤에 다시 시도하세요$/);
          clock.set('2026-11-21T14:00:00Z');
          assert.equal((await requestKey('day-3@example.com', freshIp())).statusCode, 200, 'another address is not affected');
          clock.set('2026-11-21T15:00:00Z'); // the next day in Seoul
          assert.equal((await requestKey('day-4@example.com', ip)).statusCode, 200);
        } finally {
          clock.set('2026-11-21T03:00:00Z');
        }
      });

      test('an IPv6 client counts by its /64, an IPv4-mapped IPv6 address as its IPv4 address', async () => {
        const sixtyFour = ['2001:db8:13:1::1', '2001:db8:13:1::2', '2001:db8:13:1:ffff:ffff:ffff:ffff'];
        for (const [i, ip] of sixtyFour.entries()) assert.equal((await requestKey(`v6-${i}@example.com`, ip)).statusCode, 200, ip);
        const sameNetwork = await requestKey('v6-3@example.com', '2001:db8:13:1:abcd::7');
        assert.deepEqual([sameNetwork.statusCode, sameNetwork.json().error.code], [429, 'RATE_LIMIT'], 'another address of the same /64 is the same client');
        assert.match(sameNetwork.json().error.message, /an IPv6 client counts by its \/64/);
        assert.equal((await requestKey('v6-4@example.com', '2001:db8:13:2::1')).statusCode, 200, 'the next /64 is another client');

        // One IPv4 client, as a dual-stack socket may report it either way.
        for (const [i, ip] of ['::ffff:198.51.100.99', '198.51.100.99', '::ffff:c633:6463'].entries()) {
          assert.equal((await requestKey(`v4-${i}@example.com`, ip)).statusCode, 200, ip);
        }
        assert.equal((await requestKey('v4-3@example.com', '198.51.100.99')).statusCode, 429);
        assert.equal((await requestKey('v4-4@example.com', '198.51.100.98')).statusCode, 200, 'the next IPv4 address is another client');
      });

      test('X-Forwarded-For is ignored unless TRUST_PROXY says so', async () => {
        const proxy = freshIp();
        const spoofed = (email: string, forwardedFor: string) =>
          app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
        for (let i = 0; i < 3; i++) assert.equal((await spoofed(`xff-${i}@example.com`, `203.0.113.${i}`)).statusCode, 200);
        assert.equal((await spoofed('xff-3@example.com', '203.0.113.3')).statusCode, 429);

        const behindProxy = await testApp({ config: loadConfig({ TRUST_PROXY: proxy }), db: storage.db, limiter: storage.limiter, clock });
        try {
          const via = (email: string, client: string) =>
            behindProxy.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: proxy, headers: { 'x-forwarded-for': client } });
          for (let i = 0; i < 3; i++) assert.equal((await via(`tp-${i}@example.com`, '198.51.100.7')).statusCode, 200);
          assert.equal((await via('tp-3@example.com', '198.51.100.7')).statusCode, 429);
          assert.equal((await via('tp-4@example.com', '198.51.100.8')).statusCode, 200);
        } finally {
          await behindProxy.close();
        }
      });
    });

    describe('authentication on every keyed endpoint', () => {
      test('401 NO_API_KEY without the header; 403 INVALID_API_KEY for a malformed, unknown or revoked key', async () => {
        const { email, apiKey: revoked } = await newAccount();
        await app.store.revokeActiveKey((await app.store.findAccount(email))!.id, clock.now());
        const unknown = `tjk_${'A'.repeat(43)}`;
        for (const request of KEYED_REQUESTS) {
          for (const [key, status, code] of [
            [undefined, 401, 'NO_API_KEY'],
            ['', 401, 'NO_API_KEY'],
            ['not-a-key', 403, 'INVALID_API_KEY'],
            [unknown, 403, 'INVALID_API_KEY'],
            [revoked, 403, 'INVALID_API_KEY'],
          ] as const) {
            const res = await call(key, request);
            assert.equal(res.statusCode, status, `${request.url} ${key}`);
            assert.equal(res.json().error.code, code);
            assert.equal(res.headers['x-ratelimit-remaining-month'], undefined, 'no account, no quota header');
          }
        }
      });

      test('authentication comes before input checks: a bad body without a key is 401', async () => {
        const res = await app.inject({ method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: 'soon' } });
        assert.equal(res.statusCode, 401);
      });

      test('the unauthenticated endpoints need no key', async () => {
        assert.equal((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode, 200);
        assert.equal((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode, 200);
      });
    });

    describe('per-minute limits', () => {
      const cases = [
        ['sandbox', undefined, 10],
        ['starter', { plan: 'starter', planExpiresAt: '2026-12-22T03:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, 60],
        ['growth', { plan: 'growth', planExpiresAt: '2026-12-22T03:00:00.000Z', monthlyLimit: null, perMinuteLimit: null }, 120],
        ['business (per account)', { plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 10_000, perMinuteLimit: 7 }, 7],
      ] as const;
      for (const [name, change, perMinute] of cases) {
        test(`${name}: ${perMinute} calls a minute, then 429 RATE_LIMIT with Retry-After; refused calls do not use the monthly quota`, async () => {
          const { apiKey } = await newAccount(change);
          let last;
          for (let i = 0; i < perMinute; i++) {
            last = await call(apiKey);
            assert.equal(last.statusCode, 200, `call ${i + 1}`);
          }
          const refused = await call(apiKey, KEYED_REQUESTS[0]);
          assert.equal(refused.statusCode, 429);
          assert.equal(refused.json().error.code, 'RATE_LIMIT');
          const retryAfter = Number(refused.headers['retry-after']);
          assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
          assert.equal(remaining(refused), remaining(last!), 'the refused call is not counted in the month');
        });
      }
    });

    const month = '2026-11';

    describe('monthly quota', () => {

      test('counts successful calls only, reports what is left on every response, then 429 QUOTA_EXCEEDED until the 1st KST', async () => {
        const { email, apiKey } = await newAccount({ plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 5, perMinuteLimit: 1000 });
        assert.equal(remaining(await call(apiKey)), 4);
        const calcError = await call(apiKey, { ...KEYED_REQUESTS[0], payload: { birth: '1990-01-01', targetYear: 1950 } });
        assert.equal(calcError.statusCode, 422);
        assert.equal(remaining(calcError), 4, 'a 422 does not count');
        const badInput = await call(apiKey, { ...KEYED_REQUESTS[0], payload: { birth: 'x' } });
        assert.equal(badInput.statusCode, 400);
        assert.equal(remaining(badInput), 4, 'a 400 does not count');
        const notFound = await call(apiKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('a')}` });
        assert.equal(notFound.statusCode, 404);
        assert.equal(remaining(notFound), 4, 'a 404 does not count');
        const first = await call(apiKey, KEYED_REQUESTS[1]);
        assert.equal(remaining(first), 3);
        const notModified = await app.inject({ ...KEYED_REQUESTS[1], headers: { 'x-api-key': apiKey, 'if-none-match': String(first.headers.etag) } });
        assert.equal(notModified.statusCode, 304);
        assert.equal(remaining(notModified), 3, 'a 304 does not count');
        for (const expected of [2, 1, 0]) assert.equal(remaining(await call(apiKey)), expected);
        const over = await call(apiKey);
        assert.equal(over.statusCode, 429);
        assert.equal(over.json().error.code, 'QUOTA_EXCEEDED');
        assert.equal(remaining(over), 0);
        assert.equal(over.headers['retry-after'], String((Date.parse('2026-11-30T15:00:00Z') - Date.parse('2026-11-21T03:00:00Z')) / 1000));
        const account = (await app.store.findAccount(email))!;
        assert.equal(await app.store.monthlyUsed(account.id, month), 5, 'exactly the five successful calls are recorded');
      });

      test('the month is the calendar month in Asia/Seoul: the quota starts again at 00:00 KST on the 1st', async () => {
        const { email, apiKey } = await newAccount({ plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 5, perMinuteLimit: 1000 });
        await setUsage(email, month, 5);
        try {
          clock.set('2026-11-30T14:59:59Z');
          assert.equal((await call(apiKey)).json().error.code, 'QUOTA_EXCEEDED');
          clock.set('2026-11-30T15:00:00Z');
          const december = await call(apiKey);
          assert.equal(december.statusCode, 200);
          assert.equal(remaining(december), 4);
        } finally {
          clock.set('2026-11-21T03:00:00Z');
        }
      });

      for (const [plan, monthly] of [['sandbox', 300], ['starter', 1000], ['growth', 4000]] as const) {
        test(`${plan}: ${monthly} calls a month`, async () => {
          const change = plan === 'sandbox' ? undefined : { plan, planExpiresAt: '2026-12-22T03:00:00.000Z', monthlyLimit: null, perMinuteLimit: null };
          const { email, apiKey } = await newAccount(change);
          await setUsage(email, month, monthly - 1);
          const last = await call(apiKey);
          assert.equal(last.statusCode, 200);
          assert.equal(remaining(last), 0);
          const over = await call(apiKey);
          assert.equal(over.statusCode, 429);
          assert.equal(over.json().error.code, 'QUOTA_EXCEEDED');
        });
      }

      test('200 concurrent calls with 50 left: exactly 50 are admitted', async () => {
        const { email, apiKey } = await newAccount({ plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 1000, perMinuteLimit: 100_000 });
        await setUsage(email, month, 950);
        const results = await Promise.all(Array.from({ length: 200 }, () => call(apiKey)));
        const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
        assert.deepEqual(byStatus, { 200: 50, 429: 150 });
        const account = (await app.store.findAccount(email))!;
        assert.equal(await app.store.monthlyUsed(account.id, month), 1000);
      });

      test('unsuccessful answers inside a batch are given back: of concurrent calls, only the 2xx are counted', async () => {
        const { email, apiKey } = await newAccount({ plan: 'business', planExpiresAt: '2027-11-21T03:00:00.000Z', monthlyLimit: 1000, perMinuteLimit: 100_000 });
        await setUsage(email, month, 800);
        // Admitted first, then refused by the route: a birth that is no date is 400 BAD_BIRTH after the key is accepted.
        const good = { method: 'POST' as const, url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', targetYear: 2026 } };
        const bad = { method: 'POST' as const, url: '/v1/tojeong/gwae', payload: { birth: '1976-02-30', targetYear: 2026 } };
        const results = await Promise.all(Array.from({ length: 120 }, (_, i) => call(apiKey, i % 3 === 0 ? bad : good)));
        const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
        assert.deepEqual(byStatus, { 200: 80, 400: 40 });
        assert.ok(results.every((r) => Number.isInteger(remaining(r))), 'every answer says what is left, the 400s too');
        const account = (await app.store.findAccount(email))!;
        assert.equal(await app.store.monthlyUsed(account.id, month), 880, 'the 40 refused calls were given back');
      });
    });

    describe('plan expiry', () => {
      test('a paid plan counts as Sandbox once planExpiresAt has passed', async () => {
        const { email, apiKey } = await newAccount({ plan: 'starter', planExpiresAt: '2026-11-21T03:00:05.000Z', monthlyLimit: null, perMinuteLimit: null });
        await setUsage(email, month, 400);
        const before = await call(apiKey);
        assert.equal(remaining(before), 1000 - 401);
        clock.set('2026-11-21T03:00:05Z');
        try {
          const after = await call(apiKey);
          assert.equal(after.statusCode, 429);
          assert.equal(after.json().error.code, 'QUOTA_EXCEEDED');
          assert.match(after.json().error.message, /expired/);
          assert.equal(remaining(after), 0);
          const shown = JSON.parse(await runAdminCommand(app.admin, ['account', 'show', email], clock.now()));
          assert.deepEqual([shown.plan, shown.effectivePlan, shown.expired, shown.limits.monthlyCalls], ['starter', 'sandbox', true, 300]);
        } finally {
          clock.set('2026-11-21T03:00:00Z');
        }
      });
    });
  });
}
