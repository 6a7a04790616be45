/**
 * Reading hanja text aloud: each character's default reading from the reading
 * table (data/hanja/readings.json), then the rules a Korean reader applies
 * within a phrase (src/hanja/readingRules.ts, each with its source and id):
 *  - the phrase is cut into words: a verse's half of four characters into two
 *    words of two (進退 兩難), surnames into words of one (鄭 李 兩姓), other
 *    phrases after each standalone word (有 離散 之 意);
 *  - words with a customary sound (六月 유월, 奈何 내하);
 *  - characters with several readings by their sense there (則 즉, 不 부/불,
 *    更 경/갱, 易 이/역, 金 김/금, …);
 *  - the 두음법칙 at the start of each word and never inside one, and 렬·률
 *    written 열·율 after a vowel or ㄴ inside a word.
 */
import readingFile from '../../data/hanja/readings.json' with { type: 'json' };
import { refuse, shown } from '../args.js';
import { surnameReading } from './surnames.js';
import { finalConsonantIndex, initialConsonant, wordInitialForm } from '../hangul.js';
import {
  BU_BEFORE_INITIALS,
  CONJUNCTION_JEUK,
  ELEMENTS,
  FOUR_CHARACTER_PHRASE,
  NEGATION_BU,
  RULE_IDS,
  RULE_NOUNS_WITH_CHIK,
  type ReadingRuleId,
  SECOND_WORD_START,
  SENSE_RULES,
  type SenseRule,
  STANDALONE_WORDS,
  SUBJECT_WORDS,
  SURNAME_JOINERS,
  SURNAME_MARKS,
  TEXT_SURNAMES,
  TITLE_ENDING,
  WORD_READINGS,
  WORDS_LONGEST_FIRST,
} from './readingRules.js';

interface ReadingFile {
  id: string;
  version: string;
  sources: string[];
  readings: Record<string, string[]>;
}

const file = readingFile as unknown as ReadingFile;
const defaultReading = new Map<string, string>();
for (const [char, readings] of Object.entries(file.readings)) {
  if (readings[0]) defaultReading.set(char, readings[0]);
}

/** `source.readingTable`: id and version of the reading table. */
export const READING_TABLE_VERSION = `${file.id}@${file.version}`;

/**
 * Readings the sense rules give that the table lacks (否 비: the table's sources
 * list only 부), appended after the table's so the default stays first.
 */
const senseOnly = new Map<string, string[]>();
for (const rule of SENSE_RULES) {
  const table = file.readings[rule.char] ?? [];
  const extra = senseOnly.get(rule.char) ?? [];
  if (!table.includes(rule.reading) && !extra.includes(rule.reading)) senseOnly.set(rule.char, [...extra, rule.reading]);
}

/** Every reading of a character, default first (the table's, then a sense rule's); empty when the table does not know it. */
export function readingsOf(char: string): readonly string[] {
  const table = file.readings[char] ?? [];
  const extra = senseOnly.get(char);
  return extra === undefined ? table : [...table, ...extra];
}

/** Per-character reading overrides, e.g. an edition's { "樂": "요" }. */
export type ReadingOverrides = Readonly<Record<string, string>>;

/**
 * Which rules read a phrase. `contextual` (the default, what every edition
 * without readings gets): all of the rules above. `basic`: each character's
 * default reading, 不 부/불, and the 두음법칙 at the phrase's first syllable
 * only — the rules as they were before the default edition's readings were
 * measured, kept for comparison.
 */
export type ReadingRules = 'contextual' | 'basic';

/** One syllable of a reading, with the rule that decided it where a rule did. */
export interface ReadSyllable {
  /** The character read (or a punctuation mark, kept as it is). */
  char: string;
  syllable: string;
  /** Index of the character among the phrase's readable characters; -1 for punctuation. */
  at: number;
  /** Whether a word starts here. */
  wordStart: boolean;
  /** The rule that made the syllable what it is; undefined where it is the table's reading and no rule was in play. */
  rule?: ReadingRuleId;
}

/** Where a word of WORD_READINGS stands in the hanja of a phrase: its reading per hanja index, and the index of the word's start. */
function wordReadingsAt(hanja: readonly string[]): Map<number, { syllable: string; start: number }> {
  const fixed = new Map<number, { syllable: string; start: number }>();
  const text = hanja.join('');
  for (const word of WORDS_LONGEST_FIRST) {
    const syllables = Array.from(WORD_READINGS.get(word)!);
    const length = syllables.length;
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      // Only whole hanja positions, and never over a longer word already placed.
      const start = Array.from(text.slice(0, at)).length;
      if (Array.from({ length }, (_, k) => start + k).some((i) => fixed.has(i))) continue;
      syllables.forEach((syllable, k) => fixed.set(start + k, { syllable, start }));
    }
  }
  return fixed;
}

