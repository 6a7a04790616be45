/**
 * The KASI calendar as two independent offline packages ship it
 * (korean-lunar-calendar, kor-lunar): every solar day of their common span is
 * read from both, in both directions, and the lunar month list is derived from
 * the days.
 */
import korLunar from 'kor-lunar';
import { dayNumberToIso, dayNumberToSolarParts } from '../../packages/core/src/calendar/dayNumber.js';
import { KoreanLunarCalendar } from './koreanLunarCalendar.js';
import type { LunarMonthRecord } from './lunarMonth.js';
import { FIRST_SOLAR_JDN, LAST_ORACLE_JDN } from './span.js';

export interface OracleResult {
  months: LunarMonthRecord[];
  daysWalked: number;
  /** Number of days on which the last month was still running when the oracles stopped. */
  lastMonthDaysSeen: number;
  disagreements: string[];
}

/**
 * Walks every solar day FIRST_SOLAR … LAST_ORACLE with both oracles, in both
 * directions, and derives the month list from kor-lunar's day numbers.
 */
export function readOracles(): OracleResult {
  const klc = new KoreanLunarCalendar();
  const disagreements: string[] = [];
  const months: LunarMonthRecord[] = [];
  const fail = (msg: string): void => {
    // Cap the list so a systematic problem does not flood the report; the count still fails the build.
    if (disagreements.length < 200) disagreements.push(msg);
    else if (disagreements.length === 200) disagreements.push('… (further disagreements omitted)');
  };
  let prevDay = 0;
  let daysWalked = 0;
  for (let jdn = FIRST_SOLAR_JDN; jdn <= LAST_ORACLE_JDN; jdn++) {
    daysWalked++;
    const { year, month, day } = dayNumberToSolarParts(jdn);
    const iso = dayNumberToIso(jdn);
    const a = korLunar.toLunar(year, month, day);
    if (a.julianDay !== jdn) fail(`${iso}: kor-lunar julianDay ${a.julianDay} != computed JDN ${jdn}`);
    if (!klc.setSolarDate(year, month, day)) {
      fail(`${iso}: korean-lunar-calendar rejects the solar date`);
      continue;
    }
    const b = klc.getLunarCalendar();
    const bLeap = b.intercalation === true;
    const aText = `${a.year}-${a.month}-${a.day}${a.isLeapMonth ? ' leap' : ''}`;
    if (a.year !== b.year || a.month !== b.month || a.day !== b.day || a.isLeapMonth !== bLeap) {
      fail(`${iso}: kor-lunar ${aText} vs korean-lunar-calendar ${b.year}-${b.month}-${b.day}${bLeap ? ' leap' : ''}`);
    }
    // Reverse direction, in both oracles, from kor-lunar's lunar date.
    const s1 = korLunar.toSolar(a.year, a.month, a.day, a.isLeapMonth);
    if (s1.year !== year || s1.month !== month || s1.day !== day) {
      fail(`${iso}: kor-lunar toSolar(${aText}) = ${s1.year}-${s1.month}-${s1.day}`);
    }
    if (!klc.setLunarDate(a.year, a.month, a.day, a.isLeapMonth)) {
      fail(`${iso}: korean-lunar-calendar rejects lunar ${aText}`);
    } else {
      const s2 = klc.getSolarCalendar();
      if (s2.year !== year || s2.month !== month || s2.day !== day) {
        fail(`${iso}: korean-lunar-calendar setLunarDate(${aText}) = ${s2.year}-${s2.month}-${s2.day}`);
      }
    }
    // Derive months: a month starts where the lunar day is 1; otherwise the day must continue the current month.
    const cur = months[months.length - 1];
    if (a.day === 1) {
      if (cur) {
        cur.length = jdn - cur.start;
        if (cur.length !== prevDay || (cur.length !== 29 && cur.length !== 30)) {
          fail(`${iso}: month ${cur.year}-${cur.month} ended after day ${prevDay}, span ${cur.length}`);
        }
      }
      months.push({ year: a.year, month: a.month, leap: a.isLeapMonth, start: jdn, length: null });
    } else if (
      !cur ||
      cur.year !== a.year ||
      cur.month !== a.month ||
      cur.leap !== a.isLeapMonth ||
      a.day !== prevDay + 1
    ) {
      fail(`${iso}: lunar ${aText} does not continue the previous day`);
    }
    prevDay = a.day;
  }
  return { months, daysWalked, lastMonthDaysSeen: prevDay, disagreements };
}
