/**
 * The specification (../shared/spec/interface-spec.md) read as a client
 * written strictly to it would read it, rule by rule and endpoint by
 * endpoint, on both back ends (issues 39 and 52): each status, error code and
 * field it names — every component of the name analysis's `result`, every
 * verse under the reading rule, a revoked key, confirm with payment ready. A
 * behaviour that departs from the specification must be a row of
 * docs/decisions.md's table, by its id (`departure()`,
 * test/support/specDepartures.ts): any other departure fails here. The
 * Limits, called for real for each plan, are specConformanceLimits.test.ts.
 * Payments' departures (held, extended, unproven keys, refunds) are exercised
 * in test/http/billing.test.ts and test/billing/paymentRules.test.ts, and
 * here the table is held to name them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { runAdminCommand } from '../../src/admin/commands.js';
import { PLANS } from '../../src/accounts/plans.js';
import { loadConfig } from '../../src/config.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { BACKENDS, type Storage } from '../support/storage.js';
import { assertError, departure, departureRows, DEPARTURES, handClock, readProjectFile, SPEC_VERSION } from '../support/specDepartures.js';
import { type TestApp, testApp } from './helpers.js';

/** The endpoints table of the specification: method, path, and whether a key is needed. */
const SPEC_ENDPOINTS = [
  ['GET', '/v1/health', false],
  ['POST', '/v1/tojeong/gwae', true],
  ['GET', '/v1/tojeong/gwae/{id}', true],
  ['POST', '/v1/name/analyze', true],
  ['GET', '/v1/name/char/{hanja}', true],
  ['POST', '/v1/keys/request', false],
  ['GET', '/v1/billing/plans', false],
  ['POST', '/v1/billing/confirm', false],
  ['POST', '/v1/billing/webhook', false],
] as const;
/** Every gwae id: upper 1-8, middle 1-6, lower 1-3 (144). */
const GWAE_IDS = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((u) => [1, 2, 3, 4, 5, 6].flatMap((m) => [1, 2, 3].map((l) => `${u}${m}${l}`)));

test('docs/decisions.md records exactly the departures these files check, each with the rule, what the service does and why', () => {
  assert.deepEqual([...departureRows.keys()].sort(), [...DEPARTURES].sort());
  for (const [id, row] of departureRows) assert.equal(row.split(' | ').length, 3, `${id}: three cells after the id`);
  assert.match(readProjectFile('README.md'), /departs?[^.]*docs\/decisions\.md|docs\/decisions\.md[^.]*depart/s, 'the README says where the service departs and links the table');
});

