/**
 * Authentication and limits of the keyed endpoints, as Fastify hooks on the
 * scope that holds those routes. In order: the X-API-Key header (401/403), the
 * per-minute window (429 RATE_LIMIT), then one call reserved from the monthly
 * quota (429 QUOTA_EXCEEDED). A reserved call is given back when the response
 * is not a 2xx, so only successful calls count; every response of the scope
 * that got as far as an account carries X-RateLimit-Remaining-Month.
 */
import type { FastifyInstance } from 'fastify';
import { hashApiKey, hasApiKeyFormat } from '../accounts/apiKey.js';
import type { PerMinuteLimiter } from '../accounts/perMinuteLimiter.js';
import { effectiveLimits } from '../accounts/plans.js';
import type { AccountStore } from '../accounts/store.js';
import { type Clock, nextSeoulMonthStart, seoulMonthKey } from '../clock.js';
import { ServiceError } from '../errors.js';
import { errorResponses } from './schemas.js';

export const API_KEY_HEADER = 'x-api-key';
export const REMAINING_MONTH_HEADER = 'x-ratelimit-remaining-month';

interface QuotaState {
  accountId: string;
  month: string;
  limit: number;
  used: number;
  reserved: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    quota: QuotaState | null;
  }
}

const GET_A_KEY = 'request one with POST /v1/keys/request';

async function authenticate(store: AccountStore, header: string | string[] | undefined) {
  if (header === undefined || header === '') {
    throw new ServiceError('NO_API_KEY', `this endpoint needs an API key in the X-API-Key header; ${GET_A_KEY}`);
  }
  const key = Array.isArray(header) ? header.join(',') : header;
  const found = hasApiKeyFormat(key) ? await store.findByKeyHash(hashApiKey(key)) : undefined;
  if (!found) throw new ServiceError('INVALID_API_KEY', `the API key is not valid; check it was copied whole, or ${GET_A_KEY}`);
  if (found.status !== 'active') {
    throw new ServiceError('INVALID_API_KEY', `the API key was revoked (a newer key was issued for its e-mail address, or the operator revoked it); ${GET_A_KEY}`);
  }
  return found.account;
}

export const API_KEY_SECURITY_SCHEME = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'A key from POST /v1/keys/request (`tjk_` and 43 characters). Missing: 401 NO_API_KEY; unknown or revoked: 403 INVALID_API_KEY',
  },
} as const;

const remainingMonthHeader = {
  'X-RateLimit-Remaining-Month': {
    type: 'integer',
    description: 'Successful calls left this month (calendar month, Asia/Seoul) on the account\'s plan; on every response once the key is accepted, 429 included',
  },
};
const retryAfterHeader = { 'Retry-After': { type: 'integer', description: 'Seconds until the per-minute window or the monthly quota starts again' } };

/** The guard's part of a keyed route's OpenAPI entry: the security requirement, its errors and its headers. */
function documentKeyedRoute(schema: Record<string, unknown>): void {
  // A new response map with new entries: the route's own schema objects are shared (with the HEAD route Fastify adds for a GET).
  const response: Record<string, Record<string, unknown>> = {};
  for (const [status, entry] of Object.entries((schema.response ?? {}) as Record<string, Record<string, unknown>>)) {
    response[status] = Number(status) < 400 || Number(status) >= 500 ? { ...entry, headers: { ...remainingMonthHeader } } : entry;
  }
  const guardErrors = errorResponses('NO_API_KEY', 'INVALID_API_KEY', 'RATE_LIMIT', 'QUOTA_EXCEEDED', 'DATABASE_UNAVAILABLE') as Record<string, { description: string }>;
  for (const [status, entry] of Object.entries(guardErrors)) {
    if (status === '500') continue;
    // A status the route documents already (503 CORPUS_UNAVAILABLE) lists the guard's codes after its own.
    const existing = response[status] as { description?: string } | undefined;
    const merged = existing ? { ...existing, description: `${existing.description}, ${entry.description.replace(/^Error: /, '')}` } : entry;
    response[status] = (Number(status) === 429 ? { ...merged, headers: { ...remainingMonthHeader, ...retryAfterHeader } } : merged) as Record<string, unknown>;
  }
  schema.response = response;
  schema.security = [{ apiKey: [] }];
}

/** Adds the guard to `scope`; every route registered in that scope afterwards is keyed. */
export function installApiKeyGuard(scope: FastifyInstance, store: AccountStore, limiter: PerMinuteLimiter, clock: Clock): void {
  scope.decorateRequest('quota', null);
  scope.addHook('onRoute', (route) => {
    const schema: Record<string, unknown> = { ...(route.schema ?? {}) };
    documentKeyedRoute(schema);
    route.schema = schema;
  });

  scope.addHook('onRequest', async (request) => {
    const account = await authenticate(store, request.headers[API_KEY_HEADER]);
    const now = clock.now();
    const limits = effectiveLimits(account, now);
    const quota: QuotaState = { accountId: account.id, month: seoulMonthKey(now), limit: limits.monthlyCalls, used: 0, reserved: false };
    request.quota = quota;

    const minute = await limiter.hit(account.id, limits.callsPerMinute);
    if (!minute.allowed) {
      quota.used = await store.monthlyUsed(account.id, quota.month);
      throw new ServiceError(
        'RATE_LIMIT',
        `the ${limits.plan} plan allows ${limits.callsPerMinute} calls a minute; retry after ${minute.retryAfterSeconds} s`,
        { 'retry-after': String(minute.retryAfterSeconds) },
      );
    }

    const used = await store.reserveMonthlyCall(account.id, quota.month, quota.limit);
    if (used === null) {
      quota.used = quota.limit;
      const resetAt = nextSeoulMonthStart(now);
      throw new ServiceError(
        'QUOTA_EXCEEDED',
        `the ${limits.plan} plan's ${quota.limit} calls for ${quota.month} are used up; the quota starts again at ${resetAt.toISOString()} (the 1st, 00:00 Asia/Seoul)` +
          (limits.expired ? '. The paid plan of this account has expired, so Sandbox limits apply' : ''),
        { 'retry-after': String(Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) },
      );
    }
    quota.used = used;
    quota.reserved = true;
  });

  scope.addHook('onSend', async (request, reply) => {
    const quota = request.quota;
    if (!quota) return;
    if (quota.reserved && (reply.statusCode < 200 || reply.statusCode >= 300)) {
      quota.reserved = false;
      quota.used -= 1;
      try {
        await store.releaseMonthlyCall(quota.accountId, quota.month);
      } catch (err) {
        // The answer stands; the month's count keeps one call too many (never one too few).
        request.log.warn({ err, accountId: quota.accountId }, 'could not give back the reserved call of an unsuccessful answer');
      }
    }
    reply.header(REMAINING_MONTH_HEADER, String(Math.max(0, quota.limit - quota.used)));
  });
}
