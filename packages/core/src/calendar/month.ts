/**
 * A Gregorian month of the Korean calendar in one answer: every day with its
 * lunar date, weekday, day pillar and the solar term that begins on it, and
 * the month's terms. The answer of GET /v1/calendar/month, the CLI's `tojeong
 * month` and the MCP tool `calendar_month`.
 */
import { objectOrPositional, shown } from '../args.js';
import { TojeongError } from '../errors.js';
import { CALC_SOURCE } from '../version.js';
import { isProvisionalDay, pillarName, solarTermOn, weekdayOf, type PillarName, type Weekday } from './day.js';
import { dayNumberToIso, isValidSolarParts, solarPartsToDayNumber } from './dayNumber.js';
import { dayNumberToLunar } from './lunar.js';
import { dayNumberPillar } from './pillars.js';
import { TERM_SOURCE, type SolarTerm } from './solarTerms.js';
import { CALENDAR_SOURCE, CALENDAR_TABLE } from './tableInfo.js';
import type { LunarDate } from './types.js';

export type CalendarMonthDay = {
  solar: string;
  lunar: LunarDate;
  weekday: Weekday;
  dayPillar: PillarName;
  solarTerm: SolarTerm | null;
  provisional: boolean;
};

export type CalendarMonth = {
  year: number;
  month: number;
  days: CalendarMonthDay[];
  /** The terms beginning in the month, in order (one or two, rarely none in 2101, past the term table). */
  solarTerms: SolarTerm[];
  source: { calc: string; calendar: string; terms: string };
};

/** The first and last months every day of which the lunar table covers: 1900-02 … 2100-12. */
const FIRST = { year: CALENDAR_TABLE.firstSolar.year, month: CALENDAR_TABLE.firstSolar.month + (CALENDAR_TABLE.firstSolar.day === 1 ? 0 : 1) };
const LAST = { year: 2100, month: 12 };

const monthNumber = (year: number, month: number): number => year * 12 + month - 1;

/**
 * The month `year`-`month`: `calendarMonth({ year: 2026, month: 2 })`. The positional
 * `calendarMonth(2026, 2)` keeps working (deprecated: the object form names its fields).
 * BAD_INPUT for a month that is not one, CALC_ERROR outside 1900-02 … 2100-12.
 */
export function calendarMonth(month: { year: number; month: number }): CalendarMonth;
/** @deprecated Positional form; use calendarMonth({ year, month }). */
export function calendarMonth(year: number, month: number): CalendarMonth;
export function calendarMonth(...args: unknown[]): CalendarMonth {
  const { year, month } = objectOrPositional(args, ['year', 'month']) as { year: number; month: number };
  if (!Number.isSafeInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new TojeongError('BAD_INPUT', {
      en: `calendarMonth takes { year, month } with a month 1-12, e.g. calendarMonth({ year: 2026, month: 2 }); got ${shown(args[0])}${args.length > 1 ? `, ${shown(args[1])}` : ''}`,
      ko: `calendarMonth에는 year와 1-12의 month를 담은 객체를 주세요. 예: calendarMonth({ year: 2026, month: 2 }). 받은 값: ${shown(args[0])}${args.length > 1 ? `, ${shown(args[1])}` : ''}`,
    });
  }
  const n = monthNumber(year, month);
  if (n < monthNumber(FIRST.year, FIRST.month) || n > monthNumber(LAST.year, LAST.month)) {
    const [asked, first, last] = [`${year}-${String(month).padStart(2, '0')}`, `${FIRST.year}-${String(FIRST.month).padStart(2, '0')}`, `${LAST.year}-${LAST.month}`];
    throw new TojeongError('CALC_ERROR', {
      en: `${asked} is outside the months the calendar covers whole (${first} to ${last})`,
      ko: `${asked}: 달력이 온전히 다루는 달(${first}부터 ${last}까지)을 벗어납니다`,
    });
  }
  const first = solarPartsToDayNumber(year, month, 1);
  const days: CalendarMonthDay[] = [];
  for (let day = 1; isValidSolarParts(year, month, day); day++) {
    const jdn = first + day - 1;
    const lunar = dayNumberToLunar(jdn);
    days.push({
      solar: dayNumberToIso(jdn),
      lunar,
      weekday: weekdayOf(jdn),
      dayPillar: pillarName(dayNumberPillar(jdn)),
      solarTerm: solarTermOn(jdn),
      provisional: isProvisionalDay(jdn, lunar),
    });
  }
  return {
    year,
    month,
    days,
    solarTerms: days.flatMap((d) => (d.solarTerm ? [d.solarTerm] : [])),
    source: { calc: CALC_SOURCE, calendar: CALENDAR_SOURCE, terms: TERM_SOURCE },
  };
}
