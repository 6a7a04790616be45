import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH } from '../../accounts/email.js';
import { KEY_REQUESTS_PER_IP_PER_DAY, requestKey } from '../../accounts/keyRequest.js';
import { effectiveLimits, PLAN_NAMES } from '../../accounts/plans.js';
import type { AccountStore } from '../../accounts/store.js';
import type { Clock } from '../../clock.js';
import { INTERFACE_VERSION } from '../../version.js';
import { envelope, errorResponses } from '../schemas.js';

export const PURPOSE_MAX_LENGTH = 500;

const keyRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: {
      type: 'string',
      maxLength: EMAIL_MAX_LENGTH,
      description: 'The account\'s e-mail address (case-insensitive). One key per address: asking again revokes the previous key',
      examples: ['developer@example.com'],
    },
    purpose: { type: 'string', maxLength: PURPOSE_MAX_LENGTH, description: `What the key is for (optional, at most ${PURPOSE_MAX_LENGTH} characters)` },
  },
} as const;

const keyIssuedSchema = {
  type: 'object',
  required: ['apiKey', 'email', 'plan', 'planExpiresAt'],
  properties: {
    apiKey: {
      type: 'string',
      pattern: '^tjk_[A-Za-z0-9_-]{43}$',
      description: 'The key, shown this once: the service stores only its hash and cannot show it again. Send it as X-API-Key',
    },
    email: { type: 'string', description: 'The account\'s address as stored (trimmed, lower case)' },
    plan: { type: 'string', enum: PLAN_NAMES, description: 'The plan whose limits apply to the account now (a new account starts on sandbox)' },
    planExpiresAt: { type: ['string', 'null'], format: 'date-time', description: 'When a paid plan ends; null for sandbox' },
  },
} as const;

export function keyRoutes(store: AccountStore, clock: Clock) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post<{ Body: { email: string; purpose?: string } }>(
      '/v1/keys/request',
      {
        config: { fieldErrorCodes: { 'body/email': 'BAD_EMAIL' } },
        schema: {
          summary: 'Issue an API key for an e-mail address (no key needed)',
          description:
            `Creates the account on first use (Sandbox plan). Asking again with the same address revokes the previous key and returns a new one; ` +
            `the account keeps its plan and this month's usage. At most ${KEY_REQUESTS_PER_IP_PER_DAY} requests per client address per day (Asia/Seoul); ` +
            'requests refused for a bad e-mail address do not count.',
          tags: ['keys'],
          body: keyRequestSchema,
          response: {
            200: envelope(keyIssuedSchema, 'The new key, shown once'),
            ...errorResponses('BAD_EMAIL', 'BAD_INPUT', 'RATE_LIMIT', 'DATABASE_UNAVAILABLE'),
            429: {
              ...errorResponses('RATE_LIMIT')[429],
              description: `Error: RATE_LIMIT (more than ${KEY_REQUESTS_PER_IP_PER_DAY} key requests from this address today, Asia/Seoul)`,
              headers: { 'Retry-After': { type: 'integer', description: 'Seconds until midnight in Asia/Seoul' } },
            },
          },
        },
      },
      async (request, reply) => {
        const now = clock.now();
        const { apiKey, account } = await requestKey(store, { ...request.body, ip: request.ip }, now);
        const limits = effectiveLimits(account, now);
        // The body holds a secret: no cache may keep it.
        reply.header('cache-control', 'no-store');
        return {
          data: { apiKey, email: account.email, plan: limits.plan, planExpiresAt: limits.expired ? null : account.planExpiresAt },
          version: INTERFACE_VERSION,
        };
      },
    );
  };
}
