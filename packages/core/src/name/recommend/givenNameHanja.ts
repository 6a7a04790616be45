/**
 * The hanja Korean families write for a given-name syllable, most customary
 * first (data/name/given-name-hanja.json, scripts/name/buildGivenNameHanja.ts:
 * two independent reviews and the names of real people). A recommendation
 * offers only these for a syllable, unless the caller fixes a character
 * (issue 47): a character is offered only under a reading it is given in
 * names, only for the sex whose names it is written in, and a character read
 * with the syllable only by the 두음법칙 (利 written 이) only at the start of
 * the given name.
 */
import { isArgsObject } from '../../args.js';
import tableFile from '../../../data/name/given-name-hanja.json' with { type: 'json' };
import { nameHanja } from '../../hanja/index.js';
import type { Sex } from './namePool.js';

type Entry = [hanja: string, sex: 'm' | 'f' | 'b', hun: string, people: number];
interface TableFile {
  id: string;
  version: string;
  rule: string;
  syllables: Record<string, Entry[]>;
}
const table = tableFile as unknown as TableFile;

export const GIVEN_NAME_HANJA_VERSION = `${table.id}@${table.version}`;
export const GIVEN_NAME_HANJA_RULE = table.rule;

export type CustomaryChar = {
  hanja: string;
  /** Whose names it is written in: m, f or both. */
  sex: 'm' | 'f' | 'both';
  /** Its 훈 as a name certificate prints it (瑞 상서로울). */
  hun: string;
  /** People of the evidence who write it for the syllable. */
  people: number;
  /** Its place among the syllable's characters, 0 the most customary. */
  order: number;
  /** How customary, 1 for the first of the syllable down to 0.4 for the tenth and after. */
  share: number;
};

const SEX_WORD = { m: 'm', f: 'f', b: 'both' } as const;

const cache = new Map<string, readonly CustomaryChar[]>();

/**
 * `customaryChars({ syllable: '서', wordStart: false, sex: 'f' })`; the positional `customaryChars(syllable, wordStart, sex)` keeps working (deprecated:
 * the object names its fields).
 * The customary characters of a syllable in its place, for the sex asked (null:
 * any), most customary first; empty when the table has none for it.
 */
export function customaryChars(args: { syllable: string; wordStart: boolean; sex: Sex | null }): readonly CustomaryChar[];
/** @deprecated Positional form; use customaryChars({ syllable, wordStart, sex }). */
export function customaryChars(syllable: string, wordStart: boolean, sex: Sex | null): readonly CustomaryChar[];
export function customaryChars(first: unknown, wordStart?: unknown, sex?: unknown): readonly CustomaryChar[] {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return customaryCharsPositional(o.syllable as string, o.wordStart as boolean, o.sex as Sex | null);
  }
  return customaryCharsPositional(first as string, wordStart as boolean, sex as Sex | null);
}

function customaryCharsPositional(syllable: string, wordStart: boolean, sex: Sex | null): readonly CustomaryChar[] {
  const key = `${syllable}${wordStart ? '^' : ''}${sex ?? ''}`;
  let chars = cache.get(key);
  if (chars !== undefined) return chars;
  const entries = table.syllables[syllable] ?? [];
  chars = entries
    .map(([hanja, s, hun, people], order): CustomaryChar => ({ hanja, sex: SEX_WORD[s], hun, people, order, share: Math.max(0.4, 1 - 0.0667 * order) }))
    // Away from the start of a name a character is read as written: one whose reading is the syllable only by the 두음법칙 does not fit.
    .filter((c) => wordStart || (nameHanja(c.hanja)?.readings.includes(syllable) ?? false))
    .filter((c) => sex === null || c.sex === 'both' || c.sex === sex);
  cache.set(key, chars);
  return chars;
}

/** A character's entry for a syllable whatever the sex (for a fixed character's 훈), or undefined. */
export function customaryEntry(syllable: string, hanja: string): CustomaryChar | undefined {
  return customaryChars(syllable, true, null).find((c) => c.hanja === hanja);
}

/** Whether the table has the syllable at all. */
export const hasCustomaryChars = (syllable: string): boolean => (table.syllables[syllable]?.length ?? 0) > 0;
