/** GET /v1/calendar/day: the calendar domain (src/calendar) behind its schema. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { calendarDay } from '../../calendar/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { calendarDayRouteSchema } from './calendarSchemas.js';

export const calendarRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/v1/calendar/day',
    // A malformed date is the gwae birth's error, whichever field carries it.
    { config: { fieldErrorCodes: { 'querystring/solar': 'BAD_BIRTH', 'querystring/lunar': 'BAD_BIRTH' } }, schema: calendarDayRouteSchema },
    async (request) => ({ data: calendarDay(request.query), version: INTERFACE_VERSION }),
  );
};
