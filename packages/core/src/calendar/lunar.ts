/**
 * Solar ↔ lunar conversion over the loaded table. Hot paths use only integer
 * arithmetic on typed arrays and allocate nothing but the result object.
 */
import {
  dayNumberToSolarParts,
  isValidSolarParts,
  solarPartsToDayNumber,
} from './dayNumber.js';
import { TABLE } from './table.js';
import type { LunarDate, SolarDate } from './types.js';

const {
  firstLunarYear: FIRST_YEAR,
  lastLunarYear: LAST_YEAR,
  firstJdn: FIRST_JDN,
  lastJdn: LAST_JDN,
  yearStart: YEAR_START,
  yearFirstMonth: YEAR_FIRST_MONTH,
  yearLeapMonth: YEAR_LEAP,
  monthStart: MONTH_START,
  monthNumber: MONTH_NUMBER,
  monthLeap: MONTH_LEAP,
} = TABLE;
const N_YEARS = LAST_YEAR - FIRST_YEAR + 1;

const fmtSolar = (d: SolarDate): string => `${d.year}-${d.month}-${d.day}`;
const fmtLunar = (d: LunarDate): string => `lunar ${d.year}-${d.month}-${d.day}${d.leap ? ' (leap)' : ''}`;

/** True for a real Gregorian date (integer parts, any year). */
export function isValidSolarDate(d: SolarDate): boolean {
  return typeof d === 'object' && d !== null && isValidSolarParts(d.year, d.month, d.day);
}

/** Julian Day Number of a valid solar date; throws RangeError for an invalid one. */
export function solarToDayNumber(d: SolarDate): number {
  if (!isValidSolarDate(d)) throw new RangeError(`invalid solar date ${fmtSolar(d)}`);
  return solarPartsToDayNumber(d.year, d.month, d.day);
}

/** Solar date of a Julian Day Number (any integer). */
export function dayNumberToSolar(jdn: number): SolarDate {
  if (!Number.isSafeInteger(jdn)) throw new RangeError(`invalid day number ${jdn}`);
  return dayNumberToSolarParts(jdn);
}

/** True for a valid solar date inside the table (CALENDAR_TABLE.firstSolar … lastSolar). */
export function isSolarInRange(d: SolarDate): boolean {
  if (!isValidSolarDate(d)) return false;
  const jdn = solarPartsToDayNumber(d.year, d.month, d.day);
  return jdn >= FIRST_JDN && jdn <= LAST_JDN;
}

/** Lunar date of a Julian Day Number inside the table; throws RangeError outside it. */
export function dayNumberToLunar(jdn: number): LunarDate {
  if (!(jdn >= FIRST_JDN && jdn <= LAST_JDN) || !Number.isInteger(jdn)) {
    throw new RangeError(`day number ${jdn} is outside the calendar table`);
  }
  // Largest year whose start is ≤ jdn.
  let lo = 0;
  let hi = N_YEARS - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((YEAR_START[mid] as number) <= jdn) lo = mid;
    else hi = mid - 1;
  }
  // At most 12 steps: the month arrays carry a sentinel start after the last month.
  let k = YEAR_FIRST_MONTH[lo] as number;
  while ((MONTH_START[k + 1] as number) <= jdn) k++;
  return {
    year: FIRST_YEAR + lo,
    month: MONTH_NUMBER[k] as number,
    day: jdn - (MONTH_START[k] as number) + 1,
    leap: MONTH_LEAP[k] === 1,
  };
}

/** Converts a solar date; throws RangeError for an invalid date or one outside the table. */
export function solarToLunar(d: SolarDate): LunarDate {
  if (!isValidSolarDate(d)) throw new RangeError(`invalid solar date ${fmtSolar(d)}`);
  const jdn = solarPartsToDayNumber(d.year, d.month, d.day);
  if (jdn < FIRST_JDN || jdn > LAST_JDN) {
    throw new RangeError(`solar date ${fmtSolar(d)} is outside the calendar table`);
  }
  return dayNumberToLunar(jdn);
}

/** Index of a month in the month arrays, or -1 if the table has no such month. */
function monthIndex(year: number, month: number, leap: boolean): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) return -1;
  if (!Number.isInteger(month) || month < 1 || month > 12) return -1;
  const y = year - FIRST_YEAR;
  const leapMonth = YEAR_LEAP[y] as number;
  if (leap) return leapMonth === month ? (YEAR_FIRST_MONTH[y] as number) + month : -1;
  // Months after the leap month are shifted by one slot.
  return (YEAR_FIRST_MONTH[y] as number) + month - 1 + (leapMonth !== 0 && month > leapMonth ? 1 : 0);
}

