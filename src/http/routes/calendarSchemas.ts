/**
 * The JSON Schemas of the calendar routes (routes/calendar.ts): GET
 * /v1/calendar/day, /terms, /pillars and /month, their queries and answers,
 * as src/calendar builds them for the API, the CLI and the MCP server.
 */
import { CALENDAR_TABLE, FIRST_TERM_YEAR, LAST_TERM_YEAR, type SolarDate } from '../../calendar/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { DATE_PATTERN, envelope, errorResponses } from '../schemas.js';
import type { FieldErrorCodes } from '../validation.js';

const pillarSchema = namedSchema('Pillar', {
  type: 'object',
  description: 'A pillar (간지) of the sexagenary cycle',
  required: ['hanja', 'reading'],
  properties: {
    hanja: { type: 'string', description: 'Stem and branch in hanja, e.g. 丙午' },
    reading: { type: 'string', description: 'Their hangul reading, e.g. 병오' },
  },
} as const);

/** How every answer writes an instant: `at` and `utc` in RFC 3339, and Seoul's local mean time where RFC 3339 cannot write its offset. */
export const instantSchema = {
  at: {
    type: 'string',
    format: 'date-time',
    description:
      'The instant in Korean civil time, RFC 3339 with seconds and offset, e.g. 2024-02-04T17:27:00+09:00: +08:30 in 1908-04-01..1911 and 1954-03-21..1961-08-09, ' +
      '+10:00 or +09:30 in summer time (1948-51, 1955-60, 1987-88), +09:00 otherwise (tz database Asia/Seoul). Before 1908-04-01 Seoul kept local mean time, ' +
      '+08:27:52, an offset RFC 3339 cannot write: `at` then uses +08:28 and the clock of that offset, so it names the same instant as `utc` ' +
      '(1900-02-04T14:20:00+08:28 is 05:52:00Z), and `localMeanTime` gives Seoul\'s own clock',
  },
  utc: { type: 'string', format: 'date-time', description: 'The same instant in UTC, RFC 3339, e.g. 2024-02-04T08:27:00Z' },
  localMeanTime: {
    type: ['string', 'null'],
    description:
      'Before 1908-04-01, Seoul\'s local mean time (UTC+08:27:52) at the instant as its clocks showed it, YYYY-MM-DDThh:mm:ss without an offset, e.g. 1900-02-04T14:19:52; ' +
      'null from 1908-04-01 on, where `at` is the clock',
  },
} as const;

export const solarTermSchema = namedSchema('SolarTerm', {
  type: 'object',
  description: 'One of the 24 solar terms (절기) of a year and its instant',
  required: ['name', 'hanja', 'longitude', 'at', 'utc', 'localMeanTime'],
  properties: {
    name: { type: 'string', description: 'Korean name, e.g. 입춘' },
    hanja: { type: 'string', description: 'Hanja name, e.g. 立春' },
    longitude: { type: 'integer', minimum: 0, maximum: 345, description: "The Sun's apparent ecliptic longitude at the instant, a multiple of 15 (입춘 315)" },
    at: instantSchema.at,
    utc: instantSchema.utc,
    localMeanTime: instantSchema.localMeanTime,
  },
} as const);

export const termsSourceSchema = {
  type: 'object',
  description: 'Where the values come from',
  required: ['calc', 'terms'],
  properties: {
    calc: { type: 'string', description: 'Calculation library and version' },
    terms: { type: 'string', description: 'The solar term table (data/calendar/solar-terms.json) and its version' },
  },
} as const;

const lunarDateSchema = {
  type: 'object',
  description: 'The Korean lunar date',
  required: ['year', 'month', 'day', 'leap'],
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer', minimum: 1, maximum: 12 },
    day: { type: 'integer', minimum: 1, maximum: 30 },
    leap: { type: 'boolean', description: 'The day is in the leap copy (윤달) of `month`' },
  },
} as const;

