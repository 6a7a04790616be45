/**
 * E-mail addresses identify accounts. The check is deliberately practical
 * (one @, a dotted domain, no spaces, RFC 5321 lengths) rather than the full
 * RFC 5322 grammar, which accepts addresses no mail system delivers to.
 * Every way to an account (key request, payment custom data, admin CLI) goes
 * through isValidEmail, so it is also where unstorable text is refused.
 */
import { isStorableText } from '../storableText.js';

// No control characters either: the address goes into mail headers.
const EMAIL_PATTERN = /^[^\s\x00-\x1f\x7f@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased, so `Kim@Example.com` and `kim@example.com` are one account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Characters no address needs and that make two addresses look alike or an
 * address look like another: every control (C0 and C1, U+0085 included),
 * format character (bidi overrides and marks such as U+202E and U+061C, the
 * soft hyphen U+00AD, zero-width characters, U+180E), every other
 * default-ignorable code point (U+034F, U+3164, …), private-use and surrogate
 * code points, and every separator (spaces of any width, line and paragraph
 * separators). Unicode's own properties, so the list is the standard's, not ours.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cs}\p{Z}]/u;

export function isValidEmail(normalized: string): boolean {
  if (normalized.length > EMAIL_MAX_LENGTH || !isStorableText(normalized) || INVISIBLE_OR_CONTROL.test(normalized)) return false;
  const local = normalized.slice(0, normalized.lastIndexOf('@'));
  return local.length <= 64 && EMAIL_PATTERN.test(normalized);
}