function monthLengthAt(k: number): 29 | 30 {
  return (MONTH_START[k + 1] as number) - (MONTH_START[k] as number) === 30 ? 30 : 29;
}

/** False for any lunar date the table does not contain (bad parts, day 30 of a 29-day month, a leap flag on a month with no leap copy, out of range). */
export function lunarDateExists(d: LunarDate): boolean {
  if (typeof d !== 'object' || d === null || typeof d.leap !== 'boolean' || !Number.isInteger(d.day)) return false;
  const k = monthIndex(d.year, d.month, d.leap);
  return k >= 0 && d.day >= 1 && d.day <= monthLengthAt(k);
}

/** Julian Day Number of a lunar date; throws RangeError if the date does not exist in the table. */
export function lunarToDayNumber(d: LunarDate): number {
  if (typeof d !== 'object' || d === null || typeof d.leap !== 'boolean') {
    throw new RangeError('lunar date needs numeric year, month, day and a boolean leap flag');
  }
  const k = monthIndex(d.year, d.month, d.leap);
  if (k < 0) {
    if (d.leap && Number.isInteger(d.year) && d.year >= FIRST_YEAR && d.year <= LAST_YEAR) {
      throw new RangeError(`${fmtLunar(d)} does not exist: year ${d.year} has ${leapText(d.year)}`);
    }
    throw new RangeError(`${fmtLunar(d)} is outside the calendar table or not a valid month`);
  }
  if (!Number.isInteger(d.day) || d.day < 1 || d.day > monthLengthAt(k)) {
    throw new RangeError(`${fmtLunar(d)} does not exist: the month has ${monthLengthAt(k)} days`);
  }
  return (MONTH_START[k] as number) + d.day - 1;
}

function leapText(year: number): string {
  const m = YEAR_LEAP[year - FIRST_YEAR] as number;
  return m === 0 ? 'no leap month' : `leap month ${m} only`;
}

/** Converts a lunar date; throws RangeError if it does not exist or is outside the table. */
export function lunarToSolar(d: LunarDate): SolarDate {
  return dayNumberToSolarParts(lunarToDayNumber(d));
}

function existingMonthIndex(year: number, month: number, leap: boolean): number {
  const k = monthIndex(year, month, leap);
  if (k < 0) throw new RangeError(`no lunar month ${year}-${month}${leap ? ' (leap)' : ''} in the calendar table`);
  return k;
}

/** 29 or 30; throws RangeError if the table has no such month. */
export function lunarMonthLength(year: number, month: number, leap = false): 29 | 30 {
  return monthLengthAt(existingMonthIndex(year, month, leap));
}

/** Julian Day Number of the first day of a lunar month; throws RangeError if the table has no such month. */
export function lunarMonthFirstDay(year: number, month: number, leap = false): number {
  return MONTH_START[existingMonthIndex(year, month, leap)] as number;
}

function yearIndex(year: number): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`lunar year ${year} is outside the calendar table (${FIRST_YEAR}-${LAST_YEAR})`);
  }
  return year - FIRST_YEAR;
}

/** The leap month of a lunar year, or null if it has none; throws RangeError outside the table. */
export function leapMonthOf(year: number): number | null {
  const m = YEAR_LEAP[yearIndex(year)] as number;
  return m === 0 ? null : m;
}

/** Number of days in a lunar year (353-385); throws RangeError outside the table. */
export function lunarYearLength(year: number): number {
  const y = yearIndex(year);
  return (YEAR_START[y + 1] as number) - (YEAR_START[y] as number);
}

/** Solar date of lunar year's 1/1 (설날); throws RangeError outside the table. */
export function lunarNewYear(year: number): SolarDate {
  return dayNumberToSolarParts(YEAR_START[yearIndex(year)] as number);
}

/** True for lunar years computed astronomically rather than published by KASI (2051 and later). */
export function isProvisionalYear(lunarYear: number): boolean {
  return lunarYear >= TABLE.provisionalFrom;
}

/**
 * True for a solar date after the last day taken from KASI data. Slightly
 * wider than isProvisionalYear: the last two months of lunar 2050 run into
 * 2051 and come from astronomy too.
 */
export function isProvisionalSolarDate(d: SolarDate): boolean {
  return isProvisionalDayNumber(solarToDayNumber(d));
}

/** isProvisionalSolarDate for a Julian Day Number. */
export function isProvisionalDayNumber(jdn: number): boolean {
  return jdn > TABLE.kasiUntilJdn;
}

/** True for a Julian Day Number inside the table (the day numbers of CALENDAR_TABLE.firstSolar … lastSolar). */
export function isDayNumberInRange(jdn: number): boolean {
  return jdn >= FIRST_JDN && jdn <= LAST_JDN;
}
