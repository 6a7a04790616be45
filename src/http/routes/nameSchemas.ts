/**
 * The JSON Schemas of the 성명학 routes (routes/name.ts): the analysis request
 * and answer (the hanja look-ups are in hanjaSchemas.ts). Every enum comes
 * from the domain's own constants (src/name), so a value is written once.
 */
import {
  ARRANGEMENTS,
  ELEMENTS,
  FLOW_RULE_NAMES,
  GRADE_BANDS,
  JUDGED_GRIDS,
  NAME_PARTS,
  NEED_METHODS,
  PARITIES,
  PHONETIC_SCHOOLS,
  RATING_SHARE,
  RATINGS,
  READING_SOURCES,
  RELATIONS,
  RESOURCE_SCHOOL_NAMES,
  SAMWON_BASIS_NAMES,
  SCORED_PARTS,
  SCORING_MODES,
  VERDICT_SHARE,
  VERDICTS,
} from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import {
  avoidWarningSchema,
  elementFlowProperties,
  extendedScoreSchema,
  resourceElementSchema,
  strokeElementSchema,
} from './nameReportSchemas.js';
import { analyzeRequestSchema } from './nameRequestSchemas.js';
import { birthEchoSchema, sajuSchema } from './sajuSchemas.js';
import { envelope, errorResponses } from '../schemas.js';

/** The shares of the scoring code in words, highest first: "share 1 for 길/good, 0.5 for 반길/ordinary, 0 for 흉/bad". */
const SHARE_WORDS = [...new Set([...Object.values(RATING_SHARE), ...Object.values(VERDICT_SHARE)])]
  .sort((a, b) => b - a)
  .map((share) => {
    const named = [...RATINGS.filter((r) => RATING_SHARE[r] === share), ...VERDICTS.filter((v) => VERDICT_SHARE[v] === share)];
    return `${share} for ${named.join('/')}`;
  })
  .join(', ');

export const elementSchema = namedSchema('PhoneticElement', { type: 'string', enum: ELEMENTS, description: 'One of the five elements' } as const);
const verdictSchema = namedSchema('Verdict', { type: 'string', enum: VERDICTS, description: 'good, ordinary or bad' } as const);
const paritySchema = namedSchema('Parity', { type: 'string', enum: PARITIES, description: 'Yin (음, even strokes) or yang (양, odd)' } as const);
const phoneticSchoolSchema = namedSchema('PhoneticSchool', { type: 'string', enum: PHONETIC_SCHOOLS, description: 'The phonetic five-element school used' } as const);

const gridProperties = {
  value: { type: 'integer', description: 'The stroke sum' },
  number: { type: 'integer', minimum: 1, maximum: 81, description: 'The 81-number: above 81, 80 taken away until ≤ 81 (82 is 2)' },
  name: { type: 'string', description: "The number's name, e.g. 두령격" },
  rating: { type: 'string', enum: RATINGS },
  disputed: { type: 'boolean', description: 'Sources disagree on this number; `rating` is the one adopted' },
} as const;

const gridSchema = namedSchema('Grid', {
  type: 'object',
  description: 'One grid of 元亨利貞: its stroke sum, its 81-number and that number\'s rating',
  required: ['value', 'number', 'name', 'rating', 'disputed'],
  properties: gridProperties,
} as const);

const fiveGridSchema = namedSchema('FiveGrid', {
  type: 'object',
  description: 'One grid of 五格: its stroke sum, its 81-number and that number\'s rating, and whether it is judged',
  required: ['value', 'number', 'name', 'rating', 'disputed', 'judged'],
  properties: { ...gridProperties, judged: { type: 'boolean', description: 'Counted in the summary and the score (false for 천격)' } },
} as const);

const partInputSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['hanja', 'hangul'],
    properties: { hanja: { type: 'string' }, hangul: { type: ['string', 'null'], description: 'The sound given in the request, or null' } },
  },
} as const;

