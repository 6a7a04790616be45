import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { number81, SCORE_WEIGHTS, GRADE_BANDS } from '../../src/name/index.js';

const file = JSON.parse(readFileSync(new URL('../../data/name/numbers-81.json', import.meta.url), 'utf8'));

test('the 81-number table has 1 to 81, each named and rated, with its sources', () => {
  assert.equal(file.numbers.length, 81);
  assert.ok(file.sources.length >= 1 && file.sources.every((s: { where: string }) => s.where));
  for (let n = 1; n <= 81; n++) {
    const entry = number81(n);
    assert.equal(entry.number, n);
    assert.match(entry.name, /^[가-힣]+격$/);
    assert.ok(['길', '흉', '반길'].includes(entry.rating));
  }
  assert.deepEqual([1, 2, 21, 81].map((n) => number81(n).name), ['태초격', '분리격', '두령격', '환원격']);
});

test('the disputed numbers are rated where sources B and C agree, 반길 where they differ', () => {
  const rating = (n: number) => number81(n).rating;
  assert.deepEqual([26, 27, 30, 49, 50, 55, 72].map(rating), Array(7).fill('흉'));
  assert.deepEqual([38, 58, 73, 75].map(rating), Array(4).fill('길'));
  assert.deepEqual([51, 71, 77, 78].map(rating), Array(4).fill('반길'));
  assert.equal(file.version, '2.0.0');
  assert.match(file.ratingRule, /B and C/);
  for (const id of ['A', 'B', 'C', 'D']) {
    const source = file.sources.find((s: { id: string }) => s.id === id);
    assert.match(source.where, /^github\.com\/[^ ]+ [^ ]+ at commit [0-9a-f]{40}/, id);
  }
});

test('disputed is set on exactly the numbers the sources disagree on', () => {
  const disputed = file.numbers.filter((e: { disputed: boolean }) => e.disputed).map((e: { number: number }) => e.number);
  assert.deepEqual(disputed, [26, 27, 30, 38, 49, 50, 51, 55, 58, 71, 72, 73, 75, 77, 78]);
  // Every 반길 of the source is among them.
  for (const entry of file.numbers) if (entry.rating === '반길') assert.equal(entry.disputed, true, String(entry.number));
});

test('score weights add up to 100, with no weight for 천격; grade bands cover 0-100', () => {
  assert.equal(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0), 100);
  assert.equal('heaven' in SCORE_WEIGHTS, false);
  assert.equal(GRADE_BANDS.at(-1)!.min, 0);
  for (let i = 1; i < GRADE_BANDS.length; i++) assert.ok(GRADE_BANDS[i]!.min < GRADE_BANDS[i - 1]!.min);
});
