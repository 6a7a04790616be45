/**
 * Assembles the records of data/hanja/name-hanja.json: one per court
 * character that has a Unicode code point, from the merged court entry,
 * Unihan, the libhangul snapshot and the reviewed stroke overrides.
 */
import { wordInitialForm } from '../../packages/core/src/hangul.js';
import { nameReadingOf } from '../../packages/core/src/hanja/nameReading.js';
import type { CourtEntry } from './court.js';
import type { FamilyCount } from './families.js';
import { glossFromComment } from './libhangul.js';
import type { HanjaTxtLine } from './libhangul.js';
import type { StrokeOverride } from './overrides.js';
import { candidateStrokes, chooseRadical, formulaStrokes } from './strokes.js';
import type { RadicalStrokeTable, StrokeFacts, StrokeReading } from './strokes.js';
import type { MeaningSource, NameHanjaRecord } from '../../packages/core/src/hanja/types.js';
import type { RadicalBasis, RadicalCandidates } from './strokes.js';
import { firstTotalStrokes, traditionalTotalStrokes } from './unihan.js';
import type { RadicalStroke, UnihanData, UnihanEntry } from './unihan.js';


export type { MeaningSource, NameHanjaRecord };

/** What the report needs besides the records. */
export interface RecordAudit {
  record: NameHanjaRecord;
  court: CourtEntry;
  radicalBasis: RadicalBasis;
  candidates: RadicalCandidates;
  chosenPair: RadicalStroke;
  /** What the rules give without an override row. */
  formula: number;
  reading: StrokeReading;
  /** The series count that decided between two court pairs (basis court-and-family). */
  family: FamilyCount | null;
  facts: StrokeFacts;
}

export interface RecordInputs {
  unihan: UnihanData;
  libhangul: Map<string, HanjaTxtLine[]>;
  overrides: Map<string, StrokeOverride>;
  /** The reading table's readings per character, default first. */
  tableReadings: (hanja: string) => readonly string[];
  /** How the court counts the components the character shares with its phonetic series (families.ts). */
  familyCounts: (hanja: string) => FamilyCount[];
}

