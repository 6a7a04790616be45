/**
 * The contract check of test/http/helpers.ts (test/support/openapiContract.ts),
 * which every HTTP test file runs on every answer of the apps it builds: here
 * it is made to fail — an undeclared field, an unlisted header, an unlisted
 * status, a value of the wrong type — and it lets the service's own
 * answers through, including those of no operation (an unknown path, another method).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyed, takeContractViolations, testApp } from './helpers.js';

test('the check finds an undeclared field, an unlisted header and an unlisted status', async () => {
  const app = await testApp({
    beforeReady: (built) => {
      // Tampers with answers after the service made them, before the check sees them.
      built.addHook('onSend', (request, reply, payload, done) => {
        if (request.url === '/v1/health?tamper=field') {
          const body = JSON.parse(String(payload)) as { error: Record<string, unknown> };
          return done(null, JSON.stringify({ error: { ...body.error, hint: 'x' }, undeclared: true }));
        }
        if (request.url === '/v1/billing/plans') reply.header('x-undocumented', 'yes');
        if (request.url === '/v1/name/char/%E6%B4%AA') reply.code(418);
        return done(null, payload);
      });
    },
  });
  try {
    // The query parameter is refused (400), so the tampered body is an error's.
    await app.inject({ method: 'GET', url: '/v1/health?tamper=field' });
    await app.inject({ method: 'GET', url: '/v1/billing/plans' });
    await keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' });
    const found = takeContractViolations();
    assert.ok(found.includes('GET /v1/health → 400: body has the undeclared field "undeclared"'), found.join('\n'));
    assert.ok(found.includes('GET /v1/health → 400: body/error has the undeclared field "hint"'), found.join('\n'));
    assert.ok(found.some((v) => v === 'GET /v1/billing/plans → 200: header x-undocumented is not listed for this answer'), found.join('\n'));
    assert.ok(found.some((v) => v.startsWith('GET /v1/name/char/{hanja} → 418: the document does not list this status')), found.join('\n'));
  } finally {
    await app.close();
  }
});

test('the check finds a field nested deep in a named schema, and a body of the wrong type', async () => {
  const app = await testApp({
    beforeReady: (built) => {
      built.addHook('onSend', (request, _reply, payload, done) => {
        if (request.method !== 'GET' || !request.url.startsWith('/v1/health')) return done(null, payload);
        const body = JSON.parse(String(payload)) as { dependencies: { calendar: Record<string, unknown> }; status: unknown };
        body.dependencies.calendar.extra = 1;
        body.status = 42;
        return done(null, JSON.stringify(body));
      });
    },
  });
  try {
    await app.inject({ method: 'GET', url: '/v1/health' });
    const found = takeContractViolations();
    assert.ok(found.includes('GET /v1/health → 200: body/dependencies/calendar has the undeclared field "extra"'), found.join('\n'));
    assert.ok(found.some((v) => v.startsWith('GET /v1/health → 200: body/status must be string')), found.join('\n'));
  } finally {
    await app.close();
  }
});

test('the service\'s own answers pass, those of no operation included: an unknown path, another method, HEAD, a 304', async () => {
  const app = await testApp();
  try {
    const answers = [
      await app.inject({ method: 'GET', url: '/v1/nothing' }),
      await app.inject({ method: 'DELETE', url: '/v1/health' }),
      await app.inject({ method: 'HEAD', url: '/v1/health' }),
      await app.inject({ method: 'GET', url: '/v1/name/char/%FF' }),
      await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212' }),
    ];
    const etag = String(answers.at(-1)!.headers.etag);
    answers.push(await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/212', headers: { 'if-none-match': etag } }));
    assert.deepEqual(answers.map((a) => a.statusCode), [404, 405, 200, 400, 200, 304]);
    assert.deepEqual(takeContractViolations(), []);
  } finally {
    await app.close();
  }
});
