/**
 * Korean civil time: its offset from UTC at any instant of the solar term
 * table's span (from the tz database's Asia/Seoul, carried by
 * data/calendar/solar-terms.json), local dates and times of instants, and
 * instants of local dates and times (none for a time skipped by a change of
 * clock, two for a time the clock showed twice). Instants are seconds since
 * the Unix epoch; day numbers are Julian Day Numbers as in dayNumber.ts.
 */
import { dayNumberToIso } from './dayNumber.js';
import { TERM_TABLE } from './solarTermTable.js';

/** JDN of 1970-01-01, the Unix epoch's civil day. */
const UNIX_EPOCH_JDN = 2440588;
const DAY = 86400;

/** Offset east of UTC, in seconds, of Korean civil time at the instant `t`. */
export function koreanOffsetAt(t: number): number {
  const at = TERM_TABLE.transitionAt;
  // The last transition at or before t (binary search); none means local mean time.
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((at[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? TERM_TABLE.initialOffset : (TERM_TABLE.transitionOffset[lo - 1] as number);
}

/** A local date and time: the civil day's JDN and the seconds since its midnight. */
export interface LocalTime {
  dayNumber: number;
  secondOfDay: number;
}

/** The local date and time of the instant `t` on a clock `offset` seconds east of UTC. */
export function localTimeOf(t: number, offset: number): LocalTime {
  const local = t + offset;
  const days = Math.floor(local / DAY);
  return { dayNumber: UNIX_EPOCH_JDN + days, secondOfDay: local - days * DAY };
}

/** A local date and time read as if it were UTC: seconds since the Unix epoch of the same wall-clock reading at offset 0. */
export function localAsUtc(local: LocalTime): number {
  return (local.dayNumber - UNIX_EPOCH_JDN) * DAY + local.secondOfDay;
}

/**
 * The instants at which Korean civil clocks showed a local date and time:
 * one, none (skipped when the clock was put forward) or two (shown twice when
 * it was put back), in time order.
 */
export function koreanInstantsOf(local: LocalTime): number[] {
  const asUtc = localAsUtc(local);
  // Offsets change at most by hours and transitions are months apart: the offsets half a day around are the only candidates.
  const candidates = new Set([koreanOffsetAt(asUtc - DAY / 2), koreanOffsetAt(asUtc), koreanOffsetAt(asUtc + DAY / 2)]);
  const instants: number[] = [];
  for (const offset of candidates) {
    const t = asUtc - offset;
    if (koreanOffsetAt(t) === offset && !instants.includes(t)) instants.push(t);
  }
  return instants.sort((a, b) => a - b);
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * An offset as RFC 3339 writes it, ±hh:mm. RFC 3339 (and JavaScript's Date,
 * Python's fromisoformat, Java's OffsetDateTime) has no seconds in an offset,
 * so Seoul's local mean time, +08:27:52, is written with the whole-minute
 * offset nearest it, +08:28, and the wall clock shown with that offset: the
 * string names the exact instant (see formatLocalMeanTime for Seoul's clock).
 */
export function rfc3339Offset(offset: number): string {
  const minutes = Math.round(offset / 60);
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${two(Math.floor(a / 60))}:${two(a % 60)}`;
}

/** "hh:mm" or "hh:mm:ss" of a second of the day. */
function clockText(secondOfDay: number, withSeconds: boolean): string {
  const s = Math.floor(secondOfDay);
  const hm = `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}`;
  return withSeconds ? `${hm}:${two(s % 60)}` : hm;
}

/** A local date and time written YYYY-MM-DDThh:mm[:ss] (no offset). */
export function formatLocalTime(local: LocalTime, withSeconds: boolean): string {
  return `${dayNumberToIso(local.dayNumber)}T${clockText(local.secondOfDay, withSeconds)}`;
}

/**
 * The instant `t` in Korean civil time, RFC 3339 with seconds and offset:
 * 2024-02-04T17:27:00+09:00. Before 1908-04-01 (local mean time, +08:27:52)
 * the offset is +08:28 and the clock that offset's: 1900-02-04T14:20:00+08:28
 * is the instant 1900-02-04T05:52:00Z, which Seoul's clocks showed as 14:19:52.
 */
export function formatKoreanTime(t: number): string {
  const offset = Math.round(koreanOffsetAt(t) / 60) * 60;
  return `${formatLocalTime(localTimeOf(t, offset), true)}${rfc3339Offset(offset)}`;
}

/**
 * Seoul's wall clock at `t` to the second, YYYY-MM-DDThh:mm:ss (no offset),
 * where Korean civil time was local mean time (+08:27:52, before 1908-04-01),
 * which RFC 3339 cannot write; null from 1908-04-01 on, where `at` is the clock.
 */
export function formatLocalMeanTime(t: number): string | null {
  const offset = koreanOffsetAt(t);
  return offset % 60 === 0 ? null : formatLocalTime(localTimeOf(t, offset), true);
}

/** The instant `t` in UTC, RFC 3339 with seconds: 2024-02-04T08:27:00Z. */
export function formatUtc(t: number): string {
  return `${formatLocalTime(localTimeOf(t, 0), true)}Z`;
}
