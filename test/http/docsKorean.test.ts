/**
 * /docs in Korean (issue 50): asked in Korean, the document /docs reads gives
 * the description of the service and of every operation that has one in
 * Korean, with the same figures as the English; asked otherwise, and at
 * /openapi.json always, the English.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from './helpers.js';

type Operation = { operationId: string; summary?: string; description?: string };
type Doc = { info: { description: string }; paths: Record<string, Record<string, Operation>> };

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

const get = async (url: string, language?: string) => (await app.inject({ url, headers: language ? { 'accept-language': language } : {} })).json() as Doc;
const operations = (doc: Doc) => new Map(Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => [op.operationId, op] as const)));
/** The figures of a text: numbers, codes in capitals, HTTP paths — what a translation must keep. */
const figures = (text: string) => [...new Set(text.match(/\b\d[\d,.]*\d\b|\b\d\b|\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b|\/v1\/[a-z/{}]+/g) ?? [])];
const hangulShare = (text: string) => (text.match(/[가-힣]/g) ?? []).length / Math.max(1, (text.match(/[가-힣A-Za-z]/g) ?? []).length);

test('asked in Korean, /docs reads every description in Korean, with the figures of the English', async () => {
  const english = await get('/openapi.json');
  const korean = await get('/docs/json', 'ko-KR,ko;q=0.9,en;q=0.8');
  assert.ok(hangulShare(korean.info.description) > 0.5, 'the service description is Korean');
  const missing = (en: string, ko: string) => figures(en).filter((figure) => !ko.includes(figure));
  assert.deepEqual(missing(english.info.description, korean.info.description), [], 'figures of the service description the Korean lacks');
  const koreanOps = operations(korean);
  let described = 0;
  for (const [id, op] of operations(english)) {
    const ko = koreanOps.get(id)!;
    assert.ok(ko.summary && hangulShare(ko.summary) > 0.3, `${id}: the summary is Korean`);
    if (op.description === undefined) {
      assert.equal(ko.description, undefined, `${id} has no description in English, so none in Korean`);
      continue;
    }
    described++;
    assert.ok(ko.description && hangulShare(ko.description) > 0.3, `${id}: the description is Korean (${ko.description?.slice(0, 60)})`);
    assert.deepEqual(missing(op.description, ko.description), [], `${id}: figures of the English description the Korean lacks`);
  }
  assert.ok(described >= 12, `${described} operations have a description`);
});

test('asked otherwise, /docs reads the English, and /openapi.json is English whatever is asked', async () => {
  const english = await get('/openapi.json');
  assert.deepEqual((await get('/docs/json', 'en')).info, english.info);
  assert.deepEqual(operations(await get('/docs/json')).get('confirmPayment')?.description, operations(english).get('confirmPayment')?.description);
  assert.deepEqual(await get('/openapi.json', 'ko'), english);
  assert.ok(hangulShare(english.info.description) < 0.1);
});
