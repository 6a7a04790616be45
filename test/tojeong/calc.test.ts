import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as korLunar from 'kor-lunar';
import { leapMonthOf, lunarMonthLength } from '../../src/calendar/index.js';
import { TojeongError } from 'tojeong-core/errors';
import { calculateGwae, type GwaeInput } from '../../src/tojeong/index.js';

function calc(input: Partial<GwaeInput> & { birth: string }) {
  return calculateGwae({ calendar: 'solar', leapMonth: false, targetYear: 2026, ...input });
}

function assertTojeongError(fn: () => unknown, code: string, messagePart?: RegExp) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof TojeongError, `expected TojeongError, got ${String(error)}`);
    assert.equal(error.code, code);
    if (messagePart) assert.match(error.message, messagePart);
    return true;
  });
}

test('worked example: lunar 1976-08-26, target 2005 → gwae 212', () => {
  const result = calc({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
  assert.equal(result.koreanAge, 30);
  assert.equal(result.yearGapja, '乙酉');
  assert.equal(result.yearGapjaReading, '을유');
  assert.equal(result.basis.taeseSu, 20);
  assert.equal(result.monthGapja, '乙酉');
  assert.equal(result.basis.wolgeonSu, 14);
  assert.equal(result.monthDayCount, 29);
  assert.equal(result.dayGapja, '丙辰');
  assert.equal(result.basis.iljinSu, 18);
  assert.deepEqual([result.upper, result.middle, result.lower], [2, 1, 2]);
  assert.equal(result.gwaeId, '212');
  assert.deepEqual(result.lunar, { year: 1976, month: 8, day: 26, leap: false });
  assert.equal(result.dayAdjusted, false);
  assert.equal(result.provisional, false);
});

test('the same birth given as its solar date gives the same calculation', () => {
  const lunar = calc({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
  const solar = calc({ birth: lunar.solar, calendar: 'solar', targetYear: 2005 });
  assert.deepEqual(solar, lunar);
});

test('a solar birth in January before lunar new year belongs to the previous lunar year', () => {
  // 1990's lunar new year fell on solar 1990-01-27.
  const result = calc({ birth: '1990-01-20', targetYear: 2026 });
  assert.equal(result.lunar.year, 1989);
  assert.equal(result.koreanAge, 2026 - 1989 + 1);
});

test('a leap-month birth is calculated as the regular month of that number, and says it was leap', () => {
  assert.equal(leapMonthOf(2017), 5);
  const leap = calc({ birth: '2017-05-10', calendar: 'lunar', leapMonth: true, targetYear: 2030 });
  const regular = calc({ birth: '2017-05-10', calendar: 'lunar', leapMonth: false, targetYear: 2030 });
  assert.equal(leap.lunar.leap, true);
  assert.equal(regular.lunar.leap, false);
  assert.notEqual(leap.solar, regular.solar);
  assert.equal(leap.gwaeId, regular.gwaeId);
  assert.equal(leap.monthGapja, regular.monthGapja);
  // The same leap birth given by its solar date says leap too.
  const fromSolar = calc({ birth: leap.solar, targetYear: 2030 });
  assert.deepEqual(fromSolar.lunar, { year: 2017, month: 5, day: 10, leap: true });
});

test('a day-30 birth in a target year whose month has 29 days uses day 29 and says so', () => {
  // Find, from the calendar, a 30-day birth month and a later year where that month has 29 days.
  let found: { year: number; month: number; target: number } | undefined;
  for (let year = 1950; year < 1960 && !found; year++) {
    for (let month = 1; month <= 12 && !found; month++) {
      if (lunarMonthLength(year, month) !== 30) continue;
      for (let target = year + 1; target < year + 10; target++) {
        if (lunarMonthLength(target, month) === 29) {
          found = { year, month, target };
          break;
        }
      }
    }
  }
  assert.ok(found, 'the calendar has such a pair');
  const birth = `${found.year}-${String(found.month).padStart(2, '0')}-30`;
  const adjusted = calc({ birth, calendar: 'lunar', targetYear: found.target });
  assert.equal(adjusted.dayAdjusted, true);
  assert.equal(adjusted.monthDayCount, 29);
  assert.equal(adjusted.lunar.day, 30);
  assert.equal(adjusted.basis.targetLunarDate, `${found.target}-${String(found.month).padStart(2, '0')}-29`);
  const day29 = calc({ birth: birth.replace(/30$/, '29'), calendar: 'lunar', targetYear: found.target });
  assert.equal(adjusted.dayGapja, day29.dayGapja);
  assert.equal(adjusted.gwaeId, day29.gwaeId);
});

test('malformed or unreal birth dates are BAD_BIRTH', () => {
  assertTojeongError(() => calc({ birth: '1990-1-5' }), 'BAD_BIRTH', /YYYY-MM-DD/);
  assertTojeongError(() => calc({ birth: '19900105' }), 'BAD_BIRTH');
  assertTojeongError(() => calc({ birth: '1990-02-30' }), 'BAD_BIRTH', /not a real solar date/);
  assertTojeongError(() => calc({ birth: '1990-13-01' }), 'BAD_BIRTH');
  assertTojeongError(() => calc({ birth: '1990-13-01', calendar: 'lunar' }), 'BAD_BIRTH');
  assertTojeongError(() => calc({ birth: '1990-01-31', calendar: 'lunar' }), 'BAD_BIRTH');
});

test('a lunar date that does not exist is BAD_BIRTH with the reason', () => {
  // 2005 month 8 has 29 days (worked example).
  assertTojeongError(() => calc({ birth: '2005-08-30', calendar: 'lunar' }), 'BAD_BIRTH', /has 29 days/);
  // 2017 has its leap month after month 5; no leap month 6.
  assertTojeongError(() => calc({ birth: '2017-06-01', calendar: 'lunar', leapMonth: true }), 'BAD_BIRTH', /leap month after month 5/);
  assert.equal(leapMonthOf(2018), null);
  assertTojeongError(() => calc({ birth: '2018-03-01', calendar: 'lunar', leapMonth: true }), 'BAD_BIRTH', /has no leap month/);
});

test('impossible calculations are CALC_ERROR', () => {
  assertTojeongError(() => calc({ birth: '2000-06-01', targetYear: 1999 }), 'CALC_ERROR', /before the lunar birth year 2000/);
  // Solar 2000-01-20 is still lunar 1999, so targeting 1999 works while 1998 does not.
  assert.equal(calc({ birth: '2000-01-20', targetYear: 1999 }).koreanAge, 1);
  assertTojeongError(() => calc({ birth: '1899-12-31' }), 'CALC_ERROR', /outside the calendar's range/);
  assertTojeongError(() => calc({ birth: '1900-01-30' }), 'CALC_ERROR');
  assertTojeongError(() => calc({ birth: '1899-05-05', calendar: 'lunar' }), 'CALC_ERROR');
  assertTojeongError(() => calc({ birth: '2100-01-01', calendar: 'lunar', targetYear: 2101 }), 'CALC_ERROR');
});

test('the first and last supported years calculate', () => {
  assert.equal(calc({ birth: '1900-01-31', targetYear: 1900 }).koreanAge, 1);
  const last = calc({ birth: '2100-12-29', calendar: 'lunar', targetYear: 2100 });
  assert.equal(last.provisional, true);
  assert.match(last.gwaeId, /^[1-8][1-6][1-3]$/);
});

// A small deterministic generator, so the sample is the same on every run.
function* seededDays(count: number, seed: number): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state;
  }
}

test('pillars agree with the KASI-derived oracle (kor-lunar) on 2,000 sampled birth/target pairs', () => {
  const first = Date.UTC(1900, 1, 1);
  const span = Date.UTC(2045, 0, 1) - first;
  let checked = 0;
  for (const r of seededDays(2000, 20261121)) {
    const birthDate = new Date(first + (r % (span / 86400000)) * 86400000);
    const birth = birthDate.toISOString().slice(0, 10);
    const lunarYear = korLunar.toLunar(birthDate.getUTCFullYear(), birthDate.getUTCMonth() + 1, birthDate.getUTCDate()).year;
    const targetYear = Math.min(2049, lunarYear + (r % 90));
    const result = calc({ birth, targetYear });
    const [y, m, d] = result.basis.targetSolarDate.split('-').map(Number) as [number, number, number];
    const oracle = korLunar.toLunar(y, m, d);
    assert.equal(oracle.isLeapMonth, false, birth);
    assert.equal(`${oracle.year}-${oracle.month}-${oracle.day}`, result.basis.targetLunarDate.replace(/-0/g, '-'), birth);
    assert.equal(result.yearGapjaReading, oracle.secha, `year pillar of ${targetYear}`);
    assert.equal(result.monthGapjaReading, oracle.wolgeon, `month pillar for ${birth} in ${targetYear}`);
    assert.equal(result.dayGapjaReading, oracle.iljin, `day pillar for ${birth} in ${targetYear}`);
    checked++;
  }
  assert.equal(checked, 2000);
});

test('provisional marks results that use calendar values past the last KASI day', () => {
  assert.equal(calc({ birth: '1990-05-05', targetYear: 2050 }).provisional, false);
  // Lunar 2050-12 lies wholly past 2050-12-31, the last KASI day.
  assert.equal(calc({ birth: '1990-12-05', calendar: 'lunar', targetYear: 2050 }).provisional, true);
  assert.equal(calc({ birth: '1990-05-05', targetYear: 2051 }).provisional, true);
  assert.equal(calc({ birth: '2051-01-10', targetYear: 2060 }).provisional, true);
});
