/** The JSON Schema of GET /v1/health (routes/health.ts), and the statuses it reports. */
import { namedSchema } from '../openapi/namedSchemas.js';
import { responseHeaders } from '../openapi/responseHeaders.js';

/** A dependency: `unavailable` is a part the operator switched off (the gwae text), `down` one that does not answer. */
export const DEPENDENCY_STATUSES = ['ok', 'unavailable', 'down'] as const;

/** The service: `degraded` while Redis does not answer (200), `down` while the database does not (503). */
export const SERVICE_STATUSES = ['ok', 'degraded', 'down'] as const;

const dependencySchema = namedSchema('Dependency', {
  type: 'object',
  description: 'The state of one part the service depends on',
  required: ['status', 'detail'],
  properties: {
    status: { type: 'string', enum: DEPENDENCY_STATUSES, description: 'ok; unavailable: switched off by the operator (the gwae text); down: does not answer' },
    detail: { type: 'string', description: 'Which one it is (table, dictionary, edition, back end); when down, only that it does not answer: why is in the service log, never in this answer' },
  },
} as const);

const healthBodySchema = namedSchema('Health', {
  type: 'object',
  description: 'The service\'s status and the state of each dependency: the database and Redis as a probe found them at most about a second ago (a probe that found a problem is not reused)',
  required: ['status', 'version', 'service', 'dependencies'],
  properties: {
    status: {
      type: 'string',
      enum: SERVICE_STATUSES,
      description: 'ok; degraded: Redis is configured but not answering (per-minute limits are counted per process until it is back); down: the database does not answer (503)',
    },
    version: { type: 'string', description: 'Interface version' },
    service: { type: 'string', description: 'Package name and version' },
    dependencies: {
      type: 'object',
      required: ['calendar', 'hanja', 'gwaeText', 'database', 'rateLimitStore'],
      properties: {
        calendar: dependencySchema,
        hanja: dependencySchema,
        gwaeText: dependencySchema,
        database: dependencySchema,
        rateLimitStore: dependencySchema,
      },
    },
  },
} as const);

// The state of this instant: no cache may keep it.
const headers = responseHeaders('NoStore');

export const healthRouteSchema = {
  operationId: 'getHealth',
  summary: 'Service status and the state of each dependency',
  'x-summary-ko': '서비스 상태와 각 의존 서비스의 상태',
  tags: ['service'],
  response: {
    200: { ...healthBodySchema, description: 'The service can answer requests (status ok or degraded)', headers },
    503: { ...healthBodySchema, description: 'The database does not answer (status down): keyed requests and key requests fail until it is back', headers },
  },
} as const;
