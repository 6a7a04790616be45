import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../errors.js';
import { DICTIONARY_VERSION, nameHanja } from '../../hanja/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { envelope, errorResponses } from '../schemas.js';
import { nameHanjaRecordSchema } from './nameSchemas.js';

export async function nameRoutes(app: FastifyInstance): Promise<void> {
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
