/**
 * The JSON Schemas of POST /v1/name/recommend (routes/name.ts): the request,
 * and the answer, whose every name carries the analysis's `result` schema
 * (nameSchemas.ts). Enums and limits come from the core (src/name).
 */
import {
  DEFAULT_GRID_SYSTEM,
  DEFAULT_PHONETIC_SCHOOL,
  DEFAULT_POPULARITY,
  FLOW_RULE_NAMES,
  GRID_SYSTEMS,
  GRID_SYSTEM_NAMES,
  NEED_METHODS,
  PATTERN_WILDCARDS,
  PHONETIC_SCHOOLS,
  POOL_BASES,
  POPULARITIES,
  POPULARITY_NAMES,
  RECOMMEND_LIMIT_DEFAULT,
  RECOMMEND_LIMIT_MAX,
  RECOMMEND_PARTS,
  RECOMMEND_WEIGHTS,
  SAMWON_BASIS_NAMES,
  SAME_SYLLABLE_MAX,
  SEXES,
} from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { flowRuleSchema, samwonBasisSchema } from './nameReportSchemas.js';
import { nameAnalysisResultSchema } from './nameSchemas.js';
import { birthEchoSchema, birthSchema, needMethodSchema } from './sajuSchemas.js';
import { envelope, errorResponses } from '../schemas.js';

const textSchema = {
  type: 'object',
  required: ['ko', 'en'],
  properties: { ko: { type: 'string' }, en: { type: 'string' } },
} as const;

const fixedSchema = {
  type: ['object', 'null'],
  description: '돌림자: one place of the given name fixed, by a name-usable hanja (its reading fixes the sound) or by a hangul syllable (any hanja of that sound)',
  additionalProperties: false,
  required: ['position'],
  properties: {
    position: { type: 'integer', enum: [1, 2], description: 'The place in the given name, 1 first' },
    hanja: { type: 'string', description: 'A name-usable hanja (exactly one of hanja and hangul)' },
    hangul: { type: 'string', description: 'A hangul syllable (exactly one of hanja and hangul)' },
  },
} as const;

const POPULARITY_WORDS = POPULARITY_NAMES.map((p) => `${p}: ${POPULARITIES[p]}`).join('; ');

export const recommendRequestSchema = namedSchema('NameRecommendationRequest', {
  type: 'object',
  description: 'A surname and preferences: the given names to recommend, ranked and explained',
  additionalProperties: false,
  required: ['surname'],
  examples: [{ surname: '金', sex: 'f', birth: { date: '2026-03-01', time: '09:30' }, limit: 5 }],
  properties: {
    surname: {
      type: 'string',
      description: 'The surname in hanja (金, 南宮), or in hangul when the census table gives it one hanja (김); a hangul surname with several hanja (정: 鄭 丁 程) is a 400 that lists them',
      'x-description-ko': '성: 한자(金, 南宮) 또는 한자가 하나뿐인 한글 성(김). 한자가 여럿인 한글 성(정: 鄭 丁 程)은 400으로 선택지를 알려 줍니다',
      examples: ['金'],
    },
    length: { type: 'integer', enum: [1, 2], default: 2, description: 'Given-name characters' },
    birth: birthSchema,
    fixed: fixedSchema,
    pattern: {
      type: ['string', 'null'],
      description: `The sounds, one place per syllable: a syllable (서), an initial consonant (ㅅ) or a wildcard (${PATTERN_WILDCARDS.join(' ')}); e.g. ㅅㅎ, 서?`,
      examples: ['서?'],
    },
    avoidSyllables: { type: 'array', maxItems: 100, items: { type: 'string' }, description: 'Hangul syllables no recommended name may contain' },
    sex: { type: ['string', 'null'], enum: [...SEXES, null], description: 'f or m: used only to choose among the published name lists (names of the other sex\'s lists come last)' },
    popularity: { type: 'string', enum: POPULARITY_NAMES, default: DEFAULT_POPULARITY, description: POPULARITY_WORDS },
    school: { type: 'string', enum: PHONETIC_SCHOOLS, default: DEFAULT_PHONETIC_SCHOOL, description: 'Phonetic five-element school, as in the analysis' },
    gridSystem: {
      type: 'string',
      enum: GRID_SYSTEM_NAMES,
      default: DEFAULT_GRID_SYSTEM,
      description: GRID_SYSTEM_NAMES.map((g) => `${g}: ${GRID_SYSTEMS[g]}`).join('; '),
    },
    flowRule: flowRuleSchema,
    samwonBasis: samwonBasisSchema,
    needMethod: needMethodSchema,
    limit: { type: 'integer', minimum: 1, maximum: RECOMMEND_LIMIT_MAX, default: RECOMMEND_LIMIT_DEFAULT, description: 'Names per page' },
    cursor: { type: ['string', 'null'], description: 'The previous page\'s `cursor`, with the same request (only limit may change); null or absent for the first page' },
  },
} as const);

const partLineSchema = {
  type: 'object',
  required: ['part', 'weight', 'share', 'points', 'why'],
  properties: {
    part: { type: 'string', enum: RECOMMEND_PARTS },
    weight: { type: 'integer' },
    share: { type: 'number', minimum: 0, maximum: 1 },
    points: { type: 'number', description: 'weight × share' },
    why: textSchema,
  },
} as const;

