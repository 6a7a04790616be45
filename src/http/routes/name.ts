/** POST /v1/name/analyze and GET /v1/name/char/{hanja}: the 성명학 domain (src/name, src/hanja) behind its schemas. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ServiceError } from '../../errors.js';
import { DICTIONARY_VERSION, nameHanja, READING_TABLE_VERSION } from '../../hanja/index.js';
import { analyzeName, normalizeNameInput, NUMBERS81_VERSION, PHONETIC_SCHOOL_RULES, type PhoneticSchool, SURNAMES_VERSION } from '../../name/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';
import { analyzeRouteSchema, nameCharRouteSchema } from './nameSchemas.js';

function analysisSource(school: PhoneticSchool) {
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
      phoneticSchool: PHONETIC_SCHOOL_RULES[school],
      score: 'weights person 25, earth 20, outer 10, total 20, yinYang 10, phoneticElements 15; 길/good 1, 반길/ordinary 0.5, 흉/bad 0',
    },
  };
}

export const nameRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post('/v1/name/analyze', { schema: analyzeRouteSchema }, async (request) => {
    const input = normalizeNameInput(request.body);
    return {
      data: { input, result: analyzeName(input), source: analysisSource(input.school) },
      version: INTERFACE_VERSION,
    };
  });

  app.get('/v1/name/char/:hanja', { schema: nameCharRouteSchema }, async (request) => {
    const { hanja } = request.params;
    const record = nameHanja(hanja);
    if (!record) {
      throw new ServiceError('NOT_FOUND', `"${hanja}" (U+${hanja.codePointAt(0)!.toString(16).toUpperCase()}) is not in the Supreme Court's list of name-usable hanja`);
    }
    return { data: { ...record, source: { dictionary: DICTIONARY_VERSION } }, version: INTERFACE_VERSION };
  });
};
