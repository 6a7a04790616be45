/**
 * The five elements (五行), in the order of the 相生 cycle, and how two stand
 * to each other: 상생 (one generates the other), 상극 (one overcomes the
 * other) or 비화 (the same). The room's own root: every table that reads
 * elements (of a sound, a stroke count, a meaning, a chart) names them from
 * here.
 */
import { isArgsObject, refuse, shown } from '../args.js';

export const ELEMENTS = ['木', '火', '土', '金', '水'] as const;
export type Element = (typeof ELEMENTS)[number];

/** How two adjacent elements stand: 상생 (one generates the other), 상극 (one overcomes the other), 비화 (the same). */
export const RELATIONS = ['상생', '상극', '비화'] as const;
export type Relation = (typeof RELATIONS)[number];

// 相生: 木→火→土→金→水→木; 相剋: 木→土→水→火→金→木.
const GENERATES: Record<Element, Element> = { 木: '火', 火: '土', 土: '金', 金: '水', 水: '木' };
const OVERCOMES: Record<Element, Element> = { 木: '土', 土: '水', 水: '火', 火: '金', 金: '木' };

/**
 * `relation({ a: '木', b: '火' })`; the positional `relation(a, b)` keeps working (deprecated:
 * the object names its fields).
 * The relation of two adjacent elements, in either order.
 */
export function relation(args: { a: Element; b: Element }): Relation;
/** @deprecated Positional form; use relation({ a, b }). */
export function relation(a: Element, b: Element): Relation;
export function relation(first: unknown, b?: unknown): Relation {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return relationPositional(o.a as Element, o.b as Element);
  }
  return relationPositional(first as Element, b as Element);
}

function relationPositional(a: Element, b: Element): Relation {
  if (typeof a !== 'string' || typeof b !== 'string' || !Object.hasOwn(GENERATES, a) || !Object.hasOwn(GENERATES, b)) {
    refuse({ en: `relation takes two of the five elements ${ELEMENTS.join(' ')}, e.g. relation({ a: '木', b: '火' }); got ${shown(a)}, ${shown(b)}`, ko: `relation에는 오행(${ELEMENTS.join(' ')}) 두 개를 주세요. 예: relation({ a: '木', b: '火' }). 받은 값: ${shown(a)}, ${shown(b)}` });
  }
  if (a === b) return '비화';
  if (GENERATES[a] === b || GENERATES[b] === a) return '상생';
  if (OVERCOMES[a] === b || OVERCOMES[b] === a) return '상극';
  throw new Error(`no relation between ${a} and ${b}`); // unreachable: every pair of elements has one
}

/** The element that generates `e` (相生 木→火→土→金→水→木): 火 for 土. */
export function generatorOf(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 4) % 5] as Element;
}

/** The element `e` generates: 土 for 火. */
export function generatedBy(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 1) % 5] as Element;
}

/** The element that overcomes `e` (相剋 木→土→水→火→金→木): 木 for 土. */
export function overcomerOf(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 3) % 5] as Element;
}

/** The element `e` overcomes: 水 for 土. */
export function overcomeBy(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 2) % 5] as Element;
}

// The arithmetic above follows the order of ELEMENTS (the 相生 cycle); checked once against `relation`, whose cycles it restates.
for (const e of ELEMENTS) {
  if (relation(e, generatedBy(e)) !== '상생' || relation(e, overcomeBy(e)) !== '상극') throw new Error('ELEMENTS is not in 相生 order');
}
