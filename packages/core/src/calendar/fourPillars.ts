/**
 * The four pillars (사주: year, month, day, hour) at an instant, on Korean
 * civil time: the answer of GET /v1/calendar/pillars as data, and what the
 * CLI's `tojeong pillars` and the MCP tool `calendar_pillars` return.
 *
 * - Year: turns at 입춘's instant (not at lunar new year, not on 1 January).
 * - Month: turns at each of the twelve 節 (입춘 寅, 경칩 卯, … 대설 子, 소한 丑);
 *   its stem by 五虎遁 from the year's stem (monthPillar).
 * - Day: the day pillar of the civil date (the same as GET /v1/calendar/day).
 * - Hour: two-hour periods from 23:00 (子 23:00-01:00, 丑 01:00-03:00, …); its
 *   stem by 五鼠遁 from the day's stem.
 * Options: `ziHour` (how 23:00-24:00 is counted) and `longitude` (진태양시).
 */
import { TojeongError } from '../errors.js';
import { CALC_SOURCE } from '../version.js';
import { isValidSolarParts, solarPartsToDayNumber } from './dayNumber.js';
import { equationOfTimeSeconds } from './equationOfTime.js';
import { formatKoreanTime, formatLocalTime, koreanInstantsOf, koreanOffsetAt, localAsUtc, localTimeOf, type LocalTime } from './koreanTime.js';
import { dayNumberPillar, monthPillar, pillarOf, yearPillar } from './pillars.js';
import { FIRST_TERM_YEAR, instantFields, IPCHUN, LAST_TERM_YEAR, SOLAR_TERM_NAMES, TERM_SOURCE, termInstant, type SolarTerm } from './solarTerms.js';
import { TERM_TABLE } from './solarTermTable.js';
import type { Pillar } from './types.js';

/**
 * How the hour 23:00-24:00 is counted. `split` (야자시/조자시, the default): the
 * day changes at midnight, 23:00-24:00 is the 야자시 of the same day (its hour
 * pillar the 子 hour of the next day by 五鼠遁) and 00:00-01:00 the 조자시 of the
 * new day. `whole` (자시 as one period): the day changes at 23:00, so
 * 23:00-24:00 takes the next day's day pillar.
 */
export const ZI_HOUR_RULES = ['split', 'whole'] as const;
export type ZiHourRule = (typeof ZI_HOUR_RULES)[number];

export interface FourPillarsInput {
  /** YYYY-MM-DDThh:mm[:ss] with an offset (Z or ±hh:mm); without one, Korean civil time of that date. */
  at: string;
  ziHour?: ZiHourRule;
  /** East longitude in degrees (-180 … 180): day and hour by the true solar time (진태양시) there instead of the civil clock. */
  longitude?: number;
}

/** An element (오행) of a stem or branch. */
export type ElementName = { hanja: string; reading: string; en: string };

export type FourPillar = {
  hanja: string;
  reading: string;
  /** The five elements (오행) of its stem and branch. */
  elements: { stem: ElementName; branch: ElementName };
};

export type FourPillars = {
  /** The instant in Korean civil time, RFC 3339 with seconds and offset (+08:28 before 1908-04-01: see localMeanTime). */
  at: string;
  utc: string;
  /** Before 1908-04-01, Seoul's local mean time (UTC+08:27:52) at the instant, YYYY-MM-DDThh:mm:ss; null after. */
  localMeanTime: string | null;
  year: FourPillar;
  month: FourPillar;
  day: FourPillar;
  hour: FourPillar;
  /** 띠: the animal of the year pillar's branch. */
  zodiac: { hanja: string; reading: string; en: string };
  /** The 節 whose instant began the month pillar (and, for 입춘, the year). */
  monthTerm: SolarTerm & { year: number };
  /** The clock the day and hour pillars were read from. */
  clock: {
    basis: 'civil' | 'trueSolar';
    /** Its local date and time, YYYY-MM-DDThh:mm:ss. */
    time: string;
    longitude: number | null;
    /** With `trueSolar`: the equation of time used, in seconds (true minus mean solar time). */
    equationOfTimeSeconds: number | null;
  };
  ziHour: ZiHourRule;
  source: { calc: string; terms: string };
};

