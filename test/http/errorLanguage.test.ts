/**
 * Error messages in the client's language (issue 27, item 2): Korean when
 * Accept-Language prefers it, English otherwise; the code and the status the
 * same in both. Every code the interface specification lists is asked for in
 * both languages here, and so are the messages of the request validation
 * (each kind of schema failure names its field in both).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { errorLanguage } from '../../src/http/transport/errorLanguage.js';
import { NOON_2026_11_21_SEOUL, type TestApp, testApp } from './helpers.js';

const HANGUL = /[가-힣]/;
const KOREAN_BROWSER = 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7';

test('Accept-Language: Korean when it is preferred to English, English otherwise', () => {
  const cases: [string | undefined, 'en' | 'ko'][] = [
    [undefined, 'en'],
    ['', 'en'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    [KOREAN_BROWSER, 'ko'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['en;q=0.5, ko;q=0.5', 'en'],
    ['ko;q=0, en', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
    ['ja, ko;q=0.3', 'ko'],
    ['KO-kr', 'ko'],
    // What a client can send that is no header a browser writes: English, never a failure.
    ['ko;q=abc', 'en'],
    [';;;', 'en'],
    ['x'.repeat(10_000), 'en'],
  ];
  for (const [header, expected] of cases) assert.equal(errorLanguage(header), expected, String(header).slice(0, 40));
  assert.equal(errorLanguage(['fr', 'ko;q=0.5']), 'ko', 'a repeated header is read as one list');
});

let app: TestApp;
let monthKey: string;
let minuteKey: string;

/** A key of an account with these limits. */
async function keyWith(monthlyLimit: number, perMinuteLimit: number): Promise<string> {
  const email = `tight-${Math.random().toString(36).slice(2)}@test.example`;
  const { apiKey } = await app.store.issueKey(email, 'language test', NOON_2026_11_21_SEOUL.now(), { verified: true });
  await app.store.setPlan(email, { plan: 'business', planExpiresAt: null, monthlyLimit, perMinuteLimit }, NOON_2026_11_21_SEOUL.now());
  return apiKey;
}

before(async () => {
  app = await testApp();
  // One call a month, for QUOTA_EXCEEDED; one a minute, for RATE_LIMIT.
  monthKey = await keyWith(1, 1000);
  minuteKey = await keyWith(1000, 1);
});
after(() => app.close());

async function inBoth(request: InjectOptions): Promise<{ en: InjectResponse; ko: InjectResponse }> {
  const ask = (language: string | undefined) =>
    app.inject({ ...request, headers: { ...request.headers, ...(language ? { 'accept-language': language } : {}) } });
  // English first: each request is sent twice, and a limit's second answer must be the same refusal.
  const en = await ask(undefined);
  const ko = await ask(KOREAN_BROWSER);
  return { en, ko };
}

/** The same code and status in both; the Korean message is Korean and differs from the English; headers say which. */
function assertBothLanguages({ en, ko }: { en: InjectResponse; ko: InjectResponse }, status: number, code: string): void {
  for (const res of [en, ko]) {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(res.json().error.code, code, res.body);
    assert.match(String(res.headers.vary), /Accept-Language/);
  }
  assert.equal(en.headers['content-language'], 'en');
  assert.equal(ko.headers['content-language'], 'ko');
  const [enText, koText] = [en.json().error.message as string, ko.json().error.message as string];
  assert.notEqual(koText, enText);
  assert.match(koText, HANGUL, `${code}: ${koText}`);
  // The English may quote hangul (a reading, a term's name) but is not written in it: its words are Latin.
  assert.ok(/[a-z]{3,} [a-z]{2,}/.test(enText), `${code}: ${enText}`);
}

const gwae = (payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/v1/tojeong/gwae',
  payload,
  headers: { 'x-api-key': '', ...headers },
});

