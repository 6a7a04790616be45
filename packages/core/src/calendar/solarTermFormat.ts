/**
 * Shape of data/calendar/solar-terms.json, shared by its generator
 * (scripts/buildSolarTerms.ts) and the run-time loader (solarTermTable.ts).
 */
import type { CalendarSourceInfo } from './tableFormat.js';

export interface SolarTermTableFile {
  id: string;
  version: string;
  description: string;
  /** How the instants were computed: ephemeris, ΔT, rounding. */
  method: string;
  firstYear: number;
  lastYear: number;
  sources: CalendarSourceInfo[];
  /** Korean civil time (tz database Asia/Seoul) over the years of the table. */
  seoul: {
    /** Offset east of UTC in seconds before the first transition (local mean time of Seoul). */
    initialOffsetSeconds: number;
    /** [seconds since the Unix epoch, offset east of UTC in seconds from that instant on], in time order. */
    transitions: [number, number][];
  };
  /**
   * The first year's row: the year, then its 24 terms' instants, 소한 (285°)
   * first and 동지 (270°) last, each in whole minutes after the year's
   * 1 January 00:00 UTC.
   */
  firstRow: number[];
  /**
   * One string of 24 characters per later year, in order: character k is the
   * minutes from term k of the year before to term k of this year, less
   * STEP_BASE_MINUTES, as an index into STEP_DIGITS shifted by STEP_ZERO.
   * A term recurs after a tropical year (525,948.77 minutes) give or take
   * the Moon's and the planets' pull (−17 … +16 minutes over 1900–2100), so
   * one character holds a term: the table is 4.7 KB gzip instead of 16.6 KB
   * as rows of minutes (issue 38), and every minute is kept exactly.
   */
  steps: string[];
}

/** The whole minutes every step is counted from (a tropical year is 525,948.77). */
export const STEP_BASE_MINUTES = 525948;
/** The step digits: index − STEP_ZERO is the minutes above STEP_BASE_MINUTES. */
export const STEP_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const STEP_ZERO = 31;
