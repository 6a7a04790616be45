import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../errors.js';
import { DICTIONARY_VERSION, nameHanja, READING_TABLE_VERSION } from '../../hanja/index.js';
import { type AnalyzeInput, analyzeName, normalizeNameInput, NUMBERS81_VERSION, SURNAMES_VERSION } from '../../name/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';
import { envelope, errorResponses } from '../schemas.js';
import { analyzeRequestSchema, analyzeResponseDataSchema } from './nameAnalyzeSchemas.js';
import { nameHanjaRecordSchema } from './nameSchemas.js';

const PHONETIC_SCHOOLS = {
  unhae: '운해: ㄱㅋ 木, ㄴㄷㄹㅌ 火, ㅇㅎ 土, ㅅㅈㅊ 金, ㅁㅂㅍ 水',
  haerye: '해례: ㄱㅋ 木, ㄴㄷㄹㅌ 火, ㅇㅎ 水, ㅅㅈㅊ 金, ㅁㅂㅍ 土',
} as const;

function analysisSource(school: keyof typeof PHONETIC_SCHOOLS) {
  return {
    calc: CALC_SOURCE,
    dictionary: DICTIONARY_VERSION,
    readingTable: READING_TABLE_VERSION,
    numbers81: NUMBERS81_VERSION,
    surnames: SURNAMES_VERSION,
    rules: {
      gyeok: '五格 of 熊崎 as taught by 五聖閣 (virtual stroke +1 for a one-character surname or given name; 천격 not judged) and 元亨利貞 (surname as one unit; 이격 of a one-character given name is the surname alone)',
      wrap: 'above 81, take 80 away until at most 81 (82 is 2): 81 is 환원격, the return to the beginning',
      reading: 'the court reading the reading table ranks first (Unihan E reading, then libhangul word use); surnames from the surname table; 두음법칙 at the start of the surname and of the given name',
      yinYang: 'odd strokes 양, even 음; all the same (純陽/純陰) bad, any mix good',
      phoneticSchool: PHONETIC_SCHOOLS[school],
      score: 'weights person 25, earth 20, outer 10, total 20, yinYang 10, phoneticElements 15; 길/good 1, 반길/ordinary 0.5, 흉/bad 0',
    },
  };
}

export async function nameRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AnalyzeInput }>(
    '/v1/name/analyze',
    {
      schema: {
        summary: 'Analyze a name written in hanja (성명학)',
        tags: ['name'],
        body: analyzeRequestSchema,
        response: {
          200: envelope(analyzeResponseDataSchema, 'The name analysis: every value computed, every rule named in source'),
          ...errorResponses('BAD_INPUT', 'CHAR_NOT_FOUND', 'CALC_ERROR'),
        },
      },
    },
    async (request) => {
      const input = normalizeNameInput(request.body);
      return {
        data: { input, result: analyzeName(input), source: analysisSource(input.school) },
        version: INTERFACE_VERSION,
      };
    },
  );

  app.get<{ Params: { hanja: string } }>(
    '/v1/name/char/:hanja',
    {
      schema: {
        summary: 'Look up one name-usable hanja',
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
            },
          },
        },
        response: {
          200: envelope(nameHanjaRecordSchema, 'The record of the character'),
          ...errorResponses('BAD_INPUT', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const { hanja } = request.params;
      const record = nameHanja(hanja);
      if (!record) {
        throw new ServiceError('NOT_FOUND', `"${hanja}" (U+${hanja.codePointAt(0)!.toString(16).toUpperCase()}) is not in the Supreme Court's list of name-usable hanja`);
      }
      return { data: { ...record, source: { dictionary: DICTIONARY_VERSION } }, version: INTERFACE_VERSION };
    },
  );
}