const weekdaySchema = {
  type: 'object',
  description: 'Day of the week',
  required: ['index', 'en', 'ko'],
  properties: {
    index: { type: 'integer', minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday (as JavaScript\'s Date.prototype.getDay)' },
    en: { type: 'string', description: 'English name, e.g. Tuesday' },
    ko: { type: 'string', description: 'Korean one-syllable name, e.g. 화' },
  },
} as const;

const calendarDaySchema = namedSchema('CalendarDay', {
  type: 'object',
  description: 'One day of the Korean lunisolar calendar, from either of its dates',
  required: ['solar', 'lunar', 'weekday', 'pillars', 'lunarMonthLength', 'leapMonthOfYear', 'solarTerm', 'provisional', 'source'],
  properties: {
    solar: { type: 'string', description: 'The solar (Gregorian) date, YYYY-MM-DD' },
    lunar: lunarDateSchema,
    weekday: weekdaySchema,
    pillars: {
      type: 'object',
      description: 'The day\'s pillars: year from lunar new year (not 입춘), month by lunar month number (a leap month takes its regular month\'s), day by the 60-day cycle',
      required: ['year', 'month', 'day'],
      properties: { year: pillarSchema, month: pillarSchema, day: pillarSchema },
    },
    lunarMonthLength: { type: 'integer', enum: [29, 30], description: 'Days of the lunar month the day is in (a leap month\'s own length for a leap month)' },
    leapMonthOfYear: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 12,
      description: 'The month after which the lunar year has its leap month, or null when it has none',
    },
    solarTerm: {
      anyOf: [solarTermSchema, { type: 'null' }],
      description: 'The solar term whose instant falls on this day in Korean civil time, or null (null too for days of 2101, past the term table)',
    },
    provisional: {
      type: 'boolean',
      description: 'A value rests on astronomy, not on KASI\'s published calendar: the lunar year is 2051 or later, or the lunar month ends past 2050-12-31',
    },
    source: {
      type: 'object',
      description: 'Where the values come from',
      required: ['calc', 'calendar'],
      properties: {
        calc: { type: 'string', description: 'Calculation library and version' },
        calendar: { type: 'string', description: 'The calendar table: its sources and version' },
      },
    },
  },
} as const);

