export {
  analyzeName,
  ARRANGEMENTS,
  JUDGED_GRIDS,
  NAME_PART_LENGTHS,
  NAME_PARTS,
  normalizeNameInput,
  PARITIES,
  READING_SOURCES,
  type AnalyzeInput,
  type AnalyzeResult,
  type Arrangement,
  type CharResult,
  type GridResult,
  type NameCharInput,
  type NamePart,
  type NamePartInput,
  type NormalizedInput,
  type Parity,
  type ReadingSource,
} from './analyze.js';
export { fiveGrids, fourGrids, type FiveGrids, type FourGrids } from './gyeok.js';
export { number81, NUMBERS81_VERSION, RATINGS, wrap81, type Number81, type Rating } from './numbers81.js';
export {
  DEFAULT_PHONETIC_SCHOOL,
  ELEMENTS,
  PHONETIC_SCHOOL_RULES,
  PHONETIC_SCHOOLS,
  phoneticElement,
  relation,
  RELATIONS,
  type Element,
  type PhoneticSchool,
  type Relation,
} from './phoneticElements.js';
export { GRADE_BANDS, RATING_SHARE, SCORE_WEIGHTS, SCORED_PARTS, scoreName, VERDICT_SHARE, VERDICTS, type ScoredPart, type Verdict } from './score.js';
export { SURNAMES_VERSION, surnameReading } from './surnames.js';
export { nameAnalysisAnswer, type NameAnalysisAnswer, type NameAnalysisSource } from './analysisAnswer.js';
export { CHARS_OFFSET_MAX, CHARS_PAGE_MAX, nameCharsByReading, type NameCharOfReading, type NameCharsAnswer } from './charsByReading.js';
