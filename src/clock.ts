/**
 * "Now" enters the service only through a Clock, so tests can fix it and the
 * calculation core never reads the system time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
}

// Korea has kept UTC+9 without daylight saving since 1988; every civil date the
// service derives from "now" (default target year, quota month, key-request day)
// is taken in Asia/Seoul with this fixed offset.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function seoulDate(instant: Date): CivilDate {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The year a 토정비결 reading is for: the one asked for, else the current year
 * in Asia/Seoul — the one rule of POST /v1/tojeong/gwae, the CLI's `gwae` and
 * the MCP tool (the schema's targetYear is optional; the cores take a year).
 */
export function targetYearOr(asked: number | undefined, clock: Clock): number {
  return asked ?? seoulDate(clock.now()).year;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The calendar month in Asia/Seoul, `YYYY-MM`: the period of the monthly quota. */
export function seoulMonthKey(instant: Date): string {
  const { year, month } = seoulDate(instant);
  return `${year}-${pad2(month)}`;
}

/** The day in Asia/Seoul, `YYYY-MM-DD`: the period of the key-request limit. */
export function seoulDayKey(instant: Date): string {
  const { year, month, day } = seoulDate(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Whole seconds (at least 1) until the next midnight in Asia/Seoul. */
export function secondsUntilSeoulMidnight(instant: Date): number {
  const { year, month, day } = seoulDate(instant);
  const nextMidnight = Date.UTC(year, month - 1, day + 1) - SEOUL_OFFSET_MS;
  return Math.max(1, Math.ceil((nextMidnight - instant.getTime()) / 1000));
}

/** The first instant of the next calendar month in Asia/Seoul, when the monthly quota starts again. */
export function nextSeoulMonthStart(instant: Date): Date {
  const { year, month } = seoulDate(instant);
  return new Date(Date.UTC(year, month, 1) - SEOUL_OFFSET_MS);
}

/** `2026-11-21 12:00 KST`: an instant as people in Korea read it (mails). */
export function formatSeoulMinute(instant: Date): string {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return `${seoulDayKey(instant)} ${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())} KST`;
}
