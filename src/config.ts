import type { GwaeEditionChoice } from './tojeong/text/load.js';

/**
 * Configuration comes from environment variables only. Each variable is listed
 * here once with its default, and in the README's configuration table. Every
 * variable is checked at start-up, so a bad value stops it with a message
 * naming the variable, never later with a stack trace: its form here, and what
 * needs a file or a library when buildApp starts, before anything is opened —
 * the edition file of GWAE_EDITION (EditionError), the PORTONE_WEBHOOK_SECRET
 * (billing/webhookSignature.ts) and the MAIL_OUTBOX directory (mail/mailer.ts),
 * each a ConfigError but the edition.
 */
import { isIP } from 'node:net';
import { isValidEmail, normalizeEmail } from './accounts/email.js';
import { type CredentialUrlRule, credentialUrlProblem, holdsCredentials, parsedOrNull, POSTGRES_URL_RULE, REDIS_URL_RULE, shownUrl, SMTP_URL_RULE } from './configUrls.js';

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Which gwae text to serve: the default edition built into data/gwae/, an edition file, or none. */
  gwaeEdition: GwaeEditionChoice;
  /** `sqlite:PATH` (embedded, the default) or `postgres://…`. */
  databaseUrl: string;
  /** When set, per-minute limits are shared through this Redis; otherwise kept in process. */
  redisUrl: string | null;
  /** Prefix of every Redis key the service writes, so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** Which proxies may set the client address (X-Forwarded-For): none, all, the nearest N hops, or the listed addresses/CIDRs. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** PortOne V2; payment confirmation is ready only when apiSecret is set. */
  portone: { apiSecret: string | null; apiBase: string | null; storeId: string | null; webhookSecret: string | null };
  /** Where the business plan is arranged (GET /v1/billing/plans); null when not configured. */
  contactEmail: string | null;
  /** Mail with key links (src/mail). */
  mail: MailConfig;
  /** Slow and idle clients, in milliseconds (see src/http/transport/connectionLimits.ts). */
  timeouts: { requestMs: number; keepAliveMs: number };
  /** Origins of browser pages on other sites allowed to call the API (CORS); empty: no CORS headers at all. */
  corsOrigins: string[];
}

export interface MailConfig {
  /** nodemailer SMTP URL; null: each message is written to `outbox` as an .eml file instead. */
  smtpUrl: string | null;
  /** SMTP_ALLOW_PLAINTEXT_AUTH=true: the URL's credentials may go without TLS to a host that is not loopback (src/mail/smtpTls.ts). */
  allowPlaintextAuth: boolean;
  /** The From header. */
  from: string;
  /** Directory of .eml files when smtpUrl is null. */
  outbox: string;
  /** Where links in mails point (origin and optional path prefix, no trailing slash): PUBLIC_BASE_URL, or http://HOST:PORT. */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was set: publicBaseUrl is the operator's word, not a default (src/publicBaseUrl.ts). */
  publicBaseUrlGiven: boolean;
}

/** The value of GWAE_EDITION that runs the service without the gwae text. */
const NO_GWAE_EDITION = 'none';

/** The embedded database used when DATABASE_URL is unset (relative to the working directory). */
const DEFAULT_DATABASE_URL = 'sqlite:./var/tojeong.db';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integerFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function databaseUrlFrom(env: NodeJS.ProcessEnv): string {
  const url = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const form = 'sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE (the password percent-encoded)';
  if (url.startsWith('sqlite:')) {
    // sqlite://USER:PASSWORD@HOST/x would be the path //USER:PASSWORD@HOST/x: a directory at the filesystem root.
    if (url === 'sqlite:' || url.startsWith('sqlite://')) {
      throw new ConfigError(`DATABASE_URL must be ${form}: sqlite: is followed by a file path (sqlite:./var/tojeong.db, sqlite:/srv/tojeong/tojeong.db), not //HOST or a user and password`);
    }
    return url;
  }
  return credentialUrlFrom('DATABASE_URL', url, POSTGRES_URL_RULE, form);
}

function credentialUrlFrom(name: string, raw: string, rule: CredentialUrlRule, form: string): string {
  const problem = credentialUrlProblem(raw, rule);
  if (problem !== null) throw new ConfigError(`${name} must be ${form}: ${problem}`);
  return raw;
}

