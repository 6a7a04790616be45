/**
 * What /docs fills in when a person presses "Try it out" (Swagger UI reads
 * the OpenAPI document): each parameter's example, or its default; the
 * request body's example. Sent exactly so, every operation answers 2xx — but
 * the three whose input only the outside world can make (a mailed token, a
 * signed webhook), which answer the 4xx their description names.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PLANS } from '../../src/accounts/plans.js';
import { loadConfig } from '../../src/config.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { type TestApp, testApp } from './helpers.js';

type Json = Record<string, unknown>;
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  example?: unknown;
  schema?: { default?: unknown; example?: unknown; examples?: unknown[] };
}

/** Operations whose example cannot succeed, and the error that says why. */
const NEEDS_THE_OUTSIDE: Record<string, { status: number; code: string }> = {
  confirmKey: { status: 404, code: 'TOKEN_UNKNOWN' }, // the token of a mail
  acceptHeldPayment: { status: 404, code: 'TOKEN_UNKNOWN' }, // the token of a mail
  receivePaymentWebhook: { status: 400, code: 'WEBHOOK_SIGNATURE_MISSING' }, // PortOne's signature
};

let portone: FakePortone;
let app: TestApp;
let doc: Json;

before(async () => {
  portone = await startFakePortone();
  app = await testApp({ config: loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, PORTONE_WEBHOOK_SECRET: 'whsec_dGVzdA==' }) });
  doc = JSON.parse((await app.inject({ method: 'GET', url: '/openapi.json' })).body) as Json;
});
after(async () => {
  await app.close();
  await portone.close();
});

const valueOf = (p: Parameter) => p.example ?? p.schema?.example ?? p.schema?.examples?.[0] ?? p.schema?.default;

function bodyExample(operation: Json): unknown {
  const body = operation.requestBody as { $ref?: string } | undefined;
  if (!body) return undefined;
  const name = body.$ref?.replace('#/components/requestBodies/', '');
  const component = ((doc.components as Json).requestBodies as Json)[name!] as { content: Record<string, { example?: unknown }> };
  const example = component.content['application/json']?.example;
  assert.notEqual(example, undefined, `the request body ${name} has an example`);
  return example;
}

test('every operation\'s examples, sent as /docs sends them, are answered 2xx (or the documented 4xx of the three that need a mail or a signature)', async () => {
  // The payment of PaymentConfirmRequest's example, as PortOne would hold it once paid.
  const example = (((doc.components as Json).requestBodies as Json).PaymentConfirmRequest as { content: Record<string, { example: { paymentId: string } }> })
    .content['application/json']!.example;
  portone.payments.set(example.paymentId, fakePayment(example.paymentId, { total: PLANS.starter.priceKrw, customData: { plan: 'starter', email: 'buyer@example.com' } }));

  let sent = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = (operation.parameters ?? []) as Parameter[];
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of parameters) {
        const value = valueOf(p);
        if (p.in === 'path') {
          assert.notEqual(value, undefined, `${method} ${path}: the path parameter ${p.name} has an example`);
          url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
        } else if (value !== undefined && p.in === 'query') query.set(p.name, String(value));
        else if (value !== undefined && p.in === 'header') headers[p.name] = String(value);
      }
      const keyed = Array.isArray(operation.security) && (operation.security as Json[]).some((s) => 'apiKey' in s);
      if (keyed) headers['x-api-key'] = app.apiKey;
      const body = bodyExample(operation);
      const qs = query.toString();
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: qs ? `${url}?${qs}` : url,
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      sent += 1;
      const label = `${operation.operationId as string} ${method.toUpperCase()} ${url}${qs ? `?${qs}` : ''} ${body !== undefined ? JSON.stringify(body) : ''}`;
      const outside = NEEDS_THE_OUTSIDE[operation.operationId as string];
      if (outside) {
        assert.equal(res.statusCode, outside.status, `${label}: ${res.body}`);
        assert.equal((JSON.parse(res.body) as { error: { code: string } }).error.code, outside.code, label);
      } else {
        assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
  }
  assert.ok(sent >= 17, `${sent} operations`);
});

test('a request field with a default is optional in the document\'s request bodies (client generators need not send it)', () => {
  const bodies = (doc.components as Json).requestBodies as Record<string, { content: Record<string, { schema: { required?: string[]; properties: Record<string, { default?: unknown }> } }> }>;
  assert.ok(Object.keys(bodies).includes('GwaeRequest'));
  for (const [name, body] of Object.entries(bodies)) {
    const schema = body.content['application/json']!.schema;
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property.default !== undefined) assert.ok(!(schema.required ?? []).includes(field), `${name}.${field} has a default and is not required`);
    }
  }
  assert.equal(((doc.components as Json).schemas as Json).GwaeRequest, undefined, 'request bodies are not answer schemas');
});

test('the operations whose example cannot succeed as filled in say so, and why, in their description (issue 38)', () => {
  const operations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string; description?: string }>>).flatMap((item) => Object.values(item));
  const described = (id: string) => operations.find((op) => op.operationId === id)?.description ?? '';
  for (const id of ['confirmKey', 'acceptHeldPayment']) assert.match(described(id), /example token is a placeholder: \*Try it out\* answers 404 TOKEN_UNKNOWN/, id);
  for (const id of ['confirmPayment', 'receivePaymentWebhook']) assert.match(described(id), /503 PAYMENT_NOT_READY/, id);
  assert.match(described('receivePaymentWebhook'), /400 WEBHOOK_SIGNATURE_MISSING/);
});