/** The analysis of one name: POST /v1/name/analyze's `result`, and each recommended name's `analysis`. */
export const nameAnalysisResultSchema = namedSchema('NameAnalysisResult', {
  type: 'object',
  description: 'Every value computed from the name: characters, grids, yin-yang, the element flows, the score, warnings, and 사주 보완 with a birth',
  required: [
    'chars',
    'fiveGrids',
    'summary',
    'yinYang',
    'phoneticElements',
    'fourGrids',
    'score',
    'grade',
    'scoreBreakdown',
    'strokeElements',
    'samwon',
    'samjae',
    'resourceElements',
    'warnings',
  ],
  properties: {
    chars: {
      type: 'array',
      description: 'Each character of the name, surname first',
      items: {
        type: 'object',
        required: ['part', 'hanja', 'reading', 'readingSource', 'strokes', 'yinYang', 'element', 'strokeElement', 'resourceElement'],
        properties: {
          part: { type: 'string', enum: NAME_PARTS },
          hanja: { type: 'string' },
          reading: { type: 'string', description: 'The syllable used for the phonetic elements' },
          readingSource: {
            type: 'string',
            enum: READING_SOURCES,
            description: 'input: the request\'s hangul; surname-table: the surname reading (金 김, 李 이, 南宮 남궁, …); dictionary: the record\'s nameReading, the court reading the reading table ranks first (若 약, not 야); reading-table: the reading table\'s default, for a character the court lists without a reading. The 두음법칙 applies to the first syllable of the surname and of the given name (韓龍雲 한용운)',
          },
          strokes: { type: 'integer', description: '원획 (name-numerology strokes) from the hanja dictionary' },
          yinYang: { ...paritySchema, description: 'odd strokes 양, even 음' },
          element: { ...elementSchema, description: "Phonetic element of the reading's initial consonant" },
          strokeElement: strokeElementSchema,
          resourceElement: resourceElementSchema,
        },
      },
    },
    fiveGrids: {
      type: 'object',
      description: '五格 (熊崎, as taught by 五聖閣), one-character parts taking a virtual stroke',
      required: ['heaven', 'person', 'earth', 'outer', 'total'],
      properties: {
        heaven: { ...fiveGridSchema, description: '천격 = surname strokes, +1 for a one-character surname; reported, not judged' },
        person: { ...fiveGridSchema, description: '인격 = last surname character + first given character' },
        earth: { ...fiveGridSchema, description: '지격 = given strokes, +1 for a one-character given name' },
        outer: { ...fiveGridSchema, description: '외격 = 천격 + 지격 − 인격 (virtual strokes counted)' },
        total: { ...fiveGridSchema, description: '총격 = all real strokes' },
      },
    },
    summary: {
      type: 'object',
      description: 'Ratings of the four judged grids (인격, 지격, 외격, 총격)',
      required: ['judged', 'good', 'halfGood', 'bad', 'badGrids'],
      properties: {
        judged: { type: 'integer' },
        good: { type: 'integer', description: 'Grids rated 길' },
        halfGood: { type: 'integer', description: 'Grids rated 반길' },
        bad: { type: 'integer', description: 'Grids rated 흉' },
        badGrids: { type: 'array', items: { type: 'string', enum: JUDGED_GRIDS }, description: 'Keys of the grids rated 흉' },
      },
    },
    yinYang: {
      type: 'object',
      description: 'The yin-yang arrangement of the strokes',
      required: ['parities', 'arrangement', 'verdict'],
      properties: {
        parities: { type: 'array', items: paritySchema },
        arrangement: { type: 'string', enum: ARRANGEMENTS },
        verdict: { ...verdictSchema, description: 'all the same (純陽/純陰) is bad, any mix is good' },
      },
    },
    phoneticElements: {
      type: 'object',
      description: 'The five elements of the readings\' initial consonants, and how each adjacent pair relates',
      required: ['school', 'elements', 'pairs', 'verdict'],
      properties: {
        school: phoneticSchoolSchema,
        elements: { type: 'array', items: elementSchema },
        pairs: {
          type: 'array',
          description: 'Each adjacent pair of syllables',
          items: {
            type: 'object',
            required: ['from', 'to', 'relation'],
            properties: { from: elementSchema, to: elementSchema, relation: { type: 'string', enum: RELATIONS } },
          },
        },
        verdict: { ...verdictSchema, description: 'all 상생 good; no 상극 ordinary; any 상극 bad' },
      },
    },
    fourGrids: {
      type: 'object',
      description: '元亨利貞 (surname taken as one unit)',
      required: ['won', 'hyeong', 'i', 'jeong'],
      properties: {
        won: { ...gridSchema, description: '원격 = sum of the given name' },
        hyeong: { ...gridSchema, description: '형격 = surname + first given character' },
        i: { ...gridSchema, description: '이격 = surname + last given character; the surname alone for a one-character given name' },
        jeong: { ...gridSchema, description: '정격 = total' },
      },
    },
    score: { type: 'integer', minimum: 0, maximum: 100, description: 'Sum of scoreBreakdown points, rounded half up' },
    grade: {
      type: 'string',
      enum: GRADE_BANDS.map((band) => band.grade),
      description: GRADE_BANDS.map((band) => `${band.grade} ≥ ${band.min}`).join(', '),
    },
    scoreBreakdown: {
      type: 'array',
      description: `points = weight × share; share ${SHARE_WORDS}; 천격 has no weight`,
      items: {
        type: 'object',
        required: ['part', 'weight', 'share', 'points'],
        properties: {
          part: { type: 'string', enum: SCORED_PARTS },
          weight: { type: 'integer' },
          share: { type: 'number' },
          points: { type: 'number' },
        },
      },
    },
    ...elementFlowProperties,
    warnings: { type: 'array', items: avoidWarningSchema, description: '불용한자: one warning per listed character (advice; the analysis never refuses)' },
    saju: sajuSchema,
    extendedScore: extendedScoreSchema,
  },
} as const);

