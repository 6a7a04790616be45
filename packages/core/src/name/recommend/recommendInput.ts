/**
 * A recommendation request as understood (POST /v1/name/recommend): the
 * surname (hanja, or hangul: the census's largest clan unless the caller
 * writes the hanja, the others offered in the answer), the length, the fixed
 * syllable or character (돌림자), the sound pattern, the syllables to avoid,
 * the sex, the era and popularity of the names, whether the other sex's names
 * come too, whether the flows are gates or parts of the rank, the caller's own
 * candidates, what the answer includes, the analysis's switches, and the
 * page. Each field is checked here once, with a message that names it.
 */
import { needObject } from '../../args.js';
import { TojeongError } from '../../errors.js';
import { HANGUL_INITIALS, type Initial, isHangulSyllable, nameHanja, wordInitialForm } from '../../hanja/index.js';
import { type AnalysisOptionsInput, DEFAULT_GRID_SYSTEM, GRID_SYSTEM_NAMES, type GridSystem, normalizeAnalysisOptions, type SamwonBasis } from '../analysis/index.js';
import { defaultSurnameReadings, type NormalizedBirth, oneOf } from '../analysis/forRecommender.js';
import { DEFAULT_PHONETIC_SCHOOL, type FlowRule, PHONETIC_SCHOOLS, type PhoneticSchool, type ResourceSchool } from '../../elements/index.js';
import { DEFAULT_ERA, DEFAULT_POPULARITY, type Era, ERA_NAMES, type Popularity, POPULARITY_NAMES, type Sex, SEXES } from './namePool.js';
import type { NeedMethod } from '../../saju/index.js';
import { DEFAULT_FLOWS_AS, type FlowsAs, FLOWS_AS_NAMES } from './strokeRules.js';
import { type SurnameChoice, surnameFromHangul } from './surnameChoices.js';

/** What an answer may include beyond the compact one: each name's full analysis (POST /v1/name/analyze's result). */
export const INCLUDES = ['analysis'] as const;
export type Include = (typeof INCLUDES)[number];

/** What names to recommend: with hanja (the default), or 순우리말 names with none (hangulNames.ts). */
export const KINDS = ['hanja', 'hangul'] as const;
export type Kind = (typeof KINDS)[number];

/** The most names a request may send to be judged. */
export const CANDIDATES_MAX = 20;

export type RecommendInput = Omit<AnalysisOptionsInput, 'scoring'> & {
  surname: string;
  length?: 1 | 2;
  fixed?: { position: 1 | 2; hanja?: string; hangul?: string } | null;
  pattern?: string | null;
  avoidSyllables?: string[];
  sex?: Sex | null;
  kind?: Kind;
  era?: Era;
  otherSex?: boolean;
  popularity?: Popularity;
  flows?: FlowsAs;
  candidates?: string[] | null;
  include?: Include[];
  school?: PhoneticSchool;
  gridSystem?: GridSystem;
  limit?: number;
  cursor?: string | null;
};

export type NormalizedRecommendInput = {
  surname: { hanja: string; hangul: string; choices: SurnameChoice[] };
  length: 1 | 2;
  birth: NormalizedBirth | null;
  fixed: { position: 1 | 2; hanja: string | null; hangul: string | null } | null;
  pattern: string | null;
  avoidSyllables: string[];
  sex: Sex | null;
  kind: Kind;
  era: Era;
  otherSex: boolean;
  popularity: Popularity;
  flows: FlowsAs;
  candidates: string[] | null;
  include: Include[];
  school: PhoneticSchool;
  gridSystem: GridSystem;
  flowRule: FlowRule;
  samwonBasis: SamwonBasis;
  resourceSchool: ResourceSchool;
  needMethod: NeedMethod;
  limit: number;
  cursor: string | null;
};

export const RECOMMEND_LIMIT_MAX = 50;
export const RECOMMEND_LIMIT_DEFAULT = 20;
/** The wildcards a pattern may use for "any syllable". */
export const PATTERN_WILDCARDS = ['?', '*', '_'] as const;

/** One place of a sound pattern: any syllable, a syllable with this initial, or this syllable. */
export type PatternSlot = { kind: 'any' } | { kind: 'initial'; initial: Initial } | { kind: 'syllable'; syllable: string };

function bad(en: string, ko: string): TojeongError {
  return new TojeongError('BAD_INPUT', { en, ko });
}

const HAN = /^\p{Script=Han}$/u;

