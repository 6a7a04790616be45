/**
 * The JSON Schemas of the 토정비결 routes (routes/tojeong.ts): requests,
 * responses, and from them the routes' TypeScript types.
 */
import { CALENDAR_TABLE } from '../../calendar/index.js';
import { BIRTH_CALENDARS, GWAE_ID_PATTERN } from '../../tojeong/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { responseHeaders } from '../openapi/responseHeaders.js';
import { DATE_PATTERN, envelope, errorResponses } from '../schemas.js';
import type { FieldErrorCodes } from '../validation.js';
import { birthFieldSchema } from './sajuSchemas.js';

const gapja = (what: string) => ({ type: 'string', description: `${what} in hanja, e.g. 乙酉` }) as const;
const gapjaReading = (what: string) => ({ type: 'string', description: `Hangul reading of ${what}, e.g. 을유` }) as const;

const gwaeRequestSchema = namedSchema('GwaeRequest', {
  type: 'object',
  description: 'A birth and the year to read',
  additionalProperties: false,
  required: ['birth'],
  // What /docs fills in for Try it out: a real birth and a year after it (a property's own example, 1900, would be before it).
  examples: [{ birth: '1976-08-26', calendar: 'lunar', targetYear: 2026 }],
  properties: {
    // The specification's string unchanged, and beside it the name analysis' object (its calendar and leapMonth stand for the fields below; time and longitude do not change a gwae).
    birth: birthFieldSchema('the birth date YYYY-MM-DD in the calendar named by `calendar` (BAD_BIRTH when malformed, not a real date, or a lunar date that does not exist)'),
    calendar: { type: 'string', enum: BIRTH_CALENDARS, default: BIRTH_CALENDARS[0], description: 'Calendar of `birth`', 'x-description-ko': '`birth`의 달력(solar 양력, lunar 음력)' },
    leapMonth: {
      type: 'boolean',
      default: false,
      description: 'The lunar birth month is the leap copy; ignored when calendar is solar',
      'x-description-ko': '음력 생월이 윤달임. 양력 생일에는 무시',
    },
    targetYear: {
      type: 'integer',
      // The years of the calendar table: a reading needs the lunar year's months.
      minimum: CALENDAR_TABLE.firstLunarYear,
      maximum: CALENDAR_TABLE.lastLunarYear,
      description: 'Year to read; default: the current year in Asia/Seoul. Must not be before the lunar birth year (CALC_ERROR)',
      'x-description-ko': '보는 해. 기본값은 서울 기준 올해. 음력 생년보다 앞설 수 없음(CALC_ERROR)',
    },
    reading: { type: 'boolean', default: true, description: 'Verses as hangul reading followed by the hanja in parentheses', 'x-description-ko': '구절을 한글 독음 뒤 괄호 안에 한자로' },
  },
} as const);

export const tojeongCalcSchema = namedSchema('TojeongCalc', {
  type: 'object',
  description: 'The 작괘 calculation and every calendar value it used',
  required: [
    'gwaeId', 'upper', 'middle', 'lower', 'koreanAge', 'yearGapja', 'monthGapja', 'dayGapja',
    'monthDayCount', 'solar', 'lunar', 'yearGapjaReading', 'monthGapjaReading', 'dayGapjaReading', 'dayAdjusted', 'provisional', 'basis',
  ],
  properties: {
    gwaeId: { type: 'string', pattern: GWAE_ID_PATTERN, description: 'upper, middle and lower digits' },
    upper: { type: 'integer', minimum: 1, maximum: 8, description: '(koreanAge + 태세수) mod 8, remainder 0 counts as 8' },
    middle: { type: 'integer', minimum: 1, maximum: 6, description: '(monthDayCount + 월건수) mod 6, 0 → 6' },
    lower: { type: 'integer', minimum: 1, maximum: 3, description: '(lunar birth day + 일진수) mod 3, 0 → 3' },
    koreanAge: { type: 'integer', description: 'targetYear − lunar birth year + 1' },
    yearGapja: gapja('the target year pillar (cycle from lunar new year)'),
    yearGapjaReading: gapjaReading('yearGapja'),
    monthGapja: gapja('the month pillar of the birth month in the target year'),
    monthGapjaReading: gapjaReading('monthGapja'),
    dayGapja: gapja('the day pillar of the birth month/day in the target year'),
    dayGapjaReading: gapjaReading('dayGapja'),
    monthDayCount: { type: 'integer', enum: [29, 30], description: 'Days of the lunar birth month (regular, never leap) in the target year' },
    solar: { type: 'string', description: 'Solar date of the birth, YYYY-MM-DD' },
    lunar: {
      type: 'object',
      required: ['year', 'month', 'day', 'leap'],
      properties: {
        year: { type: 'integer' },
        month: { type: 'integer' },
        day: { type: 'integer' },
        leap: { type: 'boolean', description: 'Birth in a leap month (calculated as the regular month of that number)' },
      },
    },
    dayAdjusted: {
      type: 'boolean',
      description: 'Birth day 30 and the month has 29 days in the target year: day 29 was used for the day pillar and the lower digit',
    },
    provisional: {
      type: 'boolean',
      description: 'A calendar value used (birth date, target month) lies past 2050-12-31, the last KASI-published day, where the calendar is computed astronomically',
    },
    basis: {
      type: 'object',
      description: 'The intermediate numbers, each from a named rule',
      required: ['taeseSu', 'wolgeonSu', 'iljinSu', 'targetLunarDate', 'targetSolarDate'],
      properties: {
        taeseSu: { type: 'integer', description: '태세수 = 中天數(stem) + 中天數(branch) of yearGapja' },
        wolgeonSu: { type: 'integer', description: '월건수 = 先天數(stem) + 先天數(branch) of monthGapja' },
        iljinSu: { type: 'integer', description: '일진수 = 先天數(stem) + 中天數(branch) of dayGapja' },
        targetLunarDate: { type: 'string', description: 'The birth month/day in the target year (lunar, regular month)' },
        targetSolarDate: { type: 'string', description: 'Solar date of targetLunarDate' },
      },
    },
  },
} as const);

