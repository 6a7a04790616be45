import type { FastifyInstance } from 'fastify';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import { DICTIONARY_SIZE, DICTIONARY_VERSION, READING_TABLE_VERSION } from '../../hanja/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';

const dependencySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable', 'down'] },
    detail: { type: 'string' },
  },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/health',
    {
      schema: {
        summary: 'Service status and the state of each dependency',
        tags: ['service'],
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'service', 'dependencies'],
            properties: {
              status: { type: 'string', enum: ['ok'], description: 'The service answers' },
              version: { type: 'string', description: 'Interface version' },
              service: { type: 'string', description: 'Package name and version' },
              dependencies: {
                type: 'object',
                properties: {
                  calendar: dependencySchema,
                  hanja: dependencySchema,
                  gwaeText: dependencySchema,
                },
              },
            },
          },
        },
      },
    },
    async () => ({
      status: 'ok',
      version: INTERFACE_VERSION,
      service: CALC_SOURCE,
      dependencies: {
        calendar: { status: 'ok', detail: `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version}` },
        hanja: { status: 'ok', detail: `${DICTIONARY_VERSION} (${DICTIONARY_SIZE} characters), ${READING_TABLE_VERSION}` },
        gwaeText: { status: 'unavailable', detail: 'no edition of the 144-gwae text is installed' },
      },
    }),
  );
}
