/**
 * Loads data/calendar/korean-lunar.json once, validates it, and lays it out in
 * typed arrays so conversions are a binary search plus a short walk with no
 * allocation. A malformed table throws at import time: a service answering
 * from a corrupt calendar would be worse than one that does not start.
 */
import calendarTableFile from '../../data/calendar/korean-lunar.json' with { type: 'json' };
import { dayNumberToIso, isoToDayNumber } from './dayNumber.js';
import type { CalendarTableFile, CalendarYearRow } from './tableFormat.js';

const TABLE_PATH = 'calendar/korean-lunar.json';

export interface LoadedTable {
  id: string;
  version: string;
  firstLunarYear: number;
  lastLunarYear: number;
  provisionalFrom: number;
  /** JDN of the first and last day covered. */
  firstJdn: number;
  lastJdn: number;
  /** JDN of the last day taken from KASI data. */
  kasiUntilJdn: number;
  /** yearStart[i] = JDN of lunar 1/1 of year firstLunarYear + i; one extra entry = lastJdn + 1. */
  yearStart: Int32Array;
  /** Index into the month arrays of each year's month 1; one extra entry = total months. */
  yearFirstMonth: Int32Array;
  /** 0 = no leap month. */
  yearLeapMonth: Uint8Array;
  /** monthStart[k] = JDN of day 1 of month k (all years, calendar order); one extra entry = lastJdn + 1. */
  monthStart: Int32Array;
  monthNumber: Uint8Array;
  /** 1 for a leap month. */
  monthLeap: Uint8Array;
}

function fail(msg: string): never {
  throw new Error(`calendar table data/${TABLE_PATH}: ${msg}`);
}

function isYearRow(x: unknown): x is CalendarYearRow {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    Number.isInteger(r.year) &&
    typeof r.newYear === 'string' &&
    Number.isInteger(r.leapMonth) &&
    typeof r.months === 'string'
  );
}

/** Builds the typed-array layout from a parsed table, checking every structural invariant. Exported for tests. */
export function layoutTable(raw: unknown): LoadedTable {
  if (typeof raw !== 'object' || raw === null) fail('not an object');
  const t = raw as Partial<CalendarTableFile>;
  if (typeof t.id !== 'string' || typeof t.version !== 'string') fail('missing id/version');
  if (!Number.isInteger(t.firstLunarYear) || !Number.isInteger(t.lastLunarYear) || !Number.isInteger(t.provisionalFrom)) {
    fail('missing year bounds');
  }
  if (typeof t.firstSolar !== 'string' || typeof t.lastSolar !== 'string' || typeof t.kasiUntilSolar !== 'string') {
    fail('missing solar bounds');
  }
  if (!Array.isArray(t.years)) fail('missing years');
  const firstLunarYear = t.firstLunarYear as number;
  const lastLunarYear = t.lastLunarYear as number;
  const nYears = lastLunarYear - firstLunarYear + 1;
  if (t.years.length !== nYears) fail(`expected ${nYears} years, found ${t.years.length}`);

  const yearStart = new Int32Array(nYears + 1);
  const yearFirstMonth = new Int32Array(nYears + 1);
  const yearLeapMonth = new Uint8Array(nYears);
  const totalMonths = t.years.reduce((n: number, y: unknown) => n + (isYearRow(y) ? y.months.length : 0), 0);
  const monthStart = new Int32Array(totalMonths + 1);
  const monthNumber = new Uint8Array(totalMonths);
  const monthLeap = new Uint8Array(totalMonths);

  let jdn = isoToDayNumber(t.firstSolar as string);
  let k = 0;
  for (let i = 0; i < nYears; i++) {
    const row: unknown = t.years[i];
    if (!isYearRow(row)) fail(`row ${i} is malformed`);
    const { year, leapMonth, months } = row;
    if (year !== firstLunarYear + i) fail(`row ${i} is year ${year}`);
    if (isoToDayNumber(row.newYear) !== jdn) fail(`year ${year} starts ${row.newYear}, expected ${dayNumberToIso(jdn)}`);
    if (leapMonth < 0 || leapMonth > 12) fail(`year ${year} has leap month ${leapMonth}`);
    if (!/^[01]+$/.test(months) || months.length !== (leapMonth > 0 ? 13 : 12)) {
      fail(`year ${year} has month string "${months}" for leap month ${leapMonth}`);
    }
    yearStart[i] = jdn;
    yearFirstMonth[i] = k;
    yearLeapMonth[i] = leapMonth;
    let number = 1;
    for (let j = 0; j < months.length; j++) {
      // The leap month directly follows the regular month of the same number.
      const isLeap = leapMonth > 0 && j === leapMonth;
      monthStart[k] = jdn;
      monthNumber[k] = isLeap ? leapMonth : number++;
      monthLeap[k] = isLeap ? 1 : 0;
      jdn += months[j] === '1' ? 30 : 29;
      k++;
    }
  }
  yearStart[nYears] = jdn;
  yearFirstMonth[nYears] = k;
  monthStart[k] = jdn;
  const lastJdn = jdn - 1;
  if (isoToDayNumber(t.lastSolar as string) !== lastJdn) fail(`lastSolar ${t.lastSolar} != ${dayNumberToIso(lastJdn)}`);
  const kasiUntilJdn = isoToDayNumber(t.kasiUntilSolar as string);
  return {
    id: t.id as string,
    version: t.version as string,
    firstLunarYear,
    lastLunarYear,
    provisionalFrom: t.provisionalFrom as number,
    firstJdn: yearStart[0] as number,
    lastJdn,
    kasiUntilJdn,
    yearStart,
    yearFirstMonth,
    yearLeapMonth,
    monthStart,
    monthNumber,
    monthLeap,
  };
}

export const TABLE: LoadedTable = layoutTable((calendarTableFile as unknown));
