export type { Edition, EditionGwae, EditionMeta, EditionProblem, Verse } from './edition.js';
export { formatProblems } from './edition.js';
export { EDITION_FORMAT, editionSchema } from './editionSchema.js';
export { GwaeText } from './gwaeText.js';
export { GWAE_IDS, MONTH_KEYS, TOTAL_VERSES, VERSES_PER_MONTH, YEARLY_VERSES } from './ids.js';
export { DEFAULT_EDITION_FILE, EditionError, type GwaeEditionChoice, loadGwaeText, parseEdition, type GwaeTextState } from './load.js';
export { type Gwae, renderGwae } from './render.js';
export { tsvToEdition } from './tsv.js';
export { placeOf, validateEdition } from './validate.js';
