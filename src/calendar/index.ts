/**
 * Korean lunisolar calendar (음력) for lunar years 1900-2100, table-driven.
 * Data: data/calendar/korean-lunar.json (see data/calendar/README.md).
 */
export type { LunarDate, Pillar, SolarDate } from './types.js';
export {
  dayNumberToLunar,
  dayNumberToSolar,
  isDayNumberInRange,
  isProvisionalDayNumber,
  isProvisionalSolarDate,
  isProvisionalYear,
  isSolarInRange,
  isValidSolarDate,
  leapMonthOf,
  lunarDateExists,
  lunarMonthFirstDay,
  lunarMonthLength,
  lunarNewYear,
  lunarToDayNumber,
  lunarToSolar,
  lunarYearLength,
  solarToDayNumber,
  solarToLunar,
} from './lunar.js';
export { dayNumberPillar, dayPillar, monthPillar, PILLARS, pillarOf, yearPillar } from './pillars.js';
export { CALENDAR_SOURCE, CALENDAR_TABLE } from './tableInfo.js';
export { calendarDay, type CalendarDay, type CalendarDayInput, type PillarName, type Weekday } from './day.js';
export {
  FIRST_TERM_YEAR,
  LAST_TERM_YEAR,
  SOLAR_TERM_NAMES,
  solarTermsOfYear,
  solarTermYear,
  TERM_SOURCE,
  type SolarTermYear,
  type SolarTerm,
  type SolarTermName,
} from './solarTerms.js';
export {
  fourPillarsAt,
  ZI_HOUR_RULES,
  type ElementName,
  type FourPillar,
  type FourPillars,
  type FourPillarsInput,
  type ZiHourRule,
} from './fourPillars.js';
export { calendarMonth, type CalendarMonth, type CalendarMonthDay } from './month.js';
