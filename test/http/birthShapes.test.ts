/**
 * One shape for a birth wherever one is taken (issue 50): the gwae, the name
 * analysis and the recommender each take the date alone ("1990-05-17", the
 * specification's form for the gwae, unchanged) and the object
 * ({date, time?, calendar?, leapMonth?, longitude?}), and answer alike for
 * the same birth; a birth in neither shape is told an example of each, in
 * English and in Korean.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function post(url: string, body: unknown, language?: string) {
  return keyed(app, { method: 'POST', url, headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) }, payload: JSON.stringify(body) });
}

test('the gwae answers the object as it answers the string, the object\'s calendar standing for the top level\'s', async () => {
  const asString = await post('/v1/tojeong/gwae', { birth: '1976-08-26', calendar: 'lunar', targetYear: 2026 });
  const asObject = await post('/v1/tojeong/gwae', { birth: { date: '1976-08-26', calendar: 'lunar', time: '14:20' }, targetYear: 2026 });
  assert.equal(asString.statusCode, 200, asString.body);
  assert.equal(asObject.statusCode, 200, asObject.body);
  assert.deepEqual(asObject.json().data, asString.json().data);
  const solar = await post('/v1/tojeong/gwae', { birth: '1976-08-26', targetYear: 2026 });
  assert.notDeepEqual(solar.json().data.calc, asString.json().data.calc, 'the calendar is read: a solar birth is another day');
});

test('the gwae refuses a birth whose object and top level disagree on the calendar', async () => {
  const res = await post('/v1/tojeong/gwae', { birth: { date: '1976-08-26', calendar: 'solar' }, calendar: 'lunar', targetYear: 2026 });
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().error.code, 'BAD_BIRTH');
});

test('the name analysis and the recommender take the date alone as { date }', async () => {
  for (const [url, extra] of [['/v1/name/analyze', { surname: '洪', given: '吉童' }], ['/v1/name/recommend', { surname: '金', limit: 2 }]] as const) {
    const asString = await post(url, { ...extra, birth: '1990-05-17' });
    const asObject = await post(url, { ...extra, birth: { date: '1990-05-17' } });
    assert.equal(asString.statusCode, 200, asString.body);
    assert.deepEqual(asString.json().data, asObject.json().data, url);
    assert.equal(asString.json().data.input.birth.date, '1990-05-17');
  }
});

test('a birth in neither shape is told an example of each, in English and in Korean, with the code of its endpoint', async () => {
  for (const [url, extra, code] of [
    ['/v1/tojeong/gwae', { targetYear: 2026 }, 'BAD_BIRTH'],
    ['/v1/name/analyze', { surname: '洪', given: '吉童' }, 'BAD_INPUT'],
    ['/v1/name/recommend', { surname: '金' }, 'BAD_INPUT'],
  ] as const) {
    for (const birth of [19900517, '1990-5-17', ['1990-05-17']]) {
      const en = await post(url, { ...extra, birth });
      assert.equal(en.statusCode, 400, en.body);
      assert.equal(en.json().error.code, code, `${url} ${JSON.stringify(birth)}`);
      assert.match(en.json().error.message, /"1990-05-17" or \{"date": "1990-05-17", "time": "14:20"\}/, en.body);
      const ko = await post(url, { ...extra, birth }, 'ko');
      assert.match(ko.json().error.message, /"1990-05-17"처럼 날짜만, 또는 \{"date": "1990-05-17", "time": "14:20"\}/, ko.body);
    }
  }
});
