/**
 * The mailer on its own: an RFC 5322 file per message in the outbox, with a
 * log line naming it; delivery over SMTP to a real server on loopback; a
 * MailNotSentError, never a silent loss, when neither works; and the TLS rule:
 * credentials reach a server that is not on loopback only over TLS, tested
 * against a real SMTP server listening on an address of this machine that is
 * not loopback (the way a remote relay is reached).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createMailer, type MailLog, MailNotSentError, type MailMessage } from '../../src/mail/mailer.js';
import { isLoopbackHost } from '../../src/mail/smtpTls.js';
import { downSmtpUrl, nonLoopbackAddress, readOutbox, SMTP_USER, startSmtpSink } from '../support/mail.js';

const dir = mkdtempSync(join(tmpdir(), 'tojeong-mailer-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function recordingLog(): MailLog & { lines: { level: string; details: Record<string, unknown>; message: string }[] } {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details: details as Record<string, unknown>, message }),
    error: (details, message) => lines.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };
}

const message: MailMessage = {
  to: 'kim@example.com',
  subject: 'API 키 / API key',
  text: '한국어 먼저.\n\nEnglish second: https://api.example.test/keys/confirm?token=abc\n',
  date: new Date('2026-11-21T03:00:00.000Z'),
};

test('outbox: one .eml file per message, readable by the owner only, named in a log line; a mail program reads it back', async () => {
  const outbox = join(dir, 'outbox');
  const log = recordingLog();
  const mailer = createMailer(loadConfig({ MAIL_OUTBOX: outbox }).mail, log);
  assert.equal(mailer.transport, 'outbox');
  await mailer.send(message);
  await mailer.send({ ...message, subject: 'second' });
  const files = await readOutbox(outbox);
  assert.equal(files.length, 2);
  assert.deepEqual(files.map((f) => f.parsed.subject), ['API 키 / API key', 'second'], 'file names sort in sending order');
  const [first] = files;
  assert.match(first!.file, /2026-11-21T03-00-00-000Z-000001-[0-9a-f]{8}\.eml$/);
  assert.equal(statSync(first!.file).mode & 0o777, 0o600);
  assert.equal(statSync(outbox).mode & 0o777, 0o700);
  const raw = first!.raw.toString('latin1');
  assert.ok(!/[^\r]\n/.test(raw), 'CRLF line ends throughout');
  assert.match(raw, /^From: "tojeong-api" <no-reply@localhost>\r$/m);
  assert.match(raw, /^To: kim@example\.com\r$/m);
  assert.match(raw, /^Date: Sat, 21 Nov 2026 03:00:00 \+0000\r$/m);
  assert.match(raw, /^Content-Type: text\/plain; charset=utf-8\r$/m);
  assert.equal(first!.parsed.text, message.text);
  assert.deepEqual(
    log.lines.map((l) => [l.level, l.message, l.details.mailFile]),
    files.map((f) => ['info', 'mail written to the outbox (SMTP_URL is unset)', f.file]),
  );
  assert.ok(!JSON.stringify(log.lines).includes('token=abc'), 'the log names the file, not its link');
  mailer.close();
});

test('outbox: a directory that cannot be written is a MailNotSentError and an error log line', async () => {
  const blocked = join(dir, 'a-file');
  writeFileSync(blocked, 'not a directory');
  const log = recordingLog();
  const mailer = createMailer(loadConfig({ MAIL_OUTBOX: join(blocked, 'outbox') }).mail, log);
  await assert.rejects(mailer.send(message), MailNotSentError);
  assert.equal(log.lines.at(-1)?.level, 'error');
  assert.equal(readFileSync(blocked, 'utf8'), 'not a directory');
});

test('SMTP: delivered to a real server with the URL\'s credentials; a server that is down is a MailNotSentError', async () => {
  const sink = await startSmtpSink();
  try {
    const log = recordingLog();
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'keys@example.test' }).mail, log);
    assert.equal(mailer.transport, 'smtp');
    await mailer.send(message);
    assert.equal(sink.received.length, 1);
    const [mail] = sink.received;
    assert.deepEqual(mail!.recipients, ['kim@example.com']);
    const parsed = await simpleParser(mail!.raw);
    assert.equal(parsed.subject, message.subject);
    assert.equal(parsed.text, message.text);
    assert.equal(parsed.from?.text, 'keys@example.test');
    assert.equal(log.lines.at(-1)?.message, 'mail sent');
    assert.deepEqual(sink.auths, [{ username: SMTP_USER, secure: false }], 'on loopback the credentials may go in clear');
    mailer.close();

    const wrongPassword = createMailer(loadConfig({ SMTP_URL: sink.url.replace('p%40ss', 'nope') }).mail, recordingLog());
    await assert.rejects(wrongPassword.send(message), MailNotSentError);
    wrongPassword.close();
  } finally {
    await sink.close();
  }
  const down = createMailer(loadConfig({ SMTP_URL: await downSmtpUrl() }).mail, recordingLog());
  await assert.rejects(down.send(message), (error: Error) => error instanceof MailNotSentError && /did not accept/.test(error.message));
  down.close();
});

test('TLS: with credentials, a relay that is not loopback and offers no STARTTLS (or had it stripped) never receives AUTH; the send fails', async () => {
  const sink = await startSmtpSink({ host: nonLoopbackAddress() });
  try {
    const log = recordingLog();
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url }).mail, log);
    await assert.rejects(mailer.send(message), MailNotSentError);
    mailer.close();
    assert.deepEqual(sink.auths, [], 'no AUTH reached the server');
    assert.equal(sink.received.length, 0);
    assert.equal(log.lines.at(-1)?.message, 'mail could not be sent');
    assert.match(String((log.lines.at(-1)?.details.err as Error).message), /STARTTLS/, 'the log says why');
  } finally {
    await sink.close();
  }
});

test('TLS: a relay whose STARTTLS certificate nobody vouches for (a man in the middle with his own) never receives AUTH either', async () => {
  const sink = await startSmtpSink({ host: nonLoopbackAddress(), starttls: true });
  try {
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url }).mail, recordingLog());
    await assert.rejects(mailer.send(message), MailNotSentError);
    mailer.close();
    assert.deepEqual(sink.auths, []);
  } finally {
    await sink.close();
  }
});

test('TLS: SMTP_ALLOW_PLAINTEXT_AUTH=true is the operator\'s explicit word: AUTH in clear, and the mail is delivered', async () => {
  const sink = await startSmtpSink({ host: nonLoopbackAddress() });
  try {
    const mailer = createMailer(loadConfig({ SMTP_URL: sink.url, SMTP_ALLOW_PLAINTEXT_AUTH: 'true' }).mail, recordingLog());
    await mailer.send(message);
    mailer.close();
    assert.deepEqual(sink.auths, [{ username: SMTP_USER, secure: false }]);
    assert.equal(sink.received.length, 1);
  } finally {
    await sink.close();
  }
});

test('TLS: SMTP_URL options that would undo it are refused at start-up, without echoing the URL; loopback, no credentials or the opt-out allow them', () => {
  const remote = 'smtp://user:s3cret@relay.example.com:587';
  for (const query of ['requireTLS=false', 'ignoreTLS=true', 'opportunisticTLS=true', 'secured=true', 'tls.rejectUnauthorized=false']) {
    assert.throws(
      () => createMailer(loadConfig({ SMTP_URL: `${remote}?${query}` }).mail, recordingLog()),
      (error: Error) => error instanceof ConfigError && error.message.includes(query.split('=')[0]!) && error.message.includes('SMTP_ALLOW_PLAINTEXT_AUTH') && !error.message.includes('s3cret'),
      query,
    );
    assert.throws(() => createMailer(loadConfig({ SMTP_URL: `${remote.replace('smtp:', 'smtps:')}?${query}` }).mail, recordingLog()), ConfigError, `smtps: ${query}`);
    for (const env of [{ SMTP_URL: `${remote}?${query}`, SMTP_ALLOW_PLAINTEXT_AUTH: 'true' }, { SMTP_URL: `smtp://user:s3cret@127.0.0.1:2525?${query}` }, { SMTP_URL: `smtp://relay.example.com:25?${query}` }]) {
      createMailer(loadConfig(env).mail, recordingLog()).close();
    }
  }
  for (const host of ['localhost', 'LOCALHOST.', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) assert.ok(isLoopbackHost(host), host);
  for (const host of ['relay.example.com', 'localhost.example.com', '127.0.0.1.nip.io', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', '']) assert.ok(!isLoopbackHost(host), host);
  for (const value of ['yes', '1', 'TRUE ']) {
    assert.throws(() => loadConfig({ SMTP_ALLOW_PLAINTEXT_AUTH: value }), /SMTP_ALLOW_PLAINTEXT_AUTH must be true or false/);
  }
  assert.equal(loadConfig({ SMTP_ALLOW_PLAINTEXT_AUTH: 'false' }).mail.allowPlaintextAuth, false);
});

test('TLS: the entry point stops on an SMTP_URL option that would undo it, with exit code 2 and one line that echoes no credential', async () => {
  const failed = await promisify(execFile)(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'src/http/server.ts'], {
    env: { ...process.env, PORT: '0', DATABASE_URL: 'sqlite::memory:', MAIL_OUTBOX: join(dir, 'entry-outbox'), SMTP_URL: 'smtp://keys:s3cret@relay.example.com:587?ignoreTLS=true' },
    timeout: 60_000,
  }).then(
    () => assert.fail('the service started'),
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal(failed.code, 2);
  assert.match(failed.stderr, /^configuration error: SMTP_URL has credentials for a host that is not loopback, .* ignoreTLS would undo that; .*SMTP_ALLOW_PLAINTEXT_AUTH=true[^\n]*\n$/);
  assert.ok(!failed.stderr.includes('s3cret') && !failed.stderr.includes('relay.example.com'));
});

test('configuration: SMTP_URL, MAIL_FROM and PUBLIC_BASE_URL are checked; the link base defaults to http://HOST:PORT', () => {
  assert.equal(loadConfig({}).mail.publicBaseUrl, 'http://127.0.0.1:8080');
  assert.equal(loadConfig({ HOST: '::1', PORT: '9000' }).mail.publicBaseUrl, 'http://[::1]:9000');
  assert.equal(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/tojeong/' }).mail.publicBaseUrl, 'https://api.example.com/tojeong');
  assert.deepEqual(loadConfig({}).mail, { smtpUrl: null, allowPlaintextAuth: false, from: 'tojeong-api <no-reply@localhost>', outbox: 'var/outbox', publicBaseUrl: 'http://127.0.0.1:8080', publicBaseUrlGiven: false });
  for (const env of [{ SMTP_URL: 'mail.example.com:25' }, { MAIL_FROM: 'nobody' }, { PUBLIC_BASE_URL: 'api.example.com' }, { PUBLIC_BASE_URL: 'https://x.example/?a=1' }]) {
    assert.throws(() => loadConfig(env), { name: 'ConfigError' }, JSON.stringify(env));
  }
  assert.throws(() => loadConfig({ SMTP_URL: 'http://user:secret@host' }), (error: Error) => !error.message.includes('secret'), 'the password is not echoed');
});
