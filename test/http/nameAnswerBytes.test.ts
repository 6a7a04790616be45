/**
 * The name answers as bytes made ahead of Fastify's serializer
 * (src/http/routes/nameAnswerBytes.ts) and kept in a bounded cache
 * (answerBytesCache.ts): the same bytes as the route's schema serializer
 * makes of the core's answer, for every option; a kept answer byte for byte
 * the one computed; and the cache's bounds held.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { AnswerBytesCache } from '../../src/http/routes/answerBytesCache.js';
import { analysisBytes, analysisKey } from '../../src/http/routes/nameAnswerBytes.js';
import { recommendRouteSchema } from '../../src/http/routes/nameRecommendSchemas.js';
import { analyzeRouteSchema } from '../../src/http/routes/nameSchemas.js';
import {
  type AnalyzeInput,
  DEFAULT_PHONETIC_SCHOOL,
  FLOW_RULE_NAMES,
  nameAnalysisAnswer,
  nameRecommendationAnswer,
  NEED_METHODS,
  PHONETIC_SCHOOLS,
  RESOURCE_SCHOOL_NAMES,
  SAMWON_BASIS_NAMES,
  SCORING_MODES,
  type RecommendInput,
} from '../../src/name/index.js';
import { INTERFACE_VERSION } from '../../src/version.js';
import { keyed, testApp } from './helpers.js';

/** A bare app whose routes answer the core's objects through the routes' response schemas: the bytes Fastify's serializer makes. */
async function schemaSerializer() {
  const bare = Fastify({ logger: false });
  bare.post('/analyze', { schema: { response: { 200: analyzeRouteSchema.response[200] } } }, async (request) => ({ data: nameAnalysisAnswer(request.body as AnalyzeInput), version: INTERFACE_VERSION }));
  bare.post('/recommend', { schema: { response: { 200: recommendRouteSchema.response[200] } } }, async (request) => ({ data: nameRecommendationAnswer(request.body as RecommendInput), version: INTERFACE_VERSION }));
  await bare.ready();
  return bare;
}

const NAMES: AnalyzeInput[] = [
  { surname: '金', given: '洙鐵' },
  { surname: '洪', given: '吉童' },
  { surname: '南宮', given: '民秀' },
  { surname: '諸葛', given: '珉' },
  { surname: [{ hanja: '李' }], given: [{ hanja: '正', hangul: '정' }, { hanja: '武' }] },
  { surname: '韓', given: '龍雲' },
  { surname: '金', given: '九' },
  { surname: '朴', given: '秀珍英' },
];

/** Every value of every option, each on some name, with and without a birth. */
function analysisRequests(): AnalyzeInput[] {
  const requests: AnalyzeInput[] = [...NAMES];
  const options: Array<Partial<AnalyzeInput>> = [
    ...PHONETIC_SCHOOLS.map((school) => ({ school })),
    ...FLOW_RULE_NAMES.map((flowRule) => ({ flowRule })),
    ...SAMWON_BASIS_NAMES.map((samwonBasis) => ({ samwonBasis })),
    ...RESOURCE_SCHOOL_NAMES.map((resourceSchool) => ({ resourceSchool })),
    ...SCORING_MODES.map((scoring) => ({ scoring })),
    ...NEED_METHODS.map((needMethod) => ({ needMethod, birth: '1990-05-17' })),
    { birth: '1990-05-17' },
    { birth: { date: '1984-01-30', time: '23:40', calendar: 'lunar' as const, longitude: 126.98 }, scoring: 'extended' as const },
    { birth: { date: '2020-04-29', calendar: 'lunar' as const, leapMonth: true } },
  ];
  options.forEach((option, i) => requests.push({ ...NAMES[i % NAMES.length]!, ...option }));
  return requests;
}

test('an analysis as bytes is what the route schema\'s serializer makes of the core\'s answer, for every option', async () => {
  const bare = await schemaSerializer();
  try {
    for (const request of analysisRequests()) {
      const expected = await bare.inject({ method: 'POST', url: '/analyze', payload: request });
      assert.equal(expected.statusCode, 200, JSON.stringify(request));
      assert.ok(analysisBytes(request).equals(expected.rawPayload), JSON.stringify(request));
    }
  } finally {
    await bare.close();
  }
});

test('the canonical request: the same analysis however it is written, another for another option', () => {
  assert.equal(analysisKey({ surname: '金', given: '洙鐵' }), analysisKey({ surname: [{ hanja: '金' }], given: [{ hanja: '洙' }, { hanja: '鐵' }], school: DEFAULT_PHONETIC_SCHOOL }));
  assert.notEqual(analysisKey({ surname: '金', given: '洙鐵' }), analysisKey({ surname: '金', given: '洙鐵', scoring: 'extended' }));
  assert.notEqual(analysisKey({ surname: '金', given: '洙鐵' }), analysisKey({ surname: '金', given: [{ hanja: '洙', hangul: '수' }, { hanja: '鐵' }] }));
});

