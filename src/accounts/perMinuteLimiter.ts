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
  /** Seconds until the account's current window ends: the wait a refusal tells the client. */
  retryAfterSeconds: number;
  /** The hits counted in the current window, this one included (the RateLimit header's remaining is the limit less these). */
  used: number;
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
/**
 * A silent Redis (frozen, or a network path that drops packets: no error,
 * only silence) must not slow keyed calls by more than 300 ms (issue 25):
 * a command gets REDIS_COMMAND_TIMEOUT_MS, and after BREAKER_FAILURES failed
 * commands in a row the breaker opens — every count goes to the process at
 * once, and Redis is probed in the background every BREAKER_PROBE_MS until it
 * answers, when the breaker closes again.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
const BREAKER_FAILURES = 2;
const BREAKER_PROBE_MS = 1000;

/** Where a shared limiter reports Redis going away and coming back (the service's logger). */
export interface LimiterEvents {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}
// The store never refuses on its own; the account's limit is applied in hit().
const UNBOUNDED_POINTS = 2 ** 31 - 1;

function verdict(consumedPoints: number, msBeforeNext: number, callsPerMinute: number): MinuteVerdict {
  return { allowed: consumedPoints <= callsPerMinute, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)), used: consumedPoints };
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
 * A limiter shared through Redis. Should Redis become unreachable or silent,
 * counting falls back to this process alone instead of failing requests: the
 * limit loosens by the number of processes, nothing breaks. A refused
 * connection fails each command at once (no offline queue); a silent one is
 * cut short by the command timeout and, after the first failures, by the
 * breaker. ioredis reconnects by itself, and counting returns to Redis when it answers.
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
  const shared = new RateLimiterRedis({ storeClient: client, keyPrefix: `${keyPrefix}per-minute`, points: UNBOUNDED_POINTS, duration: WINDOW_SECONDS });
  const local = new RateLimiterMemory({ points: UNBOUNDED_POINTS, duration: WINDOW_SECONDS });
  // The breaker: closed (count in Redis), or open (count here; a background probe closes it when Redis answers).
  let failures = 0;
  let probe: NodeJS.Timeout | null = null;
  const open = () => {
    if (probe || closing) return;
    events?.warn({ store: 'redis', failures }, `Redis does not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms: per-minute limits are counted in this process until it does`);
    probe = setInterval(() => {
      client.ping().then(closeBreaker, () => {});
    }, BREAKER_PROBE_MS);
    probe.unref();
  };
  // Any answer from Redis closes the breaker: the background probe's, or the health check's — so that
  // once health says "ok" again, the next count is shared (not counted here until the next probe).
  const closeBreaker = () => {
    if (!probe) return;
    clearInterval(probe);
    probe = null;
    failures = 0;
    events?.info({ store: 'redis' }, 'Redis answers again: per-minute limits are shared again');
  };
  /** Runs a count on Redis while the breaker is closed, else (or when Redis fails) in the process. */
  async function counted<T>(onRedis: () => Promise<T>, here: () => Promise<T>): Promise<T> {
    if (probe) return here();
    try {
      const result = await onRedis();
      failures = 0;
      return result;
    } catch (error) {
      // A lost connection fails at once (and is reported by its events); only silence costs time, so only timeouts count.
      if (error instanceof Error && error.message === 'Command timed out' && ++failures >= BREAKER_FAILURES) open();
      return here();
    }
  }
  return {
    store: 'redis',
    async hit(accountId, callsPerMinute) {
      const res = await counted(() => shared.consume(accountId, 1), () => local.consume(accountId, 1));
      return verdict(res.consumedPoints, res.msBeforeNext, callsPerMinute);
    },
    async giveBack(accountId) {
      await counted(() => shared.reward(accountId, 1), () => local.reward(accountId, 1));
    },
    async ping() {
      await client.ping();
      closeBreaker();
    },
    async close() {
      closing = true;
      if (probe) clearInterval(probe);
      probe = null;
      client.disconnect();
    },
  };
}
