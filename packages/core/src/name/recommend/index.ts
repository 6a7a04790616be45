/**
 * The face of the name recommender (POST /v1/name/recommend): what leaves
 * this room, all of it re-exported by tojeong-core/name.
 */
export { recommendNames, type RecommendedName, type Recommendation, type RecommendFunnel, type Exclusion, type ExclusionRule } from './recommend.js';
export { EXCLUSION_RULES } from './excluded.js';
export { nameRecommendationAnswer, type NameRecommendationAnswer } from './recommendAnswer.js';
export {
  CANDIDATES_MAX,
  INCLUDES,
  KINDS,
  type Kind,
  normalizeRecommendInput,
  PATTERN_WILDCARDS,
  RECOMMEND_LIMIT_DEFAULT,
  RECOMMEND_LIMIT_MAX,
  type NormalizedRecommendInput,
  type RecommendInput,
} from './recommendInput.js';
export { SAME_SYLLABLE_MAX, RECOMMEND_PARTS, RECOMMEND_WEIGHTS, type Parts, type RecommendPart } from './recommendRank.js';
export { AVOID_READINGS_VERSION } from './speech.js';
export { HANGUL_NAMES_VERSION, HANGUL_WEIGHTS } from './hangulNames.js';
export { DEFAULT_FLOWS_AS, FLOWS_AS, FLOWS_AS_NAMES, type FlowsAs } from './strokeRules.js';
export { GIVEN_NAME_HANJA_VERSION, customaryChars, type CustomaryChar } from './givenNameHanja.js';
export { romanizeGivenName } from './romanize.js';
export { romanizedName, surnameSpellings } from './surnameRomanization.js';
export {
  DEFAULT_ERA,
  ERA_NAMES,
  ERAS,
  latestTopNames,
  DEFAULT_POPULARITY,
  GIVEN_NAMES_VERSION,
  POOL_BASES,
  POPULARITIES,
  POPULARITY_NAMES,
  SEXES,
  type Era,
  type PoolBasis,
  type Popularity,
  type Sex,
} from './namePool.js';
export { SURNAME_HANJA_VERSION, surnameHanjaChoices, type SurnameChoice } from './surnameChoices.js';
