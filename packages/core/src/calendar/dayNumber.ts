/**
 * Integer day numbers for the proleptic Gregorian calendar.
 *
 * The day number used throughout the calendar module is the Julian Day Number
 * (JDN) of the civil day: 2000-01-01 is 2451545. JDN was chosen over an
 * arbitrary epoch because it is the number printed by astronomical tables and
 * by the kor-lunar oracle (`julianDay`), which makes the data human-checkable.
 *
 * Everything here is plain integer arithmetic (no Date objects) so that the
 * conversions stay allocation-free and fast, and so that years before 1970 or
 * before year 1 (astronomical numbering, year 0 = 1 BC) behave uniformly.
 */

/** JDN of 0000-03-01 (proleptic Gregorian); the computation counts from a March-based year so leap days fall at the end. */
const JDN_OF_0000_03_01 = 1721120;
const DAYS_PER_400_YEARS = 146097;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInSolarMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  const n = MONTH_DAYS[month - 1];
  if (n === undefined) throw new RangeError(`invalid month ${month}`);
  return n;
}

/** True when the parts form a real proleptic-Gregorian date (integers, month 1-12, day within the month). */
export function isValidSolarParts(year: number, month: number, day: number): boolean {
  return (
    Number.isSafeInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInSolarMonth(year, month)
  );
}

/** JDN of a Gregorian date given as parts. Assumes the parts are valid (callers validate). */
export function solarPartsToDayNumber(year: number, month: number, day: number): number {
  // Shift the year start to March so February (and its leap day) is the last month.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400; // 0..399
  const monthFromMarch = month <= 2 ? month + 9 : month - 3; // March = 0
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return JDN_OF_0000_03_01 + era * DAYS_PER_400_YEARS + dayOfEra;
}

/** Inverse of solarPartsToDayNumber. Returns a fresh object. */
export function dayNumberToSolarParts(jdn: number): { year: number; month: number; day: number } {
  const z = jdn - JDN_OF_0000_03_01;
  const era = Math.floor(z / DAYS_PER_400_YEARS);
  const dayOfEra = z - era * DAYS_PER_400_YEARS; // 0..146096
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  ); // 0..399
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153); // March = 0
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** ISO "YYYY-MM-DD" for years 0..9999 (used by the generator and data file). */
export function dayNumberToIso(jdn: number): string {
  const { year, month, day } = dayNumberToSolarParts(jdn);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Parses "YYYY-MM-DD" (strict) to a JDN; throws RangeError for malformed or impossible dates. */
export function isoToDayNumber(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (!isValidSolarParts(year, month, day)) throw new RangeError(`invalid date: ${iso}`);
  return solarPartsToDayNumber(year, month, day);
}