test('the route answers a kept analysis and recommendation with the bytes it computed, which are the schema serializer\'s', async () => {
  const app = await testApp();
  const bare = await schemaSerializer();
  try {
    const cases = [
      { url: '/v1/name/analyze', bare: '/analyze', payload: { surname: '金', given: '洙鐵', birth: '1990-05-17' } },
      { url: '/v1/name/recommend', bare: '/recommend', payload: { surname: '金', sex: 'f', limit: 20 } },
      { url: '/v1/name/recommend', bare: '/recommend', payload: { surname: '金', sex: 'f', limit: 3, include: ['analysis'] } },
    ];
    for (const { url, bare: bareUrl, payload } of cases) {
      // Kept from the second request (the doorkeeper), answered from the cache on the third.
      const computed = await keyed(app, { method: 'POST', url, payload });
      const again = await keyed(app, { method: 'POST', url, payload });
      const kept = await keyed(app, { method: 'POST', url, payload });
      assert.ok(again.rawPayload.equals(computed.rawPayload), url);
      const expected = await bare.inject({ method: 'POST', url: bareUrl, payload });
      assert.equal(computed.statusCode, 200);
      assert.equal(kept.statusCode, 200);
      assert.ok(kept.rawPayload.equals(computed.rawPayload), url);
      assert.ok(computed.rawPayload.equals(expected.rawPayload), url);
      assert.equal(kept.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(kept.headers['content-length'], String(computed.rawPayload.length));
    }
    // A refused request is not kept: the same mistake is refused again.
    for (let i = 0; i < 2; i++) {
      const refused = await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload: { surname: '金', given: 'a' } });
      assert.equal(refused.statusCode, 400);
    }
  } finally {
    await bare.close();
    await app.close();
  }
});

test('the answer cache keeps at most its entries and its bytes, the least recently used going first', () => {
  const body = (n: number) => Buffer.alloc(n, 0x61);
  // Each key asked twice first: an answer is kept from the second time its request is seen.
  const twice = (cache: AnswerBytesCache, key: string, make: () => Buffer) => (cache.answer(key, make), cache.answer(key, make));
  const byEntries = new AnswerBytesCache(3, 1 << 20);
  for (const key of ['a', 'b', 'c']) twice(byEntries, key, () => body(10));
  byEntries.answer('a', () => assert.fail('a is kept'));
  twice(byEntries, 'd', () => body(10));
  assert.deepEqual(byEntries.stats, { entries: 3, bytes: 33, hits: 1, misses: 8 });
  let made = 0;
  byEntries.answer('b', () => (made++, body(10)));
  assert.equal(made, 1, 'b, the least recently used, went first');
  byEntries.answer('a', () => assert.fail('a, used since, stayed'));

  const byBytes = new AnswerBytesCache(100, 100);
  for (let i = 0; i < 50; i++) {
    twice(byBytes, `k${i}`, () => body(1 + (i % 40)));
    assert.ok(byBytes.stats.entries > 0);
    assert.ok(byBytes.stats.bytes <= 100, `after ${i}: ${byBytes.stats.bytes} bytes`);
  }
  const large = twice(byBytes, 'large', () => body(500));
  assert.equal(large.length, 500, 'an answer larger than the bound is answered');
  assert.equal(byBytes.peek('large'), undefined, 'and not kept');

  const none = new AnswerBytesCache(0, 0);
  none.answer('a', () => body(1));
  assert.deepEqual(none.stats, { entries: 0, bytes: 0, hits: 0, misses: 1 });
  assert.throws(() => none.answer('b', () => { throw new Error('refused'); }), /refused/);
  assert.throws(() => new AnswerBytesCache(-1, 10));
  assert.throws(() => new AnswerBytesCache(10, 10, 1000), /power of two/);

  // Requests each asked once keep nothing; the doorkeeper forgets a request when another takes its slot.
  const once = new AnswerBytesCache(1000, 1 << 20, 64);
  for (let i = 0; i < 500; i++) once.answer(`only-once-${i}`, () => body(10));
  assert.equal(once.stats.entries, 0);
  for (let i = 0; i < 500; i++) once.answer(`only-once-${i}`, () => body(10));
  assert.ok(once.stats.entries <= 64, `${once.stats.entries} kept of 500 asked again after 499 others`);
});
