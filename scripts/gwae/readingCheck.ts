/**
 * The syllable-by-syllable check of the snapshot's readings. A syllable is kept
 * when it is one of its character's readings in the project's reading table or
 * that reading's 두음법칙 form (the issue's rule), or — a departure from that
 * rule, counted apart in the report — what the reading rules give at that place:
 * the customary sound of a word of 한글 맞춤법 제52항 (五六月 오뉴월), which is a
 * sound of the word, not a reading of the character, so it belongs to the rules
 * (src/hanja/readingRules.ts) and not to the reading table. Otherwise it is a
 * typo and the rules' syllable replaces it. A phrase whose reading has another
 * number of syllables than it has hanja is read anew by the rules, and tokens
 * with no hangul in them (a stray ".") are dropped.
 */
import { readingsOf, readPhrase, wordInitialForm } from '../../src/hanja/index.js';

export type ReadingFixKind = 'syllable' | 'phrase-rebuilt' | 'stray-dropped';

export interface ReadingFix {
  kind: ReadingFixKind;
  /** The phrase's hanja, or for a stray token the token itself. */
  hanja: string;
  given: string;
  /** What replaced it ('' for a dropped token). */
  fixed: string;
  /** For a syllable fix: the character, and its index in the phrase (code points). */
  char?: string;
  at?: number;
}

/** A syllable kept only because the reading rules give it there (not a reading of its character). */
export interface RuleOnlySyllable {
  hanja: string;
  at: number;
  char: string;
  syllable: string;
}

export interface CheckedReading {
  reading: string;
  fixes: ReadingFix[];
  ruleOnly: RuleOnlySyllable[];
}

const HANGUL = /[가-힣]/;

/** The rule: the syllable is one of the character's readings, or that reading's 두음법칙 form. */
export function isReadingOf(char: string, syllable: string): boolean {
  return readingsOf(char).some((reading) => reading === syllable || wordInitialForm(reading) === syllable);
}

function checkPhrase(hanja: string, given: string, fixes: ReadingFix[], ruleOnly: RuleOnlySyllable[]): string {
  const chars = Array.from(hanja);
  const ruled = readPhrase(hanja);
  const syllables = Array.from(given);
  const ruledSyllables = Array.from(ruled);
  if (syllables.length !== chars.length || ruledSyllables.length !== chars.length) {
    fixes.push({ kind: 'phrase-rebuilt', hanja, given, fixed: ruled });
    return ruled;
  }
  return chars
    .map((char, i) => {
      const syllable = syllables[i]!;
      if (isReadingOf(char, syllable)) return syllable;
      if (syllable === ruledSyllables[i]) {
        ruleOnly.push({ hanja, at: i, char, syllable });
        return syllable;
      }
      fixes.push({ kind: 'syllable', hanja, given: syllable, fixed: ruledSyllables[i]!, char, at: i });
      return ruledSyllables[i]!;
    })
    .join('');
}

/** Checks the reading given for a verse or title (phrases separated by single spaces). */
export function checkReading(hanja: string, given: string): CheckedReading {
  const fixes: ReadingFix[] = [];
  const ruleOnly: RuleOnlySyllable[] = [];
  const tokens = given.split(' ').filter((token) => {
    if (token === '' || HANGUL.test(token)) return token !== '';
    fixes.push({ kind: 'stray-dropped', hanja: token, given: token, fixed: '' });
    return false;
  });
  const phrases = hanja.split(' ');
  if (tokens.length !== phrases.length) {
    const ruled = phrases.map((phrase) => readPhrase(phrase)).join(' ');
    fixes.push({ kind: 'phrase-rebuilt', hanja, given: tokens.join(' '), fixed: ruled });
    return { reading: ruled, fixes, ruleOnly };
  }
  const reading = phrases.map((phrase, i) => checkPhrase(phrase, tokens[i]!, fixes, ruleOnly)).join(' ');
  return { reading, fixes, ruleOnly };
}
