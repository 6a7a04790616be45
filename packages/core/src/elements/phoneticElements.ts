/**
 * 발음오행: the initial consonant of each syllable's reading gives an element.
 * Two schools differ on ㅇㅎ and ㅁㅂㅍ:
 *   운해 (default): ㄱㅋ 木, ㄴㄷㄹㅌ 火, ㅇㅎ 土, ㅅㅈㅊ 金, ㅁㅂㅍ 水;
 *   해례 (訓民正音解例): the same with ㅇㅎ 水 and ㅁㅂㅍ 土.
 * Tense consonants (ㄲ ㄸ ㅃ ㅆ ㅉ) take the element of their plain consonant.
 */
import { isArgsObject, refuse, shown } from '../args.js';
import { initialConsonant } from '../hangul.js';
import type { Element } from './elements.js';

/** The schools of 발음오행, the default first, each with its table in one line. */
export const PHONETIC_SCHOOL_RULES = {
  unhae: '운해: ㄱㅋ 木, ㄴㄷㄹㅌ 火, ㅇㅎ 土, ㅅㅈㅊ 金, ㅁㅂㅍ 水',
  haerye: '해례: ㄱㅋ 木, ㄴㄷㄹㅌ 火, ㅇㅎ 水, ㅅㅈㅊ 金, ㅁㅂㅍ 土',
} as const;
export type PhoneticSchool = keyof typeof PHONETIC_SCHOOL_RULES;
export const PHONETIC_SCHOOLS = Object.keys(PHONETIC_SCHOOL_RULES) as PhoneticSchool[];
export const DEFAULT_PHONETIC_SCHOOL: PhoneticSchool = 'unhae';

const UNHAE_GROUPS: ReadonlyArray<readonly [string, Element]> = [
  ['ㄱㅋㄲ', '木'],
  ['ㄴㄷㄹㅌㄸ', '火'],
  ['ㅇㅎ', '土'],
  ['ㅅㅈㅊㅆㅉ', '金'],
  ['ㅁㅂㅍㅃ', '水'],
];

const SWAPPED_IN_HAERYE: Partial<Record<Element, Element>> = { 土: '水', 水: '土' };

function elementTable(school: PhoneticSchool): ReadonlyMap<string, Element> {
  const table = new Map<string, Element>();
  for (const [consonants, element] of UNHAE_GROUPS) {
    const adopted = school === 'haerye' ? (SWAPPED_IN_HAERYE[element] ?? element) : element;
    for (const consonant of consonants) table.set(consonant, adopted);
  }
  return table;
}

const TABLES: Record<PhoneticSchool, ReadonlyMap<string, Element>> = {
  unhae: elementTable('unhae'),
  haerye: elementTable('haerye'),
};

const ELEMENT_CACHE: Record<PhoneticSchool, Map<string, Element>> = { unhae: new Map(), haerye: new Map() };

/**
 * `phoneticElement({ syllable: '민', school: 'unhae' })`; the positional `phoneticElement(syllable, school)` keeps working (deprecated:
 * the object names its fields).
 */
export function phoneticElement(args: { syllable: string; school: PhoneticSchool }): Element;
/** @deprecated Positional form; use phoneticElement({ syllable, school }). */
export function phoneticElement(syllable: string, school: PhoneticSchool): Element;
export function phoneticElement(first: unknown, school?: unknown): Element {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return phoneticElementPositional(o.syllable as string, o.school as PhoneticSchool);
  }
  return phoneticElementPositional(first as string, school as PhoneticSchool);
}

function phoneticElementPositional(syllable: string, school: PhoneticSchool): Element {
  if (!Object.hasOwn(ELEMENT_CACHE, school)) {
    refuse({ en: `phoneticElement takes a syllable and a school, ${Object.keys(ELEMENT_CACHE).join(' or ')}, e.g. phoneticElement({ syllable: '민', school: 'unhae' }); got school ${shown(school)}`, ko: `phoneticElement에는 음절과 학파(${Object.keys(ELEMENT_CACHE).join(', ')})를 주세요. 예: phoneticElement({ syllable: '민', school: 'unhae' }). 받은 학파: ${shown(school)}` });
  }
  const cache = ELEMENT_CACHE[school];
  let element = cache.get(syllable);
  if (element === undefined) {
    element = TABLES[school].get(initialConsonant(syllable))!;
    cache.set(syllable, element);
  }
  return element;
}
