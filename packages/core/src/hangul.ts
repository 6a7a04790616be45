/**
 * Hangul syllable arithmetic (Unicode: syllable = 0xAC00 + (initial × 21 + medial) × 28 + final)
 * and the 두음법칙 of 한글 맞춤법 제10–12항, the rule a Korean reader applies to the
 * first syllable of a Sino-Korean word.
 *
 * A leaf of the library beside errors.ts: it imports only the argument
 * checks, so that the hanja readings and the element of a sound
 * (elements/phoneticElements.ts) both read it without either importing the other.
 */
import { refuse, shown } from './args.js';

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

export const HANGUL_INITIALS = ['ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'] as const;
export type Initial = (typeof HANGUL_INITIALS)[number];

const NIEUN = 2;
const RIEUL = 5;
const IEUNG = 11;
/** ㅑ ㅒ ㅕ ㅖ ㅛ ㅠ ㅣ: the vowels that begin with the sound [j] or are [i]. */
const I_LIKE_MEDIALS = new Set([2, 3, 6, 7, 12, 17, 20]);

export function isHangulSyllable(text: string): boolean {
  if (typeof text !== 'string' || text.length !== 1) return false;
  const code = text.charCodeAt(0);
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

function parts(syllable: string): { initial: number; medial: number; final: number } {
  if (!isHangulSyllable(syllable)) {
    refuse({ en: `give one hangul syllable, e.g. "가"; got ${shown(syllable)}`, ko: `한글 한 음절을 주세요. 예: "가". 받은 값: ${shown(syllable)}` });
  }
  const offset = syllable.charCodeAt(0) - SYLLABLE_FIRST;
  return { initial: Math.floor(offset / 588), medial: Math.floor((offset % 588) / 28), final: offset % 28 };
}

function compose(initial: number, medial: number, final: number): string {
  return String.fromCharCode(SYLLABLE_FIRST + (initial * 21 + medial) * 28 + final);
}

/** The initial consonant of a syllable (ㅇ for a vowel-initial one). */
export function initialConsonant(syllable: string): Initial {
  return HANGUL_INITIALS[parts(syllable).initial]!;
}

/**
 * The form a syllable takes at the start of a word under the 두음법칙:
 * 녀·뇨·뉴·니 → 여·요·유·이 (제10항); 랴·려·례·료·류·리 → 야·여·예·요·유·이 (제11항);
 * 라·래·로·뢰·루·르 → 나·내·노·뇌·누·느 (제12항). Other syllables are unchanged.
 */
export function wordInitialForm(syllable: string): string {
  const { initial, medial, final } = parts(syllable);
  if (initial === NIEUN && I_LIKE_MEDIALS.has(medial)) return compose(IEUNG, medial, final);
  if (initial === RIEUL) return compose(I_LIKE_MEDIALS.has(medial) ? IEUNG : NIEUN, medial, final);
  return syllable;
}

/** The index of a syllable's final consonant in Unicode's order: 0 for none, 4 for ㄴ, 8 for ㄹ. */
export function finalConsonantIndex(syllable: string): number {
  return parts(syllable).final;
}
