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
   * One row per Gregorian year: the year, then the 24 terms' instants, 소한
   * (285°) first and 동지 (270°) last, each in whole minutes after the year's
   * 1 January 00:00 UTC.
   */
  years: number[][];
}
