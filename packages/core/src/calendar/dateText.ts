/**
 * Dates as the API writes them (YYYY-MM-DD), written and read back into
 * numbers, and placed on the calendar with the errors a date given by a
 * caller gets: shared by the gwae's birth (src/tojeong/calc.ts) and the
 * calendar day (day.ts), whose errors are the same by specification (BAD_BIRTH
 * for a date that is not one, CALC_ERROR outside the table). Internal to the
 * package: only formatDate is public, through tojeong-api/tojeong.
 */
import { takes } from '../args.js';
import { type ErrorText, TojeongError } from '../errors.js';
import { dayNumberToIso, isValidSolarParts, solarPartsToDayNumber } from './dayNumber.js';
import { isDayNumberInRange, leapMonthOf, lunarDateExists, monthLengthIn } from './lunar.js';
import { TABLE } from './table.js';
import type { LunarDate, SolarDate } from './types.js';

// "01" … "31": the two-digit parts of a date, written once rather than padded on every call.
const TWO_DIGITS: readonly string[] = Array.from({ length: 32 }, (_, n) => (n < 10 ? `0${n}` : String(n)));

/** A year, month (1-12) and day (1-31), solar or lunar, written YYYY-MM-DD as the API writes dates. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** A solar or lunar date written YYYY-MM-DD (a lunar date's leap flag is not part of it). */
export function formatDate(d: SolarDate | LunarDate): string {
  // Month 1-12 and day 1-31 only: a lunar date (day 30 of a month whose solar namesake has 29) is written too.
  if (typeof d !== 'object' || d === null || !Number.isSafeInteger(d.year) || d.year < 0 || !(d.month >= 1 && d.month <= 12) || !(d.day >= 1 && d.day <= 31) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) {
    takes('formatDate', { en: 'a date of integer parts', ko: '정수로 된 날짜' }, 'formatDate({ year: 2026, month: 2, day: 17 })', d);
  }
  return isoDate(d.year, d.month, d.day);
}

/** The number written by `count` ASCII digits of `text` from `from`, or -1 when one is not a digit. */
function digitsAt(text: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * YYYY-MM-DD in ASCII digits as year, month and day, or null for any other
 * text. Only the form is checked, not that the date exists in a calendar.
 * (Read digit by digit, not by a regular expression: the gwae calculation
 * runs it a million times a second.)
 */
export function parseDateText(text: string): SolarDate | null {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  return year >= 0 && month >= 0 && day >= 0 ? { year, month, day } : null;
}

/**
 * Why `lunar`, a month 1-12 and day 1-30 of a year in the table, is not a day
 * of the calendar (lunarDateExists is false): its year has no such leap month,
 * or its month is shorter than its day.
 */
function missingLunarDateReason(lunar: LunarDate): ErrorText {
  const { year, month, day, leap } = lunar;
  const leapMonth = leapMonthOf(year);
  if (leap && leapMonth !== month) {
    const has = leapMonth === null ? 'has no leap month' : `has its leap month after month ${leapMonth}`;
    const hasKo = leapMonth === null ? '윤달이 없으므로' : `윤달이 윤${leapMonth}월이므로`;
    return { en: `lunar year ${year} ${has}, so there is no leap month ${month}`, ko: `음력 ${year}년에는 ${hasKo} 윤${month}월은 없습니다` };
  }
  const length = monthLengthIn(year, month, leap);
  return {
    en: `lunar ${leap ? 'leap ' : ''}month ${month} of ${year} has ${length} days, so day ${day} does not exist`,
    ko: `음력 ${year}년 ${leap ? '윤' : ''}${month}월은 ${length}일까지이므로 ${day}일은 없습니다`,
  };
}

/**
 * The day number of a solar date; `label` names it in the messages
 * ("birth 1990-02-30", "solar 1990-02-30"): BAD_BIRTH for a date that is not
 * real, CALC_ERROR outside the table.
 */
export function solarDayNumberOf(date: SolarDate, label: ErrorText): number {
  if (!isValidSolarParts(date.year, date.month, date.day)) {
    throw new TojeongError('BAD_BIRTH', { en: `${label.en} is not a real solar date`, ko: `${label.ko}: 실제로 있는 양력 날짜가 아닙니다` });
  }
  const dayNumber = solarPartsToDayNumber(date.year, date.month, date.day);
  if (!isDayNumberInRange(dayNumber)) {
    const [first, last] = [dayNumberToIso(TABLE.firstJdn), dayNumberToIso(TABLE.lastJdn)];
    throw new TojeongError('CALC_ERROR', {
      en: `${label.en} is outside the calendar's range (solar ${first} to ${last})`,
      ko: `${label.ko}: 달력이 다루는 범위(양력 ${first}부터 ${last}까지)를 벗어납니다`,
    });
  }
  return dayNumber;
}

/**
 * The lunar date `date` names, `leap` for the leap copy of its month, once it
 * is known to be a day of the calendar; `label` names it in the messages and
 * `yearLabel` its year ("lunar birth year", "lunar year"): BAD_BIRTH for a
 * date that is not one, CALC_ERROR for a year outside the table.
 */
export function existingLunarDate(date: SolarDate, leap: boolean, label: ErrorText, yearLabel: ErrorText): LunarDate {
  const { year, month, day } = date;
  if (month < 1 || month > 12 || day < 1 || day > 30) {
    throw new TojeongError('BAD_BIRTH', {
      en: `${label.en} is not a lunar date: months run 1-12 and days 1-30`,
      ko: `${label.ko}: 음력 날짜가 아닙니다. 달은 1-12월, 날은 1-30일입니다`,
    });
  }
  if (year < TABLE.firstLunarYear || year > TABLE.lastLunarYear) {
    throw new TojeongError('CALC_ERROR', {
      en: `${yearLabel.en} ${year} is outside the calendar's range (${TABLE.firstLunarYear} to ${TABLE.lastLunarYear})`,
      ko: `${yearLabel.ko} ${year}년: 달력이 다루는 범위(${TABLE.firstLunarYear}년부터 ${TABLE.lastLunarYear}년까지)를 벗어납니다`,
    });
  }
  const lunar: LunarDate = { year, month, day, leap };
  if (!lunarDateExists(lunar)) throw new TojeongError('BAD_BIRTH', missingLunarDateReason(lunar));
  return lunar;
}
