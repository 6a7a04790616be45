import type { FastifyInstance } from 'fastify';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import { seoulDate, type Clock } from '../../clock.js';
import { DEFAULT_GWAE_EDITION } from '../../config.js';
import { ServiceError } from '../../errors.js';
import { type BirthCalendar, calculateGwae, GWAE_ID_PATTERN } from '../../tojeong/index.js';
import { READING_TABLE_VERSION } from '../../hanja/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';
import { cachedGwaeBody } from './gwaeBody.js';
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

const CORPUS_UNAVAILABLE_MESSAGE =
  `the 144-gwae text is not installed on this service. Operator: put an edition file at ${DEFAULT_GWAE_EDITION} or set GWAE_EDITION to its path, ` +
  'check it with `npm run corpus -- check FILE`, and restart (README: "Installing the gwae text"). The calculation is served by POST /v1/tojeong/gwae';

/** If-None-Match: a list of entity tags or "*"; weak tags compare by their opaque part. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function tojeongRoutes(clock: Clock, gwaeText: GwaeTextState) {
  const text = gwaeText.installed ? gwaeText.text : null;
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
        const calc = calculateGwae({ birth, calendar, leapMonth, targetYear });
        return {
          data: {
            calc,
            gwae: text?.gwae(calc.gwaeId, reading) ?? null,
            source: {
              calc: CALC_SOURCE,
              calendar: CALENDAR_SOURCE,
              text: text?.sourceText ?? null,
              readingTable: text && reading ? READING_TABLE_VERSION : null,
            },
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
          headers: {
            type: 'object',
            properties: { 'if-none-match': { type: 'string', description: 'An ETag from an earlier answer: 304 when unchanged' } },
          },
          response: {
            200: envelope(
              {
                type: 'object',
                required: ['gwae', 'source'],
                properties: {
                  gwae: { ...gwaeTextSchema, type: 'object' },
                  source: {
                    type: 'object',
                    properties: {
                      text: { type: 'string', description: 'The installed edition: id@version: title (source)' },
                      readingTable: { type: ['string', 'null'], description: 'Reading table version (null when reading=false)' },
                    },
                  },
                },
              },
              'The gwae text. Strong ETag and Cache-Control: private, max-age=86400',
            ),
            304: { type: 'null', description: 'Not modified (If-None-Match matched the ETag)' },
            ...errorResponses('BAD_GWAE_ID', 'BAD_INPUT', 'NOT_FOUND', 'CORPUS_UNAVAILABLE'),
          },
        },
      },
      async (request, reply) => {
        if (!text) throw new ServiceError('CORPUS_UNAVAILABLE', CORPUS_UNAVAILABLE_MESSAGE);
        const { id } = request.params;
        const cached = cachedGwaeBody(text, id, request.query.reading);
        if (!cached) throw new ServiceError('NOT_FOUND', `the installed edition has no gwae ${id}`);
        reply.header('etag', cached.etag).header('cache-control', 'private, max-age=86400');
        if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(cached.body);
      },
    );
  };
}
