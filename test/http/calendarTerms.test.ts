/**
 * GET /v1/calendar/terms, /pillars and /month, and the solar term of
 * /v1/calendar/day: the library's answers behind a key, counted, their errors
 * in shape (every answer is also checked against the OpenAPI document by helpers.ts).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { calendarMonth, fourPillarsAt, solarTermYear } from '../../src/calendar/index.js';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

const get = (url: string) => keyed(app, { method: 'GET', url });
function errorOf(res: { statusCode: number; body: string }) {
  return { status: res.statusCode, ...(JSON.parse(res.body) as { error: { code: string; message: string } }).error };
}

test('terms: the 24 terms of a year, 소한 first and 동지 last, as the library gives them', async () => {
  const res = await get('/v1/calendar/terms?year=2024');
  assert.equal(res.statusCode, 200, res.body);
  const { data, version } = res.json();
  assert.equal(version, '2026.10.18');
  assert.deepEqual(data, solarTermYear(2024));
  assert.equal(data.terms.length, 24);
  assert.deepEqual([data.terms[0]?.name, data.terms[23]?.name], ['소한', '동지']);
  assert.deepEqual(data.terms[2], { name: '입춘', hanja: '立春', longitude: 315, at: '2024-02-04T17:27:00+09:00', utc: '2024-02-04T08:27:00Z', localMeanTime: null });
  assert.match(data.method, /ERFA.*IERS/);
  const early = (await get('/v1/calendar/terms?year=1900')).json().data;
  // Before 1908-04-01: Seoul's local mean time, +08:27:52, which RFC 3339 cannot write: `at` in +08:28 names the instant of `utc`.
  for (const term of early.terms as Array<{ at: string; utc: string; localMeanTime: string }>) {
    assert.match(term.at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:28$/);
    assert.equal(Date.parse(term.at), Date.parse(term.utc));
    assert.equal(Date.parse(`${term.localMeanTime}Z`) - (8 * 3600 + 27 * 60 + 52) * 1000, Date.parse(term.utc), 'localMeanTime is the clock of +08:27:52');
  }
  // Fed back to /pillars, 입춘 1900's `at` gives 1900's year pillar (庚子), as its instant begins it.
  const ipchun1900 = (await get(`/v1/calendar/pillars?at=${encodeURIComponent(early.terms[2].at)}`)).json().data;
  assert.equal(ipchun1900.year.hanja, '庚子');
  assert.equal(ipchun1900.localMeanTime, early.terms[2].localMeanTime);
  const summer = (await get('/v1/calendar/terms?year=1987')).json().data;
  assert.match(summer.terms.find((t: { name: string }) => t.name === '하지').at, /\+10:00$/);
});

test('terms: outside 1900-2100 is 422 CALC_ERROR, a year that is not an integer 400 BAD_INPUT', async () => {
  for (const year of ['1899', '2101']) {
    const error = errorOf(await get(`/v1/calendar/terms?year=${year}`));
    assert.deepEqual([error.status, error.code], [422, 'CALC_ERROR'], year);
    assert.match(error.message, /1900 to 2100/);
  }
  for (const query of ['?year=20x4', '', '?year=2024&month=2']) {
    const error = errorOf(await get(`/v1/calendar/terms${query}`));
    assert.deepEqual([error.status, error.code], [400, 'BAD_INPUT'], query);
  }
});

test('pillars: at an instant, with the options, as the library gives them; a bare + is read as +', async () => {
  const res = await get('/v1/calendar/pillars?at=2024-02-04T17:30:00%2B09:00');
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.deepEqual(data, fourPillarsAt({ at: '2024-02-04T17:30:00+09:00' }));
  assert.deepEqual([data.year.hanja, data.month.hanja, data.zodiac.en], ['甲辰', '丙寅', 'dragon']);
  assert.equal((await get('/v1/calendar/pillars?at=2024-02-04T17:30:00+09:00')).body, res.body);
  const before = (await get('/v1/calendar/pillars?at=2024-02-04T17:26')).json().data;
  assert.deepEqual([before.year.hanja, before.month.hanja], ['癸卯', '乙丑']);
  const options = (await get('/v1/calendar/pillars?at=2024-02-04T23:30&ziHour=whole&longitude=126.98')).json().data;
  assert.deepEqual(options, fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 }));
  assert.equal(options.clock.basis, 'trueSolar');
});

test('pillars: every RFC 3339 instant a client writes, fractions and lower case included, as new Date().toISOString() writes it', async () => {
  const iso = await get('/v1/calendar/pillars?at=2024-02-04T08:31:49.630Z');
  assert.equal(iso.statusCode, 200, iso.body);
  assert.equal(iso.json().data.at, '2024-02-04T17:31:49+09:00', 'the fraction is dropped');
  for (const at of ['2024-02-04T08:31:49.6Z', '2024-02-04T08:31:49.630123456Z', '2024-02-04t08:31:49z', '2024-02-04T17:31:49.630%2B09:00', '2024-02-04T17:31:49.630 09:00']) {
    const res = await get(`/v1/calendar/pillars?at=${at}`);
    assert.equal(res.statusCode, 200, `${at}: ${res.body}`);
    assert.equal(res.json().data.utc, '2024-02-04T08:31:49Z', at);
  }
  // The instant of 입춘 2024 to the millisecond: one millisecond before it is still 癸卯 乙丑.
  const edge = (await get('/v1/calendar/pillars?at=2024-02-04T08:26:59.999Z')).json().data;
  assert.deepEqual([edge.year.hanja, edge.month.hanja], ['癸卯', '乙丑']);
  for (const bad of ['2024-02-04T08:31:49.Z', '2024-02-04T08:31:49,5Z', '2024-02-04T08:31Z.5', '2024-02-04T08:31:49.5+0900']) {
    const res = await get(`/v1/calendar/pillars?at=${encodeURIComponent(bad)}`);
    assert.equal(res.statusCode, 400, bad);
    assert.match(errorOf(res).message, /RFC 3339/, bad);
  }
});

test('pillars: skipped and repeated local times are 400 BAD_INPUT saying so; other mistakes 400, the range 422', async () => {
  const cases: [string, number, string, RegExp][] = [
    ['?at=1988-05-08T02:30', 400, 'BAD_INPUT', /did not exist in Korean civil time/],
    ['?at=1988-10-09T02:30', 400, 'BAD_INPUT', /ambiguous.*\+10:00.*\+09:00/],
    ['?at=1954-03-20T23:40', 400, 'BAD_INPUT', /ambiguous/],
    ['?at=2024-13-01T00:00', 400, 'BAD_INPUT', /not a real date/],
    ['?at=yesterday', 400, 'BAD_INPUT', /YYYY-MM-DDThh:mm/],
    ['?at=2024-02-04T10:00&ziHour=night', 400, 'BAD_INPUT', /ziHour/],
    ['?at=2024-02-04T10:00&longitude=181', 400, 'BAD_INPUT', /longitude/],
    ['', 400, 'BAD_INPUT', /at/],
    ['?at=1899-12-31T12:00', 422, 'CALC_ERROR', /outside the range/],
  ];
  for (const [query, status, code, message] of cases) {
    const error = errorOf(await get(`/v1/calendar/pillars${query}`));
    assert.deepEqual([error.status, error.code], [status, code], `${query}: ${error.message}`);
    assert.match(error.message, message, query);
  }
});

test('day: names the term that begins on it, null on other days', async () => {
  const ipchun = (await get('/v1/calendar/day?solar=2024-02-04')).json().data;
  assert.equal(ipchun.solarTerm.name, '입춘');
  assert.equal(ipchun.solarTerm.at, '2024-02-04T17:27:00+09:00');
  assert.equal((await get('/v1/calendar/day?solar=2024-02-05')).json().data.solarTerm, null);
});

test('month: every day with its lunar date, day pillar and term, in one call', async () => {
  const res = await get('/v1/calendar/month?year=2024&month=2');
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.deepEqual(data, calendarMonth(2024, 2));
  assert.equal(data.days.length, 29);
  assert.deepEqual(data.solarTerms.map((t: { name: string }) => t.name), ['입춘', '우수']);
  assert.equal(data.days[3]?.solarTerm?.name, '입춘');
  assert.deepEqual(data.days[9]?.lunar, { year: 2024, month: 1, day: 1, leap: false }, '설날 2024-02-10');
  for (const [query, status] of [['?year=1900&month=1', 422], ['?year=2101&month=1', 422], ['?year=2024&month=13', 400], ['?year=2024', 400]] as const) {
    assert.equal((await get(`/v1/calendar/month${query}`)).statusCode, status, query);
  }
  assert.equal((await get('/v1/calendar/month?year=1900&month=2')).statusCode, 200);
  assert.equal((await get('/v1/calendar/month?year=2100&month=12')).statusCode, 200);
});

test('keyed and counted like /v1/calendar/day: no key is 401; a 2xx takes one call, a 4xx none', async () => {
  for (const url of ['/v1/calendar/terms?year=2024', '/v1/calendar/pillars?at=2024-02-05T12:00', '/v1/calendar/month?year=2024&month=2']) {
    const noKey = await app.inject({ method: 'GET', url });
    assert.equal(noKey.statusCode, 401, url);
  }
  const remaining = async (url: string) => Number((await get(url)).headers['x-ratelimit-remaining-month']);
  const first = await remaining('/v1/calendar/terms?year=2024');
  assert.equal(await remaining('/v1/calendar/pillars?at=2024-02-05T12:00'), first - 1);
  assert.equal(await remaining('/v1/calendar/month?year=2024&month=2'), first - 2);
  assert.equal((await get('/v1/calendar/pillars?at=1988-05-08T02:30')).statusCode, 400);
  assert.equal(await remaining('/v1/calendar/terms?year=2025'), first - 3, 'the 400 did not count');
});
