/**
 * Events (new moons, principal terms) so close to a KST midnight that a small
 * error in the ephemeris or in ΔT would move a month: the report lists them
 * for the span checked against KASI and for the provisional years.
 */
import { dayNumberToIso } from '../../packages/core/src/calendar/dayNumber.js';
import type { AstronomicalEvents } from './astronomicalEvents.js';
import { buildAstronomicalMonths } from './astronomicalMonths.js';
import { civilDay, civilDayCount, KST_OFFSET_MINUTES, kstTimestamp } from './civilTime.js';
import { monthLabel } from './lunarMonth.js';
import type { LunarMonthRecord } from './lunarMonth.js';

/** Events closer than this to a KST midnight are listed in the report. */
export const CRITICAL_MINUTES = 10;

export interface CriticalEvent {
  event: string;
  /** Minutes between the event and the nearest KST midnight. */
  marginMinutes: number;
  /** Whether the event is just before (true) or just after midnight. */
  beforeMidnight: boolean;
  /** Months of the table (in the window) that change if the event fell on the other side of that midnight. */
  affected: string[];
}

/** Everything that tells two months apart, so a month that changes in any way is missed in the other list. */
const monthKey = (m: LunarMonthRecord): string => `${m.year}/${m.month}/${m.leap}/${m.start}/${m.length}`;

/**
 * Events (new moons, principal terms) within `limitMinutes` of a KST midnight
 * that decide a month in [from, to]: each is moved alone to the other side of
 * midnight and the months are rebuilt. These are the months that an error in
 * the ephemeris or in ΔT of about that size would change.
 */
export function criticalEvents(ev: AstronomicalEvents, base: LunarMonthRecord[], from: number, to: number, limitMinutes: number): CriticalEvent[] {
  const inWindow = (ms: LunarMonthRecord[]): LunarMonthRecord[] => ms.filter((m) => m.start >= from && m.start <= to);
  const baseWindow = inWindow(base);
  const candidates = [
    ...ev.newMoons.map((ut) => ({ ut, name: 'new moon' })),
    ...ev.terms.map((x) => ({ ut: x.ut, name: `principal term ${x.longitude}°` })),
  ].sort((p, q) => p.ut - q.ut);
  const out: CriticalEvent[] = [];
  for (const c of candidates) {
    const day = civilDay(c.ut, KST_OFFSET_MINUTES);
    if (day < from - 31 || day > to + 31) continue;
    // Minutes since the KST midnight that starts the event's day.
    const dayCount = civilDayCount(c.ut, KST_OFFSET_MINUTES);
    const sinceMidnight = (dayCount - Math.floor(dayCount)) * 1440;
    const margin = Math.min(sinceMidnight, 1440 - sinceMidnight);
    if (margin >= limitMinutes) continue;
    // Move just this event across the nearest midnight (by margin + 30 s).
    const delta = sinceMidnight < 720 ? -(sinceMidnight + 0.5) : 1440 - sinceMidnight + 0.5;
    const moved = buildAstronomicalMonths(ev, (ut) => (ut === c.ut ? KST_OFFSET_MINUTES + delta : KST_OFFSET_MINUTES));
    const movedKeys = new Set(inWindow(moved).map(monthKey));
    const affected = baseWindow
      .filter((m) => !movedKeys.has(monthKey(m)))
      .map((m) => `${monthLabel(m)} ${dayNumberToIso(m.start)}+${m.length}d`);
    if (affected.length > 0) {
      out.push({ event: `${c.name} ${kstTimestamp(c.ut)}`, marginMinutes: margin, beforeMidnight: sinceMidnight >= 720, affected });
    }
  }
  return out;
}
