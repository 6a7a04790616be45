/**
 * Malformed requests for the fuzz check, drawn from a seeded random source:
 * hostile values in every body field, hostile bodies, content types, paths,
 * percent-encodings, query strings, headers, methods, signed webhooks with
 * hostile contents, key-link tokens (the page and its POST), and raw requests that break HTTP/1.1 itself. Each case
 * names its family, so a failure says what kind of input caused it.
 */
import { createHmac } from 'node:crypto';
import { pick } from './support.js';

export interface FuzzCase {
  family: string;
  method: string;
  target: string;
  /** The whole request as bytes. */
  bytes: Buffer;
  /** The body, for the report. */
  body: Buffer | null;
  head: boolean;
}

export interface FuzzContext {
  apiKey: string;
  webhookSecret: string;
  /** Payment ids the fake PortOne knows, with hostile custom data. */
  paymentIds: readonly string[];
}

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  keyed: boolean;
  /** A valid body, for POST. */
  body?: () => Record<string, unknown>;
}

/** The form of a key link's token (43 base64url characters), unknown to the service. */
const WELL_FORMED_TOKEN = 'A'.repeat(43);

const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/v1/health', keyed: false },
  { method: 'POST', path: '/v1/tojeong/gwae', keyed: true, body: () => ({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005, reading: true }) },
  { method: 'GET', path: '/v1/tojeong/gwae/212', keyed: true },
  { method: 'POST', path: '/v1/name/analyze', keyed: true, body: () => ({ surname: '洪', given: [{ hanja: '吉', hangul: '길' }, { hanja: '童' }], school: 'unhae' }) },
  { method: 'GET', path: `/v1/name/char/${encodeURIComponent('洪')}`, keyed: true },
  { method: 'GET', path: '/v1/calendar/day?lunar=2023-02-01&leap=true', keyed: true },
  { method: 'POST', path: '/v1/keys/request', keyed: false, body: () => ({ email: 'fuzz@example.com', purpose: 'fuzzing' }) },
  { method: 'POST', path: '/v1/keys/confirm', keyed: false, body: () => ({ token: WELL_FORMED_TOKEN }) },
  { method: 'GET', path: '/keys/confirm', keyed: false },
  { method: 'GET', path: '/v1/billing/plans', keyed: false },
  { method: 'POST', path: '/v1/billing/confirm', keyed: false, body: () => ({ paymentId: 'pay-unknown' }) },
  { method: 'POST', path: '/v1/billing/webhook', keyed: false, body: () => ({ type: 'Transaction.Cancelled', timestamp: '2026-11-21T03:05:00.000Z', data: { paymentId: 'pay-unknown' } }) },
  { method: 'GET', path: '/openapi.json', keyed: false },
];

