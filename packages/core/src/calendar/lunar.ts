/**
 * Solar ↔ lunar conversion over the loaded table. Hot paths use only integer
 * arithmetic on typed arrays and allocate nothing but the result object.
 */
import {
  dayNumberToSolarParts,
  isValidSolarParts,
  solarPartsToDayNumber,
} from './dayNumber.js';
import { DAY_NUMBER, objectOrPositional, refuse, SOLAR_DATE, takes } from '../args.js';
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
const fmtLunarKo = (d: LunarDate): string => `음력 ${d.year}-${d.month}-${d.day}${d.leap ? '(윤달)' : ''}`;
const RANGE = `${FIRST_YEAR}-${LAST_YEAR}`;

/** A solar date the caller gave: an object of integer parts that make a real date, else BAD_INPUT with an example. */
function checkedSolar(fn: string, d: unknown): SolarDate {
  if (!isValidSolarDate(d as SolarDate)) takes(fn, SOLAR_DATE, `${fn}({ year: 2026, month: 2, day: 17 })`, d);
  return d as SolarDate;
}

/** Outside the table is not the caller's typing but what the calendar covers: CALC_ERROR, as the HTTP calendar answers. */
function outsideTable(en: string, ko: string): never {
  refuse({ en: `${en} is outside the calendar table (lunar years ${RANGE})`, ko: `${ko}: 달력 표의 범위(음력 ${RANGE}년)를 벗어납니다` }, 'CALC_ERROR');
}

/** True for a real Gregorian date (integer parts, any year). */
export function isValidSolarDate(d: SolarDate): boolean {
  return typeof d === 'object' && d !== null && isValidSolarParts(d.year, d.month, d.day);
}

/** Julian Day Number of a valid solar date; throws TojeongError BAD_INPUT for an invalid one. */
export function solarToDayNumber(d: SolarDate): number {
  const date = checkedSolar('solarToDayNumber', d);
  return solarPartsToDayNumber(date.year, date.month, date.day);
}

/** Solar date of a Julian Day Number (any integer; 2461089 is 2026-02-17). */
export function dayNumberToSolar(jdn: number): SolarDate {
  if (!Number.isSafeInteger(jdn)) takes('dayNumberToSolar', DAY_NUMBER, 'dayNumberToSolar(2461089)', jdn);
  return dayNumberToSolarParts(jdn);
}

/** True for a valid solar date inside the table (CALENDAR_TABLE.firstSolar … lastSolar). */
export function isSolarInRange(d: SolarDate): boolean {
  if (!isValidSolarDate(d)) return false;
  const jdn = solarPartsToDayNumber(d.year, d.month, d.day);
  return jdn >= FIRST_JDN && jdn <= LAST_JDN;
}

