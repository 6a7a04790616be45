/**
 * Korean civil time as the solar term table carries it, against the offsets
 * issue 28 lists (UTC+08:30 from 1908-04-01 to 1911-12-31 and from 1954-03-21
 * to 1961-08-09; summer time in 1948-51, 1955-60 and 1987-88; UTC+09:00
 * otherwise) and the IANA tz database's Asia/Seoul (read through Node's Intl,
 * which the table is generated from), including the exact instants of each change.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solarPartsToDayNumber } from '../../packages/core/src/calendar/dayNumber.js';
import { formatKoreanTime, formatLocalMeanTime, koreanInstantsOf, koreanOffsetAt } from '../../packages/core/src/calendar/koreanTime.js';

const utc = (iso: string): number => Date.parse(iso) / 1000;
const local = (y: number, mo: number, d: number, h: number, mi: number) => ({ dayNumber: solarPartsToDayNumber(y, mo, d), secondOfDay: h * 3600 + mi * 60 });
const H = 3600;

test('local mean time of Seoul (UTC+08:27:52) until 1908-04-01, then UTC+08:30 until 1912', () => {
  assert.equal(koreanOffsetAt(utc('1900-06-01T00:00Z')), 8 * H + 27 * 60 + 52);
  // RFC 3339 has no seconds in an offset: +08:28, its clock, the same instant; Seoul's own clock is formatLocalMeanTime's.
  assert.equal(formatKoreanTime(utc('1900-06-01T00:00Z')), '1900-06-01T08:28:00+08:28');
  assert.equal(Date.parse('1900-06-01T08:28:00+08:28') / 1000, utc('1900-06-01T00:00Z'));
  assert.equal(formatLocalMeanTime(utc('1900-06-01T00:00Z')), '1900-06-01T08:27:52');
  assert.equal(formatLocalMeanTime(utc('1908-04-01T00:00Z')), null, 'from 1908-04-01 the clock is `at`\'s');
  // Midnight LMT of 1908-04-01 became 00:02:08 UTC+08:30: the 2 minutes 8 seconds between were never shown.
  assert.equal(koreanOffsetAt(utc('1908-03-31T15:32:07Z')), 30472);
  assert.equal(koreanOffsetAt(utc('1908-03-31T15:32:08Z')), 30600);
  assert.deepEqual(koreanInstantsOf(local(1908, 4, 1, 0, 1)), []);
  assert.deepEqual(koreanInstantsOf(local(1908, 4, 1, 0, 3)), [utc('1908-03-31T15:33:00Z')]);
  assert.equal(koreanOffsetAt(utc('1911-12-31T15:29:59Z')), 30600);
});

test('UTC+09:00 from 1912-01-01 00:00 (the clocks went from 00:00 to 00:30)', () => {
  assert.equal(koreanOffsetAt(utc('1911-12-31T15:30Z')), 9 * H);
  assert.deepEqual(koreanInstantsOf(local(1912, 1, 1, 0, 15)), []);
  assert.deepEqual(koreanInstantsOf(local(1912, 1, 1, 0, 30)), [utc('1911-12-31T15:30Z')]);
  assert.equal(koreanOffsetAt(utc('1930-07-01T00:00Z')), 9 * H);
});

test('UTC+08:30 from 1954-03-21 to 1961-08-09: 23:30-24:00 of 1954-03-20 came twice, 00:00-00:30 of 1961-08-10 never', () => {
  assert.equal(koreanOffsetAt(utc('1954-03-20T14:59:59Z')), 9 * H);
  assert.equal(koreanOffsetAt(utc('1954-03-20T15:00Z')), 8.5 * H);
  assert.deepEqual(koreanInstantsOf(local(1954, 3, 20, 23, 45)), [utc('1954-03-20T14:45Z'), utc('1954-03-20T15:15Z')]);
  assert.equal(koreanOffsetAt(utc('1961-08-09T15:29:59Z')), 8.5 * H);
  assert.equal(koreanOffsetAt(utc('1961-08-09T15:30Z')), 9 * H);
  assert.equal(formatKoreanTime(utc('1961-08-09T15:29Z')), '1961-08-09T23:59:00+08:30');
  assert.equal(formatKoreanTime(utc('1961-08-09T15:30Z')), '1961-08-10T00:30:00+09:00');
  assert.deepEqual(koreanInstantsOf(local(1961, 8, 10, 0, 10)), []);
});

test('summer time in 1948-51 (+10:00), 1955-60 (+09:30) and 1987-88 (+10:00), and in no other year', () => {
  const summer: Record<number, number> = {};
  for (const y of [1948, 1949, 1950, 1951, 1987, 1988]) summer[y] = 10 * H;
  for (const y of [1955, 1956, 1957, 1958, 1959, 1960]) summer[y] = 9.5 * H;
  for (let year = 1900; year <= 2100; year++) {
    const standard = year < 1908 ? 30472 : year < 1912 || (year >= 1954 && year <= 1961) ? 8.5 * H : 9 * H;
    assert.equal(koreanOffsetAt(utc(`${year}-07-20T03:00Z`)), summer[year] ?? standard, `July ${year}`);
    assert.equal(koreanOffsetAt(utc(`${year}-12-20T03:00Z`)), year >= 1908 && year < 1912 ? 8.5 * H : year === 1961 ? 9 * H : standard, `December ${year}`);
  }
});

test('the DST changes of 1987 and 1988 at their instants (tz database: second Sunday of May 02:00, second Sunday of October 03:00)', () => {
  assert.equal(koreanOffsetAt(utc('1987-05-09T16:59:59Z')), 9 * H);
  assert.equal(koreanOffsetAt(utc('1987-05-09T17:00Z')), 10 * H);
  assert.equal(koreanOffsetAt(utc('1987-10-10T16:59:59Z')), 10 * H);
  assert.equal(koreanOffsetAt(utc('1987-10-10T17:00Z')), 9 * H);
  assert.deepEqual(koreanInstantsOf(local(1988, 5, 8, 2, 30)), []);
  assert.equal(koreanInstantsOf(local(1988, 10, 9, 2, 30)).length, 2);
  assert.equal(koreanInstantsOf(local(1988, 10, 9, 3, 30)).length, 1);
});

test('the DST changes of 1948-51 and 1955-60 at their instants', () => {
  // [start (UTC), end (UTC)] of each summer: midnight local at the start, midnight of summer time at the end.
  const spans: [string, string, number][] = [
    ['1948-05-31T15:00Z', '1948-09-12T14:00Z', 10], ['1949-04-02T15:00Z', '1949-09-10T14:00Z', 10],
    ['1950-03-31T15:00Z', '1950-09-09T14:00Z', 10], ['1951-05-05T15:00Z', '1951-09-08T14:00Z', 10],
    ['1955-05-04T15:30Z', '1955-09-08T14:30Z', 9.5], ['1956-05-19T15:30Z', '1956-09-29T14:30Z', 9.5],
    ['1957-05-04T15:30Z', '1957-09-21T14:30Z', 9.5], ['1958-05-03T15:30Z', '1958-09-20T14:30Z', 9.5],
    ['1959-05-02T15:30Z', '1959-09-19T14:30Z', 9.5], ['1960-04-30T15:30Z', '1960-09-17T14:30Z', 9.5],
  ];
  for (const [start, end, hours] of spans) {
    assert.equal(koreanOffsetAt(utc(start) - 1), (hours - 1) * H, start);
    assert.equal(koreanOffsetAt(utc(start)), hours * H, start);
    assert.equal(koreanOffsetAt(utc(end) - 1), hours * H, end);
    assert.equal(koreanOffsetAt(utc(end)), (hours - 1) * H, end);
  }
});