/** Strings that have broken services: control characters, NUL, lone surrogates, odd Unicode, injections, sizes. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'fuzz\u0000@example.com',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  'a\ud800@example.com',
  '\u202e\u0000',
  '\r\n',
  '\t',
  '\uffff',
  '\ufeff',
  '洪',
  '𥡴',
  '😀',
  'é',
  '１９７６-０８-２６',
  '1976-02-30',
  '1976-8-26',
  '+1976-08-26',
  '0000-00-00',
  '9999-99-99',
  '1976-08-26T00:00:00Z',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '%00',
  '%FF',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  'a'.repeat(255),
  'a'.repeat(1000),
  `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  'A@B.CO',
  ' fuzz@example.com ',
  'fuzz@example',
  '@example.com',
  'fuzz@@example.com',
  'ｆｕｚｚ@example.com',
  'tjk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '洪'.repeat(10),
  '吉\u0000',
  'unhae\u0000',
  'Transaction.Cancelled\u0000',
];

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  2026,
  1899,
  2101,
  1e21,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2],
  ['洪'],
  [{}],
  [{ hanja: null }],
  [{ hanja: '洪', hangul: '\u0000' }],
  [{ hanja: '洪', extra: 1 }],
  {},
  { a: 1 },
  { hanja: '洪' },
  ...HOSTILE_STRINGS,
];

/** JSON texts no valid body looks like; some not JSON at all. */
function hostileJsonText(random: () => number): string {
  const depth = 1 + Math.floor(random() * 5000);
  const texts = [
    '',
    ' ',
    'null',
    'true',
    '0',
    '"string"',
    '[]',
    '[1,2,3]',
    '{',
    '{"birth":',
    '{"birth": "1976-08-26",}',
    "{'birth': '1976-08-26'}",
    '{"birth": NaN}',
    '{"targetYear": 1e309}',
    '{"targetYear": -0}',
    '{"targetYear": 2005.0000000000001}',
    '{"targetYear": 99999999999999999999999}',
    '{"birth": "1976-08-26"} trailing',
    '\ufeff{"birth": "1976-08-26"}',
    '{"birth": "1976-08-26" /* comment */}',
    '{"email": "a@example.com", "email": "b@example.com"}',
    '{"__proto__": {"admin": true}, "email": "proto@example.com"}',
    '{"constructor": {"prototype": {"admin": true}}, "email": "ctor@example.com"}',
    '{"surname": "洪", "given": "吉童", "__proto__": null}',
    '{"data": {"__proto__": {"x": 1}}, "type": "x"}',
    '{"birth": "\\ud800"}',
    '{"email": "\\u0000@example.com"}',
    '{"paymentId": "\\u0000"}',
    '{"paymentId": "\\udc00\\ud800"}',
    '{"surname": "\\ud842", "given": "\\udf9f"}',
    '[' .repeat(depth) + ']'.repeat(depth),
    '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    '{"birth": ' + '['.repeat(depth) + ']'.repeat(depth) + '}',
    '{"__proto__": ' + '{"__proto__": '.repeat(Math.min(depth, 1500)) + '1' + '}'.repeat(Math.min(depth, 1500) + 1),
    `{"email": "${'a'.repeat(20_000)}@example.com"}`,
    `{"purpose": "${'\\u0000'.repeat(2000)}", "email": "nul@example.com"}`,
    `[${'1,'.repeat(6000)}1]`,
  ];
  return pick(random, texts);
}

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  '',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/json;;;',
  'application/jsonx',
  'application/vnd.api+json',
  `application/json; x=${'y'.repeat(2000)}`,
  '*/*',
  'application/json\u0000',
];

const PATHS: readonly string[] = [
  '/v1/name/char/%00',
  '/v1/name/char/%FF',
  '/v1/name/char/%C0%80',
  '/v1/name/char/%ED%A0%80',
  '/v1/name/char/%ED%B0%80',
  '/v1/name/char/%F0%A5%A1%B4',
  '/v1/name/char/%F4%90%80%80',
  '/v1/name/char/%E6%B4%AA%E6%B4%AA',
  '/v1/name/char/%25E6%25B4%25AA',
  '/v1/name/char/a%2Fb',
  '/v1/name/char/%',
  '/v1/name/char/%%',
  '/v1/name/char/%E6%B4',
  '/v1/name/char/..',
  '/v1/name/char/.',
  '/v1/name/char/%2E%2E',
  '/v1/name/char/\u6d2a',
  '/v1/name/char/x',
  '/v1/name/char/' + 'a'.repeat(101),
  '/v1/name/char/' + '%E6%B4%AA'.repeat(200),
  '/v1/tojeong/gwae/000',
  '/v1/tojeong/gwae/913',
  '/v1/tojeong/gwae/2120',
  '/v1/tojeong/gwae/21',
  '/v1/tojeong/gwae/%32%31%32',
  '/v1/tojeong/gwae/212%00',
  '/v1/tojeong/gwae/-12',
  '/v1/tojeong/gwae/1e2',
  '/v1/tojeong/gwae/２１２',
  '//v1//health',
  '/v1/health/',
  '/v1/health//',
  '/v1/./health',
  '/v1/../v1/health',
  '/V1/HEALTH',
  '/v1/health;x=1',
  '/v1/health%00',
  '/v1/health%2F',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/' + 'x'.repeat(8000),
  '/v1/' + 'a/'.repeat(500),
  '*',
  '/v1/health#fragment',
  '/openapi.json/',
  '/__proto__',
  '/v1/__proto__/x',
  '/v1/constructor',
];