/**
 * The indexes of the characters that stand as surnames (TEXT_SURNAMES), and
 * whether a non-element surname stands beside them (which makes 金 김).
 */
function surnamesAt(hanja: readonly string[]): Set<number> {
  const found = new Set<number>();
  const isName = (i: number): boolean => i >= 0 && i < hanja.length && (TEXT_SURNAMES.has(hanja[i]!) || ELEMENTS.has(hanja[i]!));
  // Before 姓/氏, over one joiner (兩, 二, 之): the run of names that ends there.
  hanja.forEach((ch, i) => {
    if (!SURNAME_MARKS.has(ch)) return;
    let j = i - 1;
    if (j >= 1 && SURNAME_JOINERS.has(hanja[j]!)) j -= 1;
    for (; isName(j); j -= 1) found.add(j);
  });
  // A run of two or more surnames without 姓 (崔朴金鄭, 朴金不利) holds at least one that is no element.
  for (let i = 0; i < hanja.length; ) {
    let j = i;
    while (j < hanja.length && TEXT_SURNAMES.has(hanja[j]!)) j += 1;
    const run = hanja.slice(i, j);
    if (run.length >= 2 && run.some((ch) => !ELEMENTS.has(ch))) for (let k = i; k < j; k += 1) found.add(k);
    i = Math.max(j, i + 1);
  }
  return found;
}

/** A run of surnames (positions adjacent to i) that holds a surname which is no element. */
function besideNonElementSurname(hanja: readonly string[], surnames: ReadonlySet<number>, i: number): boolean {
  for (const step of [-1, 1]) {
    for (let j = i + step; surnames.has(j); j += step) if (!ELEMENTS.has(hanja[j]!)) return true;
  }
  return false;
}

function senseRuleAt(hanja: readonly string[], h: number): SenseRule | undefined {
  const ch = hanja[h]!;
  return SENSE_RULES.find(
    (rule) =>
      rule.char === ch &&
      (rule.always === true ||
        (rule.after !== undefined && h > 0 && rule.after.has(hanja[h - 1]!)) ||
        (rule.before !== undefined && h + 1 < hanja.length && rule.before.has(hanja[h + 1]!)) ||
        (rule.withInPhrase !== undefined && hanja.some((other, k) => k !== h && rule.withInPhrase!.has(other)))),
  );
}

/** Where the phrase's words start (indexes into its hanja). */
function wordStartsOf(hanja: readonly string[], words: ReturnType<typeof wordReadingsAt>, surnames: ReadonlySet<number>): Set<number> {
  const starts = new Set([0]);
  const titleBody = hanja.length === FOUR_CHARACTER_PHRASE + TITLE_ENDING.length && hanja.slice(FOUR_CHARACTER_PHRASE).join('') === TITLE_ENDING;
  if (hanja.length === FOUR_CHARACTER_PHRASE || titleBody) {
    starts.add(SECOND_WORD_START);
    if (titleBody) starts.add(FOUR_CHARACTER_PHRASE);
  } else {
    hanja.forEach((ch, i) => {
      if (i > 0 && STANDALONE_WORDS.has(hanja[i - 1]!)) starts.add(i);
      if (STANDALONE_WORDS.has(ch)) starts.add(i);
      if (i > 1 && SUBJECT_WORDS.has(hanja[i - 2]! + hanja[i - 1]!)) starts.add(i);
    });
  }
  for (const i of surnames) {
    starts.add(i);
    if (i + 1 < hanja.length) starts.add(i + 1);
  }
  // A word with a customary sound is one word: nothing inside it starts one.
  for (const [i, { start }] of words) if (i !== start) starts.delete(i);
  for (const { start } of words.values()) starts.add(start);
  return starts;
}

/** 렬/률 after a vowel or ㄴ, inside a word (맞춤법 제11항 붙임 1). */
function yeolYulForm(previous: string, syllable: string): string {
  if (syllable !== '렬' && syllable !== '률') return syllable;
  const final = finalConsonantIndex(previous);
  return final === 0 || final === 4 ? (syllable === '렬' ? '열' : '율') : syllable;
}

/** The text, overrides and rules every reading function takes, checked at its door. */
function checkReadingArgs(fn: string, text: unknown, overrides: unknown, rules: unknown): void {
  const example = `${fn}({ text: '金剛山', overrides: { 金: '금' }, rules: 'contextual' })`;
  if (typeof text !== 'string' || typeof overrides !== 'object' || overrides === null || Array.isArray(overrides) || (rules !== 'contextual' && rules !== 'basic')) {
    refuse({
      en: `${fn} takes a text, overrides (an object of character: reading, may be left out) and rules 'contextual' or 'basic', e.g. ${example}; got ${shown(text)}, ${shown(overrides)}, ${shown(rules)}`,
      ko: `${fn}에는 글, 읽기 덮어쓰기(한자: 읽기의 객체, 생략 가능), 규칙 'contextual'이나 'basic'을 주세요. 예: ${example}. 받은 값: ${shown(text)}, ${shown(overrides)}, ${shown(rules)}`,
    });
  }
}

