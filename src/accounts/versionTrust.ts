/**
 * How long a process on PostgreSQL trusts an account's version it has read
 * (issue 51). The request path hands out calls of a block the process holds
 * without asking the database, for VERSION_TRUST_MS after the database last
 * told it the account's version (src/accounts/monthLeases.ts); past that, the
 * next turn reads the version again. So that a change still applies from the
 * account's next request, every writer of an account or its keys on
 * PostgreSQL answers only CHANGE_SETTLE_MS after its commit: by then no
 * process trusts a version read before the change. (A request handed a call
 * before that instant was admitted while the change was being made, not
 * after it.)
 *
 * A change made outside the service's code (SQL by hand) has no such wait: it
 * applies within VERSION_TRUST_MS. SQLite reads the version in every turn's
 * transaction, which costs it nothing, and needs no wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { DialectName } from '../db/database.js';

export const VERSION_TRUST_MS = 50;
/** The trust and a margin for a timer firing late (and for monotonic clocks of processes running at slightly different rates). */
export const CHANGE_SETTLE_MS = VERSION_TRUST_MS + 15;

/** Waits, after a committed change to an existing account, until no process can still trust the account's version before it. */
export async function changeSettled(dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') await sleep(CHANGE_SETTLE_MS);
}

/** What a change resolves to, once it has settled (changeSettled). */
export async function settled<T>(dialect: DialectName, change: Promise<T>): Promise<T> {
  const result = await change;
  await changeSettled(dialect);
  return result;
}
