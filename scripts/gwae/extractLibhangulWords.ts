/**
 * Cuts data/gwae/sources/libhangul-words.tsv from Debian's libhangul-data
 * (run: `node --import tsx scripts/gwae/extractLibhangulWords.ts` after
 * `apt-get install -y libhangul-data`): the word lines of libhangul's hanja
 * dictionary (hanja.txt, BSD-3) that stand in the gwae text as a whole half or
 * as one of a half's two words, with their readings. A test reads the edition
 * against them (test/tojeong/text/dictionaryWords.test.ts), so the readings
 * have a named dictionary to answer to without apt on the test machine.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Edition } from '../../src/tojeong/text/index.js';
import { HANJA_TXT, hanjaTxtNotice, packageVersion } from '../hanja/extractLibhangul.js';
import { parseHanjaTxtLine } from '../hanja/libhangul.js';
import { readSnapshot, snapshotVerses } from './snapshot.js';

const OUT = new URL('../../data/gwae/sources/libhangul-words.tsv', import.meta.url);
const HANGUL_WORD = /^[가-힣]+$/;

/** The halves of the text and their two-character words, as transcribed (NFC) and as edited. */
export function textWords(edition: Edition): Set<string> {
  const words = new Set<string>();
  const add = (hanja: string) => {
    for (const half of hanja.split(' ')) {
      const chars = Array.from(half);
      words.add(half);
      if (chars.length === 4) {
        words.add(chars.slice(0, 2).join(''));
        words.add(chars.slice(2).join(''));
      }
    }
  };
  for (const verse of snapshotVerses(readSnapshot())) add(verse.hanja.normalize('NFC'));
  for (const gwae of Object.values(edition.gwae)) {
    for (const verse of [...gwae.yearly, ...Object.values(gwae.monthly).flat()]) add(typeof verse === 'string' ? verse : verse.hanja);
  }
  return words;
}

export function extractWords(text: string, words: ReadonlySet<string>, provenance: string[]): string {
  const lines = text.split('\n');
  const readings = new Map<string, Set<string>>();
  for (const raw of lines) {
    const line = parseHanjaTxtLine(raw);
    if (line === null || !words.has(line.hanja) || !HANGUL_WORD.test(line.reading)) continue;
    if (Array.from(line.reading).length !== Array.from(line.hanja).length) continue;
    readings.set(line.hanja, (readings.get(line.hanja) ?? new Set()).add(line.reading));
  }
  const rows = [...readings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([hanja, set]) => `${hanja}\t${[...set].sort().join(',')}`);
  const header = [
    ...provenance.map((l) => `# ${l}`),
    '# The word lines of hanja.txt whose hanja stand in the gwae text as a half or as one of its two words:',
    '# hanja, then every reading hanja.txt gives it (as written there: 락엽귀근, without the 두음법칙).',
    '#',
    ...hanjaTxtNotice(lines),
    'hanja\treadings',
  ];
  return `${[...header, ...rows].join('\n')}\n`;
}

function main(): void {
  if (!existsSync(HANJA_TXT)) {
    console.error(`${HANJA_TXT} is missing: install it with \`apt-get update && apt-get install -y libhangul-data\``);
    process.exit(1);
  }
  const bytes = readFileSync(HANJA_TXT);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const edition = JSON.parse(readFileSync(new URL('../../data/gwae/edition.json', import.meta.url), 'utf8')) as Edition;
  const provenance = [
    `Extracted by scripts/gwae/extractLibhangulWords.ts from ${HANJA_TXT}`,
    `of the Debian package libhangul-data ${packageVersion()} (sha256 ${sha256}).`,
  ];
  mkdirSync(new URL('.', OUT), { recursive: true });
  writeFileSync(OUT, extractWords(bytes.toString('utf8'), textWords(edition), provenance));
  console.log(`wrote ${OUT.pathname}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