export function formatCodePoint(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

const pairText = (p: RadicalStroke) => `${p.radical}+${p.residual}`;

/**
 * The full-form stroke count of each Kangxi radical: kTotalStrokes of its
 * unified ideograph (CJKRadicals.txt), unless the override table has a row for
 * that ideograph; and that ideograph's kTotalStrokes first value, which the
 * written count of a character filed under it is made of.
 */
export function fullFormTable(unihan: UnihanData, overrides: Map<string, StrokeOverride>): RadicalStrokeTable {
  const field = (radical: number): string => {
    const cp = unihan.radicalIdeograph.get(radical);
    if (cp === undefined) throw new Error(`no ideograph for Kangxi radical ${radical}`);
    const value = unihan.entries.get(cp)?.totalStrokesField;
    if (value === undefined || value === null) throw new Error(`no kTotalStrokes for radical ideograph ${formatCodePoint(cp)}`);
    return value;
  };
  return {
    full: (radical) => {
      const override = overrides.get(String.fromCodePoint(unihan.radicalIdeograph.get(radical) ?? 0));
      return override !== undefined ? override.strokes : traditionalTotalStrokes(field(radical));
    },
    writtenFull: (radical) => firstTotalStrokes(field(radical)),
  };
}

/** 두음법칙 forms of the court's readings that the court does not list itself. */
export function initialReadingsOf(readings: readonly string[]): string[] {
  const extra: string[] = [];
  for (const r of readings) {
    const initial = wordInitialForm(r);
    if (initial !== r && !readings.includes(initial) && !extra.includes(initial)) extra.push(initial);
  }
  return extra;
}

function courtMeanings(court: CourtEntry): Record<string, string[]> {
  const meanings: Record<string, string[]> = {};
  for (const reading of court.readings) {
    const glosses = court.glosses.filter((g) => g.readings.includes(reading)).map((g) => g.gloss);
    const unique = [...new Set(glosses)];
    if (unique.length > 0) meanings[reading] = unique;
  }
  return meanings;
}

function meaningOf(
  court: CourtEntry,
  meanings: Record<string, string[]>,
  lines: readonly HanjaTxtLine[],
  entry: UnihanEntry,
): Pick<NameHanjaRecord, 'meaning' | 'meaningLang' | 'meaningSource'> {
  // The court's gloss of the first reading that has one.
  for (const reading of court.readings) {
    const gloss = meanings[reading]?.[0];
    if (gloss !== undefined) return { meaning: gloss, meaningLang: 'ko', meaningSource: 'court' };
  }
  // libhangul: the line of the first court reading that has a gloss, then any line.
  const known = [...new Set([...court.readings, ...lines.map((l) => l.reading)])];
  const ranked = [
    ...court.readings.flatMap((r) => lines.filter((l) => l.reading === r)),
    ...lines.filter((l) => !court.readings.includes(l.reading)),
  ];
  for (const line of ranked) {
    const gloss = glossFromComment(line.comment, known);
    if (gloss !== null) return { meaning: gloss, meaningLang: 'ko', meaningSource: 'libhangul' };
  }
  if (entry.definition !== null) return { meaning: entry.definition, meaningLang: 'en', meaningSource: 'unihan' };
  return { meaning: null, meaningLang: null, meaningSource: null };
}

function disputeNote(candidates: RadicalCandidates, chosen: RadicalStroke, reading: StrokeReading, family: FamilyCount | null): string {
  const parts: string[] = [];
  if (family !== null) parts.push(familyText(family));
  if (reading.rule === 'radical-itself') {
    return `written as the reduced form of its radical: ${reading.strokes} as written, more when the full radical is counted`;
  }
  if (reading.rule === 'written-count' && reading.shape === 'larger') {
    parts.push(`its radical is written 氺 (5 strokes): ${reading.strokes} as written, ${reading.formula} counting it as 水 4`);
  } else if (reading.rule === 'written-count' && reading.shape === 'reduced') {
    parts.push(`the written count with the radical restored gives ${reading.strokes}, the residual of its classification ${reading.formula}`);
  }
  if (reading.unconfirmed !== null) {
    parts.push(`kTotalStrokes gives ${reading.unconfirmed.floor} with the radical restored, the Adobe-Japan1 glyph ${reading.unconfirmed.glyphStrokes} as written (the mainland glyph writes a longer component)`);
  }
  if (candidates.court.length > 1) parts.push(`the court files it under ${candidates.court.map(pairText).join(' and ')}`);
  else if (candidates.court.length === 1) parts.push(`court ${pairText(candidates.court[0]!)}`);
  parts.push(`Unihan kRSUnicode ${candidates.unicode.map(pairText).join(' / ')}`);
  if (candidates.kangXi !== null) parts.push(`kRSKangXi ${pairText(candidates.kangXi)}`);
  return `${parts.join('; ')}; counted as ${pairText(chosen)}`;
}

export function familyText(f: FamilyCount): string {
  return `the court files the other characters of its phonetic series (kPhonetic ${f.phoneticClass}) with ${f.residual} residual strokes: ${f.members.length} of ${f.filed} single filings (${f.members.join('')})`;
}

/**
 * Between two court pairs, the one consistent with the written count as
 * written in Korea:
 * 1. the preferred court pair (chooseRadical), unless its count falls below
 *    Unihan's written count while another court pair's does not (政 66+5, not 66+4);
 * 2. then, where the court also files the character on the same radical with
 *    more residual strokes and that is how it counts the component in its
 *    series' single filings, that pair (暑 72+9: 者 is 9 in 諸 堵 睹 赭 箸 …).
 *    The series only ever raises the count: it is a floor, like the written count.
 */
function choosePair(
  candidates: RadicalCandidates,
  facts: StrokeFacts,
  table: RadicalStrokeTable,
  families: readonly FamilyCount[],
): { pair: RadicalStroke; basis: RadicalBasis; family: FamilyCount | null } {
  let chosen: { pair: RadicalStroke; basis: RadicalBasis } = chooseRadical(candidates);
  const reading = formulaStrokes(chosen.pair, facts, table);
  if (reading.rule === 'written-count' || reading.unconfirmed !== null) {
    const consistent = candidates.court.find((p) => {
      const other = formulaStrokes(p, facts, table);
      return p.residual > 0 && other.rule === 'radical-full-form' && other.unconfirmed === null && other.floor !== null;
    });
    if (consistent !== undefined) chosen = { pair: consistent, basis: 'court-and-written-count' };
  }
  for (const family of families) {
    const higher = candidates.court.find((p) => p.radical === chosen.pair.radical && p.residual === family.residual && p.residual > chosen.pair.residual);
    if (higher !== undefined) return { pair: higher, basis: 'court-and-family', family };
  }
  return { ...chosen, family: null };
}

export function buildRecord(court: CourtEntry, inputs: RecordInputs, table: RadicalStrokeTable): RecordAudit {
  const hanja = String.fromCodePoint(court.codePoint);
  const entry = inputs.unihan.entries.get(court.codePoint);
  if (entry === undefined || entry.rsUnicode.length === 0) throw new Error(`${hanja} has no Unihan radical`);
  if (entry.rsUnicode.some((v) => v.simplified)) throw new Error(`${hanja}: kRSUnicode names a simplified radical`);
  if (entry.totalStrokesField === null) throw new Error(`${hanja} has no kTotalStrokes`);

  const candidates: RadicalCandidates = {
    court: court.radicalPairs,
    unicode: entry.rsUnicode.map(({ radical, residual }) => ({ radical, residual })),
    kangXi: entry.rsKangXi,
  };
  const facts: StrokeFacts = {
    written: traditionalTotalStrokes(entry.totalStrokesField),
    writtenFirst: firstTotalStrokes(entry.totalStrokesField),
    numeric: entry.primaryNumeric,
    adobeForms: entry.adobeForms,
    courtPairs: court.radicalPairs,
  };
  const { pair, basis, family } = choosePair(candidates, facts, table, inputs.familyCounts(hanja));
  const reading = formulaStrokes(pair, facts, table);
  const override = inputs.overrides.get(hanja);
  if (override !== undefined && override.formulaStrokes !== reading.strokes) {
    throw new Error(
      `stroke-overrides.tsv:${override.line}: ${hanja} was reviewed against formula ${override.formulaStrokes}, the rules now give ${reading.strokes}; review the row again`,
    );
  }
  const strokes = override?.strokes ?? reading.strokes;
  const values = candidateStrokes(reading, candidates, facts, table);
  const disputed = values.length > 1
    ? { note: disputeNote(candidates, pair, reading, family), values: [strokes, ...values.filter((v) => v !== strokes)] }
    : null;


  const radicalCp = inputs.unihan.radicalIdeograph.get(pair.radical)!;
  const meanings = courtMeanings(court);
  const record: NameHanjaRecord = {
    hanja,
    codePoint: formatCodePoint(court.codePoint),
    readings: [...court.readings],
    initialReadings: initialReadingsOf(court.readings),
    nameReading: nameReadingOf(court.readings, inputs.tableReadings(hanja)),
    ...meaningOf(court, meanings, inputs.libhangul.get(hanja) ?? [], entry),
    meanings,
    radical: { number: pair.radical, char: String.fromCodePoint(radicalCp), strokes: table.full(pair.radical) },
    residualStrokes: pair.residual,
    strokesWritten: facts.written,
    strokes,
    strokesRule: override === undefined ? reading.rule : 'override',
    disputed,
  };
  return { record, court, radicalBasis: basis, candidates, chosenPair: pair, formula: reading.strokes, reading, family, facts };
}
