/**
 * Generator for data/calendar/korean-lunar.json (run: `npm run build:calendar`).
 *
 * Lunar years 1900–2050 come from the KASI calendar as shipped by two
 * independent offline packages (korean-lunar-calendar, kor-lunar); every solar
 * day is read from both, in both directions, and any disagreement fails the
 * build. Months the oracles do not cover (the tail of lunar 2050, which runs
 * into 2051) and lunar years 2051–2100 are computed astronomically with
 * astronomy-engine. Before those astronomical months are trusted, the same
 * computation is run over 1912-01-19 … 2050-12-31 and must reproduce the
 * oracle months exactly, or the build fails.
 *
 * `buildCalendarTable()` is pure (no file writes) so the test suite can check
 * that the committed JSON is exactly what this script produces.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dayNumberToIso } from '../packages/core/src/calendar/dayNumber.js';
import type { CalendarTableFile } from '../packages/core/src/calendar/tableFormat.js';
import { computeAstronomicalEvents } from './calendar/astronomicalEvents.js';
import { buildAstronomicalMonths } from './calendar/astronomicalMonths.js';
import { fixedOffset, KST_OFFSET_MINUTES } from './calendar/civilTime.js';
import { compareMonths } from './calendar/compareMonths.js';
import { monthLabel } from './calendar/lunarMonth.js';
import { readOracles } from './calendar/oracles.js';
import { renderReport } from './calendar/report.js';
import type { ReportFacts } from './calendar/report.js';
import { tableSources } from './calendar/sources.js';
import {
  FIRST_LUNAR_YEAR,
  FIRST_SOLAR_JDN,
  LAST_LUNAR_YEAR,
  LAST_ORACLE_JDN,
  PROVISIONAL_FROM,
  VERIFY_FROM_JDN,
} from './calendar/span.js';
import { assembleYears, serializeTable } from './calendar/tableFile.js';

export const TABLE_ID = 'korean-lunar-kasi';
/** Bump when the table contents or format change. */
export const TABLE_VERSION = '1.0.0';

/** The table, its bytes, and what the report says about how they were made. */
export interface BuildResult extends ReportFacts {
  json: string;
}

/**
 * Builds the table in memory. Throws if the oracles disagree, if the
 * astronomical method fails to reproduce KASI over the verification span, or
 * if any structural invariant fails.
 */
export function buildCalendarTable(): BuildResult {
  const oracle = readOracles();
  if (oracle.disagreements.length > 0) {
    throw new Error(`oracles disagree:\n${oracle.disagreements.join('\n')}`);
  }
  const events = computeAstronomicalEvents();
  const astroMonths = buildAstronomicalMonths(events, fixedOffset(KST_OFFSET_MINUTES));
  const verification = compareMonths(oracle.months, astroMonths, VERIFY_FROM_JDN, LAST_ORACLE_JDN);
  if (verification.mismatches.length > 0) {
    throw new Error(`astronomical method does not reproduce KASI:\n${verification.mismatches.join('\n')}`);
  }
  // The last oracle month is open-ended; from its start on, months come from astronomy.
  const lastOracle = oracle.months[oracle.months.length - 1];
  if (!lastOracle || lastOracle.length !== null) throw new Error('expected the last oracle month to be open');
  const seam = astroMonths.find((m) => m.start === lastOracle.start);
  if (!seam || seam.length === null || seam.length < oracle.lastMonthDaysSeen) {
    throw new Error('astronomy does not continue the last oracle month consistently');
  }
  const months = [
    ...oracle.months.filter((m) => m.start < lastOracle.start),
    ...astroMonths.filter((m) => m.start >= lastOracle.start),
  ];
  const years = assembleYears(months);
  const tableMonths = months.filter((m) => m.year >= FIRST_LUNAR_YEAR && m.year <= LAST_LUNAR_YEAR);
  const lastMonth = tableMonths[tableMonths.length - 1];
  if (!lastMonth || lastMonth.length === null) throw new Error('table has no last month');
  const astronomicalKasiGap = tableMonths
    .filter((m) => m.start >= lastOracle.start && m.year < PROVISIONAL_FROM)
    .map((m) => ({
      label: monthLabel(m),
      start: dayNumberToIso(m.start),
      length: m.length as number,
      oracleDaysSeen: m.start === lastOracle.start ? oracle.lastMonthDaysSeen : null,
    }));

  const table: CalendarTableFile = {
    id: TABLE_ID,
    version: TABLE_VERSION,
    description: `Korean lunisolar calendar (음력), lunar years ${FIRST_LUNAR_YEAR}-${LAST_LUNAR_YEAR}. KASI data up to solar ${dayNumberToIso(LAST_ORACLE_JDN)}, astronomical computation after it; lunar years from ${PROVISIONAL_FROM} are provisional.`,
    firstLunarYear: FIRST_LUNAR_YEAR,
    lastLunarYear: LAST_LUNAR_YEAR,
    provisionalFrom: PROVISIONAL_FROM,
    firstSolar: dayNumberToIso(FIRST_SOLAR_JDN),
    lastSolar: dayNumberToIso(lastMonth.start + lastMonth.length - 1),
    kasiUntilSolar: dayNumberToIso(LAST_ORACLE_JDN),
    sources: tableSources(),
    years,
  };
  return {
    table,
    json: serializeTable(table),
    oracle,
    events,
    astroMonths,
    verification,
    astronomicalKasiGap,
  };
}

function main(): void {
  const started = performance.now();
  const result = buildCalendarTable();
  const outDir = new URL('../data/calendar/', import.meta.url);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(new URL('korean-lunar.json', outDir), result.json);
  const report = renderReport(result, Buffer.byteLength(result.json));
  writeFileSync(new URL('REPORT.md', outDir), report);
  process.stdout.write(report);
  process.stdout.write(`\n(built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
