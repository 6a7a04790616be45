/**
 * The names parents would look for that an answer leaves out, and why (issue
 * 47): every name of the latest top list of the sex asked (of both sexes with
 * none) that the request does not reach, and every candidate the caller sent
 * that fails — each with the rule that kept it out and, where a setting of
 * the request admits it, that setting. A name is never left out silently.
 */
import { GRID_SYSTEM_NAMES } from '../analysis/index.js';
import { latestTopNames, namePool, poolNameOf, poolNamesOf, type Sex } from './namePool.js';
import { type ExclusionRule, type Judge, judgeOf } from './judge.js';
import type { Candidate } from './recommendHanja.js';
import type { NormalizedRecommendInput } from './recommendInput.js';

export const EXCLUSION_RULES: Record<ExclusionRule, { en: string; ko: string }> = {
  length: { en: 'it has another number of syllables than the length asked', ko: '요청한 글자 수(length)와 글자 수가 다릅니다' },
  era: { en: 'it is not a name of the era asked', ko: '요청한 시대(era)의 이름 목록에 없습니다' },
  popularity: { en: 'the popularity asked leaves out the listed names', ko: '요청한 popularity가 목록에 오른 이름을 뺍니다' },
  pattern: { en: 'it does not fit the pattern you set', ko: '정하신 pattern에 맞지 않습니다' },
  fixed: { en: 'it does not have the syllable or character you fixed', ko: '정하신 돌림자(fixed)가 없습니다' },
  avoidSyllables: { en: 'it has a syllable you asked to avoid', ko: '피하라고 하신 음절(avoidSyllables)이 있습니다' },
  repeatsSurname: { en: 'it begins with the surname\'s syllable, so the name says it twice', ko: '이름이 성과 같은 음절로 시작해 같은 소리가 겹칩니다' },
  spokenWord: { en: 'said with the surname it sounds like a word a child would be teased with', ko: '성과 이어 부르면 놀림감이 될 낱말처럼 들립니다' },
  phoneticFlow: { en: 'its 발음오행 does not pass the flow rule, and you asked for the flows as gates', ko: '발음오행이 흐름 규칙을 지키지 못하는데, 흐름을 필수 조건(flows "gate")으로 요청하셨습니다' },
  nativeKoreanName: { en: 'a 순우리말 name, given without hanja', ko: '순우리말 이름으로, 한자 없이 짓는 이름입니다' },
  noCustomaryHanja: { en: 'no hanja families write for its syllables (a 순우리말 name, or a syllable names seldom write in hanja)', ko: '그 음절에 이름으로 쓰는 한자가 없습니다(순우리말 이름이거나 한자로 잘 쓰지 않는 음절)' },
  noHanjaKeepsRules: { en: 'no pair of the hanja families write for it keeps every judged grid 길 with this surname', ko: '이 성과 함께 모든 격을 길하게 하는, 이름에 흔히 쓰는 한자 조합이 없습니다' },
};
export type { ExclusionRule };

export type Exclusion = {
  name: string;
  /** Its place on the latest list of the sex asked; null for a candidate of the caller. */
  rank: number | null;
  year: number | null;
  rule: ExclusionRule;
  why: { ko: string; en: string };
  /** A setting of the request that would admit it; null where none does (the rule is the name's, or yours). */
  admittedBy: Record<string, string | number | boolean> | null;
};

/** The rule's words and what admits the name, for a rule that needs no second judgement. */
export function admitting(rule: ExclusionRule, input: NormalizedRecommendInput): Pick<Exclusion, 'why' | 'admittedBy'> {
  const why = EXCLUSION_RULES[rule];
  switch (rule) {
    case 'era':
      return { why, admittedBy: { era: 'any' } };
    case 'popularity':
      return { why, admittedBy: { popularity: 'common' } };
    case 'phoneticFlow':
      return { why, admittedBy: { flows: 'rank' } };
    case 'nativeKoreanName':
      return { why, admittedBy: { kind: 'hangul' } };
    case 'noHanjaKeepsRules': {
      const other = GRID_SYSTEM_NAMES.find((g) => g !== input.gridSystem)!;
      return { why, admittedBy: { gridSystem: other } };
    }
    default:
      return { why, admittedBy: null };
  }
}

/** Whether another grid system admits a name that no pair keeps the grids of under the one asked. */
function otherGridSystemAdmits(input: NormalizedRecommendInput, hangul: string): boolean {
  const other = GRID_SYSTEM_NAMES.find((g) => g !== input.gridSystem)!;
  const judge = judgeOf({ ...input, gridSystem: other, cursor: null });
  return typeof judge.judge(poolNameOf(hangul, { length: Array.from(hangul).length as 1 | 2, popularity: 'common', sex: input.sex, era: 'any', otherSex: true }, 'listed')) !== 'string';
}

/** A name kept out by `rule`, with the rule's words and the setting that admits it (checked, where it takes a second judgement). */
export function exclusionOf(name: string, rule: ExclusionRule, input: NormalizedRecommendInput, place: { rank: number | null; year: number | null }): Exclusion {
  const admitted = admitting(rule, input);
  if (rule === 'noHanjaKeepsRules' && !otherGridSystemAdmits(input, name)) admitted.admittedBy = null;
  return { name, ...place, rule, ...admitted };
}

/** The rules a request's own settings apply: a name they keep out is what the caller asked for, never listed as left out. */
const SET_BY_THE_REQUEST: ReadonlySet<ExclusionRule> = new Set(['length', 'pattern', 'fixed', 'avoidSyllables']);

export function excludedTopNames(input: NormalizedRecommendInput, judge: Judge, reached: ReadonlySet<string>): Exclusion[] {
  const sexes: Sex[] = input.sex === null ? ['f', 'm'] : [input.sex];
  const request = { length: input.length, popularity: input.popularity, sex: input.sex, era: input.era, otherSex: input.otherSex };
  const pool = poolNamesOf(namePool(request));
  const seen = new Set<string>();
  const excluded: Exclusion[] = [];
  for (const sex of sexes) {
    for (const { hangul, rank, year } of latestTopNames(sex)) {
      if (reached.has(hangul) || seen.has(hangul) || Array.from(hangul).length !== input.length) continue;
      seen.add(hangul);
      const rule: ExclusionRule | Candidate = !pool.has(hangul) ? (input.popularity === 'rare' ? 'popularity' : 'era') : judge.judge(poolNameOf(hangul, request, 'listed'));
      // Reached after all (cut by nothing but the page), or kept out by what the caller set.
      if (typeof rule !== 'string' || SET_BY_THE_REQUEST.has(rule)) continue;
      excluded.push(exclusionOf(hangul, rule, input, { rank, year }));
    }
  }
  return excluded;
}
