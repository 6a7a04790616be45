/**
 * The month's calls on PostgreSQL (issue 51): each process takes calls from
 * the shared count in blocks (leases) and hands them out to its requests, so a
 * busy account costs the database a write per block, not per request — while
 * every turn still asks the database for the account's version, so a
 * revocation or a plan change applies from the account's next request, as
 * before.
 *
 * A request whose account's block holds a call, judged on the record whose
 * version the database told the process less than VERSION_TRUST_MS ago, is
 * handed its call at once, without a round trip (src/accounts/versionTrust.ts:
 * why a change still applies from the account's next request). The others go
 * in one round trip a turn (lease_calls(), migration 0011:
 * src/db/leaseCalls.ts): per account and month the turn's requests need, the
 * version now, the calls given back, and the calls still wanted beyond what
 * the process holds, with more for the requests that follow: a block sized to
 * the account's pace for an account whose block ran out (it is busy; see
 * src/accounts/blockSize.ts), a few a request for one new to the process.
 *
 * What the count in the database means: the calls answered, plus the calls
 * processes hold and have not yet handed out. So it never lets more calls be
 * answered than the quota, in any number of processes; a block a process
 * holds is given back when the account has been idle for LEASE_IDLE_MS, when
 * its record or its limit changes, and when the process closes. A process
 * that dies without closing takes its unused calls with it: the count is then
 * over by at most one block per account it held a block for — about
 * LEASE_PACE_MS of the account's calls through that process, never more
 * than LEASE_MAX_EXTRA (its owner loses at most that many of the month's
 * calls; never more calls than the quota are answered). The blocks are at
 * most 1/64 of what was left when taken, and none is taken within the last
 * LEASE_FLOOR calls of a quota, so close to the quota a process takes only
 * what its requests need, one by one as before (Sandbox and Starter quotas
 * never reach a block).
 *
 * (Before issue 51's last step every turn read the version, and a block
 * saved only the writes: 17,000 keyed calls a second were 1,100 round trips.)
 *
 * The count a request is told (the month's `used`, whence the Remaining
 * header) is its call's place in the month's count: no two calls, of any
 * processes, are told the same while nothing is given back. A call given back
 * (an answer that was not a 2xx) leaves the places handed out after it one
 * too high until the account's next block.
 */
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.js';
import { STALE, type Stale } from './admission.js';
import { type BlockRule, blockSize } from './blockSize.js';
import { atTurnEnd, turnBatch } from './turnBatch.js';
import { VERSION_TRUST_MS } from './versionTrust.js';

/** The most calls a process takes beyond what its requests of one turn need (a busy account's block, at its cap). */
export const LEASE_MAX_EXTRA = 2_000;
/** The most a process takes beyond a turn's needs for an account new to it, and the least for a busy one. */
export const LEASE_FIRST_EXTRA = 100;
/**
 * A busy account's block holds about this much of its pace: at 8,000 calls a
 * second through a process, 2,000 calls (the cap), so 4 grants a second
 * instead of 80. Each grant is a commit (a WAL flush) and a turn the
 * account's requests wait for; with blocks of 100 they cost PostgreSQL +
 * Redis a fifth of its throughput (measured 2026-11-29,
 * docs/performance.md), while the bound a killed process leaves stays a
 * quarter second of the account's calls.
 */
export const LEASE_PACE_MS = 250;
/** Within this many calls of the quota no block is taken (the SQL of lease_calls() says the same number). */
export const LEASE_FLOOR = 1_000;
/** The month's blocks (src/accounts/blockSize.ts): 8 a request for an account new to the process. */
const LEASE_BLOCKS: BlockRule = { paceMs: LEASE_PACE_MS, first: LEASE_FIRST_EXTRA, most: LEASE_MAX_EXTRA, perRequest: 8 };
/** A block not drawn on for this long is given back. */
export const LEASE_IDLE_MS = 5_000;

export interface Reservation {
  accountId: string;
  month: string;
  limit: number;
  readAt: number;
}

type Item = ({ kind: 'reserve' } & Reservation) | { kind: 'release'; accountId: string; month: string } | { kind: 'return'; accountId: string; month: string };
type Answer = number | null | Stale | undefined;

