/**
 * How many calls a process takes ahead for an account, beyond what the
 * requests of its turn need: the one rule of both kinds of block (issue 51),
 * the month's on PostgreSQL (monthLeases.ts) and the minute's in Redis
 * (minuteBlocks.ts), each with its own numbers.
 */
export interface BlockRule {
  /** A busy account's block holds its pace over this many ms. */
  paceMs: number;
  /** The least a busy account takes, and the most for one new to the process. */
  first: number;
  /** The most a block holds: with `first`, the bound a killed process leaves. */
  most: number;
  /** For an account new to the process, this many a request of its turn (its pace is not known yet). */
  perRequest: number;
}

/**
 * The calls to take ahead: for an account whose last block is known (it is
 * busy), what it drew of it over the time since it was taken, scaled to
 * `paceMs`, between `first` and `most`; for one new to the process, a few a
 * request of the turn, at most `first`.
 */
export function blockSize(rule: BlockRule, requestsInTurn: number, last?: { drawn: number; elapsedMs: number }): number {
  if (!last) return Math.min(rule.first, rule.perRequest * requestsInTurn);
  const paced = Math.round((last.drawn * rule.paceMs) / Math.max(last.elapsedMs, 1));
  return Math.min(rule.most, Math.max(rule.first, paced));
}
