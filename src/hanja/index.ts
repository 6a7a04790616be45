export { MEANING_LANGS, MEANING_SOURCES, STROKES_RULES, type MeaningLang, type MeaningSource, type NameHanjaRecord, type StrokesRule } from './types.js';
export { DICTIONARY_SIZE, DICTIONARY_VERSION, nameHanja } from './dictionary.js';
export { READING_TABLE_VERSION, readingsOf, readPhrase, readText, unreadableChars, type ReadingOverrides, type ReadingRules } from './reading.js';
export { initialConsonant, isHangulSyllable, wordInitialForm, type Initial } from './hangul.js';
export { nameCharAnswer, type NameCharAnswer } from './nameCharAnswer.js';
