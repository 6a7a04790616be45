/**
 * The JSON Schemas of POST /v1/name/recommend (routes/name.ts): the request,
 * and the answer — compact by default, each name with the analysis's `result`
 * schema (nameSchemas.ts) only when `include` asks for it. Enums and limits
 * come from the core (src/name).
 */
import {
  CANDIDATES_MAX,
  DEFAULT_ERA,
  DEFAULT_FLOWS_AS,
  DEFAULT_GRID_SYSTEM,
  DEFAULT_PHONETIC_SCHOOL,
  DEFAULT_POPULARITY,
  ERA_NAMES,
  ERAS,
  EXCLUSION_RULES,
  FLOWS_AS,
  FLOWS_AS_NAMES,
  INCLUDES,
  KINDS,
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
  RESOURCE_SCHOOL_NAMES,
  SAMWON_BASIS_NAMES,
  SAME_SYLLABLE_MAX,
  SEXES,
} from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { flowRuleSchema, resourceSchoolSchema, samwonBasisSchema } from './nameReportSchemas.js';
import { nameAnalysisResultSchema } from './nameSchemas.js';
import { birthEchoSchema, birthFieldSchema, needMethodSchema } from './sajuSchemas.js';
import { envelope, errorResponses } from '../schemas.js';

const textSchema = {
  type: 'object',
  required: ['ko', 'en'],
  properties: { ko: { type: 'string' }, en: { type: 'string' } },
} as const;