function redisUrlFrom(env: NodeJS.ProcessEnv): string | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  return credentialUrlFrom('REDIS_URL', url, REDIS_URL_RULE, 'redis://[:PASSWORD@]HOST:PORT[/DB] or rediss://… (the password percent-encoded)');
}

// Only a proxy the operator names may set the client address through
// X-Forwarded-For; otherwise anyone could pick the address the per-IP key
// request limit counts against.
function trustProxyFrom(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy addresses, CIDRs or range names (10.0.0.1, 10.0.0.0/8, ::1, loopback); "${bad}" is none of these`,
    );
  }
  return entries.join(',');
}

// The names proxy-addr (Fastify's trustProxy) knows for whole ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, an address with a prefix length that fits it (10.0.0.0/8, fd00::/8), or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix of 0 would trust every address: that is TRUST_PROXY=true, said plainly.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

function contactEmailFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.CONTACT_EMAIL;
  if (!raw) return null;
  // Shown to callers as the address to write to: it must be one.
  if (!isValidEmail(normalizeEmail(raw)) || raw !== raw.trim()) {
    throw new ConfigError(`CONTACT_EMAIL must be an e-mail address (name@domain.tld), got "${raw}"`);
  }
  return raw;
}

// Where a browser or proxy reaches the service is PUBLIC_BASE_URL; HOST is only
// what to bind. A literal or `localhost` needs no resolver at start-up, so a
// typo cannot surface later as a getaddrinfo stack trace, and a name that
// resolves to several addresses cannot bind one of them at random.
function hostFrom(env: NodeJS.ProcessEnv): string {
  const host = env.HOST || '127.0.0.1';
  if (host !== 'localhost' && isIP(host) === 0) {
    throw new ConfigError(`HOST must be an IP address to bind (127.0.0.1, 0.0.0.0, ::1, ::) or localhost, got "${host}"`);
  }
  return host;
}

/** Printable ASCII without spaces: what can be put in a Redis key, a URL or a header as it is. */
const PRINTABLE_TOKEN = /^[\x21-\x7e]+$/;
const REDIS_KEY_PREFIX_MAX_LENGTH = 64;
const PORTONE_VALUE_MAX_LENGTH = 1000;

function redisKeyPrefixFrom(env: NodeJS.ProcessEnv): string {
  const prefix = env.REDIS_KEY_PREFIX || 'tojeong:';
  if (!PRINTABLE_TOKEN.test(prefix) || prefix.length > REDIS_KEY_PREFIX_MAX_LENGTH) {
    throw new ConfigError(
      `REDIS_KEY_PREFIX must be 1 to ${REDIS_KEY_PREFIX_MAX_LENGTH} printable ASCII characters without spaces (tojeong:, staging:tojeong:), got ${JSON.stringify(prefix.slice(0, 100))}`,
    );
  }
  return prefix;
}

/** A PortOne credential or id: sent in a header or URL, so printable ASCII; `secret` values are never echoed. */
function portoneValueFrom(env: NodeJS.ProcessEnv, name: string, secret: boolean): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!PRINTABLE_TOKEN.test(raw) || raw.length > PORTONE_VALUE_MAX_LENGTH) {
    throw new ConfigError(
      `${name} must be the value PortOne shows, ${PORTONE_VALUE_MAX_LENGTH} printable ASCII characters at most, without spaces or line breaks, got ${secret ? 'a value of another form' : JSON.stringify(raw.slice(0, 100))}`,
    );
  }
  return raw;
}

// A browser sends Origin as scheme://host[:port], the host in lower case and a
// default port left out; an entry written any other way would never match, so
// it stops start-up with the form to write instead of failing silently.
function corsOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.CORS_ORIGINS ?? '').trim();
  if (raw === '') return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    const problem = corsOriginProblem(origin);
    if (problem !== null) {
      throw new ConfigError(`CORS_ORIGINS must be a comma-separated list of origins (https://app.example.com, http://localhost:3000); "${shownUrl(origin)}" ${problem}`);
    }
    return origin;
  });
}

function corsOriginProblem(entry: string): string | null {
  // Any origin would let every web page have its visitors' browsers send JSON
  // key requests (and key-link mails) from the visitors' addresses, past the
  // per-address limit; the operator names the sites instead.
  if (entry === '*') return 'is not accepted: list each origin allowed';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'is not an origin (scheme://host[:port])';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'is not an http or https origin';
  // A path, a trailing slash, a user, upper case or a default port: never what a browser sends.
  if (url.origin !== entry) return `is not an origin as browsers send it (scheme://host[:port], no path, no default port, lower case): write ${url.origin}`;
  return null;
}

