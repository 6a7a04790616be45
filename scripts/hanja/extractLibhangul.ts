/**
 * Cuts the libhangul snapshots under data/hanja/sources/ from Debian's
 * libhangul-data (run: `node --import tsx scripts/hanja/extractLibhangul.ts`
 * after `apt-get install -y libhangul-data`). The hanja build reads only the
 * snapshots, so it works from a clean clone without apt; this script is run
 * again only to move to another libhangul release.
 *
 *   libhangul-hanja-chars.txt   the one-character lines of hanja.txt, verbatim, in file order
 *   libhangul-word-readings.tsv for every character, how many word lines read it with each reading
 *
 * Both start with hanja.txt's own copyright and licence lines (BSD-3), which
 * its clause 1 requires to travel with the data.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { countWordReadings, formatCounts, isCharacterLine, parseHanjaTxtLine } from './libhangul.js';
import type { HanjaTxtLine } from './libhangul.js';

export const HANJA_TXT = process.env.LIBHANGUL_HANJA_TXT ?? '/usr/share/libhangul/hanja/hanja.txt';
const OUT_DIR = new URL('../../data/hanja/sources/', import.meta.url);

export function packageVersion(): string {
  try {
    return execFileSync('dpkg-query', ['-W', '-f', '${Version}', 'libhangul-data'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('cannot ask dpkg for the libhangul-data version; install it with `apt-get install -y libhangul-data`');
  }
}

export interface Extracted {
  chars: string;
  counts: string;
}

/** hanja.txt's opening '#' lines: its copyright and BSD-3 licence, which clause 1 requires to travel with the data. */
export function hanjaTxtNotice(lines: readonly string[]): string[] {
  const notice: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('#')) break;
    notice.push(line);
  }
  if (!notice.some((l) => l.includes('Copyright')) || !notice.some((l) => l.includes('Redistribution'))) {
    throw new Error('hanja.txt does not open with its copyright notice; is this the libhangul file?');
  }
  return notice;
}

export function extract(text: string, provenance: string[]): Extracted {
  const lines = text.split('\n');
  const notice = hanjaTxtNotice(lines);
  const parsed = lines.map(parseHanjaTxtLine).filter((l): l is HanjaTxtLine => l !== null);
  const characterLines = lines.filter((raw) => {
    const line = parseHanjaTxtLine(raw);
    return line !== null && isCharacterLine(line);
  });
  const header = (what: string[]) => [...provenance.map((l) => `# ${l}`), ...what.map((l) => `# ${l}`), '#', ...notice];
  const chars = [
    ...header(['The one-character lines ("reading:hanja:훈음") of hanja.txt, verbatim and in file order.']),
    ...characterLines,
  ];
  const counts = [
    ...header([
      'For every hanja, the number of word lines of hanja.txt that read it with each reading: lines of two',
      'or more Han characters with as many hangul syllables, aligned syllable by character (word-initial',
      'forms such as 낙 in 낙원 are counted as written; the build folds them into their 본음).',
    ]),
    ...formatCounts(countWordReadings(parsed)),
  ];
  return { chars: chars.join('\n') + '\n', counts: counts.join('\n') + '\n' };
}

/** Extracts from the installed hanja.txt, with its provenance lines. */
export function extractInstalled(): Extracted {
  const bytes = readFileSync(HANJA_TXT);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const provenance = [
    `Extracted by scripts/hanja/extractLibhangul.ts from ${HANJA_TXT}`,
    `of the Debian package libhangul-data ${packageVersion()} (sha256 ${sha256}).`,
  ];
  return extract(bytes.toString('utf8'), provenance);
}

function main(): void {
  if (!existsSync(HANJA_TXT)) {
    console.error(`${HANJA_TXT} is missing: install it with \`apt-get update && apt-get install -y libhangul-data\` (or point LIBHANGUL_HANJA_TXT at a copy).`);
    process.exit(1);
  }
  const out = extractInstalled();
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(new URL('libhangul-hanja-chars.txt', OUT_DIR), out.chars);
  writeFileSync(new URL('libhangul-word-readings.tsv', OUT_DIR), out.counts);
  console.log(`wrote ${new URL('libhangul-hanja-chars.txt', OUT_DIR).pathname} and libhangul-word-readings.tsv`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
