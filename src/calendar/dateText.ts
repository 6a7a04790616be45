/**
 * Dates as the API writes them (YYYY-MM-DD) read back into numbers, and why a
 * lunar date does not exist: shared by the gwae's birth (src/tojeong/calc.ts)
 * and the calendar day (day.ts), whose errors are the same by specification.
 * Internal to the package: not exported from the calendar's entry point.
 */
import { leapMonthOf, lunarMonthLength } from './lunar.js';
import type { LunarDate, SolarDate } from './types.js';

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
export function missingLunarDateReason(lunar: LunarDate): string {
  const { year, month, day, leap } = lunar;
  const leapMonth = leapMonthOf(year);
  if (leap && leapMonth !== month) {
    const has = leapMonth === null ? 'has no leap month' : `has its leap month after month ${leapMonth}`;
    return `lunar year ${year} ${has}, so there is no leap month ${month}`;
  }
  return `lunar ${leap ? 'leap ' : ''}month ${month} of ${year} has ${lunarMonthLength(year, month, leap)} days, so day ${day} does not exist`;
}
