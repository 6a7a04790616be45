/**
 * 토정비결 작괘: birth date + target year → the 3-digit gwae id and the calendar
 * values it was computed from. Pure: "now" never enters here, the caller passes
 * the target year.
 */
import { needObject, shown } from '../args.js';
import { type BirthValue, birthObjectOf } from '../calendar/birthValue.js';
import {
  CALENDAR_TABLE,
  type LunarDate,
  type SolarDate,
  dayNumberPillar,
  dayNumberToLunar,
  dayNumberToSolar,
  isProvisionalDayNumber,
  isProvisionalYear,
  lunarToDayNumber,
  monthPillar,
  yearPillar,
} from '../calendar/index.js';
import { monthFirstDayIn, monthLengthIn } from '../calendar/lunar.js';
// Not part of the calendar's public entry point: shared with calendarDay only.
import { existingLunarDate, formatDate, isoDate, parseDateText, solarDayNumberOf } from '../calendar/dateText.js';
import { TojeongError } from '../errors.js';
import { iljinSu, taeseSu, wolgeonSu } from './numbers.js';

/** The calendars a birth date can be given in, the default first. */
export const BIRTH_CALENDARS = ['solar', 'lunar'] as const;
export type BirthCalendar = (typeof BIRTH_CALENDARS)[number];

export interface GwaeInput {
  /**
   * "1990-05-17" (YYYY-MM-DD in the calendar named by `calendar`), or the
   * name analysis' object { date, calendar?, leapMonth?, time?, longitude? },
   * whose calendar and leapMonth stand for those below (time and longitude
   * do not change a gwae, which reads the date only).
   */
  birth: BirthValue;
  calendar: BirthCalendar;
  /** Only meaningful for a lunar birth: the birth month is the leap copy. */
  leapMonth: boolean;
  targetYear: number;
}

// A type, not an interface, so the route's schema-derived type accepts it without a cast (src/http/routes/schemaAgreement.ts).
export type TojeongCalc = {
  gwaeId: string;
  upper: number;
  middle: number;
  lower: number;
  koreanAge: number;
  yearGapja: string;
  yearGapjaReading: string;
  monthGapja: string;
  monthGapjaReading: string;
  dayGapja: string;
  dayGapjaReading: string;
  monthDayCount: 29 | 30;
  solar: string;
  lunar: LunarDate;
  /** The birth day was 30 and the month has 29 days in the target year: day 29 was used. */
  dayAdjusted: boolean;
  /** A calendar value used lies past the last KASI-published day (computed astronomically). */
  provisional: boolean;
  basis: {
    taeseSu: number;
    wolgeonSu: number;
    iljinSu: number;
    /** Lunar day of the birth month/day in the target year (after any day-30 adjustment). */
    targetLunarDate: string;
    targetSolarDate: string;
  };
};

/** Remainder in 1…n: a remainder of 0 counts as n. */
function cycleRemainder(value: number, n: number): number {
  const r = value % n;
  return r === 0 ? n : r;
}

/** YYYY-MM-DD in ASCII digits, as the request schema's pattern has it. */
function parseBirth(birth: string): SolarDate {
  if (typeof birth !== 'string') {
    throw new TojeongError('BAD_BIRTH', { en: `birth must be a date written YYYY-MM-DD, e.g. "1990-05-17"; got ${shown(birth)}`, ko: `birth에는 YYYY-MM-DD 형식의 날짜를 주세요. 예: "1990-05-17". 받은 값: ${shown(birth)}` });
  }
  const date = parseDateText(birth);
  if (date) return date;
  throw new TojeongError('BAD_BIRTH', { en: `birth must be a date written YYYY-MM-DD, got "${birth}"`, ko: `birth는 YYYY-MM-DD 형식의 날짜여야 합니다. 받은 값: "${birth}"` });
}

/**
 * The date, calendar and leap flag of a gwae's birth in either shape; the
 * object's calendar or leapMonth beside a different one at the top level is
 * a contradiction, refused rather than one of them silently chosen.
 */
function gwaeBirth(input: GwaeInput): { birth: string; calendar: BirthCalendar | undefined; leapMonth: boolean } {
  if (typeof input.birth === 'string' || input.birth === undefined) return { birth: input.birth, calendar: input.calendar, leapMonth: input.leapMonth };
  const birth = birthObjectOf(input.birth, 'BAD_BIRTH');
  for (const [field, inner, outer] of [['calendar', birth.calendar, input.calendar], ['leapMonth', birth.leapMonth, input.leapMonth]] as const) {
    // The top level's defaults (solar, false) are what an HTTP request without the field carries: only a different explicit value contradicts.
    if (inner !== undefined && outer !== undefined && inner !== outer && !(outer === 'solar' || outer === false)) {
      throw new TojeongError('BAD_BIRTH', { en: `birth.${field} (${String(inner)}) and ${field} (${String(outer)}) disagree: give it once`, ko: `birth.${field}(${String(inner)})와 ${field}(${String(outer)})가 다릅니다. 한 곳에만 주세요` });
    }
  }
  return { birth: birth.date, calendar: birth.calendar ?? input.calendar, leapMonth: birth.leapMonth ?? input.leapMonth };
}

