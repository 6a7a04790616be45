/**
 * A request URL as the access log shows it: no secret a client put in it.
 *  - The value of every `token` parameter (a key link's or a held payment's
 *    link, /keys/confirm and /billing/accept) is replaced. The names are
 *    compared as the query parser reads them, so `?%74oken=…` or `?TOKEN=…` is
 *    redacted as well as `?token=…`.
 *  - Any part holding something shaped like an API key (`tjk_` and 43
 *    base64url characters, src/accounts/apiKey.ts) is replaced, wherever it is:
 *    a parameter's value or name (`?api_key=tjk_…`, `?tjk_…`), a path segment —
 *    looked for both as written and with its percent-escapes decoded. The API
 *    takes a key only in the X-API-Key header, but a client that sends it in
 *    the URL must not have it kept in the log.
 * The rest of the URL is logged as sent.
 */
import { API_KEY_PREFIX } from '../../accounts/apiKey.js';

const REDACTED = '[redacted]';
/** A key anywhere in a text (the key's form, unanchored). */
const API_KEY_SHAPE = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{43}`);

/**
 * A part of a URL as a server may read it: each valid %XX escape decoded on its
 * own (a malformed one elsewhere in the part stops nothing), `+` a space in the
 * query. Bytes above 0x7F become single characters: a key is ASCII.
 */
function decodedLoosely(raw: string, plusIsSpace: boolean): string {
  const text = plusIsSpace ? raw.replace(/\+/g, ' ') : raw;
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function holdsApiKey(raw: string, plusIsSpace: boolean): boolean {
  return API_KEY_SHAPE.test(raw) || API_KEY_SHAPE.test(decodedLoosely(raw, plusIsSpace));
}

/** A query parameter's name as the query parser reads it (percent-decoded, `+` a space); the raw text when it does not decode. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const path = holdsApiKey(rawPath, false)
    ? rawPath
        .split('/')
        .map((segment) => (holdsApiKey(segment, false) ? REDACTED : segment))
        .join('/')
    : rawPath;
  if (q < 0) return path;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const name = holdsApiKey(rawName, true) ? REDACTED : rawName;
      if (eq < 0) return name;
      const value = pair.slice(eq + 1);
      const secret = decodedName(rawName).trim().toLowerCase() === 'token' || holdsApiKey(value, true);
      return `${name}=${secret ? REDACTED : value}`;
    });
  return `${path}?${pairs.join('&')}`;
}
