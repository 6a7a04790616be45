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

/** Logs of idle keys are dropped after this many hits, so the map holds the keys of about the last minute. */
const SWEEP_EVERY = 1024;

export class MinuteLogs {
  private readonly logs = new Map<string, Entry[]>();
  private sequence = 0;
  private hitsSinceSweep = 0;

  hit(key: string, limit: number, now: number): LogHit {
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    const log = this.logs.get(key) ?? [];
    let expired = 0;
    while (expired < log.length && log[expired]!.at <= now - WINDOW_MS) expired++;
    if (expired > 0) log.splice(0, expired);
    if (log.length >= limit) {
      this.keep(key, log);
      return { allowed: false, used: log.length, oldestAt: log[0]?.at ?? now };
    }
    const ticket = `${now}:${++this.sequence}`;
    // In time order, also when a clock steps back: from the end, where a new call belongs.
    let at = log.length;
    while (at > 0 && log[at - 1]!.at > now) at--;
    log.splice(at, 0, { at: now, ticket });
    this.keep(key, log);
    return { allowed: true, used: log.length, oldestAt: log[0]!.at, ticket };
  }

  /** Takes back the call `ticket` names, if it is still in the log. */
  giveBack(key: string, ticket: string): void {
    const log = this.logs.get(key);
    const index = log?.findIndex((entry) => entry.ticket === ticket) ?? -1;
    if (index < 0) return;
    log!.splice(index, 1);
    if (log!.length === 0) this.logs.delete(key);
  }

  private keep(key: string, log: Entry[]): void {
    if (log.length === 0) this.logs.delete(key);
    else this.logs.set(key, log);
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, log] of this.logs) if (log[log.length - 1]!.at <= now - WINDOW_MS) this.logs.delete(key);
  }
}

/** Whole seconds until `oldestAt` leaves the minute: at least 1 (a Retry-After of 0 invites an immediate retry). */
export function secondsUntilFree(oldestAt: number, now: number): number {
  return Math.max(1, Math.ceil((oldestAt + WINDOW_MS - now) / 1000));
}
