/**
 * 자원오행 (字源五行): the element of a hanja's meaning. A reviewed table of the
 * 214 Kangxi radicals gives the element of most characters; character
 * overrides (천간, 지지, numerals, and meanings such as 中 土, 亨 土) are read
 * first. Two schools (issue 48): `convention`, the default, is the element
 * Korean naming practice gives a radical where the published tables agree on
 * it (肉 虫 食 囗 水; 車 彳 耳 見 走 火 …) — what every 감명서 prints;
 * `classical` is this project's first table, from the classical reasons it
 * could cite (素問, 說文, 月令). Where they differ, each names the other as its
 * `alternative`; an element a published table gives a character besides
 * both joins its `alternatives` (`disputes`). The data, its sources and its disputes:
 * data/name/resource-elements.json and data/name/REPORT.md.
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
  /** Every other reading the schools or published sources give (曺: 火 and 水), `alternative` first. */
  alternatives: Element[];
};

export const RESOURCE_SCHOOLS = {
  convention: 'the element Korean naming practice gives each radical where the published tables agree (data/name/sources/radical-conventions.tsv), and characters the printed analyses read by meaning (亨 土, 廷 木): what a 감명서 prints',
  classical: "this project's first table, from the classical reasons it could cite (素問, 說文, 月令); the convention's value as the alternative where they differ",
} as const;
export type ResourceSchool = keyof typeof RESOURCE_SCHOOLS;
export const RESOURCE_SCHOOL_NAMES = Object.keys(RESOURCE_SCHOOLS) as ResourceSchool[];
export const DEFAULT_RESOURCE_SCHOOL: ResourceSchool = 'convention';

interface RadicalRow {
  number: number;
  char: string;
  /** The convention's element (what the default school gives). */
  element: Element | null;
  alternative: Element | null;
  /** The classical school's element (this project's first table). */
  classical: Element | null;
  evidence: string;
}

interface OverrideRow {
  hanja: string;
  element: Element;
  alternative: Element | null;
  alternatives?: Element[];
  /** The classical school's element, or null where that school reads the character by its radical. */
  classical: Element | null;
  rule: '천간' | '지지' | '河圖 numeral' | 'meaning';
  evidence: string;
}

interface ResourceElementsFile {
  id: string;
  version: string;
  radicals: RadicalRow[];
  overrides: OverrideRow[];
  /** Characters a published table puts under an element neither school gives (scripts/name/applyRadicalConventions.ts): that element, marked as disputed. */
  disputes: Record<string, Element[]>;
}

const file = resourceElementsFile as ResourceElementsFile;

// The file is written by hand: check its shape once, so that a slip fails at load, not in an answer.
const isElement = (value: unknown): value is Element => (ELEMENTS as readonly unknown[]).includes(value);
if (file.radicals.length !== 214 || file.radicals.some((row, i) => row.number !== i + 1)) {
  throw new Error('data/name/resource-elements.json must list the 214 Kangxi radicals in order');
}
for (const row of [...file.radicals, ...file.overrides, ...Object.values(file.disputes).map((alternatives) => ({ element: null, alternative: null, classical: null, alternatives }))]) {
  const values = [row.element, row.alternative, row.classical, ...('alternatives' in row ? (row.alternatives ?? []) : [])];
  if (values.some((v) => v !== null && !isElement(v))) {
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
export const NO_RESOURCE_ELEMENT: ResourceElement = Object.freeze({ value: null, rule: null, disputed: false, alternative: null, alternatives: [] });

/** An answer with `value` and the other readings (the first is `alternative`). */
function answer(value: Element | null, rule: string, others: ReadonlyArray<Element | null>): ResourceElement {
  if (value === null) return NO_RESOURCE_ELEMENT;
  const alternatives = [...new Set(others.filter((e): e is Element => e !== null && e !== value))];
  return Object.freeze({ value, rule, disputed: alternatives.length > 0, alternative: alternatives[0] ?? null, alternatives });
}

function fromRadical(row: RadicalRow, school: ResourceSchool): ResourceElement {
  const reduced = REDUCED_FORMS[row.number];
  const value = school === 'convention' ? row.element : row.classical;
  return answer(value, `radical ${row.number} ${value}${reduced === undefined ? '' : ` (${reduced})`}${school === 'classical' ? ' classical' : ''}`, [row.alternative, row.element, row.classical]);
}

function fromOverride(row: OverrideRow, school: ResourceSchool, radical: RadicalRow | undefined): ResourceElement | undefined {
  // The classical school reads a character the convention overrides by meaning (亨, 廷, 曺) by its radical.
  if (school === 'classical' && row.classical === null) return undefined;
  const value = school === 'convention' ? row.element : row.classical!;
  return answer(value, `override: ${row.rule}`, [row.alternative, ...(row.alternatives ?? []), row.element, row.classical, school === 'classical' ? null : (radical?.classical ?? null)]);
}

const OVERRIDES: ReadonlyMap<string, OverrideRow> = new Map(file.overrides.map((row) => [row.hanja, row]));
const BY_RADICAL: Readonly<Record<ResourceSchool, readonly ResourceElement[]>> = {
  convention: file.radicals.map((row) => fromRadical(row, 'convention')),
  classical: file.radicals.map((row) => fromRadical(row, 'classical')),
};

/**
 * The 자원오행 of `hanja` whose Kangxi radical is number `radical`, by a school: its override if it has one, else its radical's
 * element; any element a published table gives it besides the schools' joins its alternatives.
 */
export function resourceElementBy(hanja: string, radical: number, school: ResourceSchool = DEFAULT_RESOURCE_SCHOOL): ResourceElement {
  const override = OVERRIDES.get(hanja);
  const byOverride = override === undefined ? undefined : fromOverride(override, school, file.radicals[radical - 1]);
  const chosen = byOverride ?? BY_RADICAL[school][radical - 1] ?? NO_RESOURCE_ELEMENT;
  const disputes = file.disputes[hanja];
  return disputes === undefined || chosen.value === null ? chosen : answer(chosen.value, chosen.rule!, [...chosen.alternatives, ...disputes]);
}
