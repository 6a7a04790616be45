/**
 * The words of an e-mail refusal (src/accounts/email.ts, emailRefusal), in
 * English and Korean: what is wrong with the address and how to write it so
 * that it is taken. Key requests answer them as BAD_EMAIL; the admin CLI
 * prints the English.
 */
import type { EmailRefusal } from './email.js';

/** `"а" (U+0430)`: the character quoted and, since a look-alike cannot be told from what it imitates by eye, its code points beyond ASCII. */
export function describeCharacters(text: string): string {
  const codes = [...text].filter((ch) => ch >= '\x80').map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return codes.length === 0 ? JSON.stringify(text) : `${JSON.stringify(text)} (${codes.join(' ')})`;
}

/** Korean names of the scripts an address is most likely to mix; any other keeps its Unicode name. */
const SCRIPT_NAMES_KO: Readonly<Record<string, string>> = {
  Latin: '라틴 문자',
  Cyrillic: '키릴 문자',
  Greek: '그리스 문자',
  Armenian: '아르메니아 문자',
  Cherokee: '체로키 문자',
  Coptic: '콥트 문자',
  Georgian: '조지아 문자',
  Hebrew: '히브리 문자',
  Arabic: '아랍 문자',
  Hangul: '한글',
  Han: '한자',
  Hiragana: '히라가나',
  Katakana: '가타카나',
  Bopomofo: '주음부호',
};

const scriptEn = (script: string): string => script.replaceAll('_', ' ');
const scriptKo = (script: string): string => SCRIPT_NAMES_KO[script] ?? scriptEn(script);

const HOW_EN = 'Write the part before @ in one script, without look-alike characters';
const HOW_KO = '@ 앞부분은 한 가지 문자 체계로, 다른 글자를 흉내 내는 글자 없이 써 주세요';

/** Why the address is refused and what to do, after `<the address> is not a usable e-mail address`. */
export function emailRefusalText(refusal: EmailRefusal): { en: string; ko: string } {
  switch (refusal.reason) {
    case 'form':
      return { en: 'expected name@domain.tld', ko: 'name@domain.tld 형식' };
    case 'compatibility':
      return {
        en:
          `${describeCharacters(refusal.character)} is a compatibility form (full-width, small, styled, circled or joined) of ${JSON.stringify(refusal.plain)}. ` +
          `Write the address in plain characters (here ${JSON.stringify(refusal.plain)}; with an input method, turn full-width off)`,
        ko:
          `${describeCharacters(refusal.character)}는 ${JSON.stringify(refusal.plain)}의 호환 문자(전각·작은 글자·장식·원문자·합자)입니다. ` +
          `주소는 보통 문자로 써 주세요(여기서는 ${JSON.stringify(refusal.plain)}. 입력기라면 전각을 끄세요)`,
      };
    case 'unassigned':
      return {
        en: `${describeCharacters(refusal.character)} is a code point Unicode has not assigned: it has no shape of its own, so it cannot be told apart from another. ${HOW_EN}`,
        ko: `${describeCharacters(refusal.character)}는 유니코드에 아직 없는 코드 포인트여서 제 모양이 없고 다른 글자와 구별되지 않습니다. ${HOW_KO}`,
      };
    case 'mixed-scripts': {
      const en = refusal.scripts.map(({ script, character }) => `${scriptEn(script)} ${describeCharacters(character)}`);
      const ko = refusal.scripts.map(({ script, character }) => `${scriptKo(script)} ${describeCharacters(character)}`);
      return {
        en:
          `the part before @ mixes scripts (${en.slice(0, -1).join(', ')} and ${en.at(-1)}), so it could pass for a different address. ` +
          `${HOW_EN} (Latin letters may go with Han and kana as in Japanese, Han and Bopomofo as in Chinese, or Han and Hangul as in Korean)`,
        ko: `@ 앞부분에 여러 문자 체계가 섞여 있어(${ko.join(', ')}) 다른 주소로 보일 수 있습니다. ${HOW_KO}(라틴 문자에는 일본어처럼 한자와 가나, 중국어처럼 한자와 주음부호, 한국어처럼 한자와 한글만 섞을 수 있습니다)`,
      };
    }
    case 'look-alike':
      return {
        en: `${describeCharacters(refusal.text)} in the part before @ prints like the ASCII ${JSON.stringify(refusal.looksLike)}, so the address could pass for a different one. ${HOW_EN}`,
        ko: `@ 앞부분의 ${describeCharacters(refusal.text)}는 ASCII ${JSON.stringify(refusal.looksLike)}처럼 보여 다른 주소로 보일 수 있습니다. ${HOW_KO}`,
      };
  }
}
