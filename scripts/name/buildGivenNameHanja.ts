/**
 * Generator of packages/core/data/name/given-name-hanja.json (issue 47): the
 * hanja Korean families write for each given-name syllable, most customary
 * first, each with whose names it is written in and its 훈 — our own table,
 * made from two independent reviews of the worksheets
 * (data/name/review/worksheets/, scripts/name/buildSyllableWorksheets.ts) and
 * the evidence of real people's names they show. No app's or site's table
 * was read into it.
 *
 * How the two reviews are joined, per syllable and character:
 * - both keep it: kept, at the mean of the two ranks;
 * - both exclude it: excluded;
 * - they differ: kept only where the one who excluded it named no class of
 *   meaning (obscure, reading, other) and at least PEOPLE_TO_KEEP people of
 *   the evidence write it for that syllable — the record then shows families
 *   do — and placed after every character both kept; a class of meaning
 *   (animal, body, food, particle, death, crime, negative, administrative,
 *   surname-only) excludes it whatever the evidence, as a 작명가 who signs
 *   the name would;
 * - whose names (m, f, both): as they agree; a reviewer's m or f over the
 *   other's both; m against f is both;
 * - the 훈: as they agree; otherwise reviewer A's, then B's (both recorded).
 * Ties of rank go to the character more people write, then code point.
 * Every disagreement is written to data/name/review/disagreements.tsv.
 *
 * Then the adjustments of a third reading (review/adjustments.tsv: an
 * independent reader grading the recommender's names as a 작명가, each row
 * with the graded names it rests on): `exclude` removes a character from its
 * syllable, `demote` puts it after every other character of the syllable,
 * `sex-m` / `sex-f` keeps it to boys' or girls' names.
 *
 * Run: `npm run build:name-hanja`; `buildGivenNameHanja()` writes nothing, so a test compares it with the committed files.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DATA = new URL('../../packages/core/data/name/', import.meta.url);
const REVIEW = new URL('review/', DATA);
export const PEOPLE_TO_KEEP = 10;
const MEANING_CLASSES = new Set(['animal', 'body', 'food', 'particle', 'death', 'crime', 'negative', 'administrative', 'surname-only']);
const CLASSES = new Set([...MEANING_CLASSES, 'reading', 'obscure', 'other']);
const REVIEW_COLUMNS = ['syllable', 'hanja', 'verdict', 'rank', 'sex', 'class', 'hun', 'note'];

type Row = Record<string, string>;

function readTsv(url: URL, expected?: readonly string[]): Row[] {
  const lines = readFileSync(url, 'utf8').split('\n').filter((line) => line !== '');
  const header = lines.shift()!.split('\t');
  if (expected && header.join('\t') !== expected.join('\t')) throw new Error(`${url.pathname}: the header must be ${expected.join(' | ')}`);
  return lines.map((line, i) => {
    const cells = line.split('\t');
    if (cells.length > header.length) throw new Error(`${url.pathname} line ${i + 2}: ${cells.length} cells, expected ${header.length}`);
    return Object.fromEntries(header.map((column, c) => [column, (cells[c] ?? '').trim()]));
  });
}

type Review = { keep: boolean; rank: number; sex: 'm' | 'f' | 'both' | ''; class: string; hun: string; note: string };

function reviewOf(row: Row, where: string): Review {
  const keep = row.verdict === 'keep';
  if (!keep && row.verdict !== 'exclude') throw new Error(`${where}: verdict must be keep or exclude, got "${row.verdict}"`);
  if (keep && !['m', 'f', 'both'].includes(row.sex!)) throw new Error(`${where}: a kept row needs sex m, f or both`);
  if (!keep && !CLASSES.has(row.class!)) throw new Error(`${where}: an excluded row needs a class, got "${row.class}"`);
  return { keep, rank: keep ? Number(row.rank) : Infinity, sex: (row.sex ?? '') as Review['sex'], class: row.class ?? '', hun: row.hun ?? '', note: row.note ?? '' };
}

export type Entry = [hanja: string, sex: 'm' | 'f' | 'b', hun: string, people: number];

function sexOf(a: Review, b: Review): 'm' | 'f' | 'b' {
  const specific = [a.sex, b.sex].filter((s) => s === 'm' || s === 'f');
  if (specific.length === 0) return 'b';
  return specific.every((s) => s === specific[0]) ? (specific[0] as 'm' | 'f') : 'b';
}

export function buildGivenNameHanja(): { json: string; disagreements: string; stats: Record<string, number> } {
  const batches = readdirSync(new URL('worksheets/', REVIEW)).filter((f) => f.endsWith('.tsv')).sort();
  const syllables = new Map<string, Array<{ hanja: string; rank: number; both: boolean; people: number; sex: Entry[1]; hun: string }>>();
  const disagreements = [['syllable', 'hanja', 'people', 'a', 'b', 'decision'].join('\t')];
  const stats = { rows: 0, bothKeep: 0, bothExclude: 0, differ: 0, keptOnEvidence: 0, sexDiffers: 0, hunDiffers: 0, adjusted: 0 };
  for (const batch of batches) {
    const sheet = readTsv(new URL(`worksheets/${batch}`, REVIEW));
    const a = readTsv(new URL(`reviewer-a/${batch}`, REVIEW), REVIEW_COLUMNS);
    const b = readTsv(new URL(`reviewer-b/${batch}`, REVIEW), REVIEW_COLUMNS);
    if (a.length !== sheet.length || b.length !== sheet.length) throw new Error(`${batch}: ${sheet.length} worksheet rows, reviews ${a.length} and ${b.length}`);
    sheet.forEach((row, i) => {
      const where = `${batch} row ${i + 2} (${row.syllable} ${row.hanja})`;
      for (const review of [a[i]!, b[i]!]) if (review.syllable !== row.syllable || review.hanja !== row.hanja) throw new Error(`${where}: a review is out of step (${review.syllable} ${review.hanja})`);
      const ra = reviewOf(a[i]!, `reviewer-a/${where}`);
      const rb = reviewOf(b[i]!, `reviewer-b/${where}`);
      const people = Number(row.people);
      stats.rows++;
      const list = syllables.get(row.syllable!) ?? [];
      syllables.set(row.syllable!, list);
      const describe = (r: Review) => (r.keep ? `keep ${r.rank} ${r.sex} ${r.hun}` : `exclude ${r.class}`) + (r.note ? ` (${r.note})` : '');
      if (ra.keep && rb.keep) {
        stats.bothKeep++;
        const sex = sexOf(ra, rb);
        if (ra.sex !== rb.sex) {
          stats.sexDiffers++;
          disagreements.push([row.syllable, row.hanja, people, describe(ra), describe(rb), `kept; sex ${sex}`].join('\t'));
        }
        if (ra.hun !== rb.hun) stats.hunDiffers++;
        list.push({ hanja: row.hanja!, rank: (ra.rank + rb.rank) / 2, both: true, people, sex, hun: ra.hun || rb.hun });
        return;
      }
      if (!ra.keep && !rb.keep) {
        stats.bothExclude++;
        return;
      }
      stats.differ++;
      const [keeper, excluder] = ra.keep ? [ra, rb] : [rb, ra];
      const kept = !MEANING_CLASSES.has(excluder.class) && people >= PEOPLE_TO_KEEP;
      if (kept) {
        stats.keptOnEvidence++;
        list.push({ hanja: row.hanja!, rank: keeper.rank, both: false, people, sex: keeper.sex === 'both' ? 'b' : (keeper.sex as 'm' | 'f'), hun: keeper.hun });
      }
      disagreements.push([row.syllable, row.hanja, people, describe(ra), describe(rb), kept ? `kept on the evidence (${people} people), after the characters both kept` : 'excluded'].join('\t'));
    });
  }
  const adjustments = readTsv(new URL('adjustments.tsv', REVIEW), ['syllable', 'hanja', 'action', 'evidence']);
  const table: Record<string, Entry[]> = {};
  for (const [syllable, list] of [...syllables].sort(([x], [y]) => (x < y ? -1 : 1))) {
    list.sort((x, y) => Number(y.both) - Number(x.both) || x.rank - y.rank || y.people - x.people || x.hanja.codePointAt(0)! - y.hanja.codePointAt(0)!);
    const demoted = new Set<string>();
    for (const a of adjustments.filter((r) => r.syllable === syllable)) {
      const at = list.findIndex((e) => e.hanja === a.hanja);
      if (at < 0) throw new Error(`adjustments.tsv: ${a.syllable} ${a.hanja} is not in the table`);
      if (a.action === 'exclude') list.splice(at, 1);
      else if (a.action === 'demote') demoted.add(a.hanja!);
      else if (a.action === 'sex-m' || a.action === 'sex-f') list[at]!.sex = a.action === 'sex-m' ? 'm' : 'f';
      else throw new Error(`adjustments.tsv: ${a.syllable} ${a.hanja}: unknown action "${a.action}"`);
      stats.adjusted++;
    }
    const ordered = [...list.filter((e) => !demoted.has(e.hanja)), ...list.filter((e) => demoted.has(e.hanja))];
    if (ordered.length > 0) table[syllable] = ordered.map((e) => [e.hanja, e.sex, e.hun, e.people]);
  }
  const file = {
    id: 'given-name-hanja',
    version: '1.0.0',
    source:
      'two independent reviews (data/name/review/reviewer-a, reviewer-b) of the court-listed KS X 1001 characters readable as each given-name syllable, with the ' +
      'evidence of 35,912 real people\'s names from public election and assembly records (data/name/sources/name-hanja-people.tsv)',
    rule: `kept where both reviewers keep it, or one does, the other named no class of meaning and ${PEOPLE_TO_KEEP}+ people write it so; a third reader's adjustments; most customary first`,
    syllables: table,
  };
  return { json: `${JSON.stringify(file)}\n`, disagreements: `${disagreements.join('\n')}\n`, stats: { ...stats, syllables: Object.keys(table).length, entries: Object.values(table).reduce((n, l) => n + l.length, 0) } };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = buildGivenNameHanja();
  writeFileSync(new URL('given-name-hanja.json', DATA), built.json);
  writeFileSync(new URL('disagreements.tsv', REVIEW), built.disagreements);
  console.log(JSON.stringify(built.stats));
}
