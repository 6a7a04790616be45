/**
 * The days and years the calendar table covers, and which part of them each
 * source answers for.
 */
import { solarPartsToDayNumber } from '../../packages/core/src/calendar/dayNumber.js';

export const FIRST_LUNAR_YEAR = 1900;
export const LAST_LUNAR_YEAR = 2100;
/** Lunar years from this one on lie wholly after the oracles' last day: astronomy alone, so provisional. */
export const PROVISIONAL_FROM = 2051;

/** Lunar 1900-01-01. */
export const FIRST_SOLAR_JDN = solarPartsToDayNumber(1900, 1, 31);
/** Last solar day both oracles convert (kor-lunar: 1890-01-21 … 2050-12-31; korean-lunar-calendar: 1000-02-13 … 2050-12-31). */
export const LAST_ORACLE_JDN = solarPartsToDayNumber(2050, 12, 31);
/**
 * Start of the astronomy-vs-KASI verification span. Korea has kept its
 * calendar on the 135°E meridian (UTC+9) since 1912-01-01; 1912-01-19 is the
 * first month start after that (lunar 1911-12-01).
 */
export const VERIFY_FROM_JDN = solarPartsToDayNumber(1912, 1, 19);
