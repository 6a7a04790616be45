/**
 * The five-element figures of a chart (사주): the characters' elements, their
 * counts, the counts with the stems hidden in the branches (지장간), and the
 * 十神 groups each element stands in to the day master. Pure tables and
 * arithmetic; saju.ts reads the chart and sajuNeeds.ts judges it.
 */
import { type Element, ELEMENTS, generatedBy, generatorOf, overcomeBy, overcomerOf } from '../elements/index.js';
import { HIDDEN_STEMS, mainStem, STEM_HANJA } from './hiddenStems.js';

export { BRANCH_HANJA, HIDDEN_STEMS, STEM_HANJA } from './hiddenStems.js';

/** 甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水. */
export function stemElement(stem: string): Element {
  return ELEMENTS[Math.floor(STEM_HANJA.indexOf(stem) / 2)] as Element;
}

/** A branch's own element is the element of its 정기 (the last, longest-ruling hidden stem). */
export function branchElement(branch: string): Element {
  return stemElement(mainStem(branch));
}

export function zeroCounts(): Record<Element, number> {
  return { 木: 0, 火: 0, 土: 0, 金: 0, 水: 0 };
}

/** Each stem and branch counts 1 for its element. */
export function countElements(stems: readonly string[], branches: readonly string[]): Record<Element, number> {
  const counts = zeroCounts();
  for (const s of stems) counts[stemElement(s)] += 1;
  for (const b of branches) counts[branchElement(b)] += 1;
  return counts;
}

/**
 * Each stem counts 1; each branch counts 1 shared among its hidden stems by
 * their days out of 30 (子: 壬 10/30 水 + 癸 20/30 水; 寅: 戊 7/30 土, 丙 7/30 火,
 * 甲 16/30 木). The total stays the number of characters; figures rounded to 0.01.
 */
export function countWithHidden(stems: readonly string[], branches: readonly string[]): Record<Element, number> {
  const thirtieths = zeroCounts();
  for (const s of stems) thirtieths[stemElement(s)] += 30;
  for (const b of branches) for (const [stem, days] of HIDDEN_STEMS[b] ?? []) thirtieths[stemElement(stem)] += days;
  const counts = zeroCounts();
  for (const e of ELEMENTS) counts[e] = Math.round((thirtieths[e] / 30) * 100) / 100;
  return counts;
}

/** The 十神 groups, by the element they stand for against the day master's. */
export const GROUPS = ['비겁', '인성', '식상', '재성', '관성'] as const;
export type Group = (typeof GROUPS)[number];

/** The element of a 十神 group for day master element `me`: 비겁 me, 인성 generates me, 식상 I generate, 재성 I overcome, 관성 overcomes me. */
export function groupElement(me: Element, group: Group): Element {
  switch (group) {
    case '비겁': return me;
    case '인성': return generatorOf(me);
    case '식상': return generatedBy(me);
    case '재성': return overcomeBy(me);
    case '관성': return overcomerOf(me);
  }
}

/** The 十神 of a stem against the day master: its group, split by polarity (the same polarity first: 比肩 劫財, 食神 傷官, 偏財 正財, 七殺 正官, 偏印 正印). */
export const TEN_GODS = ['比肩', '劫財', '食神', '傷官', '偏財', '正財', '七殺', '正官', '偏印', '正印'] as const;
export type TenGod = (typeof TEN_GODS)[number];

export function tenGod(dayMaster: string, stem: string): TenGod {
  const me = stemElement(dayMaster);
  const group = GROUPS.find((g) => groupElement(me, g) === stemElement(stem)) as Group;
  const samePolarity = STEM_HANJA.indexOf(dayMaster) % 2 === STEM_HANJA.indexOf(stem) % 2;
  const pair = { 비겁: 0, 식상: 2, 재성: 4, 관성: 6, 인성: 8 }[group];
  return TEN_GODS[pair + (samePolarity ? 0 : 1)] as TenGod;
}
