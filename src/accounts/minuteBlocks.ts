/**
 * The minute's calls in blocks, for the per-minute log shared in Redis
 * (issue 51). A busy account's hit that Redis lets through may take a block
 * of calls with it, which the process then hands out to the account's next
 * requests without a round trip, until the block's instant.
 *
 * Why the limit still holds — at most N calls in any sixty seconds, over all
 * processes: a block taken at `takenAt` is counted in the log at its own
 * instant `at` = takenAt + MINUTE_BLOCK_MS, ahead of its calls, and its calls
 * are handed out only between the two. The log counts every instant later
 * than sixty seconds before now, the future ones too. Take any sixty seconds
 * (a, a + 60 s], and among the blocks (a lone call is a block of one, at its
 * own instant) with a call in it the one taken last, at t ≤ a + 60 s. Every
 * other such block was already in the log then, at an instant no earlier
 * than its call in the span, so later than a ≥ t − 60 s: counted at t. Redis
 * let that last block through only while the count with it stayed within N,
 * so the span holds at most N. The cost: a block's calls stay counted until
 * sixty seconds after its instant, up to MINUTE_BLOCK_MS longer than each
 * call's own.
 *
 * A block's calls a process did not hand out go back once its instant has
 * passed: at the account's next hit, at the sweep (every second) and when the
 * process closes. A process killed with a block leaves its unused calls
 * counted until they age out: at most a block, about MINUTE_BLOCK_MS of the
 * account's calls through that process and never more than MINUTE_MAX_EXTRA,
 * for sixty seconds and MINUTE_BLOCK_MS. Redis grants no block when fewer
 * than MINUTE_FLOOR calls of the limit would be left after it (the script,
 * src/accounts/minuteLogScripts.ts),
 * so near the limit every call is counted as it comes — Sandbox, Starter and
 * Growth (10, 60 and 120 a minute) never see a block — and a call refused
 * there was never kept out by a block another process held unused.
 *
 * Each call of a block is told its place in the count when the block was
 * taken (the `used` of its verdict): no two calls of any processes are told
 * the same while nothing is given back.
 */
import { type BlockRule, blockSize } from './blockSize.js';
import type { LogHit } from './minuteLog.js';

/** How far ahead of its taking a block is counted, and so how long its calls may be handed out. */
export const MINUTE_BLOCK_MS = 100;
/** The most calls a block holds beyond its hit's own (a busy account's, at its cap). */
export const MINUTE_MAX_EXTRA = 2_000;
/**
 * The most a block holds for an account new to the process, and the least for
 * a busy one. Past that a busy account's block is its pace over its last
 * block, for MINUTE_BLOCK_MS: blocks of 100 ran out every 8 ms at 13,000 calls
 * a second, each a round trip the account's requests waited for, and with
 * them PostgreSQL + Redis served 11–18 % fewer calls than without Redis
 * (measured 2026-11-29, docs/performance.md).
 */
export const MINUTE_FIRST_EXTRA = 100;
/** No block leaves fewer than this many calls of the limit (the script applies it). */
export const MINUTE_FLOOR = 1_000;
/** The minute's blocks (src/accounts/blockSize.ts): paced over a block's span, 8 a hit for an account new to the process. */
const MINUTE_BLOCKS: BlockRule = { paceMs: MINUTE_BLOCK_MS, first: MINUTE_FIRST_EXTRA, most: MINUTE_MAX_EXTRA, perRequest: 8 };

interface Block {
  limit: number;
  takenAt: number;
  /** The block's instant in the log: its calls are handed out up to it. */
  at: number;
  /** The places in the count of its calls not handed out: next..last. */
  next: number;
  last: number;
  /** The oldest instant of the log when the block was taken (the wait a refusal would tell). */
  oldestAt: number;
  /** Calls handed out of it: with `takenAt`, the account's pace. */
  handed: number;
}

/** Unused calls to give back: `count` at instant `at` of an account's log. */
export interface Unused {
  accountId: string;
  at: number;
  count: number;
}

export class MinuteBlocks {
  private readonly blocks = new Map<string, Block>();

  /**
   * A call from the account's block at `now`, told its ticket; or undefined
   * (no block under this limit, or `now` outside its span), with the unused
   * calls of a block whose instant has passed, to give back.
   */
  take(accountId: string, limit: number, now: number, ticketOf: (at: number) => string): { hit?: LogHit; unused?: Unused } {
    const block = this.blocks.get(accountId);
    if (!block) return {};
    if (now > block.at) return { unused: this.empty(accountId, block) };
    if (block.limit !== limit || now < block.takenAt || block.next > block.last) return {};
    block.handed++;
    return { hit: { allowed: true, used: block.next++, oldestAt: block.oldestAt, ticket: ticketOf(block.at) } };
  }

  /**
   * How many calls beyond its own an account's last hit in a turn at `now` asks
   * for. An account that had a block in the last second or so is busy: what it
   * drew of that block, scaled to MINUTE_BLOCK_MS, between MINUTE_FIRST_EXTRA
   * and MINUTE_MAX_EXTRA. A new one: a few a hit, at most MINUTE_FIRST_EXTRA.
   */
  extraFor(accountId: string, hitsInTurn: number, now: number): number {
    const block = this.blocks.get(accountId);
    return blockSize(MINUTE_BLOCKS, hitsInTurn, block && { drawn: block.handed, elapsedMs: now - block.takenAt });
  }

  /** A block Redis granted with a hit that was counted `used`; what a block it replaces left unused goes back. */
  keep(accountId: string, limit: number, takenAt: number, granted: number, used: number, oldestAt: number): Unused | undefined {
    const old = this.blocks.get(accountId);
    const unused = old && this.empty(accountId, old);
    this.blocks.set(accountId, { limit, takenAt, at: takenAt + MINUTE_BLOCK_MS, next: used + 1, last: used + granted, oldestAt, handed: 0 });
    return unused;
  }

  /** The blocks whose instant has passed by `now` (all of them when closing), forgotten, with their unused calls. */
  due(now: number, all = false): Unused[] {
    const unused: Unused[] = [];
    for (const [accountId, block] of this.blocks) {
      if (!all && now <= block.at) continue;
      const left = this.empty(accountId, block);
      this.blocks.delete(accountId);
      if (left) unused.push(left);
    }
    return unused;
  }

  /** Empties a block, which stays known (the account is busy) until the sweep; its unused calls, to give back. */
  private empty(accountId: string, block: Block): Unused | undefined {
    const count = block.last - block.next + 1;
    block.next = block.last + 1;
    return count > 0 ? { accountId, at: block.at, count } : undefined;
  }
}
