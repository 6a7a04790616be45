/** The 81-number table (熊崎 81數理): data/name/numbers-81.json, with its sources. */
import { refuse, shown } from '../../args.js';
import numbers81File from '../../../data/name/numbers-81.json' with { type: 'json' };

/** The ratings of the 81 numbers: 길 good, 흉 bad, 반길 half good. */
export const RATINGS = ['길', '흉', '반길'] as const;
export type Rating = (typeof RATINGS)[number];

export interface Number81 {
  number: number;
  name: string;
  rating: Rating;
  /** Sources disagree on this number's rating; `rating` is the one adopted. */
  disputed: boolean;
}

interface Numbers81File {
  id: string;
  version: string;
  numbers: Number81[];
}

const file = numbers81File as Numbers81File;
const TABLE: readonly Number81[] = file.numbers.map((entry) => Object.freeze(entry));
if (TABLE.length !== 81 || TABLE.some((entry, i) => entry.number !== i + 1)) {
  throw new Error('data/name/numbers-81.json must list the numbers 1 to 81 in order');
}

export const NUMBERS81_VERSION = `${file.id}@${file.version}`;

/**
 * A stroke sum reduced to 1…81: above 81, take 80 away until it is at most 81
 * (82 → 2, 162 → 2), the school's choice (data/name/README.md): 81 is 환원격,
 * the return to the beginning, so the cycle starts again at 2.
 */
export function wrap81(value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    refuse({ en: `a stroke sum must be a positive integer, e.g. wrap81(24); got ${shown(value)}`, ko: `획수의 합에는 양의 정수를 주세요. 예: wrap81(24). 받은 값: ${shown(value)}` });
  }
  return value > 81 ? ((value - 82) % 80) + 2 : value;
}

export function number81(value: number): Number81 {
  return TABLE[wrap81(value) - 1]!;
}
