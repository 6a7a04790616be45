/**
 * Sexagenary pillars (간지) for year, month and day. Pure arithmetic, valid
 * for any integer year / any valid solar date; the 60 Pillar objects are
 * built once and frozen, so the functions return shared instances without
 * allocating.
 */
import { isValidSolarParts, solarPartsToDayNumber } from './dayNumber.js';
import type { Pillar, SolarDate } from './types.js';

const STEM_HANJA = '甲乙丙丁戊己庚辛壬癸';
const STEM_HANGUL = '갑을병정무기경신임계';
const BRANCH_HANJA = '子丑寅卯辰巳午未申酉戌亥';
const BRANCH_HANGUL = '자축인묘진사오미신유술해';

const mod = (a: number, n: number): number => ((a % n) + n) % n;

export const PILLARS: readonly Pillar[] = Object.freeze(
  Array.from({ length: 60 }, (_, index) => {
    const stem = index % 10;
    const branch = index % 12;
    return Object.freeze({
      index,
      stem,
      branch,
      hanja: `${STEM_HANJA[stem]}${BRANCH_HANJA[branch]}`,
      hangul: `${STEM_HANGUL[stem]}${BRANCH_HANGUL[branch]}`,
    });
  }),
);

/** The pillar with the given stem and branch; throws RangeError for a pair that is not in the cycle (stem and branch of different parity). */
export function pillarOf(stem: number, branch: number): Pillar {
  if (!Number.isInteger(stem) || !Number.isInteger(branch) || stem < 0 || stem > 9 || branch < 0 || branch > 11 || stem % 2 !== branch % 2) {
    throw new RangeError(`no pillar with stem ${stem} and branch ${branch}`);
  }
  // Chinese remainder theorem: the i with i ≡ stem (mod 10) and i ≡ branch (mod 12) is 6·stem − 5·branch (mod 60).
  return PILLARS[mod(6 * stem - 5 * branch, 60)] as Pillar;
}

/** Year pillar of a lunar year (the year changes at lunar new year): 1984 甲子, 2005 乙酉. */
export function yearPillar(lunarYear: number): Pillar {
  if (!Number.isSafeInteger(lunarYear)) throw new RangeError(`invalid lunar year ${lunarYear}`);
  // 4 (and every 60th year from it) is a 甲子 year.
  return PILLARS[mod(lunarYear - 4, 60)] as Pillar;
}

/**
 * Month pillar by lunar month number. Month 1 is always a 寅 month; its stem
 * follows the year stem (甲/己 → 丙寅, 乙/庚 → 戊寅, 丙/辛 → 庚寅, 丁/壬 → 壬寅,
 * 戊/癸 → 甲寅). A leap month takes its regular month's pillar: pass its number.
 */
export function monthPillar(lunarYear: number, month: number): Pillar {
  if (!Number.isSafeInteger(lunarYear)) throw new RangeError(`invalid lunar year ${lunarYear}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`invalid lunar month ${month}`);
  const yearStem = mod(lunarYear - 4, 10);
  const firstStem = ((yearStem % 5) * 2 + 2) % 10;
  return pillarOf((firstStem + month - 1) % 10, (month + 1) % 12);
}

/** Day pillar of a solar date (any valid date): 1900-01-01 甲戌, 2000-01-01 戊午. */
export function dayPillar(d: SolarDate): Pillar {
  if (typeof d !== 'object' || d === null || !isValidSolarParts(d.year, d.month, d.day)) {
    throw new RangeError(`invalid solar date ${String(d?.year)}-${String(d?.month)}-${String(d?.day)}`);
  }
  return dayNumberPillar(solarPartsToDayNumber(d.year, d.month, d.day));
}

/** Day pillar of a Julian Day Number: JDN 0 is a 癸丑 day (index 49), so the index is JDN + 49 mod 60. */
export function dayNumberPillar(jdn: number): Pillar {
  return PILLARS[mod(jdn + 49, 60)] as Pillar;
}
