/**
 * POST /v1/tojeong/gwae and GET /v1/tojeong/gwae/{id}. The gwae text parts of
 * both answers are serialized once (src/http/routes/gwaeBodyCache.ts), so both send
 * JSON text; only the calculation is serialized per request, by its schema.
 */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { type Clock, targetYearOr } from '../../clock.js';
import { ServiceError } from '../../errors.js';
import { calculateGwae } from '../../tojeong/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { GwaeBodyCache, POST_BODY_HEAD } from './gwaeBodyCache.js';
import { GWAE_FIELD_CODES, GWAE_TEXT_FIELD_CODES, gwaeRouteSchema, gwaeTextRouteSchema, tojeongCalcSchema } from './tojeongSchemas.js';

export interface TojeongRoutesOptions {
  clock: Clock;
  gwaeText: GwaeTextState;
}

const CORPUS_UNAVAILABLE_MESSAGE = {
  en:
    'the 144-gwae text is switched off on this service (GWAE_EDITION=none). Operator: unset GWAE_EDITION to serve the default edition, ' +
    'or set it to an edition file checked with `npm run corpus -- check FILE`, and restart (docs/gwae-text.md). ' +
    'The calculation is served by POST /v1/tojeong/gwae',
  ko:
    '이 서비스에서는 144괘 원문이 꺼져 있습니다(GWAE_EDITION=none). 운영자는 GWAE_EDITION을 지워 기본 판본을 쓰거나, ' +
    '`npm run corpus -- check FILE`로 검사한 판본 파일을 지정하고 다시 시작하세요(docs/gwae-text.md). ' +
    '괘 계산은 POST /v1/tojeong/gwae에서 됩니다',
} as const;

/**
 * Sends JSON already serialized and encoded (the cached gwae parts): the
 * reply's schema-derived type describes the object, not its bytes.
 */
function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const tojeongRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: TojeongRoutesOptions }> = async (app, { clock, gwaeText }) => {
  const text = gwaeText.installed ? gwaeText.text : null;
  const bodies = new GwaeBodyCache(text);

  app.post('/v1/tojeong/gwae', { config: { fieldErrorCodes: GWAE_FIELD_CODES }, schema: gwaeRouteSchema }, async (request, reply) => {
    const { birth, calendar, leapMonth, reading } = request.body;
    const targetYear = targetYearOr(request.body.targetYear, clock);
    const calc = calculateGwae({ birth, calendar, leapMonth, targetYear });
    // The gwae, source and version follow as bytes made once per (id, reading);
    // only the calculation is serialized per request, by the route's own schema.
    const calcData: FromSchema<typeof tojeongCalcSchema> = calc;
    const calcJson = Buffer.from(reply.serializeInput(calcData, tojeongCalcSchema));
    const tail = bodies.postTail(calc.gwaeId, reading);
    return sendSerialized(reply, Buffer.concat([POST_BODY_HEAD, calcJson, tail], POST_BODY_HEAD.length + calcJson.length + tail.length));
  });

  // Deterministic: the ETag made at start-up, its Cache-Control and the 304 come from transport/conditionalAnswers.ts.
  app.get('/v1/tojeong/gwae/:id', { config: { fieldErrorCodes: GWAE_TEXT_FIELD_CODES, deterministic: true }, schema: gwaeTextRouteSchema }, async (request, reply) => {
    if (!text) throw new ServiceError('CORPUS_UNAVAILABLE', CORPUS_UNAVAILABLE_MESSAGE);
    const { id } = request.params;
    const cached = bodies.getBody(id, request.query.reading);
    if (!cached) throw new ServiceError('NOT_FOUND', { en: `the edition served has no gwae ${id}`, ko: `제공하는 판본에 없는 괘입니다: ${id}` });
    reply.header('etag', cached.etag);
    return sendSerialized(reply, cached.body);
  });
};
