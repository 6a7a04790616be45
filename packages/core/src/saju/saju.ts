/**
 * 사주 and what a name brings it (사주 보완): a birth (solar or lunar date, a civil time
 * or none) → its four pillars (fourPillarsAt, Korean civil time), the element
 * counts of the characters, what the chart needs by a named method
 * (sajuNeeds.ts), and which given-name characters supply it.
 */
import { isArgsObject, libraryCallError } from '../args.js';
import { TojeongError } from '../errors.js';
import { fourPillarsAt, type FourPillar, type FourPillars, parseInstant } from '../calendar/fourPillars.js';
import type { Element } from '../elements/index.js';
import { birthText, type BirthInput, checkBirth, type CheckedBirth } from './sajuBirth.js';
import { checkMethod, needsOfPillars } from './pillarsNeeds.js';
import { countElements, countWithHidden, stemElement } from './sajuElements.js';
import type { NeedMethod, Needs } from './sajuNeeds.js';

export type SajuPillar = { hanja: string; reading: string; stem: Element; branch: Element };

export type Saju = {
  birth: { solar: string; time: string | null; calendar: 'solar' | 'lunar'; leapMonth: boolean; longitude: number | null };
  pillars: { year: SajuPillar; month: SajuPillar; day: SajuPillar; hour: SajuPillar | null };
  dayMaster: { hanja: string; element: Element };
  /** Each of the eight characters (six when the hour is unknown) counted once for its element. */
  counts: Record<Element, number>;
  /** Stems 1 each; each branch's 1 shared among its 지장간 by their 月律分野 days out of 30 (sajuElements.ts). */
  countsWithHidden: Record<Element, number>;
  needs: Needs;
  /** Pillars the birth does not settle: 'year' and/or 'month' when the hour is unknown and a 節 falls on the date (the noon pillars are given). */
  uncertain: Array<'year' | 'month'>;
};

export type SajuSupply = { hanja: string; element: Element | null; supplies: boolean; bringsGisin: boolean };

function sajuPillar(p: FourPillar): SajuPillar {
  return { hanja: p.hanja, reading: p.reading, stem: p.elements.stem.hanja as Element, branch: p.elements.branch.hanja as Element };
}

/** fourPillarsAt's errors say `at`; a birth's name the field the caller sent. */
function pillarsAt(at: string, birth: CheckedBirth, field: 'date' | 'time'): FourPillars {
  try {
    return fourPillarsAt(birth.longitude === null ? { at } : { at, longitude: birth.longitude });
  } catch (error) {
    if (!(error instanceof TojeongError)) throw error;
    const code = error.code === 'CALC_ERROR' ? 'CALC_ERROR' : 'BAD_INPUT';
    const label = birthText(birth);
    throw new TojeongError(code, { en: `birth.${field} (${label}): ${error.text.en}`, ko: `birth.${field} (${label}): ${error.text.ko}` });
  }
}

/** The pillars at a local time of the date, or null when that time was skipped or doubled by a clock change, or is out of range. */
function pillarsOrNull(date: string, hhmm: string, birth: CheckedBirth): FourPillars | null {
  try {
    return pillarsAt(`${date}T${hhmm}`, birth, 'date');
  } catch {
    return null;
  }
}

/**
 * With the hour unknown, the year and month pillars are read at noon; a 節
 * falling on the date (입춘 for the year) makes the start and the end of the
 * day differ, and that pillar is reported uncertain. A day end that cannot
 * be read (a clock change, the edge of the range) counts as differing: it is
 * not known to agree.
 */
function uncertainOf(date: string, noon: FourPillars, birth: CheckedBirth): Array<'year' | 'month'> {
  const ends = [pillarsOrNull(date, '00:00', birth) ?? pillarsOrNull(date, '01:00', birth), pillarsOrNull(date, '23:59', birth) ?? pillarsOrNull(date, '22:59', birth)];
  const uncertain: Array<'year' | 'month'> = [];
  if (ends.some((p) => p === null || p.year.hanja !== noon.year.hanja)) uncertain.push('year');
  if (ends.some((p) => p === null || p.month.hanja !== noon.month.hanja)) uncertain.push('month');
  return uncertain;
}