const ELEMENTS: readonly ElementName[] = [
  { hanja: '木', reading: '목', en: 'wood' },
  { hanja: '火', reading: '화', en: 'fire' },
  { hanja: '土', reading: '토', en: 'earth' },
  { hanja: '金', reading: '금', en: 'metal' },
  { hanja: '水', reading: '수', en: 'water' },
];
/** Element index of each stem (甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水) and of each branch (子 水, 丑 土, 寅 木, …). */
const STEM_ELEMENT = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4] as const;
const BRANCH_ELEMENT = [4, 2, 0, 0, 2, 1, 1, 2, 3, 3, 2, 4] as const;
const ANIMALS_KO = '쥐 소 호랑이 토끼 용 뱀 말 양 원숭이 닭 개 돼지'.split(' ');
const ANIMALS_EN = 'rat ox tiger rabbit dragon snake horse goat monkey rooster dog pig'.split(' ');
const BRANCH_HANJA = '子丑寅卯辰巳午未申酉戌亥';

function fourPillar(p: Pillar): FourPillar {
  return {
    hanja: p.hanja,
    reading: p.hangul,
    elements: { stem: ELEMENTS[STEM_ELEMENT[p.stem] as number] as ElementName, branch: ELEMENTS[BRANCH_ELEMENT[p.branch] as number] as ElementName },
  };
}

/**
 * RFC 3339 and what clients write beside it: seconds optional, a fraction of a
 * second of any length (new Date().toISOString() writes milliseconds), T or t,
 * Z or z or ±hh:mm, or no offset for Korean civil time; ±hh:mm:ss too, as this
 * service wrote Seoul's local mean time before it wrote RFC 3339.
 */
const AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-]\d{2}:\d{2}(?::\d{2})?)?$/;

function offsetSeconds(text: string): number {
  if (text === 'Z' || text === 'z') return 0;
  const sign = text[0] === '-' ? -1 : 1;
  const [h, m, s] = text.slice(1).split(':').map(Number) as [number, number, number | undefined];
  if (h > 14 || m > 59 || (s ?? 0) > 59) throw new TojeongError('BAD_INPUT', { en: `at has an offset that is not one: ${text}`, ko: `at의 시간대 오프셋이 올바르지 않습니다: ${text}` });
  return sign * (h * 3600 + m * 60 + (s ?? 0));
}

