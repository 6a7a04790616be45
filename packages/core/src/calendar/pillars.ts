/**
 * Sexagenary pillars (간지) for year, month and day. Pure arithmetic, valid
 * for any integer year / any valid solar date; the 60 Pillar objects are
 * built once and frozen, so the functions return shared instances without
 * allocating.
 */
import { DAY_NUMBER, isArgsObject, SOLAR_DATE, takes } from '../args.js';
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

/**
 * The pillar with the given stem (0-9) and branch (0-11): `pillarOf({ stem: 0, branch: 0 })`
 * is 甲子; the positional `pillarOf(stem, branch)` keeps working (deprecated). TojeongError
 * BAD_INPUT for a pair that is not in the cycle (stem and branch of different parity).
 */
export function pillarOf(pair: { stem: number; branch: number }): Pillar;
/** @deprecated Positional form; use pillarOf({ stem, branch }). */
export function pillarOf(stem: number, branch: number): Pillar;
export function pillarOf(first: unknown, second?: unknown): Pillar {
  // The library's own calls are positional numbers: read without a rest array or an object (the gwae's inner loop).
  const [stem, branch] = isArgsObject(first) ? [first.stem, first.branch] : [first, second];
  if (!Number.isInteger(stem) || !Number.isInteger(branch) || (stem as number) < 0 || (stem as number) > 9 || (branch as number) < 0 || (branch as number) > 11 || (stem as number) % 2 !== (branch as number) % 2) {
    takes('pillarOf', { en: 'a stem 0-9 and a branch 0-11 of the same parity', ko: '같은 홀짝의 천간 0-9와 지지 0-11' }, 'pillarOf({ stem: 0, branch: 0 })', isArgsObject(first) ? first : [first, second]);
  }
  // Chinese remainder theorem: the i with i ≡ stem (mod 10) and i ≡ branch (mod 12) is 6·stem − 5·branch (mod 60).
  return PILLARS[mod(6 * (stem as number) - 5 * (branch as number), 60)] as Pillar;
}

function badYear(fn: string, year: unknown): never {
  takes(fn, { en: 'an integer lunar year', ko: '정수 음력 연도' }, fn === 'yearPillar' ? 'yearPillar(2026)' : 'monthPillar({ year: 2026, month: 1 })', year);
}

/** Year pillar of a lunar year (the year changes at lunar new year): 1984 甲子, 2005 乙酉. */
export function yearPillar(lunarYear: number): Pillar {
  if (!Number.isSafeInteger(lunarYear)) badYear('yearPillar', lunarYear);
  // 4 (and every 60th year from it) is a 甲子 year.
  return PILLARS[mod(lunarYear - 4, 60)] as Pillar;
}

/**
 * Month pillar by lunar month number: `monthPillar({ year: 2026, month: 1 })`; the positional
 * `monthPillar(lunarYear, month)` keeps working (deprecated). Month 1 is always a 寅 month; its stem
 * follows the year stem (甲/己 → 丙寅, 乙/庚 → 戊寅, 丙/辛 → 庚寅, 丁/壬 → 壬寅,
 * 戊/癸 → 甲寅). A leap month takes its regular month's pillar: pass its number.
 */
export function monthPillar(month: { year: number; month: number }): Pillar;
/** @deprecated Positional form; use monthPillar({ year, month }). */
export function monthPillar(lunarYear: number, month: number): Pillar;
export function monthPillar(first: unknown, second?: unknown): Pillar {
  const [year, month] = isArgsObject(first) ? [first.year, first.month] : [first, second];
  if (!Number.isSafeInteger(year)) badYear('monthPillar', year);
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) takes('monthPillar', { en: 'a lunar month 1-12', ko: '음력 달 1-12' }, 'monthPillar({ year: 2026, month: 1 })', month);
  const yearStem = mod((year as number) - 4, 10);
  const firstStem = ((yearStem % 5) * 2 + 2) % 10;
  return pillarOf((firstStem + (month as number) - 1) % 10, ((month as number) + 1) % 12);
}

/** Day pillar of a solar date (any valid date): 1900-01-01 甲戌, 2000-01-01 戊午. */
export function dayPillar(d: SolarDate): Pillar {
  if (typeof d !== 'object' || d === null || !isValidSolarParts(d.year, d.month, d.day)) takes('dayPillar', SOLAR_DATE, 'dayPillar({ year: 2026, month: 2, day: 17 })', d);
  return dayNumberPillar(solarPartsToDayNumber(d.year, d.month, d.day));
}

/** Day pillar of a Julian Day Number: JDN 0 is a 癸丑 day (index 49), so the index is JDN + 49 mod 60. */
export function dayNumberPillar(jdn: number): Pillar {
  if (!Number.isSafeInteger(jdn)) takes('dayNumberPillar', DAY_NUMBER, 'dayNumberPillar(2461089)', jdn);
  return PILLARS[mod(jdn + 49, 60)] as Pillar;
}
