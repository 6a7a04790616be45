/**
 * Lunar months from astronomical events by the Korean (時憲曆) rules, dated
 * in any clock: the table uses UTC+9, the report tries others.
 */
import { dayNumberToIso, dayNumberToSolarParts } from '../../packages/core/src/calendar/dayNumber.js';
import type { AstronomicalEvents } from './astronomicalEvents.js';
import { civilDay } from './civilTime.js';
import type { OffsetModel } from './civilTime.js';
import type { LunarMonthRecord } from './lunarMonth.js';

/** Index of the first element ≥ `value` in an ascending array; its length when there is none. */
function firstIndexAtOrAfter(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Applies the Korean (時憲曆) month rules to the events:
 * - a month starts on the civil day of a new moon;
 * - the month containing the winter solstice (270°) is month 11;
 * - if 13 months separate two consecutive month-11 starts, the first month
 *   after the first month 11 that contains no principal term is the leap month
 *   and repeats the number of the month before it;
 * - month 1 begins the lunar year.
 * Returns months of lunar years 1899 (from its month 11) … 2101 (up to its month 10).
 */
export function buildAstronomicalMonths(ev: AstronomicalEvents, offset: OffsetModel): LunarMonthRecord[] {
  const moonDays = ev.newMoons.map((ut) => civilDay(ut, offset(ut)));
  const termDays = ev.terms.map((x) => civilDay(x.ut, offset(x.ut)));
  // Offsets may differ between events (civil-time model), so sort defensively before binary searching.
  const sortedTermDays = [...termDays].sort((p, q) => p - q);
  const solsticeDays = ev.terms.flatMap((x, i) => (x.longitude === 270 ? [termDays[i] as number] : []));
  const monthHasTerm = (i: number): boolean => {
    const start = moonDays[i] as number;
    const end = moonDays[i + 1] as number;
    const k = firstIndexAtOrAfter(sortedTermDays, start);
    return k < sortedTermDays.length && (sortedTermDays[k] as number) < end;
  };
  // Index of the new moon starting the month that contains each winter solstice.
  const month11 = solsticeDays.map((d) => {
    const i = firstIndexAtOrAfter(moonDays, d + 1) - 1;
    if (i < 0 || i + 1 >= moonDays.length) throw new Error(`solstice ${dayNumberToIso(d)} outside the new-moon range`);
    return i;
  });
  const months: LunarMonthRecord[] = [];
  for (let k = 0; k + 1 < month11.length; k++) {
    const a = month11[k] as number;
    const b = month11[k + 1] as number;
    const count = b - a;
    if (count !== 12 && count !== 13) throw new Error(`${count} months between month-11 starts at ${dayNumberToIso(moonDays[a] as number)}`);
    const solsticeYear = dayNumberToSolarParts(solsticeDays[k] as number).year;
    let number = 11;
    let leapUsed = count === 12;
    let yearTurned = false;
    for (let i = a; i < b; i++) {
      let leap = false;
      if (i > a) {
        if (!leapUsed && !monthHasTerm(i)) {
          leap = true;
          leapUsed = true;
        } else {
          number = (number % 12) + 1;
          if (number === 1) yearTurned = true;
        }
      }
      const start = moonDays[i] as number;
      months.push({
        year: yearTurned ? solsticeYear + 1 : solsticeYear,
        month: number,
        leap,
        start,
        length: (moonDays[i + 1] as number) - start,
      });
    }
    if (!leapUsed) throw new Error(`13-month interval from ${dayNumberToIso(moonDays[a] as number)} has no month without a principal term`);
  }
  return months;
}
