/**
 * GET /v1/calendar/day: the library's calendarDay behind a key, its query
 * read as docs/calendar.md says, and its errors those of the gwae's birth.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { calendarDay } from '../../src/calendar/index.js';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function get(query: string, headers: Record<string, string> = {}) {
  return keyed(app, { method: 'GET', url: `/v1/calendar/day${query}`, headers });
}

function errorOf(res: { statusCode: number; body: string }) {
  return { status: res.statusCode, ...(JSON.parse(res.body) as { error: { code: string; message: string } }).error };
}

test('a solar date answers its day, in the envelope, as the library computes it', async () => {
  const res = await get('?solar=2026-02-17');
  assert.equal(res.statusCode, 200, res.body);
  const { data, version } = res.json();
  assert.equal(version, '2026.10.18');
  assert.deepEqual(data, calendarDay({ solar: '2026-02-17' }));
  assert.equal(data.solar, '2026-02-17');
  assert.deepEqual(data.lunar, { year: 2026, month: 1, day: 1, leap: false }, '설날 2026');
  // The weekday checked against the platform's own Gregorian calendar.
  assert.equal(data.weekday.index, new Date(Date.UTC(2026, 1, 17)).getUTCDay());
  assert.equal(data.pillars.year.hanja, '丙午');
  assert.match(data.source.calendar, /\S/);
});

test('a lunar date, with leap=true for the leap copy of its month, answers the same day as its solar date', async () => {
  const leap = (await get('?lunar=2023-02-01&leap=true')).json().data;
  assert.equal(leap.solar, '2023-03-22');
  assert.deepEqual(leap.lunar, { year: 2023, month: 2, day: 1, leap: true });
  assert.equal(leap.leapMonthOfYear, 2);
  const regular = (await get('?lunar=2023-02-01')).json().data;
  assert.notEqual(regular.solar, leap.solar, 'without leap the regular month is meant');
  assert.equal((await get('?lunar=2023-02-01&leap=false')).body, (await get('?lunar=2023-02-01')).body);
  const back = await get(`?solar=${leap.solar}`);
  assert.deepEqual(back.json().data, leap);
});

test('the same request gives a byte-identical body; HEAD answers as the GET without a body', async () => {
  const first = await get('?solar=2077-11-30');
  const second = await get('?solar=2077-11-30');
  assert.equal(first.body, second.body);
  assert.equal(first.json().data.provisional, true, '2077 is computed, not published');
  const head = await keyed(app, { method: 'HEAD', url: '/v1/calendar/day?solar=2077-11-30' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
});

test('the range is lunar 1900-2100: solar 1900-01-31 to 2101-01-28; outside it is 422 CALC_ERROR naming the range', async () => {
  assert.equal((await get('?solar=1900-01-31')).statusCode, 200);
  assert.equal((await get('?solar=2101-01-28')).statusCode, 200);
  for (const query of ['?solar=1900-01-30', '?solar=2101-01-29', '?lunar=1899-12-01', '?lunar=2101-01-01']) {
    const error = errorOf(await get(query));
    assert.equal(error.status, 422, query);
    assert.equal(error.code, 'CALC_ERROR', query);
    assert.match(error.message, /range/, query);
  }
});

test('a date that is not one is 400 BAD_BIRTH, as the gwae birth; every other mistake 400 BAD_INPUT, each saying what to change', async () => {
  const cases: Array<[string, string, RegExp]> = [
    ['?solar=2026-2-17', 'BAD_BIRTH', /solar.*YYYY-MM-DD.*e\.g\. 2026-02-17/],
    ['?solar=2026-02-30', 'BAD_BIRTH', /not a real solar date/],
    ['?lunar=2025-02-30', 'BAD_BIRTH', /has 29 days, so day 30 does not exist/],
    ['?lunar=2026-05-01&leap=true', 'BAD_BIRTH', /2026 has no leap month/],
    ['?lunar=2026-13-01', 'BAD_BIRTH', /months run 1-12/],
    ['', 'BAD_INPUT', /give a solar or a lunar date/],
    ['?solar=2026-02-17&lunar=2026-01-01', 'BAD_INPUT', /not both/],
    ['?solar=2026-02-17&leap=true', 'BAD_INPUT', /leap applies to a lunar date only/],
    ['?lunar=2023-02-01&leap=maybe', 'BAD_INPUT', /leap.*boolean/],
    ['?solar=2026-02-17&solar=2026-02-18', 'BAD_INPUT', /query parameter "solar" is given 2 times; give it once/],
    ['?lunar=2023-02-01&leap=true&leap=false', 'BAD_INPUT', /query parameter "leap" is given 2 times; give it once/],
    ['?date=2026-02-17', 'BAD_INPUT', /unknown query parameter "date"; this endpoint takes only solar, lunar, leap/],
  ];
  for (const [query, code, message] of cases) {
    const error = errorOf(await get(query));
    assert.equal(error.status, 400, `${query}: ${error.message}`);
    assert.equal(error.code, code, `${query}: ${error.message}`);
    assert.match(error.message, message, query);
  }
});

test('keyed and counted like the other endpoints: no key is 401; a 2xx takes one call from the month, a 4xx none', async () => {
  const noKey = await app.inject({ method: 'GET', url: '/v1/calendar/day?solar=2026-02-17' });
  assert.equal(noKey.statusCode, 401);
  assert.equal(noKey.json().error.code, 'NO_API_KEY');
  const remaining = async (query: string) => Number((await get(query)).headers['x-ratelimit-remaining-month']);
  const first = await remaining('?solar=2026-02-17');
  assert.ok(Number.isInteger(first) && first > 0, String(first));
  // The header tells what was left when the answer was made: this 200 had taken its call.
  assert.equal(await remaining('?solar=2026-02-18'), first - 1);
  assert.equal((await get('?solar=2026-02-30')).statusCode, 400);
  assert.equal(await remaining('?solar=2026-02-19'), first - 2, 'the 400 did not count');
});
