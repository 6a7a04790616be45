/**
 * tojeong-core/text: the gwae text (the default edition, 144 gwae with their
 * yearly and monthly verses) and the whole answer of a gwae, calculation and
 * verses. A separate export so that a calendar or calculation user does not
 * download the text (about 640 KB of JSON).
 */
export type { Edition, EditionGwae, EditionMeta, EditionProblem, Verse } from './edition.js';
export type { ReadingOverrides } from '../../hanja/reading.js';
export { formatProblems } from './edition.js';
export { DEFAULT_EDITION, DEFAULT_EDITION_FILE, defaultGwaeText } from './defaultEdition.js';
export { GwaeText } from './gwaeText.js';
export { GWAE_IDS, MONTH_KEYS, TOTAL_VERSES, VERSES_PER_MONTH, YEARLY_VERSES } from './ids.js';
export { type Gwae, renderGwae } from './render.js';
export { gwaeAnswer, gwaeSource, NO_GWAE_TEXT_SOURCE, type GwaeAnswer, type GwaeAnswerInput, type GwaeSource } from '../gwaeAnswer.js';
