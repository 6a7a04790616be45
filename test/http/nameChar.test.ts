import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function get(path: string) {
  return keyed(app, { method: 'GET', url: `/v1/name/char/${path}` });
}

test('a name-usable hanja answers its record', async () => {
  const res = await get(encodeURIComponent('洪'));
  assert.equal(res.statusCode, 200, res.body);
  const { data, version } = res.json();
  assert.equal(version, '2026.10.18');
  assert.equal(data.hanja, '洪');
  assert.equal(data.codePoint, 'U+6D2A');
  assert.deepEqual(data.readings, ['홍']);
  assert.equal(data.strokes, 10);
  assert.equal(data.strokesWritten, 9);
  assert.deepEqual(data.radical, { number: 85, char: '水', strokes: 4 });
  assert.equal(data.residualStrokes, 6);
  assert.equal(data.strokesRule, 'radical-full-form');
  assert.equal(data.meaningSource, 'court');
  assert.deepEqual(data.meanings['홍'], ['클', '큰물']);
  assert.equal(data.meaning, '클');
  assert.equal(data.disputed, null);
  assert.match(data.source.dictionary, /^name-hanja@/);
});

test('the path may be raw UTF-8 or percent-encoded', async () => {
  const raw = await get('鄭');
  const encoded = await get('%E9%84%AD');
  assert.equal(raw.statusCode, 200);
  assert.equal(raw.body, encoded.body);
  assert.equal(raw.json().data.strokes, 19);
});

test('a disputed character says so, and a character with no meaning in any source has null', async () => {
  const disputed = (await get(encodeURIComponent('萬'))).json().data;
  assert.equal(disputed.strokes, 15);
  assert.deepEqual(disputed.disputed.values, [15, 13]);
  const alsoTwoReadings = (await get(encodeURIComponent('李'))).json().data;
  assert.deepEqual(alsoTwoReadings.readings, ['리', '이']);
  const noMeaning = (await get(encodeURIComponent('㨣'))).json().data;
  assert.equal(noMeaning.meaning, null);
  assert.equal(noMeaning.meaningSource, null);
  assert.equal(noMeaning.strokes, 4 + noMeaning.residualStrokes);
});

test('a character outside the BMP that the court lists is served', async () => {
  const res = await get(encodeURIComponent('𥡴'));
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.codePoint, 'U+25874');
});

test('a character that is not name-usable is 404 NOT_FOUND', async () => {
  for (const ch of ['a', '가', '!', '丶']) {
    const res = await get(encodeURIComponent(ch));
    assert.equal(res.statusCode, 404, ch);
    assert.equal(res.json().error.code, 'NOT_FOUND', ch);
  }
});

test('a character outside the Basic Multilingual Plane counts as one character', async () => {
  const res = await get(encodeURIComponent('🀄'));
  assert.equal(res.statusCode, 404, res.body);
  assert.equal(res.json().error.code, 'NOT_FOUND');
  assert.match(res.json().error.message, /U\+1F004/);
});

test('anything but exactly one character is 400 BAD_INPUT', async () => {
  for (const path of [encodeURIComponent('洪吉'), 'ab', encodeURIComponent('𠀀𠀀')]) {
    const res = await get(path);
    assert.equal(res.statusCode, 400, path);
    assert.equal(res.json().error.code, 'BAD_INPUT', path);
  }
});

test('港, listed by the court only under a private code, is served with 원획 13', async () => {
  const res = await get(encodeURIComponent('港'));
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().data;
  assert.deepEqual([data.codePoint, data.readings, data.nameReading, data.strokes, data.strokesWritten], ['U+6E2F', ['항'], '항', 13, 12]);
  assert.deepEqual(data.radical, { number: 85, char: '水', strokes: 4 });
});

test('a record names the reading a name uses, and how its 원획 came about', async () => {
  const yak = (await get(encodeURIComponent('若'))).json().data;
  assert.deepEqual([yak.readings, yak.nameReading], [['야', '약'], '약']);
  const purple = (await get(encodeURIComponent('紫'))).json().data;
  assert.deepEqual([purple.strokes, purple.strokesWritten, purple.strokesRule], [12, 12, 'written-count']);
  const great = (await get(encodeURIComponent('泰'))).json().data;
  assert.deepEqual([great.strokes, great.disputed.values], [10, [10, 9]]);
});
