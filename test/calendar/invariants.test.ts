/** Structural invariants of the whole table (1900 … 2100) and of the day-number arithmetic. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CALENDAR_TABLE,
  dayNumberToLunar,
  dayNumberToSolar,
  leapMonthOf,
  lunarDateExists,
  lunarMonthLength,
  lunarNewYear,
  lunarToDayNumber,
  lunarToSolar,
  lunarYearLength,
  solarToDayNumber,
  solarToLunar,
} from '../../src/calendar/index.js';
import { layoutTable } from '../../packages/core/src/calendar/table.js';
import type { CalendarTableFile } from '../../packages/core/src/calendar/tableFormat.js';

const TABLE_URL = new URL('../../data/calendar/korean-lunar.json', import.meta.url);
const { firstLunarYear, lastLunarYear } = CALENDAR_TABLE;

test('table covers lunar 1900 … 2100, solar 1900-01-31 … end of lunar 2100', () => {
  assert.equal(firstLunarYear, 1900);
  assert.equal(lastLunarYear, 2100);
  assert.equal(CALENDAR_TABLE.provisionalFromYear, 2051);
  assert.deepEqual(CALENDAR_TABLE.firstSolar, { year: 1900, month: 1, day: 31 });
  assert.deepEqual(lunarNewYear(1900), CALENDAR_TABLE.firstSolar);
  const last = solarToLunar(CALENDAR_TABLE.lastSolar);
  assert.equal(last.year, 2100);
  assert.equal(last.month, 12);
  assert.equal(last.day, lunarMonthLength(2100, 12));
  assert.equal(CALENDAR_TABLE.lastSolar.year, 2101);
});

test('every year: 12 or 13 months (13 iff leap), months of 29/30 days, 353-385 days, contiguous', () => {
  for (let y = firstLunarYear; y <= lastLunarYear; y++) {
    const leap = leapMonthOf(y);
    let months = 0;
    let days = 0;
    for (let m = 1; m <= 12; m++) {
      for (const isLeap of m === leap ? [false, true] : [false]) {
        const len = lunarMonthLength(y, m, isLeap);
        assert.ok(len === 29 || len === 30);
        days += len;
        months++;
      }
    }
    assert.equal(months, leap === null ? 12 : 13, `year ${y}`);
    assert.equal(days, lunarYearLength(y));
    assert.ok(days >= 353 && days <= 385, `year ${y} has ${days} days`);
    // Leap years run 383-385 days, common years 353-355.
    assert.ok(leap === null ? days <= 355 : days >= 383, `year ${y} has ${days} days, leap ${leap}`);
    if (y < lastLunarYear) {
      assert.equal(solarToDayNumber(lunarNewYear(y + 1)), solarToDayNumber(lunarNewYear(y)) + days, `year ${y + 1} start`);
    } else {
      assert.equal(solarToDayNumber(CALENDAR_TABLE.lastSolar), solarToDayNumber(lunarNewYear(y)) + days - 1);
    }
  }
});

test('the JSON rows agree with the API (new year, leap month, month string)', () => {
  const file = JSON.parse(readFileSync(TABLE_URL, 'utf8')) as CalendarTableFile;
  assert.equal(file.years.length, 201);
  for (const row of file.years) {
    const ny = lunarNewYear(row.year);
    assert.equal(row.newYear, `${ny.year}-${String(ny.month).padStart(2, '0')}-${String(ny.day).padStart(2, '0')}`);
    assert.equal(row.leapMonth, leapMonthOf(row.year) ?? 0);
    let s = '';
    for (let m = 1; m <= 12; m++) {
      s += lunarMonthLength(row.year, m) === 30 ? '1' : '0';
      if (m === row.leapMonth) s += lunarMonthLength(row.year, m, true) === 30 ? '1' : '0';
    }
    assert.equal(row.months, s);
  }
});

test('round trip solar → lunar → solar for every day of the table', () => {
  const first = solarToDayNumber(CALENDAR_TABLE.firstSolar);
  const last = solarToDayNumber(CALENDAR_TABLE.lastSolar);
  let prev = dayNumberToLunar(first);
  assert.deepEqual(prev, { year: 1900, month: 1, day: 1, leap: false });
  for (let jdn = first; jdn <= last; jdn++) {
    const s = dayNumberToSolar(jdn);
    const l = solarToLunar(s);
    assert.deepEqual(lunarToSolar(l), s);
    assert.equal(lunarDateExists(l), true);
    // Consecutive days: the next lunar day, or day 1 of the next month.
    if (jdn > first) assert.ok(l.day === prev.day + 1 || (l.day === 1 && (prev.day === 29 || prev.day === 30)));
    prev = l;
  }
});

test('round trip lunar → solar → lunar for every lunar date of the table', () => {
  let expected = solarToDayNumber(CALENDAR_TABLE.firstSolar);
  for (let y = firstLunarYear; y <= lastLunarYear; y++) {
    const leap = leapMonthOf(y);
    for (let m = 1; m <= 12; m++) {
      for (const isLeap of m === leap ? [false, true] : [false]) {
        const len = lunarMonthLength(y, m, isLeap);
        for (let d = 1; d <= len; d++) {
          const l = { year: y, month: m, day: d, leap: isLeap };
          // Calendar order is increasing day numbers with no gaps.
          assert.equal(lunarToDayNumber(l), expected++);
          assert.deepEqual(solarToLunar(lunarToSolar(l)), l);
        }
        assert.equal(lunarDateExists({ year: y, month: m, day: len + 1, leap: isLeap }), false);
      }
    }
  }
  assert.equal(expected - 1, solarToDayNumber(CALENDAR_TABLE.lastSolar));
});

test('day numbers are Julian Day Numbers and agree with Date.UTC over 1583 … 2600', () => {
  assert.equal(solarToDayNumber({ year: 2000, month: 1, day: 1 }), 2451545);
  // MJD 0 began at 1858-11-17 00:00 UT = JD 2400000.5, so that civil day is JDN 2400001.
  assert.equal(solarToDayNumber({ year: 1858, month: 11, day: 17 }), 2400001);
  const msPerDay = 86_400_000;
  for (let ms = Date.UTC(1583, 0, 1); ms <= Date.UTC(2600, 0, 1); ms += 13 * msPerDay) {
    const d = new Date(ms);
    const s = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const jdn = ms / msPerDay + 2440588; // 1970-01-01 is JDN 2440588
    assert.equal(solarToDayNumber(s), jdn);
    assert.deepEqual(dayNumberToSolar(jdn), s);
  }
});

test('the loader rejects a table whose years are not contiguous or malformed', () => {
  const file = JSON.parse(readFileSync(TABLE_URL, 'utf8')) as CalendarTableFile;
  assert.doesNotThrow(() => layoutTable(file));
  const broken = structuredClone(file);
  const row = broken.years[10];
  assert.ok(row);
  row.months = row.months.replace('0', '1'); // one day longer: the next year no longer starts where it says
  assert.throws(() => layoutTable(broken), /starts/);
  const badLeap = structuredClone(file);
  const r2 = badLeap.years[1];
  assert.ok(r2 && r2.leapMonth === 0);
  r2.leapMonth = 5; // claims a leap month with only 12 month lengths
  assert.throws(() => layoutTable(badLeap), /month string/);
  assert.throws(() => layoutTable({ ...file, years: file.years.slice(1) }), /expected 201 years/);
});
