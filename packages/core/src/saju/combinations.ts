/**
 * What the characters of a chart do to each other before its strength is
 * weighed: 천간합 (five stem unions), 방합 and 삼합 (a full direction or trine
 * of branches), 반합 (two of a trine with its 旺支), 육합 (six branch unions)
 * and 충 (six clashes). A union that transforms (合化) makes its members count
 * as the new element; a clash uproots the weaker branch by half.
 *
 * Rules, in the order applied:
 * - 천간합 only between neighbouring stems (子平眞詮 論十干合而不合: "隔於有所間也
 *   … 隔位太遠 … 合而不能合也"); it transforms only when the 化神 is in force in
 *   the month (滴天髓 化象: "化得真者只論化"; the month's element or the stem in
 *   force). The day master's own union is not a 合去 (子平眞詮: "本身之合也 …
 *   不為合去"): it is reported, and practitioner.ts judges whether it makes a
 *   化氣格.
 * - 방합 and 삼합 with all three branches present transform them all; 반합 needs
 *   the 旺支 (子午卯酉) and a neighbour, and transforms when its element is in
 *   force in the month or revealed in a stem; 육합 between neighbours transforms only
 *   when its 化神 is in force in the month (子平眞詮 論用神變化: "丁生亥月 …
 *   支全卯未，則化為印").
 * - 충 between neighbours not held by a union (子平眞詮 論刑衝會合解法: "會合可以
 *   解衝"): the weaker side is uprooted, its weight halved (滴天髓 地支: "旺者衝衰
 *   衰者拔"; 任氏: "得令者衝衰則拔，失時者衝旺無傷" — the month branch, in its own
 *   season, is never the one uprooted; otherwise the side fewer characters hold,
 *   on a tie the side overcome). 辰戌 and 丑未 clash earth on earth: no element is
 *   lost, and it is only reported.
 */
import type { Element } from '../elements/index.js';
import { mainStem, STEM_HANJA } from './hiddenStems.js';
import { stemElement } from './sajuElements.js';

export type Position = 'year' | 'month' | 'day' | 'hour';
export const POSITIONS: readonly Position[] = ['year', 'month', 'day', 'hour'];

export type CombinationKind = '천간합' | '방합' | '삼합' | '반합' | '육합' | '충';

export type Combination = {
  kind: CombinationKind;
  members: Array<{ char: string; position: Position }>;
  /** The element the union makes (合化); for a clash, the element of the branch it uproots; null for an earth clash. */
  element: Element | null;
  /** A union: its members now count as `element`. A clash: a branch lost half its weight. */
  transforms: boolean;
};

export type Combined = {
  /** Per position (year, month, day, hour): the stem's element after 合化; null where there is no stem (hour unknown). */
  stemElements: Array<Element | null>;
  /** Per position: the element a branch now counts as wholly, or null when it keeps its hidden stems. */
  branchElements: Array<Element | null>;
  /** Per position: 1, or 0.5 for a branch a clash uprooted. */
  branchFactor: number[];
  combinations: Combination[];
  /** The day master's union with a neighbouring stem, if any (not applied here). */
  dayMasterUnion: Combination | null;
};

const STEM_UNION: readonly Element[] = ['土', '金', '水', '木', '火']; // 甲己 土, 乙庚 金, 丙辛 水, 丁壬 木, 戊癸 火
const SIX_UNIONS: ReadonlyArray<readonly [string, Element]> = [['子丑', '土'], ['寅亥', '木'], ['卯戌', '火'], ['辰酉', '金'], ['巳申', '水'], ['午未', '火']];
const TRINES: ReadonlyArray<readonly [string, Element]> = [['申子辰', '水'], ['亥卯未', '木'], ['寅午戌', '火'], ['巳酉丑', '金']];
const DIRECTIONS: ReadonlyArray<readonly [string, Element]> = [['寅卯辰', '木'], ['巳午未', '火'], ['申酉戌', '金'], ['亥子丑', '水']];
const CLASHES = ['子午', '丑未', '寅申', '卯酉', '辰戌', '巳亥'];
/** In each trine the middle branch is its 旺支 (子, 卯, 午, 酉). */
const PEAK = (trine: string) => trine[1] as string;

function stemUnion(a: string, b: string): Element | null {
  const [i, j] = [STEM_HANJA.indexOf(a), STEM_HANJA.indexOf(b)];
  return Math.abs(i - j) === 5 ? (STEM_UNION[Math.min(i, j)] as Element) : null;
}

function sixUnion(a: string, b: string): Element | null {
  return SIX_UNIONS.find(([pair]) => pair === a + b || pair === b + a)?.[1] ?? null;
}

const member = (chars: ReadonlyArray<string | null>, i: number) => ({ char: chars[i] as string, position: POSITIONS[i] as Position });
const NEIGHBOURS: ReadonlyArray<readonly [number, number]> = [[0, 1], [1, 2], [2, 3]];

