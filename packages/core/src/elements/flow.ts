/**
 * The flow (흐름) of a row of elements: each adjacent pair is 상생, 상극 or
 * 비화, and the row passes or fails under a named rule. One judge for every
 * flow the analysis shows (수리오행, 삼원오행, 자원오행); 발음오행 keeps the
 * specification's verdict (the name analysis, analyze.ts), which is `allSangsaeng` graded.
 */
import { isArgsObject, libraryCallError } from '../args.js';
import { type Element, relation, type Relation } from './elements.js';

/** The verdict on a flow of elements (the analysis gives the same three to a name's yin-yang). */
export const VERDICTS = ['good', 'ordinary', 'bad'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The flow rules, each in one line; the default first. */
export const FLOW_RULES = {
  noSanggeuk: 'no adjacent pair 상극 (비화 allowed): good; any 상극: bad — as most naming services judge',
  allSangsaeng: 'every adjacent pair 상생: good; 비화 but no 상극: ordinary; any 상극: bad — the rule of 발음오행 in this analysis',
} as const;
export type FlowRule = keyof typeof FLOW_RULES;
export const FLOW_RULE_NAMES = Object.keys(FLOW_RULES) as FlowRule[];
export const DEFAULT_FLOW_RULE: FlowRule = 'noSanggeuk';

export type FlowPair = { from: Element | null; to: Element | null; relation: Relation | null };

export type Flow = {
  rule: FlowRule;
  elements: Array<Element | null>;
  pairs: FlowPair[];
  /** null when an element is unknown (a 자원오행 no rule gives): the flow is not judged. */
  verdict: Verdict | null;
  /** verdict is good: the flow passes the rule. */
  passes: boolean | null;
};

/**
 * `verdictUnder({ rule: 'noSanggeuk', relations: ['상생', '비화'] })`; the positional `verdictUnder(rule, relations)` keeps working (deprecated:
 * the object names its fields).
 */
export function verdictUnder(args: { rule: FlowRule; relations: readonly Relation[] }): Verdict;
/** @deprecated Positional form; use verdictUnder({ rule, relations }). */
export function verdictUnder(rule: FlowRule, relations: readonly Relation[]): Verdict;
export function verdictUnder(first: unknown, relations?: unknown): Verdict {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return verdictUnderPositional(o.rule as FlowRule, o.relations as readonly Relation[]);
  }
  return verdictUnderPositional(first as FlowRule, relations as readonly Relation[]);
}

function verdictUnderPositional(rule: FlowRule, relations: readonly Relation[]): Verdict {
  try {
    if (relations.includes('상극')) return 'bad';
    if (rule === 'noSanggeuk') return 'good';
    return relations.every((r) => r === '상생') ? 'good' : 'ordinary';
  } catch (error) {
    throw libraryCallError('verdictUnder', "verdictUnder({ rule: 'noSanggeuk', relations: ['상생', '비화'] })", error);
  }
}

/**
 * `elementFlow({ elements: ['木', '火', '土'], rule: 'noSanggeuk' })`; the positional `elementFlow(elements, rule)` keeps working (deprecated:
 * the object names its fields).
 */
export function elementFlow(args: { elements: ReadonlyArray<Element | null>; rule: FlowRule }): Flow;
/** @deprecated Positional form; use elementFlow({ elements, rule }). */
export function elementFlow(elements: ReadonlyArray<Element | null>, rule: FlowRule): Flow;
export function elementFlow(first: unknown, rule?: unknown): Flow {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return elementFlowPositional(o.elements as ReadonlyArray<Element | null>, o.rule as FlowRule);
  }
  return elementFlowPositional(first as ReadonlyArray<Element | null>, rule as FlowRule);
}

function elementFlowPositional(elements: ReadonlyArray<Element | null>, rule: FlowRule): Flow {
  try {
    const pairs = elements.slice(1).map((to, i): FlowPair => {
      const from = elements[i]!;
      return { from, to, relation: from === null || to === null ? null : relation(from, to) };
    });
    const relations = pairs.map((p) => p.relation);
    const known = relations.every((r): r is Relation => r !== null);
    const verdict = known ? verdictUnder(rule, relations) : null;
    return { rule, elements: [...elements], pairs, verdict, passes: verdict === null ? null : verdict === 'good' };
  } catch (error) {
    throw libraryCallError('elementFlow', "elementFlow({ elements: ['木', '火', '土'], rule: 'noSanggeuk' })", error);
  }
}
