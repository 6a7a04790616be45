/**
 * The two number tables of 토정비결 작괘, written as the traditional groups of
 * stems and branches so that each value can be checked against the rule text:
 *   先天數: 甲己子午 9, 乙庚丑未 8, 丙辛寅申 7, 丁壬卯酉 6, 戊癸辰戌 5, 巳亥 4
 *   中天數: 甲己辰戌丑未 11, 乙庚申酉 10, 丙辛亥子 9, 丁壬寅卯 8, 戊癸巳午 7
 */
import { refuse, shown } from '../args.js';
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
  if (value === undefined) {
    refuse({ en: `${tableName} is given for one heavenly stem or earthly branch in hanja, e.g. "甲" or "子"; got ${shown(ch)}`, ko: `${tableName}는 천간이나 지지 한 글자(한자)에 있습니다. 예: "甲", "子". 받은 값: ${shown(ch)}` });
  }
  return value;
}

export function seoncheonSu(ch: string): number {
  return lookup(SEONCHEON, ch, '先天數');
}

export function jungcheonSu(ch: string): number {
  return lookup(JUNGCHEON, ch, '中天數');
}

/** A pillar's index 0-59, as the calendar's pillar objects carry it; else BAD_INPUT with an example. */
function pillarIndex(fn: string, pillar: Pillar): number {
  const index = (pillar as Partial<Pillar> | null | undefined)?.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 59) {
    refuse({ en: `${fn} takes a pillar of tojeong-core/calendar, e.g. ${fn}(yearPillar(2026)); got ${shown(pillar)}`, ko: `${fn}에는 tojeong-core/calendar의 간지 객체를 주세요. 예: ${fn}(yearPillar(2026)). 받은 값: ${shown(pillar)}` });
  }
  return index;
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
  return TAESE[pillarIndex('taeseSu', yearPillar)]!;
}

/** 월건수 = 先天數(stem) + 先天數(branch) of the month pillar. */
export function wolgeonSu(monthPillar: Pillar): number {
  return WOLGEON[pillarIndex('wolgeonSu', monthPillar)]!;
}

/** 일진수 = 先天數(stem) + 中天數(branch) of the day pillar. */
export function iljinSu(dayPillar: Pillar): number {
  return ILJIN[pillarIndex('iljinSu', dayPillar)]!;
}
