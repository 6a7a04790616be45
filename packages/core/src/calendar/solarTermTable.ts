/**
 * Loads data/calendar/solar-terms.json once, checks it, and lays it out in
 * typed arrays: the terms' instants and Korean civil time's offsets, both in
 * seconds since the Unix epoch. A malformed table throws at import time.
 */
import termTableFile from '../../data/calendar/solar-terms.json' with { type: 'json' };
import { STEP_BASE_MINUTES, STEP_DIGITS, STEP_ZERO, type SolarTermTableFile } from './solarTermFormat.js';

const TABLE_PATH = 'calendar/solar-terms.json';

export interface LoadedSolarTermTable {
  id: string;
  version: string;
  method: string;
  firstYear: number;
  lastYear: number;
  /** instants[(year - firstYear) * 24 + i]: term i of the year (0 = 소한 … 23 = 동지), seconds since the Unix epoch. */
  instants: Float64Array;
  /** Offset east of UTC, in seconds, before the first transition. */
  initialOffset: number;
  /** Instants (seconds since the Unix epoch) from which transitionOffset applies. */
  transitionAt: Float64Array;
  transitionOffset: Int32Array;
}

function fail(msg: string): never {
  throw new Error(`solar term table data/${TABLE_PATH}: ${msg}`);
}

const isInt = (x: unknown): x is number => Number.isInteger(x);

/** The 1 January 00:00 UTC of a year, in seconds since the Unix epoch. */
function yearStartSeconds(year: number): number {
  return Date.UTC(year, 0, 1) / 1000;
}

/** Builds the layout from a parsed table, checking every invariant. Exported for tests. */
export function layoutSolarTermTable(raw: unknown): LoadedSolarTermTable {
  if (typeof raw !== 'object' || raw === null) fail('not an object');
  const t = raw as Partial<SolarTermTableFile>;
  if (typeof t.id !== 'string' || typeof t.version !== 'string' || typeof t.method !== 'string') fail('missing id/version/method');
  if (!isInt(t.firstYear) || !isInt(t.lastYear) || t.lastYear < t.firstYear) fail('missing year bounds');
  const yearCount = t.lastYear - t.firstYear + 1;
  if (!Array.isArray(t.firstRow) || t.firstRow.length !== 25 || t.firstRow[0] !== t.firstYear) fail(`firstRow is not year ${t.firstYear} with 24 terms`);
  if (!Array.isArray(t.steps) || t.steps.length !== yearCount - 1) fail('wrong number of years');
  const instants = new Float64Array(yearCount * 24);
  const firstStart = yearStartSeconds(t.firstYear);
  for (let k = 0; k < 24; k++) {
    const minutes = t.firstRow[k + 1];
    if (!isInt(minutes) || minutes < 0 || minutes >= 366 * 1440) fail(`year ${t.firstYear} term ${k} is not a minute of the year`);
    instants[k] = firstStart + minutes * 60;
  }
  t.steps.forEach((row, i) => {
    const year = (t.firstYear as number) + i + 1;
    if (typeof row !== 'string' || row.length !== 24) fail(`steps of year ${year} are not 24 characters`);
    for (let k = 0; k < 24; k++) {
      const digit = STEP_DIGITS.indexOf(row[k] as string);
      if (digit < 0) fail(`year ${year} term ${k} has no step digit`);
      instants[(i + 1) * 24 + k] = (instants[i * 24 + k] as number) + (STEP_BASE_MINUTES + digit - STEP_ZERO) * 60;
    }
  });
  // Consecutive terms are 14-16 days apart; anything else is a broken row.
  for (let j = 1; j < instants.length; j++) {
    const gap = (instants[j] as number) - (instants[j - 1] as number);
    if (gap < 13 * 86400 || gap > 17 * 86400) fail(`year ${t.firstYear + Math.floor(j / 24)} term ${j % 24} is not 13-17 days after the one before`);
  }
  const seoul = t.seoul;
  if (!seoul || !isInt(seoul.initialOffsetSeconds) || !Array.isArray(seoul.transitions)) fail('missing seoul offsets');
  const transitionAt = new Float64Array(seoul.transitions.length);
  const transitionOffset = new Int32Array(seoul.transitions.length);
  seoul.transitions.forEach((tr, i) => {
    if (!Array.isArray(tr) || tr.length !== 2 || !isInt(tr[0]) || !isInt(tr[1])) fail(`transition ${i} is malformed`);
    if (i > 0 && tr[0] <= (transitionAt[i - 1] as number)) fail(`transition ${i} is out of order`);
    if (Math.abs(tr[1]) > 14 * 3600) fail(`transition ${i} has offset ${tr[1]}`);
    transitionAt[i] = tr[0];
    transitionOffset[i] = tr[1];
  });
  return {
    id: t.id as string,
    version: t.version as string,
    method: t.method as string,
    firstYear: t.firstYear,
    lastYear: t.lastYear,
    instants,
    initialOffset: seoul.initialOffsetSeconds,
    transitionAt,
    transitionOffset,
  };
}

export const TERM_TABLE: LoadedSolarTermTable = layoutSolarTermTable((termTableFile as unknown));
