/**
 * The specification (../shared/spec/interface-spec.md) read as a client
 * written strictly to it would read it, rule by rule and endpoint by
 * endpoint, on both back ends (issue 39): each status, error code and field
 * it names. Where the service departs on purpose, the departure is checked as
 * the service does it and must be a row of docs/decisions.md's table, by its
 * id; any other departure fails here. Payments' departures (held, extended,
 * unproven keys, refunds) need a payment provider: they are exercised in
 * test/http/billing.test.ts and test/billing/paymentRules.test.ts, and here
 * the table is held to name them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { AccountStore } from '../../src/accounts/store.js';
import { seoulMonthKey, type Clock } from '../../src/clock.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/projectFiles.js';
import { BACKENDS, setMonthlyUsed, type Storage } from '../support/storage.js';
import { type TestApp, testApp } from './helpers.js';

const SPEC_VERSION = '2026.10.18';
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
/** The departures this file knows, each a row of docs/decisions.md's table. */
const DEPARTURES = ['key-rerequest', 'payment-held', 'payment-extends', 'payment-unproven-key', 'refund-restores', 'calendar-source', 'text-off', 'additions'];

const readProjectFile = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const decisions = readProjectFile('docs/decisions.md');
/** The rows of the departures table: id → the row's text. */
const departureRows = new Map(
  [...decisions.matchAll(/^\| `([a-z-]+)` \|(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
);

test('docs/decisions.md records exactly the departures this file checks, each with the rule, what the service does and why', () => {
  assert.deepEqual([...departureRows.keys()].sort(), [...DEPARTURES].sort());
  for (const [id, row] of departureRows) assert.equal(row.split(' | ').length, 3, `${id}: three cells after the id`);
  assert.match(readProjectFile('README.md'), /departs?[^.]*docs\/decisions\.md|docs\/decisions\.md[^.]*depart/s, 'the README says where the service departs and links the table');
});

/** A clock a test moves by hand. */
function handClock(start: string): Clock & { advance(ms: number): void } {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

/** Every error body is `{error: {code, message}}`, both strings, with at most the service's `param` beside them (docs/decisions.md). */
function assertError(res: { statusCode: number; json(): unknown }, status: number, code: string | null, label: string): void {
  assert.equal(res.statusCode, status, label);
  const body = res.json() as { error?: { code?: unknown; message?: unknown } };
  assert.deepEqual(Object.keys(body), ['error'], label);
  assert.deepEqual(Object.keys(body.error!).filter((key) => key !== 'param').sort(), ['code', 'message'], label);
  assert.equal(typeof body.error!.message, 'string', label);
  assert.ok((body.error!.message as string).length > 0, label);
  if (code !== null) assert.equal(body.error!.code, code, label);
}

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
      assert.equal(typeof data.result.score, 'number');
      assert.equal(typeof data.result.grade, 'string');
      assert.equal(typeof data.source.calc, 'string');
      assert.equal(typeof data.source.readingTable, 'string');
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

    test('POST /v1/keys/request: 200 data.apiKey once; BAD_EMAIL (400) for an invalid, missing or empty e-mail; RATE_LIMIT (429) past 3 a day from one address; a re-request is the departure key-rerequest', async () => {
      const address = '10.39.250.1';
      const request = (payload: object) => from({ method: 'POST', url: '/v1/keys/request', payload }, address);
      for (const payload of [{ email: 'not-an-address' }, {}, { email: '' }, { email: 42 }]) assertError(await request(payload), 400, 'BAD_EMAIL', JSON.stringify(payload));
      const first = await request({ email: 'owner@example.com' });
      assert.equal(first.statusCode, 200);
      const firstKey = first.json().data.apiKey as string;
      // key-rerequest: 202 and a mailed link, and the old key keeps working until the link is used.
      const again = await request({ email: 'owner@example.com' });
      assert.equal(again.statusCode, 202);
      assert.equal(again.json().data.delivery, 'email');
      assert.equal(again.json().data.apiKey, undefined, 'no key to whoever asked');
      assert.equal((await withKey(firstKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` })).statusCode, 200);
      assert.ok(departureRows.has('key-rerequest'));
      assert.equal((await request({ email: 'third@example.com' })).statusCode, 200);
      assertError(await request({ email: 'fourth@example.com' }), 429, 'RATE_LIMIT', 'a 4th request from one address in a day');
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

    test('Limits: 10 calls a minute on Sandbox, then 429 RATE_LIMIT; X-RateLimit-Remaining-Month on each answer; 429 QUOTA_EXCEEDED past 300 a month', async () => {
      const apiKey = await newKey('limits');
      const call = () => withKey(apiKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` });
      clock.advance(60_000);
      for (let i = 1; i <= 10; i++) {
        const res = await call();
        assert.equal(res.statusCode, 200, `call ${i}`);
        assert.equal(res.headers['x-ratelimit-remaining-month'], String(300 - i), `call ${i}`);
      }
      assertError(await call(), 429, 'RATE_LIMIT', 'the 11th call of a minute');
      // Another account, its month used up.
      const spent = await newAccount('quota');
      const account = await new AccountStore(storage.db).findAccount(spent.email);
      await setMonthlyUsed(storage.db, account!.id, seoulMonthKey(clock.now()), 300);
      assertError(await withKey(spent.apiKey, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪')}` }), 429, 'QUOTA_EXCEEDED', 'the 301st call of a month');
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
