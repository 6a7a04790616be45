/**
 * The one rule of both kinds of block (src/accounts/blockSize.ts): a few a
 * request for an account new to the process, and for a busy one its pace over
 * its last block, between the least and the most.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockSize } from '../../src/accounts/blockSize.js';

const RULE = { paceMs: 250, first: 100, most: 2_000, perRequest: 8 };

test('an account new to the process: a few a request of its turn, at most the first block', () => {
  assert.equal(blockSize(RULE, 1), 8);
  assert.equal(blockSize(RULE, 10), 80);
  assert.equal(blockSize(RULE, 40), 100);
});

test('a busy account: what it drew over the time since its last block was taken, scaled to the pace, between the least and the most', () => {
  assert.equal(blockSize(RULE, 1, { drawn: 90, elapsedMs: 20 }), 1_125);
  assert.equal(blockSize(RULE, 1, { drawn: 2_001, elapsedMs: 2_000 }), 250);
  assert.equal(blockSize(RULE, 1, { drawn: 2_001, elapsedMs: 10_000 }), 100, 'slower than the least: the least');
  assert.equal(blockSize(RULE, 1, { drawn: 1_126, elapsedMs: 1 }), 2_000, 'faster than the most: the most');
  assert.equal(blockSize(RULE, 1, { drawn: 0, elapsedMs: 0 }), 100, 'nothing drawn, no time: the least, not a division by zero');
  assert.equal(blockSize(RULE, 1, { drawn: 10, elapsedMs: 0 }), 2_000, 'drawn in no measurable time: as if in a millisecond');
});
