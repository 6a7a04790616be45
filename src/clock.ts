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
