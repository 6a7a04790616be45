import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atTurnEnd, ItemFailure, turnBatch } from '../../src/accounts/turnBatch.js';

test('the calls of one turn run as one batch, answered in order', async () => {
  const batches: number[][] = [];
  const double = turnBatch<number, number>(async (items) => (batches.push([...items]), items.map((n) => n * 2)));
  const answers = await Promise.all([1, 2, 3].map((n) => double(n)));
  assert.deepEqual(answers, [2, 4, 6]);
  assert.deepEqual(batches, [[1, 2, 3]]);
  assert.equal(await double(5), 10);
  assert.deepEqual(batches, [[1, 2, 3], [5]], 'a lone call runs alone, at the end of its turn');
});

test('while a batch runs the next one gathers, and runs when it is done', async () => {
  const batches: number[][] = [];
  let release: () => void = () => {};
  const slow = turnBatch<number, number>(async (items) => {
    batches.push([...items]);
    if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    return items;
  });
  const first = slow(1);
  await new Promise((resolve) => setImmediate(resolve));
  const later = [slow(2), slow(3)];
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(batches, [[1]], 'nothing runs beside the batch in flight');
  release();
  assert.deepEqual(await Promise.all([first, ...later]), [1, 2, 3]);
  assert.deepEqual(batches, [[1], [2, 3]]);
});

test('an item that fails alone fails alone; a batch that throws fails all its items', async () => {
  const picky = turnBatch<number, number>(async (items) => items.map((n) => (n < 0 ? new ItemFailure(new Error(`negative ${n}`)) : n)));
  const settled = await Promise.allSettled([picky(1), picky(-1), picky(2)]);
  assert.deepEqual(settled.map((s) => s.status), ['fulfilled', 'rejected', 'fulfilled']);
  assert.match(String((settled[1] as PromiseRejectedResult).reason), /negative -1/);

  let down = true;
  const flaky = turnBatch<number, number>(async (items) => {
    if (down) throw new Error('down');
    return items;
  });
  const all = await Promise.allSettled([flaky(1), flaky(2)]);
  assert.deepEqual(all.map((s) => s.status), ['rejected', 'rejected']);
  down = false;
  assert.equal(await flaky(7), 7, 'the next batch runs after a failed one');
});

test('values given in one turn are answered together when its round of I/O is over, not at once', async () => {
  const seen: string[] = [];
  void atTurnEnd('a').then((v) => seen.push(v));
  void atTurnEnd('b').then((v) => seen.push(v));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  assert.equal(seen.length, 0, 'not answered while the turn still runs its microtasks');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, ['a', 'b'], 'both, in order, at the end of the turn');
  void atTurnEnd('c').then((v) => seen.push(v));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, ['a', 'b', 'c'], 'a later turn is answered at its own end');
});
