/**
 * The stroke counts a recommended given name may have, for one surname: every
 * tuple of given-name strokes that makes each judged grid of the chosen system
 * 길, whose strokes are not all odd or all even (純陽/純陰), and — where the
 * request makes the flows gates (`flows: "gate"`) — whose 수리오행 flow passes
 * the flow rule. A flow starts at the surname's last character: the
 * characters of a two-character surname (諸葛, 皇甫) are one family's name,
 * never judged against each other (issue 47: they gave no name at all). These
 * depend on stroke counts only, so they are computed once per (surname
 * strokes, length, rules) and kept.
 */
import { nameHanjaRecords } from '../../hanja/index.js';
import { type FlowRule, relation, strokeElementOf, type Verdict, verdictUnder } from '../../elements/index.js';
import { fiveGrids, type FiveGrids, fourGrids, type FourGrids, type GridSystem, JUDGED_FOUR_GRIDS, JUDGED_GRIDS, number81, type Rating, type SamwonBasis, samwonOf } from '../analysis/index.js';
import { judgedGridValues } from '../analysis/forRecommender.js';

export type StrokeTuple = {
  strokes: number[];
  five: FiveGrids;
  four: FourGrids;
  /** The ratings of both systems' judged grids (five-grid four, then 元亨利貞 four). */
  ratings: Rating[];
  /** 수리오행 and 삼원오행 graded by allSangsaeng (every step 상생 good, 비화 ordinary), for ranking. */
  strokeFlow: Verdict;
  samwonFlow: Verdict;
};

let maxStrokes: number | undefined;
function strokesMax(): number {
  maxStrokes ??= Math.max(...nameHanjaRecords().map((r) => r.strokes));
  return maxStrokes;
}

const rated = (value: number) => number81(value).rating;
const cache = new Map<string, { tuples: StrokeTuple[]; allowed: Set<string> }>();

/** The allowed tuples and, for a quick test, their keys (`"8,10"`). */
export function allowedStrokeTuples(
  surnameStrokes: readonly number[],
  length: 1 | 2,
  rules: TupleRules,
): { tuples: readonly StrokeTuple[]; allowed: ReadonlySet<string> } {
  const key = `${surnameStrokes.join(',')}/${length}/${rules.gridSystem}/${rules.flowRule}/${rules.samwonBasis}/${rules.flows}`;
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = computeTuples(surnameStrokes, length, rules);
    cache.set(key, entry);
  }
  return entry;
}

/** How the flows count: as gates a name must pass, or as parts of its rank only. */
export const FLOWS_AS = {
  rank: '발음오행 and 수리오행 flows are parts of the rank: a 상극 lowers a name, it does not remove it (the default: many schools hold a 상극 in the sound or the strokes no fault in itself)',
  gate: '발음오행 and 수리오행 flows must pass the flow rule, or the name is not offered (the rule of the schools that require 상생)',
} as const;
export type FlowsAs = keyof typeof FLOWS_AS;
export const FLOWS_AS_NAMES = Object.keys(FLOWS_AS) as FlowsAs[];
export const DEFAULT_FLOWS_AS: FlowsAs = 'rank';

export type TupleRules = { gridSystem: GridSystem; flowRule: FlowRule; samwonBasis: SamwonBasis; flows: FlowsAs };

function computeTuples(
  surnameStrokes: readonly number[],
  length: 1 | 2,
  rules: TupleRules,
): { tuples: StrokeTuple[]; allowed: Set<string> } {
  const max = strokesMax();
  const candidates: number[][] = [];
  for (let a = 1; a <= max; a++) {
    if (length === 1) candidates.push([a]);
    else for (let b = 1; b <= max; b++) candidates.push([a, b]);
  }
  const tuples: StrokeTuple[] = [];
  for (const strokes of candidates) {
    const all = [...surnameStrokes, ...strokes];
    if (all.every((s) => s % 2 === all[0]! % 2)) continue;
    const five = fiveGrids(surnameStrokes, strokes);
    const four = fourGrids(surnameStrokes, strokes);
    if (!judgedGridValues(rules.gridSystem, five, four).every((value) => rated(value) === '길')) continue;
    // From the surname's last character: a two-character surname is not judged against itself.
    const elements = all.slice(surnameStrokes.length - 1).map(strokeElementOf);
    const relations = elements.slice(1).map((to, i) => relation(elements[i]!, to));
    if (rules.flows === 'gate' && verdictUnder(rules.flowRule, relations) !== 'good') continue;
    const samwon = samwonOf(five, four, rules.samwonBasis).elements;
    tuples.push({
      strokes,
      five,
      four,
      ratings: [...JUDGED_GRIDS.map((k) => rated(five[k])), ...JUDGED_FOUR_GRIDS.map((k) => rated(four[k]))],
      strokeFlow: verdictUnder('allSangsaeng', relations),
      samwonFlow: verdictUnder('allSangsaeng', [relation(samwon[0], samwon[1]), relation(samwon[1], samwon[2])]),
    });
  }
  return { tuples, allowed: new Set(tuples.map((t) => t.strokes.join(','))) };
}
