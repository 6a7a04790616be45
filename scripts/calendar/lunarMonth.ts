/** One lunar month as every source of the generator gives it: the oracles, astronomy and the table. */
export interface LunarMonthRecord {
  year: number;
  month: number;
  leap: boolean;
  /** JDN of day 1. */
  start: number;
  /** 29 or 30; null when the source does not reach the end of the month. */
  length: number | null;
}

/** "YYYY-MM", with " (leap)" for a leap month: how errors and the report name a month. */
export const monthLabel = (m: { year: number; month: number; leap: boolean }): string =>
  `${m.year}-${String(m.month).padStart(2, '0')}${m.leap ? ' (leap)' : ''}`;
