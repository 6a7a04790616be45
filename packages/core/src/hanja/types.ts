/** The rules that give a character's 원획 (docs/name.md: GET /v1/name/char). */
export const STROKES_RULES = ['radical-full-form', 'written-count', 'numeral-value', 'radical-itself', 'override'] as const;
export type StrokesRule = (typeof STROKES_RULES)[number];

/** Where a meaning comes from: the court's gloss, else libhangul's, else Unihan's English definition. */
export const MEANING_SOURCES = ['court', 'libhangul', 'unihan'] as const;
export type MeaningSource = (typeof MEANING_SOURCES)[number];

export const MEANING_LANGS = ['ko', 'en'] as const;
export type MeaningLang = (typeof MEANING_LANGS)[number];

/**
 * One record of data/hanja/name-hanja.json, as the build writes it and the
 * service reads it: one character of the Supreme Court's list of name-usable
 * hanja (대법원 인명용 한자).
 */
export type NameHanjaRecord = {
  hanja: string;
  codePoint: string;
  /** Every reading the court allows, in its order (가나다); empty for 𥡴 U+25874, which the court lists without a reading. */
  readings: string[];
  /** Further forms the 두음법칙 allows at the start of a name. */
  initialReadings: string[];
  /**
   * The reading a name gives the character when the request sends none: of
   * the court's readings, the one the reading table ranks first (丁 정, 若 약,
   * 羅 라); null only when no source reads the character.
   */
  nameReading: string | null;
  /** 훈 (gloss) in Korean, or Unihan's English definition when no Korean one exists; null when no source has one. */
  meaning: string | null;
  meaningLang: MeaningLang | null;
  meaningSource: MeaningSource | null;
  /** The court's glosses per reading. */
  meanings: Record<string, string[]>;
  /** Kangxi radical: number, full form, and the full form's strokes. */
  radical: { number: number; char: string; strokes: number };
  /** Strokes outside the radical. */
  residualStrokes: number;
  /** Strokes as written (Unihan kTotalStrokes). */
  strokesWritten: number;
  /** Name-numerology stroke count (원획). */
  strokes: number;
  strokesRule: StrokesRule;
  /** Set when sources disagree on this character's 원획. */
  disputed: { note: string; values: number[] } | null;
};
