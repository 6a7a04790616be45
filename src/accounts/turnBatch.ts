/**
 * Group commit for the request path: the calls made while the event loop
 * handles one round of I/O are run together, once that round is over
 * (setImmediate), and while a batch is running the next one gathers. Under
 * load one database statement or round trip then serves many requests; a lone
 * request waits for nothing but the end of its own turn.
 */
export type Batched<I, O> = (item: I) => Promise<O>;

/** A batch's answer for one item that failed on its own: that item's caller gets the error, the others their answers. */
export class ItemFailure {
  constructor(readonly error: unknown) {}
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(reason: unknown): void;
}

/**
 * @param run does a batch's work and answers each item in order, an
 *            ItemFailure for an item that failed alone; when it throws, every
 *            item of the batch fails with that error.
 */
export function turnBatch<I, O>(run: (items: readonly I[]) => Promise<ReadonlyArray<O | ItemFailure>>): Batched<I, O> {
  let gathering: Waiting<I, O>[] = [];
  let running = false;
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    running = true;
    const batch = gathering;
    gathering = [];
    try {
      const answers = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const answer = answers[i] as O | ItemFailure;
        if (answer instanceof ItemFailure) w.reject(answer.error);
        else w.resolve(answer);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      running = false;
      if (gathering.length > 0) schedule();
    }
  }

  function schedule(): void {
    if (scheduled || running) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      gathering.push({ item, resolve, reject });
      schedule();
    });
}

/** A batch whose work is none: its items come back, answered together at the end of their turn. */
const answeredAtTurnEnd = turnBatch<unknown, unknown>(async (values) => values);

/**
 * A value known now, answered when the round of I/O it was given in is over
 * (setImmediate), with every other value given in that round: the rhythm of a
 * batch's answers, for a request that needs no batch. Answered at once, the
 * answers of a busy service leave one by one between the reads of the next
 * requests, and the client (on loopback, the load generator) wakes for each:
 * on PostgreSQL + Redis, where a block's calls were handed out at once, the
 * load generator switched context 400-540 times per 1,000 requests against
 * 60-73 with SQLite's batch, and the service spent 83-126 µs of CPU a request
 * against 68-91 (issue 51, 2026-11-29; docs/performance.md).
 */
export function atTurnEnd<T>(value: T): Promise<T> {
  return answeredAtTurnEnd(value) as Promise<T>;
}