const QUERIES: readonly string[] = [
  '?',
  '?&&',
  '?=',
  '?=x',
  '?x',
  '?reading=maybe',
  '?reading=',
  '?reading=true&reading=false',
  '?reading=TRUE',
  '?reading=1',
  '?reading=%00',
  '?reading=%FF',
  '?reading[]=true',
  '?reading[a]=true',
  '?__proto__=1',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?hasOwnProperty=1',
  '?targetyear=2005',
  `?reading=${'t'.repeat(5000)}`,
  `?${'a=1&'.repeat(1000)}`,
  '?%=%',
  '?a=%E6%B4',
  '?reading=true#x',
  '?solar=%00',
  '?solar=2026-02-17&lunar=2026-01-01',
  '?solar=2026-02-17&solar=2026-02-18',
  '?solar=2026-02-17&leap=true',
  '?solar=9999-99-99',
  '?solar=1899-12-31',
  '?solar[]=2026-02-17',
  '?lunar=2026-05-01&leap=true',
  '?lunar=2025-02-30',
  '?lunar=2023-02-01&leap=maybe',
  '?lunar=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96-01-01',
  `?lunar=${'2'.repeat(5000)}`,
];

/**
 * Query strings for the key link's page (GET /keys/confirm?token=…): what a
 * mangled, forwarded or forged link can carry. The page never reads the token
 * on the server, but the query is parsed and checked all the same.
 */
const KEY_LINK_QUERIES: readonly string[] = [
  '',
  '?token=',
  `?token=${WELL_FORMED_TOKEN}`,
  `?token=${WELL_FORMED_TOKEN}&token=${WELL_FORMED_TOKEN}`,
  '?token=%00',
  `?token=${WELL_FORMED_TOKEN.slice(1)}%00`,
  '?token=%ED%A0%80',
  '?token=%ED%B0%80%ED%A0%80',
  '?token=%FF%FE',
  '?token=%',
  '?token=%E6%B4',
  `?token=${'A'.repeat(101)}`,
  `?token=${'A'.repeat(20_000)}`,
  '?token[]=x',
  '?token[a]=x',
  '?token=x&utm_source=mail',
  '?TOKEN=x',
  '?__proto__=x',
  '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '?token=x#fragment',
  `?${'token=x&'.repeat(1000)}`,
];

/** Token values for POST /v1/keys/confirm: wrong types, wrong forms, NUL, lone surrogates, huge. */
const HOSTILE_TOKENS: readonly unknown[] = [
  WELL_FORMED_TOKEN,
  `${WELL_FORMED_TOKEN.slice(1)}\u0000`,
  `${WELL_FORMED_TOKEN.slice(1)}\ud800`,
  `${WELL_FORMED_TOKEN}=`,
  WELL_FORMED_TOKEN.replace(/A$/, '+'),
  'A'.repeat(100),
  'A'.repeat(101),
  'A'.repeat(20_000),
  [WELL_FORMED_TOKEN],
  { token: WELL_FORMED_TOKEN },
  43,
  ...HOSTILE_VALUES,
];

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'PURGE', 'LOCK', 'M-SEARCH', 'CONNECT'];

