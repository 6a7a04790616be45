import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PerMinuteLimiter } from '../../accounts/perMinuteLimiter.js';
import { CALENDAR_TABLE } from '../../calendar/index.js';
import type { Db } from '../../db/database.js';
import { DICTIONARY_SIZE, DICTIONARY_VERSION, READING_TABLE_VERSION } from '../../hanja/index.js';
import type { GwaeTextState } from '../../tojeong/text/index.js';
import { CALC_SOURCE, INTERFACE_VERSION } from '../../version.js';

const dependencySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable', 'down'] },
    detail: { type: 'string' },
  },
} as const;

const healthBodySchema = {
  type: 'object',
  required: ['status', 'version', 'service', 'dependencies'],
  properties: {
    status: {
      type: 'string',
      enum: ['ok', 'degraded', 'down'],
      description: 'ok; degraded: Redis is configured but not answering (per-minute limits are counted per process until it is back); down: the database does not answer (503)',
    },
    version: { type: 'string', description: 'Interface version' },
    service: { type: 'string', description: 'Package name and version' },
    dependencies: {
      type: 'object',
      properties: {
        calendar: dependencySchema,
        hanja: dependencySchema,
        gwaeText: dependencySchema,
        database: dependencySchema,
        rateLimitStore: dependencySchema,
      },
    },
  },
} as const;

const healthSchema = {
  summary: 'Service status and the state of each dependency',
  tags: ['service'],
  response: {
    200: { ...healthBodySchema, description: 'The service can answer requests (status ok or degraded)' },
    503: { ...healthBodySchema, description: 'The database does not answer: keyed requests and key requests fail until it is back' },
  },
} as const;

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

export function healthRoutes(gwaeText: GwaeTextState, db: Db, limiter: PerMinuteLimiter) {
  // What is fixed at start-up is built once; the database and Redis are asked on each request.
  const fixed = {
    calendar: { status: 'ok', detail: `${CALENDAR_TABLE.id}@${CALENDAR_TABLE.version}` },
    hanja: { status: 'ok', detail: `${DICTIONARY_VERSION} (${DICTIONARY_SIZE} characters), ${READING_TABLE_VERSION}` },
    gwaeText: gwaeText.installed
      ? { status: 'ok', detail: gwaeText.text.sourceText }
      : { status: 'unavailable', detail: 'the 144-gwae text is switched off (GWAE_EDITION=none); see README "The gwae text"' },
  };
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/health', { schema: healthSchema }, async (_request, reply: FastifyReply) => {
      const [dbProblem, storeProblem] = await Promise.all([probe(db.ping), probe(limiter.ping)]);
      const status = dbProblem ? 'down' : storeProblem ? 'degraded' : 'ok';
      reply.code(dbProblem ? 503 : 200).header('cache-control', 'no-store');
      return {
        status,
        version: INTERFACE_VERSION,
        service: CALC_SOURCE,
        dependencies: {
          ...fixed,
          database: dbProblem ? { status: 'down', detail: `${db.dialect}: ${dbProblem}` } : { status: 'ok', detail: db.dialect },
          rateLimitStore: storeProblem
            ? { status: 'down', detail: `${limiter.store}: ${storeProblem}; per-minute limits are counted in this process until it answers` }
            : { status: 'ok', detail: limiter.store === 'redis' ? 'redis (shared by all processes)' : 'memory (this process)' },
        },
      };
    });
  };
}
