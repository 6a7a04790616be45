/**
 * The readings of the default edition: the rules decide (src/hanja/reading.ts,
 * src/hanja/readingRules.ts), and the transcription's reading is one input.
 * Every syllable the edition serves differently from the transcription is a
 * departure, named with the rule that decided it:
 *  - `not-a-reading`: the transcription's syllable is no reading of its
 *    character at all (141 幸逢吉運 read 행봉귀인), a typo;
 *  - `hanja-erratum`: a hanja erratum (errata.tsv) changed the character there,
 *    and the new character is read by the rules;
 *  - `syllable-count`: a phrase read with another number of syllables than it
 *    has hanja (the whole phrase is read by the rules), and `stray-token`: a
 *    token with no hangul in it (a stray "."), dropped;
 *  - otherwise the id of the rule that gave the served syllable (the
 *    두음법칙 at a word's start, none inside a word, 不, 則, a sense, a word
 *    with a customary sound, a surname).
 * The departures are listed in data/gwae/reading-errata.tsv, and the build
 * fails on any departure that the file does not list (scripts/gwae/readingErrata.ts).
 */
import { readingsOf, readPhraseSyllables, type ReadingRuleId, wordInitialForm } from '../../src/hanja/index.js';

export type DepartureRule = ReadingRuleId | 'hanja-erratum' | 'syllable-count' | 'stray-token';

/** One place where the served reading is not the transcription's. */
export interface ReadingDeparture {
  /** 1-based index of the character in the verse's hanja, spaces not counted; for a phrase or a stray token, where it starts. */
  position: number;
  /** The character, or the whole phrase (syllable-count), or the token (stray-token). */
  char: string;
  from: string;
  /** What is served ('' for a dropped token). */
  to: string;
  rule: DepartureRule;
}

/** A syllable the transcription gives that is no reading of its character (what the character-typo search looks at). */
export interface ReadingFix {
  kind: 'syllable' | 'phrase-rebuilt' | 'stray-dropped';
  /** The phrase's hanja, or for a stray token the token itself. */
  hanja: string;
  given: string;
  fixed: string;
  /** For a syllable fix: the character, its index in the phrase (code points), and its 1-based position in the verse (spaces not counted). */
  char?: string;
  at?: number;
  position?: number;
}

export interface CheckedReading {
  reading: string;
  departures: ReadingDeparture[];
  fixes: ReadingFix[];
}

const HANGUL = /[가-힣]/;

/** The syllable is one of the character's readings, or that reading's 두음법칙 form. */
export function isReadingOf(char: string, syllable: string): boolean {
  return readingsOf(char).some((reading) => reading === syllable || wordInitialForm(reading) === syllable);
}

/**
 * The edition's reading of a verse or title (phrases separated by single
 * spaces) and where it departs from the reading given. `changed` holds the
 * 1-based positions whose character a hanja erratum changed.
 */
export function checkReading(hanja: string, given: string, changed: ReadonlySet<number> = new Set()): CheckedReading {
  const departures: ReadingDeparture[] = [];
  const fixes: ReadingFix[] = [];
  const phrases = hanja.split(' ');
  const read = phrases.map((phrase) => readPhraseSyllables(phrase));
  const reading = read.map((syllables) => syllables.map((s) => s.syllable).join('')).join(' ');
  const starts: number[] = [];
  phrases.reduce((position, phrase) => (starts.push(position), position + Array.from(phrase).length), 1);

  const tokens: string[] = [];
  for (const token of given.split(' ')) {
    if (token === '') continue;
    if (HANGUL.test(token)) tokens.push(token);
    else {
      departures.push({ position: starts[tokens.length] ?? 1, char: token, from: token, to: '', rule: 'stray-token' });
      fixes.push({ kind: 'stray-dropped', hanja: token, given: token, fixed: '' });
    }
  }
  if (tokens.length !== phrases.length) {
    departures.push({ position: 1, char: hanja, from: tokens.join(' '), to: reading, rule: 'syllable-count' });
    fixes.push({ kind: 'phrase-rebuilt', hanja, given: tokens.join(' '), fixed: reading });
    return { reading, departures, fixes };
  }
  phrases.forEach((phrase, p) => {
    const syllables = read[p]!;
    const served = syllables.map((s) => s.syllable).join('');
    const givenSyllables = Array.from(tokens[p]!);
    if (givenSyllables.length !== syllables.length) {
      departures.push({ position: starts[p]!, char: phrase, from: tokens[p]!, to: served, rule: 'syllable-count' });
      fixes.push({ kind: 'phrase-rebuilt', hanja: phrase, given: tokens[p]!, fixed: served });
      return;
    }
    syllables.forEach((s, i) => {
      const from = givenSyllables[i]!;
      if (from === s.syllable) return;
      const position = starts[p]! + i;
      const rule: DepartureRule = changed.has(position)
        ? 'hanja-erratum'
        : !isReadingOf(s.char, from)
          ? 'not-a-reading'
          : (s.rule ?? 'default-sense');
      departures.push({ position, char: s.char, from, to: s.syllable, rule });
      if (rule === 'not-a-reading') fixes.push({ kind: 'syllable', hanja: phrase, given: from, fixed: s.syllable, char: s.char, at: i, position });
    });
  });
  return { reading, departures, fixes };
}

/** The 1-based positions (spaces not counted) where two hanja strings of the same shape differ. */
export function changedPositions(before: string, after: string): Set<number> {
  const a = Array.from(before.replace(/ /g, ''));
  const b = Array.from(after.replace(/ /g, ''));
  const changed = new Set<number>();
  b.forEach((ch, i) => {
    if (a[i] !== ch) changed.add(i + 1);
  });
  return changed;
}
