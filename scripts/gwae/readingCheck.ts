/**
 * The syllable-by-syllable check of the snapshot's readings. A syllable is kept
 * when it is one of its character's readings in the project's reading table,
 * that reading's 두음법칙 form, or what the reading rules give at that place
 * (the customary sound of a word such as 六月 유월). Otherwise it is a typo and
 * the rules' syllable replaces it. A phrase whose reading has another number of
 * syllables than it has hanja is read anew by the rules, and tokens with no
 * hangul in them (a stray ".") are dropped.
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
  /** For a syllable fix: the character, the syllable given and the one used. */
  char?: string;
}

export interface CheckedReading {
  reading: string;
  fixes: ReadingFix[];
}

const HANGUL = /[가-힣]/;

function isAcceptedSyllable(char: string, syllable: string, ruled: string): boolean {
  if (syllable === ruled) return true;
  return readingsOf(char).some((reading) => reading === syllable || wordInitialForm(reading) === syllable);
}

function checkPhrase(hanja: string, given: string, fixes: ReadingFix[]): string {
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
      if (isAcceptedSyllable(char, syllable, ruledSyllables[i]!)) return syllable;
      fixes.push({ kind: 'syllable', hanja, given: syllable, fixed: ruledSyllables[i]!, char });
      return ruledSyllables[i]!;
    })
    .join('');
}

/** Checks the reading given for a verse or title (phrases separated by single spaces). */
export function checkReading(hanja: string, given: string): CheckedReading {
  const fixes: ReadingFix[] = [];
  const tokens = given.split(' ').filter((token) => {
    if (token === '' || HANGUL.test(token)) return token !== '';
    fixes.push({ kind: 'stray-dropped', hanja: token, given: token, fixed: '' });
    return false;
  });
  const phrases = hanja.split(' ');
  if (tokens.length !== phrases.length) {
    const ruled = phrases.map((phrase) => readPhrase(phrase)).join(' ');
    fixes.push({ kind: 'phrase-rebuilt', hanja, given: tokens.join(' '), fixed: ruled });
    return { reading: ruled, fixes };
  }
  const reading = phrases.map((phrase, i) => checkPhrase(phrase, tokens[i]!, fixes)).join(' ');
  return { reading, fixes };
}
