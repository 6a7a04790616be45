import type { FastifyInstance } from 'fastify';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import { DICTIONARY_SIZE, DICTIONARY_VERSION, READING_TABLE_VERSION } from '../../hanja/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';

const dependencySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable', 'down'] },
    detail: { type: 'string' },
  },
} as const;

const healthSchema = {
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
          properties: { calendar: dependencySchema, hanja: dependencySchema, gwaeText: dependencySchema },
        },
      },
    },
  },
} as const;

export function healthRoutes(gwaeText: GwaeTextState) {
  // Everything reported here is fixed at start-up, so the body is built once.
  const body = {
    status: 'ok',
    version: INTERFACE_VERSION,
    service: CALC_SOURCE,
    dependencies: {
      calendar: { status: 'ok', detail: `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version}` },
      hanja: { status: 'ok', detail: `${DICTIONARY_VERSION} (${DICTIONARY_SIZE} characters), ${READING_TABLE_VERSION}` },
      gwaeText: gwaeText.installed
        ? { status: 'ok', detail: gwaeText.text.sourceText }
        : { status: 'unavailable', detail: 'no edition of the 144-gwae text is installed; see README "Installing the gwae text"' },
    },
  };
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/health', { schema: healthSchema }, async () => body);
  };
}
