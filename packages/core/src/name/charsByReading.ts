/**
 * The name-usable hanja of one hangul reading (GET /v1/name/chars?reading=철):
 * for a name typed in hangul, the characters to choose from for each
 * syllable. A character matches when one of the court's readings is the
 * syllable, or is written so at the start of a name (the 두음법칙: 이 finds
 * 李 and 利, whose readings are 리). Most used first: by how many words of
 * libhangul's hanja dictionary read the character with that reading
 * (data/hanja/name-hanja-usage.json, scripts/buildNameHanjaUsage.ts), then by
 * code point.
 */
import { isArgsObject } from '../args.js';
import usageFile from '../../data/hanja/name-hanja-usage.json' with { type: 'json' };
import { TojeongError } from '../errors.js';
import { DICTIONARY_VERSION, nameHanjaRecords } from '../hanja/dictionary.js';
import { READING_TABLE_VERSION } from '../hanja/reading.js';
import { CALC_SOURCE } from '../version.js';
import { isHangulSyllable, wordInitialForm } from '../hangul.js';
import type { NameHanjaRecord } from '../hanja/types.js';
import { type Element, phoneticElement } from '../elements/index.js';

interface UsageFile {
  id: string;
  version: string;
  counts: Record<string, Record<string, number>>;
}
const usage = usageFile as unknown as UsageFile;

/** The most a page holds; the longest lists (구, 기) have about 115 characters, so one page holds any reading. */
export const CHARS_PAGE_MAX = 200;

/** The largest offset: past the whole name-usable list (9,104 characters), so no list of one reading is cut short by it. */
export const CHARS_OFFSET_MAX = 10_000;

export type NameCharOfReading = {
  hanja: string;
  codePoint: string;
  /** The court's reading that matched: the syllable itself, or the reading it is the 두음법칙 form of (李 리 for 이). */
  reading: string;
  /** Every reading the court allows, and the one a name gives it when none is sent. */
  readings: string[];
  nameReading: string | null;
  meaning: string | null;
  meaningLang: NameHanjaRecord['meaningLang'];
  /** 원획 (what 성명학 counts) and the strokes as written. */
  strokes: number;
  strokesWritten: number;
  /** The 발음오행 of the syllable as written in the name, in each school. */
  elements: { unhae: Element; haerye: Element };
  /** Word lines of libhangul's hanja dictionary that read the character with `reading`. */
  words: number;
};

export type NameCharsAnswer = {
  reading: string;
  total: number;
  offset: number;
  limit: number;
  chars: NameCharOfReading[];
  /** calc and readingTable: every calculation answer names the library and the reading table (issue 39). */
  source: { calc: string; dictionary: string; readingTable: string; usage: string };
};

let index: Map<string, Array<{ record: NameHanjaRecord; reading: string; words: number }>> | undefined;

/** Syllable → its characters in order, built on first use. */
function charsIndex(): typeof index & object {
  if (index) return index;
  index = new Map();
  for (const record of nameHanjaRecords()) {
    const seen = new Set<string>();
    // A reading that is the syllable itself comes before one that is written so only at a name's start (李 이 before 리).
    const matches: Array<[string, string]> = [
      ...record.readings.map((r): [string, string] => [r, r]),
      ...record.readings.map((r): [string, string] => [wordInitialForm(r), r]),
    ];
    for (const [syllable, reading] of matches) {
      if (seen.has(syllable)) continue;
      seen.add(syllable);
      const list = index.get(syllable) ?? [];
      list.push({ record, reading, words: usage.counts[record.hanja]?.[reading] ?? 0 });
      index.set(syllable, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words - a.words || a.record.hanja.codePointAt(0)! - b.record.hanja.codePointAt(0)!);
  return index;
}

/** A character read as `syllable`, with the court reading that matched and its word count. */
export type SyllableChar = { readonly record: NameHanjaRecord; readonly reading: string; readonly words: number };

/**
 * The name-usable hanja written `syllable` in a name, most used first: the
 * index GET /v1/name/chars pages through (the recommender reads it whole).
 * `wordStart` false keeps only characters whose court reading is the syllable
 * itself (inside a word the 두음법칙 does not apply: 李 is 리 there, not 이).
 */
export function nameCharsOfSyllable(syllable: string, wordStart: boolean): readonly SyllableChar[] {
  const all = charsIndex().get(syllable) ?? [];
  return wordStart ? all : all.filter((c) => c.reading === syllable);
}

/**
 * `nameCharsByReading({ reading: '철', offset: 0, limit: 20 })`; the positional `nameCharsByReading(reading, options)` keeps working (deprecated:
 * the object names its fields).
 * The name-usable hanja read `reading` (one hangul syllable), most used first; `offset` and `limit` page the list.
 */
export function nameCharsByReading(args: { reading: string; offset?: number; limit?: number }): NameCharsAnswer;
/** @deprecated Positional form; use nameCharsByReading({ reading, offset, limit }). */
export function nameCharsByReading(reading: string, options?: { offset?: number; limit?: number }): NameCharsAnswer;
export function nameCharsByReading(first: unknown, options?: unknown): NameCharsAnswer {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return nameCharsByReadingPositional(o.reading as string, { offset: o.offset, limit: o.limit } as { offset?: number; limit?: number });
  }
  return nameCharsByReadingPositional(first as string, options as { offset?: number; limit?: number });
}

function nameCharsByReadingPositional(reading: string, options: { offset?: number; limit?: number } = {}): NameCharsAnswer {
  if (typeof reading !== 'string' || !isHangulSyllable(reading)) {
    throw new TojeongError('BAD_INPUT', {
      en: `reading must be one hangul syllable (철, 이), got ${JSON.stringify(reading)}`,
      ko: `reading에는 한글 한 음절(철, 이)을 주세요. 받은 값: ${JSON.stringify(reading)}`,
    });
  }
  const offset = options.offset ?? 0;
  const limit = options.limit ?? CHARS_PAGE_MAX;
  if (!Number.isInteger(offset) || offset < 0 || offset > CHARS_OFFSET_MAX) {
    throw new TojeongError('BAD_INPUT', {
      en: `offset must be a whole number from 0 to ${CHARS_OFFSET_MAX}, got ${offset}`,
      ko: `offset은 0에서 ${CHARS_OFFSET_MAX} 사이의 정수여야 합니다. 받은 값: ${offset}`,
    });
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > CHARS_PAGE_MAX) {
    throw new TojeongError('BAD_INPUT', {
      en: `limit must be a whole number from 1 to ${CHARS_PAGE_MAX}, got ${limit}`,
      ko: `limit은 1에서 ${CHARS_PAGE_MAX} 사이의 정수여야 합니다. 받은 값: ${limit}`,
    });
  }
  const all = charsIndex().get(reading) ?? [];
  const elements = { unhae: phoneticElement(reading, 'unhae'), haerye: phoneticElement(reading, 'haerye') };
  return {
    reading,
    total: all.length,
    offset,
    limit,
    chars: all.slice(offset, offset + limit).map(({ record, reading: matched, words }) => ({
      hanja: record.hanja,
      codePoint: record.codePoint,
      reading: matched,
      readings: record.readings,
      nameReading: record.nameReading,
      meaning: record.meanings[matched]?.join(', ') ?? record.meaning,
      meaningLang: record.meanings[matched] ? 'ko' : record.meaningLang,
      strokes: record.strokes,
      strokesWritten: record.strokesWritten,
      elements,
      words,
    })),
    source: { calc: CALC_SOURCE, dictionary: DICTIONARY_VERSION, readingTable: READING_TABLE_VERSION, usage: `${usage.id}@${usage.version}` },
  };
}
