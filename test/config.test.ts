import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../src/config.js';
import { prepareOutbox } from '../src/mail/mailer.js';

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

test('HOST is an IP address literal or localhost; a name is refused without a look-up', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1');
  for (const host of ['0.0.0.0', '192.168.0.10', '::', '::1', 'fe80::1%eth0', 'localhost']) assert.equal(loadConfig({ HOST: host }).host, host);
  // A URL has no zone index: the default link base names the address without it (new URL() refuses it).
  assert.equal(loadConfig({ HOST: 'fe80::1%eth0' }).mail.publicBaseUrl, 'http://[fe80::1]:8080');
  for (const host of ['not-a-host.invalid', 'example.com', '127.1', '[::1]', ' 127.0.0.1', '127.0.0.1:8080', '256.0.0.1', 'LOCALHOST']) {
    assert.equal(configError({ HOST: host }), `HOST must be an IP address to bind (127.0.0.1, 0.0.0.0, ::1, ::) or localhost, got "${host}"`);
  }
});

test('REDIS_KEY_PREFIX is 1 to 64 printable ASCII characters without spaces', () => {
  assert.equal(loadConfig({}).redisKeyPrefix, 'tojeong:');
  assert.equal(loadConfig({ REDIS_KEY_PREFIX: '' }).redisKeyPrefix, 'tojeong:');
  assert.equal(loadConfig({ REDIS_KEY_PREFIX: 'staging:tojeong:' }).redisKeyPrefix, 'staging:tojeong:');
  assert.equal(loadConfig({ REDIS_KEY_PREFIX: 'p'.repeat(64) }).redisKeyPrefix, 'p'.repeat(64));
  for (const prefix of ['two words:', 'tab\t', 'line\nbreak', '토정:', 'p'.repeat(65), ' ']) {
    assert.match(configError({ REDIS_KEY_PREFIX: prefix }), /^REDIS_KEY_PREFIX must be 1 to 64 printable ASCII characters without spaces/, JSON.stringify(prefix));
  }
});

