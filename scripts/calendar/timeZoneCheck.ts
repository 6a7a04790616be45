/**
 * Which clock KASI dates new moons and principal terms in: the same events
 * are dated in several clocks and each month list is compared with the
 * oracles, before 1912 and from 1912. The report shows the result; the table
 * needs only UTC+9 from 1912 and does not depend on it.
 */
import { dayNumberToIso, solarPartsToDayNumber } from '../../packages/core/src/calendar/dayNumber.js';
import type { AstronomicalEvents } from './astronomicalEvents.js';
import { buildAstronomicalMonths } from './astronomicalMonths.js';
import { civilDay, fixedOffset, KST_OFFSET_MINUTES, seoulCivilOffset } from './civilTime.js';
import type { OffsetModel } from './civilTime.js';
import { compareMonths } from './compareMonths.js';
import type { Comparison } from './compareMonths.js';
import type { LunarMonthRecord } from './lunarMonth.js';
import { FIRST_SOLAR_JDN, LAST_ORACLE_JDN, VERIFY_FROM_JDN } from './span.js';

export interface ZoneSpan {
  name: string;
  from: number;
  to: number;
}

export interface ZoneRow {
  name: string;
  /** One comparison per span, in the order of `spans`. */
  results: Comparison[];
}

export interface TimeZoneCheck {
  /** The oracle days before the verification span, and the verification span. */
  spans: readonly [ZoneSpan, ZoneSpan];
  rows: ZoneRow[];
  /** The row of Seoul civil time, whose mismatches the report lists. */
  civilTime: ZoneRow;
  /** Per span: the fixed offsets (minutes east of UTC, UTC+7 … UTC+10 in 1-minute steps) that reproduce KASI exactly. */
  exactOffsets: number[][];
}

export function checkTimeZones(events: AstronomicalEvents, oracleMonths: LunarMonthRecord[]): TimeZoneCheck {
  const spans = [
    { name: `${dayNumberToIso(FIRST_SOLAR_JDN)} … ${dayNumberToIso(VERIFY_FROM_JDN - 1)}`, from: FIRST_SOLAR_JDN, to: VERIFY_FROM_JDN - 1 },
    { name: `${dayNumberToIso(VERIFY_FROM_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}`, from: VERIFY_FROM_JDN, to: LAST_ORACLE_JDN },
  ] as const;
  const compareSpans = (model: OffsetModel): Comparison[] => {
    const ms = buildAstronomicalMonths(events, model);
    return spans.map((sp) => compareMonths(oracleMonths, ms, sp.from, sp.to));
  };
  const utc8until1912: OffsetModel = (ut) =>
    civilDay(ut, 480) < solarPartsToDayNumber(1912, 1, 1) ? 480 : KST_OFFSET_MINUTES;
  const civilTime: ZoneRow = { name: 'Seoul civil time (tz database Asia/Seoul)', results: compareSpans(seoulCivilOffset()) };
  const rows: ZoneRow[] = [
    { name: 'fixed UTC+9 (the method used for the table)', results: compareSpans(fixedOffset(KST_OFFSET_MINUTES)) },
    { name: 'fixed UTC+8:30', results: compareSpans(fixedOffset(510)) },
    { name: 'fixed UTC+8', results: compareSpans(fixedOffset(480)) },
    civilTime,
    { name: 'UTC+8 before 1912-01-01, UTC+9 from then', results: compareSpans(utc8until1912) },
  ];
  const exactOffsets = spans.map((sp) => {
    const ok: number[] = [];
    for (let m = 420; m <= 600; m++) {
      const ms = buildAstronomicalMonths(events, fixedOffset(m));
      if (compareMonths(oracleMonths, ms, sp.from, sp.to).mismatches.length === 0) ok.push(m);
    }
    return ok;
  });
  return { spans, rows, civilTime, exactOffsets };
}
