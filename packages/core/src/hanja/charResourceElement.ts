/**
 * The 자원오행 of each court-listed character: the elements' rule
 * (elements/resourceElement.ts) read with the radical the dictionary gives.
 * One answer per character, built at load so that a call is one look-up.
 */
import { NO_RESOURCE_ELEMENT, type ResourceElement, resourceElementBy } from '../elements/index.js';
import { nameHanjaRecords } from './dictionary.js';

const TABLE: ReadonlyMap<string, ResourceElement> = new Map(nameHanjaRecords().map((record): [string, ResourceElement] => [record.hanja, resourceElementBy(record.hanja, record.radical.number)]));

/** The 자원오행 of a court-listed character; value null (rule null) for any other character. */
export function resourceElementOf(hanja: string): ResourceElement {
  return TABLE.get(hanja) ?? NO_RESOURCE_ELEMENT;
}