describe('every error code of the specification, in English and in Korean', () => {
  test('NO_API_KEY (401)', async () => {
    assertBothLanguages(await inBoth({ method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1990-01-01' } }), 401, 'NO_API_KEY');
  });
  test('INVALID_API_KEY (403)', async () => {
    assertBothLanguages(await inBoth(gwae({ birth: '1990-01-01' }, { 'x-api-key': 'tjk_not-a-key' })), 403, 'INVALID_API_KEY');
  });
  test('BAD_BIRTH (400)', async () => {
    const res = await inBoth(gwae({ birth: '1990-02-30', targetYear: 2026 }, { 'x-api-key': app.apiKey }));
    assertBothLanguages(res, 400, 'BAD_BIRTH');
    assert.match(res.ko.json().error.message, /birth 1990-02-30: 실제로 있는 양력 날짜가 아닙니다/);
  });
  test('BAD_GWAE_ID (400)', async () => {
    assertBothLanguages(await inBoth({ method: 'GET', url: '/v1/tojeong/gwae/999', headers: { 'x-api-key': app.apiKey } }), 400, 'BAD_GWAE_ID');
  });
  test('BAD_INPUT (400), naming the field', async () => {
    const res = await inBoth(gwae({ birth: '1990-01-01', targetYear: 'next' }, { 'x-api-key': app.apiKey }));
    assertBothLanguages(res, 400, 'BAD_INPUT');
    assert.match(res.en.json().error.message, /body field "targetYear"/);
    assert.match(res.ko.json().error.message, /본문 필드 "targetYear": 정수 형이어야 합니다/);
  });
  test('BAD_EMAIL (400)', async () => {
    assertBothLanguages(await inBoth({ method: 'POST', url: '/v1/keys/request', payload: { email: 'not-an-address' } }), 400, 'BAD_EMAIL');
  });
  test('CALC_ERROR (422)', async () => {
    const res = await inBoth(gwae({ birth: '1990-06-01', targetYear: 1980 }, { 'x-api-key': app.apiKey }));
    assertBothLanguages(res, 422, 'CALC_ERROR');
    assert.match(res.ko.json().error.message, /음력 생년 1990년보다 앞섭니다/);
  });
  test('CHAR_NOT_FOUND (422)', async () => {
    const res = await inBoth({ method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉𠀀' }, headers: { 'x-api-key': app.apiKey } });
    assertBothLanguages(res, 422, 'CHAR_NOT_FOUND');
    assert.match(res.ko.json().error.message, /인명용 한자 목록에 없는 글자입니다: 𠀀/);
  });
  test('QUOTA_EXCEEDED (429)', async () => {
    const call = { method: 'GET', url: '/v1/name/char/洪', headers: { 'x-api-key': monthKey } } as const;
    assert.equal((await app.inject(call)).statusCode, 200, 'the month\'s one call');
    assertBothLanguages(await inBoth(call), 429, 'QUOTA_EXCEEDED');
  });
  test('RATE_LIMIT (429): the minute\'s calls, and the key requests of a day', async () => {
    const call = { method: 'GET', url: '/v1/name/char/洪', headers: { 'x-api-key': minuteKey } } as const;
    assert.equal((await app.inject(call)).statusCode, 200, 'the minute\'s one call');
    assertBothLanguages(await inBoth(call), 429, 'RATE_LIMIT');
    const request = (i: number): InjectOptions => ({ method: 'POST', url: '/v1/keys/request', payload: { email: `rate-${i}@test.example` }, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < 3; i++) assert.ok((await app.inject(request(i))).statusCode < 300);
    assertBothLanguages(await inBoth(request(3)), 429, 'RATE_LIMIT');
  });
  test('the 404 and the billing answers the specification leaves unnamed: NOT_FOUND, PAYMENT_NOT_READY', async () => {
    assertBothLanguages(await inBoth({ method: 'GET', url: '/v1/nowhere' }), 404, 'NOT_FOUND');
    assertBothLanguages(await inBoth({ method: 'GET', url: '/v1/name/char/김', headers: { 'x-api-key': app.apiKey } }), 404, 'NOT_FOUND');
    assertBothLanguages(await inBoth({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId: 'pay-1' } }), 503, 'PAYMENT_NOT_READY');
  });
});

test('each kind of request validation names the field in both languages', async () => {
  const headers = { 'x-api-key': app.apiKey };
  const cases: [InjectOptions, RegExp, RegExp][] = [
    [gwae({ targetYear: 2026 }, headers), /body is missing the required field "birth"/, /본문: 필수 필드가 없습니다: "birth"/],
    [gwae({ birth: '1990-01-01', extra: 1 }, headers), /unknown field "extra"/, /모르는 필드가 있습니다: "extra"/],
    [gwae({ birth: '1990-01-01', calendar: 'julian' }, headers), /must be one of "solar", "lunar"/, /본문 필드 "calendar": 다음 중 하나여야 합니다: "solar", "lunar"/],
    [{ method: 'GET', url: '/v1/calendar/day?solar=2026-01-01&color=red', headers }, /unknown query parameter "color"/, /모르는 쿼리 매개변수입니다: "color"/],
    [{ method: 'GET', url: '/v1/name/chars?reading=ab', headers }, /query field "reading" must be one hangul syllable, e.g. 철/, /쿼리 필드 "reading": 한글 한 음절이어야 합니다.*예: 철/],
    [
      { method: 'POST', url: '/v1/name/analyze', payload: { surname: 1, given: '吉童' }, headers },
      /body field "surname" must be a string of 1 to 2 hanja/,
      /본문 필드 "surname": 다음 형식이어야 합니다: 한자 1-2자의 문자열/,
    ],
    [{ method: 'POST', url: '/v1/name/analyze', payload: { surname: '김', given: '철수' }, headers }, /is hangul/, /GET \/v1\/name\/chars\?reading=김/],
    [{ method: 'POST', url: '/v1/tojeong/gwae', payload: '{', headers: { ...headers, 'content-type': 'application/json' } }, /not valid JSON/, /올바른 JSON이 아닙니다/],
  ];
  for (const [request, en, ko] of cases) {
    const res = await inBoth(request);
    assert.equal(res.en.statusCode, 400, res.en.body);
    assert.match(res.en.json().error.message, en);
    assert.match(res.ko.json().error.message, ko);
  }
});

test('an error answer to a cross-origin client keeps Vary: Origin beside Accept-Language', async () => {
  const res = await app.inject({ method: 'GET', url: '/v1/nowhere', headers: { origin: 'https://app.example', 'accept-language': 'ko' } });
  assert.equal(res.statusCode, 404);
  assert.match(String(res.headers.vary), /Accept-Language/);
});