export function readPhraseSyllablesPositional(phrase: string, overrides: ReadingOverrides = {}, rules: ReadingRules = 'contextual'): ReadSyllable[] {
  checkReadingArgs('readPhraseSyllables', phrase, overrides, rules);
  const contextual = rules === 'contextual';
  const chars = Array.from(phrase);
  const readable = (ch: string): boolean => defaultReading.has(ch) || overrides[ch] !== undefined;
  const hanja = chars.filter(readable);
  const words = contextual ? wordReadingsAt(hanja) : new Map<number, { syllable: string; start: number }>();
  const surnames = contextual ? surnamesAt(hanja) : new Set<number>();
  const starts = contextual ? wordStartsOf(hanja, words, surnames) : new Set([0]);

  const read: Array<{ syllable: string; rule?: ReadingRuleId; fixed: boolean }> = hanja.map((ch, h) => {
    const override = overrides[ch];
    if (override !== undefined) return { syllable: override, fixed: true };
    const word = words.get(h);
    if (word) return { syllable: word.syllable, rule: RULE_IDS.word, fixed: true };
    if (surnames.has(h)) {
      const surname = ELEMENTS.has(ch) && !(ch === '金' && besideNonElementSurname(hanja, surnames, h)) ? undefined : surnameReading(ch)?.[0];
      if (surname !== undefined) return { syllable: surname, rule: RULE_IDS.surname, fixed: true };
    }
    const table = defaultReading.get(ch)!;
    if (!contextual) return { syllable: table, fixed: false };
    if (ch === CONJUNCTION_JEUK && h > 0 && !RULE_NOUNS_WITH_CHIK.has(hanja[h - 1]!)) return { syllable: '즉', rule: RULE_IDS.conjunction, fixed: true };
    const sense = senseRuleAt(hanja, h);
    if (sense) return { syllable: sense.reading, rule: RULE_IDS.sense, fixed: false };
    return { syllable: table, rule: readingsOf(ch).length > 1 ? RULE_IDS.defaultSense : undefined, fixed: false };
  });
  // The 두음법칙 and 렬/률, word by word; then 不, which looks at the sound that follows it.
  read.forEach((entry, h) => {
    if (entry.fixed || hanja[h] === NEGATION_BU) return;
    if (starts.has(h)) {
      const initial = wordInitialForm(entry.syllable);
      if (initial !== entry.syllable) Object.assign(entry, { syllable: initial, rule: surnames.has(h) ? RULE_IDS.surname : RULE_IDS.wordStart });
    } else if (contextual) {
      const form = yeolYulForm(read[h - 1]!.syllable, entry.syllable);
      if (form !== entry.syllable) Object.assign(entry, { syllable: form, rule: RULE_IDS.yeolYul });
      else if (wordInitialForm(entry.syllable) !== entry.syllable) {
        entry.rule = RULE_IDS.inWord;
      }
    }
  });
  for (let h = read.length - 1; h >= 0; h -= 1) {
    const entry = read[h]!;
    if (entry.fixed || hanja[h] !== NEGATION_BU) continue;
    const next = read[h + 1]?.syllable;
    entry.syllable = next !== undefined && BU_BEFORE_INITIALS.has(initialConsonant(next)) ? '부' : '불';
    entry.rule = RULE_IDS.negation;
  }

  let h = 0;
  return chars.map((ch) => {
    if (!readable(ch)) return { char: ch, syllable: ch, at: -1, wordStart: false };
    const at = h++;
    const { syllable, rule } = read[at]!;
    return { char: ch, syllable, at, wordStart: starts.has(at), ...(rule !== undefined ? { rule } : {}) };
  });
}

export function readPhrasePositional(phrase: string, overrides: ReadingOverrides = {}, rules: ReadingRules = 'contextual'): string {
  return readPhraseSyllablesPositional(phrase, overrides, rules)
    .map((s) => s.syllable)
    .join('');
}

export function readTextPositional(text: string, overrides: ReadingOverrides = {}, rules: ReadingRules = 'contextual'): string {
  checkReadingArgs('readText', text, overrides, rules);
  return text
    .split(' ')
    .map((phrase) => readPhrasePositional(phrase, overrides, rules))
    .join(' ');
}

export function unreadableCharsPositional(text: string, overrides: ReadingOverrides = {}): string[] {
  checkReadingArgs('unreadableChars', text, overrides, 'contextual');
  const missing = new Set<string>();
  for (const ch of text) {
    if (/\p{Script=Han}/u.test(ch) && !defaultReading.has(ch) && overrides[ch] === undefined) missing.add(ch);
  }
  return [...missing];
}
