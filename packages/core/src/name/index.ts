/**
 * tojeong-core/name: the name engine — the analysis (analysis/) and the
 * recommender (recommend/), each through its face, and the two look-ups of a
 * name's characters — with what it builds on, re-exported under the names it
 * always had: the five elements, 사주 (also tojeong-core/saju), the surname
 * readings and the character record of the hanja.
 */
export * from './analysis/index.js';
export * from './recommend/index.js';
export { AVOID_HANJA_VERSION, AVOID_LISTS, avoidWarningsOf, type AvoidList, type AvoidWarning } from './avoidHanja.js';
export { CHARS_OFFSET_MAX, CHARS_PAGE_MAX, nameCharsByReading, type NameCharOfReading, type NameCharsAnswer } from './charsByReading.js';
export {
  DEFAULT_FLOW_RULE,
  DEFAULT_PHONETIC_SCHOOL,
  DEFAULT_RESOURCE_SCHOOL,
  elementFlow,
  ELEMENTS,
  FLOW_RULE_NAMES,
  FLOW_RULES,
  PHONETIC_SCHOOL_RULES,
  PHONETIC_SCHOOLS,
  phoneticElement,
  relation,
  RELATIONS,
  RESOURCE_ELEMENTS_VERSION,
  RESOURCE_SCHOOL_NAMES,
  RESOURCE_SCHOOLS,
  STROKE_ELEMENT_RULE,
  strokeElementOf,
  verdictUnder,
  VERDICTS,
  type Element,
  type Flow,
  type FlowPair,
  type FlowRule,
  type PhoneticSchool,
  type Relation,
  type ResourceElement,
  type ResourceSchool,
  type Verdict,
} from '../elements/index.js';
export { DEFAULT_NEED_METHOD, NEED_METHODS, NEED_RULES, LIFE_STAGES, NEED_STEPS, needsOfPillars, sajuOf, sajuSupply, type BirthInput, type NeedMethod, type NeedStep, type Saju, type SajuSupply } from '../saju/index.js';
export { BIRTH_SHAPES, birthObjectOf, type BirthObject, type BirthValue } from '../saju/index.js';
export { SURNAMES_VERSION, surnameReading } from '../hanja/surnames.js';
export { resourceElementOf } from '../hanja/charResourceElement.js';
export { nameCharAnswer, type NameCharAnswer } from '../hanja/nameCharAnswer.js';
