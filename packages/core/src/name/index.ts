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
export { DEFAULT_GRID_SYSTEM, GRID_SYSTEM_NAMES, GRID_SYSTEMS, JUDGED_FOUR_GRIDS, type GridSystem } from './gridSystems.js';
export {
  AVOID_READINGS_VERSION,
  DEFAULT_POPULARITY,
  GIVEN_NAMES_VERSION,
  POOL_BASES,
  POPULARITIES,
  POPULARITY_NAMES,
  SEXES,
  type PoolBasis,
  type Popularity,
  type Sex,
} from './namePool.js';
export { SURNAME_HANJA_VERSION, surnameHanjaChoices } from './surnameChoices.js';
export {
  normalizeRecommendInput,
  PATTERN_WILDCARDS,
  RECOMMEND_LIMIT_DEFAULT,
  RECOMMEND_LIMIT_MAX,
  type NormalizedRecommendInput,
  type RecommendInput,
} from './recommendInput.js';
export { NAME_MEANINGS_VERSION, nameMeaningOf, type NameMeaning } from './nameMeanings.js';
export { FAMILIAR_AT_WORDS, hanjaShare, SAME_SYLLABLE_MAX, RECOMMEND_PARTS, RECOMMEND_WEIGHTS, type PartLine, type RecommendPart } from './recommendRank.js';
export { recommendNames, type RecommendedName, type Recommendation, type RecommendFunnel } from './recommend.js';
export { nameRecommendationAnswer, type NameRecommendationAnswer } from './recommendAnswer.js';
export { nameCharAnswer, type NameCharAnswer } from '../hanja/nameCharAnswer.js';
