/**
 * mail-tls: the compiled service with SMTP_URL credentials for relays reached
 * the way a remote relay is (an address of this machine that is not loopback),
 * each relay a real SMTP server that takes AUTH even in clear and records every
 * one. Key requests for accounts that exist make the service mail a key link:
 * 1. a relay that offers no STARTTLS: every answer 503 MAIL_NOT_SENT, no AUTH;
 * 2. a man in the middle who strips STARTTLS (a proxy that removes it from the
 *    EHLO answer and refuses the command) in front of a relay that offers it:
 *    the same, and no AUTH in any byte the service sent;
 * 3. a relay whose STARTTLS certificate nobody vouches for (a man in the middle
 *    with his own): the same;
 * 4. a relay with a certificate the service trusts (made with openssl for the
 *    address, given as NODE_EXTRA_CA_CERTS; skipped and said so without
 *    openssl): every answer 202, every AUTH over TLS, every mail delivered;
 * and in 1–3 no answer holds the relay's or nodemailer's words.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nonLoopbackAddress, type SmtpSink, startSmtpSink } from '../support/mail.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import { sqliteBackend, type Storage } from '../support/storage.js';
import { ask, businessAccount, type Check, type CheckResult, describeAnswer, storageEnv, Tally } from './support.js';

function scale(short: boolean) {
  return { requests: short ? 3 : 10 };
}

/** Words of the relay or of nodemailer that would show a client what is behind the service. */
const UPSTREAM_WORDS = /STARTTLS|ETLS|certificate|self[- ]signed|ECONN|EAUTH|smtp|\d{3} \d\.\d\.\d|127\.0\.0\.1|\b\d{1,3}(\.\d{1,3}){3}\b/i;

/**
 * A man in the middle who strips STARTTLS: it removes the word from the
 * relay's EHLO answer and answers the command itself with a refusal, so a
 * client that goes on does so in clear. It keeps every line the client sent.
 */
async function startStrippingProxy(listenHost: string, relay: { host: string; port: number }): Promise<{ url: (userinfo: string) => string; clientLines: string[]; close(): Promise<void> }> {
  const clientLines: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    const upstream = createConnection(relay.port, relay.host);
    sockets.add(upstream);
    upstream.on('data', (chunk: Buffer) => client.write(chunk.toString('latin1').replace(/STARTTLS/g, 'X-STRIPPED'), 'latin1'));
    let pending = '';
    client.on('data', (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      let end;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end + 1);
        pending = pending.slice(end + 1);
        clientLines.push(line.trimEnd());
        if (/^STARTTLS\r?\n$/i.test(line)) client.write('454 4.7.0 TLS not available due to temporary reason\r\n');
        else upstream.write(line, 'latin1');
      }
    });
    const closeBoth = () => (client.destroy(), upstream.destroy());
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);
  });
  server.listen(0, listenHost);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: (userinfo) => `smtp://${userinfo}@${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${port}`,
    clientLines,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A key and certificate for `address` (subjectAltName IP), self-signed, made with openssl; null without openssl. */
