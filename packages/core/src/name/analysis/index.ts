/**
 * The public face of the name analysis (POST /v1/name/analyze): what
 * tojeong-core/name exports of it. The recommender, which builds on the
 * analysis, imports from here and from forRecommender.ts, never from the
 * room's other files.
 */
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
export { nameAnalysisAnswer, type NameAnalysisAnswer, type NameAnalysisSource } from './analysisAnswer.js';
export { normalizeAnalysisOptions, type AnalysisOptions, type AnalysisOptionsInput } from './analysisOptions.js';
export { fiveGrids, fourGrids, type FiveGrids, type FourGrids } from './gyeok.js';
export { DEFAULT_GRID_SYSTEM, GRID_SYSTEM_NAMES, GRID_SYSTEMS, JUDGED_FOUR_GRIDS, type GridSystem } from './gridSystems.js';
export { number81, NUMBERS81_VERSION, RATINGS, wrap81, type Number81, type Rating } from './numbers81.js';
export { GRADE_BANDS, RATING_SHARE, SCORE_WEIGHTS, SCORED_PARTS, scoreBy, scoreName, VERDICT_SHARE, type ScoreLine, type ScoredPart } from './score.js';
export { EXTENDED_SCORE_WEIGHTS, extendedScore, sajuShare, SCORING_MODES, type ExtendedPart, type ExtendedScore, type ScoringMode } from './extendedScore.js';
export { elementFlowsOf, type ElementFlows } from './elementFlows.js';
export { DEFAULT_SAMWON_BASIS, SAMWON_BASES, SAMWON_BASIS_NAMES, samwonOf, type Samwon, type SamwonBasis } from './samwon.js';
