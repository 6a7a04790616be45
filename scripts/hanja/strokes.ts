/**
 * The stroke count of name numerology (성명학의 원획, "original strokes"): a
 * radical written in a reduced form counts with the strokes of its full form
 * (氵 as 水 4, 艹 as 艸 6, 阝 on the right as 邑 7, on the left as 阜 8, …),
 * the numerals 一…十 count their value, and a character that is itself a
 * radical keeps its written count (王 4, 月 4). Everything here is pure.
 */
import { type AdobeRadicalForm, type RadicalStroke, samePair } from './unihan.js';

import type { StrokesRule } from '../../packages/core/src/hanja/types.js';

export type { StrokesRule };

/** Which sources the chosen radical/residual pair rests on. */
export type RadicalBasis =
  /** A court pair equal to the Kangxi Dictionary's position (kRSKangXi). */
  | 'court-and-kangxi'
  /** A court pair equal to Unicode's primary kRSUnicode value (and not to kRSKangXi). */
  | 'court-and-unicode'
  /** The preferred court pair falls below the written count; another court pair does not. */
  | 'court-and-written-count'
  /**
   * The court files the character under two residuals; the higher is the one
   * the court gives the shared component in its series' single filings (暑 72+9, 者 as 9).
   */
  | 'court-and-family'
  /** A court pair equal only to a secondary kRSUnicode value. */
  | 'court-and-unicode-secondary'
  /** No court pair matches Unihan: Unihan's primary kRSUnicode value is taken. */
  | 'unicode-over-court'
  /** The court snapshot gives no radical for the character, or only a private code's pairs that Unihan does not confirm (慜, 冕). */
  | 'unicode-only';

export interface RadicalCandidates {
  court: RadicalStroke[];
  /** kRSUnicode values, primary first, simplified-radical values already removed. */
  unicode: RadicalStroke[];
  kangXi: RadicalStroke | null;
}


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
  /** kTotalStrokes' first value: the mainland count (阝 2, 辶 艹 3), for the written-count floor. */
  writtenFirst: number;
  /** Unihan kPrimaryNumeric, when the character is a numeral. */
  numeric: number | null;
  /** How Adobe-Japan1's glyphs write the radical (kRSAdobe_Japan1_6). */
  adobeForms: readonly AdobeRadicalForm[];
  /** The court's radical/residual pairs: where no glyph says, they tell how the radical is written. */
  courtPairs: readonly RadicalStroke[];
}

/** Strokes of a radical's full form (its unified ideograph), by Kangxi radical number. */
export type FullFormStrokes = (radical: number) => number;

/** The full form's strokes as 원획 counts them, and as kTotalStrokes' first value counts them. */
export interface RadicalStrokeTable {
  full: FullFormStrokes;
  /** kTotalStrokes' first value of the radical's ideograph (鬼 9, 龜 17: the mainland counts the written count is made of). */
  writtenFull: FullFormStrokes;
}

/**
 * The reduced forms that change a radical's stroke count, with their strokes
 * as kTotalStrokes' first value counts them (阝 2, 辶 艹 3: the mainland
 * count). 月 here is the flesh radical ⺼, not 月 the moon (74).
 */
export const REDUCED_FORMS: Readonly<Record<number, { form: string; strokes: number }>> = {
  61: { form: '忄', strokes: 3 },
  64: { form: '扌', strokes: 3 },
  85: { form: '氵', strokes: 3 },
  94: { form: '犭', strokes: 3 },
  96: { form: '王', strokes: 4 },
  113: { form: '礻', strokes: 4 },
  122: { form: '罒', strokes: 5 },
  125: { form: '耂', strokes: 4 },
  130: { form: '月', strokes: 4 },
  140: { form: '艹', strokes: 3 },
  145: { form: '衤', strokes: 5 },
  162: { form: '辶', strokes: 3 },
  163: { form: '阝', strokes: 2 },
  170: { form: '阝', strokes: 2 },
};

/** 氺: the one radical form written with more strokes than its full form (泰 求 滕). */
export const LARGER_FORMS: Readonly<Record<number, { form: string; strokes: number }>> = {
  85: { form: '氺', strokes: 5 },
};

/**
 * How the character writes its radical: `full`, `reduced` (氵 艹 阝 …),
 * `larger` (氺), or `unknown` when the radical has a reduced form and no
 * source says which the character shows.
 */
export type RadicalShape = 'full' | 'reduced' | 'larger' | 'unknown';

export function radicalShape(pair: RadicalStroke, facts: StrokeFacts, table: RadicalStrokeTable): RadicalShape {
  const larger = LARGER_FORMS[pair.radical];
  const reduced = REDUCED_FORMS[pair.radical];
  const glyphs = facts.adobeForms.filter((g) => g.radical === pair.radical);
  const glyph = glyphs.find((g) => !g.variant) ?? glyphs[0];
  // The written count less the residual is the radical as written: 泰 10 − 5 = 5 is 氺.
  if (larger !== undefined && (glyph?.formStrokes === larger.strokes || facts.writtenFirst - pair.residual === larger.strokes)) return 'larger';
  if (reduced === undefined) return 'full';
  if (glyph !== undefined) return glyph.formStrokes < table.full(pair.radical) ? 'reduced' : 'full';
  return shapeFromCourt(pair.radical, facts, table);
}

/** The strokes the radical takes as written, by each court filing under it: the written count less the court's residual. */
export function courtRadicalAsWritten(radical: number, facts: StrokeFacts): number[] {
  return facts.courtPairs.filter((p) => p.radical === radical).map((p) => facts.writtenFirst - p.residual);
}

