/**
 * The key guard of the keyed endpoints: Fastify hooks on the scope that holds
 * those routes, adapting key admission (src/accounts/admission.ts) to HTTP.
 * Each outcome becomes its status, code, message and headers; an admitted
 * call whose answer is not a 2xx is given back before the answer goes out, and
 * every answer that got as far as an account carries X-RateLimit-Remaining-Month
 * and the IETF RateLimit and RateLimit-Policy fields (rateLimitHeaders.ts). A
 * 304 Not Modified costs nothing: its call is given back to the month and to
 * the minute alike.
 */
import type { FastifyInstance } from 'fastify';
import type { Admission, Admit, AppliedPlan, RateWindows } from '../../accounts/admission.js';
import { FREE_PLAN, PLANS } from '../../accounts/plans.js';
import { ServiceError } from '../../errors.js';
import { keepFromSharedCaches } from '../transport/answerHeaders.js';
import { apiKeyOf } from '../transport/apiKeyHeader.js';
import { rateLimitFields } from './rateLimitHeaders.js';
import { clientClosed, clientGone } from '../transport/workTurns.js';

const REMAINING_MONTH_HEADER = 'x-ratelimit-remaining-month';

type Admitted = Extract<Admission, { kind: 'admitted' }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The admitted call of this request, or the calls left when it was refused for a limit, with the plan's limits and windows. */
    admission: { call: Admitted | null; remaining: number; limits: AppliedPlan; windows: RateWindows } | null;
  }
}

const GET_A_KEY = { en: 'request one with POST /v1/keys/request', ko: 'POST /v1/keys/request로 키를 요청하세요' };

/** The refusal of a request that was not admitted. */
export function refusal(admission: Exclude<Admission, Admitted>): ServiceError {
  switch (admission.kind) {
    case 'no-key':
      return new ServiceError('NO_API_KEY', {
        en: `this endpoint needs an API key in the X-API-Key header (or Authorization: Bearer KEY); ${GET_A_KEY.en}`,
        ko: `이 엔드포인트는 X-API-Key 헤더(또는 Authorization: Bearer 키)에 API 키가 있어야 합니다. ${GET_A_KEY.ko}`,
      });
    case 'invalid':
      return new ServiceError('INVALID_API_KEY', {
        en: `the API key is not valid; check it was copied whole, or ${GET_A_KEY.en}`,
        ko: `올바른 API 키가 아닙니다. 키를 빠짐없이 복사했는지 확인하거나 ${GET_A_KEY.ko}`,
      });
    case 'revoked':
      return new ServiceError(
        'INVALID_API_KEY',
        {
          en: `the API key was revoked (a newer key was issued for its e-mail address, or the operator revoked it); ${GET_A_KEY.en}`,
          ko: `폐기된 API 키입니다(같은 메일 주소로 새 키가 발급되었거나 운영자가 폐기했습니다). ${GET_A_KEY.ko}`,
        },
      );
    case 'rate-limited': {
      const { plan, callsPerMinute } = admission.limits;
      const wait = admission.retryAfterSeconds;
      return new ServiceError('RATE_LIMIT', { en: `the ${plan} plan allows ${callsPerMinute} calls a minute; retry after ${wait} s`, ko: `${plan} 요금제는 1분에 ${callsPerMinute}번까지 호출할 수 있습니다. ${wait}초 뒤에 다시 시도하세요` }, { retryAfterSeconds: admission.retryAfterSeconds });
    }
    case 'quota-exceeded': {
      const { plan, monthlyCalls, month, expired } = admission.limits;
      return new ServiceError(
        'QUOTA_EXCEEDED',
        {
          en:
            `the ${plan} plan's ${monthlyCalls} calls for ${month} are used up; the quota starts again at ${admission.resetAt.toISOString()} (the 1st, 00:00 Asia/Seoul)` +
            (expired ? `. The paid plan of this account has expired, so the ${PLANS[FREE_PLAN].title} limits apply` : ''),
          ko:
            `${plan} 요금제의 ${month} 호출 ${monthlyCalls}번을 다 썼습니다. 한도는 ${admission.resetAt.toISOString()}(매월 1일 0시, 한국 시각)에 다시 채워집니다` +
            (expired ? `. 이 계정의 유료 요금제 기간이 끝나 ${PLANS[FREE_PLAN].title} 한도가 적용됩니다` : ''),
        },
        { retryAfterSeconds: admission.retryAfterSeconds },
      );
    }
  }
}

/** Adds the guard to `scope`; every route registered in that scope afterwards is keyed. */
export function installApiKeyGuard(scope: FastifyInstance, admit: Admit): void {
  scope.decorateRequest('admission', null);

  scope.addHook('onRequest', async (request) => {
    const admission = await admit(apiKeyOf(request));
    if (admission.kind === 'admitted') {
      request.admission = { call: admission, remaining: admission.remaining, limits: admission.limits, windows: admission.windows };
      return;
    }
    if (admission.kind === 'rate-limited' || admission.kind === 'quota-exceeded') {
      request.admission = { call: null, remaining: admission.remaining, limits: admission.limits, windows: admission.windows };
      // A revalidation of a deterministic answer costs nothing, so the limits do not stop it: a 304 if unchanged, else this refusal (transport/conditionalAnswers.ts).
      if (request.routeOptions.config?.deterministic && request.headers['if-none-match'] !== undefined) {
        request.refusedUnlessNotModified = refusal(admission);
        return;
      }
    }
    throw refusal(admission);
  });

  // A client that left while its call was admitted gets no work done for it (and the call back, below: a 499 is no success).
  scope.addHook('preHandler', (_request, reply, done) => done(clientGone(reply) ? clientClosed() : undefined));

  scope.addHook('onSend', (request, reply, payload, done) => {
    // An answer of a keyed endpoint, whatever its status, is kept by no shared cache.
    keepFromSharedCaches(reply);
    const admission = request.admission;
    if (!admission) return done(null, payload);
    const counters = () => {
      reply.header(REMAINING_MONTH_HEADER, String(admission.remaining));
      reply.headers(rateLimitFields(admission.limits, admission.windows, admission.remaining));
    };
    const { call } = admission;
    if (!call || (reply.statusCode >= 200 && reply.statusCode < 300)) {
      counters();
      return done(null, payload);
    }
    admission.call = null;
    // Not modified: the client had the answer, so the request costs neither the month nor the minute.
    const minute = reply.statusCode === 304 ? call.releaseMinute() : Promise.resolve();
    Promise.all([call.release(), minute]).then(
      ([remaining]) => {
        admission.remaining = remaining;
      },
      (err: unknown) => {
        // The answer stands; the month's count keeps one call too many (never one too few).
        request.log.warn({ err, accountId: call.accountId }, 'could not give back the reserved call of an unsuccessful answer');
      },
    ).finally(() => {
      counters();
      done(null, payload);
    });
  });
}
