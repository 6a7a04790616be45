/**
 * What a chart needs from its pillars alone (as books and columns print them),
 * by any of the methods: the entry that saju.ts takes for a birth and that a
 * caller with only printed pillars can take too.
 */
import { isArgsObject, shown } from '../args.js';
import { TojeongError } from '../errors.js';
import { BRANCH_HANJA, STEM_HANJA } from './hiddenStems.js';
import { practitionerNeeds } from './practitioner.js';
import { branchElement, countElements, stemElement } from './sajuElements.js';
import { countNeeds, eokbuNeeds, MONTH_BRANCH_WEIGHT, NEED_METHODS, type NeedMethod, type Needs, OTHER_WEIGHT } from './sajuNeeds.js';

export type PillarsOptions = {
  /**
   * Whole days from the month's 節 to the birth, for the hidden stem in force
   * (司令). Absent or null when only the pillars are known: the month branch's
   * 本氣 is then taken as in force.
   */
  daysIntoMonth?: number | null;
};

function bad(en: string, ko: string): never {
  throw new TojeongError('BAD_INPUT', { en, ko });
}

export function checkMethod(method: unknown): asserts method is NeedMethod {
  if (!NEED_METHODS.includes(method as NeedMethod)) bad(
    `needMethod must be one of ${NEED_METHODS.join(', ')}, got ${shown(method)}`,
    `needMethod는 ${NEED_METHODS.join(', ')} 중 하나여야 합니다. 받은 값: ${shown(method)}`,
  );
}

/**
 * `needsOfPillars({ pillars: ['庚午', '辛巳', '壬午'], method: 'eokbu' })`; the positional `needsOfPillars(pillars, method, options)` keeps working (deprecated:
 * the object names its fields).
 * Pillars year, month, day[, hour] as 2-character hanja ('甲子'); the hour may be left out.
 */
export function needsOfPillars(args: { pillars: readonly string[]; method: NeedMethod; options?: PillarsOptions }): Needs;
/** @deprecated Positional form; use needsOfPillars({ pillars, method, options }). */
export function needsOfPillars(pillars: readonly string[], method: NeedMethod, options?: PillarsOptions): Needs;
export function needsOfPillars(first: unknown, method?: unknown, options?: unknown): Needs {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return needsOfPillarsPositional(o.pillars as readonly string[], o.method as NeedMethod, o.options as PillarsOptions);
  }
  return needsOfPillarsPositional(first as readonly string[], method as NeedMethod, options as PillarsOptions);
}

function needsOfPillarsPositional(pillars: readonly string[], method: NeedMethod, options: PillarsOptions = {}): Needs {
  checkMethod(method);
  const ok = (p: unknown) => typeof p === 'string' && p.length === 2 && STEM_HANJA.includes(p[0] as string) && BRANCH_HANJA.includes(p[1] as string)
    && STEM_HANJA.indexOf(p[0] as string) % 2 === BRANCH_HANJA.indexOf(p[1] as string) % 2;
  if (!Array.isArray(pillars) || pillars.length < 3 || pillars.length > 4 || !pillars.every(ok)) bad(
    `pillars must be three or four of the sixty pillars (year, month, day[, hour]) such as "甲子", got ${JSON.stringify(pillars)}`,
    `pillars에는 육십갑자 기둥 셋이나 넷(연, 월, 일[, 시])을 주세요(예: "甲子"). 받은 값: ${JSON.stringify(pillars)}`,
  );
  const days = options.daysIntoMonth ?? null;
  if (days !== null && (!Number.isInteger(days) || days < 0 || days > 31)) bad(
    `daysIntoMonth must be a whole number of days from 0 to 31, or null, got ${JSON.stringify(days)}`,
    `daysIntoMonth에는 0에서 31까지의 정수 일수나 null을 주세요. 받은 값: ${JSON.stringify(days)}`,
  );
  const stems = pillars.map((p) => p[0] as string);
  const branches = pillars.map((p) => p[1] as string);
  if (method === 'count') return countNeeds(countElements(stems, branches));
  if (method === 'eokbu') {
    // 억부 weighs every character but the day stem: the month branch (index 1 of the branches) 30, the rest 10.
    const others = [
      ...stems.filter((_, i) => i !== 2).map((s) => ({ element: stemElement(s), weight: OTHER_WEIGHT })),
      ...branches.map((b, i) => ({ element: branchElement(b), weight: i === 1 ? MONTH_BRANCH_WEIGHT : OTHER_WEIGHT })),
    ];
    return eokbuNeeds(stemElement(stems[2] as string), others);
  }
  const pad = <T>(xs: T[]): Array<T | null> => [...xs, ...Array<null>(4 - xs.length).fill(null)];
  return practitionerNeeds({ stems: pad(stems), branches: pad(branches), daysIntoMonth: days });
}
