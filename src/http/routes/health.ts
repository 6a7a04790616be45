/** GET /v1/health: what is fixed at start-up, and the database and Redis, asked at most about once a second. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger } from 'fastify';
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

/**
 * How long a probe that found the database and Redis well answers for. The
 * probe writes on SQLite (a database that reads but cannot write is not well),
 * and clients polling health must not make a write each (8 clients made 2,742
 * writes a second): calls within a second of a good probe, and calls while a
 * probe is under way, share it. A probe that found a problem is not kept, and
 * neither is a good one once a request's write has failed since (Db.writeProblem),
 * so a failure and a recovery show at the next call. (docs/connections.md)
 */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

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
  // What is fixed at start-up is built once; the database and Redis are asked at most about once a second (HEALTH_PROBE_MAX_AGE_MS).
  const fixed: Record<'calendar' | 'hanja' | 'gwaeText', Dependency> = {
    calendar: { status: 'ok', detail: `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version}` },
    hanja: { status: 'ok', detail: `${DICTIONARY_VERSION} (${DICTIONARY_SIZE} characters), ${READING_TABLE_VERSION}` },
    gwaeText: gwaeText.installed
      ? { status: 'ok', detail: gwaeText.text.sourceText }
      : { status: 'unavailable', detail: 'the 144-gwae text is switched off (GWAE_EDITION=none); see docs/gwae-text.md' },
  };

  let last: { at: number; problems: Promise<[string | null, string | null]> } | undefined;
  const probed = (): Promise<[string | null, string | null]> => {
    const now = performance.now();
    if (last && now - last.at < HEALTH_PROBE_MAX_AGE_MS && db.writeProblem() === null) return last.problems;
    const entry = { at: now, problems: Promise.all([probe(db.ping), probe(limiter.ping)]) };
    last = entry;
    void entry.problems.then(([dbProblem, storeProblem]) => {
      if ((dbProblem || storeProblem) && last === entry) last = undefined;
    });
    return entry.problems;
  };

  // What went wrong is the operator's to read, in the log: the anonymous answer says only which part is down (issue 45: it
  // showed the database's host and port and Redis's error text to anyone). Logged when it changes, not on every call.
  let lastReported = '';
  const report = (log: FastifyBaseLogger, problems: Record<string, string | null>) => {
    const text = JSON.stringify(problems);
    if (text === lastReported) return;
    lastReported = text;
    if (Object.values(problems).some((p) => p !== null)) log.warn({ problems }, 'health: a dependency does not answer as it should');
    else log.info('health: every dependency answers again');
  };

  app.get('/v1/health', { schema: healthRouteSchema }, async (request, reply) => {
    const [dbProblem, storeProblem] = await probed();
    // The probe's own write may fit where a request's did not (a full disk, the WAL reused): a failed write since the last committed one is reported too.
    const writeProblem = dbProblem ? null : db.writeProblem();
    report(request.log, { database: dbProblem, databaseWrite: writeProblem, rateLimitStore: storeProblem });
    const status: (typeof SERVICE_STATUSES)[number] = dbProblem ? 'down' : storeProblem || writeProblem ? 'degraded' : 'ok';
    const database: Dependency = dbProblem
      ? { status: 'down', detail: `${db.dialect}: does not answer (the service log says why)` }
      : writeProblem
        ? { status: 'down', detail: `${db.dialect}: reads work, writes fail (the service log says why)` }
        : { status: 'ok', detail: db.dialect };
    const rateLimitStore: Dependency = storeProblem
      ? { status: 'down', detail: `${limiter.store}: does not answer (the service log says why); per-minute limits are counted in this process until it answers` }
      : { status: 'ok', detail: limiter.store === 'redis' ? 'redis (shared by all processes)' : 'memory (this process)' };
    reply.code(dbProblem ? 503 : 200).header('cache-control', NO_STORE);
    return { status, version: INTERFACE_VERSION, service: CALC_SOURCE, dependencies: { ...fixed, database, rateLimitStore } };
  });
};
