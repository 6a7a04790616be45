/**
 * tojeong-core/calendar: the Korean lunisolar calendar (음력) for lunar years
 * 1900-2100, table-driven: solar <-> lunar and the year, month and day
 * pillars. Data: data/calendar/korean-lunar.json (see data/calendar/README.md).
 * What needs the solar-term table (a day's or a month's page, the 24 terms,
 * the four pillars of an instant) is tojeong-core/terms, so that a page that
 * only converts dates does not download the table (4.7 KB gzip on its own).
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
