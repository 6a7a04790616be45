/**
 * The per-minute limit: a fixed one-minute window per account, counting every
 * authenticated request. With Redis the counter is shared by every service
 * process; without it each process counts alone. Windows are kept by
 * rate-limiter-flexible; the limit itself differs per account (plan), so the
 * store only counts and the comparison happens here.
 */
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface MinuteVerdict {
  allowed: boolean;
  /** Seconds until the account's current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface PerMinuteLimiter {
  readonly store: 'redis' | 'memory';
  hit(accountId: string, callsPerMinute: number): Promise<MinuteVerdict>;
  /** Takes back one hit of the current window (a request that is judged again and so hits again). */
  giveBack(accountId: string): Promise<void>;
  /** Answers when the shared store does (health check); always for memory. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;
const REDIS_CONNECT_WAIT_MS = 3000;
// A Redis that is connected but does not answer (overloaded, paused) must not
// hold requests: after this the command fails and counting falls back.
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Where a shared limiter reports Redis going away and coming back (the service's logger). */
export interface LimiterEvents {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}
// The store never refuses on its own; the account's limit is applied in hit().
const UNBOUNDED_POINTS = 2 ** 31 - 1;

function verdict(consumedPoints: number, msBeforeNext: number, callsPerMinute: number): MinuteVerdict {
  return { allowed: consumedPoints <= callsPerMinute, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

function limiterOver(counter: RateLimiterAbstract, store: 'redis' | 'memory', ping: () => Promise<void>, close: () => Promise<void>): PerMinuteLimiter {
  return {
    store,
    async hit(accountId, callsPerMinute) {
      const res = await counter.consume(accountId, 1);
      return verdict(res.consumedPoints, res.msBeforeNext, callsPerMinute);
    },
    async giveBack(accountId) {
      await counter.reward(accountId, 1);
    },
    ping,
    close,
  };
}

export function memoryLimiter(): PerMinuteLimiter {
  const counter = new RateLimiterMemory({ points: UNBOUNDED_POINTS, duration: WINDOW_SECONDS });
  return limiterOver(counter, 'memory', async () => {}, async () => {});
}

/**
 * A limiter shared through Redis. Should Redis become unreachable, counting
 * falls back to this process alone (the insurance limiter) instead of failing
 * requests: the limit loosens by the number of processes, nothing breaks.
 * ioredis reconnects by itself, and counting returns to Redis when it answers.
 */
export async function openRedisLimiter(url: string, keyPrefix: string, events?: LimiterEvents): Promise<PerMinuteLimiter> {
  // Auto-pipelining sends the counts of one event-loop turn's requests in one round trip.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableAutoPipelining: true,
  });
  // Errors repeat on every reconnection attempt; the loss and the return are logged once each.
  client.on('error', () => {});
  let lost = false;
  let closing = false;
  client.on('close', () => {
    if (lost || closing) return;
    lost = true;
    events?.warn({ store: 'redis' }, 'Redis connection lost: per-minute limits are counted in this process until it is back');
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    events?.info({ store: 'redis' }, 'Redis is back: per-minute limits are shared again');
  });
  // Wait (briefly) for the connection, so the first requests are counted in Redis, not only here.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const counter = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: `${keyPrefix}per-minute`,
    points: UNBOUNDED_POINTS,
    duration: WINDOW_SECONDS,
    insuranceLimiter: new RateLimiterMemory({ points: UNBOUNDED_POINTS, duration: WINDOW_SECONDS }),
  });
  return limiterOver(
    counter,
    'redis',
    async () => {
      await client.ping();
    },
    async () => {
      closing = true;
      client.disconnect();
    },
  );
}