interface Lease {
  accountId: string;
  month: string;
  readAt: number;
  limit: number;
  /**
   * The calls taken and not yet handed out: their places in the month's count,
   * as [next, last] ranges in the order they were taken. A call handed out is
   * told its place, so no two calls of any processes are told the same count
   * while no call is given back.
   */
  ranges: Array<[number, number]>;
  touchedAt: number;
  /** The calls of the block the turn in flight counts on for its requests: not handed out meanwhile. */
  promised: number;
  /** Until when (now()) the database's word that the account's version is `readAt` is trusted: sent + VERSION_TRUST_MS. */
  trustedUntil: number;
  /** The account's pace through this process: calls handed out since `paceFrom` (now() of the last grant). */
  drawn: number;
  paceFrom: number;
}

/** One entry of a turn's call: an account and month, and what the turn asks of it. */
interface Entry {
  key: string;
  accountId: string;
  month: string;
  limit: number;
  readAt: number;
  giveBack: number;
  wanted: number;
  extra: number;
  /** The turn's reservations of this account and month, as indexes into the turn's items. */
  reservations: number[];
  /** The sweep found the block idle. */
  returning: boolean;
}

const LEASE_CALLS =
  'select versions, used_after, granted from lease_calls($1::text[], $2::text[], $3::int[], $4::bigint[], $5::int[], $6::int[], $7::int[])';

/** The calls a block still holds (its ranges are one or two long: summing them costs nothing). */
function heldIn(lease: Lease | undefined): number {
  return lease ? lease.ranges.reduce((sum, [next, last]) => sum + last - next + 1, 0) : 0;
}

