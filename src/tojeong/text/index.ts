// The gwae text as the service uses it: the library's text (tojeong-core/text)
// and what needs Node or Ajv, which stays here: validating an edition against
// its JSON Schema, reading an operator's edition file, the TSV import.
export * from 'tojeong-core/text';
export { EDITION_FORMAT, editionSchema } from './editionSchema.js';
export { DEFAULT_EDITION_PATH, EditionError, type GwaeEditionChoice, loadGwaeText, parseEdition, type GwaeTextState } from './load.js';
export { tsvToEdition } from './tsv.js';
export { placeOf, validateEdition } from './validate.js';
