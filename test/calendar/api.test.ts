/** Known Korean dates (several differ from the Chinese calendar), pillars, validation and errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TojeongError } from 'tojeong-core/errors';
import {
  CALENDAR_TABLE,
  dayPillar,
  isProvisionalSolarDate,
  isProvisionalYear,
  isSolarInRange,
  isValidSolarDate,
  leapMonthOf,
  lunarDateExists,
  lunarMonthLength,
  lunarNewYear,
  lunarToSolar,
  monthPillar,
  PILLARS,
  pillarOf,
  solarToLunar,
  yearPillar,
} from '../../src/calendar/index.js';

test('설날 (lunar 1/1) falls on the Korean dates', () => {
  assert.deepEqual(lunarNewYear(1997), { year: 1997, month: 2, day: 8 });
  assert.deepEqual(lunarNewYear(2027), { year: 2027, month: 2, day: 7 });
  assert.deepEqual(lunarNewYear(2028), { year: 2028, month: 1, day: 27 });
  for (const y of [1997, 2027, 2028]) {
    assert.deepEqual(solarToLunar(lunarNewYear(y)), { year: y, month: 1, day: 1, leap: false });
    assert.deepEqual(lunarToSolar({ year: y, month: 1, day: 1, leap: false }), lunarNewYear(y));
  }
  assert.deepEqual(solarToLunar({ year: 1997, month: 2, day: 7 }), { year: 1996, month: 12, day: 30, leap: false });
});

test('leap months: 2012 has leap 3; 2017 leap 5 spans 2017-06-24 … 2017-07-22', () => {
  assert.equal(leapMonthOf(2012), 3);
  assert.equal(leapMonthOf(2017), 5);
  assert.equal(leapMonthOf(2016), null);
  assert.deepEqual(lunarToSolar({ year: 2017, month: 5, day: 1, leap: true }), { year: 2017, month: 6, day: 24 });
  assert.equal(lunarMonthLength(2017, 5, true), 29);
  assert.deepEqual(lunarToSolar({ year: 2017, month: 5, day: 29, leap: true }), { year: 2017, month: 7, day: 22 });
  // The regular month 5 (2017-05-26 … 2017-06-23, 29 days) comes first.
  assert.deepEqual(solarToLunar({ year: 2017, month: 5, day: 26 }), { year: 2017, month: 5, day: 1, leap: false });
  assert.deepEqual(solarToLunar({ year: 2017, month: 6, day: 23 }), { year: 2017, month: 5, day: 29, leap: false });
  assert.deepEqual(solarToLunar({ year: 2017, month: 7, day: 23 }), { year: 2017, month: 6, day: 1, leap: false });
});

test('solar 2050-02-21 is lunar 2050-01-30', () => {
  assert.deepEqual(solarToLunar({ year: 2050, month: 2, day: 21 }), { year: 2050, month: 1, day: 30, leap: false });
  assert.equal(lunarMonthLength(2050, 1), 30);
});

test('pillars', () => {
  assert.equal(dayPillar({ year: 1900, month: 1, day: 1 }).hanja, '甲戌');
  assert.deepEqual(dayPillar({ year: 2000, month: 1, day: 1 }), { index: 54, stem: 4, branch: 6, hanja: '戊午', hangul: '무오' });
  assert.equal(yearPillar(2005).hanja, '乙酉');
  assert.equal(yearPillar(1976).hanja, '丙辰');
  assert.deepEqual(yearPillar(1984), { index: 0, stem: 0, branch: 0, hanja: '甲子', hangul: '갑자' });
  assert.equal(monthPillar(2005, 8).hanja, '乙酉');
  assert.equal(monthPillar(1984, 1).hanja, '丙寅');
  // Month 1 by year stem: 甲/己 丙寅, 乙/庚 戊寅, 丙/辛 庚寅, 丁/壬 壬寅, 戊/癸 甲寅 (1984 甲 … 1993 癸).
  assert.deepEqual(
    [1984, 1985, 1986, 1987, 1988, 1989, 1990, 1991, 1992, 1993].map((y) => monthPillar(y, 1).hanja),
    ['丙寅', '戊寅', '庚寅', '壬寅', '甲寅', '丙寅', '戊寅', '庚寅', '壬寅', '甲寅'],
  );
  assert.equal(monthPillar(1984, 12).hanja, '丁丑');
  // Lunar 2005-08-26 is solar 2005-09-29, a 丙辰 day.
  const solar = lunarToSolar({ year: 2005, month: 8, day: 26, leap: false });
  assert.deepEqual(solar, { year: 2005, month: 9, day: 29 });
  assert.equal(dayPillar(solar).hanja, '丙辰');
  assert.equal(dayPillar(solar).hangul, '병진');
  // Works outside the table and for any valid date; consecutive days advance the cycle by one.
  assert.equal(dayPillar({ year: 1899, month: 12, day: 31 }).index, (dayPillar({ year: 1900, month: 1, day: 1 }).index + 59) % 60);
  assert.equal(dayPillar({ year: 2200, month: 3, day: 1 }).index, (dayPillar({ year: 2200, month: 2, day: 28 }).index + 1) % 60);
  assert.throws(() => dayPillar({ year: 2023, month: 2, day: 29 }), TojeongError);
  assert.throws(() => monthPillar(2005, 13), TojeongError);
  assert.equal(PILLARS.length, 60);
  assert.equal(PILLARS[59]?.hanja, '癸亥');
  assert.equal(pillarOf(2, 2).hanja, '丙寅');
  assert.throws(() => pillarOf(0, 1), TojeongError);
  assert.ok(Object.isFrozen(yearPillar(2000)));
});

test('lunarDateExists', () => {
  assert.equal(lunarMonthLength(2017, 5, true), 29);
  assert.equal(lunarDateExists({ year: 2017, month: 5, day: 29, leap: true }), true);
  assert.equal(lunarDateExists({ year: 2017, month: 5, day: 30, leap: true }), false); // 29-day month
  assert.equal(lunarDateExists({ year: 2017, month: 6, day: 1, leap: true }), false); // 2017 has leap 5 only
  assert.equal(lunarDateExists({ year: 2016, month: 5, day: 1, leap: true }), false); // no leap month at all
  assert.equal(lunarDateExists({ year: 2017, month: 13, day: 1, leap: false }), false);
  assert.equal(lunarDateExists({ year: 2017, month: 1, day: 0, leap: false }), false);
  assert.equal(lunarDateExists({ year: 2017, month: 1, day: 1.5, leap: false }), false);
  assert.equal(lunarDateExists({ year: 1899, month: 12, day: 1, leap: false }), false);
  assert.equal(lunarDateExists({ year: 2101, month: 1, day: 1, leap: false }), false);
  assert.equal(lunarDateExists({ year: 2100, month: 12, day: 1, leap: false }), true);
});

test('lunarMonthLength and its errors', () => {
  assert.equal(lunarMonthLength(2050, 1), 30);
  assert.equal(lunarMonthLength(2017, 5), 29);
  assert.equal(lunarMonthLength(2017, 5, false), 29);
  assert.throws(() => lunarMonthLength(2017, 6, true), TojeongError);
  assert.throws(() => lunarMonthLength(2017, 0), TojeongError);
  assert.throws(() => lunarMonthLength(1899, 1), TojeongError);
  assert.throws(() => lunarMonthLength(2101, 1), TojeongError);
});

test('range checks and errors', () => {
  assert.equal(isValidSolarDate({ year: 2000, month: 2, day: 29 }), true);
  assert.equal(isValidSolarDate({ year: 1900, month: 2, day: 29 }), false);
  assert.equal(isValidSolarDate({ year: 1600, month: 2, day: 29 }), true);
  assert.equal(isValidSolarDate({ year: 3000, month: 12, day: 31 }), true);
  assert.equal(isValidSolarDate({ year: 2023, month: 4, day: 31 }), false);
  assert.equal(isValidSolarDate({ year: 2023, month: 0, day: 1 }), false);
  assert.equal(isValidSolarDate({ year: 2023.5, month: 1, day: 1 }), false);
  assert.equal(isSolarInRange({ year: 1900, month: 1, day: 30 }), false);
  assert.equal(isSolarInRange({ year: 1900, month: 1, day: 31 }), true);
  assert.equal(isSolarInRange(CALENDAR_TABLE.lastSolar), true);
  assert.equal(isSolarInRange({ ...CALENDAR_TABLE.lastSolar, day: CALENDAR_TABLE.lastSolar.day + 1 }), false);
  assert.throws(() => solarToLunar({ year: 1900, month: 1, day: 30 }), TojeongError);
  assert.throws(() => solarToLunar({ year: 2101, month: 12, day: 1 }), TojeongError);
  assert.throws(() => solarToLunar({ year: 2023, month: 2, day: 29 }), TojeongError);
  assert.throws(() => lunarToSolar({ year: 2017, month: 6, day: 1, leap: true }), /leap month 5 only/);
  assert.throws(() => lunarToSolar({ year: 2017, month: 5, day: 30, leap: true }), /29 days/);
  assert.throws(() => lunarToSolar({ year: 1899, month: 12, day: 30, leap: false }), TojeongError);
  assert.throws(() => leapMonthOf(1899), TojeongError);
  assert.throws(() => leapMonthOf(2101), TojeongError);
});

test('provisional years and dates', () => {
  assert.equal(isProvisionalYear(2050), false);
  assert.equal(isProvisionalYear(2051), true);
  assert.equal(isProvisionalYear(2100), true);
  assert.equal(isProvisionalYear(1900), false);
  assert.equal(isProvisionalSolarDate({ year: 2050, month: 12, day: 31 }), false);
  // The tail of lunar 2050 (months 11 and 12) runs into 2051 and is astronomical too.
  assert.equal(isProvisionalSolarDate({ year: 2051, month: 1, day: 1 }), true);
  assert.equal(solarToLunar({ year: 2051, month: 1, day: 1 }).year, 2050);
  assert.deepEqual(CALENDAR_TABLE.kasiUntilSolar, { year: 2050, month: 12, day: 31 });
});
