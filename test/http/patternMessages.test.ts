/**
 * No regex in any message (issue 50): a value refused by a schema's `pattern`
 * is answered with words and an example of the shape expected, never the
 * pattern (`형식이 맞지 않습니다(패턴 ^[가-힣]$)` before). Every field of a request
 * schema of the OpenAPI document that has a pattern is sent a bad value here,
 * in English and in Korean.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DESCRIBED_PATTERNS } from '../../src/http/patternShapes.js';
import { type TestApp, testApp } from './helpers.js';

type Json = Record<string, unknown>;

/** One bad value for each request field with a pattern, keyed `METHOD path field`. */
const BAD: Record<string, InjectOptions> = {
  'GET /v1/tojeong/gwae/{id} id': { method: 'GET', url: '/v1/tojeong/gwae/999' },
  'GET /v1/name/chars reading': { method: 'GET', url: `/v1/name/chars?reading=${encodeURIComponent('ㅊ')}` },
  'GET /v1/calendar/day solar': { method: 'GET', url: '/v1/calendar/day?solar=2026-2-17' },
  'GET /v1/calendar/day lunar': { method: 'GET', url: '/v1/calendar/day?lunar=20260101' },
  'POST /v1/tojeong/gwae birth': { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976/08/26', calendar: 'lunar', targetYear: 2005 } },
  'POST /v1/name/analyze birth': { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童', birth: '1990.05.17' } },
  'POST /v1/name/recommend birth': { method: 'POST', url: '/v1/name/recommend', payload: { surname: '김', birth: '1990.05.17' } },
};

let app: TestApp;
let apiKey: string;
before(async () => {
  app = await testApp();
  // The test account's key: a Sandbox key's 10 calls a minute are fewer than this test sends.
  apiKey = app.apiKey;
});
after(() => app.close());

/** `METHOD path field` → pattern, for every request field of the document that has one (body properties at any depth). */
function requestPatterns(doc: Json): Map<string, string> {
  const found = new Map<string, string>();
  const resolve = (node: unknown): unknown => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    return ref ? ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Json)[key], doc) : node;
  };
  const walk = (node: unknown, key: string, field: string): void => {
    const schema = resolve(node) as Json | undefined;
    if (!schema || typeof schema !== 'object') return;
    if (typeof schema.pattern === 'string') found.set(`${key} ${field}`, schema.pattern);
    for (const [name, child] of Object.entries((schema.properties as Json | undefined) ?? {})) walk(child, key, field ? `${field}.${name}` : name);
    for (const list of ['anyOf', 'oneOf', 'allOf'] as const) for (const child of (schema[list] as unknown[] | undefined) ?? []) walk(child, key, field);
    if (schema.items) walk(schema.items, key, field);
  };
  for (const [path, operations] of Object.entries(doc.paths as Json)) {
    for (const [method, operation] of Object.entries(operations as Json)) {
      const key = `${method.toUpperCase()} ${path}`;
      for (const parameter of ((operation as Json).parameters as unknown[] | undefined) ?? []) {
        const p = resolve(parameter) as Json;
        walk(p.schema, key, String(p.name));
      }
      const body = resolve((operation as Json).requestBody) as Json | undefined;
      walk((body?.content as Json | undefined)?.['application/json'] && ((body!.content as Json)['application/json'] as Json).schema, key, '');
    }
  }
  return found;
}

test('every pattern of a request schema is described in words, and has a bad request here', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Json;
  const patterns = requestPatterns(doc);
  assert.ok(patterns.size >= 5, `found ${[...patterns.keys()].join(', ')}`);
  assert.deepEqual([...patterns.keys()].filter((key) => !(key in BAD)), [], 'request fields with a pattern that this test does not send a bad value');
  assert.deepEqual([...new Set(patterns.values())].filter((p) => !DESCRIBED_PATTERNS.includes(p)), [], 'patterns src/http/patternShapes.ts does not describe');
});

test('a value refused by a pattern is told the shape and an example, in both languages, without the pattern', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Json;
  const patterns = requestPatterns(doc);
  for (const [key, request] of Object.entries(BAD)) {
    const pattern = patterns.get(key);
    assert.ok(pattern, `${key} has no pattern in the document`);
    for (const language of ['en', 'ko'] as const) {
      const answer = await app.inject({ ...request, headers: { 'x-api-key': apiKey, 'accept-language': language } });
      assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${key} ${language}: ${answer.statusCode}`);
      const { message } = (answer.json() as { error: { message: string } }).error;
      assert.ok(!message.includes(pattern), `${key} ${language}: "${message}" quotes the pattern`);
      assert.doesNotMatch(message, /pattern|패턴|\^\[|\]\{|\$$/, `${key} ${language}: ${message}`);
      // An example is given as such, or as the shapes a birth takes ("1990-05-17" or {"date": …}).
      assert.match(message, /e\.g\.|예:|"1990-05-17"/, `${key} ${language}: "${message}" gives no example`);
      if (language === 'ko') assert.match(message, /[가-힣]{2}/);
    }
  }
});
