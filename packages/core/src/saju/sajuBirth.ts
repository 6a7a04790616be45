/**
 * The `birth` of a name analysis, checked and placed on the solar calendar:
 * every message names the field (`birth.date`, `birth.time`, …). A lunar date
 * goes through the calendar's own lunar reading (dateText.existingLunarDate,
 * as GET /v1/calendar/day does), its BAD_BIRTH restated as BAD_INPUT here
 * because `birth` is a field of the analysis, not the gwae's birth.
 */
import { birthObjectOf } from '../calendar/birthValue.js';
import { type ErrorText, TojeongError } from '../errors.js';
import { existingLunarDate, parseDateText } from '../calendar/dateText.js';
import { dayNumberToIso, isValidSolarParts } from '../calendar/dayNumber.js';
import { lunarToDayNumber } from '../calendar/lunar.js';

export type BirthInput = {
  /** YYYY-MM-DD, solar or (with calendar 'lunar') lunar. */
  date: string;
  /** HH:MM on the Korean civil clock; absent or null when the hour is unknown. */
  time?: string | null;
  /** Default 'solar'. */
  calendar?: 'solar' | 'lunar';
  /** Lunar only: the leap copy (윤달) of the month. */
  leapMonth?: boolean;
  /** East longitude in degrees, -180 … 180: the day and hour by the true solar time (진태양시) there. */
  longitude?: number;
};

export type CheckedBirth = {
  solar: string;
  time: string | null;
  calendar: 'solar' | 'lunar';
  leapMonth: boolean;
  longitude: number | null;
  /** The date as sent, for messages. */
  date: string;
};

function bad(text: ErrorText): never {
  throw new TojeongError('BAD_INPUT', text);
}

/** "lunar 2023-02-01 (leap) 14:30", as messages quote a birth. */
export function birthText(b: CheckedBirth): string {
  return `${b.calendar} ${b.date}${b.leapMonth ? ' (leap)' : ''}${b.time === null ? '' : ` ${b.time}`}`;
}

function checkTime(time: unknown): string | null {
  if (time === undefined || time === null) return null;
  const m = typeof time === 'string' ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) bad({
      en: `birth.time must be a civil time HH:MM from 00:00 to 23:59, or null when the hour is unknown; got ${JSON.stringify(time)}`,
      ko: `birth.time에는 00:00부터 23:59까지의 시각 HH:MM을 주세요. 태어난 시를 모르면 null로 둡니다. 받은 값: ${JSON.stringify(time)}`,
    });
  return time as string;
}

function checkLongitude(longitude: unknown): number | null {
  if (longitude === undefined || longitude === null) return null;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) bad({
      en: `birth.longitude must be a number of degrees east, -180 to 180; got ${JSON.stringify(longitude)}`,
      ko: `birth.longitude에는 동경 기준 도 단위의 수(-180에서 180)를 주세요. 받은 값: ${JSON.stringify(longitude)}`,
    });
  return longitude;
}

/** The solar date of a lunar one; the calendar's errors (a leap month the year lacks, a day past the month, a year outside the table) name `birth.date`. */
function lunarToSolarIso(date: string, parts: { year: number; month: number; day: number }, leap: boolean): string {
  const label = { en: `birth.date lunar ${date}${leap ? ' (leap)' : ''}`, ko: `birth.date 음력 ${date}${leap ? ' (윤달)' : ''}` };
  try {
    return dayNumberToIso(lunarToDayNumber(existingLunarDate(parts, leap, label, { en: 'birth.date: lunar year', ko: 'birth.date: 음력' })));
  } catch (error) {
    if (!(error instanceof TojeongError) || error.code === 'CALC_ERROR') throw error;
    // BAD_BIRTH is the gwae's code; here the same reason is a bad field of the request. Some reasons already name the date.
    const named = error.text.en.startsWith('birth.');
    throw new TojeongError('BAD_INPUT', named ? error.text : { en: `${label.en}: ${error.text.en}`, ko: `${label.ko}: ${error.text.ko}` });
  }
}

export function checkBirth(value: BirthInput | string): CheckedBirth {
  // Either shape, "1990-05-17" or {date, …}; a birth in neither is the request's mistake here (BAD_INPUT).
  const input = birthObjectOf(value, 'BAD_INPUT');
  const calendar = input.calendar ?? 'solar';
  if (calendar !== 'solar' && calendar !== 'lunar') bad({
      en: `birth.calendar must be "solar" or "lunar", got ${JSON.stringify(calendar)}`,
      ko: `birth.calendar에는 "solar"(양력)나 "lunar"(음력)를 주세요. 받은 값: ${JSON.stringify(calendar)}`,
    });
  const leapMonth = input.leapMonth ?? false;
  if (typeof leapMonth !== 'boolean') bad({
      en: `birth.leapMonth must be true or false, got ${JSON.stringify(leapMonth)}`,
      ko: `birth.leapMonth에는 true나 false를 주세요. 받은 값: ${JSON.stringify(leapMonth)}`,
    });
  // As GET /v1/calendar/day: a leap flag on a solar date is refused, not dropped.
  if (leapMonth && calendar === 'solar') bad({
      en: 'birth.leapMonth applies to a lunar date only: send birth.calendar "lunar" with it, or drop it',
      ko: 'birth.leapMonth는 음력 날짜에만 씁니다. birth.calendar를 "lunar"로 주거나 leapMonth를 빼 주세요',
    });
  const date: unknown = input.date;
  const parts = typeof date === 'string' ? parseDateText(date) : null;
  if (parts === null) bad({
      en: `birth.date must be a date written YYYY-MM-DD, got ${JSON.stringify(date)}`,
      ko: `birth.date에는 YYYY-MM-DD 형식의 날짜를 주세요. 받은 값: ${JSON.stringify(date)}`,
    });
  const time = checkTime(input.time);
  const longitude = checkLongitude(input.longitude);
  let solar: string;
  if (calendar === 'lunar') {
    solar = lunarToSolarIso(date as string, parts, leapMonth);
  } else {
    if (!isValidSolarParts(parts.year, parts.month, parts.day)) bad({
        en: `birth.date ${date as string} is not a real solar date`,
        ko: `birth.date ${date as string}: 실제로 있는 양력 날짜가 아닙니다`,
      });
    solar = date as string;
  }
  return { solar, time, calendar, leapMonth, longitude, date: date as string };
}