/**
 * Without an Adobe-Japan1 glyph, the court's own filing tells how the radical
 * is written when the written count less the court's residual is exactly the
 * reduced form (迬: 8 − 162+5 leaves 辶 3) or the full form (忎: 7 − 61+3
 * leaves 心 4, written below in full). Anything else stays unknown.
 */
function shapeFromCourt(radical: number, facts: StrokeFacts, table: RadicalStrokeTable): RadicalShape {
  const asWritten = courtRadicalAsWritten(radical, facts);
  if (asWritten.includes(REDUCED_FORMS[radical]!.strokes)) return 'reduced';
  if (asWritten.includes(table.writtenFull(radical))) return 'full';
  return 'unknown';
}

/** How a 원획 came about, for the record and the report. */
export interface StrokeReading {
  strokes: number;
  rule: Exclude<StrokesRule, 'override'>;
  shape: RadicalShape | null;
  /** The full-form count (radical strokes + residual), before the written-count floor. */
  formula: number;
  /** The least the written count allows, or null when no floor applies. */
  floor: number | null;
  /**
   * A floor above the formula that was not applied because the glyph
   * Adobe-Japan1 gives the code point counts fewer strokes (毒: kTotalStrokes 9
   * writes the mainland 母, the glyph 8 writes 毋): the sources disagree.
   */
  unconfirmed: { floor: number; glyphStrokes: number } | null;
}

/**
 * The 원획 the rules give for one radical/residual reading of a character.
 *
 * 1. 一 … 十 count their value.
 * 2. A character that is a radical or its reduced form (residual 0 or less)
 *    keeps its written count (王 4, 水 4, 月 4).
 * 3. Otherwise the radical's full form plus the residual (洪 = 水 4 + 6) —
 *    but never less than the written count with the radical restored:
 *    a radical written in full gives at least the written count (政 9, not
 *    攴 4 + Unihan's residual 4); a reduced form gives at least the written
 *    count − the reduced form + the full form (流 10 − 氵 3 + 水 4 = 11); 氺
 *    gives at least the written count (泰 10). Residuals follow Chinese glyphs
 *    in places (此 肅 㐬 counted one short); the written count does not.
 *    kTotalStrokes is the mainland count, though, and some components are
 *    longer there (强 for 強, 母 for 毋): a floor is applied only when the
 *    glyph Adobe-Japan1 gives the code point is not shorter (or gives none).
 */
export function formulaStrokes(pair: RadicalStroke, facts: StrokeFacts, table: RadicalStrokeTable): StrokeReading {
  const none = { shape: null, floor: null, unconfirmed: null };
  // 一 … 十 are the only characters whose kPrimaryNumeric is 1 … 10.
  if (facts.numeric !== null && Number.isInteger(facts.numeric) && facts.numeric >= 1 && facts.numeric <= 10) {
    return { strokes: facts.numeric, rule: 'numeral-value', formula: facts.numeric, ...none };
  }
  // Residual 0 (水, 月, 金) or negative (王 = 玉 less one stroke): the
  // character is the radical or its reduced form, written as it stands.
  if (pair.residual <= 0) return { strokes: facts.written, rule: 'radical-itself', formula: facts.written, ...none };
  const full = table.full(pair.radical);
  const formula = full + pair.residual;
  const shape = radicalShape(pair, facts, table);
  const glyphs = facts.adobeForms.filter((g) => g.radical === pair.radical && !g.variant);
  const glyph = glyphs[0];
  let floor: number | null = null;
  let confirmed = true;
  if (shape === 'reduced') {
    floor = facts.writtenFirst - REDUCED_FORMS[pair.radical]!.strokes + full;
    confirmed = glyph === undefined || glyph.residual >= floor - full;
  } else if (shape === 'larger') {
    floor = facts.writtenFirst;
  } else if (shape === 'full') {
    // An override that shortens the radical (龜 16, not 17) shortens what the written count holds.
    floor = facts.writtenFirst + Math.min(0, full - table.writtenFull(pair.radical));
    confirmed = glyph === undefined || glyph.formStrokes + glyph.residual >= facts.writtenFirst;
  }
  if (floor === null || floor <= formula) return { strokes: formula, rule: 'radical-full-form', shape, formula, floor, unconfirmed: null };
  if (!confirmed) {
    const glyphStrokes = glyph!.formStrokes + glyph!.residual;
    return { strokes: formula, rule: 'radical-full-form', shape, formula, floor: null, unconfirmed: { floor, glyphStrokes } };
  }
  return { strokes: floor, rule: 'written-count', shape, formula, floor, unconfirmed: null };
}

/**
 * The distinct 원획 values the sources allow, the chosen one first: every
 * candidate pair's value, the full-form count where the written-count floor
 * raised a reduced or 氺 radical (schools that count only the residual), the
 * floor a glyph count did not confirm, and
 * the full radical for a character that is a reduced radical itself (王 4/5).
 */
export function candidateStrokes(
  chosen: StrokeReading,
  candidates: RadicalCandidates,
  facts: StrokeFacts,
  table: RadicalStrokeTable,
): number[] {
  const others = new Set<number>();
  const pairs = [...candidates.court, ...candidates.unicode, ...(candidates.kangXi === null ? [] : [candidates.kangXi])];
  for (const pair of pairs) others.add(formulaStrokes(pair, facts, table).strokes);
  if (chosen.rule === 'written-count' && (chosen.shape === 'reduced' || chosen.shape === 'larger')) others.add(chosen.formula);
  if (chosen.unconfirmed !== null) others.add(chosen.unconfirmed.floor);
  if (chosen.rule === 'radical-itself') {
    for (const pair of pairs) {
      const full = table.full(pair.radical);
      if (facts.written < full) others.add(full);
    }
  }
  others.delete(chosen.strokes);
  return [chosen.strokes, ...[...others].sort((a, b) => a - b)];
}