const recommendedNameSchema = namedSchema('RecommendedName', {
  type: 'object',
  description: 'One recommended given name, its ranking part by part, and its full analysis',
  required: ['hangul', 'hanja', 'basis', 'score', 'parts', 'why', 'analysis'],
  properties: {
    hangul: { type: 'string', description: 'The given name in hangul (the surname is in input)' },
    hanja: { type: 'string', description: 'The given name in hanja' },
    basis: {
      type: 'string',
      enum: POOL_BASES,
      description: 'listed: on the published name lists (of the sex asked); listedOtherSex: only on the other sex\'s; madeOfListedSyllables: on no list, made of syllables listed names use in those places',
    },
    score: { type: 'integer', minimum: 0, maximum: 100, description: 'Σ points, rounded half up' },
    parts: {
      type: 'array',
      items: partLineSchema,
      description: `The ranking, part by part: ${RECOMMEND_PARTS.map((p) => `${p} ${RECOMMEND_WEIGHTS[p]}`).join(', ')}`,
    },
    why: { ...textSchema, description: 'The name in one line, Korean and English' },
    analysis: nameAnalysisResultSchema,
  },
} as const);

const recommendResponseDataSchema = namedSchema('NameRecommendation', {
  type: 'object',
  description: 'The request as understood, one page of names, how many the rules left at each step, and the sources and rules',
  required: ['input', 'names', 'cursor', 'total', 'funnel', 'notice', 'source'],
  properties: {
    input: {
      type: 'object',
      description: 'The request as understood (each field left out at its default)',
      required: ['surname', 'length', 'birth', 'fixed', 'pattern', 'avoidSyllables', 'sex', 'popularity', 'school', 'gridSystem', 'flowRule', 'samwonBasis', 'needMethod', 'limit', 'cursor'],
      properties: {
        surname: { type: 'object', required: ['hanja', 'hangul'], properties: { hanja: { type: 'string' }, hangul: { type: 'string' } } },
        length: { type: 'integer' },
        birth: birthEchoSchema,
        fixed: {
          type: ['object', 'null'],
          required: ['position', 'hanja', 'hangul'],
          properties: { position: { type: 'integer' }, hanja: { type: ['string', 'null'] }, hangul: { type: ['string', 'null'] } },
        },
        pattern: { type: ['string', 'null'] },
        avoidSyllables: { type: 'array', items: { type: 'string' } },
        sex: { type: ['string', 'null'] },
        popularity: { type: 'string', enum: POPULARITY_NAMES },
        school: { type: 'string', enum: PHONETIC_SCHOOLS },
        gridSystem: { type: 'string', enum: GRID_SYSTEM_NAMES },
        flowRule: { type: 'string', enum: FLOW_RULE_NAMES },
        samwonBasis: { type: 'string', enum: SAMWON_BASIS_NAMES },
        needMethod: { type: 'string', enum: NEED_METHODS },
        limit: { type: 'integer' },
        cursor: { type: ['string', 'null'] },
      },
    },
    names: { type: 'array', items: recommendedNameSchema, description: `Best first; each hangul name once; at most ${SAME_SYLLABLE_MAX} share the first free syllable` },
    cursor: { type: ['string', 'null'], description: 'Send it with the same request for the next page; null on the last page' },
    total: { type: 'integer', description: 'Names in the whole ranked list' },
    funnel: {
      type: 'object',
      description: 'How many names each step left: the pool, the sound conditions, 발음오행, the hanja rules, the diversity rule',
      required: ['pool', 'sound', 'phonetic', 'hanja', 'diverse'],
      properties: {
        pool: { type: 'integer' },
        sound: { type: 'integer' },
        phonetic: { type: 'integer' },
        hanja: { type: 'integer' },
        diverse: { type: 'integer' },
      },
    },
    notice: { ...textSchema, type: ['object', 'null'], description: 'Why the list is shorter than asked or empty, or that names of the other sex\'s lists were used; null otherwise' },
    source: {
      type: 'object',
      description: 'The data and rules used, each data set with its version',
      required: ['calc', 'dictionary', 'readingTable', 'numbers81', 'givenNames', 'surnameHanja', 'resourceElements', 'avoidHanja', 'avoidReadings', 'nameMeanings', 'hanjaSets', 'rules'],
      properties: {
        calc: { type: 'string' },
        dictionary: { type: 'string' },
        readingTable: { type: 'string', description: 'Hanja reading table id and version (the names\' readings)' },
        numbers81: { type: 'string' },
        givenNames: { type: 'string', description: "The published name lists (the Supreme Court's statistics)" },
        surnameHanja: { type: 'string', description: 'Hanja of hangul surnames (census counts)' },
        resourceElements: { type: 'string' },
        avoidHanja: { type: 'string' },
        avoidReadings: { type: 'string', description: 'Readings to avoid (this project\'s reviewed list)' },
        nameMeanings: { type: 'string', description: 'Glosses of name-worthy and avoided meanings (this project\'s reviewed lists)' },
        hanjaSets: { type: 'string', description: 'Basic education hanja and KS X 1001 (Unihan)' },
        rules: {
          type: 'object',
          required: ['hard', 'rank', 'diversity', 'popularity', 'gridSystem', 'flow', 'phoneticSchool', 'avoidReadings', 'nameMeanings'],
          properties: {
            hard: { type: 'string' },
            rank: { type: 'string' },
            diversity: { type: 'string' },
            popularity: { type: 'string' },
            gridSystem: { type: 'string' },
            flow: { type: 'string' },
            phoneticSchool: { type: 'string' },
            avoidReadings: { type: 'string' },
            nameMeanings: { type: 'string' },
          },
        },
      },
    },
  },
} as const);

export const recommendRouteSchema = {
  operationId: 'recommendNames',
  summary: 'Recommend given names for a surname, ranked and explained (작명)',
  'x-summary-ko': '성에 맞는 이름 추천 (작명): 순위와 이유',
  tags: ['name'],
  body: recommendRequestSchema,
  response: {
    200: envelope(recommendResponseDataSchema, 'One page of recommended names, each with its ranking part by part and its full analysis'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;
