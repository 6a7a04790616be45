/**
 * The 자원오행 of each court-listed character in each school: the elements'
 * rule (elements/resourceElement.ts) read with the radical the dictionary
 * gives. One answer per character and school, built at load so that a call is
 * one look-up.
 */
import { DEFAULT_RESOURCE_SCHOOL, NO_RESOURCE_ELEMENT, type ResourceElement, resourceElementBy, RESOURCE_SCHOOL_NAMES, type ResourceSchool } from '../elements/index.js';
import { isArgsObject, refuse, shown } from '../args.js';
import { nameHanjaRecords } from './dictionary.js';

const TABLES = Object.fromEntries(
  RESOURCE_SCHOOL_NAMES.map((school) => [school, new Map(nameHanjaRecords().map((record): [string, ResourceElement] => [record.hanja, resourceElementBy(record.hanja, record.radical.number, school)]))]),
) as unknown as Record<ResourceSchool, ReadonlyMap<string, ResourceElement>>;

/**
 * `resourceElementOf({ hanja: '洪', school: 'convention' })`; the positional `resourceElementOf(hanja, school)` keeps working (deprecated:
 * the object names its fields).
 * The 자원오행 of a court-listed character by a school (the convention by default); value null (rule null) for any other character.
 */
export function resourceElementOf(args: { hanja: string; school?: ResourceSchool }): ResourceElement;
/** @deprecated Positional form; use resourceElementOf({ hanja, school }). */
export function resourceElementOf(hanja: string, school?: ResourceSchool): ResourceElement;
export function resourceElementOf(first: unknown, school?: unknown): ResourceElement {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return resourceElementOfPositional(o.hanja as string, o.school as ResourceSchool);
  }
  return resourceElementOfPositional(first as string, school as ResourceSchool);
}

function resourceElementOfPositional(hanja: string, school: ResourceSchool = DEFAULT_RESOURCE_SCHOOL): ResourceElement {
  if (!Object.hasOwn(TABLES, school)) {
    refuse({ en: `resourceElementOf takes a character and a school, one of ${RESOURCE_SCHOOL_NAMES.join(', ')}, e.g. resourceElementOf({ hanja: '洪', school: '${DEFAULT_RESOURCE_SCHOOL}' }); got school ${shown(school)}`, ko: `resourceElementOf에는 한자와 학파(${RESOURCE_SCHOOL_NAMES.join(', ')})를 주세요. 예: resourceElementOf({ hanja: '洪', school: '${DEFAULT_RESOURCE_SCHOOL}' }). 받은 학파: ${shown(school)}` });
  }
  return TABLES[school].get(hanja) ?? NO_RESOURCE_ELEMENT;
}
