/**
 * Whether a character's meaning suits a given name, for the recommender only:
 * the gloss of the reading it has in the name (the court's, else the
 * dictionary's Korean one) against this project's reviewed word lists
 * (data/name/name-meanings.json). The word count of a dictionary says how
 * familiar a character is, not whether a parent would give it (試 시험, 刀 칼
 * are familiar); these lists say that.
 */
import meaningsFile from '../../../data/name/name-meanings.json' with { type: 'json' };
import type { NameHanjaRecord } from '../../hanja/types.js';

interface NameMeaningsFile {
  id: string;
  version: string;
  rule: string;
  good: string[];
  avoid: string[];
  avoidCharacters: Array<{ hanja: string; why: string }>;
}
const file = meaningsFile as unknown as NameMeaningsFile;
const GOOD = new Set(file.good);
const AVOID = new Set(file.avoid);
const AVOID_CHARACTERS = new Set(file.avoidCharacters.map((c) => c.hanja));

export const NAME_MEANINGS_VERSION = `${file.id}@${file.version}`;
export const NAME_MEANINGS_RULE = file.rule;

export type NameMeaning = { gloss: string[]; good: boolean; avoid: boolean };

export function nameMeaningOf(record: NameHanjaRecord, reading: string): NameMeaning {
  const gloss = record.meanings[reading] ?? (record.meaningLang === 'ko' && record.meaning !== null ? record.meaning.split(/,\s*/) : []);
  return { gloss, good: gloss.some((w) => GOOD.has(w)), avoid: AVOID_CHARACTERS.has(record.hanja) || gloss.some((w) => AVOID.has(w)) };
}
