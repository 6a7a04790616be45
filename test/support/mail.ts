/**
 * Mail for tests: a real SMTP server on loopback (smtp-server) that keeps what
 * it receives, a reader of the outbox directory, and the key link of a message.
 * Messages are parsed with mailparser, as a mail program would read them.
 */
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './freePort.js';

export interface ReceivedMail {
  /** RCPT TO addresses of the envelope. */
  recipients: string[];
  /** The message as it arrived (RFC 5322). */
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** SMTP_URL for the service, with the credentials the sink requires. */
  url: string;
  received: ReceivedMail[];
  /** Every AUTH the sink received (before it checked the credentials), and whether it came over TLS. */
  auths: { username: string; secure: boolean }[];
  /**
   * Refuse every recipient with a 550 from now on (a server that will not take
   * the message), in a relay's words: `RELAY_REFUSAL`, which names an internal host.
   */
  refuseRecipients: boolean;
  close(): Promise<void>;
}

/** What the sink's refusal says: a relay's text, with a host name that must never reach a client. */
export const RELAY_REFUSAL = 'User unknown in virtual mailbox table (mx-int-03.corp.internal)';

export interface SmtpSinkOptions {
  /** The address to listen on and to name in the URL; 127.0.0.1 unless given (see nonLoopbackAddress). */
  host?: string;
  /**
   * Offer STARTTLS (with this key and certificate; smtp-server's own
   * self-signed one for `true`). Without it the sink offers none: plain SMTP
   * that still takes AUTH PLAIN/LOGIN in clear, so a client that sends
   * credentials without TLS is seen doing it.
   */
  starttls?: boolean | { key: string | Buffer; cert: string | Buffer };
}

export const SMTP_USER = 'tojeong';
export const SMTP_PASSWORD = 'p@ss word';

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedMail[] = [];
  const auths: SmtpSink['auths'] = [];
  const sink = { received, auths, refuseRecipients: false };
  const tls = typeof options.starttls === 'object' ? options.starttls : {};
  const server = new SMTPServer({
    // AUTH PLAIN/LOGIN even in clear: what the URL's credentials exercise, and what a careless server would take.
    ...(options.starttls ? tls : { disabledCommands: ['STARTTLS'] }),
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      auths.push({ username: auth.username ?? '', secure: session.secure });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('invalid credentials'));
    },
    onRcptTo(address, _session, callback) {
      if (sink.refuseRecipients) {
        const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected: ${RELAY_REFUSAL}`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, host);
  await once(server.server, 'listening');
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the SMTP sink did not get a port');
  return Object.assign(sink, {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Every message in an outbox directory, oldest first, with its file name. */
export async function readOutbox(directory: string): Promise<{ file: string; raw: Buffer; parsed: ParsedMail }[]> {
  let files: string[];
  try {
    files = readdirSync(directory).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(directory, file));
      return { file: join(directory, file), raw, parsed: await simpleParser(raw) };
    }),
  );
}

/** The recipients of a parsed message, lower case. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** The one key link in a message's text: its URL and token. */
export function keyLinkIn(mail: ParsedMail): { url: string; token: string } {
  const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/keys\/confirm\?token=([A-Za-z0-9_-]+)/g)];
  const urls = new Set(links.map((m) => m[0]));
  if (urls.size !== 1) throw new Error(`expected one key link in the mail, found ${urls.size}:\n${mail.text}`);
  return { url: links[0]![0], token: links[0]![1]! };
}

/** SMTP_URL of a loopback port with nothing listening: a mail server that is down. */
export async function downSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}

/**
 * An address of this machine that is not loopback (its first non-internal
 * IPv4, else IPv6 address): an SMTP server listening there is reached the way
 * a remote relay is, through a host the mailer may not treat as local.
 */
export function nonLoopbackAddress(): string {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const usable = addresses.filter((a) => !a.internal && !(a.family === 'IPv6' && a.scopeid));
  const found = usable.find((a) => a.family === 'IPv4') ?? usable[0];
  if (!found) throw new Error('this machine has no address but loopback; the SMTP TLS tests need one to stand for a remote relay');
  return found.address;
}