/** The instant `at` names; BAD_INPUT for text that is not one, and for a local time Korean clocks skipped or showed twice. */
export function parseInstant(at: unknown): number {
  if (typeof at !== 'string') throw new TojeongError('BAD_INPUT', {
      en: `at must be a string YYYY-MM-DDThh:mm[:ss[.fraction]][offset], got ${typeof at}`,
      ko: `at에는 YYYY-MM-DDThh:mm[:ss[.소수]][오프셋] 형식의 문자열을 주세요. 받은 형: ${typeof at}`,
    });
  // A '+' left unencoded in a URL query arrives as a space: read "…T17:30 09:00" as "…T17:30+09:00".
  const m = AT_PATTERN.exec(/ \d{2}:\d{2}(:\d{2})?$/.test(at) ? at.replace(/ (?=\d{2}:\d{2}(:\d{2})?$)/, '+') : at);
  if (!m) throw new TojeongError('BAD_INPUT', {
      en: `at must be written YYYY-MM-DDThh:mm[:ss[.fraction]] with an optional offset (Z or ±hh:mm), as RFC 3339 and new Date().toISOString() write it, got "${at}"`,
      ko: `at은 YYYY-MM-DDThh:mm[:ss[.소수]] 형식으로, 필요하면 오프셋(Z 또는 ±hh:mm)을 붙여 주세요(RFC 3339, new Date().toISOString()의 형식). 받은 값: "${at}"`,
    });
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  // A fraction of a second is dropped: every instant the pillars turn on (a term's minute, an hour, midnight) is a whole second.
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (!isValidSolarParts(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    throw new TojeongError('BAD_INPUT', { en: `at ${at} is not a real date and time`, ko: `at ${at}: 실제로 있는 날짜와 시각이 아닙니다` });
  }
  const local: LocalTime = { dayNumber: solarPartsToDayNumber(year, month, day), secondOfDay: hour * 3600 + minute * 60 + second };
  if (m[7] !== undefined) return localAsUtc(local) - offsetSeconds(m[7]);
  const instants = koreanInstantsOf(local);
  if (instants.length === 1) return instants[0] as number;
  if (instants.length === 0) {
    const [before, after] = [formatKoreanTime(instantBefore(local)), formatKoreanTime(instantBefore(local) + 1)];
    throw new TojeongError('BAD_INPUT', {
      en: `at ${at} did not exist in Korean civil time: the clocks were put forward over it (${before} was followed by ${after}); give the offset explicitly`,
      ko: `at ${at}: 한국 시각에 없던 시각입니다. 시계를 앞당기면서 건너뛰었습니다(${before} 다음이 ${after}). 오프셋을 붙여 주세요`,
    });
  }
  const [first, second2] = instants as [number, number];
  const [once, twice] = [formatKoreanTime(first), formatKoreanTime(second2)];
  throw new TojeongError('BAD_INPUT', {
    en: `at ${at} is ambiguous in Korean civil time: the clocks were put back and showed it twice, at ${once} and at ${twice}; give one of these offsets`,
    ko: `at ${at}: 한국 시각으로 두 번 있었던 시각입니다. 시계를 되돌려 두 번(${once}, ${twice}) 지났습니다. 이 중 한 오프셋을 붙여 주세요`,
  });
}

/** The last instant before the clocks jumped over a skipped local time (the transition whose gap contains it, less a second). */
function instantBefore(local: LocalTime): number {
  const asUtc = localAsUtc(local);
  const at = TERM_TABLE.transitionAt;
  for (let i = 0; i < at.length; i++) {
    const before = i === 0 ? TERM_TABLE.initialOffset : (TERM_TABLE.transitionOffset[i - 1] as number);
    const after = TERM_TABLE.transitionOffset[i] as number;
    // The clocks read at[i] + before just before the jump and at[i] + after just after it.
    if ((at[i] as number) + before <= asUtc && asUtc < (at[i] as number) + after) return (at[i] as number) - 1;
  }
  throw new Error(`no transition skips ${asUtc}`);
}

/** The first and last instants the pillars are answered for: 소한 1900 (the first 節 of the table) to the end of 2100 in Korean civil time. */
const FIRST_INSTANT = termInstant(FIRST_TERM_YEAR, 0);
const LAST_INSTANT = localAsUtc({ dayNumber: solarPartsToDayNumber(LAST_TERM_YEAR + 1, 1, 1), secondOfDay: 0 }) - 9 * 3600 - 1;

/** The 節 in force at `t`: the year of the table and index (even: 소한 0, 입춘 2, … 대설 22) of the last one at or before it. */
function governingJie(t: number): { year: number; index: number } {
  // Within the pillars' range the UTC year is a year of the table, and its first 節 or one of the year before governs.
  let year = new Date(t * 1000).getUTCFullYear();
  for (;;) {
    for (let index = 22; index >= 0; index -= 2) if (termInstant(year, index) <= t) return { year, index };
    year -= 1;
  }
}

function checkLongitude(longitude: unknown): number | null {
  if (longitude === undefined) return null;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new TojeongError('BAD_INPUT', {
      en: `longitude must be a number of degrees east, -180 to 180, got ${String(longitude)}`,
      ko: `longitude는 동경 기준 도 단위의 수(-180에서 180)여야 합니다. 받은 값: ${String(longitude)}`,
    });
  }
  return longitude;
}

