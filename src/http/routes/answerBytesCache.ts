/**
 * A bounded cache of whole answers as the bytes sent, keyed by the canonical
 * request (the request as the core normalizes it, as JSON): the same name
 * asked again is answered without being analysed, serialized or encoded
 * again. Least recently used first out, held under both a number of answers
 * and a number of bytes (the answers' and their keys' lengths); an answer
 * larger than the byte bound is sent and not kept. The answers it holds are pure functions of the request (the cores have
 * no clock and no I/O), so a kept answer is the answer.
 */
export interface AnswerBytesCacheStats {
  entries: number;
  /** The kept answers' bytes and their keys' lengths. */
  bytes: number;
  hits: number;
  misses: number;
}

export class AnswerBytesCache {
  /** Insertion order is recency: a hit moves its entry to the end, the first entry is the next to go. */
  private readonly entries = new Map<string, Buffer>();
  private heldBytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 0 || !Number.isInteger(maxBytes) || maxBytes < 0) {
      throw new Error(`an answer cache needs whole, non-negative bounds, got ${maxEntries} entries and ${maxBytes} bytes`);
    }
  }

  /** The kept answer of `key` (counted as a hit), or undefined (counted as nothing: `answer` follows). */
  peek(key: string): Buffer | undefined {
    const kept = this.entries.get(key);
    if (kept !== undefined) this.touch(key, kept);
    return kept;
  }

  private touch(key: string, kept: Buffer): void {
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, kept);
  }

  /** The kept answer of `key`, else `make()`'s, kept when it fits. `make` may throw: nothing is kept then. */
  answer(key: string, make: () => Buffer): Buffer {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.touch(key, kept);
      return kept;
    }
    this.misses++;
    const body = make();
    const size = key.length + body.length;
    if (this.maxEntries === 0 || size > this.maxBytes) return body;
    this.entries.set(key, body);
    this.heldBytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.heldBytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.heldBytes -= oldKey.length + old.length;
    }
    return body;
  }

  get stats(): AnswerBytesCacheStats {
    return { entries: this.entries.size, bytes: this.heldBytes, hits: this.hits, misses: this.misses };
  }
}