/** A birth placed on the calendar: its day number, its solar date as written, its lunar date. */
interface PlacedBirth {
  dayNumber: number;
  solar: string;
  lunar: LunarDate;
}

function solarBirth(date: SolarDate, birth: string): PlacedBirth {
  const dayNumber = solarDayNumberOf(date, { en: `birth ${birth}`, ko: `birth ${birth}` });
  // A real date in the YYYY-MM-DD form is its own ISO date.
  return { dayNumber, solar: birth, lunar: dayNumberToLunar(dayNumber) };
}

function lunarBirth(date: SolarDate, leap: boolean, birth: string): PlacedBirth {
  const lunar = existingLunarDate(date, leap, { en: `birth ${birth}`, ko: `birth ${birth}` }, { en: 'lunar birth year', ko: '음력 생년' });
  const dayNumber = lunarToDayNumber(lunar);
  return { dayNumber, solar: formatDate(dayNumberToSolar(dayNumber)), lunar };
}

export function calculateGwae(input: GwaeInput): TojeongCalc {
  needObject('calculateGwae', input, "calculateGwae({ birth: '1990-05-15', targetYear: 2026 })");
  const { birth: birthText, calendar, leapMonth } = gwaeBirth(input);
  const date = parseBirth(birthText);
  const { dayNumber: birthDay, solar, lunar } =
    calendar === 'lunar' ? lunarBirth(date, leapMonth, birthText) : solarBirth(date, birthText);

  const { targetYear } = input;
  if (targetYear < lunar.year) {
    throw new TojeongError('CALC_ERROR', {
      en: `targetYear ${targetYear} is before the lunar birth year ${lunar.year}; choose ${lunar.year} or later`,
      ko: `targetYear ${targetYear}년은 음력 생년 ${lunar.year}년보다 앞섭니다. ${lunar.year}년 이후를 고르세요`,
    });
  }
  if (targetYear > CALENDAR_TABLE.lastLunarYear) {
    throw new TojeongError('CALC_ERROR', {
      en: `targetYear ${targetYear} is after the calendar's last year ${CALENDAR_TABLE.lastLunarYear}`,
      ko: `targetYear ${targetYear}년은 달력이 다루는 마지막 해(${CALENDAR_TABLE.lastLunarYear}년)보다 뒤입니다`,
    });
  }

  // Korean age counts the lunar birth year as 1; a leap-month birth counts as the
  // regular month of the same number (the spec's rule), so only month/day are used below.
  const koreanAge = targetYear - lunar.year + 1;

  const yearP = yearPillar(targetYear);
  const monthP = monthPillar(targetYear, lunar.month);
  const monthFirstDay = monthFirstDayIn(targetYear, lunar.month, false);
  const monthDayCount = monthLengthIn(targetYear, lunar.month, false);
  const dayAdjusted = lunar.day > monthDayCount;
  const dayUsed = dayAdjusted ? monthDayCount : lunar.day;
  const targetDay = monthFirstDay + dayUsed - 1;
  const dayP = dayNumberPillar(targetDay);

  const tsu = taeseSu(yearP);
  const wsu = wolgeonSu(monthP);
  const isu = iljinSu(dayP);
  const upper = cycleRemainder(koreanAge + tsu, 8);
  const middle = cycleRemainder(monthDayCount + wsu, 6);
  const lower = cycleRemainder(dayUsed + isu, 3);

  return {
    gwaeId: `${upper}${middle}${lower}`,
    upper,
    middle,
    lower,
    koreanAge,
    yearGapja: yearP.hanja,
    yearGapjaReading: yearP.hangul,
    monthGapja: monthP.hanja,
    monthGapjaReading: monthP.hangul,
    dayGapja: dayP.hanja,
    dayGapjaReading: dayP.hangul,
    monthDayCount,
    solar,
    lunar,
    dayAdjusted,
    // The month length is a calendar value too: when the month ends past the last
    // KASI-published day (lunar 2050-11 and later), the result rests on astronomy.
    provisional: isProvisionalYear(targetYear) || isProvisionalDayNumber(birthDay) || isProvisionalDayNumber(monthFirstDay + monthDayCount - 1),
    basis: {
      taeseSu: tsu,
      wolgeonSu: wsu,
      iljinSu: isu,
      targetLunarDate: isoDate(targetYear, lunar.month, dayUsed),
      targetSolarDate: formatDate(dayNumberToSolar(targetDay)),
    },
  };
}
