/**
 * tojeong-core/terms: what needs the 24 solar terms (data/calendar/solar-terms.json):
 * a day's page (its pillars and solar term), a month's, the terms of a year,
 * and the four pillars (사주) of an instant. Separate from tojeong-core/calendar
 * because the table alone is 4.7 KB gzip (16.6 KB before its compact form).
 */
export { calendarDay, type CalendarDay, type CalendarDayInput, type PillarName, type Weekday } from '../calendar/day.js';
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
} from '../calendar/solarTerms.js';
export {
  fourPillarsAt,
  ZI_HOUR_RULES,
  type ElementName,
  type FourPillar,
  type FourPillars,
  type FourPillarsInput,
  type ZiHourRule,
} from '../calendar/fourPillars.js';
export { calendarMonth, type CalendarMonth, type CalendarMonthDay } from '../calendar/month.js';
