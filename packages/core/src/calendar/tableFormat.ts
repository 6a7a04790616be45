/**
 * Shape of data/calendar/korean-lunar.json.
 *
 * Shared by the generator (scripts/buildCalendar.ts, which writes it) and the
 * run-time loader (table.ts, which validates and reads it), so the two cannot
 * drift apart silently.
 */

export interface CalendarSourceInfo {
  /** What the source is, e.g. "korean-lunar-calendar". */
  name: string;
  version: string;
  license: string;
  /** Which part of the table it supplies or checks. */
  role: string;
}

export interface CalendarYearRow {
  /** Lunar year number (the year that begins on month 1, day 1). */
  year: number;
  /** Solar (Gregorian) date of lunar 1/1, "YYYY-MM-DD". */
  newYear: string;
  /** Number of the leap month (윤달), which follows the regular month of the same number; 0 = none. */
  leapMonth: number;
  /**
   * Month lengths in calendar order, one character per month: "1" = 30 days
   * (대월), "0" = 29 days (소월). 12 characters, or 13 when leapMonth > 0 (the
   * leap month's character comes right after its regular month's).
   */
  months: string;
}

export interface CalendarTableFile {
  id: string;
  version: string;
  description: string;
  firstLunarYear: number;
  lastLunarYear: number;
  /** Lunar years from this one on are computed astronomically and not yet published by KASI. */
  provisionalFrom: number;
  /** First solar day of the table (lunar firstLunarYear-01-01). */
  firstSolar: string;
  /** Last solar day of the table (last day of lunar lastLunarYear). */
  lastSolar: string;
  /** Last solar day whose lunar date comes from the KASI-derived oracles; later days are astronomical. */
  kasiUntilSolar: string;
  sources: CalendarSourceInfo[];
  years: CalendarYearRow[];
}
