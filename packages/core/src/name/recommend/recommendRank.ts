/**
 * How recommended names are ranked: one table of weights (adding up to 100),
 * each part's share from the facts of a name. The hard rules (recommend.ts)
 * have already made the chosen system's grids 길, 음양 mixed and every
 * character one families write for its syllable; the parts rank what is left.
 * As a 작명가 ranks (issue 47): how customary the hanja are and how familiar
 * the name is to parents today come first (30 + 25), then the grids, the
 * elements for the chart and the flows (15 + 15 + 10), 음양 last — so a wanted
 * 오행 never carries a poor character above a good one.
 */
import type { Element, Verdict } from '../../elements/index.js';
import { type Rating, RATING_SHARE, sajuShare, VERDICT_SHARE } from '../analysis/index.js';

/** At most this many names share their first free syllable (recommend.ts: the rest come after every name within it). */
export const SAME_SYLLABLE_MAX = 3;

export const RECOMMEND_WEIGHTS = {
  hanja: 30,
  popularity: 25,
  grids: 15,
  elements: 15,
  flows: 10,
  yinYang: 5,
} as const;
export type RecommendPart = keyof typeof RECOMMEND_WEIGHTS;
export const RECOMMEND_PARTS = Object.keys(RECOMMEND_WEIGHTS) as RecommendPart[];

/** What the ranking reads of one name; the recommender's quick path and the full analysis give the same facts. */
export type RankFacts = {
  /** Each given-name character's share as the customary character of its syllable, 0.4–1 (givenNameHanja.ts; a fixed character 1). */
  hanja: readonly number[];
  /** How familiar the hangul name is to parents of the era asked, 0–1 (namePool.ts). */
  natural: number;
  /** Both systems' judged grids (the chosen system's are 길 by the hard rules). */
  ratings: readonly Rating[];
  /** 발음오행 and 수리오행 from the surname's last character, 삼원오행 and 자원오행 (null: an element unknown), each graded by allSangsaeng. */
  flows: readonly [Verdict, Verdict, Verdict, Verdict | null];
  /** 자원오행 of every character of the name, surname first. */
  resourceElements: ReadonlyArray<Element | null>;
  /** With a birth: what each given-name character does for the chart. */
  supply: ReadonlyArray<{ supplies: boolean; bringsGisin: boolean }> | null;
  mixedYinYang: boolean;
};

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** 자원오행 balance without a birth: distinct known elements over the characters (three characters, three elements: 1). */
export function balanceShare(elements: ReadonlyArray<Element | null>): number {
  const known = new Set(elements.filter((e): e is Element => e !== null));
  return elements.length === 0 ? 0 : known.size / elements.length;
}

export function partShares(facts: RankFacts): Record<RecommendPart, number> {
  return {
    hanja: mean(facts.hanja),
    popularity: facts.natural,
    grids: gridsShare(facts.ratings),
    elements: facts.supply === null ? balanceShare(facts.resourceElements) : sajuShare(facts.supply),
    flows: flowsShare(facts.flows),
    yinYang: facts.mixedYinYang ? 1 : 0,
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

/**
 * A name's score part by part, as points (weight × the name's share of the
 * part, one decimal): compact, the weights being in the answer's
 * source.rules.rank; the score is their sum, rounded.
 */
export type Parts = Partial<Record<string, number>>;
