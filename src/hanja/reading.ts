/**
 * Reading hanja text aloud: each character's default reading from the reading
 * table (data/hanja/readings.json), then the rules a Korean reader applies
 * within a phrase (src/hanja/readingRules.ts, each with its source):
 *  - words with a customary sound (六月 유월, 奈何 나하);
 *  - 不 is 부 before ㄷ/ㅈ, else 불 (射而不中 사이부중, 不辨東西 불변동서);
 *  - 則 as a conjunction is 즉 (動則有害 동즉유해), 칙 in 規則 and its kind;
 *  - the 두음법칙 at the start of a word: the phrase's first syllable, and the
 *    second word of a four-character phrase (進退兩難 진퇴양난).
 */
import { readDataJson } from '../dataFile.js';
import { initialConsonant, wordInitialForm } from './hangul.js';
import {
  BU_BEFORE_INITIALS,
  CONJUNCTION_JEUK,
  FOUR_CHARACTER_PHRASE,
  KEEPS_SOUND_AT_SECOND_WORD,
  NEGATION_BU,
  RULE_NOUNS_WITH_CHIK,
  SECOND_WORD_START,
  WORD_READINGS,
  WORDS_LONGEST_FIRST,
} from './readingRules.js';

interface ReadingFile {
  id: string;
  version: string;
  sources: string[];
  readings: Record<string, string[]>;
}

const file = readDataJson<ReadingFile>('hanja/readings.json');
const defaultReading = new Map<string, string>();
for (const [char, readings] of Object.entries(file.readings)) {
  if (readings[0]) defaultReading.set(char, readings[0]);
}

/** `source.readingTable`: id and version of the reading table. */
export const READING_TABLE_VERSION = `${file.id}@${file.version}`;

/** Every reading of a character, default first; empty when the table does not know it. */
export function readingsOf(char: string): readonly string[] {
  return file.readings[char] ?? [];
}

/** Per-character reading overrides, e.g. an edition's { "樂": "요" }. */
export type ReadingOverrides = Readonly<Record<string, string>>;

/**
 * Which rules read a phrase. `contextual` (the default, what every edition
 * without readings gets): all of the rules above. `basic`: each character's
 * default reading, 不 부/불, and the 두음법칙 at the phrase's first syllable
 * only — the rules as they were before the default edition's readings were
 * measured (commit a55faca's parent), kept so that its build report
 * (data/gwae/REPORT.md) can show, on the same readings, what the context rules add.
 */
export type ReadingRules = 'contextual' | 'basic';

/** Where a word of WORD_READINGS stands in the hanja of a phrase: its reading per hanja index. */
function wordReadingsAt(hanja: readonly string[]): Map<number, string> {
  const fixed = new Map<number, string>();
  const text = hanja.join('');
  for (const word of WORDS_LONGEST_FIRST) {
    const syllables = Array.from(WORD_READINGS.get(word)!);
    const length = syllables.length;
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      // Only whole hanja positions, and never over a longer word already placed.
      const start = Array.from(text.slice(0, at)).length;
      if (Array.from({ length }, (_, k) => start + k).some((i) => fixed.has(i))) continue;
      syllables.forEach((syllable, k) => fixed.set(start + k, syllable));
    }
  }
  return fixed;
}

/**
 * Reads one word or phrase (no spaces). Characters that are not in the table
 * (punctuation) are kept as they are and do not count as positions. Overrides
 * replace a character's reading and are taken as written (no rule changes them).
 */
export function readPhrase(phrase: string, overrides: ReadingOverrides = {}, rules: ReadingRules = 'contextual'): string {
  const contextual = rules === 'contextual';
  const chars = Array.from(phrase);
  const syllables = chars.map((ch) => overrides[ch] ?? defaultReading.get(ch) ?? ch);
  // Positions of the readable characters: the rules count hanja, not punctuation.
  const positions = chars.flatMap((ch, i) => (defaultReading.has(ch) || overrides[ch] !== undefined ? [i] : []));
  const hanja = positions.map((i) => chars[i]!);
  const words = contextual ? wordReadingsAt(hanja) : new Map<number, string>();
  const wordStarts = new Set([0]);
  if (contextual && hanja.length === FOUR_CHARACTER_PHRASE && !KEEPS_SOUND_AT_SECOND_WORD.has(hanja[SECOND_WORD_START]!)) {
    wordStarts.add(SECOND_WORD_START);
  }
  // Words first, so the rules below see their sounds (不 before 六月 sees 유).
  for (const [h, syllable] of words) if (overrides[hanja[h]!] === undefined) syllables[positions[h]!] = syllable;
  hanja.forEach((ch, h) => {
    if (overrides[ch] !== undefined || words.has(h)) return;
    const i = positions[h]!;
    if (ch === NEGATION_BU) {
      const next = h + 1 < hanja.length ? syllables[positions[h + 1]!]! : undefined;
      syllables[i] = next !== undefined && BU_BEFORE_INITIALS.has(initialConsonant(next)) ? '부' : '불';
    } else if (contextual && ch === CONJUNCTION_JEUK && h > 0 && !RULE_NOUNS_WITH_CHIK.has(hanja[h - 1]!)) {
      syllables[i] = '즉';
    }
    if (wordStarts.has(h)) syllables[i] = wordInitialForm(syllables[i]!);
  });
  return syllables.join('');
}

/** Reads a text of phrases separated by spaces, phrase by phrase. */
export function readText(text: string, overrides: ReadingOverrides = {}, rules: ReadingRules = 'contextual'): string {
  return text
    .split(' ')
    .map((phrase) => readPhrase(phrase, overrides, rules))
    .join(' ');
}

/** The characters of a text that neither the table nor the overrides can read. */
export function unreadableChars(text: string, overrides: ReadingOverrides = {}): string[] {
  const missing = new Set<string>();
  for (const ch of text) {
    if (/\p{Script=Han}/u.test(ch) && !defaultReading.has(ch) && overrides[ch] === undefined) missing.add(ch);
  }
  return [...missing];
}
