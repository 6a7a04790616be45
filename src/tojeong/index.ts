// tojeong-api/tojeong as before the library split: the calculation
// (tojeong-core/tojeong) and the answer with its text (tojeong-core/text).
export * from 'tojeong-core/tojeong';
export { gwaeAnswer, gwaeSource, NO_GWAE_TEXT_SOURCE, type GwaeAnswer, type GwaeAnswerInput, type GwaeSource } from 'tojeong-core/text';
// The text entry points that load no dependency (validating an edition needs Ajv: src/tojeong/text/index.ts).
export { defaultGwaeText, GWAE_IDS, MONTH_KEYS, type Gwae, type GwaeText } from 'tojeong-core/text';
