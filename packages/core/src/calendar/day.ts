/**
 * One day of the Korean calendar, from its solar or its lunar date: the answer
 * of GET /v1/calendar/day as data, and what the CLI's `tojeong calendar` and
 * the MCP tool `calendar_day` return. Errors are the gwae birth's: BAD_BIRTH
 * for a date that is not one, BAD_INPUT for other bad input, CALC_ERROR
 * outside the table (lunar years 1900-2100).
 */
import { TojeongError } from '../errors.js';
import { CALC_SOURCE } from '../version.js';
import { existingLunarDate, parseDateText, solarDayNumberOf } from './dateText.js';
import { dayNumberToIso, dayNumberToSolarParts } from './dayNumber.js';
import {
  dayNumberToLunar,
  isProvisionalDayNumber,
  isProvisionalYear,
  leapMonthOf,
  monthLengthIn,
  lunarToDayNumber,
} from './lunar.js';
import { dayNumberPillar, monthPillar, yearPillar } from './pillars.js';
import { termsBeginningOn, type SolarTerm } from './solarTerms.js';
import { CALENDAR_SOURCE } from './tableInfo.js';
import type { LunarDate, Pillar, SolarDate } from './types.js';

/** Exactly one of `solar` and `lunar`, each `YYYY-MM-DD`; `leap: true` only with `lunar` (the leap copy of its month). */
export interface CalendarDayInput {
  solar?: string;
  lunar?: string;
  leap?: boolean;
}

/** A pillar (간지) as the answers write it: 丙午 and its reading 병오. */
export type PillarName = {
  hanja: string;
  reading: string;
};

/** Day of the week: index 0-6 from Sunday (as Date.prototype.getDay), its English name and its Korean one-syllable name. */
export type Weekday = {
  index: number;
  en: string;
  ko: string;
};

export type CalendarDay = {
  solar: string;
  lunar: LunarDate;
  weekday: Weekday;
  /** Year pillar from lunar new year, month pillar by lunar month number (a leap month takes its regular month's), day pillar. */
  pillars: { year: PillarName; month: PillarName; day: PillarName };
  /** Days of the lunar month the day is in (the leap copy's own length for a leap month). */
  lunarMonthLength: 29 | 30;
  /** The leap month of the lunar year, or null when the year has none. */
  leapMonthOfYear: number | null;
  /** The solar term (절기) whose instant falls on this civil day in Korean civil time, or null (and null in 2101, past the term table). */
  solarTerm: SolarTerm | null;
  /** A value rests on astronomy: the lunar year is a computed one (2051 on), or the lunar month ends past KASI's last day (2050-12-31). */
  provisional: boolean;
  source: { calc: string; calendar: string };
};

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;


export function pillarName(pillar: Pillar): PillarName {
  return { hanja: pillar.hanja, reading: pillar.hangul };
}

/** Julian Day 0 was a Monday, so (JDN + 1) mod 7 counts from Sunday. */
export function weekdayOf(dayNumber: number): Weekday {
  const index = (dayNumber + 1) % 7;
  return { index, en: WEEKDAYS_EN[index]!, ko: WEEKDAYS_KO[index]! };
}

function parseDateField(field: 'solar' | 'lunar', text: unknown): SolarDate {
  if (typeof text !== 'string') throw new TojeongError('BAD_INPUT', { en: `${field} must be a string YYYY-MM-DD, got ${typeof text}`, ko: `${field}에는 YYYY-MM-DD 형식의 문자열을 주세요. 받은 형: ${typeof text}` });
  const date = parseDateText(text);
  if (!date) throw new TojeongError('BAD_BIRTH', { en: `${field} must be a date written YYYY-MM-DD, got "${text}"`, ko: `${field}에는 YYYY-MM-DD 형식의 날짜를 주세요. 받은 값: "${text}"` });
  return date;
}

function solarDayNumber(text: string): number {
  return solarDayNumberOf(parseDateField('solar', text), { en: `solar ${text}`, ko: `solar ${text}` });
}

