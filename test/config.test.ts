import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../src/config.js';

const run = promisify(execFile);

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

test('TRUST_PROXY: true, false, a hop count, or a list of addresses, CIDRs and range names', () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
  assert.deepEqual([hops('1.2.3.4', 0), hops('1.2.3.4', 1), hops('1.2.3.4', 2)], [true, true, false]);
  for (const list of ['10.0.0.1', '10.0.0.0/8, 192.168.1.0/24', '::1', 'fd00::/8,127.0.0.1', 'loopback', 'loopback, uniquelocal, linklocal', '10.0.0.1/32']) {
    const value = loadConfig({ TRUST_PROXY: list }).trustProxy;
    assert.equal(typeof value, 'string', list);
    // What the configuration accepts, Fastify (proxy-addr) accepts too: no stack trace at start-up.
    assert.doesNotThrow(() => Fastify({ trustProxy: value }), list);
  }
});

test('a malformed TRUST_PROXY is a ConfigError naming the variable and the bad entry', () => {
  for (const [value, bad] of [
    ['not-an-ip', 'not-an-ip'],
    ['10.0.0.1, nonsense', 'nonsense'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['::1/129', '::1/129'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['10.0.0.1,', ''],
    ['10.0.0.0/8/8', '10.0.0.0/8/8'],
    ['-1', '-1'],
    ['yes', 'yes'],
  ] as const) {
    const message = configError({ TRUST_PROXY: value });
    assert.match(message, /^TRUST_PROXY must be true, false, a hop count, or a comma-separated list/, value);
    assert.ok(message.includes(`"${bad}" is none of these`), message);
  }
});

test('CONTACT_EMAIL must be an e-mail address', () => {
  assert.equal(loadConfig({}).contactEmail, null);
  assert.equal(loadConfig({ CONTACT_EMAIL: 'Sales@Example.com' }).contactEmail, 'Sales@Example.com');
  for (const value of ['sales', 'sales@localhost', 'a b@example.com', ' sales@example.com', 'sales@example.com,other@example.com']) {
    assert.match(configError({ CONTACT_EMAIL: value }), /^CONTACT_EMAIL must be an e-mail address/, value);
  }
});

test('REQUEST_TIMEOUT and KEEP_ALIVE_TIMEOUT are whole seconds within their ranges', () => {
  assert.deepEqual(loadConfig({}).timeouts, { requestMs: 30_000, keepAliveMs: 72_000 });
  assert.deepEqual(loadConfig({ REQUEST_TIMEOUT: '5', KEEP_ALIVE_TIMEOUT: '650' }).timeouts, { requestMs: 5000, keepAliveMs: 650_000 });
  assert.match(configError({ REQUEST_TIMEOUT: '0' }), /^REQUEST_TIMEOUT must be an integer from 1 to 600, got "0"/);
  assert.match(configError({ REQUEST_TIMEOUT: '1.5' }), /^REQUEST_TIMEOUT must be an integer/);
  assert.match(configError({ KEEP_ALIVE_TIMEOUT: '3601' }), /^KEEP_ALIVE_TIMEOUT must be an integer from 1 to 3600/);
});

test('the entry point turns a bad TRUST_PROXY into exit code 2 and a one-line message, without a stack trace', async () => {
  const failed = await run(process.execPath, ['--import', 'tsx', 'src/http/server.ts'], {
    env: { ...process.env, TRUST_PROXY: 'not-an-ip', PORT: '0' },
  }).then(
    () => assert.fail('the service started'),
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal(failed.code, 2);
  assert.match(failed.stderr, /^configuration error: TRUST_PROXY must be .*"not-an-ip" is none of these\n$/);
});