/** The codes the day's fields are refused with when not BAD_INPUT: one place for the route and the MCP tool. */
export const CALENDAR_DAY_FIELD_CODES = { 'querystring/solar': 'BAD_BIRTH', 'querystring/lunar': 'BAD_BIRTH' } as const satisfies FieldErrorCodes;

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: SolarDate) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
const { firstSolar, lastSolar } = CALENDAR_TABLE;
/** The Gregorian months every day of which the table covers: from the first that starts in it to the last that ends in it. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const FIRST_WHOLE_MONTH = firstSolar.day === 1 ? [firstSolar.year, firstSolar.month] : firstSolar.month === 12 ? [firstSolar.year + 1, 1] : [firstSolar.year, firstSolar.month + 1];
const LAST_WHOLE_MONTH =
  lastSolar.day === daysIn(lastSolar.year, lastSolar.month) ? [lastSolar.year, lastSolar.month] : lastSolar.month === 1 ? [lastSolar.year - 1, 12] : [lastSolar.year, lastSolar.month - 1];
const monthKey = ([year, month]: number[]) => `${year}-${pad2(month!)}`;

export const calendarDayRouteSchema = {
  operationId: 'getCalendarDay',
  summary: 'Convert one day between the solar and the Korean lunar calendar, with its weekday and pillars',
  'x-summary-ko': '하루를 양력과 음력 사이에서 바꾸기 (요일, 간지 포함)',
  description:
    `Give exactly one of \`solar\` and \`lunar\`. The range is that of the calendar: lunar years ${CALENDAR_TABLE.firstLunarYear}-${CALENDAR_TABLE.lastLunarYear} ` +
    `(solar ${isoDate(firstSolar)} to ${isoDate(lastSolar)}); ` +
    'outside it the answer is 422 CALC_ERROR. A date that is malformed, not a real date, or a lunar date that does not exist ' +
    '(day 30 of a 29-day month, a leap month the year does not have) is 400 BAD_BIRTH, as the gwae\'s birth; the other mistakes are 400 BAD_INPUT.',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      solar: { type: 'string', pattern: DATE_PATTERN, description: 'A solar date YYYY-MM-DD', 'x-description-ko': '양력 날짜 YYYY-MM-DD', examples: ['2026-02-17'] },
      lunar: { type: 'string', pattern: DATE_PATTERN, description: 'A Korean lunar date YYYY-MM-DD, e.g. 2026-01-01 (give solar or lunar, not both)', 'x-description-ko': '한국 음력 날짜 YYYY-MM-DD, 예: 2026-01-01(solar와 lunar 중 하나만)' },
      leap: {
        type: 'boolean',
        description: 'With `lunar`: the month is the leap copy (윤달). `leap=true` with `solar` is 400 BAD_INPUT; `leap=false` changes nothing',
        'x-description-ko': '`lunar`와 함께: 그 달이 윤달. `solar`와 함께 `leap=true`는 400 BAD_INPUT, `leap=false`는 아무것도 바꾸지 않음',
      },
    },
  },
  response: {
    200: envelope(calendarDaySchema, 'The day: its two dates, weekday, pillars, its lunar month and year, and the sources'),
    ...errorResponses('BAD_BIRTH', 'BAD_INPUT', 'CALC_ERROR'),
  },
} as const;

const solarTermYearSchema = namedSchema('SolarTermYear', {
  type: 'object',
  description: 'The 24 solar terms of a Gregorian year, 소한 (285°) first and 동지 (270°) last',
  required: ['year', 'terms', 'method', 'source'],
  properties: {
    year: { type: 'integer' },
    terms: { type: 'array', items: solarTermSchema, minItems: 24, maxItems: 24 },
    method: { type: 'string', description: 'How the instants were computed: ephemeris, ΔT, rounding' },
    source: termsSourceSchema,
  },
} as const);

export const solarTermsRouteSchema = {
  operationId: 'getSolarTerms',
  summary: 'The 24 solar terms (절기) of a year, with their instants in Korean civil time and in UTC',
  'x-summary-ko': '한 해의 24절기와 그 시각 (한국 표준시와 UTC)',
  description:
    `Years ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}; outside them 422 CALC_ERROR, a year that is not an integer 400 BAD_INPUT. ` +
    'Instants are computed with astronomy-engine (VSOP87, IAU 2006/2000B, Espenak-Meeus ΔT) and rounded to the minute; they agree within a minute with every KASI-published instant we found (docs/calendar.md, "Solar terms and the four pillars").',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['year'],
    properties: { year: { type: 'integer', description: 'A Gregorian year', 'x-description-ko': '양력 연도', examples: [2026] } },
  },
  response: {
    200: envelope(solarTermYearSchema, 'The year\'s 24 terms, in order'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;

const calendarMonthSchema = namedSchema('CalendarMonth', {
  type: 'object',
  description: 'A Gregorian month: every day with its lunar date, weekday, day pillar and the solar term beginning on it',
  required: ['year', 'month', 'days', 'solarTerms', 'source'],
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer', minimum: 1, maximum: 12 },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['solar', 'lunar', 'weekday', 'dayPillar', 'solarTerm', 'provisional'],
        properties: {
          solar: { type: 'string', description: 'YYYY-MM-DD' },
          lunar: lunarDateSchema,
          weekday: weekdaySchema,
          dayPillar: pillarSchema,
          solarTerm: { anyOf: [solarTermSchema, { type: 'null' }], description: 'The solar term beginning on the day, or null' },
          provisional: { type: 'boolean', description: 'As in CalendarDay: the lunar values rest on astronomy, not KASI' },
        },
      },
    },
    solarTerms: { type: 'array', items: solarTermSchema, description: 'The terms beginning in the month, in order' },
    source: {
      type: 'object',
      description: 'Where the values come from',
      required: ['calc', 'calendar', 'terms'],
      properties: {
        calc: { type: 'string', description: 'Calculation library and version' },
        calendar: { type: 'string', description: 'The lunar calendar table: its sources and version' },
        terms: { type: 'string', description: 'The solar term table and its version' },
      },
    },
  },
} as const);

export const calendarMonthRouteSchema = {
  operationId: 'getCalendarMonth',
  summary: 'Every day of a Gregorian month with its lunar date, day pillar and solar terms',
  'x-summary-ko': '한 달의 모든 날: 음력 날짜, 일진, 절기',
  description: `Months ${monthKey(FIRST_WHOLE_MONTH)} to ${monthKey(LAST_WHOLE_MONTH)} (those every day of which the lunar table covers); outside them 422 CALC_ERROR, a month that is not 1-12 400 BAD_INPUT.`,
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['year', 'month'],
    properties: {
      year: { type: 'integer', description: 'A Gregorian year', 'x-description-ko': '양력 연도', examples: [2026] },
      month: { type: 'integer', description: 'A month, 1-12', 'x-description-ko': '월, 1-12', examples: [2] },
    },
  },
  response: {
    200: envelope(calendarMonthSchema, 'The month\'s days, in order, and its terms'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;
