export { MEANING_LANGS, MEANING_SOURCES, STROKES_RULES, type MeaningLang, type MeaningSource, type NameHanjaRecord, type StrokesRule } from './types.js';
export { DICTIONARY_SIZE, DICTIONARY_VERSION, nameHanja, nameHanjaRecords } from './dictionary.js';
export { readPhrase, readPhraseSyllables, readText, unreadableChars } from './readingCalls.js';
export {
  READING_TABLE_VERSION,
  readingsOf,
  type ReadingOverrides,
  type ReadingRules,
  type ReadSyllable,
} from './reading.js';
export { RULE_IDS, type ReadingRuleId } from './readingRules.js';
export { HANGUL_INITIALS, initialConsonant, isHangulSyllable, wordInitialForm, type Initial } from '../hangul.js';
export { nameCharAnswer, type NameCharAnswer } from './nameCharAnswer.js';
