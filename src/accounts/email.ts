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

/**
 * Trimmed, lower-cased and in Unicode Normalization Form C, so `Kim@Example.com`
 * and `kim@example.com` are one account, and so are `josé@…` written with the
 * precomposed é (NFC) and with e and a combining acute accent (NFD): every check
 * and every look-up takes the address through here first. (Lone surrogates pass
 * NFC unchanged, and isValidEmail refuses them.)
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase().normalize('NFC');
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

/**
 * The characters whose compatibility form is `@` — the fullwidth ＠ (U+FF20) and
 * the small ﹫ (U+FE6B), every one there is (test/accounts/rules.test.ts walks
 * all code points): `kim＠evil.example@example.com` reads as an address at evil.example.
 */
const AT_LOOK_ALIKE = /[\uff20\ufe6b]/u;

/** A combining mark (Mn, Mc, Me) has nothing of its own to sit on at the start of the local part: it draws over what precedes the address. */
const LEADING_MARK = /^\p{M}/u;

/** Whether an address normalized by normalizeEmail is one the service takes. */
export function isValidEmail(normalized: string): boolean {
  if (normalized.length > EMAIL_MAX_LENGTH || !isStorableText(normalized) || INVISIBLE_OR_CONTROL.test(normalized)) return false;
  if (AT_LOOK_ALIKE.test(normalized) || LEADING_MARK.test(normalized)) return false;
  const local = normalized.slice(0, normalized.lastIndexOf('@'));
  return local.length <= 64 && EMAIL_PATTERN.test(normalized);
}
