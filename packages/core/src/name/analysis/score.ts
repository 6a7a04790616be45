/**
 * The score (0–100) and grade of a name: one table of weights, one table of
 * shares, one table of grade bands. 천격 has no weight: in the 五聖閣 school
 * it carries no good/bad meaning of its own.
 */
import { libraryCallError } from '../../args.js';
import type { Verdict } from '../../elements/index.js';
import type { Rating } from './numbers81.js';

/** Points each part can earn; they add up to 100. */
export const SCORE_WEIGHTS = {
  person: 25,
  earth: 20,
  outer: 10,
  total: 20,
  yinYang: 10,
  phoneticElements: 15,
} as const;

export type ScoredPart = keyof typeof SCORE_WEIGHTS;
export const SCORED_PARTS = Object.keys(SCORE_WEIGHTS) as ScoredPart[];

/** Share of a part's weight earned by a grid's rating or a verdict. */
export const RATING_SHARE: Record<Rating, number> = { 길: 1, 반길: 0.5, 흉: 0 };
export const VERDICT_SHARE: Record<Verdict, number> = { good: 1, ordinary: 0.5, bad: 0 };

/** Grade bands, highest first: a score at or above `min` gets `grade`. */
export const GRADE_BANDS: ReadonlyArray<{ min: number; grade: string }> = [
  { min: 90, grade: '최상' },
  { min: 75, grade: '상' },
  { min: 60, grade: '중' },
  { min: 40, grade: '하' },
  { min: 0, grade: '최하' },
];

export type ScoreLine<Part extends string = ScoredPart> = {
  part: Part;
  weight: number;
  share: number;
  points: number;
};

/**
 * Points are weight × share; the score is their sum over the weights taken,
 * scaled to 100 (the spec's weights add up to 100, so it is the plain sum)
 * and rounded half up, so the same shares always give the same integer.
 */
export function scoreBy<Part extends string>(
  weights: Readonly<Record<Part, number>>,
  shares: Readonly<Partial<Record<Part, number>>>,
): { score: number; grade: string; breakdown: Array<ScoreLine<Part>> } {
  try {
    const breakdown = (Object.keys(weights) as Part[])
      .filter((part) => shares[part] !== undefined)
      .map((part) => {
        const weight = weights[part];
        const share = shares[part]!;
        return { part, weight, share, points: weight * share };
      });
    const points = breakdown.reduce((total, line) => total + line.points, 0);
    const weightTaken = breakdown.reduce((total, line) => total + line.weight, 0);
    const score = Math.round(weightTaken === 0 ? 0 : (points * 100) / weightTaken);
    const grade = GRADE_BANDS.find((band) => score >= band.min)!.grade;
    return { score, grade, breakdown };
  } catch (error) {
    throw libraryCallError('scoreBy', "scoreBy({ person: 25, earth: 75 }, { person: 1, earth: 0.5 })", error);
  }
}

export function scoreName(shares: Record<ScoredPart, number>): { score: number; grade: string; breakdown: ScoreLine[] } {
  try {
    return scoreBy(SCORE_WEIGHTS, shares);
  } catch (error) {
    throw libraryCallError('scoreName', "scoreName({ person: 1, earth: 1, outer: 0.5, total: 1, yinYang: 1, phoneticElements: 0 })", error);
  }
}
