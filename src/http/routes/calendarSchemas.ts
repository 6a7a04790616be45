/**
 * The JSON Schemas of the calendar routes (routes/calendar.ts): GET
 * /v1/calendar/day, /terms, /pillars and /month, their queries and answers,
 * as src/calendar builds them for the API, the CLI and the MCP server.
 */
import { FIRST_TERM_YEAR, LAST_TERM_YEAR, ZI_HOUR_RULES } from '../../calendar/index.js';
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

const solarTermSchema = namedSchema('SolarTerm', {
  type: 'object',
  description: 'One of the 24 solar terms (절기) of a year and its instant',
  required: ['name', 'hanja', 'longitude', 'at', 'utc'],
  properties: {
    name: { type: 'string', description: 'Korean name, e.g. 입춘' },
    hanja: { type: 'string', description: 'Hanja name, e.g. 立春' },
    longitude: { type: 'integer', minimum: 0, maximum: 345, description: "The Sun's apparent ecliptic longitude at the instant, a multiple of 15 (입춘 315)" },
    at: {
      type: 'string',
      description:
        'The instant in Korean civil time to the minute with its UTC offset, e.g. 2024-02-04T17:27+09:00: +08:30 in 1908-04-01..1911 and 1954-03-21..1961-08-09, ' +
        '+10:00 or +09:30 in summer time (1948-51, 1955-60, 1987-88), +09:00 otherwise; before 1908-04-01 the local mean time of Seoul, +08:27:52 (tz database Asia/Seoul)',
    },
    utc: { type: 'string', description: 'The same instant in UTC, e.g. 2024-02-04T08:27Z' },
  },
} as const);

