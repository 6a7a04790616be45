/**
 * The day master's strength from 득령 (the month), 득지 (its roots in the
 * branches) and 득세 (the other characters), after the unions and clashes of
 * combinations.ts.
 *
 * - 子平眞詮 論十干得時不旺失時不弱: "大致得時為旺，失時為衰；黨眾為強，助寡為弱"
 *   — the month decides 旺/衰 and the rest of the chart 強/弱, and both count.
 * - Roots (통근), same book: "長生祿旺，根之重者也；墓庫餘氣，根之輕者也 … 得三比肩，
 *   不如得一長生祿刃". A branch whose own stem (本氣) is the day master's element
 *   or its 인성 supports wholly; otherwise each hidden stem of the day master's
 *   element supports by its place — 餘氣 (the first stem of 辰戌丑未) and 長生
 *   (the middle stem of 寅申巳亥) 1/2, 墓庫 (the middle stem of 辰戌丑未), 子午卯酉's
 *   first stem and the 戊 of 寅申巳亥 1/4 — and a hidden 인성 half as much.
 *   These fractions are this library's reading of the book's order, not the book's numbers.
 * - The month and the stem in force (人元用事, 滴天髓 月令: "如寅月生人，立春後七日前，
 *   皆值戊土用事；八日後十四日前者，丙火用事；十五日後，甲木用事"): when the day is known
 *   and the stem in force supports the day master where the month's own stem does
 *   not, the month supports by at least 2/3.
 * - Weights: month branch 30 (득령: "八字用神，專求月令"), day branch 15 (득지, the
 *   day master's seat), hour branch 15, year branch 10, each stem but the day
 *   master 10: 100 with the hour, 75 without. The month's 30 and the others' 10
 *   are 사주플러스's (sajuplus.tistory.com/3140); the 15 of the branches beside
 *   the day master are this library's.
 */
import type { Element } from '../elements/index.js';
import type { Combined, Position } from './combinations.js';
import { POSITIONS } from './combinations.js';
import { hiddenRoles, type HiddenRole, lifeStage, type LifeStage, mainStem, stemInForce } from './hiddenStems.js';
import { GROUPS, type Group, groupElement, stemElement, zeroCounts } from './sajuElements.js';

export const STEM_WEIGHT = 10;
export const BRANCH_WEIGHTS: Readonly<Record<Position, number>> = { year: 10, month: 30, day: 15, hour: 15 };
/** Strong above 50 + BALANCE_BAND, weak below 50 − BALANCE_BAND, balanced (중화) between. */
export const BALANCE_BAND = 10;

export type Verdict = 'strong' | 'weak' | 'balanced';

export type Root = {
  position: Position;
  branch: string;
  /** The day master's 12운성 in the branch. */
  stage: LifeStage;
  /** The share of the branch that supports the day master, 0 … 1. */
  support: number;
  /** What supports: '本氣 甲', '餘氣 乙', '印 壬', 'union → 木' … ; empty when nothing does. */
  by: string[];
};

export type StrengthReading = {
  /** The supporting share of the weighted characters, percent (0 … 100, one decimal). */
  score: number;
  verdict: Verdict;
  /** The chart's points by element, the day master left out (each branch by its shares for this day master). */
  points: Record<Element, number>;
  groups: Record<Group, number>;
  total: number;
  /** 득령: the month branch's points for the day master, the stem in force and whether it was read from the day. */
  deukryeong: { points: number; of: number; stemInForce: string; daysIntoMonth: number | null };
  /** 득지: the day branch's points for the day master. */
  deukji: { points: number; of: number };
  /** 득세: the points of the other characters. */
  deukse: { points: number; of: number };
  roots: Root[];
  /** Whether some branch holds the day master's own element (a root of its own, not only 인성). */
  ownRoot: boolean;
  /** Elements revealed (透干支): the element of a stem other than the day master, or a branch's own element after unions. */
  present: Element[];
};

/** The support a hidden stem (not the 本氣) gives by its place in the branch. */
function placeCredit(branch: string, role: HiddenRole): number {
  if ('辰戌丑未'.includes(branch)) return role === '여기' ? 0.5 : 0.25;
  if ('寅申巳亥'.includes(branch)) return role === '중기' ? 0.5 : 0.25;
  return 0.25;
}

const PLACE_NAME: Record<string, string> = { '辰戌丑未여기': '餘氣', '辰戌丑未중기': '墓庫', '寅申巳亥중기': '長生' };

type Shares = { support: number; shares: Partial<Record<Element, number>>; by: string[] };