function certificateFor(address: string, directory: string): { key: string; cert: string; certFile: string } | null {
  const keyFile = join(directory, 'relay.key');
  const certFile = join(directory, 'relay.crt');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=tojeong reliability relay', '-addext', `subjectAltName=IP:${address}`, '-keyout', keyFile, '-out', certFile], {
      stdio: 'ignore',
    });
  } catch {
    return null;
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

interface Case {
  name: string;
  smtpUrl: string;
  /** Extra environment of the service (NODE_EXTRA_CA_CERTS). */
  env?: Record<string, string>;
  /** What every key request must be answered: refused (503 MAIL_NOT_SENT, no AUTH) or delivered (202, AUTH over TLS). */
  expect: 'refused' | 'delivered';
  relay: SmtpSink;
  /** For the stripping proxy: the lines the service sent. */
  clientLines?: string[];
}

async function runCase(c: Case, index: number, storage: Storage, requests: number, violations: string[]): Promise<string> {
  let service: ServiceProcess | null = null;
  try {
    // Each request from its own client (X-Forwarded-For, trusted here; a failed send counts against its client) for its own account: no limit stops them.
    service = await startService({ ...storageEnv(storage), SMTP_URL: c.smtpUrl, TRUST_PROXY: 'true', ...c.env }, { compiled: true });
    const tally = new Tally();
    const leaks: string[] = [];
    for (let i = 0; i < requests; i++) {
      const { email } = await businessAccount(storage, 1000, 100, `tls-${c.expect}`);
      const answer = await ask(`${service.baseUrl}/v1/keys/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.35.${index}.${i}`, ...(i % 2 ? { 'accept-language': 'ko' } : {}) },
        body: JSON.stringify({ email }),
      });
      tally.add(describeAnswer(answer));
      const message = (answer?.body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
      if (UPSTREAM_WORDS.test(message)) leaks.push(message);
    }
    const auths = c.relay.auths;
    const clear = auths.filter((a) => !a.secure).length;
    const authLines = (c.clientLines ?? []).filter((line) => /^AUTH\b/i.test(line)).length;
    const starttlsLines = (c.clientLines ?? []).filter((line) => /^STARTTLS$/i.test(line)).length;
    if (c.expect === 'refused') {
      if (tally.get('503 MAIL_NOT_SENT') !== requests) violations.push(`${c.name}: key requests answered ${tally} (expected all 503 MAIL_NOT_SENT)`);
      if (auths.length > 0 || authLines > 0) violations.push(`${c.name}: the relay received ${auths.length} AUTH (${clear} in clear), the service sent ${authLines} AUTH lines`);
      if (c.relay.received.length > 0) violations.push(`${c.name}: ${c.relay.received.length} mails delivered`);
    } else {
      if (tally.get('202') !== requests) violations.push(`${c.name}: key requests answered ${tally} (expected all 202)`);
      if (auths.length !== requests || clear > 0) violations.push(`${c.name}: ${auths.length} AUTH for ${requests} mails, ${clear} in clear`);
      if (c.relay.received.length !== requests) violations.push(`${c.name}: ${c.relay.received.length} of ${requests} mails delivered`);
    }
    if (leaks.length > 0) violations.push(`${c.name}: answers hold upstream words: ${leaks.slice(0, 3).map((m) => JSON.stringify(m)).join('; ')}`);
    return `${c.name}: ${tally}, AUTH received ${auths.length} (${clear} in clear)${c.clientLines ? `, lines sent: STARTTLS ${starttlsLines} (each refused by the proxy), AUTH ${authLines}` : ''}, mails ${c.relay.received.length}`;
  } finally {
    await service?.stop();
  }
}

async function run(short: boolean): Promise<CheckResult> {
  const s = scale(short);
  const violations: string[] = [];
  const lines: string[] = [];
  const host = nonLoopbackAddress();
  const directory = mkdtempSync(join(tmpdir(), 'tojeong-reliability-tls-'));
  const storage = await sqliteBackend.open();
  const closers: Array<() => Promise<void>> = [];
  try {
    const userinfo = (url: string) => /^smtp:\/\/([^@]*)@/.exec(url)![1]!;
    const plain = await startSmtpSink({ host });
    closers.push(() => plain.close());
    const behindProxy = await startSmtpSink({ starttls: true });
    closers.push(() => behindProxy.close());
    const proxy = await startStrippingProxy(host, { host: '127.0.0.1', port: Number(new URL(behindProxy.url).port) });
    closers.push(() => proxy.close());
    const untrusted = await startSmtpSink({ host, starttls: true });
    closers.push(() => untrusted.close());
    const cases: Case[] = [
      { name: 'no STARTTLS', smtpUrl: plain.url, expect: 'refused', relay: plain },
      { name: 'STARTTLS stripped', smtpUrl: proxy.url(userinfo(behindProxy.url)), expect: 'refused', relay: behindProxy, clientLines: proxy.clientLines },
      { name: 'untrusted certificate', smtpUrl: untrusted.url, expect: 'refused', relay: untrusted },
    ];
    const certificate = certificateFor(host, directory);
    if (certificate) {
      const trusted = await startSmtpSink({ host, starttls: { key: certificate.key, cert: certificate.cert } });
      closers.push(() => trusted.close());
      cases.push({ name: 'trusted certificate', smtpUrl: trusted.url, env: { NODE_EXTRA_CA_CERTS: certificate.certFile }, expect: 'delivered', relay: trusted });
    }
    for (const [index, c] of cases.entries()) {
      try {
        lines.push(await runCase(c, index, storage, s.requests, violations));
      } catch (error) {
        violations.push(`${c.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
    if (!certificate) lines.push('trusted certificate: skipped (openssl is not installed)');
  } finally {
    for (const close of closers.reverse()) await close();
    await storage.cleanup();
    rmSync(directory, { recursive: true, force: true });
  }
  return { figures: `mail-tls (SQLite; relays at ${host}, ${s.requests} key requests each): ${lines.join('; ')}`, violations };
}

export const mailTlsCheck: Check = { name: 'mail-tls', run };