function urlFrom(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!/^https?:\/\/[^/\s]+\/?$/.test(raw) || parsedOrNull(raw) === null || holdsCredentials(raw)) {
    throw new ConfigError(`${name} must be an origin such as https://api.portone.io, without a user or password, got "${shownUrl(raw)}"`);
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const config: Omit<Config, 'mail'> = {
    port: integerFrom(env, 'PORT', 8080, 0, 65535),
    host: hostFrom(env),
    logLevel,
    bodyLimit: integerFrom(env, 'BODY_LIMIT', 16 * 1024, 1024, 1024 * 1024),
    gwaeEdition: !env.GWAE_EDITION
      ? { kind: 'default' }
      : env.GWAE_EDITION === NO_GWAE_EDITION
        ? { kind: 'none' }
        : { kind: 'file', path: env.GWAE_EDITION },
    databaseUrl: databaseUrlFrom(env),
    redisUrl: redisUrlFrom(env),
    redisKeyPrefix: redisKeyPrefixFrom(env),
    trustProxy: trustProxyFrom(env),
    portone: {
      apiSecret: portoneValueFrom(env, 'PORTONE_API_SECRET', true),
      apiBase: urlFrom(env, 'PORTONE_API_BASE'),
      storeId: portoneValueFrom(env, 'PORTONE_STORE_ID', false),
      webhookSecret: env.PORTONE_WEBHOOK_SECRET || null,
    },
    contactEmail: contactEmailFrom(env),
    timeouts: {
      requestMs: integerFrom(env, 'REQUEST_TIMEOUT', 30, 1, 600) * 1000,
      keepAliveMs: integerFrom(env, 'KEEP_ALIVE_TIMEOUT', 72, 1, 3600) * 1000,
    },
    corsOrigins: corsOriginsFrom(env),
  };
  return { ...config, mail: mailConfigFrom(env, config.host, config.port) };
}

/** Where mails go when SMTP_URL is unset (relative to the working directory). */
export const DEFAULT_MAIL_OUTBOX = 'var/outbox';
const DEFAULT_MAIL_FROM = 'tojeong-api <no-reply@localhost>';

function mailConfigFrom(env: NodeJS.ProcessEnv, host: string, port: number): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) credentialUrlFrom('SMTP_URL', smtpUrl, SMTP_URL_RULE, 'smtp://USER:PASS@HOST:PORT or smtps://…:465 (the user and password percent-encoded)');
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (!/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address (no-reply@example.com) or Name <address>, got "${from}"`);
  }
  // The default names the address the service listens on, bracketed when it is IPv6 (a URL has no zone: fe80::1%eth0 is fe80::1).
  const publicBaseUrl = env.PUBLIC_BASE_URL || `http://${host.includes(':') ? `[${host.replace(/%.*$/, '')}]` : host}:${port}`;
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(publicBaseUrl) || parsedOrNull(publicBaseUrl) === null || holdsCredentials(publicBaseUrl)) {
    throw new ConfigError(`PUBLIC_BASE_URL must be http(s)://HOST[:PORT][/PATH], where the service is reached from outside, without a user or password (it is put in mailed links), got "${shownUrl(publicBaseUrl)}"`);
  }
  return {
    smtpUrl,
    allowPlaintextAuth: allowPlaintextAuthFrom(env),
    from,
    outbox: env.MAIL_OUTBOX || DEFAULT_MAIL_OUTBOX,
    publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
    publicBaseUrlGiven: Boolean(env.PUBLIC_BASE_URL),
  };
}

/** SMTP_ALLOW_PLAINTEXT_AUTH: true lets SMTP_URL's credentials go without TLS to a host that is not loopback (src/mail/smtpTls.ts). */
function allowPlaintextAuthFrom(env: NodeJS.ProcessEnv): boolean {
  const raw = env.SMTP_ALLOW_PLAINTEXT_AUTH || 'false';
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`SMTP_ALLOW_PLAINTEXT_AUTH must be true or false (unset: false), got ${JSON.stringify(raw.slice(0, 20))}`);
  return raw === 'true';
}
