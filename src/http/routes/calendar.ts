/** The calendar routes: the calendar domain (src/calendar) behind their schemas, all keyed and counted, all deterministic. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../../calendar/index.js';
import { INTERFACE_VERSION } from '../../version.js';
import { CALENDAR_DAY_FIELD_CODES, calendarDayRouteSchema, calendarMonthRouteSchema, solarTermsRouteSchema } from './calendarSchemas.js';
import { fourPillarsRouteSchema } from './pillarsSchemas.js';

/** Every calendar answer is a pure function of its query: strong ETag, 304 (transport/conditionalAnswers.ts). */
const DETERMINISTIC = { deterministic: true };

export const calendarRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/v1/calendar/day',
    // A malformed date is the gwae birth's error, whichever field carries it.
    { config: { fieldErrorCodes: CALENDAR_DAY_FIELD_CODES, deterministic: true }, schema: calendarDayRouteSchema },
    async (request) => ({ data: calendarDay(request.query), version: INTERFACE_VERSION }),
  );
  app.get('/v1/calendar/terms', { config: DETERMINISTIC, schema: solarTermsRouteSchema }, async (request) => ({
    data: solarTermYear(request.query.year),
    version: INTERFACE_VERSION,
  }));
  app.get('/v1/calendar/pillars', { config: DETERMINISTIC, schema: fourPillarsRouteSchema }, async (request) => ({
    data: fourPillarsAt(request.query),
    version: INTERFACE_VERSION,
  }));
  app.get('/v1/calendar/month', { config: DETERMINISTIC, schema: calendarMonthRouteSchema }, async (request) => ({
    data: calendarMonth(request.query.year, request.query.month),
    version: INTERFACE_VERSION,
  }));
};
