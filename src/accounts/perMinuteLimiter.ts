/**
 * The per-minute limit: at most N calls in any sixty seconds per account (a
 * sliding log, src/accounts/minuteLog.ts), counting every authenticated
 * request it lets through. With Redis the log is shared by every service
 * process (a sorted set per account, read and written by one Lua script: one
 * round trip per turn of the event loop, for all its hits), and a busy
 * account's calls are taken in blocks the process hands out
 * (src/accounts/minuteBlocks.ts); without it each process keeps its own. The limit
 * differs per account (plan), so each hit carries it. "Now" is the caller's
 * clock (src/clock.ts), not Redis's: a test clock moves the window, and the
 * processes sharing a log are assumed to keep the same time (NTP).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MINUTE_BLOCK_MS, MINUTE_FLOOR, MinuteBlocks, type Unused } from './minuteBlocks.js';
import { GIVE_BACK_SCRIPT, HIT_SCRIPT } from './minuteLogScripts.js';
import { turnBatch } from './turnBatch.js';
import { MinuteLogs, secondsUntilFree, WINDOW_MS, type LogHit } from './minuteLog.js';

export interface MinuteVerdict {
  allowed: boolean;
  /** Seconds until the oldest call counted in the last minute leaves it, and one more call is allowed: the wait a refusal tells the client. */
  retryAfterSeconds: number;
  /** The calls counted in the last sixty seconds, this one included when allowed (the RateLimit header's remaining is the limit less these). */
  used: number;
  /** This call's entry (allowed calls only): `giveBack` takes it. */
  ticket?: string;
}

