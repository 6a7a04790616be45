/** POST /v1/name/analyze, POST /v1/name/recommend, GET /v1/name/char/{hanja} and GET /v1/name/chars: the 성명학 domain behind its schemas. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { nameCharAnswer } from '../../hanja/index.js';
import { nameCharsByReading } from '../../name/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { costlyTurnFor } from '../transport/workTurns.js';
import { AnswerBytesCache } from './answerBytesCache.js';
import { nameCharRouteSchema, nameCharsRouteSchema } from './hanjaSchemas.js';
import { analyzeRouteSchema } from './nameSchemas.js';
import { analysisBytes, analysisKey, recommendationBytes, recommendationKey } from './nameAnswerBytes.js';
import { recommendRouteSchema } from './nameRecommendSchemas.js';

/** The answers kept (answerBytesCache.ts): an analysis is 5–10 KB, a compact 20-name recommendation about 25 KB, one with its analyses up to 200 KB. */
export const NAME_ANSWER_CACHE_BOUNDS = {
  analyze: { entries: 4096, bytes: 24 << 20 },
  recommend: { entries: 512, bytes: 24 << 20 },
} as const;

/**
 * Sends JSON already serialized and encoded (nameAnswerBytes.ts): the reply's
 * schema-derived type describes the object, not its bytes.
 */
function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const nameRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const analyses = new AnswerBytesCache(NAME_ANSWER_CACHE_BOUNDS.analyze.entries, NAME_ANSWER_CACHE_BOUNDS.analyze.bytes);
  const recommendations = new AnswerBytesCache(NAME_ANSWER_CACHE_BOUNDS.recommend.entries, NAME_ANSWER_CACHE_BOUNDS.recommend.bytes);

  app.post('/v1/name/analyze', { schema: analyzeRouteSchema }, async (request, reply) => {
    const { body } = request;
    return sendSerialized(reply, analyses.answer(analysisKey(body), () => analysisBytes(body)));
  });

  app.post('/v1/name/recommend', { schema: recommendRouteSchema }, async (request, reply) => {
    const { body } = request;
    const key = recommendationKey(body);
    const kept = recommendations.peek(key);
    if (kept !== undefined) return sendSerialized(reply, kept);
    // Tens of milliseconds of CPU at most settings: one such answer a turn of the event loop, and none for a client gone.
    await costlyTurnFor(reply);
    return sendSerialized(reply, recommendations.answer(key, () => recommendationBytes(reply, body)));
  });

  app.get('/v1/name/char/:hanja', { config: { deterministic: true }, schema: nameCharRouteSchema }, async (request) => {
    return { data: nameCharAnswer(request.params.hanja), version: INTERFACE_VERSION };
  });

  app.get('/v1/name/chars', { config: { deterministic: true }, schema: nameCharsRouteSchema }, async (request) => {
    const { reading, offset, limit } = request.query;
    return { data: nameCharsByReading(reading, { offset, limit }), version: INTERFACE_VERSION };
  });
};
