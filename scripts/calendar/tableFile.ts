/**
 * The year rows of korean-lunar.json, checked as they are assembled, and the
 * file's bytes.
 */
import { dayNumberToIso } from '../../packages/core/src/calendar/dayNumber.js';
import type { CalendarTableFile, CalendarYearRow } from '../../packages/core/src/calendar/tableFormat.js';
import { monthLabel } from './lunarMonth.js';
import type { LunarMonthRecord } from './lunarMonth.js';
import { FIRST_LUNAR_YEAR, LAST_LUNAR_YEAR } from './span.js';

/**
 * One row per lunar year FIRST … LAST from a month list that runs past both
 * ends; throws unless every year starts with month 1 where the year before
 * ended, has 12 months (13 with one leap month right after its regular month)
 * of 29 or 30 days each, and leaves no gap between months.
 */
export function assembleYears(months: LunarMonthRecord[]): CalendarYearRow[] {
  const rows: CalendarYearRow[] = [];
  let expectedStart: number | null = null;
  for (let year = FIRST_LUNAR_YEAR; year <= LAST_LUNAR_YEAR; year++) {
    const ms = months.filter((m) => m.year === year);
    const first = ms[0];
    if (!first || first.month !== 1 || first.leap) throw new Error(`lunar year ${year} does not start with month 1`);
    if (expectedStart !== null && first.start !== expectedStart) throw new Error(`lunar year ${year} is not contiguous with ${year - 1}`);
    const leaps = ms.filter((m) => m.leap);
    if (leaps.length > 1 || ms.length !== 12 + leaps.length) throw new Error(`lunar year ${year} has ${ms.length} months`);
    let expectedNumber = 1;
    let day = first.start;
    for (const m of ms) {
      if (m.start !== day) throw new Error(`${monthLabel(m)} is not contiguous`);
      if (m.length !== 29 && m.length !== 30) throw new Error(`${monthLabel(m)} has length ${m.length}`);
      if (m.leap) {
        if (m.month !== expectedNumber - 1) throw new Error(`${monthLabel(m)} does not follow its regular month`);
      } else if (m.month !== expectedNumber++) {
        throw new Error(`${monthLabel(m)} out of order`);
      }
      day += m.length;
    }
    expectedStart = day;
    rows.push({
      year,
      newYear: dayNumberToIso(first.start),
      leapMonth: leaps[0]?.month ?? 0,
      months: ms.map((m) => (m.length === 30 ? '1' : '0')).join(''),
    });
  }
  return rows;
}

/** One year per line so diffs and manual checks stay readable; key order is fixed, so output is byte-stable. */
export function serializeTable(t: CalendarTableFile): string {
  const head: Omit<CalendarTableFile, 'years'> = {
    id: t.id,
    version: t.version,
    description: t.description,
    firstLunarYear: t.firstLunarYear,
    lastLunarYear: t.lastLunarYear,
    provisionalFrom: t.provisionalFrom,
    firstSolar: t.firstSolar,
    lastSolar: t.lastSolar,
    kasiUntilSolar: t.kasiUntilSolar,
    sources: t.sources,
  };
  const lines = Object.entries(head).map(([k, v]) => {
    if (k === 'sources') {
      const items = t.sources.map(
        (s) =>
          `    ${JSON.stringify({ name: s.name, version: s.version, license: s.license, role: s.role })}`,
      );
      return `  "sources": [\n${items.join(',\n')}\n  ]`;
    }
    return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  const years = t.years.map(
    (y) =>
      `    ${JSON.stringify({ year: y.year, newYear: y.newYear, leapMonth: y.leapMonth, months: y.months })}`,
  );
  return `{\n${lines.join(',\n')},\n  "years": [\n${years.join(',\n')}\n  ]\n}\n`;
}
