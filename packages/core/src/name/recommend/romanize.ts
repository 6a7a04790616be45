/**
 * A given name in the Revised Romanization of Korean (국어의 로마자 표기법,
 * 문화관광부 고시 제2000-8호), as it writes personal names (제3장 제4항): the
 * given name in one word, and no sound change of the name reflected (한복남
 * Han Boknam, 홍빛나 Hong Bitna) — so each syllable is written by the tables
 * of 제2장 alone: its initial as before a vowel (ㄱ g, ㄹ r), its final as at a
 * syllable's end (ㄱ k, ㄹ l, ㅇ ng). Surnames are the exception the rule
 * leaves open ("성의 표기는 따로 정한다"); how families write them in
 * passports is data (surnameRomanization.ts).
 */
import { needString, refuse, shown } from '../../args.js';
import { isHangulSyllable } from '../../hangul.js';

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
// In Unicode's order of finals: none, ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ (제2장 붙임 1: at a syllable's end as k, t, p; clusters as the consonant sounded).
const FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];

/** One syllable by the tables of 제2장, with no sound change. */
export function romanizeSyllable(syllable: string): string {
  if (!isHangulSyllable(syllable)) {
    refuse({ en: `a name to romanize is hangul syllables, e.g. "서윤"; got ${shown(syllable)}`, ko: `로마자로 적을 이름은 한글 음절로 주세요. 예: "서윤". 받은 값: ${shown(syllable)}` });
  }
  const offset = syllable.charCodeAt(0) - 0xac00;
  return INITIALS[Math.floor(offset / 588)]! + MEDIALS[Math.floor((offset % 588) / 28)]! + FINALS[offset % 28]!;
}

/** A given name as one word, capitalised: 서윤 → Seoyun, 복남 → Boknam; ㄹㄹ as ll (제2장 붙임 2: 설리 Seolli). */
export function romanizeGivenName(hangul: string): string {
  needString('romanizeGivenName', hangul, 'romanizeGivenName("서윤")');
  let text = '';
  for (const syllable of Array.from(hangul)) {
    const written = romanizeSyllable(syllable);
    text += text.endsWith('l') && written.startsWith('r') ? `l${written.slice(1)}` : written;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}
