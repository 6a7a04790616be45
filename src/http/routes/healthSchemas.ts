/** The JSON Schema of GET /v1/health (routes/health.ts), and the statuses it reports. */

/** A dependency: `unavailable` is a part the operator switched off (the gwae text), `down` one that does not answer. */
export const DEPENDENCY_STATUSES = ['ok', 'unavailable', 'down'] as const;

/** The service: `degraded` while Redis does not answer (200), `down` while the database does not (503). */
export const SERVICE_STATUSES = ['ok', 'degraded', 'down'] as const;

const dependencySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: DEPENDENCY_STATUSES },
    detail: { type: 'string' },
  },
} as const;

const healthBodySchema = {
  type: 'object',
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

export const healthRouteSchema = {
  summary: 'Service status and the state of each dependency',
  tags: ['service'],
  response: {
    200: { ...healthBodySchema, description: 'The service can answer requests (status ok or degraded)' },
    503: { ...healthBodySchema, description: 'The database does not answer: keyed requests and key requests fail until it is back' },
  },
} as const;
