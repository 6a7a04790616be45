/**
 * A name analysis request as understood: the two parts of the name (a string
 * of hanja or a list of {hanja, hangul?}), each checked with a message a
 * person can act on, the school, and the options (analysisOptions.ts).
 */
import { needObject } from '../../args.js';
import { TojeongError } from '../../errors.js';
import { isHangulSyllable, nameHanja } from '../../hanja/index.js';
import { type AnalysisOptions, type AnalysisOptionsInput, normalizeAnalysisOptions } from './analysisOptions.js';
import { DEFAULT_PHONETIC_SCHOOL, PHONETIC_SCHOOLS, type PhoneticSchool } from '../../elements/index.js';

export interface NameCharInput {
  hanja: string;
  hangul?: string;
}

export type NamePartInput = string | NameCharInput[];

export interface AnalyzeInput extends AnalysisOptionsInput {
  surname: NamePartInput;
  given: NamePartInput;
  school?: PhoneticSchool;
}

/** The two parts of a name, surname first. */
export const NAME_PARTS = ['surname', 'given'] as const;
export type NamePart = (typeof NAME_PARTS)[number];

export type NormalizedInput = {
  surname: Array<{ hanja: string; hangul: string | null }>;
  given: Array<{ hanja: string; hangul: string | null }>;
  school: PhoneticSchool;
} & AnalysisOptions;

/** Characters in each part of a name (surname 1-2, given name 1-3). */
export const NAME_PART_LENGTHS: Readonly<Record<NamePart, readonly [min: number, max: number]>> = { surname: [1, 2], given: [1, 3] };
const HAN = /^\p{Script=Han}$/u;

function isOneCodePoint(text: string): boolean {
  if (text.length === 1) return true;
  return text.length === 2 && text.codePointAt(0)! > 0xffff;
}

/** A single hanja: in the dictionary (the common case, one map look-up), or any other Han character. */
function isOneHanja(text: string): boolean {
  return isOneCodePoint(text) && (nameHanja(text) !== undefined || HAN.test(text));
}

// The parts as a Korean reader names them, with the field; both end in a consonant, so one particle (은, 의) fits both.
const PART_KO: Record<NamePart, string> = { surname: '성(surname)', given: '이름(given)' };

function normalizePart(part: NamePart, value: NamePartInput): Array<{ hanja: string; hangul: string | null }> {
  // The request schema refuses other types before the route runs; library callers have no schema in front of them.
  if (typeof value !== 'string' && !Array.isArray(value)) {
    throw new TojeongError('BAD_INPUT', {
      en: `${part} must be a string of hanja or an array of {hanja, hangul?} objects`,
      ko: `${PART_KO[part]}에는 한자 문자열이나 {hanja, hangul?} 객체의 배열을 주세요`,
    });
  }
  const chars: NameCharInput[] = typeof value === 'string' ? Array.from(value, (hanja) => ({ hanja })) : value;
  const [min, max] = NAME_PART_LENGTHS[part];
  if (chars.length < min || chars.length > max) {
    throw new TojeongError('BAD_INPUT', {
      en: `${part} must have ${min} to ${max} characters, got ${chars.length}`,
      ko: `${PART_KO[part]}은 ${min}자에서 ${max}자까지입니다. 받은 글자 수: ${chars.length}`,
    });
  }
  return chars.map(({ hanja, hangul }, index) => {
    if (typeof hanja === 'string' && isHangulSyllable(hanja)) {
      // Where the hanja of that reading are listed is each surface's to name (the pointer).
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} "${hanja}" is hangul; a name is analysed in hanja: choose one of the hanja read ${hanja}`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자가 한글("${hanja}")입니다. 이름은 한자로 풀이하니, 독음이 "${hanja}"인 인명용 한자 가운데 골라 보내 주세요`,
      }).pointingTo({ charsOfReading: hanja });
    }
    if (typeof hanja !== 'string' || !isOneHanja(hanja)) {
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} must be one hanja, got "${hanja}"`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자는 한자 한 자여야 합니다. 받은 값: "${hanja}"`,
      });
    }
    if (hangul !== undefined && !isHangulSyllable(hangul)) {
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} ("${hanja}"): hangul must be one hangul syllable, got "${hangul}"`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자("${hanja}")의 hangul은 한글 한 음절이어야 합니다. 받은 값: "${hangul}"`,
      });
    }
    return { hanja, hangul: hangul ?? null };
  });
}

export function normalizeNameInput(input: AnalyzeInput): NormalizedInput {
  needObject('normalizeNameInput', input, "normalizeNameInput({ surname: '洪', given: '吉童' })");
  const school = input.school ?? DEFAULT_PHONETIC_SCHOOL;
  if (!PHONETIC_SCHOOLS.includes(school)) throw new TojeongError('BAD_INPUT', {
      en: `school must be one of ${PHONETIC_SCHOOLS.join(', ')}, got "${String(school)}"`,
      ko: `school은 ${PHONETIC_SCHOOLS.join(', ')} 중 하나여야 합니다. 받은 값: "${String(school)}"`,
    });
  return {
    surname: normalizePart('surname', input.surname),
    given: normalizePart('given', input.given),
    school,
    ...normalizeAnalysisOptions(input),
  };
}

