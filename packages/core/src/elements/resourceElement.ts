/**
 * 자원오행 (字源五行): the element of a hanja's meaning. A reviewed table of the
 * 214 Kangxi radicals gives the element of most characters; character
 * overrides (천간, 지지, numerals, and a few meanings such as 中 土) are read
 * first. The data, its sources and its disputes: data/name/resource-elements.json
 * and data/name/REPORT.md.
 *
 * The rule takes the character and its radical; the dictionary that gives a
 * court-listed character its radical is the hanja room's, above this one
 * (hanja/charResourceElement.ts applies the rule to every record).
 */
import resourceElementsFile from '../../data/name/resource-elements.json' with { type: 'json' };
import { ELEMENTS, type Element } from './elements.js';

export type ResourceElement = {
  /** The element chosen, or null where no rule gives one. */
  value: Element | null;
  /** How the value was reached, e.g. "radical 85 水 (氵)" or "override: 천간"; null with no value. */
  rule: string | null;
  /** Schools split on this character's radical (or override): `alternative` is the other reading. */
  disputed: boolean;
  alternative: Element | null;
};

interface RadicalRow {
  number: number;
  char: string;
  element: Element | null;
  alternative: Element | null;
  evidence: string;
}

interface OverrideRow {
  hanja: string;
  element: Element;
  alternative: Element | null;
  rule: '천간' | '지지' | '河圖 numeral' | 'meaning';
  evidence: string;
}

interface ResourceElementsFile {
  id: string;
  version: string;
  radicals: RadicalRow[];
  overrides: OverrideRow[];
}

const file = resourceElementsFile as ResourceElementsFile;

// The file is written by hand: check its shape once, so that a slip fails at load, not in an answer.
const isElement = (value: unknown): value is Element => (ELEMENTS as readonly unknown[]).includes(value);
if (file.radicals.length !== 214 || file.radicals.some((row, i) => row.number !== i + 1)) {
  throw new Error('data/name/resource-elements.json must list the 214 Kangxi radicals in order');
}
for (const row of [...file.radicals, ...file.overrides]) {
  if ((row.element !== null && !isElement(row.element)) || (row.alternative !== null && !isElement(row.alternative))) {
    throw new Error(`data/name/resource-elements.json: bad element in ${JSON.stringify(row)}`);
  }
}

export const RESOURCE_ELEMENTS_VERSION = `${file.id}@${file.version}`;

/** The reduced forms a radical takes beside a character, named in the rule so a reader recognises them. */
const REDUCED_FORMS: Readonly<Record<number, string>> = {
  9: '亻', 18: '刂', 61: '忄', 64: '扌', 85: '氵', 86: '灬', 94: '犭', 96: '王', 113: '礻', 122: '罒',
  130: '月', 140: '艹', 145: '衤', 162: '辶', 163: '阝', 170: '阝',
};

/** No element: a radical no rule gives one, or a character outside the court list. */
export const NO_RESOURCE_ELEMENT: ResourceElement = Object.freeze({ value: null, rule: null, disputed: false, alternative: null });

function fromRadical(row: RadicalRow): ResourceElement {
  if (row.element === null) return NO_RESOURCE_ELEMENT;
  const reduced = REDUCED_FORMS[row.number];
  return Object.freeze({
    value: row.element,
    rule: `radical ${row.number} ${row.element}${reduced === undefined ? '' : ` (${reduced})`}`,
    disputed: row.alternative !== null,
    alternative: row.alternative,
  });
}

const BY_RADICAL: readonly ResourceElement[] = file.radicals.map(fromRadical);
const BY_OVERRIDE: ReadonlyMap<string, ResourceElement> = new Map(
  file.overrides.map((row): [string, ResourceElement] => [
    row.hanja,
    Object.freeze({ value: row.element, rule: `override: ${row.rule}`, disputed: row.alternative !== null, alternative: row.alternative }),
  ]),
);

/** The 자원오행 of `hanja` whose Kangxi radical is number `radical`: its override if it has one, else its radical's element. */
export function resourceElementBy(hanja: string, radical: number): ResourceElement {
  return BY_OVERRIDE.get(hanja) ?? BY_RADICAL[radical - 1] ?? NO_RESOURCE_ELEMENT;
}
