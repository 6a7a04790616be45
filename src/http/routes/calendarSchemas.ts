/**
 * The JSON Schemas of GET /v1/calendar/day (routes/calendar.ts): the query and
 * the day, as src/calendar/day.ts builds it for the API, the CLI and the MCP server.
 */
import { namedSchema } from '../openapi/namedSchemas.js';
import { DATE_PATTERN, envelope, errorResponses } from '../schemas.js';

const pillarSchema = namedSchema('Pillar', {
  type: 'object',
  description: 'A pillar (간지) of the sexagenary cycle',
  required: ['hanja', 'reading'],
  properties: {
    hanja: { type: 'string', description: 'Stem and branch in hanja, e.g. 丙午' },
    reading: { type: 'string', description: 'Their hangul reading, e.g. 병오' },
  },
} as const);

const calendarDaySchema = namedSchema('CalendarDay', {
  type: 'object',
  description: 'One day of the Korean lunisolar calendar, from either of its dates',
  required: ['solar', 'lunar', 'weekday', 'pillars', 'lunarMonthLength', 'leapMonthOfYear', 'provisional', 'source'],
  properties: {
    solar: { type: 'string', description: 'The solar (Gregorian) date, YYYY-MM-DD' },
    lunar: {
      type: 'object',
      description: 'The Korean lunar date',
      required: ['year', 'month', 'day', 'leap'],
      properties: {
        year: { type: 'integer' },
        month: { type: 'integer', minimum: 1, maximum: 12 },
        day: { type: 'integer', minimum: 1, maximum: 30 },
        leap: { type: 'boolean', description: 'The day is in the leap copy (윤달) of `month`' },
      },
    },
    weekday: {
      type: 'object',
      description: 'Day of the week',
      required: ['index', 'en', 'ko'],
      properties: {
        index: { type: 'integer', minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday (as JavaScript\'s Date.prototype.getDay)' },
        en: { type: 'string', description: 'English name, e.g. Tuesday' },
        ko: { type: 'string', description: 'Korean one-syllable name, e.g. 화' },
      },
    },
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
      lunar: { type: 'string', pattern: DATE_PATTERN, description: 'A Korean lunar date YYYY-MM-DD', examples: ['2026-01-01'] },
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
