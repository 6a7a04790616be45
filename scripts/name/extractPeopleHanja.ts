/**
 * Writes data/name/sources/name-hanja-people.tsv: real people's names in hangul
 * and hanja, as printed in public data files (election-commission candidate
 * and official lists, National Assembly member lists), one row per person.
 *
 * Run (Node 24 strips the types): `node scripts/name/extractPeopleHanja.ts`
 * with the snapshots fetched under MIRROR (default /work/.mirror):
 *   teampopong/data-election, teampopong/crawlers, teampopong/data-assembly,
 *   jhyun3315/festival.
 * Rows typed by hand from web pages (each with its URL) are read from
 * data/name/sources/name-hanja-people-pages.tsv and appended after a check.
 *
 * Nothing is inferred: a row is kept only when the file gives both spellings,
 * every hangul character is a precomposed syllable, every hanja character is a
 * CJK ideograph (CJK Compatibility Ideographs, which Korean files use for
 * some readings, are replaced by their canonical unified form, NFC) and the two
 * spellings have the same length, so that the n-th hanja is the n-th syllable.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const MIRROR = process.env.MIRROR ?? '/work/.mirror';
const OUT = new URL('../../data/name/sources/name-hanja-people.tsv', import.meta.url);
const PAGES = new URL('../../data/name/sources/name-hanja-people-pages.tsv', import.meta.url);

interface Row {
  hangul: string;
  hanja: string;
  surname_len: number;
  sex: string;
  birth_year: string;
  kind: string;
  source: string;
}

interface Repo {
  name: string;
  dir: string;
  commit: string;
}

const repos: Record<string, Repo> = {
  election: { name: 'teampopong/data-election', dir: `${MIRROR}/teampopong+data-election/repo`, commit: 'c1c8e9c02ac7664c64b52e969822ad279b967dfc' },
  crawlers: { name: 'teampopong/crawlers', dir: `${MIRROR}/teampopong+crawlers/repo`, commit: '0ffa2c938113b1304ce75645780b7e7dd903a766' },
  assembly: { name: 'teampopong/data-assembly', dir: `${MIRROR}/teampopong+data-assembly/repo`, commit: '8cf7f35' },
  festival: { name: 'jhyun3315/festival', dir: `${MIRROR}/jhyun3315+festival/repo`, commit: 'f243361399c500840bbca19ffdd2b1876c2d1549' },
};

function git(repo: Repo, ...args: string[]): string {
  return execFileSync('git', ['-C', repo.dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

const fullCommits = new Map<string, string>();
function fullCommit(repo: Repo): string {
  if (!fullCommits.has(repo.name)) fullCommits.set(repo.name, git(repo, 'rev-parse', repo.commit).trim());
  return fullCommits.get(repo.name)!;
}

/** Paths present in the snapshot (large blobs are listed but absent: size "BAD" or unreadable). */
function listFiles(repo: Repo, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const line of git(repo, 'ls-tree', '-r', '-l', '-z', repo.commit).split('\0')) {
    if (line === '') continue;
    const [meta, path] = line.split('\t') as [string, string];
    if (!pattern.test(path)) continue;
    if (meta.split(/\s+/)[3] === 'BAD') continue;
    out.push(path);
  }
  return out.sort();
}

function show(repo: Repo, path: string): string | undefined {
  try {
    return git(repo, 'show', `${repo.commit}:${path}`);
  } catch {
    return undefined;
  }
}

const stats = {
  read: 0,
  dropped: new Map<string, number>(),
  compat: 0,
  duplicates: 0,
  absentFiles: [] as string[],
  perSource: new Map<string, number>(),
};
const dropExamples: string[] = [];
function drop(reason: string, example = ''): void {
  stats.dropped.set(reason, (stats.dropped.get(reason) ?? 0) + 1);
  if (process.env.SHOW_DROPS && example) dropExamples.push(`${reason}: ${example}`);
}

const isSyllable = (c: string) => {
  const o = c.codePointAt(0)!;
  return o >= 0xac00 && o <= 0xd7a3;
};
const isIdeograph = (c: string) => {
  const o = c.codePointAt(0)!;
  return (o >= 0x4e00 && o <= 0x9fff) || (o >= 0x3400 && o <= 0x4dbf) || (o >= 0x20000 && o <= 0x3134f);
};

/** Two-syllable surnames, told apart by their hanja (宣+于 is not 鮮于). */
const COMPOUND_SURNAMES = new Set([
  '남궁\t南宮', '황보\t皇甫', '제갈\t諸葛', '선우\t鮮于', '독고\t獨孤', '사공\t司空', '서문\t西門', '동방\t東方',
]);

