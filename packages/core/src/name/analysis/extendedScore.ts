/**
 * The extended score: the specification's score (score.ts) stays as it is;
 * a request that asks for `scoring: "extended"` also gets this one, which
 * weighs the parts a 감명서 adds (수리오행, 삼원오행, 자원오행, 사주 보완).
 * One table of weights (adding up to 100); a part that cannot be judged (no
 * `birth`, a 자원오행 no rule gives) is left out and the rest scaled to 100.
 */
import { libraryCallError } from '../../args.js';
import type { Rating } from './numbers81.js';
import { RATING_SHARE, scoreBy, type ScoreLine, VERDICT_SHARE } from './score.js';
import type { Verdict } from '../../elements/index.js';

export const EXTENDED_SCORE_WEIGHTS = {
  person: 20,
  earth: 15,
  outer: 5,
  total: 15,
  yinYang: 10,
  phoneticElements: 10,
  strokeElements: 5,
  samwon: 5,
  resourceElements: 5,
  saju: 10,
} as const;
export type ExtendedPart = keyof typeof EXTENDED_SCORE_WEIGHTS;

export const SCORING_MODES = ['spec', 'extended'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

/** 사주 보완's share: a given-name character supplies a needed element and none brings a 기신 1; neither 0.5; a 기신 and no supply 0. */
export function sajuShare(supply: ReadonlyArray<{ supplies: boolean; bringsGisin: boolean }>): number {
  try {
    const balance = supply.filter((c) => c.supplies).length - supply.filter((c) => c.bringsGisin).length;
    return balance > 0 ? 1 : balance === 0 ? 0.5 : 0;
  } catch (error) {
    throw libraryCallError('sajuShare', "sajuShare([{ supplies: true, bringsGisin: false }])", error);
  }
}

export type ExtendedScore = { score: number; grade: string; breakdown: Array<ScoreLine<ExtendedPart>> };

export function extendedScore(parts: {
  grids: Record<'person' | 'earth' | 'outer' | 'total', Rating>;
  yinYang: Verdict;
  phoneticElements: Verdict;
  strokeElements: Verdict;
  samwon: Verdict;
  resourceElements: Verdict | null;
  saju: number | null;
}): ExtendedScore {
  try {
    const share = (verdict: Verdict | null) => (verdict === null ? undefined : VERDICT_SHARE[verdict]);
    return scoreBy(EXTENDED_SCORE_WEIGHTS, {
      person: RATING_SHARE[parts.grids.person],
      earth: RATING_SHARE[parts.grids.earth],
      outer: RATING_SHARE[parts.grids.outer],
      total: RATING_SHARE[parts.grids.total],
      yinYang: VERDICT_SHARE[parts.yinYang],
      phoneticElements: VERDICT_SHARE[parts.phoneticElements],
      strokeElements: share(parts.strokeElements),
      samwon: share(parts.samwon),
      resourceElements: share(parts.resourceElements),
      saju: parts.saju ?? undefined,
    });
  } catch (error) {
    throw libraryCallError('extendedScore', "extendedScore({ grids: { person: '길', earth: '길', outer: '길', total: '흉' }, yinYang: 'good', phoneticElements: 'good', strokeElements: 'ordinary', samwon: 'good', resourceElements: null, saju: null })", error);
  }
}
