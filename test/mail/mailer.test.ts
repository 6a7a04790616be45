/**
 * The mailer on its own: an RFC 5322 file per message in the outbox, with a
 * log line naming it; delivery over SMTP to a real server on loopback; and a
 * MailNotSentError, never a silent loss, when neither works.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../src/config.js';
import { createMailer, type MailLog, MailNotSentError, type MailMessage } from '../../src/mail/mailer.js';
import { downSmtpUrl, readOutbox, startSmtpSink } from '../support/mail.js';

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

test('configuration: SMTP_URL, MAIL_FROM and PUBLIC_BASE_URL are checked; the link base defaults to http://HOST:PORT', () => {
  assert.equal(loadConfig({}).mail.publicBaseUrl, 'http://127.0.0.1:8080');
  assert.equal(loadConfig({ HOST: '::1', PORT: '9000' }).mail.publicBaseUrl, 'http://[::1]:9000');
  assert.equal(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/tojeong/' }).mail.publicBaseUrl, 'https://api.example.com/tojeong');
  assert.deepEqual(loadConfig({}).mail, { smtpUrl: null, from: 'tojeong-api <no-reply@localhost>', outbox: 'var/outbox', publicBaseUrl: 'http://127.0.0.1:8080', publicBaseUrlGiven: false });
  for (const env of [{ SMTP_URL: 'mail.example.com:25' }, { MAIL_FROM: 'nobody' }, { PUBLIC_BASE_URL: 'api.example.com' }, { PUBLIC_BASE_URL: 'https://x.example/?a=1' }]) {
    assert.throws(() => loadConfig(env), { name: 'ConfigError' }, JSON.stringify(env));
  }
  assert.throws(() => loadConfig({ SMTP_URL: 'http://user:secret@host' }), (error: Error) => !error.message.includes('secret'), 'the password is not echoed');
});
