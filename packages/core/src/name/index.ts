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
export { GRADE_BANDS, RATING_SHARE, SCORE_WEIGHTS, SCORED_PARTS, scoreBy, scoreName, VERDICT_SHARE, VERDICTS, type ScoreLine, type ScoredPart, type Verdict } from './score.js';
export { SURNAMES_VERSION, surnameReading } from './surnames.js';
export { nameAnalysisAnswer, type NameAnalysisAnswer, type NameAnalysisSource } from './analysisAnswer.js';
export { CHARS_OFFSET_MAX, CHARS_PAGE_MAX, nameCharsByReading, type NameCharOfReading, type NameCharsAnswer } from './charsByReading.js';
export { DEFAULT_FLOW_RULE, elementFlow, FLOW_RULE_NAMES, FLOW_RULES, verdictUnder, type Flow, type FlowPair, type FlowRule } from './flow.js';
export {
  DEFAULT_SAMWON_BASIS,
  SAMWON_BASES,
  SAMWON_BASIS_NAMES,
  samwonOf,
  STROKE_ELEMENT_RULE,
  strokeElementOf,
  type Samwon,
  type SamwonBasis,
} from './strokeElements.js';
export { elementFlowsOf, type ElementFlows } from './elementFlows.js';
export { EXTENDED_SCORE_WEIGHTS, extendedScore, sajuShare, SCORING_MODES, type ExtendedPart, type ExtendedScore, type ScoringMode } from './extendedScore.js';
export { normalizeAnalysisOptions, type AnalysisOptions, type AnalysisOptionsInput } from './analysisOptions.js';
export { RESOURCE_ELEMENTS_VERSION, resourceElementOf, type ResourceElement } from './resourceElement.js';
export { AVOID_HANJA_VERSION, AVOID_LISTS, avoidWarningsOf, type AvoidList, type AvoidWarning } from './avoidHanja.js';
export { DEFAULT_NEED_METHOD, NEED_METHODS, NEED_RULES, sajuOf, sajuSupply, type BirthInput, type NeedMethod, type Saju, type SajuSupply } from './saju.js';
