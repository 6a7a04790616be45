/**
 * "N calls per minute" as a sliding log: a call is let through when fewer
 * than N calls were let through in the sixty seconds before it, so no span of
 * sixty seconds, wherever it starts, holds more than N (issue 52; a fixed
 * window let 2N through across a window's end, and GCRA with a burst of N
 * lets up to 2N − 1). The log keeps the instants of the calls let through in
 * the last minute (at most N calls per key, counted per instant); a refused
 * call is not logged.
 *
 * This is the log of one process (src/accounts/perMinuteLimiter.ts keeps the
 * same log in Redis, by one Lua script, when the processes share it). Instants
 * come from the caller's clock (src/clock.ts), so a test moves them by hand.
 */
export const WINDOW_MS = 60_000;

/** What one hit found: whether it was let in, the calls in the last minute (it included), and when the oldest of them leaves it. */
export interface LogHit {
  allowed: boolean;
  used: number;
  /** The instant (ms) of the oldest call counted: one more call is allowed from oldestAt + WINDOW_MS. */
  oldestAt: number;
  /** This call's entry in the log (allowed calls only), to take it back. */
  ticket?: string;
}

/** The calls let through at one instant (ms): a busy key makes many a millisecond, and one object serves them all. */
interface Bucket {
  at: number;
  count: number;
}

/**
 * One key's log, oldest first, as calls per instant (issue 51: an object per
 * call held 1.8 million objects for a key taking 30,000 calls a second, and
 * collecting them cost the service 8–10 µs a request; an instant's calls are
 * one bucket, at most 60,000 a minute). Calls leave from the front by moving
 * `head` (a plan with a high limit keeps many instants of the last minute:
 * shifting the array for each would copy all of them), and the array is cut
 * down now and then. `used` is the sum of the counts from `head` on.
 */
interface Log {
  buckets: Bucket[];
  head: number;
  used: number;
}

/** Logs of idle keys are dropped after this many hits, so the map holds the keys of about the last minute. */
const SWEEP_EVERY = 1024;
/** The buckets before `head` are cut away once they are this many and at least half the array. */
const COMPACT_AT = 1024;

export class MinuteLogs {
  private readonly logs = new Map<string, Log>();
  private hitsSinceSweep = 0;

  hit(key: string, limit: number, now: number): LogHit {
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    let log = this.logs.get(key);
    if (!log) this.logs.set(key, (log = { buckets: [], head: 0, used: 0 }));
    // Calls older than the window leave, and so do emptied instants at the front (their calls were given back).
    while (log.head < log.buckets.length && (log.buckets[log.head]!.at <= now - WINDOW_MS || log.buckets[log.head]!.count === 0)) {
      log.used -= log.buckets[log.head]!.count;
      log.head++;
    }
    if (log.head >= COMPACT_AT && log.head * 2 >= log.buckets.length) {
      log.buckets = log.buckets.slice(log.head);
      log.head = 0;
    }
    const { buckets } = log;
    if (log.used >= limit) return { allowed: false, used: log.used, oldestAt: log.used > 0 ? buckets[log.head]!.at : now };
    // In time order, also when a clock steps back: from the end, where a new call belongs.
    let at = buckets.length;
    while (at > log.head && buckets[at - 1]!.at > now) at--;
    if (at > log.head && buckets[at - 1]!.at === now) buckets[at - 1]!.count++;
    else if (at === buckets.length) buckets.push({ at: now, count: 1 });
    else buckets.splice(at, 0, { at: now, count: 1 });
    log.used++;
    return { allowed: true, used: log.used, oldestAt: buckets[log.head]!.at, ticket: String(now) };
  }

  /** Takes back a call `ticket` names (its instant), if that instant is still in the log (searched from the newest: a call is given back soon after it is made). */
  giveBack(key: string, ticket: string): void {
    const log = this.logs.get(key);
    const at = Number(ticket);
    if (!log || !Number.isFinite(at)) return;
    for (let i = log.buckets.length - 1; i >= log.head; i--) {
      const bucket = log.buckets[i]!;
      if (bucket.at > at) continue;
      if (bucket.at === at && bucket.count > 0) {
        bucket.count--;
        log.used--;
      }
      return;
    }
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, log] of this.logs) {
      const newest = log.buckets[log.buckets.length - 1];
      if (!newest || newest.at <= now - WINDOW_MS) this.logs.delete(key);
    }
  }
}

/** Whole seconds until `oldestAt` leaves the minute: at least 1 (a wait of 0 would invite an immediate retry). */
export function secondsUntilFree(oldestAt: number, now: number): number {
  return Math.max(1, Math.ceil((oldestAt + WINDOW_MS - now) / 1000));
}
