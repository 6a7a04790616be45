/**
 * How recommended names are ranked: one table of weights (adding up to 100),
 * each part's share from the facts of a name, and each part explained in
 * Korean and English. The hard rules (recommend.ts) have already made the
 * chosen system's grids 길, the flows pass the flow rule and 음양 mixed; the
 * parts rank what is left.
 */
import type { Element, Verdict } from '../../elements/index.js';
import { type Rating, RATING_SHARE, sajuShare, VERDICT_SHARE } from '../analysis/index.js';
import type { PoolBasis } from './namePool.js';
import type { HanjaSet } from './hanjaSets.js';

/** At most this many names share their first free syllable (recommend.ts: the rest come after every name within it). */
export const SAME_SYLLABLE_MAX = 3;

export const RECOMMEND_WEIGHTS = {
  grids: 15,
  flows: 15,
  elements: 20,
  yinYang: 5,
  hanja: 25,
  naturalness: 20,
} as const;
export type RecommendPart = keyof typeof RECOMMEND_WEIGHTS;
export const RECOMMEND_PARTS = Object.keys(RECOMMEND_WEIGHTS) as RecommendPart[];

/** What the ranking reads of one name; the recommender's quick path and the full analysis give the same facts. */
export type RankFacts = {
  /** Both systems' judged grids (the chosen system's are 길 by the hard rules). */
  ratings: readonly Rating[];
  /** 발음오행, 수리오행, 삼원오행 and 자원오행 (null: an element unknown), each graded by allSangsaeng. */
  flows: readonly [Verdict, Verdict, Verdict, Verdict | null];
  /** 자원오행 of every character of the name, surname first. */
  resourceElements: ReadonlyArray<Element | null>;
  /** With a birth: what each given-name character does for the chart. */
  supply: ReadonlyArray<{ supplies: boolean; bringsGisin: boolean }> | null;
  mixedYinYang: boolean;
  /** Each given-name character's share as a name character, 0–1 (hanjaShare). */
  hanja: readonly number[];
  /** How natural the hangul name is, 0–1 (namePool.ts). */
  natural: number;
};

/** Word lines of libhangul's dictionary at which a character counts as fully familiar; fewer on a log scale. */
export const FAMILIAR_AT_WORDS = 300;

/** How much each set counts toward familiarity (hanjaSets.ts). */
export const SET_SHARE: Record<HanjaSet, number> = { education: 1, ksx1001: 0.75, other: 0 };

/**
 * A character as a name character, 0–1: 0.4 for a name-worthy meaning
 * (nameMeanings.ts), 0.4 × how familiar its set is, 0.2 × how many words of
 * the dictionary use it (log scale, full at FAMILIAR_AT_WORDS).
 */
export function hanjaShare({ words, good, set }: { words: number; good: boolean; set: HanjaSet }): number {
  return (good ? 0.4 : 0) + 0.4 * SET_SHARE[set] + 0.2 * Math.min(1, Math.log1p(words) / Math.log1p(FAMILIAR_AT_WORDS));
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** 자원오행 balance without a birth: distinct known elements over the characters (three characters, three elements: 1). */
export function balanceShare(elements: ReadonlyArray<Element | null>): number {
  const known = new Set(elements.filter((e): e is Element => e !== null));
  return elements.length === 0 ? 0 : known.size / elements.length;
}

export function partShares(facts: RankFacts): Record<RecommendPart, number> {
  return {
    grids: gridsShare(facts.ratings),
    flows: flowsShare(facts.flows),
    elements: facts.supply === null ? balanceShare(facts.resourceElements) : sajuShare(facts.supply),
    yinYang: facts.mixedYinYang ? 1 : 0,
    hanja: hanjaPartShare(facts.hanja),
    naturalness: facts.natural,
  };
}

/** Σ weight × share over the parts, in their order (the quick path and the full analysis add the same way). */
export function pointsOf(shares: Readonly<Record<RecommendPart, number>>): number {
  let points = 0;
  for (const part of RECOMMEND_PARTS) points += RECOMMEND_WEIGHTS[part] * shares[part];
  return points;
}

/** The score, 0–100 before rounding (ties are broken in recommend.ts). */
export function rankScore(facts: RankFacts): number {
  return pointsOf(partShares(facts));
}

/** The share of a row of verdicts (a flow's, or the four flows'): unjudged counts 0.5. */
export function flowsShare(verdicts: ReadonlyArray<Verdict | null>): number {
  return mean(verdicts.map((v) => (v === null ? 0.5 : VERDICT_SHARE[v])));
}

export function gridsShare(ratings: readonly Rating[]): number {
  return mean(ratings.map((r) => RATING_SHARE[r]));
}

export function hanjaPartShare(values: readonly number[]): number {
  return mean(values);
}

export type PartLine = { part: RecommendPart; weight: number; share: number; points: number; why: { ko: string; en: string } };

export const BASIS_WHY: Record<PoolBasis, { ko: string; en: string }> = {
  listed: { ko: '대법원 출생신고·개명 이름 통계 목록에 오른 이름', en: "a name on the Supreme Court's published name lists" },
  listedOtherSex: { ko: '다른 성별의 목록에만 오른 이름', en: 'a name on the lists of the other sex only' },
  madeOfListedSyllables: { ko: '목록에 없는 이름(목록의 이름들이 그 자리에 쓰는 음절로 지음)', en: 'a name on no list, made of syllables listed names use in those places' },
};
