/**
 * 삼원오행: the elements of three grids, in order (金洙鐵, 三才: 천 9 인 18
 * 지 31 → 水 金 木), each by 수리오행 (elements/strokeElements.ts). It reads
 * the grids of a name, so it belongs to the name analysis, not to the elements.
 */
import { isArgsObject, libraryCallError } from '../../args.js';
import { type Element, strokeElementOf } from '../../elements/index.js';
import type { FiveGrids, FourGrids } from './gyeok.js';

/**
 * Which three grids 삼원오행 reads. The word belongs to the 元亨利貞 school:
 * 대헌성명학연구소 prints 삼원오행 as 이격, 형격, 원격 (金朱上: 木火水), and
 * calls the 천격 인격 지격 of the five grids 三才 (水火水) — so `iHyeongWon`
 * is the default (issue 48), and the 三才 flow is given beside it in every
 * analysis (`samjae`) whatever the basis. `samjae` as the basis reads 삼원오행
 * as the five-grid schools that use the word for 三才 do.
 */
export const SAMWON_BASES = {
  iHyeongWon: '元亨利貞 (the default, as the school the word belongs to prints it, 대헌성명학연구소): 이격, 형격, 원격, in that order',
  samjae: '三才, as the five-grid schools that call it 삼원오행 read it: 천격, 인격, 지격 of the five grids (virtual stroke counted), in that order',
} as const;
export type SamwonBasis = keyof typeof SAMWON_BASES;
export const SAMWON_BASIS_NAMES = Object.keys(SAMWON_BASES) as SamwonBasis[];
export const DEFAULT_SAMWON_BASIS: SamwonBasis = 'iHyeongWon';

/** The three grid values of 삼원오행, in the basis's order, and their elements. */
export type Samwon = { basis: SamwonBasis; grids: [number, number, number]; elements: [Element, Element, Element] };

/**
 * `samwonOf({ five, four, basis: 'iHyeongWon' })`; the positional `samwonOf(five, four, basis)` keeps working (deprecated:
 * the object names its fields).
 */
export function samwonOf(args: { five: FiveGrids; four: FourGrids; basis: SamwonBasis }): Samwon;
/** @deprecated Positional form; use samwonOf({ five, four, basis }). */
export function samwonOf(five: FiveGrids, four: FourGrids, basis: SamwonBasis): Samwon;
export function samwonOf(first: unknown, four?: unknown, basis?: unknown): Samwon {
  if (isArgsObject(first) && 'five' in first && 'four' in first) {
    const o = first as Record<string, unknown>;
    return samwonOfPositional(o.five as FiveGrids, o.four as FourGrids, o.basis as SamwonBasis);
  }
  return samwonOfPositional(first as FiveGrids, four as FourGrids, basis as SamwonBasis);
}

function samwonOfPositional(five: FiveGrids, four: FourGrids, basis: SamwonBasis): Samwon {
  try {
    const grids: [number, number, number] = basis === 'samjae' ? [five.heaven, five.person, five.earth] : [four.i, four.hyeong, four.won];
    return { basis, grids, elements: [strokeElementOf(grids[0]), strokeElementOf(grids[1]), strokeElementOf(grids[2])] };
  } catch (error) {
    throw libraryCallError('samwonOf', "samwonOf({ five: fiveGrids({ surname: [10], given: [6, 12] }), four: fourGrids({ surname: [10], given: [6, 12] }), basis: 'iHyeongWon' })", error);
  }
}
