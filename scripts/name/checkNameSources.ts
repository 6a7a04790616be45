/**
 * Checks the name source files under data/name/sources/ and prints their counts.
 * Run: `node scripts/name/checkNameSources.ts` (exits 1 when a check fails).
 *
 * - name-hanja-people.tsv: every hangul character a precomposed syllable, every
 *   hanja character a CJK ideograph (U+4E00–9FFF or an extension block), equal
 *   lengths, no repeated hangul+hanja+source, surname_len 1 or 2, sex m/f/?,
 *   a known kind, a source on every row.
 * - popular-name-hanja.tsv: the same character checks on name and hanja.
 * - court-given-names.tsv: names are syllables, every row has a source URL.
 */
import { readFileSync } from 'node:fs';

const DIR = new URL('../../data/name/sources/', import.meta.url);
const failures: string[] = [];

const isSyllable = (c: string) => {
  const o = c.codePointAt(0)!;
  return o >= 0xac00 && o <= 0xd7a3;
};
const isIdeograph = (c: string) => {
  const o = c.codePointAt(0)!;
  return (o >= 0x4e00 && o <= 0x9fff) || (o >= 0x3400 && o <= 0x4dbf) || (o >= 0x20000 && o <= 0x3134f);
};

function table(file: string): Array<Record<string, string>> {
  const lines = readFileSync(new URL(file, DIR), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  const header = lines[0]!.split('\t');
  return lines.slice(1).map((l, i) => {
    const cells = l.split('\t');
    if (cells.length !== header.length) failures.push(`${file} line ${i + 2}: ${cells.length} cells, expected ${header.length}`);
    return Object.fromEntries(header.map((h, j) => [h, cells[j] ?? '']));
  });
}

// People.
const people = table('name-hanja-people.tsv');
const seen = new Set<string>();
const persons = new Set<string>();
const namePairs = new Set<string>();
const givenSyllables = new Set<string>();
const pairs = new Set<string>();
const pairCounts = new Map<string, number>();
const decades = new Map<string, number>();
const kinds = new Map<string, number>();
const sexes = new Map<string, number>();
const youngGiven = new Set<string>();
const KINDS = new Set(['politician', 'candidate', 'athlete', 'entertainer', 'scholar', 'official', 'other']);
for (const [i, r] of people.entries()) {
  const where = `name-hanja-people.tsv row ${i + 2}`;
  const hs = [...r.hangul!];
  const cs = [...r.hanja!];
  if (!hs.length || !hs.every(isSyllable)) failures.push(`${where}: hangul ${r.hangul}`);
  if (!cs.length || !cs.every(isIdeograph)) failures.push(`${where}: hanja ${r.hanja}`);
  if (hs.length !== cs.length) failures.push(`${where}: lengths ${r.hangul} ${r.hanja}`);
  if (r.surname_len !== '1' && r.surname_len !== '2') failures.push(`${where}: surname_len ${r.surname_len}`);
  if (!['m', 'f', '?'].includes(r.sex!)) failures.push(`${where}: sex ${r.sex}`);
  if (!KINDS.has(r.kind!)) failures.push(`${where}: kind ${r.kind}`);
  if (r.birth_year && !/^\d{4}$/.test(r.birth_year)) failures.push(`${where}: birth_year ${r.birth_year}`);
  if (!r.source) failures.push(`${where}: no source`);
  const key = `${r.hangul}\t${r.hanja}\t${r.source}`;
  if (seen.has(key)) failures.push(`${where}: duplicate ${key}`);
  seen.add(key);
  persons.add(`${r.hangul}\t${r.hanja}\t${r.birth_year}`);
  namePairs.add(`${r.hangul}\t${r.hanja}`);
  const s = Number(r.surname_len);
  for (let j = s; j < hs.length; j++) {
    givenSyllables.add(hs[j]!);
    const p = `${hs[j]}${cs[j]}`;
    pairs.add(p);
    pairCounts.set(p, (pairCounts.get(p) ?? 0) + 1);
    if (r.birth_year && Number(r.birth_year) >= 1980) youngGiven.add(p);
  }
  const d = r.birth_year ? `${r.birth_year.slice(0, 3)}0s` : 'unknown';
  decades.set(d, (decades.get(d) ?? 0) + 1);
  kinds.set(r.kind!, (kinds.get(r.kind!) ?? 0) + 1);
  sexes.set(r.sex!, (sexes.get(r.sex!) ?? 0) + 1);
}

// Popular-name hanja claims.
const claims = table('popular-name-hanja.tsv');
for (const [i, r] of claims.entries()) {
  const where = `popular-name-hanja.tsv row ${i + 2}`;
  if (![...r.name!].every(isSyllable)) failures.push(`${where}: name ${r.name}`);
  if (![...r.hanja!].every(isIdeograph)) failures.push(`${where}: hanja ${r.hanja}`);
  if ([...r.name!].length !== [...r.hanja!].length) failures.push(`${where}: lengths`);
  if (!r.claim || !r.source) failures.push(`${where}: claim or source missing`);
}

// Court names.
const court = table('court-given-names.tsv');
const courtKeys = new Set<string>();
for (const [i, r] of court.entries()) {
  const where = `court-given-names.tsv row ${i + 2}`;
  if (![...r.name!].every(isSyllable)) failures.push(`${where}: name ${r.name}`);
  if (!r.source_url) failures.push(`${where}: no source`);
  const key = `${r.name}\t${r.sex}\t${r.period}\t${r.scope}\t${r.source_url}`;
  if (courtKeys.has(key)) failures.push(`${where}: duplicate ${key}`);
  courtKeys.add(key);
}
const courtYears = new Map<string, number>();
for (const r of court) {
  const m = /^(20(1[5-9]|2[0-5]))/.exec(r.period!);
  if (m && r.scope === 'birth') courtYears.set(`${m[1]} ${r.sex}`, (courtYears.get(`${m[1]} ${r.sex}`) ?? 0) + 1);
}

const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
const topPairs = [...pairCounts].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([p, n]) => `${p} ${n}`);
console.log(JSON.stringify({
  people: {
    rows: people.length,
    distinctPeople: persons.size,
    distinctHangulHanja: namePairs.size,
    givenNameSyllablesCovered: givenSyllables.size,
    distinctSyllableHanjaPairs: pairs.size,
    syllableHanjaPairsSeenInPeopleBorn1980Plus: youngGiven.size,
    birthDecades: sorted(decades),
    kinds: sorted(kinds),
    sexes: sorted(sexes),
    topGivenNamePairs: topPairs,
  },
  popularNameHanja: { rows: claims.length, names: new Set(claims.map((r) => r.name)).size },
  courtGivenNames: { rows: court.length, distinctNames: new Set(court.map((r) => r.name)).size, births2015to2025BySex: sorted(courtYears) },
  failures: failures.slice(0, 50),
  failureCount: failures.length,
}, null, 1));
if (failures.length) process.exit(1);
