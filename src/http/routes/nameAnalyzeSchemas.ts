import { GRADE_BANDS } from '../../name/index.js';

const nameCharSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hanja'],
  properties: {
    hanja: { type: 'string', description: 'One hanja' },
    hangul: { type: 'string', description: 'One hangul syllable: the sound to use instead of the dictionary reading' },
  },
} as const;

function namePart(what: string, max: number) {
  return {
    description: `a string of 1 to ${max} hanja, or an array of 1 to ${max} {hanja, hangul?} objects (${what})`,
    anyOf: [
      { type: 'string', examples: [what === 'surname' ? '洪' : '吉童'] },
      { type: 'array', items: nameCharSchema },
    ],
  };
}

export const analyzeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['surname', 'given'],
  properties: {
    surname: namePart('surname', 2),
    given: namePart('given', 3),
    school: {
      type: 'string',
      enum: ['unhae', 'haerye'],
      default: 'unhae',
      description: 'Phonetic five-element school: unhae (운해, ㅇㅎ 土 ㅁㅂㅍ 水) or haerye (해례, ㅇㅎ 水 ㅁㅂㅍ 土)',
    },
  },
} as const;

const elementSchema = { type: 'string', enum: ['木', '火', '土', '金', '水'] } as const;
const verdictSchema = { type: 'string', enum: ['good', 'ordinary', 'bad'] } as const;

const gridSchema = (description: string) =>
  ({
    type: 'object',
    description,
    required: ['value', 'number', 'name', 'rating', 'disputed'],
    properties: {
      value: { type: 'integer', description: 'The stroke sum' },
      number: { type: 'integer', minimum: 1, maximum: 81, description: 'The 81-number: above 81, 80 taken away until ≤ 81 (82 is 2)' },
      name: { type: 'string', description: "The number's name, e.g. 두령격" },
      rating: { type: 'string', enum: ['길', '흉', '반길'] },
      disputed: { type: 'boolean', description: 'Sources disagree on this number; `rating` is the one adopted' },
      judged: { type: 'boolean', description: 'Counted in the summary and the score (false for 천격)' },
    },
  }) as const;

const partInputSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { hanja: { type: 'string' }, hangul: { type: ['string', 'null'], description: 'The sound given in the request, or null' } },
  },
} as const;

export const analyzeResponseDataSchema = {
  type: 'object',
  required: ['input', 'result', 'source'],
  properties: {
    input: {
      type: 'object',
      description: 'The request as understood: each character with the sound given for it (or null), and the school',
      properties: { surname: partInputSchema, given: partInputSchema, school: { type: 'string' } },
    },
    result: {
      type: 'object',
      properties: {
        chars: {
          type: 'array',
          description: 'Each character of the name, surname first',
          items: {
            type: 'object',
            properties: {
              part: { type: 'string', enum: ['surname', 'given'] },
              hanja: { type: 'string' },
              reading: { type: 'string', description: 'The syllable used for the phonetic elements' },
              readingSource: {
                type: 'string',
                enum: ['input', 'surname-table', 'dictionary', 'reading-table'],
                description: 'input: the request\'s hangul; surname-table: the surname reading (金 김, 李 이, 南宮 남궁, …); dictionary: the record\'s nameReading, the court reading the reading table ranks first (若 약, not 야); reading-table: the reading table\'s default, for a character the court lists without a reading. The 두음법칙 applies to the first syllable of the surname and of the given name (韓龍雲 한용운)',
              },
              strokes: { type: 'integer', description: '원획 (name-numerology strokes) from the hanja dictionary' },
              yinYang: { type: 'string', enum: ['양', '음'], description: 'odd strokes 양, even 음' },
              element: { ...elementSchema, description: "Phonetic element of the reading's initial consonant" },
            },
          },
        },
        fiveGrids: {
          type: 'object',
          description: '五格 (熊崎, as taught by 五聖閣), one-character parts taking a virtual stroke',
          properties: {
            heaven: gridSchema('천격 = surname strokes, +1 for a one-character surname; reported, not judged'),
            person: gridSchema('인격 = last surname character + first given character'),
            earth: gridSchema('지격 = given strokes, +1 for a one-character given name'),
            outer: gridSchema('외격 = 천격 + 지격 − 인격 (virtual strokes counted)'),
            total: gridSchema('총격 = all real strokes'),
          },
        },
        summary: {
          type: 'object',
          description: 'Ratings of the four judged grids (인격, 지격, 외격, 총격)',
          properties: {
            judged: { type: 'integer' },
            good: { type: 'integer', description: 'Grids rated 길' },
            halfGood: { type: 'integer', description: 'Grids rated 반길' },
            bad: { type: 'integer', description: 'Grids rated 흉' },
            badGrids: { type: 'array', items: { type: 'string' }, description: 'Keys of the grids rated 흉' },
          },
        },
        yinYang: {
          type: 'object',
          properties: {
            parities: { type: 'array', items: { type: 'string', enum: ['양', '음'] } },
            arrangement: { type: 'string', enum: ['純陽', '純陰', 'mixed'] },
            verdict: { ...verdictSchema, description: 'all the same (純陽/純陰) is bad, any mix is good' },
          },
        },
        phoneticElements: {
          type: 'object',
          properties: {
            school: { type: 'string', enum: ['unhae', 'haerye'] },
            elements: { type: 'array', items: elementSchema },
            pairs: {
              type: 'array',
              description: 'Each adjacent pair of syllables',
              items: {
                type: 'object',
                properties: { from: elementSchema, to: elementSchema, relation: { type: 'string', enum: ['상생', '상극', '비화'] } },
              },
            },
            verdict: { ...verdictSchema, description: 'all 상생 good; no 상극 ordinary; any 상극 bad' },
          },
        },
        fourGrids: {
          type: 'object',
          description: '元亨利貞 (surname taken as one unit)',
          properties: {
            won: gridSchema('원격 = sum of the given name'),
            hyeong: gridSchema('형격 = surname + first given character'),
            i: gridSchema('이격 = surname + last given character; the surname alone for a one-character given name'),
            jeong: gridSchema('정격 = total'),
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
          description: 'points = weight × share; share 1 for 길/good, 0.5 for 반길/ordinary, 0 for 흉/bad; 천격 has no weight',
          items: {
            type: 'object',
            properties: {
              part: { type: 'string' },
              weight: { type: 'integer' },
              share: { type: 'number' },
              points: { type: 'number' },
            },
          },
        },
      },
    },
    source: {
      type: 'object',
      properties: {
        calc: { type: 'string', description: 'Calculation library and version' },
        dictionary: { type: 'string', description: 'Name-usable hanja dictionary (strokes, readings)' },
        readingTable: { type: 'string', description: 'Hanja reading table (fallback readings)' },
        numbers81: { type: 'string', description: '81-number table (names, ratings, disputes)' },
        surnames: { type: 'string', description: 'Surname reading table' },
        rules: {
          type: 'object',
          properties: {
            gyeok: { type: 'string' },
            wrap: { type: 'string' },
            reading: { type: 'string', description: 'How a character without a hangul in the request is read' },
            yinYang: { type: 'string' },
            phoneticSchool: { type: 'string' },
            score: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
