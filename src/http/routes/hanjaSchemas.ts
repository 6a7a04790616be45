/**
 * The JSON Schemas of the hanja look-ups of the name routes (routes/name.ts):
 * GET /v1/name/char/{hanja}, the record of one name-usable hanja, and
 * GET /v1/name/chars, those of a reading. Every enum comes from the module
 * that produces the value.
 */
import { MEANING_LANGS, MEANING_SOURCES, STROKES_RULES } from '../../hanja/index.js';
import { CHARS_OFFSET_MAX, CHARS_PAGE_MAX } from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { envelope, errorResponses, HANGUL_SYLLABLE_PATTERN } from '../schemas.js';
import { resourceElementSchema, strokeElementSchema } from './nameReportSchemas.js';
import { elementSchema } from './nameSchemas.js';

const nameHanjaRecordSchema = namedSchema('HanjaRecord', {
  type: 'object',
  description: 'One name-usable hanja (대법원 인명용 한자)',
  required: [
    'hanja', 'codePoint', 'readings', 'initialReadings', 'nameReading', 'meaning', 'meaningLang', 'meaningSource', 'meanings',
    'strokes', 'strokesWritten', 'strokesRule', 'radical', 'residualStrokes', 'disputed', 'strokeElement', 'resourceElement', 'source',
  ],
  properties: {
    hanja: { type: 'string', description: 'The character' },
    codePoint: { type: 'string', description: 'Unicode code point, e.g. U+6D2A' },
    readings: {
      type: 'array',
      items: { type: 'string' },
      description: "Every reading the court allows, in its order (가나다); the reading names use is nameReading",
    },
    initialReadings: {
      type: 'array',
      items: { type: 'string' },
      description: 'Further forms the 두음법칙 allows at the start of a name (e.g. 李 리 → 이)',
    },
    nameReading: {
      type: ['string', 'null'],
      description: "The reading a name gives the character when no hangul is sent: of the court's readings, the one the reading table ranks first (Unihan's E reading of the 1,800 basic education hanja, else the most used in libhangul's word list): 若 약, 丁 정. For 𥡴, which the court lists without a reading, the reading table's 계",
    },
    meaning: {
      type: ['string', 'null'],
      description: '훈 (gloss) of the default reading, e.g. 물이름; English when meaningLang is "en"; null when no source has one',
    },
    meaningLang: { type: ['string', 'null'], enum: [...MEANING_LANGS, null] },
    meaningSource: {
      type: ['string', 'null'],
      enum: [...MEANING_SOURCES, null],
      description: "Where the meaning comes from: the court's gloss, else libhangul's, else Unihan's English definition",
    },
    meanings: {
      type: 'object',
      description: "The court's glosses per reading, e.g. {\"홍\": [\"클\", \"큰물\"]}",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    strokes: { type: 'integer', description: '원획: name-numerology strokes (radical counted in its full form, never below the written count with the radical restored; numerals by value)' },
    strokesWritten: { type: 'integer', description: 'Strokes as written (Unihan kTotalStrokes)' },
    strokesRule: {
      type: 'string',
      enum: STROKES_RULES,
      description: 'The rule that gave `strokes`',
    },
    radical: {
      type: 'object',
      required: ['number', 'char', 'strokes'],
      properties: {
        number: { type: 'integer', minimum: 1, maximum: 214, description: 'Kangxi radical number' },
        char: { type: 'string', description: 'The radical in its full form' },
        strokes: { type: 'integer', description: "Strokes of the radical's full form (水 4, 艸 6, 邑 7, 阜 8, …)" },
      },
    },
    residualStrokes: { type: 'integer', description: 'Strokes outside the radical' },
    disputed: {
      type: ['object', 'null'],
      description: 'Set when the sources classify the character differently and so give another 원획; `values` lists the value used first',
      required: ['note', 'values'],
      properties: {
        note: { type: 'string' },
        values: { type: 'array', items: { type: 'integer' } },
      },
    },
    strokeElement: strokeElementSchema,
    resourceElement: resourceElementSchema,
    source: {
      type: 'object',
      required: ['calc', 'dictionary', 'readingTable', 'resourceElements'],
      properties: {
        calc: { type: 'string', description: 'Calculation library and version, <package>@<version>' },
        dictionary: { type: 'string', description: 'Dictionary id and version' },
        readingTable: { type: 'string', description: 'Hanja reading table id and version (orders the readings)' },
        resourceElements: { type: 'string', description: '자원오행 table id and version' },
      },
    },
  },
} as const);

export const nameCharRouteSchema = {
  operationId: 'getNameChar',
  summary: 'Look up one name-usable hanja',
  'x-summary-ko': '인명용 한자 한 글자 찾기',
  tags: ['name'],
  params: {
    type: 'object',
    required: ['hanja'],
    properties: {
      hanja: {
        type: 'string',
        minLength: 1,
        maxLength: 1,
        description: 'Exactly one character (one code point), percent-encoded in the URL, e.g. %E6%B4%AA for 洪',
        'x-description-ko': '정확히 한 글자(코드 포인트 하나). URL에서는 퍼센트 인코딩, 예: 洪은 %E6%B4%AA',
        examples: ['洪'],
      },
    },
  },
  response: {
    200: envelope(nameHanjaRecordSchema, 'The record of the character'),
    ...errorResponses('BAD_INPUT', 'NOT_FOUND'),
  },
} as const;

const nameCharOfReadingSchema = namedSchema('NameCharOfReading', {
  type: 'object',
  description: 'A name-usable hanja of the reading asked for',
  required: ['hanja', 'codePoint', 'reading', 'readings', 'nameReading', 'meaning', 'meaningLang', 'strokes', 'strokesWritten', 'elements', 'words'],
  properties: {
    hanja: { type: 'string' },
    codePoint: { type: 'string', description: 'U+XXXX' },
    reading: { type: 'string', description: 'The court\'s reading that matched: the syllable, or the reading it is the 두음법칙 form of (李 리 for 이)' },
    readings: { type: 'array', items: { type: 'string' }, description: 'Every reading the court allows' },
    nameReading: { type: ['string', 'null'], description: 'The reading a name gives it when none is sent' },
    meaning: { type: ['string', 'null'], description: 'Its 훈 for this reading (the court\'s), else its meaning' },
    meaningLang: { type: ['string', 'null'], enum: ['ko', 'en', null] },
    strokes: { type: 'integer', description: '원획, the count 성명학 uses (as GET /v1/name/char/{hanja})' },
    strokesWritten: { type: 'integer', description: 'Strokes as written' },
    elements: {
      type: 'object',
      description: '발음오행 of the syllable as written in a name, in each school',
      required: ['unhae', 'haerye'],
      properties: { unhae: elementSchema, haerye: elementSchema },
    },
    words: { type: 'integer', description: "How many words of libhangul's hanja dictionary read the character so: the order, most used first" },
  },
} as const);

const nameCharsSchema = namedSchema('NameChars', {
  type: 'object',
  description: 'The name-usable hanja of one reading, most used first',
  required: ['reading', 'total', 'offset', 'limit', 'chars', 'source'],
  properties: {
    reading: { type: 'string' },
    total: { type: 'integer', description: 'How many characters have the reading (a page holds any: the longest lists have about 115)' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
    chars: { type: 'array', items: nameCharOfReadingSchema },
    source: {
      type: 'object',
      required: ['calc', 'dictionary', 'readingTable', 'usage'],
      properties: {
        calc: { type: 'string', description: 'Calculation library and version, <package>@<version>' },
        dictionary: { type: 'string' },
        readingTable: { type: 'string', description: 'Hanja reading table id and version' },
        usage: { type: 'string', description: 'The table of word counts that orders them' },
      },
    },
  },
} as const);

export const nameCharsRouteSchema = {
  operationId: 'listNameCharsByReading',
  summary: 'The name-usable hanja of a hangul reading (to write a name typed in hangul in hanja)',
  'x-summary-ko': '한글 음절의 인명용 한자 목록 (한글 이름을 한자로 쓰기)',
  description:
    'Every character of the Supreme Court\'s list of name-usable hanja with this reading, or written so at the start of a name by the 두음법칙 ' +
    '(이 finds 李 and 利, whose readings are 리; 리 finds them too), most used first: by how many words of libhangul\'s hanja dictionary read ' +
    'the character with that reading, then by code point. Each with its readings, name reading, meaning, strokes (원획 and as written) and 발음오행.',
  tags: ['name'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['reading'],
    properties: {
      reading: { type: 'string', pattern: HANGUL_SYLLABLE_PATTERN, description: 'One hangul syllable', 'x-description-ko': '한글 한 음절', examples: ['철'] },
      offset: { type: 'integer', minimum: 0, maximum: CHARS_OFFSET_MAX, default: 0, description: `Characters to skip (paging), 0-${CHARS_OFFSET_MAX}`, 'x-description-ko': `건너뛸 글자 수(쪽 나누기), 0-${CHARS_OFFSET_MAX}` },
      limit: { type: 'integer', minimum: 1, maximum: CHARS_PAGE_MAX, default: CHARS_PAGE_MAX, description: `At most this many (1-${CHARS_PAGE_MAX})`, 'x-description-ko': `최대 글자 수(1-${CHARS_PAGE_MAX})` },
    },
  },
  response: {
    200: envelope(nameCharsSchema, 'The characters, most used first'),
    ...errorResponses('BAD_INPUT'),
  },
} as const;