const fixedSchema = {
  type: ['object', 'null'],
  description: '돌림자: one place of the given name fixed, by a name-usable hanja (its reading fixes the sound) or by a hangul syllable (any hanja of that sound)',
  'x-description-ko': '돌림자: 이름의 한 자리를 인명용 한자(그 음이 소리를 정함)나 한글 음절(그 소리의 어느 한자든)로 고정',
  additionalProperties: false,
  required: ['position'],
  properties: {
    position: { type: 'integer', enum: [1, 2], description: 'The place in the given name, 1 first', 'x-description-ko': '이름에서의 자리, 1이 첫째' },
    hanja: { type: 'string', description: 'A name-usable hanja (exactly one of hanja and hangul)', 'x-description-ko': '인명용 한자(hanja와 hangul 중 하나만)' },
    hangul: { type: 'string', description: 'A hangul syllable (exactly one of hanja and hangul)', 'x-description-ko': '한글 음절(hanja와 hangul 중 하나만)' },
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
      description:
        'The surname in hanja (金, 南宮), or in hangul (김, 류, 제갈): a hangul surname is taken as the clan of the census with the most people (이 李, 정 鄭), and the answer\'s `surname.choices` lists every hanja to send instead',
      'x-description-ko': '성: 한자(金, 南宮) 또는 한글(김, 류, 제갈). 한글 성은 인구가 가장 많은 본(이 李, 정 鄭)으로 보고, 응답의 surname.choices에 보낼 수 있는 한자를 모두 알려 줍니다',
      examples: ['金'],
    },
    length: { type: 'integer', enum: [1, 2], default: 2, description: 'Given-name characters', 'x-description-ko': '이름 글자 수' },
    birth: birthFieldSchema('the solar date YYYY-MM-DD alone (no time: six characters, no hour pillar)'),
    fixed: fixedSchema,
    pattern: {
      type: ['string', 'null'],
      description: `The sounds, one place per syllable: a syllable (서), an initial consonant (ㅅ) or a wildcard (${PATTERN_WILDCARDS.join(' ')}); e.g. ㅅㅎ, 서?`,
      'x-description-ko': `소리, 음절마다 한 자리: 음절(서), 초성(ㅅ), 또는 아무것이나(${PATTERN_WILDCARDS.join(' ')}). 예: ㅅㅎ, 서?`,
      examples: ['서?'],
    },
    avoidSyllables: { type: 'array', maxItems: 100, items: { type: 'string' }, description: 'Hangul syllables no recommended name may contain', 'x-description-ko': '추천하는 이름에 들어가면 안 되는 한글 음절' },
    sex: { type: ['string', 'null'], enum: [...SEXES, null], description: 'f or m: names of that sex\'s lists (and names on both sexes\' lists, marked unisex), and only hanja written in that sex\'s names', 'x-description-ko': 'f 또는 m: 그 성별 목록의 이름(두 성별 목록에 다 있는 이름은 unisex로 표시)과 그 성별 이름에 쓰인 한자만' },
    kind: {
      type: 'string',
      enum: KINDS,
      default: 'hanja',
      description: 'hanja: names with their hanja; hangul: 순우리말 names (하늘, 한결, 사랑 …) with none, judged by their sound alone (no grid, 수리·자원오행 or 사주 보완 applies to a name without hanja)',
      'x-description-ko': 'hanja: 한자가 있는 이름, hangul: 한자 없는 순우리말 이름(하늘, 한결, 사랑 …), 소리로만 판정(격, 수리·자원오행, 사주 보완은 적용 안 됨)',
    },
    era: { type: 'string', enum: ERA_NAMES, default: DEFAULT_ERA, description: ERA_NAMES.map((e) => `${e}: ${ERAS[e]}`).join('; '), 'x-description-ko': 'recent: 최근 10년(2015–2024) 출생 목록의 이름, 최근·상위 먼저, 그 앞 10년은 절반 가중치. classic: 2005년 전 출생 목록의 이름(부모·조부모 세대). any: 모든 출생 목록, 최근 먼저' },
    otherSex: { type: 'boolean', default: false, description: 'true: names of the other sex\'s lists too, after those of the sex asked', 'x-description-ko': 'true: 다른 성별 목록의 이름도, 요청한 성별의 이름 뒤에' },
    popularity: { type: 'string', enum: POPULARITY_NAMES, default: DEFAULT_POPULARITY, description: POPULARITY_WORDS, 'x-description-ko': 'common: 발표된 출생 목록의 이름. any: 그것과 목록 이름들이 그 자리에 쓰는 첫·둘째 음절로 만든 이름. rare: 그렇게 만든 이름만' },
    flows: { type: 'string', enum: FLOWS_AS_NAMES, default: DEFAULT_FLOWS_AS, description: FLOWS_AS_NAMES.map((f) => `${f}: ${FLOWS_AS[f]}`).join('; '), 'x-description-ko': 'rank: 발음오행·수리오행 흐름은 순위의 일부(상극은 이름을 낮출 뿐 빼지 않음, 기본). gate: 두 흐름이 flowRule을 통과해야 이름을 줌' },
    candidates: {
      type: ['array', 'null'],
      minItems: 1,
      maxItems: CANDIDATES_MAX,
      items: { type: 'string' },
      description: `Your own given names in hangul (1 to ${CANDIDATES_MAX}, one or two syllables): each judged with its best hanja and reasons instead of the pool; those the rules keep out are in \`excluded\` with the rule`,
      'x-description-ko': `직접 고른 한글 이름(1-${CANDIDATES_MAX}개, 한두 음절): 목록 대신 각 이름을 가장 좋은 한자와 이유로 판정. 규칙에 걸린 이름은 규칙과 함께 \`excluded\`에`,
      examples: [['서윤', '하준']],
    },
    include: { type: 'array', items: { type: 'string', enum: INCLUDES }, default: [], description: 'analysis: each name with its full analysis (the result of POST /v1/name/analyze); compact without', 'x-description-ko': 'analysis: 이름마다 전체 분석(POST /v1/name/analyze의 result). 없으면 간추린 답' },
    school: { type: 'string', enum: PHONETIC_SCHOOLS, default: DEFAULT_PHONETIC_SCHOOL, description: 'Phonetic five-element school, as in the analysis', 'x-description-ko': '발음오행 학파, 분석과 같음' },
    gridSystem: {
      type: 'string',
      enum: GRID_SYSTEM_NAMES,
      default: DEFAULT_GRID_SYSTEM,
      description: GRID_SYSTEM_NAMES.map((g) => `${g}: ${GRID_SYSTEMS[g]}`).join('; '),
      'x-description-ko': 'fiveGrids: 五聖閣이 가르치는 熊崎의 오격, 인격·지격·외격·총격 판정(천격 제외). fourGrids: 元亨利貞, 원격·형격·이격·정격 판정',
    },
    flowRule: flowRuleSchema,
    samwonBasis: samwonBasisSchema,
    resourceSchool: resourceSchoolSchema,
    needMethod: needMethodSchema,
    limit: { type: 'integer', minimum: 1, maximum: RECOMMEND_LIMIT_MAX, default: RECOMMEND_LIMIT_DEFAULT, description: 'Names per page', 'x-description-ko': '한 쪽의 이름 수' },
    cursor: { type: ['string', 'null'], description: 'The previous page\'s `cursor`, with the same request (only limit may change); null or absent for the first page', 'x-description-ko': '앞 쪽의 `cursor`, 같은 요청으로(limit만 바꿀 수 있음). 첫 쪽은 null이거나 없음' },
  },
} as const);

