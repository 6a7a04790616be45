import type { FastifyInstance } from 'fastify';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import { seoulDate, type Clock } from '../../clock.js';
import { ServiceError } from '../../errors.js';
import { type BirthCalendar, calculateGwae, GWAE_ID_PATTERN } from '../../tojeong/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';
import { envelope, errorResponses } from '../schemas.js';
import { gwaeRequestSchema, gwaeTextSchema, sourceSchema, tojeongCalcSchema } from './tojeongSchemas.js';

interface GwaeBody {
  birth: string;
  calendar: BirthCalendar;
  leapMonth: boolean;
  targetYear?: number;
  reading: boolean;
}

const CALENDAR_SOURCE =
  `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version} (KASI for lunar years ${CALENDAR_TABLE.firstLunarYear}-${CALENDAR_TABLE.provisionalFromYear - 1}; ` +
  `${CALENDAR_TABLE.provisionalFromYear}-${CALENDAR_TABLE.lastLunarYear} computed astronomically, provisional)`;

const TEXT_NOT_INSTALLED =
  'not available: no edition of the 144-gwae text is installed in this service, so gwae is null; the calculation is complete';

const CORPUS_UNAVAILABLE_MESSAGE =
  'the 144-gwae text is not available: this service has no edition of the text installed. The calculation itself is served by POST /v1/tojeong/gwae';

export function tojeongRoutes(clock: Clock) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post<{ Body: GwaeBody }>(
      '/v1/tojeong/gwae',
      {
        config: { fieldErrorCodes: { 'body/birth': 'BAD_BIRTH' } },
        schema: {
          summary: 'Compute the gwae of a birth date for a target year',
          tags: ['tojeong'],
          body: gwaeRequestSchema,
          response: {
            200: envelope(
              {
                type: 'object',
                required: ['calc', 'gwae', 'source'],
                properties: { calc: tojeongCalcSchema, gwae: gwaeTextSchema, source: sourceSchema },
              },
              'The calculation, the gwae text (null while none is installed) and their sources',
            ),
            ...errorResponses('BAD_BIRTH', 'BAD_INPUT', 'CALC_ERROR'),
          },
        },
      },
      async (request) => {
        const { birth, calendar, leapMonth, reading } = request.body;
        const targetYear = request.body.targetYear ?? seoulDate(clock.now()).year;
        void reading; // applies to the gwae text, which is not installed yet
        const calc = calculateGwae({ birth, calendar, leapMonth, targetYear });
        return {
          data: {
            calc,
            gwae: null,
            source: { calc: CALC_SOURCE, calendar: CALENDAR_SOURCE, text: TEXT_NOT_INSTALLED, readingTable: null },
          },
          version: INTERFACE_VERSION,
        };
      },
    );

    app.get<{ Params: { id: string }; Querystring: { reading: boolean } }>(
      '/v1/tojeong/gwae/:id',
      {
        config: { fieldErrorCodes: { 'params/id': 'BAD_GWAE_ID' } },
        schema: {
          summary: 'Read the original text of one gwae',
          tags: ['tojeong'],
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: GWAE_ID_PATTERN, description: 'Gwae id: upper 1-8, middle 1-6, lower 1-3' } },
          },
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { reading: { type: 'boolean', default: true, description: 'Add hangul readings' } },
          },
          response: {
            ...errorResponses('BAD_GWAE_ID', 'BAD_INPUT', 'NOT_FOUND', 'CORPUS_UNAVAILABLE'),
          },
        },
      },
      async () => {
        throw new ServiceError('CORPUS_UNAVAILABLE', CORPUS_UNAVAILABLE_MESSAGE);
      },
    );
  };
}
