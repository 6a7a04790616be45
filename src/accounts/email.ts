/**
 * E-mail addresses identify accounts. The check is deliberately practical
 * (one @, a dotted domain, no spaces, RFC 5321 lengths) rather than the full
 * RFC 5322 grammar, which accepts addresses no mail system delivers to.
 */
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased, so `Kim@Example.com` and `kim@example.com` are one account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(normalized: string): boolean {
  if (normalized.length > EMAIL_MAX_LENGTH) return false;
  const local = normalized.slice(0, normalized.lastIndexOf('@'));
  return local.length <= 64 && EMAIL_PATTERN.test(normalized);
}
