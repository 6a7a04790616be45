/**
 * Bad input stopped at the door (issue 25): addresses with invisible or
 * control characters, bodies that are not UTF-8, key-link tokens in the
 * access log however the parameter is spelled; and API keys in the access log
 * wherever in the URL they are (issue 35).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_KEY_PREFIX, generateApiKey } from '../../src/accounts/apiKey.js';
import { urlForLog } from '../../src/http/transport/urlForLog.js';
import { type TestApp, testApp } from './helpers.js';

let app: TestApp;
const lines: string[] = [];
before(async () => {
  app = await testApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
});
after(async () => {
  await app?.close();
});

let n = 0;
const ip = () => `10.91.${Math.floor(++n / 250)}.${n % 250}`;

test('an address with a C1 control, a bidi override, a zero-width or another default-ignorable character is 400 BAD_EMAIL, and no account is made', async () => {
  const invisible = ['\u0085', '\u202e', '\u202d', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u061c', '\u180e', '\u034f', '\u3164', '\u2028', '\u00a0', '\u3000', '\u0080', '\u009f', '\ue000'];
  for (const ch of invisible) {
    // At either end, what trim() removes (white space, U+FEFF) is trimmed as every address is: inside, it is refused.
    for (const email of [`ki${ch}m@example.com`, `kim@exam${ch}ple.com`, ...(ch.trim() === '' ? [] : [`${ch}kim@example.com`])]) {
      const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email }, remoteAddress: ip() });
      assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_EMAIL'], `U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')} in ${JSON.stringify(email)}`);
      assert.equal(await app.store.findAccount(email.toLowerCase()), undefined);
    }
  }
  const ok = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: '김철수@example.com' }, remoteAddress: ip() });
  assert.equal(ok.statusCode, 200, 'visible non-ASCII letters are still fine');
});

test('a body that is not valid UTF-8 is 400 BAD_INPUT, and nothing is created', async () => {
  const body = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@x.test"}')]);
  const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: ip() });
  assert.deepEqual([res.statusCode, res.json().error.code], [400, 'BAD_INPUT']);
  assert.match(res.json().error.message, /not valid UTF-8/);
  assert.equal(await app.store.findAccount('a\ufffd\ufffd@x.test'), undefined, 'no account a\\uFFFD\\uFFFD@x.test');
  for (const bytes of [[0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80]]) {
    const payload = Buffer.concat([Buffer.from('{"paymentId":"p'), Buffer.from(bytes), Buffer.from('"}')]);
    const confirm = await app.inject({ method: 'POST', url: '/v1/billing/confirm', payload, headers: { 'content-type': 'application/json' } });
    assert.deepEqual([confirm.statusCode, confirm.json().error.code], [400, 'BAD_INPUT'], Buffer.from(bytes).toString('hex'));
  }
});

test('the key-link token is redacted in the log whatever the spelling of its parameter', async () => {
  assert.equal(urlForLog('/keys/confirm?token=SECRET'), '/keys/confirm?token=[redacted]');
  assert.equal(urlForLog('/keys/confirm?%74oken=SECRET'), '/keys/confirm?%74oken=[redacted]');
  assert.equal(urlForLog('/keys/confirm?%74%6F%6B%65%6E=SECRET&x=1'), '/keys/confirm?%74%6F%6B%65%6E=[redacted]&x=1');
  assert.equal(urlForLog('/keys/confirm?a=1&TOKEN=SECRET&token=AGAIN'), '/keys/confirm?a=1&TOKEN=[redacted]&token=[redacted]');
  assert.equal(urlForLog('/keys/confirm?tok%zzen=x'), '/keys/confirm?tok%zzen=x', 'a name that does not decode is no token');
  assert.equal(urlForLog('/v1/health'), '/v1/health');

  const secret = 'A'.repeat(20) + 'SeCrEt' + 'B'.repeat(17);
  for (const url of [`/keys/confirm?%74oken=${secret}`, `/keys/confirm?t%6Fken=${secret}`, `/billing/accept?%54OKEN=${secret}`, `/keys/confirm?token=${secret}`]) {
    lines.length = 0;
    await app.inject({ method: 'GET', url });
    assert.ok(lines.length > 0, 'the request was logged');
    assert.ok(!lines.join('\n').includes('SeCrEt'), `${url}: ${lines.join('\n')}`);
  }
});

test('an API key anywhere in a logged URL is redacted: any parameter, its name, the path, percent-encoded or not', async () => {
  const key = generateApiKey();
  const body = key.slice(API_KEY_PREFIX.length);
  // Every character of the key percent-encoded, as a client library may send it.
  const encoded = [...key].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');
  const requests = [
    `/v1/tojeong/gwae?api_key=${key}`,
    `/v1/tojeong/gwae?birthDate=1990-01-01&apiKey=${key}&targetYear=2026`,
    `/v1/health?key=${key}`,
    `/v1/health?x=Bearer+${key}`,
    `/v1/health?api_key=${encoded}`,
    `/v1/health?api_key=%74jk_${body}`,
    `/v1/health?api_key=tjk%5F${body}&bad=%zz`,
    `/v1/health?${key}`,
    `/v1/health?${key}=1`,
    `/v1/${key}/gwae`,
    `/v1/health/${encoded}?a=1`,
    `/keys/confirm?token=x&api_key=${key}`,
  ];
  for (const url of requests) {
    lines.length = 0;
    await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((line) => line.msg === 'request');
    assert.equal(logged.length, 1, `${url}: one access log line`);
    assert.match(logged[0]!.url!, /\[redacted\]/, url);
    for (const secret of [body.slice(0, 20), body.slice(-20), encoded.slice(12, 60)]) {
      assert.ok(!lines.join('\n').includes(secret), `${url}: the key is logged: ${lines.join('\n')}`);
    }
  }
  // The rest of the URL is logged as sent.
  assert.equal(urlForLog(`/v1/tojeong/gwae?birthDate=1990-01-01&api_key=${key}&targetYear=2026`), '/v1/tojeong/gwae?birthDate=1990-01-01&api_key=[redacted]&targetYear=2026');
  assert.equal(urlForLog(`/v1/${key}/gwae?x=1`), '/v1/[redacted]/gwae?x=1');
  assert.equal(urlForLog(`/v1/health?${key}`), '/v1/health?[redacted]');
  assert.equal(urlForLog(`/v1/health?${key}=1`), '/v1/health?[redacted]=1');
  // What only looks like the start of a key (a hint, tjk_ and 6 characters) is no key.
  assert.equal(urlForLog(`/v1/health?hint=${key.slice(0, 10)}`), `/v1/health?hint=${key.slice(0, 10)}`);
});
