export { BIRTH_CALENDARS, calculateGwae, formatDate, type GwaeInput, type TojeongCalc, type BirthCalendar } from './calc.js';
export { seoncheonSu, jungcheonSu, taeseSu, wolgeonSu, iljinSu } from './numbers.js';
export { GWAE_ID_PATTERN } from './gwaeId.js';
