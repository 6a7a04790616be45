/**
 * The JSON Schemas of 사주 보완 in the name analysis: the request's `birth`
 * and `needMethod`, and `result.saju`. Enums come from the core (saju*.ts).
 */
import { DEFAULT_NEED_METHOD, ELEMENTS, NEED_METHODS, NEED_RULES } from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';

export const birthSchema = namedSchema('Birth', {
  type: 'object',
  description: 'A birth for 사주 보완: a civil date, and the time on the Korean civil clock when it is known',
  additionalProperties: false,
  required: ['date'],
  examples: [{ date: '1990-05-17', time: '14:20' }],
  properties: {
    date: { type: 'string', description: 'YYYY-MM-DD: solar, or lunar with calendar "lunar"' },
    time: { type: ['string', 'null'], description: 'HH:MM on the Korean civil clock; absent or null when the hour is unknown (six characters, no hour pillar)' },
    calendar: { type: 'string', enum: ['solar', 'lunar'], description: 'The calendar of date (default solar)' },
    leapMonth: { type: 'boolean', description: 'Lunar only: the leap copy (윤달) of the month' },
    longitude: { type: 'number', minimum: -180, maximum: 180, description: 'East longitude in degrees: day and hour by the true solar time (진태양시) there' },
  },
} as const);

/** The birth in the answer's `input`: every field, at its default where the request left it out. */
export const birthEchoSchema = {
  type: ['object', 'null'],
  description: 'The birth as understood (each field the request left out at its default), or null without one',
  required: ['date', 'time', 'calendar', 'leapMonth', 'longitude'],
  properties: {
    date: { type: 'string' },
    time: { type: ['string', 'null'] },
    calendar: { type: 'string', enum: ['solar', 'lunar'] },
    leapMonth: { type: 'boolean' },
    longitude: { type: ['number', 'null'] },
  },
} as const;

export const needMethodSchema = {
  type: 'string',
  enum: NEED_METHODS,
  default: DEFAULT_NEED_METHOD,
  description: `How the chart's needed elements are found: ${NEED_METHODS.map((m) => `${m} (${NEED_RULES[m].rule})`).join('; ')}`,
} as const;

const element = { type: 'string', enum: ELEMENTS } as const;
const nullableElement = { type: ['string', 'null'], enum: [...ELEMENTS, null] } as const;
const counts = { type: 'object', required: ELEMENTS, properties: Object.fromEntries(ELEMENTS.map((e) => [e, { type: 'number' }])) as Record<(typeof ELEMENTS)[number], { type: 'number' }> } as const;

const pillar = namedSchema('SajuPillar', {
  type: 'object',
  description: 'One pillar: stem and branch in hanja and hangul, and their elements',
  required: ['hanja', 'reading', 'stem', 'branch'],
  properties: { hanja: { type: 'string' }, reading: { type: 'string' }, stem: element, branch: element },
} as const);

export const sajuSchema = namedSchema('Saju', {
  type: 'object',
  description: 'Only with birth: the four pillars (as GET /v1/calendar/pillars), the element counts, what the chart needs by needMethod, and which given-name characters supply it',
  required: ['birth', 'pillars', 'dayMaster', 'counts', 'countsWithHidden', 'needs', 'uncertain', 'supply'],
  properties: {
    birth: {
      type: 'object',
      required: ['solar', 'time', 'calendar', 'leapMonth', 'longitude'],
      properties: {
        solar: { type: 'string', description: 'The solar date, YYYY-MM-DD' },
        time: { type: ['string', 'null'] },
        calendar: { type: 'string', enum: ['solar', 'lunar'] },
        leapMonth: { type: 'boolean' },
        longitude: { type: ['number', 'null'] },
      },
    },
    pillars: {
      type: 'object',
      required: ['year', 'month', 'day', 'hour'],
      properties: { year: pillar, month: pillar, day: pillar, hour: { anyOf: [pillar, { type: 'null' }], description: 'null when the hour is unknown' } },
    },
    dayMaster: { type: 'object', required: ['hanja', 'element'], properties: { hanja: { type: 'string' }, element } },
    counts: { ...counts, description: 'Each of the eight characters (six without the hour) counted once for its element' },
    countsWithHidden: { ...counts, description: 'Stems 1 each; each branch\'s 1 shared among its 지장간 by their 月律分野 days out of 30' },
    needs: {
      type: 'object',
      required: ['method', 'rule', 'source', 'needed', 'yongsin', 'huisin', 'gisin'],
      properties: {
        method: { type: 'string', enum: NEED_METHODS },
        rule: { type: 'string' },
        source: { type: 'string' },
        needed: { type: 'array', items: element, description: 'The elements the chart needs, most needed first' },
        yongsin: nullableElement,
        huisin: nullableElement,
        gisin: { type: 'array', items: element },
        strength: { type: 'string', enum: ['strong', 'weak'], description: 'eokbu only: the day master\'s strength' },
        score: { type: 'number', description: 'eokbu only: the supporting share of the weighted characters, percent' },
      },
    },
    uncertain: { type: 'array', items: { type: 'string', enum: ['year', 'month'] }, description: 'With the hour unknown, pillars a 節 on that date leaves open (the noon pillars are given)' },
    supply: {
      type: 'array',
      items: {
        type: 'object',
        required: ['hanja', 'element', 'supplies', 'bringsGisin'],
        properties: { hanja: { type: 'string' }, element: nullableElement, supplies: { type: 'boolean' }, bringsGisin: { type: 'boolean' } },
      },
    },
  },
} as const);
