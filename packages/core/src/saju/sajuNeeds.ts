/**
 * What a chart needs, by one of three named methods (saju.ts gives the chart):
 * - `practitioner` (the default): a practitioner's 용신 — strength from 득령,
 *   득지 and 득세 after the unions and clashes, 종격 and 化氣格 recognised, 조후
 *   first in the extreme seasons, then 억부 with a 중화 band (practitioner.ts).
 * - `count`: the elements the eight (six) characters lack, then the fewest —
 *   how 작명 services read 사주 보완; not a 용신 in the practitioners' sense.
 * - `eokbu`: a points count (month branch 30, other characters 10, each by its
 *   own element), then the element that restrains a strong chart or supports a
 *   weak one: the counting school's first step, kept as it was.
 * All deterministic; every tie is broken by a stated order.
 */
import { type Element, ELEMENTS, generatorOf, overcomerOf } from '../elements/index.js';
import type { Season } from './climate.js';
import type { Combination } from './combinations.js';
import { type Group, groupElement } from './sajuElements.js';
import type { Root } from './strength.js';

export const NEED_METHODS = ['practitioner', 'count', 'eokbu'] as const;
export type NeedMethod = (typeof NEED_METHODS)[number];
/** The practitioner's method by default: it is what a 감명서 means by 용신; `count` and `eokbu` are the simpler readings naming sites print. */
export const DEFAULT_NEED_METHOD: NeedMethod = 'practitioner';

export type Strength = 'strong' | 'weak' | 'balanced';

/** Which rule decided a practitioner's 용신. */
export const NEED_STEPS = ['transform', 'follow', 'climate', 'restrain', 'support', 'mediate', 'balanced'] as const;
export type NeedStep = (typeof NEED_STEPS)[number];

/** What the practitioner's method read in the chart. */
export type PractitionerReading = {
  season: Season;
  /** The month branch's hidden stem in force, the whole days since the month's 節 (null: not known, the 本氣 taken as in force). */
  stemInForce: string;
  daysIntoMonth: number | null;
  /** Points for the day master out of the position's weight (after clashes). */
  deukryeong: { points: number; of: number };
  deukji: { points: number; of: number };
  deukse: { points: number; of: number };
  /** Each branch: the day master's 12운성 there and the share of it that supports the day master. */
  roots: Root[];
  /** The chart's points by element, the day master left out. */
  points: Record<Element, number>;
  combinations: Combination[];
  /** 외격 recognised (從財, 從殺, 從兒, 從勢, 從旺, 從強, 化氣格 …), or null for a 정격 chart. */
  pattern: string | null;
  /** What the season asks for (winter 火, summer 水), or null. */
  climateNeed: Element | null;
};

export type Needs = {
  method: NeedMethod;
  /** The rule in one line, in English and Korean. */
  rule: string;
  /** Where the rule is written (pages and books named). */
  source: string;
  /** The elements the chart needs, first the most needed. */
  needed: Element[];
  yongsin: Element | null;
  huisin: Element | null;
  gisin: Element[];
  /** eokbu and practitioner: the day master's strength and its figure (the supporting share of the weighted characters, percent). */
  strength?: Strength;
  score?: number;
  /** practitioner only: the rule that decided, why, the books that write each rule used, and what was read. */
  step?: NeedStep;
  reason?: { en: string; ko: string };
  sources?: string[];
  reading?: PractitionerReading;
};

