/**
 * Reading hanja text aloud: each character's default reading from the reading
 * table (data/hanja/readings.json), then the rules a Korean reader applies
 * within a word or four-character phrase:
 *  - 두음법칙 on the first syllable (李 리→이, 老 로→노, 女 녀→여);
 *  - 不 is 부 before a syllable starting with ㄷ or ㅈ, else 불 (不中 부중, 不辨 불변).
 */
import { readDataJson } from '../dataFile.js';
import { initialConsonant, wordInitialForm } from './hangul.js';

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

export function isReadable(char: string): boolean {
  return defaultReading.has(char);
}

/** Per-character reading overrides, e.g. an edition's { "樂": "요" }. */
export type ReadingOverrides = Readonly<Record<string, string>>;

const BU_BEFORE = new Set(['ㄷ', 'ㅈ']);

/**
 * Reads one word or phrase (no spaces). Characters that are not in the table
 * (punctuation) are kept as they are. Overrides replace a character's reading
 * and are taken as written (no rule changes them).
 */
export function readPhrase(phrase: string, overrides: ReadingOverrides = {}): string {
  const chars = Array.from(phrase);
  const syllables = chars.map((ch) => overrides[ch] ?? defaultReading.get(ch) ?? ch);
  const firstHanja = chars.findIndex((ch) => defaultReading.has(ch));
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (overrides[ch] !== undefined || !defaultReading.has(ch)) continue;
    if (ch === '不') {
      const next = syllables[i + 1];
      const nextIsSyllable = next !== undefined && defaultReading.has(chars[i + 1]!);
      syllables[i] = nextIsSyllable && BU_BEFORE.has(initialConsonant(next)) ? '부' : '불';
    }
    if (i === firstHanja) syllables[i] = wordInitialForm(syllables[i]!);
  }
  return syllables.join('');
}

/** Reads a text of phrases separated by spaces, phrase by phrase. */
export function readText(text: string, overrides: ReadingOverrides = {}): string {
  return text
    .split(' ')
    .map((phrase) => readPhrase(phrase, overrides))
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