/**
 * The unions and clashes of a chart. `monthElements`: the elements in force in
 * the month (the month branch's own element, and the element of the stem in
 * force when the day is known) — a 化神 must be one of them to transform.
 */
export function combine(stems: ReadonlyArray<string | null>, branches: ReadonlyArray<string | null>, monthElements: readonly Element[]): Combined {
  const stemElements = stems.map((s) => (s === null ? null : stemElement(s)));
  const branchElements: Array<Element | null> = branches.map(() => null);
  const branchFactor = branches.map(() => 1);
  const combinations: Combination[] = [];
  let dayMasterUnion: Combination | null = null;

  // 천간합: neighbours, each stem in at most one union, taken from the year on.
  const stemUsed = stems.map(() => false);
  for (const [i, j] of NEIGHBOURS) {
    const [a, b] = [stems[i], stems[j]];
    if (a == null || b == null || stemUsed[i] || stemUsed[j]) continue;
    const element = stemUnion(a, b);
    if (element === null) continue;
    stemUsed[i] = stemUsed[j] = true;
    if (i === 2 || j === 2) {
      dayMasterUnion = { kind: '천간합', members: [member(stems, i), member(stems, j)], element, transforms: false };
      combinations.push(dayMasterUnion);
      continue;
    }
    const transforms = monthElements.includes(element);
    if (transforms) stemElements[i] = stemElements[j] = element;
    combinations.push({ kind: '천간합', members: [member(stems, i), member(stems, j)], element, transforms });
  }

  // 방합 and 삼합: all three present anywhere in the chart.
  const used = branches.map(() => false);
  for (const [kind, table] of [['방합', DIRECTIONS], ['삼합', TRINES]] as const) {
    for (const [set, element] of table) {
      const at = [...set].map((c) => branches.findIndex((b, i) => b === c && !used[i]));
      if (at.some((i) => i < 0)) continue;
      for (const i of at) {
        used[i] = true;
        branchElements[i] = element;
      }
      combinations.push({ kind, members: at.sort().map((i) => member(branches, i)), element, transforms: true });
    }
  }

  // 반합: the 旺支 of a trine beside one of its other two; it transforms when its element is in force in the month or
  // revealed in a stem (子平眞詮 論用神變化: "會午會戌 … 加以丙火透出，完全作為財論").
  for (const [i, j] of NEIGHBOURS) {
    const [a, b] = [branches[i], branches[j]];
    if (a == null || b == null || used[i] || used[j] || a === b) continue;
    const trine = TRINES.find(([set]) => set.includes(a) && set.includes(b) && (a === PEAK(set) || b === PEAK(set)));
    if (trine === undefined) continue;
    used[i] = used[j] = true;
    const transforms = monthElements.includes(trine[1]) || stemElements.some((e, k) => k !== 2 && e === trine[1]);
    if (transforms) branchElements[i] = branchElements[j] = trine[1];
    combinations.push({ kind: '반합', members: [member(branches, i), member(branches, j)], element: trine[1], transforms });
  }

  // 육합: neighbours; transforms when its 化神 is in force in the month.
  for (const [i, j] of NEIGHBOURS) {
    const [a, b] = [branches[i], branches[j]];
    if (a == null || b == null || used[i] || used[j]) continue;
    const element = sixUnion(a, b);
    if (element === null) continue;
    used[i] = used[j] = true;
    const transforms = monthElements.includes(element);
    if (transforms) branchElements[i] = branchElements[j] = element;
    combinations.push({ kind: '육합', members: [member(branches, i), member(branches, j)], element, transforms });
  }

  // 충: neighbours a union does not hold; the weaker is uprooted.
  const countOf = (e: Element) =>
    stemElements.filter((x) => x === e).length + branches.filter((b, i) => b !== null && (branchElements[i] ?? stemElement(mainStem(b))) === e).length;
  for (const [i, j] of NEIGHBOURS) {
    const [a, b] = [branches[i], branches[j]];
    if (a == null || b == null || used[i] || used[j] || !CLASHES.some((pair) => pair === a + b || pair === b + a)) continue;
    const [ea, eb] = [stemElement(mainStem(a)), stemElement(mainStem(b))];
    if (ea === eb) {
      combinations.push({ kind: '충', members: [member(branches, i), member(branches, j)], element: null, transforms: false });
      continue;
    }
    // The month branch, in its season (得令), uproots the other; else the weaker side by how many characters hold its
    // element; on a tie the side overcome (子午: 午, 寅申: 寅, 巳亥: 巳, 卯酉: 卯).
    const aOvercome = '午寅巳卯'.includes(a);
    const loser = i === 1 ? j : j === 1 ? i : countOf(ea) !== countOf(eb) ? (countOf(ea) < countOf(eb) ? i : j) : aOvercome ? i : j;
    branchFactor[loser] = 0.5;
    combinations.push({ kind: '충', members: [member(branches, i), member(branches, j)], element: loser === i ? ea : eb, transforms: true });
  }
  return { stemElements, branchElements, branchFactor, combinations, dayMasterUnion };
}
