/**
 * Sending mail. With SMTP_URL set, nodemailer delivers over SMTP. Without it
 * (the embedded default) nodemailer still builds the RFC 5322 message, which
 * is written as an .eml file into MAIL_OUTBOX and named in a log line: a
 * laptop install works with no mail server, and any mail program opens the
 * file. Either way a message that cannot be handed on is a MailNotSentError,
 * never a silent loss.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import { ConfigError, type MailConfig } from '../config.js';
import { smtpTlsOptions } from './smtpTls.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the only body. */
  text: string;
  /** The Date header: the service's clock, not the machine's. */
  date: Date;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message, or its file is written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The message could not be handed to the SMTP server or written to the outbox. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

/** The part of a pino logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

// A key request waits for its mail; a server that does not answer must not hold it for minutes (nodemailer's defaults).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function smtpMailer(config: MailConfig & { smtpUrl: string }, log: MailLog): Mailer {
  // Credentials only over TLS unless on loopback or allowed (smtpTls.ts); a ConfigError at start-up for options that would undo it.
  const tls = smtpTlsOptions(config.smtpUrl, config.allowPlaintextAuth);
  const transporter = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, ...tls }, { from: config.from });
  return {
    transport: 'smtp',
    async send(message) {
      try {
        const info = await transporter.sendMail(message);
        log.info({ to: message.to, messageId: info.messageId, response: info.response }, 'mail sent');
      } catch (error) {
        log.error({ err: error, to: message.to }, 'mail could not be sent');
        throw new MailNotSentError(`the mail server did not accept the message: ${(error as Error).message}`, { cause: error });
      }
    },
    close: () => transporter.close(),
  };
}

function outboxMailer(outbox: string, from: string, log: MailLog): Mailer {
  // CRLF line ends, as RFC 5322 has them on the wire.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  const directory = resolve(outbox);
  // File names sort in the order the messages were written, within a process
  // (a sequence after the Date, which a fixed clock can repeat), and never clash across processes.
  let sequence = 0;
  return {
    transport: 'outbox',
    async send(message) {
      const stamp = message.date.toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${String(++sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`);
      try {
        const info = await composer.sendMail(message);
        // The message holds a key link: readable by the service's user only.
        await mkdir(directory, { recursive: true, mode: 0o700 });
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        log.error({ err: error, to: message.to, mailFile: file }, 'mail could not be written to the outbox');
        throw new MailNotSentError(`the message could not be written to the outbox ${directory}: ${(error as Error).message}`, { cause: error });
      }
      log.info({ to: message.to, subject: message.subject, mailFile: file }, 'mail written to the outbox (SMTP_URL is unset)');
    },
    close: () => composer.close(),
  };
}

/**
 * With SMTP unset, makes sure at start-up that the outbox can be created and
 * written: otherwise the first key request of an address with an account would
 * be the first to find out (503 MAIL_NOT_SENT).
 */
export async function prepareOutbox(config: MailConfig): Promise<void> {
  if (config.smtpUrl) return;
  const directory = resolve(config.outbox);
  try {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await access(directory, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new ConfigError(
      `MAIL_OUTBOX must be a directory the service can create and write (mail goes there while SMTP_URL is unset); "${config.outbox}" is not: ${(error as Error).message}`,
    );
  }
}

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }, log) : outboxMailer(config.outbox, config.from, log);
}
