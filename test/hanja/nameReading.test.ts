import assert from 'node:assert/strict';
import { test } from 'node:test';
import { courtOrderReading, nameReadingOf } from '../../packages/core/src/hanja/nameReading.js';

test('the name reading is the court reading the reading table ranks first', () => {
  // 若: the court lists 야,약 in 가나다 order; the table (Unihan's E reading) puts 약 first.
  assert.equal(nameReadingOf(['야', '약'], ['약', '야']), '약');
  // 羅: the table folds 나 into its 본음 라.
  assert.equal(nameReadingOf(['나', '라'], ['라']), '라');
  // The court may list only the word-initial spelling of the table's reading.
  assert.equal(nameReadingOf(['여'], ['려']), '여');
  // No table reading is a court reading: the court's order decides, 본음 first.
  assert.equal(nameReadingOf(['나', '라'], ['다']), '라');
  // The court lists no reading (𥡴): the table's.
  assert.equal(nameReadingOf([], ['계']), '계');
  assert.equal(nameReadingOf([], []), null);
});

test('the court-order reading: the first, or the 본음 it spells at the start of a word', () => {
  assert.equal(courtOrderReading(['나', '라']), '라');
  assert.equal(courtOrderReading(['야', '약']), '야');
  assert.equal(courtOrderReading(['리', '이']), '리');
  assert.equal(courtOrderReading([]), undefined);
});