/**
 * `sajuOf({ birth: { date: '1990-05-17', time: '08:30' }, method: 'eokbu' })`; the positional `sajuOf(birthInput, method)` keeps working (deprecated:
 * the object names its fields).
 * The chart of a birth and what it needs by `method`; TojeongError BAD_INPUT (or CALC_ERROR out of range) naming the `birth` field.
 */
export function sajuOf(args: { birth: BirthInput | string; method: NeedMethod }): Saju;
/** @deprecated Positional form; use sajuOf({ birth, method }). */
export function sajuOf(birthInput: BirthInput | string, method: NeedMethod): Saju;
export function sajuOf(first: unknown, method?: unknown): Saju {
  if (isArgsObject(first) && 'birth' in first && 'method' in first) {
    const o = first as Record<string, unknown>;
    return sajuOfPositional(o.birth as BirthInput | string, o.method as NeedMethod);
  }
  return sajuOfPositional(first as BirthInput | string, method as NeedMethod);
}

function sajuOfPositional(birthInput: BirthInput | string, method: NeedMethod): Saju {
  checkMethod(method);
  const birth = checkBirth(birthInput);
  const p = pillarsAt(`${birth.solar}T${birth.time ?? '12:00'}`, birth, birth.time === null ? 'date' : 'time');
  const hour = birth.time === null ? null : p.hour;
  const stems = [p.year, p.month, p.day, ...(hour ? [hour] : [])].map((x) => x.hanja[0] as string);
  const branches = [p.year, p.month, p.day, ...(hour ? [hour] : [])].map((x) => x.hanja[1] as string);
  const dayMaster = p.day.hanja[0] as string;
  const counts = countElements(stems, branches);
  // Whole days since the month's 節, for the hidden stem in force (at noon when the hour is unknown).
  const daysIntoMonth = Math.floor((parseInstant(p.utc) - parseInstant(p.monthTerm.utc)) / 86_400);
  const needs = needsOfPillars([p.year, p.month, p.day, ...(hour ? [hour] : [])].map((x) => x.hanja), method, { daysIntoMonth });
  return {
    birth: { solar: birth.solar, time: birth.time, calendar: birth.calendar, leapMonth: birth.leapMonth, longitude: birth.longitude },
    pillars: { year: sajuPillar(p.year), month: sajuPillar(p.month), day: sajuPillar(p.day), hour: hour ? sajuPillar(hour) : null },
    dayMaster: { hanja: dayMaster, element: stemElement(dayMaster) },
    counts,
    countsWithHidden: countWithHidden(stems, branches),
    needs,
    uncertain: birth.time === null ? uncertainOf(birth.solar, p, birth) : [],
  };
}

/**
 * `sajuSupply({ saju, given: [{ hanja: '吉', element: '木' }] })`; the positional `sajuSupply(saju, given)` keeps working (deprecated:
 * the object names its fields).
 * Which given-name characters (with their 자원오행, null when none is known) supply a needed element, and which bring a 기신.
 */
export function sajuSupply(args: { saju: Saju; given: ReadonlyArray<{ hanja: string; element: Element | null }> }): SajuSupply[];
/** @deprecated Positional form; use sajuSupply({ saju, given }). */
export function sajuSupply(saju: Saju, given: ReadonlyArray<{ hanja: string; element: Element | null }>): SajuSupply[];
export function sajuSupply(first: unknown, given?: unknown): SajuSupply[] {
  if (isArgsObject(first) && 'saju' in first && 'given' in first) {
    const o = first as Record<string, unknown>;
    return sajuSupplyPositional(o.saju as Saju, o.given as ReadonlyArray<{ hanja: string; element: Element | null }>);
  }
  return sajuSupplyPositional(first as Saju, given as ReadonlyArray<{ hanja: string; element: Element | null }>);
}

function sajuSupplyPositional(saju: Saju, given: ReadonlyArray<{ hanja: string; element: Element | null }>): SajuSupply[] {
  try {
    return given.map(({ hanja, element }) => ({
      hanja,
      element,
      supplies: element !== null && saju.needs.needed.includes(element),
      bringsGisin: element !== null && saju.needs.gisin.includes(element),
    }));
  } catch (error) {
    throw libraryCallError('sajuSupply', "sajuSupply({ saju: sajuOf({ birth: '1990-05-17', method: 'eokbu' }), given: [{ hanja: '吉', element: '木' }] })", error);
  }
}
