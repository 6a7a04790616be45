/**
 * The face of the name recommender (POST /v1/name/recommend): what leaves
 * this room, all of it re-exported by tojeong-core/name.
 */
export { recommendNames, type RecommendedName, type Recommendation, type RecommendFunnel } from './recommend.js';
export { nameRecommendationAnswer, type NameRecommendationAnswer } from './recommendAnswer.js';
export {
  normalizeRecommendInput,
  PATTERN_WILDCARDS,
  RECOMMEND_LIMIT_DEFAULT,
  RECOMMEND_LIMIT_MAX,
  type NormalizedRecommendInput,
  type RecommendInput,
} from './recommendInput.js';
export { FAMILIAR_AT_WORDS, hanjaShare, SAME_SYLLABLE_MAX, RECOMMEND_PARTS, RECOMMEND_WEIGHTS, type PartLine, type RecommendPart } from './recommendRank.js';
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
export { NAME_MEANINGS_VERSION, nameMeaningOf, type NameMeaning } from './nameMeanings.js';
export { SURNAME_HANJA_VERSION, surnameHanjaChoices } from './surnameChoices.js';
