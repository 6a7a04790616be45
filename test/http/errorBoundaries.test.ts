/**
 * Where an error becomes a client's fault: only where the service decides so.
 * A SyntaxError thrown by a handler is a bug (500, logged), not bad input, and
 * the request schemas are compiled strictly, so a misspelt keyword cannot
 * silently switch a check off. Valid JSON refused for prototype poisoning is
 * told so, not called invalid JSON.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { POISONED_BODY_MESSAGE } from '../../src/http/transport/jsonBody.js';
import { validatorCompiler } from '../../src/http/validation.js';
import { testApp } from './helpers.js';

test('a SyntaxError thrown by a handler is 500 INTERNAL_ERROR and logged, not 400 BAD_INPUT', async () => {
  const lines: string[] = [];
  const app = await testApp({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    beforeReady: (built) => {
      // Hidden: a route of this test, not of the service's document.
      built.get('/test/bug', { schema: { hide: true } }, async () => JSON.parse('{"unterminated'));
    },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/test/bug' });
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().error.code, 'INTERNAL_ERROR');
    assert.doesNotMatch(res.json().error.message, /JSON|position/, 'no internals in the answer');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { type: string } });
    assert.ok(logged.some((entry) => entry.msg === 'request failed' && entry.err?.type === 'SyntaxError'), lines.join('\n'));
  } finally {
    await app.close();
  }
});

test('request schemas are compiled in Ajv\'s strict mode: a misspelt or unknown keyword is refused at start-up', () => {
  for (const httpPart of ['body', 'querystring']) {
    assert.throws(() => validatorCompiler({ schema: { type: 'string', maxLenght: 3 }, httpPart, method: 'POST', url: '/x' }), /strict mode: unknown keyword: "maxLenght"/);
  }
  // The service's own keyword is declared, and annotations are known to Ajv.
  const check = validatorCompiler({ schema: { type: 'string', 'x-storable-text': true, description: 'd', examples: ['a'] }, httpPart: 'body', method: 'POST', url: '/x' });
  assert.equal(check('a\u0000'), false);
  assert.equal(check('a'), true);
});

test('a JSON body with a "__proto__" key or a constructor.prototype is 400 BAD_INPUT saying so, not "not valid JSON"', async () => {
  const app = await testApp();
  try {
    const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
    for (const [url, payload, headers] of [
      ['/v1/keys/request', '{"__proto__": {"admin": true}, "email": "proto@example.com"}', {}],
      ['/v1/keys/request', '{"email": "ctor@example.com", "constructor": {"prototype": {"admin": true}}}', {}],
      ['/v1/keys/confirm', '{"token": "x", "__proto__": null}', {}],
      ['/v1/name/analyze', '{"surname": "洪", "given": [{"hanja": "吉", "__proto__": {}}]}', { 'x-api-key': app.apiKey }],
      ['/v1/tojeong/gwae', '{"birth": "1990-01-05", "__proto__": 1}', { 'x-api-key': app.apiKey, 'content-type': 'application/json; charset=utf-8' }],
    ] as const) {
      const res = await send(url, payload, headers);
      assert.equal(res.statusCode, 400, payload);
      assert.deepEqual(res.json(), { error: { code: 'BAD_INPUT', message: POISONED_BODY_MESSAGE.en } }, payload);
      assert.match(POISONED_BODY_MESSAGE.en, /"__proto__"/);
    }
    // Invalid JSON is still called so, and a key named "constructor" that is no prototype carrier is an unknown field like any other.
    const broken = await send('/v1/keys/request', '{"__proto__": {"admin": true}, "email": ');
    assert.deepEqual(broken.json(), { error: { code: 'BAD_INPUT', message: 'the request body is not valid JSON' } });
    const constructorField = await send('/v1/keys/request', '{"email": "c@example.com", "constructor": "x"}');
    assert.equal(constructorField.statusCode, 400);
    assert.match(constructorField.json().error.message, /unknown field "constructor"/);
    // A body without either key is parsed as before.
    const fine = await send('/v1/keys/request', '{"email": "fine-proto-test@example.com"}');
    assert.equal(fine.statusCode, 200, fine.body);
  } finally {
    await app.close();
  }
});
