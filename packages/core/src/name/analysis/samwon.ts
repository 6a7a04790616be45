/**
 * 삼원오행: the elements of three grids, in order (金洙鐵, 三才: 천 9 인 18
 * 지 31 → 水 金 木), each by 수리오행 (elements/strokeElements.ts). It reads
 * the grids of a name, so it belongs to the name analysis, not to the elements.
 */
import { type Element, strokeElementOf } from '../../elements/index.js';
import type { FiveGrids, FourGrids } from './gyeok.js';

/**
 * Which three grids 삼원오행 reads. The word is not used alike by every
 * school (대헌성명학연구소 says so and prints both for 金朱上): `samjae`
 * (三才, the default: 천격 인격 지격 of the five grids, virtual stroke
 * counted) or `iHyeongWon` (元亨利貞: 이격, 형격, 원격, in that order).
 */
export const SAMWON_BASES = {
  samjae: '三才: 천격, 인격, 지격 of the five grids (virtual stroke counted), in that order',
  iHyeongWon: '元亨利貞: 이격, 형격, 원격, in that order',
} as const;
export type SamwonBasis = keyof typeof SAMWON_BASES;
export const SAMWON_BASIS_NAMES = Object.keys(SAMWON_BASES) as SamwonBasis[];
export const DEFAULT_SAMWON_BASIS: SamwonBasis = 'samjae';

/** The three grid values of 삼원오행, in the basis's order, and their elements. */
export type Samwon = { basis: SamwonBasis; grids: [number, number, number]; elements: [Element, Element, Element] };

export function samwonOf(five: FiveGrids, four: FourGrids, basis: SamwonBasis): Samwon {
  const grids: [number, number, number] = basis === 'samjae' ? [five.heaven, five.person, five.earth] : [four.i, four.hyeong, four.won];
  return { basis, grids, elements: [strokeElementOf(grids[0]), strokeElementOf(grids[1]), strokeElementOf(grids[2])] };
}