export interface PerMinuteLimiter {
  readonly store: 'redis' | 'memory';
  /** Counts a call at `at` under a limit of `callsPerMinute` in any sixty seconds; a refused call is not counted. */
  hit(accountId: string, callsPerMinute: number, at: Date): Promise<MinuteVerdict>;
  /** Takes back the call a hit let through (a request that is judged again and so hits again, or a 304). */
  giveBack(accountId: string, ticket: string): Promise<void>;
  /** Answers when the shared store does (health check); always for memory. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

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

function verdict(found: LogHit, now: number): MinuteVerdict {
  const answer: MinuteVerdict = { allowed: found.allowed, retryAfterSeconds: secondsUntilFree(found.oldestAt, now), used: found.used };
  if (found.ticket !== undefined) answer.ticket = found.ticket;
  return answer;
}

export function memoryLimiter(): PerMinuteLimiter {
  const logs = new MinuteLogs();
  return {
    store: 'memory',
    async hit(accountId, callsPerMinute, at) {
      return verdict(logs.hit(accountId, callsPerMinute, at.getTime()), at.getTime());
    },
    async giveBack(accountId, ticket) {
      logs.giveBack(accountId, ticket);
    },
    ping: async () => {},
    close: async () => {},
  };
}

/** One hit waiting for its turn's script. */
interface TurnHit {
  accountId: string;
  callsPerMinute: number;
  now: number;
}

type MinuteLogClient = Redis & {
  minuteLogHits(...keysThenArgs: Array<string | number>): Promise<Array<number | string>>;
  minuteLogGiveBack(key: string, at: string, count: number): Promise<number>;
};

/** How often blocks whose instant has passed give back their unused calls (the service's time, estimated from the last hit's). */
const BLOCK_SWEEP_MS = 1000;

/**
 * A limiter shared through Redis. Should Redis become unreachable or silent,
 * counting falls back to this process alone instead of failing requests: the
 * limit loosens by the number of processes, nothing breaks. A refused
 * connection fails each command at once (no offline queue); a silent one is
 * cut short by the command timeout and, after the first failures, by the
 * breaker. ioredis reconnects by itself, and counting returns to Redis when it answers.
 */
export async function openRedisLimiter(url: string, keyPrefix: string, events?: LimiterEvents): Promise<PerMinuteLimiter> {
  // The hits of a turn are already one script (hitInTurn below). No auto-pipelining: ioredis sends an
  // auto-pipeline only once the one before it has answered, so a hit's script waited behind a block's
  // give-back — a round trip when Redis answers, and two command timeouts in a row (300 ms) when it is
  // silent. Written at once, commands are pipelined by the socket itself and each times out on its own.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
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

  client.defineCommand('minuteLogHits', { lua: HIT_SCRIPT });
  client.defineCommand('minuteLogGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  const shared = client as MinuteLogClient;
  const logKey = (accountId: string) => `${keyPrefix}per-minute:${accountId}`;
  // Which log a ticket names: a call counted in Redis carries this process's tag, one counted here (Redis failing) none.
  const processTag = randomBytes(6).toString('base64url');
  const local = new MinuteLogs();
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
  // A ticket names its log (this process's Redis tag) and the instant its call is counted at, which is what a give-back takes one call of.
  const ticketOf = (at: number) => `${processTag}:${at}`;
  const blocks = new MinuteBlocks();
  /** Gives back calls counted in Redis and not used (a block's); lost if Redis fails, when they age out of the minute as counted. */
  const giveBackUnused = (unused: Unused) =>
    counted(async () => void (await shared.minuteLogGiveBack(logKey(unused.accountId), String(unused.at), unused.count)), async () => {});
  /** The turn's hits in one script on Redis; each falls back to this process's log when Redis fails (or the breaker is open). */
  const hitInTurn = turnBatch<TurnHit, LogHit>(async (hits) => {
    return counted(
      async (): Promise<LogHit[]> => {
        // An account's last hit of the turn asks for a block (its calls then follow the turn's in the count); the
        // script grants one only far from the limit.
        const hitsOf = new Map<string, { count: number; last: number }>();
        hits.forEach((h, i) => {
          const seen = hitsOf.get(h.accountId);
          hitsOf.set(h.accountId, { count: (seen?.count ?? 0) + 1, last: i });
        });
        // Without numberOfKeys in its definition, the script's first argument is how many keys follow.
        const args: Array<string | number> = [hits.length, ...hits.map((h) => logKey(h.accountId)), WINDOW_MS, WINDOW_MS + MINUTE_BLOCK_MS, MINUTE_FLOOR];
        hits.forEach((h, i) => {
          const turn = hitsOf.get(h.accountId)!;
          const extra = turn.last === i ? blocks.extraFor(h.accountId, turn.count, h.now) : 0;
          args.push(String(h.now), h.callsPerMinute, extra, String(h.now + MINUTE_BLOCK_MS));
        });
        const out = await shared.minuteLogHits(...args);
        return hits.map((h, i) => {
          const [allowed, used, oldestAt, granted] = [Number(out[4 * i]), Number(out[4 * i + 1]), Number(out[4 * i + 2]), Number(out[4 * i + 3])];
          if (granted > 0) {
            const unused = blocks.keep(h.accountId, h.callsPerMinute, h.now, granted, used, oldestAt);
            if (unused) void giveBackUnused(unused);
          }
          return allowed === 1 ? { allowed: true, used, oldestAt, ticket: ticketOf(h.now) } : { allowed: false, used, oldestAt };
        });
      },
      async () => hits.map((h) => local.hit(h.accountId, h.callsPerMinute, h.now)),
    );
  });
  // The service's time between hits, for the sweep: the last hit's instant and the time since on this machine's clock.
  let lastNow = { at: 0, seen: performance.now() };
  const sweep = setInterval(() => {
    for (const unused of blocks.due(lastNow.at + (performance.now() - lastNow.seen))) void giveBackUnused(unused);
  }, BLOCK_SWEEP_MS);
  sweep.unref();
  return {
    store: 'redis',
    async hit(accountId, callsPerMinute, at) {
      const now = at.getTime();
      lastNow = { at: now, seen: performance.now() };
      const fromBlock = blocks.take(accountId, callsPerMinute, now, ticketOf);
      if (fromBlock.unused) void giveBackUnused(fromBlock.unused);
      return verdict(fromBlock.hit ?? (await hitInTurn({ accountId, callsPerMinute, now })), now);
    },
    async giveBack(accountId, ticket) {
      // A ticket names the log it was written in: Redis's, or (written while Redis failed) this process's.
      if (ticket.startsWith(`${processTag}:`)) {
        const at = ticket.slice(processTag.length + 1);
        await counted(async () => void (await shared.minuteLogGiveBack(logKey(accountId), at, 1)), async () => {});
      } else local.giveBack(accountId, ticket);
    },
    async ping() {
      await client.ping();
      closeBreaker();
    },
    async close() {
      clearInterval(sweep);
      // What the blocks did not hand out goes back while Redis is still there (a block of a killed process ages out).
      await Promise.all(blocks.due(0, true).map(giveBackUnused));
      closing = true;
      if (probe) clearInterval(probe);
      probe = null;
      client.disconnect();
    },
  };
}
