/**
 * The instants of the 24 solar terms (절기) of 1900–2100: the moments the Sun's
 * apparent geocentric ecliptic longitude (true ecliptic and equinox of date)
 * reaches a multiple of 15°. The Terrestrial Time instants come from
 * data/calendar/sources/solar-terms-tt.tsv, which scripts/calendar/
 * erfaSolarTerms.py computes with ERFA (eraEpv00, the IAU 2006/2000A
 * precession–nutation, eraAb); deltaT.ts turns them into UTC with the IERS's
 * ΔT and UT1 − UTC.
 */
import { readFileSync } from 'node:fs';
import { ttToUtcMs } from './deltaT.js';

export const TT_FILE = new URL('../../packages/core/data/calendar/sources/solar-terms-tt.tsv', import.meta.url);

/** Longitude of the first term of a Gregorian year, 소한 (小寒). */
const FIRST_LONGITUDE = 285;

export interface TermTT {
  year: number;
  /** 0 = 소한 (285°) … 23 = 동지 (270°). */
  index: number;
  longitude: number;
  /** The instant in Terrestrial Time, as a Julian date. */
  ttJd: number;
}

let cached: Map<number, TermTT[]> | null = null;

/** The ERFA version the TT file names in its first line. */
export const ERFA_VERSION = /with ERFA (\S+)/.exec(readFileSync(TT_FILE, 'utf8').split('\n', 1)[0]!)?.[1] ?? 'unknown';

/** Every term of the TT file, by year (read once, checked). */
export function readTermsTT(): Map<number, TermTT[]> {
  if (cached) return cached;
  const byYear = new Map<number, TermTT[]>();
  for (const line of readFileSync(TT_FILE, 'utf8').split('\n')) {
    if (!/^\d{4}\t/.test(line)) continue;
    const [year, index, longitude, ttJd] = line.split('\t').map(Number) as [number, number, number, number];
    if (longitude !== (FIRST_LONGITUDE + 15 * index) % 360) throw new Error(`solar-terms-tt.tsv: ${year} term ${index} has longitude ${longitude}`);
    const terms = byYear.get(year) ?? [];
    if (terms.length !== index) throw new Error(`solar-terms-tt.tsv: ${year} term ${index} out of order`);
    terms.push({ year, index, longitude, ttJd });
    byYear.set(year, terms);
  }
  cached = byYear;
  return byYear;
}

/**
 * The 24 instants of `year`, 소한 (285°) first and 동지 (270°) last, each in
 * milliseconds since the Unix epoch (UTC, unrounded to the minute).
 */
export function solarTermInstants(year: number): number[] {
  const terms = readTermsTT().get(year);
  if (!terms || terms.length !== 24) throw new Error(`solar-terms-tt.tsv has no 24 terms for ${year}`);
  return terms.map((term) => {
    const ms = ttToUtcMs(term.ttJd);
    if (new Date(ms).getUTCFullYear() !== year) throw new Error(`term ${term.longitude}° of ${year} falls in another year`);
    return ms;
  });
}