/** The four pillars at `input.at`; throws TojeongError (BAD_INPUT, CALC_ERROR outside 1900-01-06 … 2100-12-31). */
export function fourPillarsAt(input: FourPillarsInput): FourPillars {
  if (typeof input !== 'object' || input === null) throw new TojeongError('BAD_INPUT', { en: 'give an instant: at=YYYY-MM-DDThh:mm', ko: '시각을 주세요: at=YYYY-MM-DDThh:mm' });
  const ziHour = input.ziHour ?? 'split';
  if (!ZI_HOUR_RULES.includes(ziHour)) throw new TojeongError('BAD_INPUT', {
      en: `ziHour must be one of ${ZI_HOUR_RULES.join(', ')}, got ${String(ziHour)}`,
      ko: `ziHour는 ${ZI_HOUR_RULES.join(', ')} 중 하나여야 합니다. 받은 값: ${String(ziHour)}`,
    });
  const longitude = checkLongitude(input.longitude);
  const t = parseInstant(input.at);
  if (t < FIRST_INSTANT || t > LAST_INSTANT) {
    const [first, last] = [formatKoreanTime(FIRST_INSTANT), formatKoreanTime(LAST_INSTANT)];
    throw new TojeongError('CALC_ERROR', {
      en: `at ${input.at} is outside the range of the four pillars (${first}, 소한 of ${FIRST_TERM_YEAR}, to ${last})`,
      ko: `at ${input.at}: 사주를 계산하는 범위(${FIRST_TERM_YEAR}년 소한 ${first}부터 ${last}까지)를 벗어납니다`,
    });
  }

  // Year and month: instants, whatever the clock.
  const jie = governingJie(t);
  // Before 입춘 of its year (the 소한 month) the pillar year is the one before.
  const pillarYear = jie.index < IPCHUN ? jie.year - 1 : jie.year;
  const monthFromIn = (jie.index / 2 + 11) % 12; // 입춘 (index 2) begins month 1 (寅), 소한 (index 0) month 12 (丑)
  const year = yearPillar(pillarYear);
  const month = monthPillar(pillarYear, monthFromIn + 1);

  // Day and hour: a clock, the civil one or the true solar time at `longitude`.
  const eot = longitude === null ? null : Math.round(equationOfTimeSeconds(t));
  const local = longitude === null ? localTimeOf(t, koreanOffsetAt(t)) : localTimeOf(t, Math.round(longitude * 240) + (eot as number));
  const minuteOfDay = Math.floor(local.secondOfDay / 60);
  const lateZi = minuteOfDay >= 23 * 60;
  const dayNumber = ziHour === 'whole' && lateZi ? local.dayNumber + 1 : local.dayNumber;
  const day = dayNumberPillar(dayNumber);
  const hourBranch = Math.floor((minuteOfDay + 60) / 120) % 12;
  // 五鼠遁: the 子 hour of a day with stem s has stem 2·(s mod 5); 23:00-24:00 is the next day's 子 hour under either rule.
  const stemDay = lateZi ? dayNumberPillar(local.dayNumber + 1) : dayNumberPillar(local.dayNumber);
  const hour = pillarOf((((stemDay.stem % 5) * 2) + hourBranch) % 10, hourBranch);

  const jieName = SOLAR_TERM_NAMES[jie.index] as (typeof SOLAR_TERM_NAMES)[number];
  const jieAt = termInstant(jie.year, jie.index);
  return {
    ...instantFields(t),
    year: fourPillar(year),
    month: fourPillar(month),
    day: fourPillar(day),
    hour: fourPillar(hour),
    zodiac: { hanja: BRANCH_HANJA[year.branch] as string, reading: ANIMALS_KO[year.branch] as string, en: ANIMALS_EN[year.branch] as string },
    monthTerm: { ...jieName, year: jie.year, ...instantFields(jieAt) },
    clock: { basis: longitude === null ? 'civil' : 'trueSolar', time: formatLocalTime(local, true), longitude, equationOfTimeSeconds: eot },
    ziHour,
    source: { calc: CALC_SOURCE, terms: TERM_SOURCE },
  };
}
