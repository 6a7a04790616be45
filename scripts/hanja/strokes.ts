/**
 * The stroke count of name numerology (성명학의 원획, "original strokes"): a
 * radical written in a reduced form counts with the strokes of its full form
 * (氵 as 水 4, 艹 as 艸 6, 阝 on the right as 邑 7, on the left as 阜 8, …),
 * the numerals 一…十 count their value, and a character that is itself a
 * radical keeps its written count (王 4, 月 4). Everything here is pure.
 */
import type { RadicalStroke } from './unihan.js';

import type { StrokesRule } from '../../src/hanja/types.js';

export type { StrokesRule };

/** Which sources the chosen radical/residual pair rests on. */
export type RadicalBasis =
  /** A court pair equal to the Kangxi Dictionary's position (kRSKangXi). */
  | 'court-and-kangxi'
  /** A court pair equal to Unicode's primary kRSUnicode value (and not to kRSKangXi). */
  | 'court-and-unicode'
  /** A court pair equal only to a secondary kRSUnicode value. */
  | 'court-and-unicode-secondary'
  /** No court pair matches Unihan: Unihan's primary kRSUnicode value is taken. */
  | 'unicode-over-court'
  /** The court snapshot gives no radical for the character. */
  | 'unicode-only';

export interface RadicalCandidates {
  court: RadicalStroke[];
  /** kRSUnicode values, primary first, simplified-radical values already removed. */
  unicode: RadicalStroke[];
  kangXi: RadicalStroke | null;
}

const samePair = (a: RadicalStroke, b: RadicalStroke) => a.radical === b.radical && a.residual === b.residual;

/**
 * The rule: the court's pair is used when Unihan confirms it. When the court
 * files a character under two pairs that Unihan both confirms (萬 under 禸+8
 * and 艸+9), the Kangxi Dictionary's placement wins, because 원획 is counted
 * from the 康熙字典's classification; then Unicode's primary value, then a
 * secondary one. A court pair nothing in Unihan confirms gives way to Unicode's
 * primary value, so every count rests on at least one Unihan classification.
 */
export function chooseRadical(c: RadicalCandidates): { pair: RadicalStroke; basis: RadicalBasis } {
  const primary = c.unicode[0];
  if (primary === undefined) throw new Error('no kRSUnicode value to classify the character');
  if (c.court.length === 0) return { pair: primary, basis: 'unicode-only' };
  const kangXi = c.kangXi;
  const byKangXi = kangXi === null ? undefined : c.court.find((p) => samePair(p, kangXi));
  if (byKangXi !== undefined) return { pair: byKangXi, basis: 'court-and-kangxi' };
  const byPrimary = c.court.find((p) => samePair(p, primary));
  if (byPrimary !== undefined) return { pair: byPrimary, basis: 'court-and-unicode' };
  const bySecondary = c.court.find((p) => c.unicode.slice(1).some((u) => samePair(p, u)));
  if (bySecondary !== undefined) return { pair: bySecondary, basis: 'court-and-unicode-secondary' };
  return { pair: primary, basis: 'unicode-over-court' };
}

export interface StrokeFacts {
  /** The character's written stroke count (Unihan kTotalStrokes, traditional value). */
  written: number;
  /** Unihan kPrimaryNumeric, when the character is a numeral. */
  numeric: number | null;
}

/** Strokes of a radical's full form (its unified ideograph), by Kangxi radical number. */
export type FullFormStrokes = (radical: number) => number;

/** The 원획 the rules give for one radical/residual reading of a character. */
export function formulaStrokes(
  pair: RadicalStroke,
  facts: StrokeFacts,
  fullForm: FullFormStrokes,
): { strokes: number; rule: Exclude<StrokesRule, 'override'> } {
  // 一 … 十 are the only characters whose kPrimaryNumeric is 1 … 10.
  if (facts.numeric !== null && Number.isInteger(facts.numeric) && facts.numeric >= 1 && facts.numeric <= 10) {
    return { strokes: facts.numeric, rule: 'numeral-value' };
  }
  // Residual 0 (水, 月, 金) or negative (王 = 玉 less one stroke): the
  // character is the radical or its reduced form, written as it stands.
  if (pair.residual <= 0) return { strokes: facts.written, rule: 'radical-itself' };
  return { strokes: fullForm(pair.radical) + pair.residual, rule: 'radical-full-form' };
}

/** The distinct 원획 values every candidate pair would give, the chosen one first. */
export function candidateStrokes(
  chosen: number,
  candidates: RadicalCandidates,
  facts: StrokeFacts,
  fullForm: FullFormStrokes,
): number[] {
  const values = [chosen];
  const pairs = [...candidates.court, ...candidates.unicode, ...(candidates.kangXi === null ? [] : [candidates.kangXi])];
  const others = new Set<number>();
  for (const pair of pairs) {
    const { strokes } = formulaStrokes(pair, facts, fullForm);
    if (strokes !== chosen) others.add(strokes);
  }
  values.push(...[...others].sort((a, b) => a - b));
  return values;
}