/** Lunar date of a Julian Day Number inside the table; throws TojeongError (BAD_INPUT not an integer, CALC_ERROR outside the table). */
export function dayNumberToLunar(jdn: number): LunarDate {
  if (!(jdn >= FIRST_JDN && jdn <= LAST_JDN) || !Number.isInteger(jdn)) {
    if (!Number.isSafeInteger(jdn)) takes('dayNumberToLunar', DAY_NUMBER, 'dayNumberToLunar(2461089)', jdn);
    outsideTable(`day number ${jdn}`, `율리우스 일수 ${jdn}`);
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

/** Converts a solar date; throws TojeongError: BAD_INPUT for a date that is not one, CALC_ERROR for one outside the table. */
export function solarToLunar(d: SolarDate): LunarDate {
  const date = checkedSolar('solarToLunar', d);
  const jdn = solarPartsToDayNumber(date.year, date.month, date.day);
  if (jdn < FIRST_JDN || jdn > LAST_JDN) outsideTable(`solar date ${fmtSolar(date)}`, `양력 ${fmtSolar(date)}`);
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

/** Julian Day Number of a lunar date; throws TojeongError: BAD_INPUT for a date the calendar does not have, CALC_ERROR outside the table. */
export function lunarToDayNumber(d: LunarDate): number {
  return lunarDayNumberOf('lunarToDayNumber', d);
}

function lunarDayNumberOf(fn: string, d: LunarDate): number {
  const example = `${fn}({ year: 2023, month: 2, day: 1, leap: true })`;
  if (typeof d !== 'object' || d === null || !Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day) || typeof d.leap !== 'boolean') {
    takes(fn, { en: 'integer year, month, day and leap true or false', ko: '정수 year, month, day와 true/false인 leap' }, example, d);
  }
  if (d.year < FIRST_YEAR || d.year > LAST_YEAR) outsideTable(fmtLunar(d), fmtLunarKo(d));
  const k = monthIndex(d.year, d.month, d.leap);
  if (k < 0) {
    if (d.leap && d.month >= 1 && d.month <= 12) {
      refuse({ en: `${fmtLunar(d)} does not exist: year ${d.year} has ${leapText(d.year)}`, ko: `${fmtLunarKo(d)}: 없는 날짜입니다. ${d.year}년은 ${leapTextKo(d.year)}` });
    }
    refuse({ en: `${fmtLunar(d)} does not exist: a lunar month is 1-12`, ko: `${fmtLunarKo(d)}: 없는 날짜입니다. 음력 달은 1-12입니다` });
  }
  if (d.day < 1 || d.day > monthLengthAt(k)) {
    refuse({ en: `${fmtLunar(d)} does not exist: the month has ${monthLengthAt(k)} days`, ko: `${fmtLunarKo(d)}: 없는 날짜입니다. 그 달은 ${monthLengthAt(k)}일까지입니다` });
  }
  return (MONTH_START[k] as number) + d.day - 1;
}

function leapText(year: number): string {
  const m = YEAR_LEAP[year - FIRST_YEAR] as number;
  return m === 0 ? 'no leap month' : `leap month ${m} only`;
}

function leapTextKo(year: number): string {
  const m = YEAR_LEAP[year - FIRST_YEAR] as number;
  return m === 0 ? '윤달이 없습니다' : `윤${m}월만 있습니다`;
}

/** Converts a lunar date; throws TojeongError if it does not exist (BAD_INPUT) or is outside the table (CALC_ERROR). */
export function lunarToSolar(d: LunarDate): SolarDate {
  return dayNumberToSolarParts(lunarDayNumberOf('lunarToSolar', d));
}

/** A lunar month: `leap` (default false) for the leap copy (윤달) of `month`. */
export type LunarMonth = { year: number; month: number; leap?: boolean };

function existingMonthIndex(fn: string, args: readonly unknown[]): number {
  const { year, month, leap = false } = objectOrPositional(args, ['year', 'month', 'leap']);
  const example = `${fn}({ year: 2023, month: 2, leap: true })`;
  if (!Number.isInteger(year) || !Number.isInteger(month) || typeof leap !== 'boolean') takes(fn, { en: '{ year, month, leap? }, integer year and month', ko: '{ year, month, leap? }, 정수 year와 month' }, example, args[0]);
  const [y, m] = [year as number, month as number];
  if (y < FIRST_YEAR || y > LAST_YEAR) outsideTable(`lunar year ${y}`, `음력 ${y}년`);
  const k = monthIndex(y, m, leap);
  if (k < 0) {
    refuse({ en: `no lunar month ${y}-${m}${leap ? ' (leap)' : ''}: year ${y} has months 1-12 and ${leapText(y)}`, ko: `음력 ${y}-${m}${leap ? '(윤달)' : ''}은 없는 달입니다. ${y}년은 1-12월이 있고 ${leapTextKo(y)}` });
  }
  return k;
}

/**
 * 29 or 30: `lunarMonthLength({ year: 2023, month: 2, leap: true })`. The positional
 * `lunarMonthLength(year, month, leap?)` keeps working (deprecated: the object form
 * names its fields). TojeongError: BAD_INPUT for a month the year lacks, CALC_ERROR outside the table.
 */
export function lunarMonthLength(month: LunarMonth): 29 | 30;
/** @deprecated Positional form; use lunarMonthLength({ year, month, leap }). */
export function lunarMonthLength(year: number, month: number, leap?: boolean): 29 | 30;
export function lunarMonthLength(...args: unknown[]): 29 | 30 {
  return monthLengthAt(existingMonthIndex('lunarMonthLength', args));
}

/**
 * Julian Day Number of the first day of a lunar month: `lunarMonthFirstDay({ year, month, leap? })`;
 * the positional `lunarMonthFirstDay(year, month, leap?)` keeps working (deprecated). Errors as lunarMonthLength.
 */
export function lunarMonthFirstDay(month: LunarMonth): number;
/** @deprecated Positional form; use lunarMonthFirstDay({ year, month, leap }). */
export function lunarMonthFirstDay(year: number, month: number, leap?: boolean): number;
export function lunarMonthFirstDay(...args: unknown[]): number {
  return MONTH_START[existingMonthIndex('lunarMonthFirstDay', args)] as number;
}

/**
 * lunarMonthLength and lunarMonthFirstDay for the library's own positional
 * calls (the gwae calculation runs them a million times a second): no object
 * read, the same errors.
 */
export function monthLengthIn(year: number, month: number, leap: boolean): 29 | 30 {
  const k = monthIndex(year, month, leap);
  return monthLengthAt(k >= 0 ? k : existingMonthIndex('lunarMonthLength', [year, month, leap]));
}

export function monthFirstDayIn(year: number, month: number, leap: boolean): number {
  const k = monthIndex(year, month, leap);
  return MONTH_START[k >= 0 ? k : existingMonthIndex('lunarMonthFirstDay', [year, month, leap])] as number;
}

function yearIndex(fn: string, year: number): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    if (!Number.isSafeInteger(year)) takes(fn, { en: `a lunar year ${RANGE}`, ko: `음력 연도 ${RANGE}` }, `${fn}(2026)`, year);
    outsideTable(`lunar year ${year}`, `음력 ${year}년`);
  }
  return year - FIRST_YEAR;
}

/** The leap month of a lunar year, or null if it has none; throws TojeongError (CALC_ERROR outside the table). */
export function leapMonthOf(year: number): number | null {
  const m = YEAR_LEAP[yearIndex('leapMonthOf', year)] as number;
  return m === 0 ? null : m;
}

/** Number of days in a lunar year (353-385); throws TojeongError (CALC_ERROR outside the table). */
export function lunarYearLength(year: number): number {
  const y = yearIndex('lunarYearLength', year);
  return (YEAR_START[y + 1] as number) - (YEAR_START[y] as number);
}

/** Solar date of lunar year's 1/1 (설날); throws TojeongError (CALC_ERROR outside the table). */
export function lunarNewYear(year: number): SolarDate {
  return dayNumberToSolarParts(YEAR_START[yearIndex('lunarNewYear', year)] as number);
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
  const date = checkedSolar('isProvisionalSolarDate', d);
  return isProvisionalDayNumber(solarPartsToDayNumber(date.year, date.month, date.day));
}

/** isProvisionalSolarDate for a Julian Day Number. */
export function isProvisionalDayNumber(jdn: number): boolean {
  return jdn > TABLE.kasiUntilJdn;
}

/** True for a Julian Day Number inside the table (the day numbers of CALENDAR_TABLE.firstSolar … lastSolar). */
export function isDayNumberInRange(jdn: number): boolean {
  return jdn >= FIRST_JDN && jdn <= LAST_JDN;
}
