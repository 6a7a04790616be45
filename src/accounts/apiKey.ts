/**
 * API key format: `tjk_` followed by 43 base64url characters, 256 random bits.
 * The prefix makes a leaked key easy to recognise (secret scanners, logs); the
 * database keeps only its SHA-256, so a lost key cannot be recovered, only
 * replaced. A fast hash is enough: the key is random, not a password.
 */
import { hash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'tjk_';
/** The key's form, as a pattern (the key schemas' `pattern`) and as the check below. */
export const API_KEY_PATTERN = `^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`;
const API_KEY_REGEXP = new RegExp(API_KEY_PATTERN);

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** SHA-256 in hex. The one-shot crypto.hash (Node 20.12) costs less than half of createHash on every keyed request. */
export function hashApiKey(key: string): string {
  return hash('sha256', key);
}

/** Keys that cannot be ours are refused without a database look-up. */
export function hasApiKeyFormat(value: string): boolean {
  return API_KEY_REGEXP.test(value);
}

/** What an operator sees of a key: enough to tell two apart, far too little to use. */
export function apiKeyHint(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6);
}
