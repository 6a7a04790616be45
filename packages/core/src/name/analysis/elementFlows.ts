/**
 * The element flows a 감명서 prints beside 발음오행: 수리오행 (each
 * character's stroke element), 삼원오행 (three grids' elements, by the
 * basis asked), 三才 (천격 인격 지격 of the five grids, always: the five-grid
 * schools' row, labelled so) and 자원오행 (each character's meaning element),
 * each judged under one flow rule (flow.ts). The elements come from
 * strokeElements.ts and resourceElement.ts; nothing here restates a table.
 */
import { isArgsObject, libraryCallError } from '../../args.js';
import { type Element, elementFlow, type Flow, type FlowRule } from '../../elements/index.js';
import type { FiveGrids, FourGrids } from './gyeok.js';
import { type SamwonBasis, samwonOf } from './samwon.js';

export type ElementFlows = {
  strokeElements: Flow;
  samwon: Flow & { basis: SamwonBasis; grids: [number, number, number] };
  /** 三才: 천격, 인격, 지격 of the five grids, whatever the 삼원오행 basis. */
  samjae: Flow & { grids: [number, number, number] };
  resourceElements: Flow;
};

/**
 * `elementFlowsOf({ chars, grids: { five, four }, rule: 'noSanggeuk', samwonBasis: 'iHyeongWon' })`; the positional `elementFlowsOf(chars, grids, rule, samwonBasis)` keeps working (deprecated:
 * the object names its fields).
 */
export function elementFlowsOf(args: { chars: ReadonlyArray<{ strokeElement: Element; resourceElement: { value: Element | null } }>; grids: { five: FiveGrids; four: FourGrids }; rule: FlowRule; samwonBasis: SamwonBasis }): ElementFlows;
/** @deprecated Positional form; use elementFlowsOf({ chars, grids, rule, samwonBasis }). */
export function elementFlowsOf(chars: ReadonlyArray<{ strokeElement: Element; resourceElement: { value: Element | null } }>, grids: { five: FiveGrids; four: FourGrids }, rule: FlowRule, samwonBasis: SamwonBasis): ElementFlows;
export function elementFlowsOf(first: unknown, grids?: unknown, rule?: unknown, samwonBasis?: unknown): ElementFlows {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return elementFlowsOfPositional(o.chars as ReadonlyArray<{ strokeElement: Element; resourceElement: { value: Element | null } }>, o.grids as { five: FiveGrids; four: FourGrids }, o.rule as FlowRule, o.samwonBasis as SamwonBasis);
  }
  return elementFlowsOfPositional(first as ReadonlyArray<{ strokeElement: Element; resourceElement: { value: Element | null } }>, grids as { five: FiveGrids; four: FourGrids }, rule as FlowRule, samwonBasis as SamwonBasis);
}

function elementFlowsOfPositional(
  chars: ReadonlyArray<{ strokeElement: Element; resourceElement: { value: Element | null } }>,
  grids: { five: FiveGrids; four: FourGrids },
  rule: FlowRule,
  samwonBasis: SamwonBasis,
): ElementFlows {
  try {
    const samwon = samwonOf(grids.five, grids.four, samwonBasis);
    const samjae = samwonOf(grids.five, grids.four, 'samjae');
    return {
      strokeElements: elementFlow(chars.map((c) => c.strokeElement), rule),
      samwon: { basis: samwon.basis, grids: samwon.grids, ...elementFlow(samwon.elements, rule) },
      samjae: { grids: samjae.grids, ...elementFlow(samjae.elements, rule) },
      resourceElements: elementFlow(chars.map((c) => c.resourceElement.value), rule),
    };
  } catch (error) {
    throw libraryCallError('elementFlowsOf', "elementFlowsOf({ chars, grids: { five, four }, rule: 'noSanggeuk', samwonBasis: 'iHyeongWon' }) with the parts of an analysis", error);
  }
}
