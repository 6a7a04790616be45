/**
 * The 24 solar terms (절기) of a Gregorian year, 1900-2100, from the generated
 * table data/calendar/solar-terms.json (see data/calendar/README.md), each
 * written in Korean civil time and in UTC.
 */
import { shown } from '../args.js';
import { TojeongError } from '../errors.js';
import { CALC_SOURCE } from '../version.js';
import { formatKoreanTime, formatLocalMeanTime, formatUtc, koreanOffsetAt, localTimeOf } from './koreanTime.js';
import { TERM_TABLE } from './solarTermTable.js';

/** One term's names and the Sun's longitude, in a Gregorian year's order: 소한 (285°) first, 동지 (270°) last. */
export type SolarTermName = {
  name: string;
  hanja: string;
  longitude: number;
};

const NAMES = '소한 대한 입춘 우수 경칩 춘분 청명 곡우 입하 소만 망종 하지 소서 대서 입추 처서 백로 추분 한로 상강 입동 소설 대설 동지'.split(' ');
const HANJA = '小寒 大寒 立春 雨水 驚蟄 春分 淸明 穀雨 立夏 小滿 芒種 夏至 小暑 大暑 立秋 處暑 白露 秋分 寒露 霜降 立冬 小雪 大雪 冬至'.split(' ');

export const SOLAR_TERM_NAMES: readonly SolarTermName[] = Object.freeze(
  NAMES.map((name, i) => Object.freeze({ name, hanja: HANJA[i] as string, longitude: (285 + 15 * i) % 360 })),
);

/** Index in SOLAR_TERM_NAMES of 입춘 (立春, 315°), where the year of the four pillars turns. */
export const IPCHUN = 2;

/** A term of a year: its names, longitude, and instant in Korean civil time (`at`) and in UTC. */
export type SolarTerm = SolarTermName & {
  /** The instant in Korean civil time, RFC 3339: 2024-02-04T17:27:00+09:00 (+08:28 before 1908-04-01: see localMeanTime). */
  at: string;
  /** The same instant in UTC: 2024-02-04T08:27:00Z. */
  utc: string;
  /** Before 1908-04-01, Seoul's local mean time (UTC+08:27:52) as its clocks showed the instant, YYYY-MM-DDThh:mm:ss; null after. */
  localMeanTime: string | null;
};

/** The instant `t` as the answers write it: `at`, `utc`, and `localMeanTime` where Seoul kept local mean time. */
export function instantFields(t: number): { at: string; utc: string; localMeanTime: string | null } {
  return { at: formatKoreanTime(t), utc: formatUtc(t), localMeanTime: formatLocalMeanTime(t) };
}

export const FIRST_TERM_YEAR = TERM_TABLE.firstYear;
export const LAST_TERM_YEAR = TERM_TABLE.lastYear;

/** The instant (seconds since the Unix epoch) of term `index` (0 = 소한 … 23 = 동지) of `year`, which the caller keeps within the table. */
export function termInstant(year: number, index: number): number {
  return TERM_TABLE.instants[(year - FIRST_TERM_YEAR) * 24 + index] as number;
}

function termOf(year: number, index: number): SolarTerm {
  const t = termInstant(year, index);
  return { ...(SOLAR_TERM_NAMES[index] as SolarTermName), ...instantFields(t) };
}

/** Throws CALC_ERROR for a year outside the table, BAD_INPUT for one that is not an integer. */
export function checkTermYear(year: number): void {
  if (!Number.isSafeInteger(year)) throw new TojeongError('BAD_INPUT', { en: `year must be an integer, got ${shown(year)}`, ko: `year는 정수여야 합니다. 받은 값: ${shown(year)}` });
  if (year < FIRST_TERM_YEAR || year > LAST_TERM_YEAR) {
    throw new TojeongError('CALC_ERROR', {
      en: `year ${year} is outside the solar term table (${FIRST_TERM_YEAR} to ${LAST_TERM_YEAR})`,
      ko: `year ${year}: 절기 표의 범위(${FIRST_TERM_YEAR}년부터 ${LAST_TERM_YEAR}년까지)를 벗어납니다`,
    });
  }
}

/** The 24 terms of a Gregorian year 1900-2100 in order, 소한 first and 동지 last; throws TojeongError outside it. */
export function solarTermsOfYear(year: number): SolarTerm[] {
  checkTermYear(year);
  return SOLAR_TERM_NAMES.map((_, i) => termOf(year, i));
}

/** The civil day (JDN, Korean civil time) each term of the table begins on, in the order of TERM_TABLE.instants: made once, so a day's term is a look-up. */
const TERM_DAY: Int32Array = Int32Array.from(TERM_TABLE.instants, (t) => localTimeOf(t, koreanOffsetAt(t)).dayNumber);

/** The civil day (JDN, Korean civil time) on which term `index` of `year` begins. */
export function termDayNumber(year: number, index: number): number {
  return TERM_DAY[(year - FIRST_TERM_YEAR) * 24 + index] as number;
}

/**
 * The terms that begin on a civil day of Gregorian `year` (JDN `dayNumber`,
 * Korean civil time): none or one, as terms are two weeks apart; empty
 * outside the table.
 */
export function termsBeginningOn(year: number, dayNumber: number): SolarTerm[] {
  if (year < FIRST_TERM_YEAR || year > LAST_TERM_YEAR) return [];
  const found: SolarTerm[] = [];
  for (let i = 0; i < 24; i++) if (termDayNumber(year, i) === dayNumber) found.push(termOf(year, i));
  return found;
}

/** The answer of GET /v1/calendar/terms: a year's terms, how they were computed, and the table they come from. */
export type SolarTermYear = {
  year: number;
  terms: SolarTerm[];
  /** Ephemeris, ΔT and rounding of the instants. */
  method: string;
  source: { calc: string; terms: string };
};

export function solarTermYear(year: number): SolarTermYear {
  return { year, terms: solarTermsOfYear(year), method: TERM_TABLE.method, source: { calc: CALC_SOURCE, terms: TERM_SOURCE } };
}

/** `source.terms`: the term table and its version. */
export const TERM_SOURCE = `${TERM_TABLE.id}@${TERM_TABLE.version}`;
