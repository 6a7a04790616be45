import assert from 'node:assert/strict';
import { test } from 'node:test';
import { READING_TABLE_VERSION, readingsOf, readPhrase, readText, unreadableChars } from '../../src/hanja/index.js';

test('phrases read with the 두음법칙 at the start and the 不 rule', () => {
  assert.equal(readPhrase('老龍無謀'), '노룡무모');
  assert.equal(readPhrase('莫近女人'), '막근녀인');
  assert.equal(readPhrase('女人'), '여인');
  assert.equal(readPhrase('射而不中'), '사이부중');
  assert.equal(readPhrase('不辨東西'), '불변동서');
  assert.equal(readPhrase('不可'), '불가');
  assert.equal(readPhrase('不中'), '부중');
  assert.equal(readPhrase('李'), '이');
});

test('a text is read phrase by phrase', () => {
  assert.equal(readText('池中之魚 終無活計'), '지중지어 종무활계');
  assert.equal(readText('老龍無謀 莫近女人'), '노룡무모 막근녀인');
});

test('overrides replace a character reading as written', () => {
  assert.equal(readPhrase('樂山樂水', { 樂: '요' }), '요산요수');
  assert.equal(readPhrase('不中', { 不: '불' }), '불중');
});

test('punctuation is kept and does not count as the start of a phrase', () => {
  assert.equal(readText('「老龍無謀」'), '「노룡무모」');
  assert.equal(readPhrase('不。'), '불。');
});

test('the table gives every reading, default first, and reports what it cannot read', () => {
  assert.equal(readingsOf('不')[0], '불');
  assert.ok(readingsOf('不').includes('부'));
  assert.deepEqual(readingsOf('a'), []);
  assert.deepEqual(unreadableChars('池中之魚 終無活計'), []);
  assert.deepEqual(unreadableChars('池中 x。'), []);
  assert.match(READING_TABLE_VERSION, /^hanja-readings@\d+\.\d+\.\d+$/);
});
