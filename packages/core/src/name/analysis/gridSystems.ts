/**
 * The two grid systems a name is judged by, and which of their grids carry a
 * good/bad meaning: 五格 of 熊崎 (천격 is not judged, in the 五聖閣 school) and
 * 元亨利貞 (all four judged). The analysis scores by the five grids, as the
 * specification asks; the recommender lets a request choose either.
 */
import type { FiveGrids, FourGrids } from './gyeok.js';

export const GRID_SYSTEMS = {
  fiveGrids: '五格 of 熊崎 as taught by 五聖閣: 인격, 지격, 외격 and 총격 judged (천격 is not)',
  fourGrids: '元亨利貞: 원격, 형격, 이격 and 정격 judged',
} as const;
export type GridSystem = keyof typeof GRID_SYSTEMS;
export const GRID_SYSTEM_NAMES = Object.keys(GRID_SYSTEMS) as GridSystem[];
export const DEFAULT_GRID_SYSTEM: GridSystem = 'fiveGrids';

/** The grids that carry a good/bad meaning in the five-grid system (천격 does not, in the 五聖閣 school). */
export const JUDGED_GRIDS = ['person', 'earth', 'outer', 'total'] as const satisfies ReadonlyArray<keyof FiveGrids>;
/** In 元亨利貞 every grid is judged. */
export const JUDGED_FOUR_GRIDS = ['won', 'hyeong', 'i', 'jeong'] as const satisfies ReadonlyArray<keyof FourGrids>;

/** The values of a system's judged grids, in the order above. */
export function judgedGridValues(system: GridSystem, five: FiveGrids, four: FourGrids): number[] {
  return system === 'fiveGrids' ? JUDGED_GRIDS.map((key) => five[key]) : JUDGED_FOUR_GRIDS.map((key) => four[key]);
}
