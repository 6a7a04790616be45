/**
 * GET /v1/name/chars?reading=철: a name typed in hangul, syllable by syllable
 * in hanja. Every name-usable character of the reading, the 두음법칙 forms
 * too, most used first by the word counts of libhangul's dictionary; and the
 * analysis and the character look-up point there when they get hangul.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { nameCharsByReading } from '../../src/name/index.js';
import { nameHanja, nameHanjaRecords, wordInitialForm } from '../../src/hanja/index.js';
import { buildNameHanjaUsage } from '../../scripts/buildNameHanjaUsage.js';
import { readFileSync } from 'node:fs';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

const chars = (reading: string, query = '') => keyed(app, { method: 'GET', url: `/v1/name/chars?reading=${encodeURIComponent(reading)}${query}` });

test('철: every name-usable hanja read 철, the most used first, each with readings, meaning, strokes and 발음오행', async () => {
  const res = await chars('철');
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.equal(data.reading, '철');
  const expected = nameHanjaRecords().filter((r) => r.readings.some((x) => x === '철' || wordInitialForm(x) === '철')).map((r) => r.hanja);
  assert.equal(data.total, expected.length);
  assert.deepEqual([...data.chars.map((c: { hanja: string }) => c.hanja)].sort(), [...expected].sort(), 'all of them, none else');
  assert.deepEqual(data.chars.slice(0, 2).map((c: { hanja: string }) => c.hanja), ['鐵', '哲'], 'the most used first (libhangul: 鐵 762 words, 哲 137)');
  const words = data.chars.map((c: { words: number }) => c.words);
  assert.deepEqual(words, [...words].sort((a: number, b: number) => b - a), 'ordered by word count');
  const tetsu = data.chars[0];
  assert.deepEqual([tetsu.reading, tetsu.strokes, tetsu.strokesWritten, tetsu.meaning], ['철', nameHanja('鐵')!.strokes, nameHanja('鐵')!.strokesWritten, '쇠, 철물, 흑색']);
  assert.deepEqual(tetsu.elements, { unhae: '金', haerye: '金' });
  assert.match(data.source.usage, /^name-hanja-usage@/);
});

test('the 두음법칙: 이 finds 李 (whose reading is 리) and 리 finds it too; 김 finds 金', async () => {
  const i = nameCharsByReading('이');
  const ri = nameCharsByReading('리');
  assert.ok(i.chars.some((c) => c.hanja === '李'));
  // A character the court reads 리 only is found under 이 by its 리.
  const onlyRi = nameHanjaRecords().find((r) => r.readings.length === 1 && r.readings[0] === '리')!;
  assert.ok(i.chars.some((c) => c.hanja === onlyRi.hanja && c.reading === '리'), `${onlyRi.hanja} is under 이 as its 리`);
  assert.ok(ri.chars.some((c) => c.hanja === '李' && c.reading === '리'));
  assert.deepEqual(i.chars[0]!.elements, { unhae: '土', haerye: '水' }, 'the element of the syllable as written in the name');
  assert.deepEqual(nameCharsByReading('김').chars.map((c) => c.hanja), ['金']);
  // The longest lists fit one page: 구 and 기 about 115, 이 117.
  for (const reading of ['구', '기', '이']) assert.ok(nameCharsByReading(reading).total > 100 && nameCharsByReading(reading).total <= 200, reading);
  // The library bounds the offset as the endpoint does (0-10000), however it is called.
  assert.deepEqual(nameCharsByReading('이', { offset: 10_000 }).chars, []);
  for (const offset of [10_001, 1e21, -1, 0.5]) assert.throws(() => nameCharsByReading('이', { offset }), { code: 'BAD_INPUT' }, String(offset));
});

test('paging, and what is refused: not one syllable, a limit past 200', async () => {
  const all = (await chars('수')).json().data;
  const page = (await chars('수', '&offset=10&limit=5')).json().data;
  assert.deepEqual(page.chars, all.chars.slice(10, 15));
  assert.deepEqual([page.offset, page.limit, page.total], [10, 5, all.total]);
  for (const [reading, query] of [['철수', ''], ['a', ''], ['철', '&limit=201'], ['철', '&offset=-1']] as const) {
    const res = await chars(reading, query);
    assert.equal(res.statusCode, 400, `${reading}${query}`);
    assert.equal(res.json().error.code, 'BAD_INPUT');
  }
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/name/chars' })).json().error.code, 'BAD_INPUT', 'reading is required');
  const none = (await chars('똠')).json().data;
  assert.deepEqual([none.total, none.chars], [0, []], 'a syllable no name-usable hanja has: an empty list, not an error');
  assert.equal((await app.inject({ method: 'GET', url: '/v1/name/chars?reading=%EC%B2%A0' })).statusCode, 401, 'keyed like the other name endpoints');
});

test('a name in hangul, or a hangul syllable looked up as a character, says where to look', async () => {
  const analyzed = await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload: { surname: '김', given: '철수' } });
  assert.equal(analyzed.statusCode, 400);
  assert.match(analyzed.json().error.message, /"김" is hangul.*GET \/v1\/name\/chars\?reading=김/);
  const looked = await keyed(app, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('김')}` });
  assert.equal(looked.statusCode, 404);
  assert.match(looked.json().error.message, /hangul syllable, not a hanja.*\/v1\/name\/chars\?reading=김/);
});

test('the usage table is what its generator makes from the libhangul snapshot', () => {
  assert.equal(buildNameHanjaUsage(), readFileSync(new URL('../../data/hanja/name-hanja-usage.json', import.meta.url), 'utf8'));
});
