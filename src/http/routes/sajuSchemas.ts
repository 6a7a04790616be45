/**
 * The JSON Schemas of 사주 보완 in the name analysis: the request's `birth`
 * and `needMethod`, and `result.saju`. Enums come from the core (saju*.ts).
 */
import { DEFAULT_NEED_METHOD, ELEMENTS, LIFE_STAGES, NEED_METHODS, NEED_RULES, NEED_STEPS } from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { DATE_PATTERN } from '../schemas.js';

export const birthSchema = namedSchema('Birth', {
  type: 'object',
  description: 'A birth for 사주 보완: a civil date, and the time on the Korean civil clock when it is known',
  'x-description-ko': '사주 보완에 쓸 생년월일시: 날짜, 그리고 알면 한국 표준시의 시각',
  additionalProperties: false,
  required: ['date'],
  examples: [{ date: '1990-05-17', time: '14:20' }],
  properties: {
    date: { type: 'string', description: 'YYYY-MM-DD: solar, or lunar with calendar "lunar"', 'x-description-ko': 'YYYY-MM-DD: 양력, calendar "lunar"이면 음력' },
    time: { type: ['string', 'null'], description: 'HH:MM on the Korean civil clock; absent or null when the hour is unknown (six characters, no hour pillar)', 'x-description-ko': '한국 표준시의 HH:MM. 시를 모르면 없거나 null(여섯 글자, 시주 없음)' },
    calendar: { type: 'string', enum: ['solar', 'lunar'], description: 'The calendar of date (default solar)', 'x-description-ko': 'date의 달력(기본 solar 양력)' },
    leapMonth: { type: 'boolean', description: 'Lunar only: the leap copy (윤달) of the month', 'x-description-ko': '음력만: 그 달이 윤달' },
    longitude: { type: 'number', minimum: -180, maximum: 180, description: 'East longitude in degrees: day and hour by the true solar time (진태양시) there', 'x-description-ko': '동경(도): 일과 시를 그곳의 진태양시로' },
  },
} as const);

/**
 * A request's birth in either shape, as the library reads it (birthObjectOf):
 * the date alone, the specification's form for the gwae, or the object. Its
 * description is what a birth in neither shape is told (validation.ts quotes
 * an anyOf's description), an example of each, as the library says it.
 */
export function birthFieldSchema<const D extends string>(dateAlone: D) {
  return {
    description: '"1990-05-17" or {"date": "1990-05-17", "time": "14:20"} (the date alone, or the Birth object)',
    'x-description-ko': '"1990-05-17"처럼 날짜만, 또는 {"date": "1990-05-17", "time": "14:20"}처럼 Birth 객체',
    anyOf: [{ type: 'string', pattern: DATE_PATTERN, description: dateAlone, examples: ['1990-05-17'] }, birthSchema],
  } as const;
}

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
  'x-description-ko': '사주가 필요로 하는 오행을 찾는 방법: practitioner(득령·득지·득세와 합충, 조후, 종격을 따진 명리가의 용신), count(작명 사이트처럼 없거나 적은 오행), eokbu(월령 30점, 다른 글자 10점으로 세는 억부)',
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

const points = { type: 'object', required: ['points', 'of'], properties: { points: { type: 'number' }, of: { type: 'number' } } } as const;

const practitionerReadingSchema = namedSchema('SajuReading', {
  type: 'object',
  description: 'practitioner only: what the method read in the chart',
  required: ['season', 'stemInForce', 'daysIntoMonth', 'deukryeong', 'deukji', 'deukse', 'roots', 'points', 'combinations', 'pattern', 'climateNeed'],
  properties: {
    season: { type: 'string', enum: ['spring', 'summer', 'autumn', 'winter'] },
    stemInForce: { type: 'string', description: 'The month branch\'s hidden stem in force (司令) that day; its 本氣 when the day is not known' },
    daysIntoMonth: { type: ['integer', 'null'], description: 'Whole days since the month\'s 節, or null when only pillars were given' },
    deukryeong: { ...points, description: '득령: the month branch\'s points for the day master, of its weight' },
    deukji: { ...points, description: '득지: the day branch\'s points for the day master, of its weight' },
    deukse: { ...points, description: '득세: the other characters\' points for the day master, of their weight' },
    roots: {
      type: 'array',
      items: {
        type: 'object',
        required: ['position', 'branch', 'stage', 'support', 'by'],
        properties: {
          position: { type: 'string', enum: ['year', 'month', 'day', 'hour'] },
          branch: { type: 'string' },
          stage: { type: 'string', enum: LIFE_STAGES, description: 'The day master\'s 12운성 in the branch' },
          support: { type: 'number', description: 'The share of the branch that supports the day master, 0 to 1' },
          by: { type: 'array', items: { type: 'string' }, description: 'What supports: 本氣 甲, 餘氣 乙, 長生 庚, 墓庫 丁, 印 壬, 司令 丙, union → 木' },
        },
      },
    },
    points: { ...counts, description: 'The chart\'s points by element, the day master left out' },
    combinations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'members', 'element', 'transforms'],
        properties: {
          kind: { type: 'string', enum: ['천간합', '방합', '삼합', '반합', '육합', '충'] },
          members: { type: 'array', items: { type: 'object', required: ['char', 'position'], properties: { char: { type: 'string' }, position: { type: 'string', enum: ['year', 'month', 'day', 'hour'] } } } },
          element: nullableElement,
          transforms: { type: 'boolean', description: 'A union: its members now count as element (合化). A clash: a branch lost half its weight' },
        },
      },
    },
    pattern: { type: ['string', 'null'], description: '외격 recognised (從財, 從殺, 從兒, 從勢, 從旺, 從強, 化氣格), or null' },
    climateNeed: nullableElement,
  },
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
        needed: { type: 'array', items: element, description: 'The elements the chart needs, most needed first ([용신, 희신] for practitioner and eokbu)' },
        yongsin: nullableElement,
        huisin: nullableElement,
        gisin: { type: 'array', items: element },
        strength: {
          type: 'string',
          enum: ['strong', 'weak', 'balanced'],
          description: 'practitioner and eokbu: the day master\'s strength (balanced, 중화, within 50 ± 10: practitioner only)',
        },
        score: { type: 'number', description: 'practitioner and eokbu: the supporting share of the weighted characters, percent' },
        step: {
          type: 'string',
          enum: NEED_STEPS,
          description: 'practitioner only: the rule that decided — transform (化氣格), follow (종격), climate (조후), restrain or support (억부), mediate (통관), balanced (중화: the month\'s 격)',
        },
        reason: {
          type: 'object',
          required: ['en', 'ko'],
          properties: { en: { type: 'string' }, ko: { type: 'string' } },
          description: 'practitioner only: why, in one line, in English and Korean',
        },
        sources: { type: 'array', items: { type: 'string' }, description: 'practitioner only: the passages (子平眞詮, 滴天髓, 窮通寶鑑 …) of each rule the answer used' },
        reading: practitionerReadingSchema,
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
