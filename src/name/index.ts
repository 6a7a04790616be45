export {
  analyzeName,
  normalizeNameInput,
  type AnalyzeInput,
  type AnalyzeResult,
  type CharResult,
  type GridResult,
  type NameCharInput,
  type NamePartInput,
  type NormalizedInput,
} from './analyze.js';
export { fiveGrids, fourGrids, type FiveGrids, type FourGrids } from './gyeok.js';
export { number81, NUMBERS81_VERSION, wrap81, type Number81, type Rating } from './numbers81.js';
export { phoneticElement, relation, type Element, type PhoneticSchool, type Relation } from './phoneticElements.js';
export { GRADE_BANDS, RATING_SHARE, SCORE_WEIGHTS, scoreName, VERDICT_SHARE, type Verdict } from './score.js';
export { SURNAMES_VERSION, surnameReading } from './surnames.js';