const popularitySchema = {
  type: ['object', 'null'],
  description: 'The latest published list that names it (of the sex asked when there is one; a list of births before one of renamings); null for a made name',
  required: ['rank', 'year', 'sex', 'of'],
  properties: {
    rank: { type: ['integer', 'null'] },
    year: { type: 'integer' },
    sex: { type: ['string', 'null'], enum: [...SEXES, null], description: 'null: a list of both sexes' },
    of: { type: 'string', enum: ['births', 'renamings'], description: 'births: names given at birth registration; renamings: names people chose when renaming themselves (개명)' },
  },
} as const;

const recommendedNameSchema = namedSchema('RecommendedName', {
  type: 'object',
  description: 'One recommended given name: its hanja and their meaning, in Latin letters, how popular, its score part by part and why; its full analysis only with include ["analysis"]',
  required: ['hangul', 'hanja', 'meaning', 'romanized', 'basis', 'popularity', 'unisex', 'score', 'parts', 'why'],
  properties: {
    hangul: { type: 'string', description: 'The given name in hangul (the surname is in input)' },
    hanja: { type: 'string', description: 'The given name in hanja; empty for a 순우리말 name (kind "hangul")' },
    meaning: { type: 'string', description: 'Each character with its 훈 and reading, as a name certificate prints it: 瑞 상서로울 서 · 潤 윤택할 윤; for a 순우리말 name, what the word means' },
    romanized: {
      type: 'object',
      required: ['rr', 'passport'],
      properties: {
        rr: { type: 'string', description: 'The full name in the Revised Romanization (Gim Seoyun)' },
        passport: { type: 'string', description: 'As families commonly write it in passports: the surname\'s commonest spelling, the given name by the Revised Romanization (Kim Seoyun)' },
      },
    },
    basis: {
      type: 'string',
      enum: POOL_BASES,
      description:
        'listed: on the published lists of births (of the sex asked); listedOtherSex: only on the other sex\'s (otherSex true); madeOfListedSyllables: on no list, made of syllables listed names use; builtAroundFixed: the fixed syllable with a listed syllable; candidate: one you sent; hangulName: a 순우리말 name of the reviewed list',
    },
    popularity: popularitySchema,
    unisex: { type: 'boolean', description: 'On the lists of both sexes' },
    score: { type: 'integer', minimum: 0, maximum: 100, description: 'Σ points, rounded half up' },
    parts: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description: `The score part by part, as points (weight × the name's share of the part; the score is their sum, rounded): ${RECOMMEND_PARTS.map((p) => `${p} of ${RECOMMEND_WEIGHTS[p]}`).join(', ')}; a 순우리말 name: popularity and flows`,
      examples: [{ hanja: 29, popularity: 22.4, grids: 13.1, elements: 15, flows: 5, yinYang: 5 }],
    },
    why: { ...textSchema, description: 'Why, in plain sentences, Korean and English: popularity, the characters, the grids, the elements, the flows' },
    analysis: nameAnalysisResultSchema,
  },
} as const);

const exclusionSchema = {
  type: 'object',
  required: ['name', 'rank', 'year', 'rule', 'why', 'admittedBy'],
  properties: {
    name: { type: 'string' },
    rank: { type: ['integer', 'null'], description: 'Its place on the latest list of births of the sex asked; null for a candidate you sent' },
    year: { type: ['integer', 'null'] },
    rule: { type: 'string', enum: Object.keys(EXCLUSION_RULES) },
    why: textSchema,
    admittedBy: { type: ['object', 'null'], additionalProperties: { type: ['string', 'number', 'boolean'] }, description: 'A setting of the request that admits it; null where none does' },
  },
} as const;

