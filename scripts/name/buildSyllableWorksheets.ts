/**
 * The worksheets two reviewers read to decide which hanja Korean families
 * write for a given-name syllable (issue 47): for every syllable of the name
 * pool, every syllable real people's given names show (sources/
 * name-hanja-people.tsv), and the next commonest readings of name hanja until
 * there are at least MIN_SYLLABLES, one row per court-listed KS X 1001
 * character that can be read so in a name (its reading, or the 두음법칙 form
 * at a name's start), with what a reviewer needs beside it: the court's
 * meaning, strokes, whether it is a basic education hanja, on a 불용한자 list,
 * and how many people in the evidence write it for that syllable (by sex and
 * born 1970 or later). Written to data/name/review/worksheets/, in batches.
 *
 * Run: `node --conditions=tojeong-source --import tsx scripts/name/buildSyllableWorksheets.ts`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { avoidWarningsOf, nameCharsByReading } from 'tojeong-core/name';

const DATA = new URL('../../packages/core/data/name/', import.meta.url);
const OUT = new URL('review/worksheets/', DATA);
export const MIN_SYLLABLES = 400;
const BATCHES = 8;

interface Evidence {
  total: number;
  m: number;
  f: number;
  recent: number;
}

/** (syllable, hanja) → how many people of the evidence write that hanja for that syllable of their given name. */
export function peopleEvidence(): Map<string, Map<string, Evidence>> {
  const lines = readFileSync(new URL('sources/name-hanja-people.tsv', DATA), 'utf8').trim().split('\n');
  const header = lines.shift()!.split('\t');
  const col = (name: string) => header.indexOf(name);
  const evidence = new Map<string, Map<string, Evidence>>();
  for (const line of lines) {
    const cells = line.split('\t');
    const skip = Number(cells[col('surname_len')]);
    const hangul = Array.from(cells[col('hangul')]!).slice(skip);
    const hanja = Array.from(cells[col('hanja')]!).slice(skip);
    const sex = cells[col('sex')];
    const born = Number(cells[col('birth_year')] || 0);
    hangul.forEach((syllable, i) => {
      const byHanja = evidence.get(syllable) ?? new Map<string, Evidence>();
      evidence.set(syllable, byHanja);
      const e = byHanja.get(hanja[i]!) ?? { total: 0, m: 0, f: 0, recent: 0 };
      byHanja.set(hanja[i]!, e);
      e.total++;
      if (sex === 'm') e.m++;
      if (sex === 'f') e.f++;
      if (born >= 1970) e.recent++;
    });
  }
  return evidence;
}

/** The syllables of the published given names (the pool). */
function poolSyllables(): Set<string> {
  const file = JSON.parse(readFileSync(new URL('given-names.json', DATA), 'utf8')) as { names: Record<string, unknown> };
  return new Set(Object.keys(file.names).flatMap((name) => Array.from(name)));
}

function main(): void {
  const sets = JSON.parse(readFileSync(new URL('hanja-sets.json', DATA), 'utf8')) as { education: string; ksx1001: string };
  const education = new Set(Array.from(sets.education));
  const ks = new Set(Array.from(sets.ksx1001));
  const evidence = peopleEvidence();
  const candidatesOf = (syllable: string) => {
    try {
      return nameCharsByReading(syllable, { offset: 0, limit: 200 }).chars.filter((c) => ks.has(c.hanja));
    } catch {
      return [];
    }
  };
  const peopleOf = (syllable: string) => [...(evidence.get(syllable)?.values() ?? [])].reduce((n, e) => n + e.total, 0);
  const chosen = new Set([...poolSyllables(), ...evidence.keys()].filter((s) => candidatesOf(s).length > 0));
  // Then the readings most name hanja are read with, by the words of libhangul's dictionary that read them so.
  const hangulSyllables = Array.from({ length: 0xd7a3 - 0xac00 + 1 }, (_, i) => String.fromCodePoint(0xac00 + i));
  const byUse = hangulSyllables
    .filter((s) => !chosen.has(s))
    .map((s) => ({ s, words: candidatesOf(s).reduce((n, c) => n + c.words, 0) }))
    .filter((x) => x.words > 0)
    .sort((a, b) => b.words - a.words || (a.s < b.s ? -1 : 1));
  for (const { s } of byUse) {
    if (chosen.size >= MIN_SYLLABLES) break;
    chosen.add(s);
  }
  const syllables = [...chosen].sort((a, b) => peopleOf(b) - peopleOf(a) || (a < b ? -1 : 1));
  mkdirSync(OUT, { recursive: true });
  const header = ['syllable', 'hanja', 'court_reading', 'meaning', 'strokes', 'education', 'avoid_list', 'people', 'people_m', 'people_f', 'people_1970plus', 'dictionary_words'];
  let rows = 0;
  for (let b = 0; b < BATCHES; b++) {
    const lines = [header.join('\t')];
    for (const syllable of syllables.filter((_, i) => i % BATCHES === b)) {
      const byHanja = evidence.get(syllable);
      const chars = candidatesOf(syllable).sort((x, y) => (byHanja?.get(y.hanja)?.total ?? 0) - (byHanja?.get(x.hanja)?.total ?? 0) || y.words - x.words);
      for (const c of chars) {
        const e = byHanja?.get(c.hanja) ?? { total: 0, m: 0, f: 0, recent: 0 };
        const avoid = avoidWarningsOf(c.hanja).map((w) => w.list);
        lines.push([syllable, c.hanja, c.reading, c.meaning ?? '', c.strokes, education.has(c.hanja) ? 1 : 0, avoid.join(','), e.total, e.m, e.f, e.recent, c.words].join('\t'));
        rows++;
      }
    }
    writeFileSync(new URL(`batch-${b + 1}.tsv`, OUT), `${lines.join('\n')}\n`);
  }
  console.log(`${syllables.length} syllables, ${rows} candidate rows in ${BATCHES} batches`);
}

main();