/** Requests that break HTTP/1.1 framing itself: sent as they are. */
const RAW_REQUESTS: readonly string[] = [
  'GARBAGE\r\n\r\n',
  'GET\r\n\r\n',
  'GET /v1/health\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\n\r\n',
  'GET /v1/health HTTP/1.0\r\n\r\n',
  'GET /v1/health HTTP/2.0\r\nHost: x\r\n\r\n',
  'GET /v1/health HTTP/1.1\nHost: x\nConnection: close\n\n',
  'get /v1/health HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\n: empty-name\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Fold: a\r\n  folded\r\nConnection: close\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nX\u0000Nul: 1\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
  'GET /v1/he\u0000alth HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n1a\r\n{"email":"chunk@example.com"\r\n1\r\n}\r\n0\r\n\r\n',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\nConnection: close\r\n\r\nabcd',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  'POST /v1/keys/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: teapot\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET http://x/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET x/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n',
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nUpgrade: h2c\r\nConnection: Upgrade, close, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n',
  `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
  `GET /v1/health HTTP/1.1\r\nHost: x\r\n${'X-Many: 1\r\n'.repeat(2500)}\r\n`,
  `GET /${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /v1/health HTTP/1.1\r\n\r\n',
];

function signature(secret: string, id: string, timestamp: string, payload: Buffer): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), payload])).digest('base64')}`;
}

function httpRequest(method: string, target: string, headers: [string, string][], body: Buffer | null): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers.map(([name, value]) => `${name}: ${value}`)];
  if (body && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body ?? Buffer.alloc(0)]);
}

/** A copy of `body` with one field (possibly nested) set to `value`, or a new field. */
function withField(random: () => number, body: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = Object.keys(copy);
  const roll = random();
  if (roll < 0.1) copy[pick(random, ['extra', '__proto__', 'constructor', 'targetyear', 'EMAIL', ''])] = value;
  else if (roll < 0.2) delete copy[pick(random, keys)];
  else if (roll < 0.3 && typeof copy.data === 'object' && copy.data) (copy.data as Record<string, unknown>).paymentId = value;
  else copy[pick(random, keys)] = value;
  return copy;
}

/** Serializes like JSON.stringify, but keeps a "__proto__" own property (JSON.stringify does, object literals do not). */
function toJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
}

export function fuzzCase(random: () => number, context: FuzzContext): FuzzCase {
  const endpoint = pick(random, ENDPOINTS);
  const keyHeader: [string, string][] = endpoint.keyed ? [['X-API-Key', context.apiKey]] : [];
  const json: [string, string] = ['Content-Type', 'application/json'];
  const roll = random();
  let family: string;
  let method: string = endpoint.method;
  let target = endpoint.path;
  let headers: [string, string][] = [...keyHeader];
  let body: Buffer | null = endpoint.body ? toJson(endpoint.body()) : null;
  if (body) headers.push(json);

  if (roll < 0.22 && endpoint.body) {
    family = 'body field';
    body = toJson(withField(random, endpoint.body(), pick(random, HOSTILE_VALUES)));
  } else if (roll < 0.34) {
    family = 'body';
    method = 'POST';
    body = Buffer.from(hostileJsonText(random), 'utf8');
    if (!headers.some(([name]) => name === 'Content-Type')) headers.push(json);
    if (random() < 0.1) body = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]), Buffer.from('@example.com"}')]);
  } else if (roll < 0.4) {
    family = 'content type';
    method = 'POST';
    body ??= Buffer.from('{}');
    headers = headers.filter(([name]) => name !== 'Content-Type');
    const type = pick(random, CONTENT_TYPES);
    if (type !== null) headers.push(['Content-Type', type]);
  } else if (roll < 0.52) {
    family = 'path';
    target = pick(random, PATHS);
    method = pick(random, ['GET', 'GET', 'POST', 'HEAD']);
    headers = [['X-API-Key', context.apiKey]];
    body = method === 'POST' ? Buffer.from('{}') : null;
    if (body) headers.push(json);
  } else if (roll < 0.6) {
    family = 'query';
    target = endpoint.path.split('?')[0] + pick(random, QUERIES);
  } else if (roll < 0.72) {
    family = 'headers';
    const variants: [string, string][][] = [
      [['X-API-Key', '']],
      [['X-API-Key', 'tjk_']],
      [['X-API-Key', `tjk_${'A'.repeat(43)}`]],
      [['X-API-Key', `${context.apiKey} `]],
      [['X-API-Key', context.apiKey.toUpperCase()]],
      [['X-API-Key', 'x'.repeat(8000)]],
      [['X-API-Key', context.apiKey], ['X-API-Key', context.apiKey]],
      [['X-API-Key', context.apiKey], ['X-API-Key', 'forged']],
      [['X-Request-Id', 'x'.repeat(1000)]],
      [['X-Request-Id', '../../etc/passwd']],
      [['X-Forwarded-For', 'not-an-ip, ::::, 999.1.1.1']],
      [['X-Forwarded-For', '1.2.3.4'.repeat(500)]],
      [['X-Forwarded-For', '']],
      [['If-None-Match', '*']],
      [['If-None-Match', '"x", W/"y", ' + '"z",'.repeat(1000)]],
      [['Accept', 'text/html']],
      [['Accept-Encoding', 'gzip, br, zstd']],
      [['Range', 'bytes=0-10']],
      [['Content-Length', '0']],
      [['Transfer-Encoding', 'chunked']],
      [['Cookie', 'a=b; '.repeat(500)]],
      [['Authorization', 'Bearer x']],
      [['X-HTTP-Method-Override', 'DELETE']],
      [['Expect', '100-continue']],
      // The language of error messages (src/http/transport/errorLanguage.ts): malformed, huge and repeated.
      [['Accept-Language', 'ko;q=abc, en;q=']],
      [['Accept-Language', `${'ko-KR,'.repeat(2000)}en`]],
      [['Accept-Language', 'ko'], ['Accept-Language', 'en;q=2']],
      [['Accept-Language', ';;;,,,*;q=0']],
    ];
    const extra = pick(random, variants);
    headers = [...headers.filter(([name]) => !extra.some(([other]) => other.toLowerCase() === name.toLowerCase()) || name === 'Content-Type'), ...extra];
    if (extra.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name)) && body) {
      // Framing headers the case sets itself: the body is sent as they say (empty, or one chunk).
      body = extra[0]![0] === 'Transfer-Encoding' ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]) : Buffer.alloc(0);
    }
  } else if (roll < 0.82) {
    family = 'signed webhook';
    method = 'POST';
    target = '/v1/billing/webhook';
    const payloads: (() => unknown)[] = [
      () => ({ type: pick(random, HOSTILE_STRINGS), data: { paymentId: pick(random, HOSTILE_STRINGS) } }),
      () => ({ type: 'Transaction.Cancelled', data: { paymentId: pick(random, [...HOSTILE_STRINGS, ...context.paymentIds]) } }),
      () => ({ type: 'Transaction.Cancelled', data: pick(random, HOSTILE_VALUES) }),
      () => ({ type: pick(random, HOSTILE_VALUES) }),
      () => pick(random, HOSTILE_VALUES),
    ];
    const payload = random() < 0.15 ? Buffer.from(hostileJsonText(random), 'utf8') : toJson(pick(random, payloads)());
    const id = random() < 0.2 ? pick(random, HOSTILE_STRINGS.filter((s) => !/[\r\n\u0000]/.test(s) && s !== '')) : `msg_${Math.floor(random() * 1e12)}`;
    const now = String(Math.floor(Date.now() / 1000));
    const timestamp = random() < 0.1 ? pick(random, ['0', '-1', `${now}garbage`, `${now}.5`, '99999999999999999999', ` ${now}`]) : now;
    const sig = signature(context.webhookSecret, id, timestamp, payload);
    headers = [json, ['webhook-id', id], ['webhook-timestamp', timestamp], ['webhook-signature', random() < 0.1 ? `v1,forged ${sig}` : sig]];
    if (random() < 0.1) headers.push(pick(random, [['webhook-signature', sig], ['webhook-id', id], ['webhook-timestamp', timestamp]] as [string, string][]));
    body = payload;
  } else if (roll < 0.87) {
    family = 'confirm';
    method = 'POST';
    target = '/v1/billing/confirm';
    body = toJson({ paymentId: pick(random, [...context.paymentIds, ...HOSTILE_STRINGS.filter((s) => s !== '')]) });
    headers = [json];
  } else if (roll < 0.92) {
    family = 'key link';
    if (random() < 0.5) {
      method = pick(random, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
      target = '/keys/confirm' + pick(random, KEY_LINK_QUERIES);
      headers = [];
      body = method === 'POST' || method === 'PUT' ? Buffer.from('{}') : null;
      if (body) headers.push(json);
    } else {
      method = pick(random, ['POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE']);
      target = '/v1/keys/confirm' + (random() < 0.2 ? pick(random, KEY_LINK_QUERIES.filter((q) => q !== '')) : '');
      headers = [json];
      const extra = random() < 0.15 ? { [pick(random, ['__proto__', 'email', 'TOKEN', 'apiKey'])]: pick(random, HOSTILE_TOKENS) } : {};
      body = method === 'GET' || method === 'DELETE' ? null : toJson({ token: pick(random, HOSTILE_TOKENS), ...extra });
      if (!body) headers = [];
    }
  } else if (roll < 0.96) {
    family = 'method';
    method = pick(random, METHODS);
    if (method === 'CONNECT') target = '127.0.0.1:80';
  } else {
    family = 'raw';
    const raw = Buffer.from(pick(random, RAW_REQUESTS), 'latin1');
    const firstLine = raw.toString('latin1').split(/\r?\n/)[0] ?? '';
    const [rawMethod = '', rawTarget = ''] = firstLine.split(' ');
    return { family, method: rawMethod, target: rawTarget.slice(0, 120), bytes: raw, body: null, head: false };
  }
  // A target with characters a request line cannot hold is sent as UTF-8 bytes, as a careless client would.
  return { family, method, target, bytes: httpRequest(method, target, headers, body), body, head: method === 'HEAD' };
}
