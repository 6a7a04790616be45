/**
 * The OpenAPI document (GET /openapi.json) as a client generator and a reader
 * use it: Redocly's recommended lint without an error or a warning, named
 * component schemas referenced by the operations, `required` on every field
 * the service always sends, `error.code` narrowed per operation and status to
 * the codes of src/errors.ts it can answer, an operationId and a security
 * requirement on every operation, `servers`, and every header the service
 * sends on the answers it sends it with. That the answers fit the document is
 * checked on every answer of the HTTP tests (test/http/helpers.ts).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { ERROR_CODES, type ErrorCode } from '../../src/errors.js';
import { EVERY_OPERATION_CODES } from '../../src/http/openapi/everyOperation.js';
import { type TestApp, testApp } from './helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

type Schema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
};
type Header = { $ref?: string };
type Response = { $ref?: string; description: string; headers?: Record<string, Header>; content?: Record<string, { schema: Schema }> };
type Operation = { operationId?: string; security?: unknown; responses: Record<string, Response>; requestBody?: { $ref: string } };
type RequestBody = { description?: string; content: Record<string, { schema: Schema; example?: unknown }> };
type Document = {
  openapi: string;
  info: { version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    requestBodies: Record<string, RequestBody>;
    headers: Record<string, unknown>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, unknown>;
  };
};

let app: TestApp;
let doc: Document;
before(async () => {
  app = await testApp();
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(() => app.close());

function* operationsOf(document: Document): Generator<{ where: string; operation: Operation }> {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) yield { where: `${method.toUpperCase()} ${path}`, operation };
  }
}

const resolveResponse = (response: Response): Response => (response.$ref ? doc.components.responses[response.$ref.split('/').pop()!]! : response);
const componentName = (ref: string): string => ref.split('/').pop()!;

/** The codes of an error answer: its Error body narrowed to them. */
function codesOf(response: Response): string[] {
  const schema = resolveResponse(response).content?.['application/json']?.schema;
  return (schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum as string[] | undefined) ?? [];
}

const operation = (path: string, method: string): Operation => doc.paths[path]![method]!;

test('GET /openapi.json is an OpenAPI 3.1 document of every route, the one built at start-up', async () => {
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info.version, '2026.10.18');
  assert.deepEqual(Object.keys(doc.paths).sort(), [
    '/billing/accept',
    '/keys/confirm',
    '/v1/billing/accept',
    '/v1/billing/confirm',
    '/v1/billing/plans',
    '/v1/billing/webhook',
    '/v1/calendar/day',
    '/v1/calendar/month',
    '/v1/calendar/pillars',
    '/v1/calendar/terms',
    '/v1/health',
    '/v1/keys/confirm',
    '/v1/keys/request',
    '/v1/name/analyze',
    '/v1/name/char/{hanja}',
    '/v1/name/chars',
    '/v1/name/recommend',
    '/v1/tojeong/gwae',
    '/v1/tojeong/gwae/{id}',
  ]);
  const again = await app.inject({ method: 'GET', url: '/openapi.json' });
  assert.equal(again.body, JSON.stringify(app.swagger()), 'the same bytes, serialized once');
  assert.match(doc.info.description, /405 METHOD_NOT_ALLOWED with `Allow`/);
  assert.match(doc.info.description, /query parameter the endpoint does not list is 400 BAD_INPUT/);
});

