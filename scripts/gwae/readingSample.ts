/**
 * The sample a final reader reads (issue 49): N half-verses of the served
 * edition drawn at random with a seed, and every title, as a worksheet.
 * Run: `node --conditions=tojeong-source --import tsx scripts/gwae/readingSample.ts [seed] [count]`
 * (defaults: the seed and count data/gwae/README.md records). The draw is
 * mulberry32 over the halves in edition order (gwae, yearly then months 1-12,
 * verse, half), a partial Fisher-Yates shuffle, so the same seed gives the same halves.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Edition, Verse } from '../../src/tojeong/text/index.js';
import { seededRandom } from '../seededRandom.js';

export const SAMPLE_SEED = 20261128;
export const SAMPLE_SIZE = 150;

export interface SampledHalf {
  place: string;
  half: 0 | 1;
  hanja: string;
  reading: string;
}

export function sampleHalves(edition: Edition, seed = SAMPLE_SEED, count = SAMPLE_SIZE): SampledHalf[] {
  const halves: SampledHalf[] = [];
  for (const [gwae, text] of Object.entries(edition.gwae)) {
    const add = (place: string, verse: Verse) => {
      const [hanja, reading] = typeof verse === 'string' ? [verse, ''] : [verse.hanja, verse.reading];
      for (const half of [0, 1] as const) halves.push({ place, half, hanja, reading });
    };
    text.yearly.forEach((verse, i) => add(`${gwae} yearly ${i + 1}`, verse));
    for (const [month, verses] of Object.entries(text.monthly)) verses.forEach((verse, i) => add(`${gwae} month ${month} verse ${i + 1}`, verse));
  }
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (halves.length - i));
    [halves[i], halves[j]] = [halves[j]!, halves[i]!];
  }
  return halves.slice(0, count);
}

function worksheet(edition: Edition, seed: number, count: number): string {
  const mark = (text: string, half: number) => text.split(' ').map((part, i) => (i === half ? `⟨${part}⟩` : part)).join(' ');
  const lines = [`# ${count} half-verses drawn with seed ${seed} (scripts/gwae/readingSample.ts), and the ${Object.keys(edition.gwae).length} titles`, ''];
  sampleHalves(edition, seed, count).forEach((h, i) => {
    lines.push(`H${i + 1}. ${h.place}, half ${h.half + 1}: ${mark(h.hanja, h.half)}  —  ${mark(h.reading, h.half)}`);
  });
  lines.push('');
  for (const [gwae, text] of Object.entries(edition.gwae)) lines.push(`T${gwae}. ${text.title.hanja}  —  ${text.title.reading ?? ''}`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const edition = JSON.parse(readFileSync(new URL('../../data/gwae/edition.json', import.meta.url), 'utf8')) as Edition;
  const [seed, count] = [Number(process.argv[2] ?? SAMPLE_SEED), Number(process.argv[3] ?? SAMPLE_SIZE)];
  process.stdout.write(worksheet(edition, seed, count));
}
