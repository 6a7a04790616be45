/**
 * tojeong-core/saju: the 사주 of a birth — its chart (the four pillars on the
 * Korean civil clock, or by the true solar time at a longitude), the elements
 * counted, the day master's strength, what the chart needs by a named method,
 * and which characters of a name supply it. It reads the calendar beside it
 * and the elements below it; the name analysis and the recommender import it
 * through this file.
 */
export { ELEMENTS, type Element } from '../elements/index.js';
export { sajuOf, sajuSupply, type Saju, type SajuPillar, type SajuSupply } from './saju.js';
export type { BirthInput } from './sajuBirth.js';
export { BIRTH_SHAPES, birthObjectOf, type BirthObject, type BirthValue } from '../calendar/birthValue.js';
export { DEFAULT_NEED_METHOD, NEED_METHODS, NEED_RULES, NEED_STEPS, type NeedMethod, type Needs, type NeedStep, type PractitionerReading, type Strength } from './sajuNeeds.js';
export { needsOfPillars, type PillarsOptions } from './pillarsNeeds.js';
export type { Season } from './climate.js';
export type { Combination, CombinationKind, Position } from './combinations.js';
export { LIFE_STAGES, type LifeStage } from './hiddenStems.js';
export type { Root } from './strength.js';