export const NEED_RULES: Record<NeedMethod, { rule: string; source: string }> = {
  practitioner: {
    rule:
      'practitioner: strength from 득령 (the month branch, with its hidden stem in force that day), 득지 and 득세 (roots by 本氣, 長生·餘氣, 墓庫), after 천간합, 방합·삼합·반합, 육합 (합화 only with the 化神 in force) and 충; ' +
      'then, in order: 化氣格; 종격 (從財·從殺·從兒·從勢 when the day master has no root and no help, 從旺·從強 when nothing restrains it); 조후 in winter (火) and summer (水) unless the day master is weak and has 인성; ' +
      '억부: strong → 재성 for 印重, 식상 when 旺極, else 관성 · 재성 · 식상 as revealed; weak → 인성, or 비겁 when 재성 leads; 중화 (50 ± 5) → 통관 or the month\'s 격; ' +
      '희신: 관→재, 재→식상, 식상→재, 인성→비겁, 비겁→인성; 기신 overcomes the 용신 · ' +
      '득령(그날 사령하는 지장간 포함)·득지·득세로 강약, 합화·충 반영; 화기격·종격, 겨울·여름은 조후(신약하고 인성이 있으면 억부), 다음 억부, 중화는 통관이나 월령의 격; 희신은 용신을 돕는 오행, 기신은 용신을 극하는 오행',
    source:
      '子平眞詮 (論用神, 論十干得時不旺失時不弱, 論十干合而不合, 論刑衝會合解法, 論印綬, 論建祿月劫), 滴天髓 (月令, 衰旺, 中和, 通關, 寒暖, 從象, 化象), 窮通寶鑑 (五行 by season), ' +
      'as transcribed in github 87529324wen-jpg/xuanxue-bazi @b06f4dd; 조후와 억부의 순서: sajupalja.tistory.com 조후용신 편; each answer names the passages its steps used (needs.sources)',
  },
  count: {
    rule:
      'count: the elements with no character first, then those with the fewest (ties in 木火土金水 order); 용신 the first, 희신 the element generating it, 기신 the element overcoming it unless needed · ' +
      '없는 오행 먼저, 다음 가장 적은 오행(같으면 木火土金水 순); 용신은 첫째, 희신은 용신을 생하는 오행, 기신은 용신을 극하는 오행(필요 오행이면 제외)',
    source:
      "안태옥, 『끝내주는 이름짓기』 (quoted at ksname.co.kr/bbs/board.php?bo_table=m51&wr_id=28: 작명은 사주에서 부족한 오행을 보충); " +
      '대헌성명학연구소 (xn--2e0bu9h96ggnhcnap1t883ah0a.kr/sub04/sub04_2/?method=view&no=645: 많은 것은 덜어주고 부족한 것은 이름에 보충); ' +
      '용신·희신·기신: ko.wikipedia.org/wiki/용신_(사주팔자)',
  },
  eokbu: {
    rule:
      'eokbu: 비겁+인성 against 식상+재성+관성 over the characters but the day stem, month branch 30 points and each other 10, by each character\'s own element; ' +
      'strong above half: 용신 관성 (재성 when 인성 outweighs 비겁); weak: 용신 인성 (비겁 when 재성 outweighs both 식상 and 관성); 희신 generates the 용신, 기신 overcomes it · ' +
      '일간 외 글자의 비겁·인성 대 식상·재성·관성, 월지 30점 나머지 10점; 과반이면 신강: 관성 용신(인성이 비겁보다 많으면 재성), 아니면 신약: 인성 용신(재성이 식상·관성보다 많으면 비겁); 희신은 용신을 생, 기신은 용신을 극',
    source:
      '점수: 사주플러스 (sajuplus.tistory.com/3140: 득령 30점, 다른 글자 각 10점); 인비 대 식재관: aboutsaju.tistory.com/13; ' +
      '신강의 용신: wonje.co.kr/bbs/board.php?bo_table=member22_3&wr_id=616 (비겁 많으면 관성, 인성 많으면 재성); ' +
      '신약의 용신: creativestudio.kr/6156 (관살·식상 태강은 인성, 재다신약은 비겁); 희신·기신: ko.wikipedia.org/wiki/용신_(사주팔자)',
  },
};

/** A character of the chart other than the day stem, with its weight for 억부. */
export type Weighted = { element: Element; weight: number };

/** The month branch (월령) weighs 30, every other character but the day stem 10 (사주플러스). */
export const MONTH_BRANCH_WEIGHT = 30;
export const OTHER_WEIGHT = 10;

function withoutNeeded(gisin: Element, needed: readonly Element[]): Element[] {
  return needed.includes(gisin) ? [] : [gisin];
}

/** `count`: from the element counts of the eight (six) characters. */
export function countNeeds(counts: Record<Element, number>): Needs {
  const missing = ELEMENTS.filter((e) => counts[e] === 0);
  const present = ELEMENTS.filter((e) => counts[e] > 0);
  const fewest = Math.min(...present.map((e) => counts[e]));
  const needed = [...missing, ...present.filter((e) => counts[e] === fewest)];
  const yongsin = needed[0] as Element;
  return {
    method: 'count',
    ...NEED_RULES.count,
    needed,
    yongsin,
    huisin: generatorOf(yongsin),
    gisin: withoutNeeded(overcomerOf(yongsin), needed),
  };
}

/** `eokbu`: from the day master's element and the other characters with their weights. */
export function eokbuNeeds(dayMaster: Element, others: readonly Weighted[]): Needs {
  const points = (group: Group) => others.filter((c) => c.element === groupElement(dayMaster, group)).reduce((sum, c) => sum + c.weight, 0);
  const total = others.reduce((sum, c) => sum + c.weight, 0);
  const support = points('비겁') + points('인성');
  // With weights 30 and 10 over totals of 90 (or 70 without the hour) support is never exactly half.
  const strength: Strength = support * 2 > total ? 'strong' : 'weak';
  let group: Group;
  if (strength === 'strong') group = points('인성') > points('비겁') ? '재성' : '관성';
  else group = points('재성') > Math.max(points('식상'), points('관성')) ? '비겁' : '인성';
  const yongsin = groupElement(dayMaster, group);
  const huisin = generatorOf(yongsin);
  return {
    method: 'eokbu',
    ...NEED_RULES.eokbu,
    needed: [yongsin, huisin],
    yongsin,
    huisin,
    gisin: [overcomerOf(yongsin)],
    strength,
    score: Math.round((support / total) * 100),
  };
}
