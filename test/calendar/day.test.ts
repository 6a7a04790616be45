/** calendarDay: one day from its solar or its lunar date (the data of GET /v1/calendar/day, `tojeong calendar`, the MCP tool calendar_day). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CALENDAR_SOURCE, CALENDAR_TABLE, calendarDay, dayPillar, monthPillar, yearPillar } from '../../src/calendar/index.js';
import { TojeongError } from 'tojeong-core/errors';

function errorOf(run: () => unknown): TojeongError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof TojeongError, `expected a TojeongError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected an error');
}

const codeOf = (run: () => unknown) => errorOf(run).code;

/** A Date at UTC midnight as YYYY-MM-DD. */
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

test('설날 2026 from either side: the same day, Tuesday, 丙午 year, month 1 of 30 days, no leap month', () => {
  const fromSolar = calendarDay({ solar: '2026-02-17' });
  assert.deepEqual(fromSolar, calendarDay({ lunar: '2026-01-01' }));
  assert.deepEqual(fromSolar, {
    solar: '2026-02-17',
    lunar: { year: 2026, month: 1, day: 1, leap: false },
    weekday: { index: 2, en: 'Tuesday', ko: '화' },
    pillars: {
      year: { hanja: '丙午', reading: '병오' },
      month: { hanja: '庚寅', reading: '경인' },
      day: { hanja: dayPillar({ year: 2026, month: 2, day: 17 }).hanja, reading: dayPillar({ year: 2026, month: 2, day: 17 }).hangul },
    },
    lunarMonthLength: 30,
    leapMonthOfYear: null,
    solarTerm: null,
    provisional: false,
    source: { calc: fromSolar.source.calc, calendar: CALENDAR_SOURCE },
  });
  assert.match(fromSolar.source.calc, /^tojeong-core@\d+\.\d+\.\d+/);
});

test('a leap month: lunar 2023 leap 2/1 is solar 2023-03-22; the leap flag is required to reach it, and its month pillar is that of month 2', () => {
  const day = calendarDay({ lunar: '2023-02-01', leap: true });
  assert.equal(day.solar, '2023-03-22');
  assert.deepEqual(day.lunar, { year: 2023, month: 2, day: 1, leap: true });
  assert.equal(day.leapMonthOfYear, 2);
  assert.equal(day.lunarMonthLength, 29);
  assert.equal(day.pillars.month.hanja, monthPillar(2023, 2).hanja);
  assert.notEqual(calendarDay({ lunar: '2023-02-01' }).solar, '2023-03-22');
  assert.deepEqual(calendarDay({ solar: '2023-03-22' }), day);
});

test('every day of the table: solar → day → lunar → the same day; weekday as Date has it; pillars as the calendar module gives them', () => {
  const first = Date.UTC(CALENDAR_TABLE.firstSolar.year, CALENDAR_TABLE.firstSolar.month - 1, CALENDAR_TABLE.firstSolar.day);
  const last = Date.UTC(CALENDAR_TABLE.lastSolar.year, CALENDAR_TABLE.lastSolar.month - 1, CALENDAR_TABLE.lastSolar.day);
  let days = 0;
  for (let t = first; t <= last; t += 86_400_000) {
    const date = new Date(t);
    const solar = isoOf(date);
    const day = calendarDay({ solar });
    assert.equal(day.solar, solar);
    if (day.weekday.index !== date.getUTCDay()) assert.fail(`${solar}: weekday ${day.weekday.index}, Date says ${date.getUTCDay()}`);
    const lunarText = `${day.lunar.year}-${String(day.lunar.month).padStart(2, '0')}-${String(day.lunar.day).padStart(2, '0')}`;
    const back = calendarDay(day.lunar.leap ? { lunar: lunarText, leap: true } : { lunar: lunarText });
    if (back.solar !== solar) assert.fail(`${solar} → lunar ${lunarText}${day.lunar.leap ? ' leap' : ''} → ${back.solar}`);
    if (day.pillars.year.hanja !== yearPillar(day.lunar.year).hanja || day.pillars.month.hanja !== monthPillar(day.lunar.year, day.lunar.month).hanja) {
      assert.fail(`${solar}: pillars ${JSON.stringify(day.pillars)}`);
    }
    days++;
  }
  assert.ok(days > 73_000, `walked ${days} days`);
});

test('weekday names: Sunday first, in English and as the Korean calendar heads its columns', () => {
  const week = ['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21'].map((solar) => calendarDay({ solar }).weekday);
  assert.deepEqual(week.map((w) => w.index), [0, 1, 2, 3, 4, 5, 6]);
  assert.deepEqual(week.map((w) => w.en), ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  assert.deepEqual(week.map((w) => w.ko), ['일', '월', '화', '수', '목', '금', '토']);
});

test('provisional: past the last KASI day (2050-12-31) through the month, and every computed year', () => {
  assert.equal(calendarDay({ solar: '2050-12-10' }).provisional, false, 'lunar 2050-10, which ends before 2051');
  const straddling = calendarDay({ solar: '2050-12-31' });
  assert.deepEqual(straddling.lunar, { year: 2050, month: 11, day: 18, leap: false });
  assert.equal(straddling.provisional, true, 'lunar 2050-11 ends in 2051: its length comes from astronomy');
  assert.equal(calendarDay({ lunar: '2051-01-01' }).provisional, true);
  assert.equal(calendarDay({ solar: '2101-01-28' }).provisional, true);
  assert.equal(calendarDay({ solar: '1900-01-31' }).provisional, false);
});

test('errors: BAD_BIRTH for a date that is not one, CALC_ERROR outside 1900-2100, BAD_INPUT for the rest', () => {
  assert.equal(codeOf(() => calendarDay({ solar: '2026-2-17' })), 'BAD_BIRTH');
  assert.equal(codeOf(() => calendarDay({ solar: '2026-02-30' })), 'BAD_BIRTH');
  assert.equal(codeOf(() => calendarDay({ lunar: '2026-13-01' })), 'BAD_BIRTH');
  assert.equal(codeOf(() => calendarDay({ lunar: '2025-02-30' })), 'BAD_BIRTH', 'lunar 2025-02 has 29 days');
  assert.equal(codeOf(() => calendarDay({ lunar: '2026-05-01', leap: true })), 'BAD_BIRTH', '2026 has no leap month');
  assert.equal(codeOf(() => calendarDay({ solar: '1900-01-30' })), 'CALC_ERROR');
  assert.equal(codeOf(() => calendarDay({ solar: '2101-01-29' })), 'CALC_ERROR');
  assert.equal(codeOf(() => calendarDay({ lunar: '2101-01-01' })), 'CALC_ERROR');
  assert.equal(codeOf(() => calendarDay({})), 'BAD_INPUT');
  assert.equal(codeOf(() => calendarDay({ solar: '2026-02-17', lunar: '2026-01-01' })), 'BAD_INPUT');
  assert.equal(codeOf(() => calendarDay({ solar: '2026-02-17', leap: true })), 'BAD_INPUT');
  assert.deepEqual(calendarDay({ solar: '2026-02-17', leap: false }), calendarDay({ solar: '2026-02-17' }), 'leap false asks for nothing on a solar date');
  assert.equal(codeOf(() => calendarDay({ solar: 20260217 as unknown as string })), 'BAD_INPUT');
  assert.match(errorOf(() => calendarDay({ lunar: '2025-02-30' })).message, /lunar month 2 of 2025 has 29 days, so day 30 does not exist/);
  assert.match(errorOf(() => calendarDay({ lunar: '2026-05-01', leap: true })).message, /lunar year 2026 has no leap month/);
});
