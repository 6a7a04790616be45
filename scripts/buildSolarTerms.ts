/**
 * Generator for data/calendar/solar-terms.json (run: `npm run build:terms`):
 * the instants of the 24 solar terms for 1900–2100 (ERFA's, in Terrestrial
 * Time, from data/calendar/sources/solar-terms-tt.tsv; turned into UTC with the
 * IERS's ΔT: scripts/calendar/solarTermEvents.ts), rounded to the nearest
 * minute, and Korean civil time's offsets over those years from the tz database
 * (Asia/Seoul) bundled with Node.
 *
 * `buildSolarTermTable()` is pure (no file writes) so the test suite can check
 * that the committed JSON is exactly what this script produces.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { STEP_BASE_MINUTES, STEP_DIGITS, STEP_ZERO, type SolarTermTableFile } from '../packages/core/src/calendar/solarTermFormat.js';
import { packageVersion } from './calendar/sources.js';
import { seoulOffsetTransitions } from './calendar/seoulTransitions.js';
import { ERFA_VERSION, solarTermInstants } from './calendar/solarTermEvents.js';

export const TERM_TABLE_ID = 'solar-terms-kr';
/** Bump when the contents or format change. */
export const TERM_TABLE_VERSION = '3.0.0';
export const FIRST_TERM_YEAR = 1900;
export const LAST_TERM_YEAR = 2100;

const MINUTE_MS = 60000;

export const TERM_METHOD =
  "The moment the Sun's apparent geocentric ecliptic longitude (true equinox and ecliptic of date) reaches each multiple of 15°, " +
  'computed with ERFA (scripts/calendar/erfaSolarTerms.py): the Earth from eraEpv00 (a fit to JPL DE405), light time, stellar aberration (eraAb), ' +
  'IAU 2006 precession and IAU 2000A nutation; checked against the full VSOP87 series with the IAU 2006 ecliptic precession (within 1.4 s). ' +
  'Terrestrial Time to UTC with the IERS EOP 20 C04 series (ΔT and UT1-UTC, 1962-01-01 to 2026-08-21), the USNO historic ΔT table before 1962 (UT1 for UTC), ' +
  'and after 2026-08-21 a forecast: the last measured ΔT plus the growth of the Espenak-Meeus (2006) polynomials; rounded to the nearest minute.';

/** The table in memory, with its bytes. */
export function buildSolarTermTable(): { table: SolarTermTableFile; json: string } {
  const minutesOfYear: number[][] = [];
  for (let year = FIRST_TERM_YEAR; year <= LAST_TERM_YEAR; year++) {
    const yearStart = Date.UTC(year, 0, 1);
    minutesOfYear.push(solarTermInstants(year).map((ms) => Math.round((ms - yearStart) / MINUTE_MS)));
  }
  const { firstRow, steps } = encodeTermSteps(minutesOfYear);
  const seoul = seoulOffsetTransitions(Date.UTC(FIRST_TERM_YEAR - 1, 11, 1), Date.UTC(LAST_TERM_YEAR + 1, 1, 1));
  const table: SolarTermTableFile = {
    id: TERM_TABLE_ID,
    version: TERM_TABLE_VERSION,
    description: `The 24 solar terms (절기) of each Gregorian year ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}, the first year's in minutes after its 1 January 00:00 UTC and each later one as its step from the year before (one character a term), and Korean civil time's offsets from UTC (tz database Asia/Seoul) over those years.`,
    method: TERM_METHOD,
    firstYear: FIRST_TERM_YEAR,
    lastYear: LAST_TERM_YEAR,
    sources: [
      { name: 'ERFA (pyerfa, Debian python3-erfa)', version: ERFA_VERSION, license: 'BSD-3-Clause', role: 'the instants of the solar terms in Terrestrial Time (data/calendar/sources/solar-terms-tt.tsv)' },
      { name: 'IERS EOP 20 C04 (IERS Earth Orientation Centre)', version: 'to 2026-08-21', license: 'free use with acknowledgement', role: 'ΔT and UT1-UTC, 1962-2026 (../shared/data/iers)' },
      { name: 'astronomia', version: packageVersion('astronomia'), license: 'MIT', role: 'the USNO historic ΔT table before 1962; the full VSOP87 series of the check' },
      { name: 'tz database (Asia/Seoul) through Node Intl', version: 'as bundled with Node', license: 'public domain', role: "Korean civil time's offsets" },
    ],
    seoul,
    firstRow,
    steps,
  };
  return { table, json: serializeTermTable(table) };
}

/**
 * The table's compact form (solarTermFormat.ts): the first year in minutes,
 * then each term's step from the same term a year before as one character.
 * Throws if a step falls outside the digits, so a new method or ΔT that moves
 * a term further cannot be written silently wrong.
 */
export function encodeTermSteps(minutesOfYear: number[][]): { firstRow: number[]; steps: string[] } {
  const absolute = minutesOfYear.map((row, i) => row.map((m) => Date.UTC(FIRST_TERM_YEAR + i, 0, 1) / MINUTE_MS + m));
  const steps = absolute.slice(1).map((row, i) =>
    row
      .map((m, k) => {
        const digit = m - (absolute[i]![k] as number) - STEP_BASE_MINUTES + STEP_ZERO;
        const ch = STEP_DIGITS[digit];
        if (ch === undefined) throw new Error(`year ${FIRST_TERM_YEAR + i + 1} term ${k}: step ${digit - STEP_ZERO} minutes past the base is out of the digits`);
        return ch;
      })
      .join(''),
  );
  return { firstRow: [FIRST_TERM_YEAR, ...(minutesOfYear[0] as number[])], steps };
}

/** One year per line, keys in a fixed order: byte-stable and readable in a diff. */
function serializeTermTable(t: SolarTermTableFile): string {
  const head = [
    ['id', t.id],
    ['version', t.version],
    ['description', t.description],
    ['method', t.method],
    ['firstYear', t.firstYear],
    ['lastYear', t.lastYear],
  ].map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const sources = t.sources.map((s) => `    ${JSON.stringify(s)}`).join(',\n');
  const transitions = t.seoul.transitions.map((tr) => `      ${JSON.stringify(tr)}`).join(',\n');
  const steps = t.steps.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  return (
    `{\n${head.join(',\n')},\n  "sources": [\n${sources}\n  ],\n` +
    `  "seoul": {\n    "initialOffsetSeconds": ${t.seoul.initialOffsetSeconds},\n    "transitions": [\n${transitions}\n    ]\n  },\n` +
    `  "firstRow": ${JSON.stringify(t.firstRow)},\n  "steps": [\n${steps}\n  ]\n}\n`
  );
}

function main(): void {
  const started = performance.now();
  const { json } = buildSolarTermTable();
  writeFileSync(new URL('../data/calendar/solar-terms.json', import.meta.url), json);
  process.stdout.write(`data/calendar/solar-terms.json: ${Buffer.byteLength(json)} bytes (built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
