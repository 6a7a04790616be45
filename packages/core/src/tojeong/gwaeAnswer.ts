/**
 * The answer of POST /v1/tojeong/gwae as data, `{calc, gwae, source}`: what
 * the library, the CLI and the MCP server return. The HTTP route sends the
 * same parts as bytes made at start-up (src/http/routes/gwaeBodyCache.ts), its
 * `source` made by gwaeSource here, so the two cannot drift apart.
 */
import { type BirthValue, birthObjectOf } from '../calendar/birthValue.js';
import { isArgsObject, needObject } from '../args.js';
import { CALENDAR_SOURCE, CALENDAR_TABLE } from '../calendar/index.js';
import { TojeongError } from '../errors.js';
import { READING_TABLE_VERSION } from '../hanja/reading.js';
import { CALC_SOURCE } from '../version.js';
import { BIRTH_CALENDARS, type BirthCalendar, calculateGwae, type TojeongCalc } from './calc.js';
import { defaultGwaeText } from './text/defaultEdition.js';
import type { GwaeText } from './text/gwaeText.js';
import type { Gwae } from './text/render.js';

/**
 * Every member is a string on every answer (issue 39): the specification has
 * `source` name the calculation library and the reading table's version, so a
 * client typed to it never meets a null.
 */
export interface GwaeSource {
  /** `<package>@<version>` of the calculation. */
  calc: string;
  calendar: string;
  /** The edition the verses come from, or NO_GWAE_TEXT_SOURCE when the text is switched off. */
  text: string;
  /** The reading table's id and version: the one the verses are read with when `reading` is true (the request says whether they were). */
  readingTable: string;
}

/** `source.text` when the operator switched the gwae text off (GWAE_EDITION=none). */
export const NO_GWAE_TEXT_SOURCE = 'none: this service runs without the gwae text (GWAE_EDITION=none)';

export interface GwaeAnswer {
  calc: TojeongCalc;
  /** The gwae's text; null without text, or when the edition lacks the gwae. */
  gwae: Gwae | null;
  source: GwaeSource;
}

/** The request of POST /v1/tojeong/gwae with its defaults, except targetYear: "now" is the caller's to give. */
export interface GwaeAnswerInput {
  /** "1990-05-17" or { date, calendar?, leapMonth?, time?, longitude? }: see GwaeInput. */
  birth: BirthValue;
  calendar?: BirthCalendar;
  leapMonth?: boolean;
  targetYear: number;
  /** Verses as hangul reading followed by the hanja (default), or hanja only. */
  reading?: boolean;
}

/** The source of every gwae answer, the calculation's and the text's alone (GET /v1/tojeong/gwae/{id}) alike. */
export function gwaeSource(text: GwaeText | null): GwaeSource {
  return {
    calc: CALC_SOURCE,
    calendar: CALENDAR_SOURCE,
    text: text?.sourceText ?? NO_GWAE_TEXT_SOURCE,
    readingTable: READING_TABLE_VERSION,
  };
}

/** What the request schema checks before the route runs, for callers that have no schema in front of them. */
function checkOptions(input: GwaeAnswerInput): void {
  birthObjectOf(input.birth, 'BAD_BIRTH');
  if (input.calendar !== undefined && !BIRTH_CALENDARS.includes(input.calendar)) {
    throw new TojeongError('BAD_INPUT', {
      en: `calendar must be one of ${BIRTH_CALENDARS.join(', ')}, got "${String(input.calendar)}"`,
      ko: `calendar는 ${BIRTH_CALENDARS.join(', ')} 중 하나여야 합니다. 받은 값: "${String(input.calendar)}"`,
    });
  }
  for (const flag of ['leapMonth', 'reading'] as const) {
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean') {
      throw new TojeongError('BAD_INPUT', { en: `${flag} must be true or false`, ko: `${flag}에는 true나 false를 주세요` });
    }
  }
  const { firstLunarYear, lastLunarYear } = CALENDAR_TABLE;
  if (!Number.isInteger(input.targetYear) || input.targetYear < firstLunarYear || input.targetYear > lastLunarYear) {
    throw new TojeongError('BAD_INPUT', {
      en: `targetYear must be a year from ${firstLunarYear} to ${lastLunarYear}, got ${String(input.targetYear)}`,
      ko: `targetYear는 ${firstLunarYear}년에서 ${lastLunarYear}년 사이여야 합니다. 받은 값: ${String(input.targetYear)}`,
    });
  }
}

/**
 * The calculation and the text of the gwae of `input`, from `text` (the
 * default edition unless told otherwise; null for none), one object:
 * `gwaeAnswer({ birth: '1990-05-15', targetYear: 2026, text: null })`. The
 * positional `gwaeAnswer(input, text)` keeps working (deprecated). Throws
 * TojeongError (BAD_BIRTH, BAD_INPUT, CALC_ERROR) as the endpoint answers.
 */
export function gwaeAnswer(input: GwaeAnswerInput & { text?: GwaeText | null }): GwaeAnswer;
/** @deprecated Positional form; use gwaeAnswer({ ...input, text }). */
export function gwaeAnswer(input: GwaeAnswerInput, text: GwaeText | null): GwaeAnswer;
export function gwaeAnswer(input: GwaeAnswerInput & { text?: GwaeText | null }, ...rest: [GwaeText | null] | []): GwaeAnswer {
  if (rest.length > 0) return gwaeAnswerFrom(input, rest[0]!);
  if (isArgsObject(input) && input.text !== undefined) {
    // The request's own fields only: `text` is where to read the verses, not part of the request checked below.
    const { text, ...request } = input;
    return gwaeAnswerFrom(request, text);
  }
  return gwaeAnswerFrom(input, defaultGwaeText());
}

function gwaeAnswerFrom(input: GwaeAnswerInput, text: GwaeText | null): GwaeAnswer {
  needObject('gwaeAnswer', input, "gwaeAnswer({ birth: '1990-05-15', targetYear: 2026 })");
  checkOptions(input);
  const reading = input.reading ?? true;
  const calc = calculateGwae({
    birth: input.birth,
    calendar: input.calendar ?? BIRTH_CALENDARS[0],
    leapMonth: input.leapMonth ?? false,
    targetYear: input.targetYear,
  });
  return { calc, gwae: text?.gwae(calc.gwaeId, reading) ?? null, source: gwaeSource(text) };
}
