/**
 * libhangul's hanja dictionary (Debian libhangul-data, hanja.txt, BSD-3):
 * lines "reading:hanja:comment". One-character lines give a character's
 * readings and its 훈음 ("아닐 불"); longer lines are words ("불가능:不可能").
 *
 * The build never reads /usr/share: scripts/hanja/extractLibhangul.ts cuts
 * two snapshots under data/hanja/sources/ (the one-character lines verbatim,
 * and per-character reading counts over the word lines), and this module reads
 * those. The counting and gloss rules are pure so tests can run them on
 * literal lines.
 */
import { wordInitialForm } from '../../packages/core/src/hangul.js';

export interface HanjaTxtLine {
  reading: string;
  hanja: string;
  comment: string;
}

const SYLLABLES = /^[가-힣]+$/;
const HAN_CHAR = /^\p{Script=Han}$/u;
const HAN = /\p{Script=Han}/u;

/** A data line of hanja.txt; comment lines and blank lines give null. */
export function parseHanjaTxtLine(line: string): HanjaTxtLine | null {
  if (line === '' || line.startsWith('#')) return null;
  const first = line.indexOf(':');
  const second = first < 0 ? -1 : line.indexOf(':', first + 1);
  if (second < 0) throw new Error(`hanja.txt line without two colons: "${line}"`);
  return { reading: line.slice(0, first), hanja: line.slice(first + 1, second), comment: line.slice(second + 1) };
}

/** A line for one character: one hangul syllable read as one Han character. */
export function isCharacterLine(l: HanjaTxtLine): boolean {
  return [...l.hanja].length === 1 && HAN_CHAR.test(l.hanja) && /^[가-힣]$/.test(l.reading);
}

/**
 * A word line that can be aligned syllable by character: two or more Han
 * characters and exactly as many hangul syllables ("불가능:不可能"). Lines
 * mixing hangul into the hanja side ("ㄱ자집:ㄱ字집") are skipped.
 */
export function alignedWord(l: HanjaTxtLine): Array<[string, string]> | null {
  const chars = [...l.hanja];
  const syllables = [...l.reading];
  if (chars.length < 2 || chars.length !== syllables.length) return null;
  if (!SYLLABLES.test(l.reading) || !chars.every((c) => HAN_CHAR.test(c))) return null;
  return chars.map((c, i) => [c, syllables[i]!]);
}

/** hanja → reading → number of word lines reading it so (word lines only). */
export type WordReadingCounts = Map<string, Map<string, number>>;

export function countWordReadings(lines: Iterable<HanjaTxtLine>): WordReadingCounts {
  const counts: WordReadingCounts = new Map();
  for (const line of lines) {
    const pairs = alignedWord(line);
    if (pairs === null) continue;
    for (const [hanja, reading] of pairs) {
      let perReading = counts.get(hanja);
      if (perReading === undefined) {
        perReading = new Map();
        counts.set(hanja, perReading);
      }
      perReading.set(reading, (perReading.get(reading) ?? 0) + 1);
    }
  }
  return counts;
}

export interface LibhangulData {
  /** hanja → its one-character lines in file order. */
  characters: Map<string, HanjaTxtLine[]>;
  wordCounts: WordReadingCounts;
}

/** The one-character snapshot: hanja.txt lines verbatim, '#' lines are provenance and licence. */
export function parseCharacterSnapshot(text: string): Map<string, HanjaTxtLine[]> {
  const characters = new Map<string, HanjaTxtLine[]>();
  for (const raw of text.split('\n')) {
    const line = parseHanjaTxtLine(raw);
    if (line === null) continue;
    if (!isCharacterLine(line)) throw new Error(`not a one-character line in the libhangul snapshot: "${raw}"`);
    const list = characters.get(line.hanja) ?? [];
    list.push(line);
    characters.set(line.hanja, list);
  }
  return characters;
}

export const COUNTS_HEADER = 'hanja\treading\twords';

/** The counts snapshot: '#' lines, the header, then "hanja<TAB>reading<TAB>words". */
export function parseCountsSnapshot(text: string): WordReadingCounts {
  const counts: WordReadingCounts = new Map();
  let headerSeen = false;
  for (const raw of text.split('\n')) {
    if (raw === '' || raw.startsWith('#')) continue;
    if (!headerSeen) {
      if (raw !== COUNTS_HEADER) throw new Error(`libhangul counts snapshot: expected header "${COUNTS_HEADER}"`);
      headerSeen = true;
      continue;
    }
    const [hanja = '', reading = '', words = ''] = raw.split('\t');
    if (!/^[1-9]\d*$/.test(words) || !/^[가-힣]$/.test(reading) || [...hanja].length !== 1) {
      throw new Error(`libhangul counts snapshot: bad row "${raw}"`);
    }
    const perReading = counts.get(hanja) ?? new Map<string, number>();
    perReading.set(reading, Number(words));
    counts.set(hanja, perReading);
  }
  if (!headerSeen) throw new Error('libhangul counts snapshot has no header');
  return counts;
}

/** Serialises counts sorted by code point, then reading (deterministic snapshot). */
export function formatCounts(counts: WordReadingCounts): string[] {
  const rows: string[] = [COUNTS_HEADER];
  const hanjaList = [...counts.keys()].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
  for (const hanja of hanjaList) {
    const perReading = counts.get(hanja)!;
    for (const reading of [...perReading.keys()].sort()) rows.push(`${hanja}\t${reading}\t${perReading.get(reading)}`);
  }
  return rows;
}

/**
 * The 훈 in a libhangul comment, or null: the first comma-separated item that
 * is Korean (not a note such as "劎의 譌字"), without its trailing reading
 * ("아닐 불" → "아닐"). The trailing word is cut only when it is one of the
 * character's readings (or the form the 두음법칙 makes of one), so a gloss
 * written without its reading ("사나이") stays whole.
 */
export function glossFromComment(comment: string, readings: readonly string[]): string | null {
  const known = new Set<string>();
  for (const r of readings) {
    known.add(r);
    known.add(wordInitialForm(r));
  }
  for (const item of comment.split(',')) {
    const text = item.replace(/\s+/g, ' ').trim();
    if (text === '' || HAN.test(text) || !/[가-힣]/.test(text)) continue;
    const words = text.split(' ');
    const last = words[words.length - 1]!;
    if (words.length > 1 && known.has(last)) return words.slice(0, -1).join(' ');
    return text;
  }
  return null;
}