function normalizeSurname(value: unknown): NormalizedRecommendInput['surname'] {
  if (typeof value !== 'string' || value.length === 0) {
    throw bad('surname must be a surname in hanja ("金", "南宮") or hangul ("김", "제갈")', 'surname에는 성을 한자("金", "南宮")나 한글("김", "제갈")로 주세요');
  }
  const chars = Array.from(value);
  if (chars.length > 2) throw bad(`surname has 1 or 2 characters, got ${chars.length} ("${value}")`, `surname은 1자나 2자입니다. 받은 값: "${value}" (${chars.length}자)`);
  if (chars.every(isHangulSyllable)) {
    // The census's largest clan of the surname as written (류 stays 류, 이 stays 이: the family's spelling), the others offered.
    const { hanja, choices } = surnameFromHangul(value);
    return { hanja, hangul: value, choices };
  }
  if (!chars.every((c) => HAN.test(c))) throw bad(`surname must be all hanja or all hangul, got "${value}"`, `surname은 한자만 또는 한글만으로 주세요. 받은 값: "${value}"`);
  const missing = chars.filter((c) => nameHanja(c) === undefined);
  if (missing.length > 0) {
    throw bad(`surname: ${missing.join(', ')} is not in the Supreme Court's list of name-usable hanja`, `surname: ${missing.join(', ')}은(는) 대법원 인명용 한자 목록에 없습니다`);
  }
  const readings = defaultSurnameReadings(chars);
  if (readings.some((r) => r === undefined)) throw bad(`surname ${value}: no reading is known`, `surname ${value}: 독음을 알 수 없습니다`);
  return { hanja: value, hangul: readings.join(''), choices: [] };
}

/** The places of a sound pattern (`ㅅㅎ`, `서?`), one per given-name syllable; BAD_INPUT naming `pattern` otherwise. */
export function parsePattern(pattern: string, length: 1 | 2): PatternSlot[] {
  const chars = Array.from(pattern);
  if (chars.length !== length) {
    throw bad(
      `pattern "${pattern}" has ${chars.length} places but the given name has ${length}: write one per syllable (a syllable 서, an initial ㅅ, or ? for any)`,
      `pattern "${pattern}"은(는) ${chars.length}자인데 이름은 ${length}자입니다. 음절마다 한 자씩(음절 "서", 초성 "ㅅ", 아무 음절 "?") 써 주세요`,
    );
  }
  return chars.map((c, i): PatternSlot => {
    if ((PATTERN_WILDCARDS as readonly string[]).includes(c)) return { kind: 'any' };
    if ((HANGUL_INITIALS as readonly string[]).includes(c)) return { kind: 'initial', initial: c as Initial };
    if (isHangulSyllable(c)) return { kind: 'syllable', syllable: c };
    throw bad(
      `pattern place ${i + 1} "${c}" is none of a hangul syllable, an initial consonant (ㄱ … ㅎ) or a wildcard (${PATTERN_WILDCARDS.join(' ')})`,
      `pattern의 ${i + 1}번째 "${c}"은(는) 한글 음절, 초성(ㄱ…ㅎ), 와일드카드(${PATTERN_WILDCARDS.join(' ')}) 중 어느 것도 아닙니다`,
    );
  });
}

function normalizeFixed(value: RecommendInput['fixed'], length: 1 | 2): NormalizedRecommendInput['fixed'] {
  if (value === undefined || value === null) return null;
  const { position, hanja, hangul } = value;
  if (!Number.isInteger(position) || position < 1 || position > length) {
    throw bad(`fixed.position must be 1${length === 2 ? ' or 2' : ''} (the given name has ${length} syllable${length === 2 ? 's' : ''}), got ${String(position)}`, `fixed.position은 ${length === 2 ? '1 또는 2' : '1'}이어야 합니다(이름 ${length}자). 받은 값: ${String(position)}`);
  }
  if ((hanja === undefined) === (hangul === undefined)) {
    throw bad('fixed needs exactly one of hanja (a name-usable character) or hangul (a syllable)', 'fixed에는 hanja(인명용 한자)와 hangul(한글 음절) 중 하나만 주세요');
  }
  if (hanja !== undefined) {
    const record = typeof hanja === 'string' && Array.from(hanja).length === 1 ? nameHanja(hanja) : undefined;
    if (record === undefined) {
      throw bad(`fixed.hanja "${String(hanja)}" is not one character of the Supreme Court's list of name-usable hanja`, `fixed.hanja "${String(hanja)}"은(는) 대법원 인명용 한자 한 글자가 아닙니다`);
    }
    if (record.readings.length === 0) throw bad(`fixed.hanja ${hanja} has no reading in the court list; fix the syllable with fixed.hangul instead`, `fixed.hanja ${hanja}는 대법원 목록에 독음이 없습니다. fixed.hangul로 음절을 정해 주세요`);
    return { position: position as 1 | 2, hanja, hangul: null };
  }
  if (typeof hangul !== 'string' || !isHangulSyllable(hangul)) {
    throw bad(`fixed.hangul must be one hangul syllable, got ${JSON.stringify(hangul)}`, `fixed.hangul에는 한글 한 음절을 주세요. 받은 값: ${JSON.stringify(hangul)}`);
  }
  return { position: position as 1 | 2, hanja: null, hangul };
}

/** The syllables a fixed character may be written as in its place (the 두음법칙 at the start of the given name). */
export function fixedSyllables(fixed: NonNullable<NormalizedRecommendInput['fixed']>): string[] {
  if (fixed.hangul !== null) return [fixed.hangul];
  const { readings } = nameHanja(fixed.hanja!)!;
  return [...new Set(fixed.position === 1 ? readings.map(wordInitialForm) : readings)];
}

