export { BIRTH_CALENDARS, calculateGwae, type GwaeInput, type TojeongCalc, type BirthCalendar } from './calc.js';
// How the calculation writes its dates, for callers that write them alike.
export { formatDate } from '../calendar/dateText.js';
export { seoncheonSu, jungcheonSu, taeseSu, wolgeonSu, iljinSu } from './numbers.js';
export { GWAE_ID_PATTERN } from './gwaeId.js';
export { gwaeAnswer, gwaeSource, type GwaeAnswer, type GwaeAnswerInput, type GwaeSource } from './gwaeAnswer.js';
// The text entry points that load no dependency (validating an edition needs Ajv: src/tojeong/text/index.ts).
export { defaultGwaeText } from './text/defaultEdition.js';
export type { GwaeText } from './text/gwaeText.js';
export type { Gwae } from './text/render.js';
export { GWAE_IDS, MONTH_KEYS } from './text/ids.js';