const termsSourceSchema = {
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

export const calendarDayRouteSchema = {
  operationId: 'getCalendarDay',
  summary: 'Convert one day between the solar and the Korean lunar calendar, with its weekday and pillars',
  description:
    'Give exactly one of `solar` and `lunar`. The range is that of the calendar: lunar years 1900-2100 (solar 1900-01-31 to 2101-01-28); ' +
    'outside it the answer is 422 CALC_ERROR. A date that is malformed, not a real date, or a lunar date that does not exist ' +
    '(day 30 of a 29-day month, a leap month the year does not have) is 400 BAD_BIRTH, as the gwae\'s birth; the other mistakes are 400 BAD_INPUT.',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      solar: { type: 'string', pattern: DATE_PATTERN, description: 'A solar date YYYY-MM-DD', examples: ['2026-02-17'] },
      lunar: { type: 'string', pattern: DATE_PATTERN, description: 'A Korean lunar date YYYY-MM-DD, e.g. 2026-01-01 (give solar or lunar, not both)' },
      leap: {
        type: 'boolean',
        description: 'With `lunar`: the month is the leap copy (윤달). `leap=true` with `solar` is 400 BAD_INPUT; `leap=false` changes nothing',
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
  description:
    `Years ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}; outside them 422 CALC_ERROR, a year that is not an integer 400 BAD_INPUT. ` +
    'Instants are computed with astronomy-engine (VSOP87, IAU 2006/2000B, Espenak-Meeus ΔT) and rounded to the minute; they agree within a minute with every KASI-published instant we found (docs/calendar.md, "Solar terms and the four pillars").',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['year'],
    properties: { year: { type: 'integer', description: 'A Gregorian year', examples: [2026] } },
  },
  response: {
    200: envelope(solarTermYearSchema, 'The year\'s 24 terms, in order'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;

const { title: _solarTermTitle, ...solarTermFields } = solarTermSchema;

const elementSchema = {
  type: 'object',
  description: 'One of the five elements (오행)',
  required: ['hanja', 'reading', 'en'],
  properties: {
    hanja: { type: 'string', description: '木, 火, 土, 金 or 水' },
    reading: { type: 'string', description: '목, 화, 토, 금 or 수' },
    en: { type: 'string', description: 'wood, fire, earth, metal or water' },
  },
} as const;

const fourPillarSchema = namedSchema('FourPillar', {
  type: 'object',
  description: 'One of the four pillars, with the elements of its stem and branch',
  required: ['hanja', 'reading', 'elements'],
  properties: {
    hanja: { type: 'string', description: 'Stem and branch in hanja, e.g. 甲辰' },
    reading: { type: 'string', description: 'Their hangul reading, e.g. 갑진' },
    elements: {
      type: 'object',
      required: ['stem', 'branch'],
      properties: { stem: elementSchema, branch: elementSchema },
    },
  },
} as const);

const fourPillarsSchema = namedSchema('FourPillars', {
  type: 'object',
  description: 'The four pillars (사주) at an instant',
  required: ['at', 'utc', 'year', 'month', 'day', 'hour', 'zodiac', 'monthTerm', 'clock', 'ziHour', 'source'],
  properties: {
    at: { type: 'string', description: 'The instant in Korean civil time, to the second, with its UTC offset' },
    utc: { type: 'string', description: 'The same instant in UTC' },
    year: { ...fourPillarSchema, description: 'The year pillar: turns at the instant of 입춘' },
    month: { ...fourPillarSchema, description: 'The month pillar: turns at each 節 (입춘, 경칩, 청명, … 소한); stem by 五虎遁' },
    day: { ...fourPillarSchema, description: 'The day pillar of the civil date (as GET /v1/calendar/day), or of the true-solar date with `longitude`; the next day\'s from 23:00 with ziHour=whole' },
    hour: { ...fourPillarSchema, description: 'The hour pillar: two-hour periods from 23:00 (子 23:00-01:00, 丑 01:00-03:00, …); stem by 五鼠遁' },
    zodiac: {
      type: 'object',
      description: '띠: the animal of the year pillar\'s branch',
      required: ['hanja', 'reading', 'en'],
      properties: {
        hanja: { type: 'string', description: 'The branch, e.g. 辰' },
        reading: { type: 'string', description: 'The animal in Korean, e.g. 용' },
        en: { type: 'string', description: 'The animal in English, e.g. dragon' },
      },
    },
    monthTerm: {
      type: 'object',
      description: 'The 節 whose instant began the month pillar, and the Gregorian year of its table row',
      required: ['name', 'hanja', 'longitude', 'at', 'utc', 'year'],
      properties: { ...solarTermFields.properties, year: { type: 'integer', description: 'The Gregorian year of the term' } },
    },
    clock: {
      type: 'object',
      description: 'The clock the day and hour pillars were read from',
      required: ['basis', 'time', 'longitude', 'equationOfTimeSeconds'],
      properties: {
        basis: { type: 'string', enum: ['civil', 'trueSolar'], description: 'civil: Korean civil time as the clocks showed it (summer time included); trueSolar: 진태양시 at `longitude`' },
        time: { type: 'string', description: 'Its local date and time, YYYY-MM-DDThh:mm:ss' },
        longitude: { type: ['number', 'null'], description: 'The longitude given, or null' },
        equationOfTimeSeconds: { type: ['integer', 'null'], description: 'With trueSolar: the equation of time used (true minus mean solar time), in seconds' },
      },
    },
    ziHour: { type: 'string', enum: ZI_HOUR_RULES, description: 'The rule used for 23:00-24:00' },
    source: termsSourceSchema,
  },
} as const);

export const fourPillarsRouteSchema = {
  operationId: 'getFourPillars',
  summary: 'The four pillars (사주) at an instant, on Korean civil time, with the 띠 and the five elements',
  description:
    '`at` is YYYY-MM-DDThh:mm[:ss] with an offset (Z or ±hh:mm; write + as %2B in a URL, a bare + arriving as a space is read as +), ' +
    'or without one for Korean civil time of that date: a local time the clocks skipped or showed twice (summer time, the changes of 1908, 1912, 1954, 1961) is 400 BAD_INPUT naming the offsets to choose from. ' +
    'Range: 소한 1900 (1900-01-06) to 2100-12-31 in Korean civil time; outside it 422 CALC_ERROR.',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['at'],
    properties: {
      at: { type: 'string', description: 'The instant: YYYY-MM-DDThh:mm[:ss][Z|±hh:mm]', examples: ['2024-02-04T17:30:00+09:00'] },
      ziHour: {
        type: 'string',
        enum: ZI_HOUR_RULES,
        default: 'split',
        description:
          'How 23:00-24:00 is counted. split (야자시/조자시): the day changes at midnight; 23:00-24:00 is the 야자시 of the same day, its hour pillar the next day\'s 子 hour. ' +
          'whole (자시 as one period): the day changes at 23:00, so 23:00-24:00 takes the next day\'s day pillar',
      },
      longitude: {
        type: 'number',
        minimum: -180,
        maximum: 180,
        description: '진태양시 (true solar time): degrees east of the birthplace, e.g. 126.98 for Seoul. The day and hour are then read from the true solar time there (UTC + longitude/15 h + the equation of time), not from the civil clock; year and month stay on the instant',
      },
    },
  },
  response: {
    200: envelope(fourPillarsSchema, 'The four pillars, the 節 that began the month, and the clock used'),
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
  description: 'Months 1900-02 to 2100-12 (those every day of which the lunar table covers); outside them 422 CALC_ERROR, a month that is not 1-12 400 BAD_INPUT.',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['year', 'month'],
    properties: {
      year: { type: 'integer', description: 'A Gregorian year', examples: [2026] },
      month: { type: 'integer', description: 'A month, 1-12', examples: [2] },
    },
  },
  response: {
    200: envelope(calendarMonthSchema, 'The month\'s days, in order, and its terms'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;
