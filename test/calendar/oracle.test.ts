/**
 * The table against the two KASI-derived oracles, for every solar day they
 * cover (1900-01-31 … 2050-12-31), in both directions, plus the pillars the
 * oracles print (세차/월건/일진).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KoreanLunarCalendar } from '../../scripts/calendar/koreanLunarCalendar.js';
import korLunar from 'kor-lunar';
import {
  dayNumberToSolar,
  dayPillar,
  lunarToSolar,
  monthPillar,
  solarToDayNumber,
  solarToLunar,
  yearPillar,
} from '../../src/calendar/index.js';

const FIRST = solarToDayNumber({ year: 1900, month: 1, day: 31 });
const LAST = solarToDayNumber({ year: 2050, month: 12, day: 31 });

test('every day 1900-01-31 … 2050-12-31: solarToLunar equals kor-lunar and korean-lunar-calendar', () => {
  const klc = new KoreanLunarCalendar();
  let days = 0;
  for (let jdn = FIRST; jdn <= LAST; jdn++) {
    const s = dayNumberToSolar(jdn);
    const ours = solarToLunar(s);
    const a = korLunar.toLunar(s.year, s.month, s.day);
    assert.deepEqual(ours, { year: a.year, month: a.month, day: a.day, leap: a.isLeapMonth }, `kor-lunar ${s.year}-${s.month}-${s.day}`);
    assert.equal(klc.setSolarDate(s.year, s.month, s.day), true);
    const b = klc.getLunarCalendar();
    assert.deepEqual(ours, { year: b.year, month: b.month, day: b.day, leap: b.intercalation === true }, `korean-lunar-calendar ${s.year}-${s.month}-${s.day}`);
    days++;
  }
  assert.equal(days, 55122);
});

test('every day 1900-01-31 … 2050-12-31: lunarToSolar of each oracle lunar date gives the day back', () => {
  const klc = new KoreanLunarCalendar();
  for (let jdn = FIRST; jdn <= LAST; jdn++) {
    const s = dayNumberToSolar(jdn);
    const a = korLunar.toLunar(s.year, s.month, s.day);
    assert.deepEqual(lunarToSolar({ year: a.year, month: a.month, day: a.day, leap: a.isLeapMonth }), s);
    klc.setSolarDate(s.year, s.month, s.day);
    const b = klc.getLunarCalendar();
    assert.deepEqual(lunarToSolar({ year: b.year, month: b.month, day: b.day, leap: b.intercalation === true }), s);
  }
});

test('every day 1900-01-31 … 2050-12-31: day, year and month pillars equal both oracles', () => {
  const klc = new KoreanLunarCalendar();
  let leapDays = 0;
  for (let jdn = FIRST; jdn <= LAST; jdn++) {
    const s = dayNumberToSolar(jdn);
    const l = solarToLunar(s);
    const a = korLunar.toLunar(s.year, s.month, s.day);
    klc.setSolarDate(s.year, s.month, s.day);
    const g = klc.getKoreanGapja();
    const day = dayPillar(s).hangul;
    const year = yearPillar(l.year).hangul;
    const month = monthPillar(l.year, l.month).hangul;
    assert.equal(day, a.iljin);
    assert.equal(`${day}일`, g.day);
    assert.equal(year, a.secha);
    assert.equal(`${year}년`, g.year);
    // kor-lunar leaves 월건 empty in a leap month; korean-lunar-calendar gives the regular month's pillar, as we do.
    if (l.leap) leapDays++;
    else assert.equal(month, a.wolgeon);
    assert.equal(`${month}월`, g.month);
  }
  assert.ok(leapDays > 1000);
});

test('day pillar before the table (1583 … 1899, Gregorian) equals korean-lunar-calendar', () => {
  const klc = new KoreanLunarCalendar();
  // korean-lunar-calendar switches to the Julian calendar before 1582-10-15, so only later dates are comparable.
  const from = solarToDayNumber({ year: 1583, month: 1, day: 1 });
  for (let jdn = from; jdn < FIRST; jdn += 7) {
    const s = dayNumberToSolar(jdn);
    assert.equal(klc.setSolarDate(s.year, s.month, s.day), true);
    assert.equal(`${dayPillar(s).hangul}일`, klc.getKoreanGapja().day, `${s.year}-${s.month}-${s.day}`);
  }
});
