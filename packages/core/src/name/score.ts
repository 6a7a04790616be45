/**
 * The score (0–100) and grade of a name: one table of weights, one table of
 * shares, one table of grade bands. 천격 has no weight: in the 五聖閣 school
 * it carries no good/bad meaning of its own.
 */
import type { Rating } from './numbers81.js';

/** The verdict on a name's yin-yang and phonetic elements. */
export const VERDICTS = ['good', 'ordinary', 'bad'] as const;
export type Verdict = (typeof VERDICTS)[number];

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

export type ScoreLine = {
  part: ScoredPart;
  weight: number;
  share: number;
  points: number;
};

export function scoreName(shares: Record<ScoredPart, number>): { score: number; grade: string; breakdown: ScoreLine[] } {
  const breakdown = SCORED_PARTS.map((part) => {
    const weight = SCORE_WEIGHTS[part];
    return { part, weight, share: shares[part], points: weight * shares[part] };
  });
  // Half points round up, so the same shares always give the same integer.
  const score = Math.round(breakdown.reduce((total, line) => total + line.points, 0));
  const grade = GRADE_BANDS.find((band) => score >= band.min)!.grade;
  return { score, grade, breakdown };
}