/** Where the analysis comes from: POST /v1/name/analyze's `source`, also inside its `result` (the specification lists source among the result's parts). */
const analysisSourceSchema = namedSchema('NameAnalysisSource', {
  type: 'object',
  description: 'The sources of the analysis, each with its version, and its rules in words',
  required: ['calc', 'dictionary', 'readingTable', 'numbers81', 'surnames', 'resourceElements', 'avoidHanja', 'rules'],
  properties: {
    calc: { type: 'string', description: 'Calculation library and version' },
    dictionary: { type: 'string', description: 'Name-usable hanja dictionary (strokes, readings)' },
    readingTable: { type: 'string', description: 'Hanja reading table (fallback readings)' },
    numbers81: { type: 'string', description: '81-number table (names, ratings, disputes)' },
    surnames: { type: 'string', description: 'Surname reading table' },
    resourceElements: { type: 'string', description: '자원오행 table (radicals and character overrides)' },
    avoidHanja: { type: 'string', description: '불용한자 lists' },
    rules: {
      type: 'object',
      required: ['gyeok', 'wrap', 'reading', 'yinYang', 'phoneticSchool', 'score', 'strokeElement', 'samwon', 'flow', 'resourceElement'],
      properties: {
        gyeok: { type: 'string' },
        wrap: { type: 'string' },
        reading: { type: 'string', description: 'How a character without a hangul in the request is read' },
        yinYang: { type: 'string' },
        phoneticSchool: { type: 'string' },
        score: { type: 'string' },
        strokeElement: { type: 'string' },
        samwon: { type: 'string' },
        flow: { type: 'string' },
        resourceElement: { type: 'string' },
      },
    },
  },
} as const);

const analyzeResponseDataSchema = namedSchema('NameAnalysis', {
  type: 'object',
  description: 'The name as understood, every value computed from it, and the sources and rules used',
  required: ['input', 'result', 'source'],
  properties: {
    input: {
      type: 'object',
      description: 'The request as understood: each character with the sound given for it (or null), and the school',
      required: ['surname', 'given', 'school', 'flowRule', 'samwonBasis', 'resourceSchool', 'birth', 'needMethod', 'scoring'],
      properties: {
        surname: partInputSchema,
        given: partInputSchema,
        school: phoneticSchoolSchema,
        flowRule: { type: 'string', enum: FLOW_RULE_NAMES },
        samwonBasis: { type: 'string', enum: SAMWON_BASIS_NAMES },
        resourceSchool: { type: 'string', enum: RESOURCE_SCHOOL_NAMES },
        birth: birthEchoSchema,
        needMethod: { type: 'string', enum: NEED_METHODS },
        scoring: { type: 'string', enum: SCORING_MODES },
      },
    },
    result: {
      allOf: [nameAnalysisResultSchema, { type: 'object', required: ['source'], properties: { source: analysisSourceSchema } }],
      description: 'Every value computed from the name and, as the specification lists it among the parts of the result, `source`: the same object as `data.source`',
    },
    source: analysisSourceSchema,
  },
} as const);

export const analyzeRouteSchema = {
  operationId: 'analyzeName',
  summary: 'Analyze a name written in hanja (성명학)',
  'x-summary-ko': '한자 이름 풀이 (성명학)',
  tags: ['name'],
  body: analyzeRequestSchema,
  response: {
    200: envelope(analyzeResponseDataSchema, 'The name analysis: every value computed, every rule named in source'),
    ...errorResponses('BAD_INPUT', 'CHAR_NOT_FOUND', 'CALC_ERROR'),
  },
} as const;
