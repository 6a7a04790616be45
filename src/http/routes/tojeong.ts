import type { FastifyInstance } from 'fastify';
import { seoulDate, type Clock } from '../../clock.js';
import { ServiceError } from '../../errors.js';
import { type BirthCalendar, calculateGwae, GWAE_ID_PATTERN } from '../../tojeong/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { GwaeBodyCache } from '../gwaeBodyCache.js';
import { envelope, errorResponses } from '../schemas.js';
import { gwaeRequestSchema, gwaeTextSchema, sourceSchema, tojeongCalcSchema } from './tojeongSchemas.js';

interface GwaeBody {
  birth: string;
  calendar: BirthCalendar;
  leapMonth: boolean;
  targetYear?: number;
  reading: boolean;
}

const VERSION_JSON = JSON.stringify(INTERFACE_VERSION);

const CORPUS_UNAVAILABLE_MESSAGE =
  'the 144-gwae text is switched off on this service (GWAE_EDITION=none). Operator: unset GWAE_EDITION to serve the default edition, ' +
  'or set it to an edition file checked with `npm run corpus -- check FILE`, and restart (README: "The gwae text"). ' +
  'The calculation is served by POST /v1/tojeong/gwae';

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
  const bodies = new GwaeBodyCache(text);
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
              'The calculation, the gwae text (null only when the operator switched the text off) and their sources',
            ),
            ...errorResponses('BAD_BIRTH', 'BAD_INPUT', 'CALC_ERROR'),
          },
        },
      },
      async (request, reply) => {
        const { birth, calendar, leapMonth, reading } = request.body;
        const targetYear = request.body.targetYear ?? seoulDate(clock.now()).year;
        const calc = calculateGwae({ birth, calendar, leapMonth, targetYear });
        // The gwae and source parts are serialized once per (id, reading); only
        // the calculation is serialized per request, by the route's own schema.
        const parts = bodies.postParts(calc.gwaeId, reading);
        const calcJson = reply.serializeInput(calc as unknown as Record<string, unknown>, tojeongCalcSchema);
        const body = `{"data":{"calc":${calcJson},"gwae":${parts.gwae},"source":${parts.source}},"version":${VERSION_JSON}}`;
        return reply.type('application/json; charset=utf-8').send(body);
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
                      text: { type: 'string', description: 'The edition served: id@version: title (source)' },
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
        const cached = bodies.getBody(id, request.query.reading);
        if (!cached) throw new ServiceError('NOT_FOUND', `the edition served has no gwae ${id}`);
        reply.header('etag', cached.etag).header('cache-control', 'private, max-age=86400');
        if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(cached.body);
      },
    );
  };
}
