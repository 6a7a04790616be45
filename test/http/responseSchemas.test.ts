/**
 * Every field a route answers is declared by its response schema. Fastify's
 * serializer silently drops a field the schema does not declare, so a field
 * added to a domain result (analyzeName, calculateGwae, a hanja record, the
 * health body, the plan list, the key answers, …) would vanish from responses
 * and no other test would notice. Here each answer is caught before it is
 * serialized (a preSerialization hook) and walked together with the schema of
 * its route and status; the answers the tojeong routes serialize ahead of time
 * are walked from the domain values they are made of, and the name analyses
 * (serialized per request by JSON.stringify, which drops nothing) as sent.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { PLANS } from '../../src/accounts/plans.js';
import { loadConfig } from '../../src/config.js';
import { gwaeRouteSchema, gwaeTextRouteSchema, gwaeTextSchema, tojeongCalcSchema } from '../../src/http/routes/tojeongSchemas.js';
import { nameCharRouteSchema } from '../../src/http/routes/hanjaSchemas.js';
import { analyzeRouteSchema } from '../../src/http/routes/nameSchemas.js';
import { readDataJson } from '../support/dataFile.js';
import { DICTIONARY_SIZE, nameCharAnswer, nameHanja } from '../../src/hanja/index.js';
import { calculateGwae, type GwaeInput } from '../../src/tojeong/index.js';
import { GWAE_IDS } from '../../src/tojeong/text/index.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { schemaMismatches } from '../support/schemaWalk.js';
import { defaultGwaeText, followKeyLink, keyed, NOON_2026_11_21_SEOUL, type TestApp, testApp } from './helpers.js';

const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

interface Answer {
  route: string;
  status: number;
  payload: unknown;
  schema: object | undefined;
}

let app: TestApp;
let portone: FakePortone;
const answers: Answer[] = [];

before(async () => {
  portone = await startFakePortone();
  app = await testApp({
    config: loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET, CONTACT_EMAIL: 'sales@example.com' }),
    beforeReady: (built) => {
      built.addHook('preSerialization', async (request, reply, payload) => {
        const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
        answers.push({ route: `${request.method} ${request.routeOptions.url}`, status: reply.statusCode, payload, schema: responses?.[reply.statusCode] });
        return payload;
      });
    },
  });
});
after(async () => {
  await app?.close();
  await portone?.close();
});

test('the walk finds what a schema lacks: an undeclared field, a coerced type, a value outside the enum', () => {
  const schema = { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string', enum: ['x'] }, list: { type: 'array', items: { type: 'object', properties: { c: { type: ['string', 'null'] } } } } } };
  assert.deepEqual(schemaMismatches({ a: 1, b: 'x', list: [{ c: null }, { c: 'y' }] }, schema), []);
  assert.deepEqual(schemaMismatches({ a: 1, b: 'x', list: [{ c: 'y', d: 1 }], e: true }, schema), [
    '$.list[0].d: not declared by the schema, so the serializer drops it',
    '$.e: not declared by the schema, so the serializer drops it',
  ]);
  assert.equal(schemaMismatches({ a: 1.5, b: 'z' }, schema).length, 2);
});

test('every JSON answer of the routes (2xx and errors) fits the schema of its route and status', async () => {
  const names = [
    { surname: '洪', given: '吉童' },
    { surname: '南宮', given: '民秀', school: 'haerye' },
    { surname: [{ hanja: '李' }], given: [{ hanja: '正', hangul: '정' }, { hanja: '武' }] },
    { surname: '金', given: '九' },
    { surname: '韓', given: '龍雲' },
  ];
  // Analyses are serialized ahead of the schema (routes/nameAnswerBytes.ts): their bodies are walked as sent.
  for (const payload of names) {
    const answer = await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(schemaMismatches(answer.json(), analyzeRouteSchema.response[200]), [], JSON.stringify(payload));
  }
  for (const char of ['洪', '若', '丁', '𥡴', '萬']) {
    assert.equal((await keyed(app, { method: 'GET', url: `/v1/name/char/${encodeURIComponent(char)}` })).statusCode, 200, char);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/v1/billing/plans' })).statusCode, 200);

  const email = `schemas-${process.pid}@test.example`;
  assert.equal((await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email } })).statusCode, 200);
  assert.equal((await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email, purpose: 'the link' } })).statusCode, 202);
  assert.equal((await followKeyLink(app, email)).statusCode, 200);

  const paymentId = `pay-schemas-${process.pid}`;
  portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS.growth.priceKrw, customData: { plan: 'growth', email } }));
  assert.equal((await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId } })).statusCode, 200);
  const event = JSON.stringify({ type: 'Transaction.Cancelled', timestamp: '2026-11-21T03:05:00.000Z', data: { paymentId } });
  const at = NOON_2026_11_21_SEOUL.now();
  const headers = {
    'content-type': 'application/json',
    'webhook-id': 'msg-schemas',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(WEBHOOK_SECRET).sign('msg-schemas', at, event),
  };
  const webhook = await app.inject({ method: 'POST', url: '/v1/billing/webhook', headers, payload: event });
  assert.equal(webhook.json().data.effect, 'downgraded');

  // Errors, in the shape every route documents.
  assert.equal((await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童', extra: 1 } })).statusCode, 400);
  assert.equal((await keyed(app, { method: 'GET', url: '/v1/name/char/a' })).statusCode, 404);
  assert.equal((await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId: 'unknown-payment' } })).statusCode, 422);

  const routes = new Set(answers.map((a) => `${a.route} ${a.status}`));
  for (const expected of [
    'GET /v1/name/char/:hanja 200',
    'GET /v1/health 200',
    'GET /v1/billing/plans 200',
    'POST /v1/keys/request 200',
    'POST /v1/keys/request 202',
    'POST /v1/keys/confirm 200',
    'POST /v1/billing/confirm 200',
    'POST /v1/billing/webhook 200',
    'POST /v1/name/analyze 400',
    'GET /v1/name/char/:hanja 404',
    'POST /v1/billing/confirm 422',
  ]) {
    assert.ok(routes.has(expected), `${expected} was answered (answers seen: ${[...routes].join('; ')})`);
  }
  for (const answer of answers) {
    assert.ok(answer.schema, `${answer.route} ${answer.status} has a response schema`);
    assert.deepEqual(schemaMismatches(answer.payload, answer.schema), [], `${answer.route} ${answer.status}`);
  }
});

test('every record of the name-usable dictionary fits the character route\'s schema', () => {
  const data = nameCharRouteSchema.response[200].properties.data;
  const { records } = readDataJson<{ records: Array<{ hanja: string }> }>('hanja/name-hanja.json');
  assert.equal(records.length, DICTIONARY_SIZE);
  for (const { hanja } of records) {
    const record = nameHanja(hanja);
    assert.ok(record, hanja);
    assert.deepEqual(schemaMismatches(nameCharAnswer(hanja), data), [], hanja);
  }
});

test('the tojeong answers, serialized ahead of their schemas, fit them: calculations, all 144 gwae texts, both bodies', async () => {
  const inputs: GwaeInput[] = [
    { birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 },
    { birth: '1990-02-14', calendar: 'solar', leapMonth: false, targetYear: 2026 },
    { birth: '2020-04-29', calendar: 'lunar', leapMonth: true, targetYear: 2026 },
    { birth: '1984-01-30', calendar: 'lunar', leapMonth: false, targetYear: 2024 },
    { birth: '2049-12-30', calendar: 'solar', leapMonth: false, targetYear: 2070 },
  ];
  for (const input of inputs) assert.deepEqual(schemaMismatches(calculateGwae(input), tojeongCalcSchema), [], String(input.birth));

  const state = defaultGwaeText();
  assert.ok(state.installed);
  const { text } = state;
  for (const id of GWAE_IDS) {
    for (const reading of [true, false]) assert.deepEqual(schemaMismatches(text.gwae(id, reading), gwaeTextSchema), [], `${id} ${reading}`);
  }

  const post = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } });
  assert.equal(post.statusCode, 200);
  assert.deepEqual(schemaMismatches(post.json(), gwaeRouteSchema.response[200]), []);
  for (const reading of ['true', 'false']) {
    const get = await keyed(app, { method: 'GET', url: `/v1/tojeong/gwae/212?reading=${reading}` });
    assert.equal(get.statusCode, 200);
    assert.deepEqual(schemaMismatches(get.json(), gwaeTextRouteSchema.response[200]), [], reading);
  }
});
