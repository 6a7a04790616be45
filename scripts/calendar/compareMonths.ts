/**
 * Comparing two month lists over a span of days: how the build proves that
 * astronomy reproduces KASI, and how the report tries other clocks.
 */
import { dayNumberToIso } from '../../packages/core/src/calendar/dayNumber.js';
import { monthLabel } from './lunarMonth.js';
import type { LunarMonthRecord } from './lunarMonth.js';

export interface Comparison {
  monthsCompared: number;
  lengthsCompared: number;
  mismatches: string[];
}

/**
 * Compares astronomical months with oracle months whose start lies in [from, to]:
 * same start days, same year/month/leap labels and same lengths (where the oracle knows the length).
 */
export function compareMonths(
  oracle: LunarMonthRecord[],
  astro: LunarMonthRecord[],
  from: number,
  to: number,
  names: readonly [string, string] = ['KASI', 'astronomy'],
): Comparison {
  const [on, an] = names;
  const byStart = new Map(astro.map((m) => [m.start, m]));
  const oracleStarts = new Set(oracle.map((m) => m.start));
  const mismatches: string[] = [];
  let monthsCompared = 0;
  let lengthsCompared = 0;
  for (const o of oracle) {
    if (o.start < from || o.start > to) continue;
    monthsCompared++;
    const a = byStart.get(o.start);
    if (!a) {
      mismatches.push(`${on} ${monthLabel(o)} starts ${dayNumberToIso(o.start)}; ${an} has no month starting that day`);
      continue;
    }
    if (a.year !== o.year || a.month !== o.month || a.leap !== o.leap) {
      mismatches.push(`${dayNumberToIso(o.start)}: ${on} ${monthLabel(o)}, ${an} ${monthLabel(a)}`);
    }
    if (o.length !== null) {
      lengthsCompared++;
      if (a.length !== o.length) mismatches.push(`${monthLabel(o)}: ${on} ${o.length} days, ${an} ${a.length}`);
    }
  }
  for (const a of astro) {
    if (a.start >= from && a.start <= to && !oracleStarts.has(a.start)) {
      mismatches.push(`${an} starts ${monthLabel(a)} on ${dayNumberToIso(a.start)}, not a ${on} month start`);
    }
  }
  return { monthsCompared, lengthsCompared, mismatches };
}