test('every operation has its operationId, and a security requirement: the key on the keyed ones, none on the others', () => {
  const found: Record<string, [string | undefined, unknown]> = {};
  for (const { where, operation: op } of operationsOf(doc)) found[where] = [op.operationId, op.security];
  // X-API-Key or Authorization: Bearer, either one (issue 50).
  const key = [{ apiKey: [] }, { bearer: [] }];
  assert.deepEqual(found, {
    'GET /v1/health': ['getHealth', []],
    'POST /v1/tojeong/gwae': ['calculateGwae', key],
    'GET /v1/tojeong/gwae/{id}': ['getGwaeText', key],
    'POST /v1/name/analyze': ['analyzeName', key],
    'POST /v1/name/recommend': ['recommendNames', key],
    'GET /v1/name/char/{hanja}': ['getNameChar', key],
    'GET /v1/name/chars': ['listNameCharsByReading', key],
    'GET /v1/calendar/day': ['getCalendarDay', key],
    'GET /v1/calendar/terms': ['getSolarTerms', key],
    'GET /v1/calendar/pillars': ['getFourPillars', key],
    'GET /v1/calendar/month': ['getCalendarMonth', key],
    'POST /v1/keys/request': ['requestKey', []],
    'POST /v1/keys/confirm': ['confirmKey', []],
    'GET /keys/confirm': ['getKeyConfirmPage', []],
    'GET /v1/billing/plans': ['listPlans', []],
    'POST /v1/billing/confirm': ['confirmPayment', []],
    'POST /v1/billing/accept': ['acceptHeldPayment', []],
    'GET /billing/accept': ['getHeldPaymentPage', []],
    'POST /v1/billing/webhook': ['receivePaymentWebhook', []],
  });
  assert.deepEqual(doc.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer', description: (doc.components.securitySchemes.bearer as { description: string }).description });
  assert.deepEqual(Object.keys(doc.components.securitySchemes), ['apiKey', 'bearer']);
});

test('servers names where the service is reached: PUBLIC_BASE_URL, by default http://HOST:PORT', async () => {
  assert.deepEqual(doc.servers.map((s) => s.url), ['http://127.0.0.1:8080']);
  const behindProxy = await testApp({ config: loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/tojeong/' }) });
  try {
    const proxied = behindProxy.swagger() as unknown as Document;
    assert.deepEqual(proxied.servers.map((s) => s.url), ['https://api.example.com/tojeong']);
    assert.ok(proxied.paths['/v1/health'], 'the paths stay the routes\' own, the server URL holds the prefix');
  } finally {
    await behindProxy.close();
  }
});

test('the named schemas are components, every one referenced, and the operations use them', () => {
  const names = Object.keys(doc.components.schemas);
  for (const name of [
    'TojeongCalc', 'Gwae', 'Source', 'GwaeResult', 'GwaeTextResult',
    'NameAnalysis', 'NameChar', 'Grid', 'FiveGrid', 'HanjaRecord',
    'Plan', 'PlanCatalog', 'PaymentConfirmation', 'WebhookReceipt',
    'KeyIssued', 'KeyLinkMailed', 'Health', 'Dependency', 'Error', 'ErrorCode',
  ]) {
    assert.ok(names.includes(name), `${name} is a component (components: ${names.join(', ')})`);
  }
  // The request bodies are components.requestBodies, each with an example /docs fills in (docsExamples.test.ts sends them).
  assert.deepEqual(Object.keys(doc.components.requestBodies), [
    'GwaeRequest', 'HeldPaymentAcceptRequest', 'KeyConfirmRequest', 'KeyRequest', 'NameAnalysisRequest', 'NameRecommendationRequest', 'PaymentConfirmRequest', 'PaymentWebhook',
  ]);
  for (const [name, body] of Object.entries(doc.components.requestBodies)) assert.notEqual(body.content['application/json']?.example, undefined, name);
  const text = JSON.stringify({ paths: doc.paths, components: { ...doc.components, schemas: undefined } }) + JSON.stringify(doc.components.schemas);
  for (const name of names) assert.ok(text.includes(`"#/components/schemas/${name}"`), `${name} is referenced`);
  const data = (path: string, method: string, status = '200') => componentName(operation(path, method).responses[status]!.content!['application/json']!.schema.properties!.data!.$ref!);
  const body = (path: string, method: string) => operation(path, method).requestBody!.$ref.replace('#/components/requestBodies/', '');
  assert.deepEqual(
    [data('/v1/tojeong/gwae', 'post'), data('/v1/tojeong/gwae/{id}', 'get'), data('/v1/name/analyze', 'post'), data('/v1/name/char/{hanja}', 'get'), data('/v1/calendar/day', 'get')],
    ['GwaeResult', 'GwaeTextResult', 'NameAnalysis', 'HanjaRecord', 'CalendarDay'],
  );
  assert.deepEqual(
    [data('/v1/calendar/terms', 'get'), data('/v1/calendar/pillars', 'get'), data('/v1/calendar/month', 'get'), data('/v1/name/recommend', 'post'), body('/v1/name/recommend', 'post')],
    ['SolarTermYear', 'FourPillars', 'CalendarMonth', 'NameRecommendation', 'NameRecommendationRequest'],
  );
  // A recommended name's analysis is the analysis's own result, by reference.
  assert.equal(doc.components.schemas.RecommendedName!.properties!.analysis!.$ref, '#/components/schemas/NameAnalysisResult');
  assert.deepEqual(
    [data('/v1/keys/request', 'post'), data('/v1/keys/request', 'post', '202'), data('/v1/keys/confirm', 'post'), data('/v1/billing/plans', 'get')],
    ['KeyIssued', 'KeyLinkMailed', 'KeyIssued', 'PlanCatalog'],
  );
  assert.deepEqual(
    [body('/v1/tojeong/gwae', 'post'), body('/v1/name/analyze', 'post'), body('/v1/keys/request', 'post'), body('/v1/keys/confirm', 'post'), body('/v1/billing/confirm', 'post'), body('/v1/billing/webhook', 'post')],
    ['GwaeRequest', 'NameAnalysisRequest', 'KeyRequest', 'KeyConfirmRequest', 'PaymentConfirmRequest', 'PaymentWebhook'],
  );
  const result = doc.components.schemas.GwaeResult!.properties!;
  assert.deepEqual([result.calc!.$ref, result.gwae!.anyOf, result.source!.$ref], [
    '#/components/schemas/TojeongCalc',
    [{ $ref: '#/components/schemas/Gwae' }, { type: 'null' }],
    '#/components/schemas/Source',
  ]);
  assert.equal(doc.components.schemas.PlanCatalog!.properties!.plans!.items!.$ref, '#/components/schemas/Plan');
  // A grid says which one it is beside its reference.
  assert.equal((doc.components.schemas.NameAnalysis!.properties!.result as Schema & { allOf: Schema[] }).allOf[0]!.$ref, '#/components/schemas/NameAnalysisResult');
  const heaven = doc.components.schemas.NameAnalysisResult!.properties!.fiveGrids!.properties!.heaven as Schema & { description: string };
  assert.equal(heaven.$ref, '#/components/schemas/FiveGrid');
  assert.match(heaven.description, /^천격/);
});

/**
 * Fields of answers that are not always sent, each with the reason. None: every
 * field the service answers it always answers (null where there is no value).
 */
const OPTIONAL_FIELDS: Readonly<Record<string, string>> = {
  'NameAnalysisResult.saju': 'only with a birth in the request: no birth, no 사주 보완 (issue 36)',
  'RecommendedName.analysis': 'only with include ["analysis"]: the compact answer leaves the full analysis out (issue 47)',
  'NameAnalysisResult.extendedScore': 'only with scoring "extended": the specification\'s score stays the one score by default',
  'Saju.needs.strength': 'the practitioner and eokbu methods only: the count method judges no strength',
  'Saju.needs.score': 'the practitioner and eokbu methods only: the figure of the strength they judge',
  'Saju.needs.step': 'the practitioner method only: the rule that decided its 용신 (issue 48)',
  'Saju.needs.reason': 'the practitioner method only: why that rule decided',
  'Saju.needs.sources': 'the practitioner method only: the passages of the rules it used',
  'Saju.needs.reading': 'the practitioner method only: what it read in the chart (득령, 득지, 득세, 합·충, 외격)',
  'Error.error.param': 'only when the fault is in one field of the request (issue 50)',
};

/** Every property of an answer's schema (through its references) that is not required, as `<where>.<property>`. */
function unrequiredFields(document: Pick<Document, 'paths' | 'components'>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (schema: Schema | boolean | undefined, where: string): void => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) {
      const name = componentName(schema.$ref);
      if (!seen.has(name)) {
        seen.add(name);
        walk(document.components.schemas[name], name);
      }
      return;
    }
    for (const [key, field] of Object.entries(schema.properties ?? {})) {
      if (!schema.required?.includes(key)) found.add(`${where}.${key}`);
      walk(field, `${where}.${key}`);
    }
    walk(schema.items, `${where}[]`);
    walk(schema.additionalProperties, `${where}.*`);
    for (const member of [...(schema.allOf ?? []), ...(schema.anyOf ?? [])]) walk(member, where);
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = response.$ref ? document.components.responses[componentName(response.$ref)]! : response;
        for (const media of Object.values(resolved.content ?? {})) walk(media.schema, `${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  return [...found];
}

test('every field of every answer is required, but those listed as optional with a reason', () => {
  const unlisted = unrequiredFields(doc).filter((field) => !(field in OPTIONAL_FIELDS));
  assert.deepEqual(unlisted, [], 'fields not required and not listed in OPTIONAL_FIELDS');
  const stale = Object.keys(OPTIONAL_FIELDS).filter((field) => !unrequiredFields(doc).includes(field));
  assert.deepEqual(stale, [], 'OPTIONAL_FIELDS lists fields that are required or gone');
});

test('the required check finds a field that is not required, in an answer and in a component it references', () => {
  const answer = (schema: Schema): Response => ({ description: 'x', content: { 'application/json': { schema } } });
  const sample = {
    paths: { '/x': { get: { responses: { 200: answer({ type: 'object', required: ['a'], properties: { a: { $ref: '#/components/schemas/A' }, b: { type: 'string' } } }) } } } },
    components: { ...doc.components, schemas: { A: { type: 'object', required: [], properties: { list: { type: 'array', items: { type: 'object', properties: { c: { type: 'integer' } } } } } } } },
  };
  assert.deepEqual(unrequiredFields(sample).sort(), ['A.list', 'A.list[].c', 'GET /x 200.b']);
});

test('error.code lists, per operation and status, the codes it can answer, each with that status in src/errors.ts', () => {
  const answered = new Set<string>();
  for (const { where, operation: op } of operationsOf(doc)) {
    const codes = new Set<string>();
    for (const [status, response] of Object.entries(op.responses)) {
      // Health's 503 is its own body (status down), not an error.
      if (Number(status) < 400 || `${where} ${status}` === 'GET /v1/health 503') continue;
      const listed = codesOf(response);
      assert.ok(listed.length > 0, `${where} ${status} names its codes`);
      for (const code of listed) {
        assert.equal(ERROR_CODES[code as ErrorCode], Number(status), `${where}: ${code} is a ${ERROR_CODES[code as ErrorCode]} code, listed under ${status}`);
        codes.add(code);
        answered.add(code);
      }
      assert.match(resolveResponse(response).description, new RegExp(listed.join('|')));
    }
    for (const code of EVERY_OPERATION_CODES) assert.ok(codes.has(code), `${where} lists ${code}, which every operation can answer`);
  }
  // Codes no operation of the document answers, each for a reason: POST /mcp's own (it is not a REST operation and is not in
  // the document: docs/mcp.md), and the one only the log sees (the client had gone).
  const outsideTheDocument = ['ORIGIN_NOT_ALLOWED', 'HOST_NOT_ALLOWED', 'NOT_ACCEPTABLE', 'CLIENT_CLOSED_REQUEST'];
  assert.deepEqual(Object.keys(ERROR_CODES).filter((code) => !answered.has(code)), outsideTheDocument, 'every code of src/errors.ts is answered by some operation, but those of POST /mcp and the log');
  const codes = (path: string, method: string, status: string) => codesOf(operation(path, method).responses[status]!);
  assert.deepEqual(codes('/v1/tojeong/gwae', 'post', '400'), ['BAD_BIRTH', 'BAD_INPUT']);
  assert.deepEqual(codes('/v1/tojeong/gwae', 'post', '422'), ['CALC_ERROR']);
  assert.deepEqual(codes('/v1/tojeong/gwae', 'post', '429'), ['RATE_LIMIT', 'QUOTA_EXCEEDED']);
  assert.deepEqual(codes('/v1/tojeong/gwae', 'post', '401'), ['NO_API_KEY']);
  assert.deepEqual(codes('/v1/tojeong/gwae', 'post', '503'), ['DATABASE_UNAVAILABLE']);
  assert.deepEqual(codes('/v1/tojeong/gwae/{id}', 'get', '400'), ['BAD_GWAE_ID', 'BAD_INPUT']);
  assert.deepEqual(codes('/v1/tojeong/gwae/{id}', 'get', '503'), ['CORPUS_UNAVAILABLE', 'DATABASE_UNAVAILABLE']);
  assert.deepEqual(codes('/v1/name/analyze', 'post', '422'), ['CHAR_NOT_FOUND', 'CALC_ERROR']);
  assert.deepEqual(codes('/v1/keys/request', 'post', '503'), ['MAIL_NOT_SENT', 'DATABASE_UNAVAILABLE']);
  assert.deepEqual(codes('/v1/keys/confirm', 'post', '404'), ['TOKEN_UNKNOWN', 'NOT_FOUND']);
  assert.deepEqual(codes('/v1/billing/confirm', 'post', '422'), ['PAYMENT_NOT_PAID', 'AMOUNT_MISMATCH', 'PAYMENT_DATA_INVALID']);
  assert.deepEqual(codes('/v1/billing/webhook', 'post', '400'), ['WEBHOOK_SIGNATURE_MISSING', 'WEBHOOK_SIGNATURE_INVALID', 'WEBHOOK_TIMESTAMP_STALE', 'BAD_INPUT']);
  assert.deepEqual(codes('/v1/health', 'get', '400'), ['BAD_INPUT']);
  // The answers every operation shares are named once.
  for (const [status, name] of [['404', 'NotFound'], ['405', 'MethodNotAllowed'], ['408', 'RequestTimeout'], ['431', 'HeadersTooLarge']]) {
    assert.equal(operation('/v1/health', 'get').responses[status!]!.$ref, `#/components/responses/${name}`);
  }
  assert.equal(doc.components.schemas.ErrorCode!.enum!.length, Object.keys(ERROR_CODES).length);
});

test('the headers the service sends are named components, listed on every answer that carries them', () => {
  const headersOf = (path: string, method: string, status: string): Record<string, string> => {
    const response = resolveResponse(operation(path, method).responses[status]!);
    return Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, header]) => [name, componentName(header.$ref!)]));
  };
  for (const { where, operation: op } of operationsOf(doc)) {
    for (const [status, response] of Object.entries(op.responses)) {
      const headers = resolveResponse(response).headers ?? {};
      for (const [name, header] of Object.entries(headers)) assert.match(String(header.$ref), /^#\/components\/headers\//, `${where} ${status} ${name}`);
      // Every answer but those Node's parser writes before a request exists.
      assert.equal('X-Request-Id' in headers, !['408', '431'].includes(status), `${where} ${status}: X-Request-Id`);
      const keyed = op.security !== undefined && JSON.stringify(op.security) !== '[]';
      const afterTheKey = keyed && !['401', '403', '404', '405', '408', '431', '503'].includes(status);
      if (afterTheKey) assert.ok('X-RateLimit-Remaining-Month' in headers, `${where} ${status}: X-RateLimit-Remaining-Month`);
      if (!keyed || ['401', '403'].includes(status)) assert.ok(!('X-RateLimit-Remaining-Month' in headers), `${where} ${status}: no X-RateLimit-Remaining-Month`);
      if (['429', '502'].includes(status)) assert.ok('Retry-After' in headers, `${where} ${status}: Retry-After`);
      // Every error answered to a request says the language of its message.
      const isError = codesOf(response).length > 0;
      assert.equal('Content-Language' in headers, isError && !['408', '431'].includes(status), `${where} ${status}: Content-Language`);
    }
  }
  assert.deepEqual(headersOf('/v1/tojeong/gwae/{id}', 'get', '200'), {
    ETag: 'ETag',
    'Cache-Control': 'DeterministicCacheControl',
    'X-RateLimit-Remaining-Month': 'RemainingMonth',
    RateLimit: 'RateLimit',
    'RateLimit-Policy': 'RateLimitPolicy',
    'X-Request-Id': 'RequestId',
  });
  // Every deterministic GET answers as the gwae text does: ETag, a day's private caching, 304 (issue 50).
  for (const path of ['/v1/calendar/day', '/v1/calendar/month', '/v1/calendar/terms', '/v1/calendar/pillars', '/v1/name/char/{hanja}', '/v1/name/chars']) {
    assert.deepEqual(headersOf(path, 'get', '200'), headersOf('/v1/tojeong/gwae/{id}', 'get', '200'), path);
    assert.deepEqual(headersOf(path, 'get', '304'), headersOf(path, 'get', '200'), path);
  }
  // The POSTs compute: no ETag, nothing kept.
  assert.equal(headersOf('/v1/name/analyze', 'post', '200')['Cache-Control'], 'PrivateNoStore');
  assert.equal(operation('/v1/name/analyze', 'post').responses['304'], undefined);
  // Every refusal for a limit says where the account stands; every 401 says how to authenticate.
  assert.equal(headersOf('/v1/tojeong/gwae', 'post', '429').RateLimit, 'RateLimit');
  assert.equal(headersOf('/v1/tojeong/gwae', 'post', '401')['WWW-Authenticate'], 'WwwAuthenticate');
  assert.deepEqual(headersOf('/v1/tojeong/gwae/{id}', 'get', '304'), headersOf('/v1/tojeong/gwae/{id}', 'get', '200'));
  assert.equal(operation('/v1/tojeong/gwae/{id}', 'get').responses['304']!.content, undefined, '304 has no body');
  // Found by the route (its own NOT_FOUND, its own CORPUS_UNAVAILABLE), so after the key.
  assert.ok('X-RateLimit-Remaining-Month' in headersOf('/v1/tojeong/gwae/{id}', 'get', '404'));
  assert.ok('X-RateLimit-Remaining-Month' in headersOf('/v1/tojeong/gwae/{id}', 'get', '503'));
  assert.ok(!('X-RateLimit-Remaining-Month' in headersOf('/v1/tojeong/gwae', 'post', '503')), 'DATABASE_UNAVAILABLE of the guard comes before an account');
  for (const [path, method] of [['/v1/keys/request', 'post'], ['/v1/keys/confirm', 'post'], ['/v1/health', 'get'], ['/keys/confirm', 'get']]) {
    assert.equal(headersOf(path!, method!, '200')['Cache-Control'], 'NoStore', `${method} ${path}`);
  }
  // No policy of the route's own: private, no-store when the request carries a key; on a keyed endpoint, always (but on 405, and a 404
  // of the path alone, answered before any route: a route's own 404, as the gwae text's, comes after the key).
  assert.equal(headersOf('/v1/keys/request', 'post', '202')['Cache-Control'], 'PrivateNoStoreWithKey');
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.security === undefined || JSON.stringify(op.security) === '[]') continue;
      for (const status of Object.keys(op.responses)) {
        const cacheControl = headersOf(path, method, status)['Cache-Control'];
        const expected = ['408', '431'].includes(status) ? undefined : status === '405' ? 'PrivateNoStoreWithKey' : 'PrivateNoStore';
        if (method === 'get' && ['200', '304'].includes(status)) assert.equal(cacheControl, 'DeterministicCacheControl', `${path} ${status}`);
        else if (status === '404') assert.ok(['PrivateNoStore', 'PrivateNoStoreWithKey'].includes(cacheControl!), `${method.toUpperCase()} ${path} 404`);
        else assert.equal(cacheControl, expected, `${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  assert.deepEqual(Object.keys(headersOf('/keys/confirm', 'get', '200')).sort(), [
    'Cache-Control', 'Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'X-Request-Id',
  ]);
  assert.deepEqual(headersOf('/v1/health', 'get', '405'), { Allow: 'Allow', 'Cache-Control': 'PrivateNoStoreWithKey', 'Content-Language': 'ContentLanguage', 'X-Request-Id': 'RequestId' });
  for (const [path, method, status] of [['/v1/keys/request', 'post', '503'], ['/v1/keys/confirm', 'post', '503'], ['/v1/billing/confirm', 'post', '503'], ['/v1/billing/confirm', 'post', '502']]) {
    assert.equal(headersOf(path!, method!, status!)['Retry-After'], 'RetryAfter', `${method} ${path} ${status}`);
  }
  assert.deepEqual(Object.keys(doc.components.headers).sort(), [
    'Allow', 'ContentLanguage', 'DeterministicCacheControl', 'ETag', 'NoStore', 'PageContentSecurityPolicy', 'PageContentTypeOptions',
    'PageFrameOptions', 'PageReferrerPolicy', 'PrivateNoStore', 'PrivateNoStoreWithKey', 'RateLimit', 'RateLimitPolicy', 'RemainingMonth', 'RequestId', 'RetryAfter',
    'WwwAuthenticate',
  ]);
});

test('the request parts: bodies closed to unknown fields, the parameters of each operation', () => {
  const bodySchema = (name: string) => doc.components.requestBodies[name]!.content['application/json']!.schema;
  const gwae = bodySchema('GwaeRequest') as Schema & { additionalProperties: boolean };
  assert.deepEqual([gwae.required, gwae.additionalProperties], [['birth'], false]);
  const email = bodySchema('KeyRequest').properties!.email as Record<string, unknown>;
  assert.equal(email['x-storable-text'], true);
  const get = operation('/v1/tojeong/gwae/{id}', 'get') as Operation & { parameters: Array<{ name: string; in: string; schema: { pattern?: string } }> };
  assert.ok(get.parameters.some((p) => p.name === 'if-none-match' && p.in === 'header'));
  assert.equal(get.parameters.find((p) => p.name === 'id')!.schema.pattern, '^[1-8][1-6][1-3]$');
  const webhook = operation('/v1/billing/webhook', 'post') as Operation & { parameters: Array<{ name: string; in: string }> };
  assert.deepEqual(webhook.parameters.filter((p) => p.in === 'header').map((p) => p.name), ['webhook-id', 'webhook-timestamp', 'webhook-signature']);
  const confirm = operation('/v1/billing/confirm', 'post') as Operation & { description: string };
  // The same text as the plan list's payment.customData (one constant, src/billing/confirm.ts).
  assert.match(confirm.description, /customData `\{"plan": "starter" \| "growth", "email": "<account e-mail>"\}`/);
  assert.deepEqual(doc.components.schemas.PaymentConfirmation!.properties!.keyDelivery!.enum, ['kept', 'email', 'not-sent']);
  const page = operation('/keys/confirm', 'get');
  assert.deepEqual(page.responses['200']!.content, { 'text/html': { schema: { type: 'string' } } });
});

test('the document passes Redocly\'s recommended lint (redocly.yaml) with no error and no warning', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tojeong-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY_CLI, 'lint', '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', file], {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`);
    assert.deepEqual(problems, [], `the lint's report:\n${problems.join('\n')}`);
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