function surnameLength(hangul: string, hanja: string): number | undefined {
  const hs = [...hangul];
  const cs = [...hanja];
  if (hs.length < 3) return 1;
  if (COMPOUND_SURNAMES.has(`${hs[0]}${hs[1]}\t${cs[0]}${cs[1]}`)) return 2;
  // A compound surname's hangul with its first hanja but another second one (鮮宇 for 鮮于): where the surname ends is not clear.
  for (const pair of COMPOUND_SURNAMES) {
    const [h, c] = pair.split('\t') as [string, string];
    if (`${hs[0]}${hs[1]}` === h && cs[0] === [...c][0]) return undefined;
  }
  return 1;
}

function normalizeHanja(raw: string): string | undefined {
  const squeezed = raw.replace(/\s+/g, '');
  const nfc = squeezed.normalize('NFC');
  if (nfc !== squeezed) stats.compat++;
  return nfc;
}

function makeRow(hangulRaw: unknown, hanjaRaw: unknown, sexRaw: unknown, yearRaw: unknown, kind: string, source: string): Row | undefined {
  stats.read++;
  if (typeof hangulRaw !== 'string' || typeof hanjaRaw !== 'string') return drop('missing name'), undefined;
  const hangul = hangulRaw.replace(/\s+/g, '');
  const hanja = normalizeHanja(hanjaRaw);
  if (!hangul || !hanja) return drop('empty name'), undefined;
  const hs = [...hangul];
  const cs = [...hanja];
  if (!hs.every(isSyllable)) return drop('hangul not all syllables', `${hangul} ${hanja}`), undefined;
  if (!cs.every(isIdeograph)) return drop('hanja not all ideographs', `${hangul} ${hanja}`), undefined;
  if (hs.length !== cs.length) return drop('length mismatch', `${hangul} ${hanja}`), undefined;
  if (hs.length < 2) return drop('one character'), undefined;
  const surnameLen = surnameLength(hangul, hanja);
  if (surnameLen === undefined) return drop('surname split unclear', `${hangul} ${hanja}`), undefined;
  const sex = sexRaw === '남' ? 'm' : sexRaw === '여' ? 'f' : '?';
  const year = typeof yearRaw === 'string' && /^(18[5-9]\d|19\d\d|20[01]\d)$/.test(yearRaw) ? yearRaw : '';
  return { hangul, hanja, surname_len: surnameLen, sex, birth_year: year, kind, source };
}

const rows: Row[] = [];
const byPerson = new Set<string>();
const byNames = new Set<string>();
/** hangul+hanja+source: a second person of the same name in the same file (another birth year) is not written, so that this triple stays unique. */
const byNamesSource = new Set<string>();
let homonymsInOneFile = 0;

function add(row: Row | undefined, requireNewNames = false): void {
  if (!row) return;
  const names = `${row.hangul}\t${row.hanja}`;
  const person = `${names}\t${row.birth_year}`;
  if (byPerson.has(person) || (requireNewNames && byNames.has(names))) {
    stats.duplicates++;
    return;
  }
  if (byNamesSource.has(`${names}\t${row.source}`)) {
    homonymsInOneFile++;
    return;
  }
  byNamesSource.add(`${names}\t${row.source}`);
  byPerson.add(person);
  byNames.add(names);
  rows.push(row);
  stats.perSource.set(row.source, (stats.perSource.get(row.source) ?? 0) + 1);
}

type Rec = Record<string, unknown>;

function readJson(repo: Repo, path: string): Rec[] | undefined {
  const text = show(repo, path);
  if (text === undefined) {
    stats.absentFiles.push(`${repo.name}/${path}`);
    return undefined;
  }
  return JSON.parse(text) as Rec[];
}

function src(repo: Repo, path: string): string {
  return `github:${repo.name}/${path}@${fullCommit(repo)}`;
}

// 1. 20th National Assembly members (2016-2020; the file is as of 2018-12).
{
  const repo = repos.assembly!;
  const path = 'assembly.csv';
  const lines = show(repo, path)!.trim().split('\n');
  const header = parseCsvLine(lines[0]!);
  for (const line of lines.slice(1)) {
    const cells = parseCsvLine(line);
    const rec = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    add(makeRow(rec.name_kr, rec.name_cn, undefined, String(rec.birth ?? '').slice(0, 4), 'politician', src(repo, path)));
  }
}

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cell), (cell = '');
    else cell += c;
  }
  out.push(cell);
  return out;
}

// 2. Elected: presidents, National Assembly (1st-19th), governors/mayors (crawlers);
//    then local elected officials 1995-2010 (data-election).
const crawlers = repos.crawlers!;
const election = repos.election!;
const crawlerFiles = listFiles(crawlers, /^election_commission\/data\/(representative|president|mayor)_(candidates|officials)_\d+\.json$/);
const electionFiles = listFiles(election, /^local\/.*\.json$/).filter((p) => !p.includes('/sns/'));
const electedPass = [
  ...crawlerFiles.filter((p) => p.includes('_officials_')).map((p) => [crawlers, p] as const),
  ...electionFiles.filter((p) => p.includes('-elected-')).map((p) => [election, p] as const),
];
for (const [repo, path] of electedPass) {
  for (const rec of readJson(repo, path) ?? []) add(makeRow(rec.name_kr, rec.name_cn, rec.sex, rec.birthyear, 'politician', src(repo, path)));
}

