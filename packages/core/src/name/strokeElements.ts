/**
 * 수리오행: the element of a stroke number by its last digit — 1·2 木,
 * 3·4 火, 5·6 土, 7·8 金, 9·0 水: the ten heavenly stems counted 1 to 10
 * (甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水), 0 standing for 10, as the
 * printed 감명서 read it: 金 8 洙 10 鐵 21 → 金 水 木.
 *
 * 삼원오행: the elements of three grids, in order (金洙鐵, 三才: 천 9 인 18
 * 지 31 → 水 金 木).
 */
import type { FiveGrids, FourGrids } from './gyeok.js';
import type { Element } from './phoneticElements.js';

export const STROKE_ELEMENT_RULE = 'last digit of the number: 1·2 木, 3·4 火, 5·6 土, 7·8 金, 9·0 水';

const BY_LAST_DIGIT: readonly Element[] = ['水', '木', '木', '火', '火', '土', '土', '金', '金', '水'];

export function strokeElementOf(strokes: number): Element {
  return BY_LAST_DIGIT[strokes % 10]!;
}

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