/** How a branch's weight divides among the elements for day master `dm`, and which part supports it. */
export function branchShares(dm: string, branch: string, transformed: Element | null, inForce: string | null): Shares {
  const me = stemElement(dm);
  const supports = (e: Element) => e === me || e === groupElement(me, '인성');
  if (transformed !== null) return { support: supports(transformed) ? 1 : 0, shares: { [transformed]: 1 }, by: supports(transformed) ? [`union → ${transformed}`] : [] };
  const main = stemElement(mainStem(branch));
  if (supports(main)) return { support: 1, shares: { [main]: 1 }, by: [`${main === me ? '本氣' : '印'} ${mainStem(branch)}`] };
  const credits: Partial<Record<Element, number>> = {};
  const by: string[] = [];
  let support = 0;
  for (const { stem, role } of hiddenRoles(branch)) {
    const e = stemElement(stem);
    if (role === '정기' || !supports(e)) continue;
    const credit = placeCredit(branch, role) * (e === me ? 1 : 0.5);
    credits[e] = (credits[e] ?? 0) + credit;
    support += credit;
    by.push(`${e === me ? (PLACE_NAME[('辰戌丑未'.includes(branch) ? '辰戌丑未' : '寅申巳亥') + role] ?? role) : '印'} ${stem}`);
  }
  // The stem in force (the month only): it supports by at least 2/3 when the 本氣 does not.
  if (inForce !== null && supports(stemElement(inForce)) && support < 2 / 3) {
    const e = stemElement(inForce);
    credits[e] = (credits[e] ?? 0) + (2 / 3 - support);
    support = 2 / 3;
    by.push(`司令 ${inForce}`);
  }
  support = Math.min(1, support);
  const shares: Partial<Record<Element, number>> = {};
  const credited = Object.values(credits).reduce((sum, c) => sum + c, 0);
  for (const [e, c] of Object.entries(credits) as Array<[Element, number]>) shares[e] = (c / credited) * support;
  const rest = hiddenRoles(branch).filter(({ stem }) => !supports(stemElement(stem)));
  const days = rest.reduce((sum, h) => sum + h.days, 0);
  for (const { stem, days: d } of rest) shares[stemElement(stem)] = (shares[stemElement(stem)] ?? 0) + ((1 - support) * d) / days;
  return { support, shares, by };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The strength of day master stems[2] in a chart of three or four pillars
 * (hour null when unknown), its unions and clashes applied. `daysIntoMonth`:
 * whole days since the month's 節, or null when only the pillars are known (the
 * month's 本氣 is then taken as in force).
 */
export function strengthOf(stems: ReadonlyArray<string | null>, branches: ReadonlyArray<string | null>, combined: Combined, daysIntoMonth: number | null): StrengthReading {
  const dm = stems[2] as string;
  const me = stemElement(dm);
  const monthBranch = branches[1] as string;
  const inForce = daysIntoMonth === null ? mainStem(monthBranch) : stemInForce(monthBranch, daysIntoMonth);
  const points = zeroCounts();
  let support = 0;
  let total = 0;
  const byPosition = { month: 0, day: 0, other: 0 };
  const roots: Root[] = [];
  const present = new Set<Element>();
  let ownRoot = false;
  const supports = (e: Element) => e === me || e === groupElement(me, '인성');
  POSITIONS.forEach((position, i) => {
    const stemEl = combined.stemElements[i];
    if (i !== 2 && stemEl != null) {
      points[stemEl] += STEM_WEIGHT;
      total += STEM_WEIGHT;
      present.add(stemEl);
      if (supports(stemEl)) {
        support += STEM_WEIGHT;
        byPosition.other += STEM_WEIGHT;
      }
    }
    const branch = branches[i];
    if (branch == null) return;
    const weight = BRANCH_WEIGHTS[position] * (combined.branchFactor[i] as number);
    const transformed = combined.branchElements[i] as Element | null;
    const s = branchShares(dm, branch, transformed, i === 1 && daysIntoMonth !== null ? inForce : null);
    for (const [e, share] of Object.entries(s.shares) as Array<[Element, number]>) points[e] += weight * share;
    if ((s.shares[me] ?? 0) > 0) ownRoot = true;
    present.add(transformed ?? stemElement(mainStem(branch)));
    total += weight;
    support += weight * s.support;
    byPosition[i === 1 ? 'month' : i === 2 ? 'day' : 'other'] += weight * s.support;
    roots.push({ position, branch, stage: lifeStage(dm, branch), support: round1(s.support * 100) / 100, by: s.by });
  });
  const score = round1((support / total) * 100);
  const verdict: Verdict = score > 50 + BALANCE_BAND ? 'strong' : score < 50 - BALANCE_BAND ? 'weak' : 'balanced';
  const groups = Object.fromEntries(GROUPS.map((g) => [g, round1(points[groupElement(me, g)])])) as Record<Group, number>;
  for (const e of Object.keys(points) as Element[]) points[e] = round1(points[e]);
  const otherTotal = total - BRANCH_WEIGHTS.month * (combined.branchFactor[1] as number) - BRANCH_WEIGHTS.day * (combined.branchFactor[2] as number);
  return {
    score,
    verdict,
    points,
    groups,
    total: round1(total),
    deukryeong: { points: round1(byPosition.month), of: BRANCH_WEIGHTS.month * (combined.branchFactor[1] as number), stemInForce: inForce, daysIntoMonth },
    deukji: { points: round1(byPosition.day), of: BRANCH_WEIGHTS.day * (combined.branchFactor[2] as number) },
    deukse: { points: round1(byPosition.other), of: round1(otherTotal) },
    roots,
    ownRoot,
    present: [...present],
  };
}
