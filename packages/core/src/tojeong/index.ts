/**
 * tojeong-core/tojeong: the gwae calculation alone (the three numbers and the
 * gwae id of a birth date and a year). The text and the whole answer with its
 * verses are tojeong-core/text.
 */
export { BIRTH_CALENDARS, calculateGwae, type GwaeInput, type TojeongCalc, type BirthCalendar } from './calc.js';
// How the calculation writes its dates, for callers that write them alike.
export { formatDate } from '../calendar/dateText.js';
// The one reading of a birth in either shape, "1990-05-17" or { date, time? }, and the words a wrong one is told.
export { BIRTH_SHAPES, birthObjectOf, type BirthObject, type BirthValue } from '../calendar/birthValue.js';
export { seoncheonSu, jungcheonSu, taeseSu, wolgeonSu, iljinSu } from './numbers.js';
export { GWAE_ID_PATTERN } from './gwaeId.js';