test('PORTONE_STORE_ID and PORTONE_API_SECRET are printable ASCII; the secret is never echoed', () => {
  assert.deepEqual(loadConfig({}).portone, { apiSecret: null, apiBase: null, storeId: null, webhookSecret: null });
  const set = loadConfig({ PORTONE_STORE_ID: 'store-4b6b8b5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', PORTONE_API_SECRET: 'Abc123+/=_-' }).portone;
  assert.deepEqual([set.storeId, set.apiSecret], ['store-4b6b8b5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'Abc123+/=_-']);
  for (const value of [' ', 'store id', 'store\n', '상점', 's'.repeat(1001)]) {
    assert.match(configError({ PORTONE_STORE_ID: value }), /^PORTONE_STORE_ID must be the value PortOne shows/, JSON.stringify(value));
    const message = configError({ PORTONE_API_SECRET: value });
    assert.match(message, /^PORTONE_API_SECRET must be the value PortOne shows.*got a value of another form$/, JSON.stringify(value));
  }
  assert.ok(!configError({ PORTONE_API_SECRET: 'secret with-a-space' }).includes('with-a-space'), 'the secret is not echoed');
});

test('MAIL_OUTBOX is created at start-up, or refused naming the variable when it cannot be', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tojeong-config-outbox-'));
  try {
    const outbox = join(dir, 'nested', 'outbox');
    await prepareOutbox(loadConfig({ MAIL_OUTBOX: outbox }).mail);
    assert.ok(statSync(outbox).isDirectory());
    assert.equal(statSync(outbox).mode & 0o777, 0o700, 'only the service\'s user may read the key links in it');
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a directory');
    for (const path of [file, join(file, 'outbox')]) {
      await assert.rejects(prepareOutbox(loadConfig({ MAIL_OUTBOX: path }).mail), (error: unknown) => {
        assert.ok(error instanceof ConfigError, String(error));
        assert.ok(error.message.startsWith(`MAIL_OUTBOX must be a directory the service can create and write (mail goes there while SMTP_URL is unset); "${path}" is not: `), error.message);
        return true;
      });
    }
    // With SMTP the outbox is not used, so it is not touched either.
    const unused = join(dir, 'unused');
    await prepareOutbox(loadConfig({ MAIL_OUTBOX: unused, SMTP_URL: 'smtp://127.0.0.1:2525' }).mail);
    assert.throws(() => statSync(unused), { code: 'ENOENT' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Runs the entry point with `env` added; resolves with its exit code and standard error once it has stopped. */
async function entryPointFailure(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'src/http/server.ts'], { env: { ...process.env, PORT: '0', ...env }, timeout: 60_000 }).then(
    () => assert.fail('the service started'),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

test('the entry point turns an unknown HOST and an unwritable MAIL_OUTBOX into exit code 2 and a one-line message, without a stack trace', async () => {
  const host = await entryPointFailure({ HOST: 'not-a-host.invalid' });
  assert.equal(host.code, 2);
  assert.equal(host.stderr, 'configuration error: HOST must be an IP address to bind (127.0.0.1, 0.0.0.0, ::1, ::) or localhost, got "not-a-host.invalid"\n');
  const dir = mkdtempSync(join(tmpdir(), 'tojeong-config-outbox-'));
  try {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a directory');
    const outbox = await entryPointFailure({ MAIL_OUTBOX: join(blocked, 'outbox'), SMTP_URL: '', DATABASE_URL: 'sqlite::memory:' });
    assert.equal(outbox.code, 2);
    assert.match(outbox.stderr, /^configuration error: MAIL_OUTBOX must be a directory the service can create and write .*"[^\n]*\/a-file\/outbox" is not: [^\n]*\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the entry point turns a bad TRUST_PROXY into exit code 2 and a one-line message, without a stack trace', async () => {
  const failed = await run(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'src/http/server.ts'], {
    env: { ...process.env, TRUST_PROXY: 'not-an-ip', PORT: '0' },
  }).then(
    () => assert.fail('the service started'),
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal(failed.code, 2);
  assert.match(failed.stderr, /^configuration error: TRUST_PROXY must be .*"not-an-ip" is none of these\n$/);
});

test('CORS_ORIGINS is a comma-separated list of exact origins as browsers send them; unset is none', () => {
  assert.deepEqual(loadConfig({}).corsOrigins, []);
  assert.deepEqual(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins, []);
  assert.deepEqual(loadConfig({ CORS_ORIGINS: 'https://app.example.com' }).corsOrigins, ['https://app.example.com']);
  assert.deepEqual(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:3000,http://[::1]:8080' }).corsOrigins, [
    'https://app.example.com',
    'http://localhost:3000',
    'http://[::1]:8080',
  ]);
  const prefix = 'CORS_ORIGINS must be a comma-separated list of origins (https://app.example.com, http://localhost:3000); ';
  for (const [value, bad, problem] of [
    ['*', '*', 'is not accepted: list each origin allowed'],
    ['https://app.example.com, *', '*', 'is not accepted'],
    ['app.example.com', 'app.example.com', 'is not an origin (scheme://host[:port])'],
    ['null', 'null', 'is not an origin'],
    ['ftp://files.example.com', 'ftp://files.example.com', 'is not an http or https origin'],
    ['https://app.example.com/', 'https://app.example.com/', 'write https://app.example.com'],
    ['https://app.example.com/path', 'https://app.example.com/path', 'write https://app.example.com'],
    ['https://App.Example.com', 'https://App.Example.com', 'write https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com:443', 'write https://app.example.com'],
    ['https://user@app.example.com', 'https://…@app.example.com', 'write https://app.example.com'],
    ['https://app.example.com,', '', 'is not an origin'],
  ] as const) {
    const message = configError({ CORS_ORIGINS: value });
    assert.ok(message.startsWith(`${prefix}"${bad}" `) && message.includes(problem), message);
  }
});

test('the entry point turns a bad CORS_ORIGINS into exit code 2 and a one-line message naming the variable', async () => {
  const failed = await entryPointFailure({ CORS_ORIGINS: 'https://app.example.com/' });
  assert.equal(failed.code, 2);
  assert.match(failed.stderr, /^configuration error: CORS_ORIGINS must be .*"https:\/\/app\.example\.com\/" is not an origin as browsers send it .*: write https:\/\/app\.example\.com\n$/);
});

// Issue 35: every URL setting is read at start-up as its client (nodemailer, pg, ioredis) reads it, and no
// message shows a user or password. PASSWORD marks the secret part in each value below.
const PASSWORD = 'Pw9sEcReT';

test('SMTP_URL, DATABASE_URL and REDIS_URL in the forms their clients read are accepted as written', () => {
  for (const url of [
    `smtp://user:${PASSWORD}@mail.example.com:587`,
    `smtps://user%40example.com:${encodeURIComponent(`${PASSWORD}/?#@:`)}@mail.example.com:465`,
    `smtp://user:p@ss${PASSWORD}@mail.example.com:587`,
    'smtp://127.0.0.1:2525',
    'smtp://[::1]:2525/',
    `smtp://user:${PASSWORD}@mail.example.com:587?pool=true`,
  ]) {
    assert.equal(loadConfig({ SMTP_URL: url }).mail.smtpUrl, url, url);
  }
  for (const url of [
    'sqlite:./var/tojeong.db',
    'sqlite::memory:',
    'sqlite:/srv/tojeong/tojeong.db',
    'sqlite:var/tojeong.db',
    `postgres://tojeong:${PASSWORD}@127.0.0.1:5432/tojeong`,
    `postgresql://tojeong:${encodeURIComponent(`${PASSWORD}/?#`)}@db.example.com/tojeong?sslmode=require`,
    'postgres://postgres@127.0.0.1:5432/x',
    `postgres://tojeong:${PASSWORD}@/tojeong`,
    'postgres:///tojeong?host=/var/run/postgresql',
    'postgres://[::1]:5432/tojeong',
  ]) {
    assert.equal(loadConfig({ DATABASE_URL: url }).databaseUrl, url, url);
  }
  for (const url of ['redis://127.0.0.1:6379', `redis://:${PASSWORD}@127.0.0.1:6379/2`, `rediss://default:${PASSWORD}@cache.example.com:6380`, 'redis://[::1]:6379/']) {
    assert.equal(loadConfig({ REDIS_URL: url }).redisUrl, url, url);
  }
});

test('a URL setting its client would refuse or misread stops start-up with a message naming it and what is wrong, never a credential', () => {
  const unencoded = "its user or password holds an unencoded '/', '?' or '#'";
  for (const [name, value, problem] of [
    ['SMTP_URL', `smtp://user:pa/${PASSWORD}@mail.example.com:587`, unencoded],
    ['SMTP_URL', `smtp://user:pa#${PASSWORD}@mail.example.com:587`, unencoded],
    ['SMTP_URL', `smtp://user:pa?${PASSWORD}@mail.example.com:587`, unencoded],
    // Read by the parser as host "user", port 12 and a path: mail would go elsewhere, without the password.
    ['SMTP_URL', `smtp://user:12/${PASSWORD}@mail.example.com:587`, unencoded],
    ['SMTP_URL', `smtp://user:12#${PASSWORD}@mail.example.com:587`, unencoded],
    ['SMTP_URL', `smtp://user:${PASSWORD}@mail.example.com:99999`, 'its port must be a number from 1 to 65535'],
    ['SMTP_URL', `smtp://user:${PASSWORD}@mail.example.com:0`, 'its port must be a number from 1 to 65535'],
    ['SMTP_URL', `smtp://user:${PASSWORD}@:587`, 'is not a URL'],
    ['SMTP_URL', `smtp://user:${PASSWORD}@mail.example.com:587/inbox`, 'has a path'],
    ['SMTP_URL', `smtp://user:${PASSWORD}@mail.example.com:587#x`, 'has a fragment'],
    ['SMTP_URL', `smtp://user:pa ss${PASSWORD}@mail.example.com:587`, 'a space or control character'],
    ['SMTP_URL', `smtp://user:pa\tss${PASSWORD}@mail.example.com:587`, 'a space or control character'],
    ['SMTP_URL', `http://user:${PASSWORD}@mail.example.com`, 'its scheme is "http:"'],
    ['SMTP_URL', `user:${PASSWORD}@mail.example.com:587`, 'it does not start with smtp:// or smtps://'],
    ['DATABASE_URL', `ftp://u:${PASSWORD}@h/x`, 'its scheme is "ftp:"'],
    ['DATABASE_URL', `mysql://u:${PASSWORD}@h/x`, 'its scheme is "mysql:"'],
    ['DATABASE_URL', `u:${PASSWORD}@h/x`, 'it does not start with sqlite: or postgres://'],
    ['DATABASE_URL', `sqlite://u:${PASSWORD}@h/x`, 'sqlite: is followed by a file path'],
    ['DATABASE_URL', 'sqlite://var/tojeong.db', 'sqlite: is followed by a file path'],
    ['DATABASE_URL', 'sqlite:', 'sqlite: is followed by a file path'],
    ['DATABASE_URL', `postgres://u:se/${PASSWORD}@127.0.0.1:5432/x`, unencoded],
    ['DATABASE_URL', `postgres://u:se#${PASSWORD}@127.0.0.1:5432/x`, unencoded],
    ['DATABASE_URL', `postgres://u:${PASSWORD}@127.0.0.1:99999/x`, 'its port must be a number from 1 to 65535'],
    ['DATABASE_URL', `postgres://u:${PASSWORD}@127.0.0.1:5432/x#y`, 'has a fragment'],
    ['DATABASE_URL', `postgres://u:${PASSWORD}@127.0.0.1:5432/x?sslrootcert=/nonexistent/${PASSWORD}.pem`, 'sslrootcert'],
    ['REDIS_URL', `redis://:pa/${PASSWORD}@127.0.0.1:6379`, unencoded],
    ['REDIS_URL', `redis://:pa?${PASSWORD}@127.0.0.1:6379`, unencoded],
    ['REDIS_URL', `redis://:${PASSWORD}@127.0.0.1:6379/cache`, 'its path must be a database number'],
    ['REDIS_URL', `redis://:${PASSWORD}@127.0.0.1:65536`, 'its port must be a number from 1 to 65535'],
    ['REDIS_URL', `redis://:${PASSWORD}@/0`, 'is not a URL'],
    ['REDIS_URL', `redis://`, 'names no host'],
    ['REDIS_URL', `http://:${PASSWORD}@127.0.0.1:6379`, 'its scheme is "http:"'],
    ['PUBLIC_BASE_URL', `https://user:${PASSWORD}@api.example.com`, 'user or password'],
    ['PORTONE_API_BASE', `https://user:${PASSWORD}@api.portone.io`, 'user or password'],
    ['PORTONE_API_BASE', `https://user:${PASSWORD}@api.portone.io/v2`, 'must be an origin'],
    ['CORS_ORIGINS', `https://user:${PASSWORD}@app.example.com`, 'write https://app.example.com'],
  ] as const) {
    const message = configError({ [name]: value });
    assert.ok(message.startsWith(`${name} `), message);
    assert.ok(message.includes(problem), `${name}=${value}: ${message}`);
    assert.ok(!message.includes(PASSWORD) && !message.includes(PASSWORD.slice(2)), `${name}=${value}: the credential is echoed: ${message}`);
    assert.ok(!message.includes('\n'), message);
  }
});

test('the entry point refuses an SMTP_URL, DATABASE_URL or REDIS_URL it cannot use with exit code 2 and one line naming it, never printing the password', async () => {
  for (const [name, value] of [
    ['SMTP_URL', `smtp://user:pa/${PASSWORD}@mail.example.com:587`],
    ['SMTP_URL', `smtp://user:pa#${PASSWORD}@mail.example.com:587`],
    ['SMTP_URL', `smtp://user:pa?${PASSWORD}@mail.example.com:587`],
    ['DATABASE_URL', `ftp://u:${PASSWORD}@h/x`],
    ['DATABASE_URL', `postgres://u:se/${PASSWORD}@127.0.0.1:5432/x`],
    ['REDIS_URL', `redis://:pa/${PASSWORD}@127.0.0.1:6379`],
  ] as const) {
    const failed = await entryPointFailure({ DATABASE_URL: 'sqlite::memory:', [name]: value });
    const output = failed.stdout + failed.stderr;
    assert.equal(failed.code, 2, `${name}=${value}: ${output}`);
    assert.match(failed.stderr, new RegExp(`^configuration error: ${name} [^\\n]*\\n$`), `${name}=${value}: one line naming the variable`);
    assert.ok(!output.includes(PASSWORD.slice(2)), `${name}=${value}: the password is printed: ${output}`);
  }
});

test('DATABASE_URL=sqlite://USER:PASSWORD@HOST/PATH is refused, and no directory is made at the filesystem root', async () => {
  const unique = `${PASSWORD}${process.pid}x${Date.now()}`;
  const root = `/u:${unique}@h`;
  try {
    const failed = await entryPointFailure({ DATABASE_URL: `sqlite://u:${unique}@h/x` });
    const output = failed.stdout + failed.stderr;
    assert.equal(failed.code, 2, output);
    assert.match(failed.stderr, /^configuration error: DATABASE_URL [^\n]*sqlite: is followed by a file path[^\n]*\n$/);
    assert.ok(!output.includes(unique), output);
    assert.throws(() => statSync(root), { code: 'ENOENT' }, `${root} was created`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a busy port is one line naming the port and the variable to change, exit 2, no stack trace (issue 38)', async () => {
  const { createServer } = await import('node:net');
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    const busy = await entryPointFailure({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', GWAE_EDITION: '' });
    assert.equal(busy.code, 2);
    assert.equal(busy.stderr, `cannot listen: port ${port} on 127.0.0.1 is in use by another process; set PORT to another (e.g. PORT=${port + 1} npm start)\n`);
  } finally {
    blocker.close();
  }
});