export function monthLeases(db: Db, now: () => number = () => performance.now()) {
  const leases = new Map<string, Lease>();
  const keyOf = (accountId: string, month: string) => `${accountId}\u0000${month}`;

  /**
   * Groups a turn's items by account and month. The turn's requests of an
   * account are judged on the newest record among them (older ones are stale)
   * and take calls under the highest of their limits; each then takes one only
   * within its own limit.
   */
  function entriesOf(items: readonly Item[]): Entry[] {
    const entries = new Map<string, Entry>();
    items.forEach((item, i) => {
      const key = keyOf(item.accountId, item.month);
      let entry = entries.get(key);
      if (!entry) {
        entry = { key, accountId: item.accountId, month: item.month, limit: 0, readAt: -1, giveBack: 0, wanted: 0, extra: 0, reservations: [], returning: false };
        entries.set(key, entry);
      }
      if (item.kind === 'release') entry.giveBack++;
      else if (item.kind === 'return') entry.returning = true;
      else {
        entry.reservations.push(i);
        entry.readAt = Math.max(entry.readAt, item.readAt);
      }
    });
    for (const entry of entries.values()) {
      const current = entry.reservations.map((i) => items[i] as Reservation).filter((r) => r.readAt === entry.readAt);
      entry.limit = Math.max(0, ...current.map((r) => r.limit));
      const lease = leases.get(entry.key);
      // A block goes back when the sweep finds it idle and no request of this turn draws on it, or when this turn's
      // requests were judged on another record or under a lower limit (a plan changed or expired): they take anew.
      const stale = current.length > 0 ? lease && (lease.readAt !== entry.readAt || entry.limit < lease.limit) : entry.returning;
      if (lease && stale) {
        entry.giveBack += heldIn(lease);
        leases.delete(entry.key);
      }
      const kept = leases.get(entry.key);
      entry.wanted = Math.max(0, current.length - heldIn(kept));
      if (kept) kept.promised = current.length - entry.wanted;
      // An account whose block ran out is busy: a block for its pace since its last grant. A new one: a few a request.
      // (The database takes at most 1/64 of what is left, and none near the quota.)
      if (entry.wanted > 0) entry.extra = blockSize(LEASE_BLOCKS, current.length, kept && { drawn: kept.drawn, elapsedMs: now() - kept.paceFrom });
    }
    return [...entries.values()];
  }

  /** The next call of a block: its place in the month's count. */
  function handOut(lease: Lease): number {
    lease.drawn++;
    const range = lease.ranges[0]!;
    const place = range[0]++;
    if (range[0] > range[1]) lease.ranges.shift();
    return place;
  }

  const batch = turnBatch<Item, Answer>(async (items) => {
    const entries = entriesOf(items);
    // The version told is trusted from when it was asked for (a read then or later: never older than this).
    const asked = now();
    const { rows } = await db.kysely
      .executeQuery<{ versions: Array<string | null>; used_after: number[]; granted: number[] }>(
        CompiledQuery.raw(LEASE_CALLS, [
          entries.map((e) => e.accountId),
          entries.map((e) => e.month),
          entries.map((e) => e.limit),
          entries.map((e) => e.readAt),
          entries.map((e) => e.giveBack),
          entries.map((e) => e.wanted),
          entries.map((e) => e.extra),
        ]),
      )
      .finally(() => {
        // The turn's requests take what was set aside for them below (or fail with the call): nothing is promised now.
        for (const entry of entries) {
          const lease = leases.get(entry.key);
          if (lease) lease.promised = 0;
        }
      });
    const { versions, used_after: usedAfter, granted } = rows[0]!;
    const answers: Answer[] = items.map(() => undefined);
    entries.forEach((entry, n) => {
      if (entry.reservations.length === 0) return;
      const version = versions[n] === null || versions[n] === undefined ? null : Number(versions[n]);
      let lease = leases.get(entry.key);
      if (version === entry.readAt && granted[n]! > 0) {
        lease ??= { accountId: entry.accountId, month: entry.month, readAt: entry.readAt, limit: entry.limit, ranges: [], touchedAt: 0, promised: 0, trustedUntil: 0, drawn: 0, paceFrom: 0 };
        lease.ranges.push([usedAfter[n]! - granted[n]! + 1, usedAfter[n]!]);
        // The pace is measured afresh from each grant.
        lease.drawn = 0;
        lease.paceFrom = now();
        lease.limit = Math.max(lease.limit, entry.limit);
        leases.set(entry.key, lease);
      }
      if (lease) {
        lease.touchedAt = now();
        if (version === lease.readAt) lease.trustedUntil = asked + VERSION_TRUST_MS;
      }
      for (const i of entry.reservations) {
        const { readAt, limit } = items[i] as Reservation;
        if (version !== entry.readAt || readAt !== entry.readAt) answers[i] = STALE;
        // The count with this call, as this process knows it: within the request's own limit, or no call.
        else if (lease && lease.ranges.length > 0 && lease.ranges[0]![0] <= limit) answers[i] = handOut(lease);
        else answers[i] = null;
      }
    });
    return answers;
  });

  /** Blocks not drawn on for LEASE_IDLE_MS (all of them when closing) go back in one turn. */
  async function returnIdle(all = false): Promise<void> {
    const due = [...leases.values()].filter((lease) => all || now() - lease.touchedAt >= LEASE_IDLE_MS);
    await Promise.all(due.map(({ accountId, month }) => batch({ kind: 'return', accountId, month })));
  }
  const sweep = setInterval(() => void returnIdle().catch(() => undefined), LEASE_IDLE_MS);
  sweep.unref();

  return {
    reserve(r: Reservation): Promise<number | null | Stale> {
      const lease = leases.get(keyOf(r.accountId, r.month));
      // From the block at once: judged on the record the database told of, trusted still, within the request's own limit.
      // (Not the calls a turn in flight counts on: its requests were told the block would serve them.)
      if (lease && lease.readAt === r.readAt && r.limit >= lease.limit && heldIn(lease) > lease.promised && lease.ranges[0]![0] <= r.limit) {
        const at = now();
        if (at < lease.trustedUntil) {
          lease.touchedAt = at;
          // Answered with the turn's other requests, as a batch would be (turnBatch.ts says why).
          return atTurnEnd(handOut(lease));
        }
      }
      return batch({ kind: 'reserve', ...r }) as Promise<number | null | Stale>;
    },
    release: (r: { accountId: string; month: string }) => batch({ kind: 'release', ...r }).then(() => undefined),
    /** Gives back every block held; the process serves no more requests after this. */
    async close(): Promise<void> {
      clearInterval(sweep);
      await returnIdle(true);
    },
    /** Gives back the blocks idle for LEASE_IDLE_MS now, as the timer does. */
    sweep: () => returnIdle(),
    /** The calls this process holds for an account's month (for tests and the bench). */
    held: (accountId: string, month: string) => heldIn(leases.get(keyOf(accountId, month))),
  };
}
