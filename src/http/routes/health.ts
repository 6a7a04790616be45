/** GET /v1/health: what is fixed at start-up, and the database and Redis asked on each call. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { PerMinuteLimiter } from '../../accounts/perMinuteLimiter.js';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import type { Db } from '../../db/database.js';
import { DICTIONARY_SIZE, DICTIONARY_VERSION, READING_TABLE_VERSION } from '../../hanja/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';
import { NO_STORE } from '../transport/cacheControl.js';
import { type DEPENDENCY_STATUSES, healthRouteSchema, type SERVICE_STATUSES } from './healthSchemas.js';

type Dependency = { status: (typeof DEPENDENCY_STATUSES)[number]; detail: string };

const PING_TIMEOUT_MS = 2000;

/** An error's message and its causes' ("could not get a database connection: ECONNREFUSED …"). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${describe(error.cause)}`;
}

async function probe(ping: () => Promise<void>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${PING_TIMEOUT_MS} ms`), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping().then(() => null), timeout]);
  } catch (error) {
    return describe(error);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthRoutesOptions {
  gwaeText: GwaeTextState;
  db: Db;
  limiter: PerMinuteLimiter;
}

export const healthRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: HealthRoutesOptions }> = async (app, { gwaeText, db, limiter }) => {
  // What is fixed at start-up is built once; the database and Redis are asked on each request.
  const fixed: Record<'calendar' | 'hanja' | 'gwaeText', Dependency> = {
    calendar: { status: 'ok', detail: `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version}` },
    hanja: { status: 'ok', detail: `${DICTIONARY_VERSION} (${DICTIONARY_SIZE} characters), ${READING_TABLE_VERSION}` },
    gwaeText: gwaeText.installed
      ? { status: 'ok', detail: gwaeText.text.sourceText }
      : { status: 'unavailable', detail: 'the 144-gwae text is switched off (GWAE_EDITION=none); see docs/gwae-text.md' },
  };

  app.get('/v1/health', { schema: healthRouteSchema }, async (_request, reply) => {
    const [dbProblem, storeProblem] = await Promise.all([probe(db.ping), probe(limiter.ping)]);
    // The probe's own write may fit where a request's did not (a full disk, the WAL reused): a failed write since the last committed one is reported too.
    const writeProblem = dbProblem ? null : db.writeProblem();
    const status: (typeof SERVICE_STATUSES)[number] = dbProblem ? 'down' : storeProblem || writeProblem ? 'degraded' : 'ok';
    const database: Dependency = dbProblem
      ? { status: 'down', detail: `${db.dialect}: ${dbProblem}` }
      : writeProblem
        ? { status: 'down', detail: `${db.dialect}: reads work, but ${writeProblem}` }
        : { status: 'ok', detail: db.dialect };
    const rateLimitStore: Dependency = storeProblem
      ? { status: 'down', detail: `${limiter.store}: ${storeProblem}; per-minute limits are counted in this process until it answers` }
      : { status: 'ok', detail: limiter.store === 'redis' ? 'redis (shared by all processes)' : 'memory (this process)' };
    reply.code(dbProblem ? 503 : 200).header('cache-control', NO_STORE);
    return { status, version: INTERFACE_VERSION, service: CALC_SOURCE, dependencies: { ...fixed, database, rateLimitStore } };
  });
};