for (const backend of BACKENDS) {
  describe(`the specification on ${backend.name}`, () => {
    let storage: Storage;
    let app: TestApp;
    const clock = handClock('2026-11-27T01:00:00Z');
    let remote = 0;
    /** A request from its own client address, so that the key requests' per-address day limit is each test's own. */
    const from = (options: InjectOptions, address = `10.39.${Math.floor(++remote / 250)}.${remote % 250}`) => app.inject({ ...options, remoteAddress: address });
    const withKey = (apiKey: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, 'x-api-key': apiKey } });
    /** A new Sandbox key, as rule 4 gives it: by e-mail, without authentication. */
    const newKey = async (label: string): Promise<string> => (await newAccount(label)).apiKey;
    const newAccount = async (label: string): Promise<{ apiKey: string; email: string }> => {
      const email = `${label}-${remote}@example.com`;
      const res = await from({ method: 'POST', url: '/v1/keys/request', payload: { email, purpose: 'conformance' } });
      assert.equal(res.statusCode, 200, res.body);
      const { data, version } = res.json();
      assert.equal(version, SPEC_VERSION);
      assert.equal(typeof data.apiKey, 'string');
      return { apiKey: data.apiKey, email };
    };

    before(async () => {
      storage = await backend.open();
      app = await testApp({ db: storage.db, limiter: storage.limiter, clock });
    });
    after(async () => {
      await app?.close();
      await storage?.cleanup();
    });

    test('Endpoints and Authentication: every keyed endpoint is 401 NO_API_KEY without a key and 403 INVALID_API_KEY with a wrong one; the others need none', async () => {
      const sample: Record<string, InjectOptions> = {
        'POST /v1/tojeong/gwae': { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-09-19', targetYear: 2026 } },
        'GET /v1/tojeong/gwae/{id}': { method: 'GET', url: '/v1/tojeong/gwae/111' },
        'POST /v1/name/analyze': { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童' } },
        'GET /v1/name/char/{hanja}': { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` },
        'GET /v1/health': { method: 'GET', url: '/v1/health' },
        'GET /v1/billing/plans': { method: 'GET', url: '/v1/billing/plans' },
      };
      for (const [method, path, keyed] of SPEC_ENDPOINTS) {
        const request = sample[`${method} ${path}`];
        if (!request) continue;
        if (keyed) {
          assertError(await from(request), 401, 'NO_API_KEY', `${method} ${path} without a key`);
          assertError(await from({ ...request, headers: { 'x-api-key': 'tjk_not-a-key-of-this-service' } }), 403, 'INVALID_API_KEY', `${method} ${path} with a wrong key`);
        } else {
          assert.equal((await from(request)).statusCode, 200, `${method} ${path} answers without a key`);
        }
      }
    });

    test('POST /v1/tojeong/gwae: the envelope, TojeongCalc and Gwae as the tables name them, the reading rule, source, and the same bytes again', async () => {
      const apiKey = await newKey('gwae');
      const request = { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } } as const;
      const res = await withKey(apiKey, request);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['data', 'version']);
      assert.equal(body.version, SPEC_VERSION);
      const { calc, gwae, source } = body.data;
      for (const [field, type] of Object.entries({ gwaeId: 'string', upper: 'number', middle: 'number', lower: 'number', koreanAge: 'number', yearGapja: 'string', monthGapja: 'string', dayGapja: 'string', monthDayCount: 'number', solar: 'string', lunar: 'object' })) {
        assert.equal(typeof calc[field], type, `calc.${field}`);
      }
      assert.match(calc.gwaeId, /^[1-8][1-6][1-3]$/);
      assert.equal(calc.gwaeId, `${calc.upper}${calc.middle}${calc.lower}`);
      assert.ok([29, 30].includes(calc.monthDayCount));
      assert.deepEqual(Object.keys(calc.lunar).sort(), ['day', 'leap', 'month', 'year']);
      assert.equal(typeof calc.lunar.leap, 'boolean');
      assert.equal(gwae.gwaeId, calc.gwaeId);
      assert.deepEqual(Object.keys(gwae.title).sort(), ['hanja', 'reading']);
      assert.equal(gwae.yearly.length, 9);
      assert.deepEqual(Object.keys(gwae.monthly), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
      for (const verses of Object.values(gwae.monthly) as string[][]) assert.equal(verses.length, 3);
      // Reading rule: hangul reading followed by the hanja in parentheses; hanja only when reading is false.
      for (const verse of gwae.yearly) assert.match(verse, /^[가-힣 ,.!?·]+\([^()가-힣]+\)$/u, verse);
      const hanjaOnly = (await withKey(apiKey, { ...request, payload: { ...request.payload, reading: false } })).json().data.gwae;
      for (const verse of hanjaOnly.yearly) assert.doesNotMatch(verse, /[가-힣]/u, verse);
      // Source: text and calc strings, and the reading table's version (Versioning 3), whatever `reading` is.
      for (const member of ['text', 'calc', 'readingTable']) assert.equal(typeof source[member], 'string', `source.${member}`);
      assert.match(source.calc, /^tojeong-core@\d+\.\d+\.\d+/);
      assert.deepEqual((await withKey(apiKey, { ...request, payload: { ...request.payload, reading: false } })).json().data.source, source);
      // Rule 3: the same input, the same output.
      assert.equal((await withKey(apiKey, request)).body, res.body);
    });

    test('POST /v1/tojeong/gwae: a leap-month birth is calculated as the regular month of the same number; 400 BAD_BIRTH, 400 BAD_INPUT, 422 CALC_ERROR', async () => {
      const apiKey = await newKey('gwae-errors');
      // 2023 had a leap second month (윤2월).
      const gwaeOf = async (leapMonth: boolean) => (await withKey(apiKey, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '2023-02-10', calendar: 'lunar', leapMonth, targetYear: 2026 } })).json().data.calc;
      const [leap, regular] = [await gwaeOf(true), await gwaeOf(false)];
      assert.equal(leap.lunar.leap, true);
      assert.equal(regular.lunar.leap, false);
      assert.equal(leap.gwaeId, regular.gwaeId);
      assert.equal(leap.monthDayCount, regular.monthDayCount);
      assert.notEqual(leap.solar, regular.solar, 'two different births');
      const gwae = (payload: object) => withKey(apiKey, { method: 'POST', url: '/v1/tojeong/gwae', payload });
      assertError(await gwae({ birth: '1976/08/26', targetYear: 2026 }), 400, 'BAD_BIRTH', 'birth not YYYY-MM-DD');
      assertError(await gwae({ birth: '1976-08-26', calendar: 'julian', targetYear: 2026 }), 400, 'BAD_INPUT', 'calendar not solar or lunar');
      assertError(await gwae({ birth: '1976-08-26', targetYear: 1975 }), 422, 'CALC_ERROR', 'target year before the birth year');
    });

    test('Gwae: the reading rule on every verse of the 144 gwae (6,480): hangul reading, then the hanja in parentheses — the verse that reading=false gives', async () => {
      let verses = 0;
      for (const id of GWAE_IDS) {
        const [read, plain] = await Promise.all(
          ['true', 'false'].map(async (reading) => {
            const res = await withKey(app.apiKey, { method: 'GET', url: `/v1/tojeong/gwae/${id}?reading=${reading}` });
            assert.equal(res.statusCode, 200, `${id} ${res.body}`);
            const { gwae } = res.json().data;
            assert.equal(gwae.yearly.length, 9, id);
            assert.deepEqual(Object.keys(gwae.monthly), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], id);
            for (const month of Object.values(gwae.monthly) as string[][]) assert.equal(month.length, 3, id);
            return [...gwae.yearly, ...(Object.values(gwae.monthly) as string[][]).flat()] as string[];
          }),
        );
        read!.forEach((verse, i) => {
          const [, hangul, hanja] = /^([^()]+)\(([^()]+)\)$/u.exec(verse) ?? [];
          assert.ok(hangul && /[가-힣]/u.test(hangul) && !/\p{Script=Han}/u.test(hangul), `${id} verse ${i + 1}: a hangul reading first: ${verse}`);
          assert.equal(hanja, plain![i], `${id} verse ${i + 1}: the hanja in parentheses are the verse without reading`);
          assert.doesNotMatch(plain![i]!, /[가-힣]/u, `${id} verse ${i + 1}: hanja only when reading is false`);
          verses++;
        });
      }
      assert.equal(verses, 6480, 'There are 144 gwae in total, with 6,480 verses');
    });

    test('GET /v1/tojeong/gwae/{id}: the gwae text and a source naming the library and the reading table; BAD_GWAE_ID (400) for a malformed id', async () => {
      const apiKey = await newKey('gwae-text');
      const res = await withKey(apiKey, { method: 'GET', url: '/v1/tojeong/gwae/863?reading=false' });
      assert.equal(res.statusCode, 200);
      const { data, version } = res.json();
      assert.equal(version, SPEC_VERSION);
      assert.equal(data.gwae.gwaeId, '863');
      assert.equal(data.gwae.yearly.length, 9);
      for (const member of ['text', 'calc', 'readingTable']) assert.equal(typeof data.source[member], 'string', `source.${member}`);
      for (const id of ['963', '173', '114', '11', '1111', 'abc']) assertError(await withKey(apiKey, { method: 'GET', url: `/v1/tojeong/gwae/${id}` }), 400, 'BAD_GWAE_ID', id);
    });

    test('POST /v1/name/analyze: both request forms; input, result and source; CHAR_NOT_FOUND (422) and BAD_INPUT (400)', async () => {
      const apiKey = await newKey('name');
      const analyze = (payload: object) => withKey(apiKey, { method: 'POST', url: '/v1/name/analyze', payload });
      const asText = await analyze({ surname: '洪', given: '吉童' });
      assert.equal(asText.statusCode, 200, asText.body);
      const { data, version } = asText.json();
      assert.equal(version, SPEC_VERSION);
      assert.deepEqual(Object.keys(data).sort(), ['input', 'result', 'source']);
      // Every component the specification names inside `result` (its key names: not shown, so ours).
      const { result } = data;
      const resultChars = result.chars as { strokes: number }[];
      const grids = ['heaven', 'person', 'earth', 'outer', 'total'] as const;
      for (const grid of grids) {
        const { value, number, rating } = result.fiveGrids[grid];
        assert.ok(Number.isInteger(value) && value > 0, `the gyeok value of ${grid}`);
        assert.ok(Number.isInteger(number) && number >= 1 && number <= 81 && (value - number) % 80 === 0, `the 81-number of ${grid}: ${value} → ${number}`);
        assert.ok(['길', '반길', '흉'].includes(rating), `the good/bad rating of ${grid}: ${rating}`);
      }
      const { judged, good, halfGood, bad } = result.summary;
      const judgedGrids = grids.filter((grid) => result.fiveGrids[grid].judged);
      assert.equal(judged, judgedGrids.length, 'the good/bad summary');
      assert.deepEqual([good, halfGood, bad], ['길', '반길', '흉'].map((r) => judgedGrids.filter((grid) => result.fiveGrids[grid].rating === r).length));
      assert.deepEqual(result.yinYang.parities, resultChars.map((c) => (c.strokes % 2 === 1 ? '양' : '음')), 'yin-yang: odd strokes 양, even 음');
      assert.ok(['good', 'bad'].includes(result.yinYang.verdict));
      assert.equal(result.phoneticElements.elements.length, resultChars.length, 'a phonetic five-element per character');
      for (const element of result.phoneticElements.elements) assert.ok(['木', '火', '土', '金', '水'].includes(element), element);
      assert.ok(Number.isInteger(result.score) && result.score >= 0 && result.score <= 100, 'score');
      assert.equal(typeof result.grade, 'string', 'grade');
      // … and source: inside result, as the specification lists it, naming the library and the reading table (Versioning 3).
      assert.equal(typeof result.source, 'object', 'result.source');
      assert.deepEqual(result.source, data.source, 'result.source is the analysis source, data.source');
      assert.equal(typeof result.source.calc, 'string');
      assert.equal(typeof result.source.readingTable, 'string');
      // The second form: {hanja, hangul}, hangul optional and overriding the dictionary sound.
      const asParts = await analyze({ surname: [{ hanja: '洪' }], given: [{ hanja: '吉' }, { hanja: '童', hangul: '동' }] });
      assert.equal(asParts.statusCode, 200, asParts.body);
      const { chars, ...rest } = asParts.json().data.result;
      const { chars: textChars, ...textRest } = data.result;
      assert.deepEqual(rest, textRest, 'the same name by either form');
      assert.deepEqual(chars.map((c: { reading: string; readingSource: string }) => [c.reading, c.readingSource]), [['홍', 'dictionary'], ['길', 'dictionary'], ['동', 'input']]);
      // The given sound overrides the dictionary's (a bearer registered as 리, not 이).
      const overridden = await analyze({ surname: [{ hanja: '李', hangul: '리' }], given: '正武' });
      assert.deepEqual(overridden.json().data.result.chars[0].reading, '리');
      assert.deepEqual(textChars.map((c: { reading: string }) => c.reading), ['홍', '길', '동']);
      assertError(await analyze({ surname: '洪', given: '丂' }), 422, 'CHAR_NOT_FOUND', 'a hanja not name-usable');
      assertError(await analyze({ surname: '洪' }), 400, 'BAD_INPUT', 'given missing');
      assertError(await analyze({ surname: 7, given: '吉童' }), 400, 'BAD_INPUT', 'surname of the wrong type');
    });

    test('GET /v1/name/char/{hanja}: reading, strokes, meaning and radical; 404 when not registered', async () => {
      const apiKey = await newKey('char');
      const res = await withKey(apiKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` });
      assert.equal(res.statusCode, 200);
      const { data, version } = res.json();
      assert.equal(version, SPEC_VERSION);
      // The record's reading: every court reading, and the one a name is read with (key names: not shown).
      assert.ok(Array.isArray(data.readings) && data.readings.includes('홍'));
      assert.equal(data.nameReading, '홍');
      assert.equal(typeof data.strokes, 'number');
      assert.ok('meaning' in data && 'radical' in data);
      assert.equal(typeof data.source.calc, 'string');
      assertError(await withKey(apiKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('丂')}` }), 404, null, 'not name-usable');
    });

    test('POST /v1/keys/request: 200 data.apiKey once; BAD_EMAIL (400) for an invalid, missing or empty e-mail; RATE_LIMIT (429) past 3 requests a day from one address', async () => {
      const requestFrom = (address: string) => (payload: object) => from({ method: 'POST', url: '/v1/keys/request', payload }, address);
      // The rule as the specification writes it: three requests from one IP address in a day, the 4th refused.
      const request = requestFrom('10.39.250.1');
      for (const n of [1, 2, 3]) assert.equal((await request({ email: `day-${n}@example.com`, purpose: 'conformance' })).statusCode, 200, `request ${n}`);
      assertError(await request({ email: 'day-4@example.com' }), 429, 'RATE_LIMIT', 'a 4th request from one address in a day');
      // BAD_EMAIL, from another address; then whether those refusals counted among its three.
      const typist = requestFrom('10.39.250.2');
      for (const payload of [{ email: 'not-an-address' }, {}, { email: '' }]) assertError(await typist(payload), 400, 'BAD_EMAIL', JSON.stringify(payload));
      const fourth = await typist({ email: 'typist@example.com' });
      departure('key-request-count', fourth.statusCode !== 429, 'the 4th key request from one address in a day, after 3 refused as BAD_EMAIL, was not refused');
      if (fourth.statusCode !== 429) {
        assert.equal(fourth.statusCode, 200);
        for (const n of [2, 3]) assert.equal((await typist({ email: `typist-${n}@example.com` })).statusCode, 200);
        assertError(await typist({ email: 'typist-4@example.com' }), 429, 'RATE_LIMIT', 'the 4th request that passed the e-mail check');
      }
      // A re-request: the specification's 200 with a new key, or the departure key-rerequest.
      const owner = requestFrom('10.39.250.3');
      const first = await owner({ email: 'owner@example.com' });
      assert.equal(first.statusCode, 200);
      const firstKey = first.json().data.apiKey as string;
      const again = await owner({ email: 'owner@example.com' });
      departure('key-rerequest', again.statusCode !== 200, 'a re-request with the same address did not answer 200 data.apiKey');
      assert.equal(again.statusCode, 202);
      assert.equal(again.json().data.delivery, 'email');
      assert.equal(again.json().data.apiKey, undefined, 'no key to whoever asked');
      assert.equal((await withKey(firstKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` })).statusCode, 200, 'the old key works until the link is used');
    });

    test('GET /v1/billing/plans and POST /v1/billing/confirm while payment is not ready: the plans table; nothing purchasable; confirm 503', async () => {
      const res = await from({ method: 'GET', url: '/v1/billing/plans' });
      assert.equal(res.statusCode, 200);
      const { data } = res.json();
      const plan = (id: string) => data.plans.find((p: { id: string }) => p.id === id);
      assert.deepEqual([plan('sandbox').price, plan('sandbox').monthlyCalls, plan('sandbox').callsPerMinute], [0, 300, 10]);
      assert.deepEqual([plan('starter').price, plan('starter').monthlyCalls, plan('starter').callsPerMinute], [39000, 1000, 60]);
      assert.deepEqual([plan('growth').price, plan('growth').monthlyCalls, plan('growth').callsPerMinute], [99000, 4000, 120]);
      assert.equal(plan('business').billing, 'yearly contract');
      assert.equal(data.paymentReady, false);
      assert.deepEqual(data.plans.filter((p: { purchasable: boolean }) => p.purchasable), [], 'rule 5: plan changes on e-mail request while payment is not ready');
      assertError(await from({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId: 'pay-1' } }), 503, null, 'confirm while payment is not ready');
      for (const id of ['payment-held', 'payment-extends', 'payment-unproven-key', 'refund-restores']) assert.ok(departureRows.has(id), id);
    });

    test('POST /v1/billing/confirm once payment is ready: 200 data.plan and data.planExpiresAt 31 days on; 422 for an unpaid payment or a wrong amount; any other status a recorded departure', async () => {
      const portone: FakePortone = await startFakePortone();
      const paying = await testApp({ db: storage.db, limiter: storage.limiter, clock, config: loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl }) });
      try {
        let n = 0;
        const confirm = (paymentId: string, remoteAddress = `10.39.251.${++n}`) =>
          paying.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress });
        const pay = (plan: 'starter' | 'growth', over: { status?: string; total?: number } = {}) => {
          const paymentId = `conformance-${plan}-${++n}-${Date.now()}`;
          portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS[plan].priceKrw, ...over, customData: { plan, email: `payer-${n}@example.com` } }));
          return paymentId;
        };
        const paid = await confirm(pay('growth'));
        assert.equal(paid.statusCode, 200, paid.body);
        assert.equal(paid.json().version, SPEC_VERSION);
        assert.equal(paid.json().data.plan, 'growth');
        assert.equal(Date.parse(paid.json().data.planExpiresAt), clock.now().getTime() + 31 * 86_400_000, '31 days after confirmation');
        assertError(await confirm(pay('starter', { status: 'READY' })), 422, null, 'payment not completed');
        assertError(await confirm(pay('starter', { total: 1000 })), 422, null, 'amount mismatch');
        // Unknown payments from one address: a strict client expects 422 each time.
        const one = '10.39.252.1';
        const unknown = [];
        for (let i = 1; i <= 11; i++) unknown.push(await confirm(`conformance-unknown-${i}-${Date.now()}`, one));
        for (const res of unknown.slice(0, 10)) assertError(res, 422, 'PAYMENT_NOT_PAID', 'a payment the provider does not know');
        departure('confirm-rate-limit', unknown[10]!.statusCode !== 422, `the 11th unknown paymentId in a minute from one address answered ${unknown[10]!.statusCode}`);
        assertError(unknown[10]!, 429, 'RATE_LIMIT', 'the 11th unknown paymentId in a minute from one address');
        const documented = (await paying.inject({ method: 'GET', url: '/openapi.json' })).json().paths['/v1/billing/confirm'].post.responses;
        assert.ok('429' in documented, 'the 429 of confirm is in the OpenAPI document');
        portone.mode = 'down';
        const failing = await confirm(pay('starter'));
        departure('provider-error', ![200, 422, 503].includes(failing.statusCode), `confirm answered ${failing.statusCode} while the provider failed`);
        assertError(failing, 502, 'PAYMENT_PROVIDER_ERROR', 'the provider failed');
      } finally {
        await paying.close();
        await portone.close();
      }
    });

    test('Authentication 2: a revoked key is 403 INVALID_API_KEY — revoked by a new key, and revoked by the operator', async () => {
      const { apiKey, email } = await newAccount('revoked');
      const char = { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` } as const;
      assert.equal((await withKey(apiKey, char)).statusCode, 200);
      const issued = (await runAdminCommand(app.admin, ['key', 'issue', email], clock.now())).match(/tjk_[A-Za-z0-9_-]{43}/)![0];
      assertError(await withKey(apiKey, char), 403, 'INVALID_API_KEY', 'the key a new one replaced');
      assert.equal((await withKey(issued, char)).statusCode, 200, 'one key per address: the new one');
      await runAdminCommand(app.admin, ['key', 'revoke', email], clock.now());
      assertError(await withKey(issued, char), 403, 'INVALID_API_KEY', 'a key the operator revoked');
      assertError(await withKey(issued, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-09-19' } }), 403, 'INVALID_API_KEY', 'on every keyed endpoint');
    });

    test('Versioning: every path of the specification carries /v1; every other path of the OpenAPI document is an addition the table names', async () => {
      const { paths } = (await from({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, object> };
      const spec = new Set<string>(SPEC_ENDPOINTS.map(([, path]) => path));
      for (const path of spec) assert.ok(path in paths, `${path} is served`);
      const additions = departureRows.get('additions') ?? '';
      for (const path of Object.keys(paths).filter((p) => !spec.has(p))) {
        const named = path.replace(/^\/v1\/calendar\/(?=terms|pillars|month)/, '/');
        assert.ok(additions.includes(`\`${path}\``) || additions.includes(`\`${named}\``) || additions.includes(`\`POST ${path}\``) || additions.includes(`\`GET ${path}\``), `${path} is not in the specification and not named in docs/decisions.md's additions`);
      }
    });
  });
}
