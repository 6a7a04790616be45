/**
 * The JSON Schemas of GET /v1/calendar/pillars (routes/calendar.ts): the four
 * pillars at an instant, with the solar terms that turn the year and month.
 */
import { ZI_HOUR_RULES } from '../../calendar/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { envelope, errorResponses } from '../schemas.js';
import { instantSchema, solarTermSchema, termsSourceSchema } from './calendarSchemas.js';

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
  required: ['at', 'utc', 'localMeanTime', 'year', 'month', 'day', 'hour', 'zodiac', 'monthTerm', 'clock', 'ziHour', 'source'],
  properties: {
    at: instantSchema.at,
    utc: instantSchema.utc,
    localMeanTime: instantSchema.localMeanTime,
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
      required: ['name', 'hanja', 'longitude', 'at', 'utc', 'localMeanTime', 'year'],
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
  'x-summary-ko': '한 시각의 사주 네 기둥 (한국 표준시, 띠와 오행 포함)',
  description:
    '`at` is an RFC 3339 instant, as new Date().toISOString() writes it: YYYY-MM-DDThh:mm[:ss[.fraction]] with an offset (Z or ±hh:mm; write + as %2B in a URL, a bare + arriving as a space is read as +; ' +
    'a fraction of a second is dropped, as every instant the pillars turn on is a whole second), ' +
    'or without one for Korean civil time of that date: a local time the clocks skipped or showed twice (summer time, the changes of 1908, 1912, 1954, 1961) is 400 BAD_INPUT naming the offsets to choose from. ' +
    'Range: 소한 1900 (1900-01-06) to 2100-12-31 in Korean civil time; outside it 422 CALC_ERROR.',
  tags: ['calendar'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['at'],
    properties: {
      at: { type: 'string', description: 'The instant: YYYY-MM-DDThh:mm[:ss[.fraction]][Z|±hh:mm]', 'x-description-ko': '시각: YYYY-MM-DDThh:mm[:ss[.fraction]][Z|±hh:mm], 시차가 없으면 한국 표준시', examples: ['2024-02-04T17:30:00+09:00'] },
      ziHour: {
        type: 'string',
        enum: ZI_HOUR_RULES,
        default: 'split',
        description:
          'How 23:00-24:00 is counted. split (야자시/조자시): the day changes at midnight; 23:00-24:00 is the 야자시 of the same day, its hour pillar the next day\'s 子 hour. ' +
          'whole (자시 as one period): the day changes at 23:00, so 23:00-24:00 takes the next day\'s day pillar',
        'x-description-ko': '23:00-24:00을 세는 법. split(야자시/조자시): 날은 자정에 바뀌고 23:00-24:00은 그날의 야자시이며 시주는 다음 날의 子시. whole(자시를 한 덩이로): 날이 23:00에 바뀌어 23:00-24:00은 다음 날의 일주',
      },
      longitude: {
        type: 'number',
        minimum: -180,
        maximum: 180,
        description: '진태양시 (true solar time): degrees east of the birthplace, e.g. 126.98 for Seoul. The day and hour are then read from the true solar time there (UTC + longitude/15 h + the equation of time), not from the civil clock; year and month stay on the instant',
        'x-description-ko': '진태양시: 태어난 곳의 동경(도), 예: 서울 126.98. 일과 시를 표준시가 아니라 그곳의 진태양시(UTC + 경도/15시간 + 균시차)로 읽음. 년과 월은 그 순간 그대로',
      },
    },
  },
  response: {
    200: envelope(fourPillarsSchema, 'The four pillars, the 節 that began the month, and the clock used'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;

