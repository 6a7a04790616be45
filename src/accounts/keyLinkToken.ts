/**
 * The token of a mailed key link (PUBLIC_BASE_URL/keys/confirm?token=…):
 * 256 random bits, 43 base64url characters, good for 30 minutes and one key.
 * Like an API key it is stored only as its SHA-256, so a copy of the database
 * holds no usable link.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_LINK_TTL_MINUTES = 30;
export const KEY_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateKeyLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKeyLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A string that cannot be one of our tokens is unknown without a database look-up. */
export function hasKeyLinkTokenFormat(value: string): boolean {
  return KEY_LINK_TOKEN_PATTERN.test(value);
}
