/** POST /v1/name/analyze, POST /v1/name/recommend, GET /v1/name/char/{hanja} and GET /v1/name/chars: the 성명학 domain behind its schemas. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { nameCharAnswer } from '../../hanja/index.js';
import { nameAnalysisAnswer, nameCharsByReading, nameRecommendationAnswer } from '../../name/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { costlyTurnFor } from '../transport/workTurns.js';
import { nameCharRouteSchema, nameCharsRouteSchema } from './hanjaSchemas.js';
import { analyzeRouteSchema } from './nameSchemas.js';
import { recommendRouteSchema } from './nameRecommendSchemas.js';

export const nameRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post('/v1/name/analyze', { schema: analyzeRouteSchema }, async (request) => {
    return { data: nameAnalysisAnswer(request.body), version: INTERFACE_VERSION };
  });

  app.post('/v1/name/recommend', { schema: recommendRouteSchema }, async (request, reply) => {
    // Tens of milliseconds of CPU at most settings: one such answer a turn of the event loop, and none for a client gone.
    await costlyTurnFor(reply);
    return { data: nameRecommendationAnswer(request.body), version: INTERFACE_VERSION };
  });

  app.get('/v1/name/char/:hanja', { config: { deterministic: true }, schema: nameCharRouteSchema }, async (request) => {
    return { data: nameCharAnswer(request.params.hanja), version: INTERFACE_VERSION };
  });

  app.get('/v1/name/chars', { config: { deterministic: true }, schema: nameCharsRouteSchema }, async (request) => {
    const { reading, offset, limit } = request.query;
    return { data: nameCharsByReading(reading, { offset, limit }), version: INTERFACE_VERSION };
  });
};
