/**
 * The five elements, the room below both the hanja and the name engine: how
 * two elements stand, how a row of them flows, and the element of a sound, of
 * a stroke count and of a character's meaning. It imports nothing of the
 * library but its leaves (hangul.ts): the rooms above import it through this
 * file.
 */
export { ELEMENTS, generatedBy, generatorOf, overcomeBy, overcomerOf, relation, RELATIONS, type Element, type Relation } from './elements.js';
export { DEFAULT_FLOW_RULE, elementFlow, FLOW_RULE_NAMES, FLOW_RULES, verdictUnder, VERDICTS, type Flow, type FlowPair, type FlowRule, type Verdict } from './flow.js';
export { DEFAULT_PHONETIC_SCHOOL, PHONETIC_SCHOOL_RULES, PHONETIC_SCHOOLS, phoneticElement, type PhoneticSchool } from './phoneticElements.js';
export { STROKE_ELEMENT_RULE, strokeElementOf } from './strokeElements.js';
export {
  DEFAULT_RESOURCE_SCHOOL,
  NO_RESOURCE_ELEMENT,
  RESOURCE_ELEMENTS_VERSION,
  RESOURCE_SCHOOL_NAMES,
  RESOURCE_SCHOOLS,
  resourceElementBy,
  type ResourceElement,
  type ResourceSchool,
} from './resourceElement.js';
