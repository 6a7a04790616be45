/**
 * Where an error becomes a client's fault: only where the service decides so.
 * A SyntaxError thrown by a handler is a bug (500, logged), not bad input, and
 * the request schemas are compiled strictly, so a misspelt keyword cannot
 * silently switch a check off.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validatorCompiler } from '../../src/http/validation.js';
import { testApp } from './helpers.js';

test('a SyntaxError thrown by a handler is 500 INTERNAL_ERROR and logged, not 400 BAD_INPUT', async () => {
  const lines: string[] = [];
  const app = await testApp({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    beforeReady: (built) => {
      built.get('/test/bug', async () => JSON.parse('{"unterminated'));
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
