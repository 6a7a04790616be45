/**
 * The TLS rule of SMTP: credentials never cross the network in clear. With a
 * user or password in SMTP_URL, the session must be TLS — implicit (`smtps:`)
 * or STARTTLS that must succeed with a certificate Node trusts (nodemailer's
 * `requireTLS`): a relay that offers no STARTTLS, or a man in the middle who
 * strips it or shows his own certificate, gets no AUTH and the send fails.
 * Exempt: a host that is loopback as written (localhost, 127.0.0.0/8, ::1 —
 * the bytes never leave the machine), and SMTP_ALLOW_PLAINTEXT_AUTH=true, the
 * operator's explicit word for a relay that cannot do TLS.
 *
 * The URL is read with nodemailer's own parser, so the host judged here is the
 * host it connects to; and the URL's options win over the transport's in
 * nodemailer, so those that would undo the rule are refused at start-up.
 */
import { BlockList, isIP } from 'node:net';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { ConfigError } from '../config.js';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
// Also matches IPv4-mapped loopback (::ffff:127.0.0.1): BlockList checks the IPv4 inside.
LOOPBACK.addAddress('::1', 'ipv6');

/** A host that is loopback as written: `localhost`, an address of 127.0.0.0/8, or ::1 (no name is resolved to decide). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  if (bare === 'localhost') return true;
  const version = isIP(bare);
  return version !== 0 && LOOPBACK.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

/** SMTP_URL query options that would let credentials go without (verified) TLS, and when each would. */
const UNDOING_OPTIONS: { name: string; undoes(options: Record<string, unknown>): boolean }[] = [
  { name: 'requireTLS', undoes: (o) => 'requireTLS' in o && o.requireTLS !== true },
  { name: 'ignoreTLS', undoes: (o) => Boolean(o.ignoreTLS) },
  { name: 'opportunisticTLS', undoes: (o) => Boolean(o.opportunisticTLS) },
  // "the socket is already TLS": nodemailer would then skip the upgrade.
  { name: 'secured', undoes: (o) => 'secured' in o },
  { name: 'tls.rejectUnauthorized', undoes: (o) => typeof o.tls === 'object' && o.tls !== null && 'rejectUnauthorized' in o.tls && (o.tls as { rejectUnauthorized?: unknown }).rejectUnauthorized !== true },
];

/**
 * The transport options the rule adds to SMTP_URL's: `{requireTLS: true}` for
 * an authenticated plain `smtp:` session to a host that is not loopback,
 * nothing otherwise. A ConfigError (the URL never echoed) for URL options that
 * would undo the rule.
 */
export function smtpTlsOptions(smtpUrl: string, allowPlaintextAuth: boolean): { requireTLS?: true } {
  let options: ReturnType<typeof parseConnectionUrl>;
  try {
    options = parseConnectionUrl(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL must be smtp://USER:PASS@HOST:PORT or smtps://… (the password percent-encoded), got a value of another form');
  }
  const credentials = Boolean(options.auth && (options.auth.user || options.auth.pass));
  if (!credentials || allowPlaintextAuth || isLoopbackHost(options.host ?? '')) return {};
  const undoing = UNDOING_OPTIONS.filter((option) => option.undoes(options as Record<string, unknown>)).map((option) => option.name);
  if (undoing.length > 0) {
    throw new ConfigError(
      `SMTP_URL has credentials for a host that is not loopback, so they are sent over TLS only, and its option ${undoing.join(', ')} would undo that; ` +
        'remove it, or set SMTP_ALLOW_PLAINTEXT_AUTH=true to allow credentials without verified TLS',
    );
  }
  return options.secure ? {} : { requireTLS: true };
}