function lunarDayNumber(text: string, leap: boolean): number {
  return lunarToDayNumber(existingLunarDate(parseDateField('lunar', text), leap, { en: `lunar ${text}`, ko: `lunar ${text}` }, { en: 'lunar year', ko: '음력' }));
}

function dayNumberOf(input: CalendarDayInput): number {
  if (typeof input !== 'object' || input === null) throw new TojeongError('BAD_INPUT', { en: 'give a solar or a lunar date', ko: '양력(solar)이나 음력(lunar) 날짜를 주세요' });
  const hasSolar = input.solar !== undefined;
  const hasLunar = input.lunar !== undefined;
  if (hasSolar === hasLunar) {
    throw new TojeongError(
      'BAD_INPUT',
      hasSolar
        ? { en: 'give either solar or lunar, not both', ko: 'solar와 lunar 중 하나만 주세요' }
        : { en: 'give a solar or a lunar date (solar=YYYY-MM-DD or lunar=YYYY-MM-DD)', ko: '양력이나 음력 날짜를 주세요(solar=YYYY-MM-DD 또는 lunar=YYYY-MM-DD)' },
    );
  }
  if (input.leap !== undefined && typeof input.leap !== 'boolean') throw new TojeongError('BAD_INPUT', { en: `leap must be true or false, got ${String(input.leap)}`, ko: `leap에는 true나 false를 주세요. 받은 값: ${String(input.leap)}` });
  if (hasSolar) {
    // A solar date has no leap copy; leap true is refused rather than ignored, so a leap meant for a lunar date is
    // never dropped silently. leap false asks for nothing, so a client that always sends the flag is not refused.
    if (input.leap === true) throw new TojeongError('BAD_INPUT', {
        en: 'leap applies to a lunar date only; give lunar=YYYY-MM-DD with it, or drop leap',
        ko: 'leap은 음력 날짜에만 씁니다. lunar=YYYY-MM-DD와 함께 주거나 leap을 빼 주세요',
      });
    return solarDayNumber(input.solar as string);
  }
  return lunarDayNumber(input.lunar as string, input.leap ?? false);
}

/**
 * Whether a day's lunar values rest on astronomy rather than KASI: its lunar
 * year is a computed one (2051 on), or its lunar month ends past KASI's last
 * day (2050-12-31), the month's length being a calendar value too (as the gwae's rule).
 */
export function isProvisionalDay(dayNumber: number, lunar: LunarDate): boolean {
  // The day is day `lunar.day` of its month, so the month's last day is that many days on, less one.
  const monthLastDay = dayNumber - lunar.day + monthLengthIn(lunar.year, lunar.month, lunar.leap);
  return isProvisionalYear(lunar.year) || isProvisionalDayNumber(monthLastDay);
}

/** The term beginning on a civil day (JDN), or null; terms are two weeks apart, so there is at most one. */
export function solarTermOn(dayNumber: number): SolarTerm | null {
  return termsBeginningOn(dayNumberToSolarParts(dayNumber).year, dayNumber)[0] ?? null;
}

/** The day named by `input`; throws TojeongError (BAD_BIRTH, BAD_INPUT, CALC_ERROR). */
export function calendarDay(input: CalendarDayInput): CalendarDay {
  const dayNumber = dayNumberOf(input);
  const lunar = dayNumberToLunar(dayNumber);
  const monthLength = monthLengthIn(lunar.year, lunar.month, lunar.leap);
  return {
    solar: dayNumberToIso(dayNumber),
    lunar,
    weekday: weekdayOf(dayNumber),
    pillars: {
      year: pillarName(yearPillar(lunar.year)),
      month: pillarName(monthPillar(lunar.year, lunar.month)),
      day: pillarName(dayNumberPillar(dayNumber)),
    },
    lunarMonthLength: monthLength,
    leapMonthOfYear: leapMonthOf(lunar.year),
    solarTerm: solarTermOn(dayNumber),
    provisional: isProvisionalDay(dayNumber, lunar),
    source: { calc: CALC_SOURCE, calendar: CALENDAR_SOURCE },
  };
}