export function normalizeRecommendInput(input: RecommendInput): NormalizedRecommendInput {
  needObject('normalizeRecommendInput', input, "normalizeRecommendInput({ surname: '김', sex: 'female' })");
  const length = input.length ?? 2;
  if (length !== 1 && length !== 2) throw bad(`length must be 1 or 2 (given-name syllables), got ${String(length)}`, `length는 1 또는 2(이름 글자 수)여야 합니다. 받은 값: ${String(length)}`);
  const surname = normalizeSurname(input.surname);
  const pattern = input.pattern ?? null;
  if (pattern !== null) {
    if (typeof pattern !== 'string') throw bad('pattern must be a string such as "ㅅㅎ" or "서?"', 'pattern에는 "ㅅㅎ", "서?" 같은 문자열을 주세요');
    parsePattern(pattern, length);
  }
  const avoidSyllables = input.avoidSyllables ?? [];
  if (!Array.isArray(avoidSyllables) || avoidSyllables.some((s) => typeof s !== 'string' || !isHangulSyllable(s))) {
    throw bad('avoidSyllables must be a list of hangul syllables, e.g. ["자", "숙"]', 'avoidSyllables에는 한글 음절의 목록을 주세요(예: ["자", "숙"])');
  }
  const limit = input.limit ?? RECOMMEND_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > RECOMMEND_LIMIT_MAX) {
    throw bad(`limit must be a whole number from 1 to ${RECOMMEND_LIMIT_MAX}, got ${String(limit)}`, `limit은 1에서 ${RECOMMEND_LIMIT_MAX} 사이의 정수여야 합니다. 받은 값: ${String(limit)}`);
  }
  const cursor = input.cursor ?? null;
  if (cursor !== null && typeof cursor !== 'string') throw bad('cursor must be the string a previous page gave, or null', 'cursor에는 앞 페이지가 준 문자열이나 null을 주세요');
  const options = normalizeAnalysisOptions(input);
  const candidates = normalizeCandidates(input.candidates);
  const kind = oneOf<Kind>('kind', input.kind, KINDS, 'hanja');
  const fixed = normalizeFixed(input.fixed, length);
  if (kind === 'hangul' && fixed?.hanja !== null && fixed !== null) {
    throw bad('fixed.hanja: a hangul name (kind "hangul") has no hanja; fix its syllable with fixed.hangul', 'fixed.hanja: 한글 이름(kind "hangul")에는 한자가 없습니다. fixed.hangul로 음절을 정해 주세요');
  }
  const include = input.include ?? [];
  if (!Array.isArray(include) || include.some((i) => !(INCLUDES as readonly string[]).includes(i))) {
    throw bad(`include lists what to add to each name: ${INCLUDES.map((i) => `"${i}"`).join(', ')}`, `include에는 이름마다 덧붙일 것을 적습니다: ${INCLUDES.map((i) => `"${i}"`).join(', ')}`);
  }
  if (input.otherSex !== undefined && typeof input.otherSex !== 'boolean') throw bad('otherSex must be true or false', 'otherSex는 true나 false여야 합니다');
  return {
    surname,
    length,
    birth: options.birth,
    fixed,
    pattern,
    avoidSyllables: [...new Set(avoidSyllables)].sort(),
    sex: input.sex === undefined || input.sex === null ? null : oneOf<Sex>('sex', input.sex, SEXES, 'f'),
    kind,
    era: oneOf('era', input.era, ERA_NAMES, DEFAULT_ERA),
    otherSex: input.otherSex ?? false,
    popularity: oneOf('popularity', input.popularity, POPULARITY_NAMES, DEFAULT_POPULARITY),
    flows: oneOf('flows', input.flows, FLOWS_AS_NAMES, DEFAULT_FLOWS_AS),
    candidates,
    include: [...new Set(include)].sort(),
    school: oneOf('school', input.school, PHONETIC_SCHOOLS, DEFAULT_PHONETIC_SCHOOL),
    gridSystem: oneOf('gridSystem', input.gridSystem, GRID_SYSTEM_NAMES, DEFAULT_GRID_SYSTEM),
    flowRule: options.flowRule,
    samwonBasis: options.samwonBasis,
    resourceSchool: options.resourceSchool,
    needMethod: options.needMethod,
    limit,
    cursor,
  };
}

/** The caller's own given names to be judged: hangul, one or two syllables each, at most CANDIDATES_MAX, each once. */
function normalizeCandidates(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const ok = Array.isArray(value) && value.length >= 1 && value.length <= CANDIDATES_MAX && value.every((v) => typeof v === 'string' && [1, 2].includes(Array.from(v).length) && Array.from(v).every(isHangulSyllable));
  if (!ok) {
    throw bad(
      `candidates must be 1 to ${CANDIDATES_MAX} given names in hangul of one or two syllables each, e.g. ["서윤", "하준"]`,
      `candidates에는 한글 이름(한두 음절)을 1개에서 ${CANDIDATES_MAX}개까지 주세요. 예: ["서윤", "하준"]`,
    );
  }
  return [...new Set(value as string[])];
}