export const gwaeTextSchema = namedSchema('Gwae', {
  type: 'object',
  description: 'The original text of one gwae (the default edition unless the operator installed another)',
  required: ['gwaeId', 'title', 'yearly', 'monthly'],
  properties: {
    gwaeId: { type: 'string', pattern: GWAE_ID_PATTERN },
    title: {
      type: 'object',
      required: ['hanja', 'reading'],
      properties: { hanja: { type: 'string', description: 'The heading in hanja' }, reading: { type: 'string', description: 'Its hangul reading' } },
    },
    yearly: {
      type: 'array',
      description: 'Nine yearly verses: with reading, the hangul reading followed by the hanja in parentheses (지중지어 종무활계(池中之魚 終無活計)); without, the hanja',
      items: { type: 'string' },
      minItems: 9,
      maxItems: 9,
    },
    monthly: {
      type: 'object',
      description: 'Keys "1" to "12", three verses each',
      additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 3 },
    },
  },
} as const);

const sourceSchema = namedSchema('Source', {
  type: 'object',
  description: 'Where the calculation and the text come from',
  required: ['calc', 'calendar', 'text', 'readingTable'],
  properties: {
    calc: { type: 'string', description: 'Calculation library and version, <package>@<version>' },
    calendar: { type: 'string', description: 'Calendar table id and version, with its provisional years' },
    text: { type: 'string', description: 'The edition of the gwae text and where it comes from, in one line: id@version: title (source); with the text switched off (GWAE_EDITION=none), a line beginning "none:" that says so' },
    readingTable: { type: 'string', description: 'Id and version of the hanja reading table the verses are read with when `reading` is true (always given, as the specification asks)' },
  },
} as const);

const gwaeResultSchema = namedSchema('GwaeResult', {
  type: 'object',
  description: 'The calculation, the gwae text and their sources',
  required: ['calc', 'gwae', 'source'],
  properties: {
    calc: tojeongCalcSchema,
    gwae: {
      description: 'The text of the computed gwae; null only when the operator switched the text off (GWAE_EDITION=none)',
      anyOf: [gwaeTextSchema, { type: 'null' }],
    },
    source: sourceSchema,
  },
} as const);

const gwaeTextResultSchema = namedSchema('GwaeTextResult', {
  type: 'object',
  description: 'The text of one gwae and its source',
  required: ['gwae', 'source'],
  properties: {
    gwae: gwaeTextSchema,
    source: sourceSchema,
  },
} as const);

/** The headers of the gwae text and of its 304. */
const gwaeTextHeaders = responseHeaders('ETag', 'DeterministicCacheControl');

/** The codes a request's fields are refused with when not BAD_INPUT: one place for the route and the MCP tool. */
export const GWAE_FIELD_CODES = { 'body/birth': 'BAD_BIRTH', 'body/birth/date': 'BAD_BIRTH' } as const satisfies FieldErrorCodes;
export const GWAE_TEXT_FIELD_CODES = { 'params/id': 'BAD_GWAE_ID' } as const satisfies FieldErrorCodes;

export const gwaeRouteSchema = {
  operationId: 'calculateGwae',
  summary: 'Compute the gwae of a birth date for a target year',
  'x-summary-ko': '생년월일과 보는 해로 토정비결 괘 뽑기',
  tags: ['tojeong'],
  body: gwaeRequestSchema,
  response: {
    200: envelope(gwaeResultSchema, 'The calculation, the gwae text (null only when the operator switched the text off) and their sources'),
    ...errorResponses('BAD_BIRTH', 'BAD_INPUT', 'CALC_ERROR'),
  },
} as const;

export const gwaeTextRouteSchema = {
  operationId: 'getGwaeText',
  summary: 'Read the original text of one gwae',
  'x-summary-ko': '괘 하나의 원문 읽기',
  tags: ['tojeong'],
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: GWAE_ID_PATTERN, description: 'Gwae id: upper 1-8, middle 1-6, lower 1-3', examples: ['212'] } },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { reading: { type: 'boolean', default: true, description: 'Add hangul readings' } },
  },
  headers: {
    type: 'object',
    properties: { 'if-none-match': { type: 'string', description: 'An ETag from an earlier answer: 304 when unchanged' } },
  },
  response: {
    200: { ...envelope(gwaeTextResultSchema, 'The gwae text, with a strong ETag; a client may keep it for a day'), headers: gwaeTextHeaders },
    304: { type: 'null', description: 'Not modified (If-None-Match matched the ETag); no body', headers: gwaeTextHeaders },
    ...errorResponses('BAD_GWAE_ID', 'BAD_INPUT', 'NOT_FOUND', 'CORPUS_UNAVAILABLE'),
  },
} as const;
