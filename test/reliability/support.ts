/**
 * What the reliability checks share: the two scales (full and short), the
 * result of a check, bounded waiting, a seeded random source, the memory of a
 * process, and accounts set up directly in the check's own database.
 */
import { readFileSync } from 'node:fs';
import { AccountStore } from '../../src/accounts/store.js';
import { systemClock } from '../../src/clock.js';
import type { Storage } from '../support/storage.js';

export interface CheckResult {
  /** One line of figures. */
  figures: string;
  /** Every broken promise found, each a line a person can act on. Empty: the check passed. */
  violations: string[];
}

export interface Check {
  name: string;
  run(short: boolean): Promise<CheckResult>;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds; false when `limitMs` pass first. */
export async function until(check: () => Promise<boolean> | boolean, limitMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}

export { seededRandom } from '../../scripts/seededRandom.js';

export const SEED = Number(process.env.RELIABILITY_SEED ?? 20261122);

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Resident memory of a process in MiB (Linux /proc), or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The environment that puts a service process on `storage` (its database, its Redis and prefix if any). */
export function storageEnv(storage: Storage, redis?: { url: string; keyPrefix: string }): Record<string, string> {
  const shared = redis ?? storage.redis;
  return { DATABASE_URL: storage.databaseUrl, ...(shared ? { REDIS_URL: shared.url, REDIS_KEY_PREFIX: shared.keyPrefix } : {}) };
}

let accountCounter = 0;

/** An account with a key, set up directly in the database, on a business plan with the given limits. */
export async function businessAccount(storage: Storage, monthly: number, perMinute: number, label = 'account'): Promise<{ email: string; apiKey: string; id: string }> {
  const store = new AccountStore(storage.db);
  const email = `${label}-${process.pid}-${++accountCounter}-${Math.random().toString(36).slice(2, 8)}@reliability.example`;
  const { apiKey, account } = await store.issueKey(email, 'reliability suite', systemClock.now(), { verified: true });
  await store.setPlan(email, { plan: 'business', planExpiresAt: '2099-01-01T00:00:00.000Z', monthlyLimit: monthly, perMinuteLimit: perMinute }, systemClock.now());
  return { email, apiKey, id: account.id };
}

/** Counts of answers by `status` or `status CODE`. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }
  toString(): string {
    return [...this.counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
  }
}

export const fmt = (n: number): string => n.toLocaleString('en-US');
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export interface Answer {
  status: number;
  /** error.code of an error body. */
  code?: string;
  body: unknown;
}

const ANSWER_LIMIT_MS = 15_000;

/**
 * One request with fetch: the answer, or why there was none — `refused` when
 * the connection was refused (the request never reached a service), `cut` when
 * it was reset or timed out (it may have been handled).
 */
export async function attempt(url: string, init: RequestInit = {}): Promise<Answer | { failure: 'refused' | 'cut' }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_LIMIT_MS) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    return { status: res.status, body, ...(typeof code === 'string' ? { code } : {}) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { failure: cause?.code === 'ECONNREFUSED' ? 'refused' : 'cut' };
  }
}

/** One request with fetch; null when no answer came (connection refused or cut, or no answer within 15 s). */
export async function ask(url: string, init: RequestInit = {}): Promise<Answer | null> {
  const outcome = await attempt(url, init);
  return 'failure' in outcome ? null : outcome;
}

export const describeAnswer = (answer: Answer | null): string => (answer ? `${answer.status}${answer.code ? ` ${answer.code}` : ''}` : 'no answer');
