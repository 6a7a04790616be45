/**
 * The URL settings of src/config.ts, read as their clients read them; each
 * check answers the problem to name, or null, and config.ts throws the
 * ConfigError. The settings that may hold a user and password (SMTP_URL,
 * DATABASE_URL, REDIS_URL) are parsed with the WHATWG URL parser, as
 * nodemailer, pg and ioredis parse them, so a value they would refuse with a
 * stack trace, or read otherwise than meant (a password's unencoded '/' makes
 * the rest a path: another host, no password), stops start-up with a message
 * naming the variable and what is wrong. No problem shows the value: any part
 * of it may be the password.
 */
import { accessSync, constants } from 'node:fs';

export interface CredentialUrlRule {
  schemes: string[];
  /** How the value must start, for the message when it has no scheme:// at all. */
  start: string;
  /** Whether a URL without a host is refused (pg connects to its default host, ioredis and nodemailer would too, unasked). */
  hostRequired: boolean;
  /** What the path may be, and what to say when it is not. */
  path: { pattern: RegExp; problem: string };
  /** pg reads these parameters as files when it connects; each must be readable now. */
  fileParameters?: string[];
}

export const POSTGRES_URL_RULE: CredentialUrlRule = {
  schemes: ['postgres', 'postgresql'],
  start: 'sqlite: or postgres://',
  hostRequired: false,
  path: { pattern: /^(\/[^/]*)?$/, problem: 'its path must be the database name alone (/DATABASE)' },
  fileParameters: ['sslcert', 'sslkey', 'sslrootcert'],
};
export const REDIS_URL_RULE: CredentialUrlRule = {
  schemes: ['redis', 'rediss'],
  start: 'redis:// or rediss://',
  hostRequired: true,
  path: { pattern: /^(\/\d{0,5})?$/, problem: 'its path must be a database number (/0, /1, …) or nothing' },
};
export const SMTP_URL_RULE: CredentialUrlRule = {
  schemes: ['smtp', 'smtps'],
  start: 'smtp:// or smtps://',
  hostRequired: true,
  path: { pattern: /^\/?$/, problem: 'has a path, which SMTP does not use' },
};

const UNENCODED_IN_CREDENTIALS = "its user or password holds an unencoded '/', '?' or '#' (write them %2F, %3F, %23; and '@' %40, ':' in the user %3A)";

const PORT_RANGE = 'its port must be a number from 1 to 65535';

export function credentialUrlProblem(raw: string, rule: CredentialUrlRule): string | null {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(raw)?.[1];
  if (scheme === undefined) return `it does not start with ${rule.start}`;
  if (!rule.schemes.includes(scheme.toLowerCase())) return `its scheme is ${JSON.stringify(`${scheme}:`)}`;
  // The parser drops tabs and line breaks silently and stops a host at a space; a client would then use another value.
  if (/[\x00-\x20\x7f]/.test(raw)) return 'it holds a space or control character (percent-encode it in the user or password)';
  const rest = raw.slice(scheme.length + 3);
  const lastAt = rest.lastIndexOf('@');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // pg reads postgres://USER:PASSWORD@/DATABASE as its default host; the parser alone refuses an empty host after a user.
    const hostless = !rule.hostRequired && rest.slice(lastAt + 1).startsWith('/') ? parsedOrNull(raw.slice(0, scheme.length + 3 + lastAt + 1) + 'localhost' + rest.slice(lastAt + 1)) : null;
    if (hostless === null) {
      if (lastAt >= 0 && /[/?#]/.test(rest.slice(0, lastAt))) return UNENCODED_IN_CREDENTIALS;
      const port = /:(\d+)$/.exec(rest.slice(lastAt + 1).split(/[/?#]/)[0]!)?.[1];
      if (port !== undefined && Number(port) > 65535) return PORT_RANGE;
      return 'it is not a URL (check the host and port; percent-encode special characters of the user and password)';
    }
    url = hostless;
  }
  // A password cut short by an unencoded '/', '?' or '#' leaves its '@' in the path, the query or the fragment.
  if (`${url.pathname}${url.search}${url.hash}`.includes('@')) return UNENCODED_IN_CREDENTIALS;
  if (url.port === '0') return PORT_RANGE;
  if (rule.hostRequired && url.hostname === '') return 'it names no host';
  if (url.hash !== '') return 'it has a fragment (#…), which no client reads';
  if (!rule.path.pattern.test(url.pathname)) return rule.path.problem;
  for (const parameter of rule.fileParameters ?? []) {
    const file = url.searchParams.get(parameter);
    if (file === null) continue;
    try {
      accessSync(file, constants.R_OK);
    } catch (error) {
      return `its ${parameter} names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`;
    }
  }
  return null;
}

/** The URL, or null where the WHATWG parser refuses it. */
export function parsedOrNull(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** Whether a URL's authority (between :// and the first '/', '?' or '#') holds a user or password. */
export function holdsCredentials(raw: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/.test(raw);
}

/** A URL as a message may show it: all before its last '@' (a user and password, however written) hidden. */
export function shownUrl(raw: string): string {
  const at = raw.lastIndexOf('@');
  if (at < 0) return raw;
  return `${/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(raw)?.[0] ?? ''}…${raw.slice(at)}`;
}
