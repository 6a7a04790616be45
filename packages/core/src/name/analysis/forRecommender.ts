/**
 * What the recommender takes from the analysis beside its public face
 * (index.ts), and which tojeong-core/name does not export: the surname's
 * default reading, the options' enum check and the birth as sajuOf reads it,
 * and the values of a grid system's judged grids.
 */
export { defaultSurnameReadings } from './analyze.js';
export { birthInputOf, oneOf, type NormalizedBirth } from './analysisOptions.js';
export { judgedGridValues } from './gridSystems.js';
