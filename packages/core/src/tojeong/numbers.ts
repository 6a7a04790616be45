/**
 * The two number tables of 토정비결 작괘, written as the traditional groups of
 * stems and branches so that each value can be checked against the rule text:
 *   先天數: 甲己子午 9, 乙庚丑未 8, 丙辛寅申 7, 丁壬卯酉 6, 戊癸辰戌 5, 巳亥 4
 *   中天數: 甲己辰戌丑未 11, 乙庚申酉 10, 丙辛亥子 9, 丁壬寅卯 8, 戊癸巳午 7
 */
import { PILLARS, type Pillar } from '../calendar/index.js';

const SEONCHEON_GROUPS: ReadonlyArray<readonly [string, number]> = [
  ['甲己子午', 9],
  ['乙庚丑未', 8],
  ['丙辛寅申', 7],
  ['丁壬卯酉', 6],
  ['戊癸辰戌', 5],
  ['巳亥', 4],
];

const JUNGCHEON_GROUPS: ReadonlyArray<readonly [string, number]> = [
  ['甲己辰戌丑未', 11],
  ['乙庚申酉', 10],
  ['丙辛亥子', 9],
  ['丁壬寅卯', 8],
  ['戊癸巳午', 7],
];

function tableFrom(groups: ReadonlyArray<readonly [string, number]>): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  for (const [chars, value] of groups) for (const ch of chars) table.set(ch, value);
  return table;
}

const SEONCHEON = tableFrom(SEONCHEON_GROUPS);
const JUNGCHEON = tableFrom(JUNGCHEON_GROUPS);

function lookup(table: ReadonlyMap<string, number>, ch: string, tableName: string): number {
  const value = table.get(ch);
  if (value === undefined) throw new Error(`${tableName} has no value for ${ch}`);
  return value;
}

export function seoncheonSu(ch: string): number {
  return lookup(SEONCHEON, ch, '先天數');
}

export function jungcheonSu(ch: string): number {
  return lookup(JUNGCHEON, ch, '中天數');
}

// The three sums depend only on the pillar, so they are worked out once for
// each of the 60 pillars instead of on every calculation.
function perPillar(sum: (stem: string, branch: string) => number): readonly number[] {
  return PILLARS.map((pillar) => {
    const [stem, branch] = Array.from(pillar.hanja) as [string, string];
    return sum(stem, branch);
  });
}

const TAESE = perPillar((stem, branch) => jungcheonSu(stem) + jungcheonSu(branch));
const WOLGEON = perPillar((stem, branch) => seoncheonSu(stem) + seoncheonSu(branch));
const ILJIN = perPillar((stem, branch) => seoncheonSu(stem) + jungcheonSu(branch));

/** 태세수 = 中天數(stem) + 中天數(branch) of the target year's pillar. */
export function taeseSu(yearPillar: Pillar): number {
  return TAESE[yearPillar.index]!;
}

/** 월건수 = 先天數(stem) + 先天數(branch) of the month pillar. */
export function wolgeonSu(monthPillar: Pillar): number {
  return WOLGEON[monthPillar.index]!;
}

/** 일진수 = 先天數(stem) + 中天數(branch) of the day pillar. */
export function iljinSu(dayPillar: Pillar): number {
  return ILJIN[dayPillar.index]!;
}
