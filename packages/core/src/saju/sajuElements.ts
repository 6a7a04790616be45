/**
 * The five-element figures of a chart (사주): the characters' elements, their
 * counts, the counts with the stems hidden in the branches (지장간), and the
 * 十神 groups each element stands in to the day master. Pure tables and
 * arithmetic; saju.ts reads the chart and sajuNeeds.ts judges it.
 */
import { type Element, ELEMENTS, generatedBy, generatorOf, overcomeBy, overcomerOf } from '../elements/index.js';

export const STEM_HANJA = '甲乙丙丁戊己庚辛壬癸';
export const BRANCH_HANJA = '子丑寅卯辰巳午未申酉戌亥';

/** 甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水. */
export function stemElement(stem: string): Element {
  return ELEMENTS[Math.floor(STEM_HANJA.indexOf(stem) / 2)] as Element;
}

/**
 * 지장간 by 月律分野 (the days of the thirty-day month each hidden stem rules:
 * 여기, 중기, 정기), in the 실용적 공식 of 자평진전 평주 and 적천수 징의 as tabled
 * at nangwol.com (?page_id=199&uid=357, "지장간의 원리", and ?page_id=236&uid=1289,
 * "월률분야에서의 지장간") and cafe.daum.net/_c21_/bbs_read?grpid=1FXio&fldid=qkHz&datanum=20
 * ("月律分野 支藏干 表"). 申's 여기 is 戊 there (some books write 己: the same 土).
 */
export const HIDDEN_STEMS: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  子: [['壬', 10], ['癸', 20]],
  丑: [['癸', 9], ['辛', 3], ['己', 18]],
  寅: [['戊', 7], ['丙', 7], ['甲', 16]],
  卯: [['甲', 10], ['乙', 20]],
  辰: [['乙', 9], ['癸', 3], ['戊', 18]],
  巳: [['戊', 7], ['庚', 7], ['丙', 16]],
  午: [['丙', 10], ['己', 9], ['丁', 11]],
  未: [['丁', 9], ['乙', 3], ['己', 18]],
  申: [['戊', 7], ['壬', 7], ['庚', 16]],
  酉: [['庚', 10], ['辛', 20]],
  戌: [['辛', 9], ['丁', 3], ['戊', 18]],
  亥: [['戊', 7], ['甲', 7], ['壬', 16]],
};

/** A branch's own element is the element of its 정기 (the last, longest-ruling hidden stem). */
export function branchElement(branch: string): Element {
  const hidden = HIDDEN_STEMS[branch];
  if (hidden === undefined) throw new Error(`not a branch: ${branch}`);
  return stemElement((hidden[hidden.length - 1] as readonly [string, number])[0]);
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
