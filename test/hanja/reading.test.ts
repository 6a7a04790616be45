import assert from 'node:assert/strict';
import { test } from 'node:test';
import { READING_TABLE_VERSION, readingsOf, readPhrase, readText, unreadableChars } from '../../src/hanja/index.js';

test('phrases read with the 두음법칙 at the start of each word and the 不 rule', () => {
  assert.equal(readPhrase('老龍無謀'), '노룡무모');
  assert.equal(readPhrase('莫近女人'), '막근여인', 'a four-character phrase is two words: 莫近 女人');
  assert.equal(readPhrase('進退兩難'), '진퇴양난');
  assert.equal(readPhrase('女人不利'), '여인불리');
  assert.equal(readPhrase('女子'), '여자');
  assert.equal(readPhrase('三女'), '삼녀', 'inside a two-character word the sound stays');
  assert.equal(readPhrase('有女漂衣'), '유녀표의', 'the third character of a phrase of other length is not a word start');
  assert.equal(readPhrase('女人'), '여인');
  assert.equal(readPhrase('射而不中'), '사이부중');
  assert.equal(readPhrase('不辨東西'), '불변동서');
  assert.equal(readPhrase('不可'), '불가');
  assert.equal(readPhrase('不中'), '부중');
  assert.equal(readPhrase('李'), '이');
});

test('a text is read phrase by phrase', () => {
  assert.equal(readText('池中之魚 終無活計'), '지중지어 종무활계');
  assert.equal(readText('老龍無謀 莫近女人'), '노룡무모 막근여인');
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

test('則 as a conjunction is 즉, as "rule" in 規則 and its kind 칙', () => {
  assert.equal(readPhrase('動則有害'), '동즉유해');
  assert.equal(readPhrase('在家則吉'), '재가즉길');
  assert.equal(readPhrase('規則'), '규칙');
  assert.equal(readPhrase('法則'), '법칙');
  assert.equal(readPhrase('則'), '칙');
});

test('words with a customary sound (한글 맞춤법 제52항) and 奈何', () => {
  assert.equal(readPhrase('六月之數'), '유월지수');
  assert.equal(readPhrase('五六月令'), '오뉴월령', 'the longer word wins over 六月');
  assert.equal(readPhrase('十月'), '시월');
  assert.equal(readPhrase('議論'), '의논');
  assert.equal(readPhrase('許諾'), '허락');
  assert.equal(readPhrase('不中奈何'), '부중나하');
  assert.equal(readPhrase('六十'), '육십', 'outside the words, the 본음 with the 두음법칙');
  assert.equal(readPhrase('不六月', { 六: '륙' }), '불륙월', 'an override wins over a word');
});

test('來 in the third place of a four-character phrase keeps 래', () => {
  assert.equal(readPhrase('貴人來助'), '귀인래조');
  assert.equal(readPhrase('來日'), '내일');
  assert.equal(readPhrase('東西兩方'), '동서양방');
});

test('punctuation does not count as a position', () => {
  assert.equal(readPhrase('「莫近女人」'), '「막근여인」');
  assert.equal(readPhrase('動則，有害'), '동즉，유해');
});

test('the basic rules: default readings, 不 부/불 and the 두음법칙 at the phrase start only (what the report measures against)', () => {
  assert.equal(readPhrase('進退兩難', {}, 'basic'), '진퇴량난', 'no second word');
  assert.equal(readPhrase('動則有害', {}, 'basic'), '동칙유해', 'no conjunction 즉');
  assert.equal(readPhrase('六月之數', {}, 'basic'), '육월지수', 'no customary sounds');
  assert.equal(readPhrase('不中奈何', {}, 'basic'), '부중내하');
  assert.equal(readPhrase('老龍無謀', {}, 'basic'), '노룡무모');
  assert.equal(readText('莫近女人 女人不利', {}, 'basic'), '막근녀인 여인불리');
  assert.equal(readPhrase('樂山樂水', { 樂: '요' }, 'basic'), '요산요수');
  assert.equal(readText('莫近女人 女人不利'), '막근여인 여인불리', 'contextual stays the default');
});