// 3. Candidates (a candidate who won is already in as elected).
const candidatePass = [
  ...crawlerFiles.filter((p) => p.includes('_candidates_')).map((p) => [crawlers, p] as const),
  ...electionFiles.filter((p) => !p.includes('-elected-')).map((p) => [election, p] as const),
];
for (const [repo, path] of candidatePass) {
  for (const rec of readJson(repo, path) ?? []) {
    add(makeRow(rec.name_kr, rec.name_cn, rec.sex, rec.birthyear, rec.elected === true ? 'politician' : 'candidate', src(repo, path)));
  }
}
const absentLocal = git(election, 'ls-tree', '-r', '-l', election.commit)
  .split('\n')
  .filter((l) => /\sBAD\t/.test(l) && /\.json$/.test(l))
  .map((l) => l.split('\t')[1]!);

// 4. 21st National Assembly election (2020-04-15) district candidates, "이름(漢字)".
//    No birth year or sex: kept only when hangul+hanja is not already in.
{
  const repo = repos.festival!;
  const path = 'finalproject_front/src/views/Festival/Map/localseat.final.js';
  const text = show(repo, path)!;
  const re = /\{([^{}]*?)"name"\s*:\s*"([^"(]+)\(([^")]+)\)"([^{}]*)\}/g;
  for (const m of text.matchAll(re)) {
    const elected = /"elected"\s*:\s*true/.test(m[1]! + m[4]!);
    add(makeRow(m[2], m[3], undefined, undefined, elected ? 'politician' : 'candidate', src(repo, path)), true);
  }
}

// 5. Rows typed from web pages.
let pageRows = 0;
if (existsSync(PAGES)) {
  const lines = readFileSync(PAGES, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  const header = lines[0]!.split('\t');
  for (const line of lines.slice(1)) {
    const rec = Object.fromEntries(header.map((h, i) => [h, line.split('\t')[i] ?? '']));
    const row = makeRow(rec.hangul, rec.hanja, undefined, rec.birth_year, rec.kind!, rec.source!);
    if (!row) {
      console.error(`page row rejected: ${line}`);
      continue;
    }
    row.sex = rec.sex === 'm' || rec.sex === 'f' ? rec.sex : '?';
    if (rec.surname_len === '2' || rec.surname_len === '1') row.surname_len = Number(rec.surname_len);
    const before = rows.length;
    add(row);
    if (rows.length > before) pageRows++;
  }
}

const columns = ['hangul', 'hanja', 'surname_len', 'sex', 'birth_year', 'kind', 'source'] as const;
writeFileSync(OUT, [columns.join('\t'), ...rows.map((r) => columns.map((c) => String(r[c])).join('\t'))].join('\n') + '\n');

// Summary.
const givenSyllables = new Set<string>();
const pairs = new Set<string>();
const decades = new Map<string, number>();
const kinds = new Map<string, number>();
const sexes = new Map<string, number>();
for (const r of rows) {
  const hs = [...r.hangul];
  const cs = [...r.hanja];
  for (let i = r.surname_len; i < hs.length; i++) {
    givenSyllables.add(hs[i]!);
    pairs.add(`${hs[i]}${cs[i]}`);
  }
  const d = r.birth_year ? `${r.birth_year.slice(0, 3)}0s` : 'unknown';
  decades.set(d, (decades.get(d) ?? 0) + 1);
  kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  sexes.set(r.sex, (sexes.get(r.sex) ?? 0) + 1);
}
if (process.env.SHOW_DROPS) console.error(dropExamples.join('\n'));
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
console.log(JSON.stringify({
  recordsRead: stats.read,
  rows: rows.length,
  pageRows,
  duplicatesSkipped: stats.duplicates,
  homonymsInOneFileSkipped: homonymsInOneFile,
  dropped: Object.fromEntries(stats.dropped),
  compatibilityIdeographNamesNormalized: stats.compat,
  givenNameSyllables: givenSyllables.size,
  syllableHanjaPairs: pairs.size,
  birthDecades: Object.fromEntries(sorted(decades)),
  kinds: Object.fromEntries(kinds),
  sexes: Object.fromEntries(sexes),
  absentInSnapshot: [...stats.absentFiles, ...absentLocal],
  rowsPerSource: Object.fromEntries([...stats.perSource].map(([s, n]) => [s.replace(/@.*/, ''), n])),
}, null, 1));
