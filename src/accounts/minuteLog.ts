/**
 * "N calls per minute" as a sliding log: a call is let through when fewer
 * than N calls were let through in the sixty seconds before it, so no span of
 * sixty seconds, wherever it starts, holds more than N (issue 52; a fixed
 * window let 2N through across a window's end, and GCRA with a burst of N
 * lets up to 2N − 1). The log keeps the instants of the calls let through in
 * the last minute, at most N per key; a refused call is not logged.
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

interface Entry {
  at: number;
  ticket: string;
}

/**
 * One key's log, oldest first. Calls leave from the front by moving `head`
 * (a plan with a high limit keeps many calls of the last minute: shifting the
 * array for each would copy all of them), and the array is cut down now and then.
 */
interface Log {
  entries: Entry[];
  head: number;
}

/** Logs of idle keys are dropped after this many hits, so the map holds the keys of about the last minute. */
const SWEEP_EVERY = 1024;
/** The entries before `head` are cut away once they are this many and at least half the array. */
const COMPACT_AT = 1024;

export class MinuteLogs {
  private readonly logs = new Map<string, Log>();
  private sequence = 0;
  private hitsSinceSweep = 0;

  hit(key: string, limit: number, now: number): LogHit {
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    let log = this.logs.get(key);
    if (!log) this.logs.set(key, (log = { entries: [], head: 0 }));
    const { entries } = log;
    while (log.head < entries.length && entries[log.head]!.at <= now - WINDOW_MS) log.head++;
    if (log.head >= COMPACT_AT && log.head * 2 >= entries.length) {
      log.entries = entries.slice(log.head);
      log.head = 0;
    }
    const used = log.entries.length - log.head;
    if (used >= limit) return { allowed: false, used, oldestAt: used > 0 ? log.entries[log.head]!.at : now };
    const ticket = `${now}:${++this.sequence}`;
    // In time order, also when a clock steps back: from the end, where a new call belongs.
    let at = log.entries.length;
    while (at > log.head && log.entries[at - 1]!.at > now) at--;
    if (at === log.entries.length) log.entries.push({ at: now, ticket });
    else log.entries.splice(at, 0, { at: now, ticket });
    return { allowed: true, used: used + 1, oldestAt: log.entries[log.head]!.at, ticket };
  }

  /** Takes back the call `ticket` names, if it is still in the log (searched from the newest: a call is given back soon after it is made). */
  giveBack(key: string, ticket: string): void {
    const log = this.logs.get(key);
    if (!log) return;
    for (let i = log.entries.length - 1; i >= log.head; i--) {
      if (log.entries[i]!.ticket !== ticket) continue;
      log.entries.splice(i, 1);
      return;
    }
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, log] of this.logs) {
      const newest = log.entries[log.entries.length - 1];
      if (!newest || newest.at <= now - WINDOW_MS) this.logs.delete(key);
    }
  }
}

/** Whole seconds until `oldestAt` leaves the minute: at least 1 (a wait of 0 would invite an immediate retry). */
export function secondsUntilFree(oldestAt: number, now: number): number {
  return Math.max(1, Math.ceil((oldestAt + WINDOW_MS - now) / 1000));
}