const stringProperties = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, { type: 'string' }]));
const SOURCE_KEYS = ['calc', 'dictionary', 'readingTable', 'numbers81', 'givenNames', 'givenNameHanja', 'hangulNames', 'surnameHanja', 'surnameRomanization', 'resourceElements', 'avoidHanja', 'avoidReadings'] as const;
const RULE_KEYS = ['hard', 'hanja', 'rank', 'diversity', 'era', 'popularity', 'flows', 'gridSystem', 'flow', 'phoneticSchool', 'avoidReadings'] as const;
const INPUT_KEYS = ['surname', 'length', 'birth', 'fixed', 'pattern', 'avoidSyllables', 'sex', 'kind', 'era', 'otherSex', 'popularity', 'flows', 'candidates', 'include', 'school', 'gridSystem', 'flowRule', 'samwonBasis', 'resourceSchool', 'needMethod', 'limit', 'cursor'] as const;

const recommendResponseDataSchema = namedSchema('NameRecommendation', {
  type: 'object',
  description: 'The request as understood, one page of names, how many the rules left at each step, the names parents would look for that the rules left out, and the sources and rules',
  required: ['input', 'names', 'cursor', 'total', 'funnel', 'excluded', 'notice', 'source'],
  properties: {
    input: {
      type: 'object',
      description: 'The request as understood (each field left out at its default)',
      required: INPUT_KEYS,
      properties: {
        surname: {
          type: 'object',
          required: ['hanja', 'hangul', 'choices'],
          properties: {
            hanja: { type: 'string' },
            hangul: { type: 'string' },
            choices: {
              type: 'array',
              description: 'For a surname sent in hangul: every hanja it is written with, most people first (the first is taken)',
              items: { type: 'object', required: ['hanja', 'population'], properties: { hanja: { type: 'string' }, population: { type: ['integer', 'null'] } } },
            },
          },
        },
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
        kind: { type: 'string', enum: KINDS },
        era: { type: 'string', enum: ERA_NAMES },
        otherSex: { type: 'boolean' },
        popularity: { type: 'string', enum: POPULARITY_NAMES },
        flows: { type: 'string', enum: FLOWS_AS_NAMES },
        candidates: { type: ['array', 'null'], items: { type: 'string' } },
        include: { type: 'array', items: { type: 'string', enum: INCLUDES } },
        school: { type: 'string', enum: PHONETIC_SCHOOLS },
        gridSystem: { type: 'string', enum: GRID_SYSTEM_NAMES },
        flowRule: { type: 'string', enum: FLOW_RULE_NAMES },
        samwonBasis: { type: 'string', enum: SAMWON_BASIS_NAMES },
        resourceSchool: { type: 'string', enum: RESOURCE_SCHOOL_NAMES },
        needMethod: { type: 'string', enum: NEED_METHODS },
        limit: { type: 'integer' },
        cursor: { type: ['string', 'null'] },
      },
    },
    names: { type: 'array', items: recommendedNameSchema, description: `Best first; each hangul name once; at most ${SAME_SYLLABLE_MAX} share the first free syllable before the rest` },
    cursor: { type: ['string', 'null'], description: 'Send it with the same request for the next page; null on the last page' },
    total: { type: 'integer', description: 'Names in the whole ranked list' },
    funnel: {
      type: 'object',
      description: 'How many names each step left: the names judged, the sound rules, the hanja rules, the diversity rule',
      required: ['pool', 'sound', 'hanja', 'diverse'],
      properties: { pool: { type: 'integer' }, sound: { type: 'integer' }, hanja: { type: 'integer' }, diverse: { type: 'integer' } },
    },
    excluded: { type: 'array', items: exclusionSchema, description: 'The latest top names of the sex asked (or your candidates) the rules left out, each with the rule and the setting that admits it' },
    notice: { ...textSchema, type: ['object', 'null'], description: 'Why the list is shorter than asked or empty, or that names of the other sex\'s lists were used; null otherwise' },
    source: {
      type: 'object',
      description: 'The data and rules used, each data set with its version',
      required: [...SOURCE_KEYS, 'rules'],
      properties: {
        ...stringProperties(SOURCE_KEYS),
        rules: { type: 'object', required: RULE_KEYS, properties: stringProperties(RULE_KEYS) },
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
    200: envelope(recommendResponseDataSchema, 'One page of recommended names, each with its meaning, romanization, popularity, ranking part by part and why'),
    ...errorResponses('BAD_INPUT', 'CALC_ERROR'),
  },
} as const;
