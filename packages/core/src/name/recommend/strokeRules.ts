/**
 * The stroke counts a recommended given name may have, for one surname: every
 * tuple of given-name strokes that makes each judged grid of the chosen system
 * 길, whose 수리오행 flow passes the flow rule, and whose strokes are not all
 * odd or all even (純陽/純陰). These depend on stroke counts only, so they are
 * computed once per (surname strokes, length, rules) and kept.
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
  rules: { gridSystem: GridSystem; flowRule: FlowRule; samwonBasis: SamwonBasis },
): { tuples: readonly StrokeTuple[]; allowed: ReadonlySet<string> } {
  const key = `${surnameStrokes.join(',')}/${length}/${rules.gridSystem}/${rules.flowRule}/${rules.samwonBasis}`;
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = computeTuples(surnameStrokes, length, rules);
    cache.set(key, entry);
  }
  return entry;
}

function computeTuples(
  surnameStrokes: readonly number[],
  length: 1 | 2,
  rules: { gridSystem: GridSystem; flowRule: FlowRule; samwonBasis: SamwonBasis },
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
    const elements = all.map(strokeElementOf);
    const relations = elements.slice(1).map((to, i) => relation(elements[i]!, to));
    if (verdictUnder(rules.flowRule, relations) !== 'good') continue;
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
