/**
 * E-mail addresses identify accounts. The check is deliberately practical
 * (one @, a dotted domain, no spaces, RFC 5321 lengths) rather than the full
 * RFC 5322 grammar, which accepts addresses no mail system delivers to.
 * Every way to an account (key request, payment custom data, admin CLI) goes
 * through isValidEmail, so it is also where unstorable text is refused, and
 * where an address that would print like another one is (issue 45): one
 * account must never pass for another in a list, a mail or a log.
 *
 * The rule for characters beyond ASCII (an all-ASCII address never meets it):
 * an address is taken as written, up to case and canonical equivalence (NFC,
 * normalizeEmail). What stands for another character is refused, not mapped
 * to it — the caller is told how to write the address instead, and no key
 * link ever goes to an address other than the one typed:
 * - a compatibility character (one NFKC changes: fullwidth ａ, ＠ and ．,
 *   mathematical 𝐚, ligatures, circled and superscript letters);
 * - a code point Unicode has not assigned (it has no shape of its own);
 * - a local part that mixes scripts (the Unicode Script property; Common and
 *   Inherited characters — digits, punctuation, combining marks — go with any
 *   script), except the combinations UTS #39 calls highly restrictive: Latin
 *   with Han, Hiragana and Katakana (Japanese), with Han and Bopomofo
 *   (Chinese), with Han and Hangul (Korean);
 * - a character whose UTS #39 confusable skeleton is ASCII (Cyrillic а, Greek
 *   ο, dotless ı, the hyphen ‐; src/accounts/asciiLookAlikes.ts, from
 *   Unicode's confusables.txt) where it imitates ASCII: in a local part that
 *   has Latin letters, and everywhere if it is punctuation or a symbol (Common
 *   or Inherited); in a local part of one other script it is refused only when
 *   every character of that part is ASCII or such a look-alike, so that the
 *   whole part prints as an ASCII one (Cyrillic "асе" as "ace"), while "иван",
 *   "김철수" and "josé" are addresses like any other.
 */
import { ASCII_LOOK_ALIKES } from './asciiLookAlikes.js';
import { scriptOf } from './scripts.js';
import { isStorableText } from '../storableText.js';

// No control characters either: the address goes into mail headers.
const EMAIL_PATTERN = /^[^\s\x00-\x1f\x7f@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Trimmed, lower-cased and in Unicode Normalization Form C, so `Kim@Example.com`
 * and `kim@example.com` are one account, and so are `josé@…` written with the
 * precomposed é (NFC) and with e and a combining acute accent (NFD): every check
 * and every look-up takes the address through here first. (Lone surrogates pass
 * NFC unchanged, and isValidEmail refuses them.) Deliberately not NFKC: a
 * compatibility character (fullwidth ａ) is refused, not folded into the
 * account of the plain one (the rule at the top of this file).
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

/** A combining mark (Mn, Mc, Me) has nothing of its own to sit on at the start of the local part: it draws over what precedes the address. */
const LEADING_MARK = /^\p{M}/u;

/** Why an address is refused: its form, or one of the rules for characters beyond ASCII (the message says how to write it). */
export type EmailRefusal =
  | { reason: 'form' }
  /** A character NFKC changes (fullwidth ａ, ＠, 𝐚, ﬁ): `plain` is what it stands for. */
  | { reason: 'compatibility'; character: string; plain: string }
  /** A code point Unicode (as the running Node knows it) has not assigned. */
  | { reason: 'unassigned'; character: string }
  /** The local part's scripts, each with its first character, up to the one that made the mix. */
  | { reason: 'mixed-scripts'; scripts: Array<{ script: string; character: string }> }
  /** `text` (one character, or the whole local part) prints like the ASCII `looksLike`. */
  | { reason: 'look-alike'; text: string; looksLike: string };

const FORM: EmailRefusal = { reason: 'form' };
const BEYOND_ASCII = /[^\x00-\x7f]/;
const UNASSIGNED = /\P{Assigned}/u;

/** Code point → the ASCII its UTS #39 skeleton is (Unicode's confusables.txt), built once at load. */
const ASCII_LOOK_ALIKE = new Map<number, string>(
  Object.entries(ASCII_LOOK_ALIKES).flatMap(([ascii, codePoints]) => codePoints.split(' ').map((hex): [number, string] => [Number.parseInt(hex, 16), ascii])),
);

/** Scripts that go with any other: digits, punctuation, symbols (Common) and combining marks (Inherited). */
const NEUTRAL_SCRIPTS = new Set(['Common', 'Inherited']);

/** UTS #39's "highly restrictive" level: one script, or all of the scripts within one of these. */
const SCRIPT_COMBINATIONS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function highlyRestrictive(scripts: ReadonlySet<string>): boolean {
  return scripts.size <= 1 || SCRIPT_COMBINATIONS.some((combination) => [...scripts].every((script) => combination.has(script)));
}

const scriptOfChar = (ch: string): string => (ch < '\x80' ? (/[a-z]/i.test(ch) ? 'Latin' : 'Common') : scriptOf(ch));

/** The first compatibility character of an address beyond ASCII: one NFKC changes (in NFC text, exactly the characters with a compatibility decomposition). */
function compatibilityCharacter(normalized: string): EmailRefusal | null {
  if (normalized.normalize('NFKC') === normalized) return null;
  for (const ch of normalized) {
    const plain = ch.normalize('NFKC');
    if (plain !== ch) return { reason: 'compatibility', character: ch, plain };
  }
  return null;
}

/** The rules for a local part beyond ASCII (see the top of this file). */
function localPartRefusal(local: string): EmailRefusal | null {
  const unassigned = UNASSIGNED.exec(local);
  if (unassigned !== null) return { reason: 'unassigned', character: String.fromCodePoint(unassigned[0].codePointAt(0)!) };
  const scripts = new Map<string, string>();
  const chars = [...local];
  const charScripts = chars.map(scriptOfChar);
  for (const [i, script] of charScripts.entries()) {
    if (NEUTRAL_SCRIPTS.has(script) || scripts.has(script)) continue;
    scripts.set(script, chars[i]!);
    if (!highlyRestrictive(new Set(scripts.keys()))) return { reason: 'mixed-scripts', scripts: [...scripts].map(([name, character]) => ({ script: name, character })) };
  }
  const withLatin = scripts.has('Latin');
  let asciiLooking: string | null = '';
  for (const [i, ch] of chars.entries()) {
    if (ch < '\x80') {
      if (asciiLooking !== null) asciiLooking += ch;
      continue;
    }
    const looksLike = ASCII_LOOK_ALIKE.get(ch.codePointAt(0)!);
    if (looksLike === undefined) {
      asciiLooking = null;
      continue;
    }
    if (withLatin || NEUTRAL_SCRIPTS.has(charScripts[i]!)) return { reason: 'look-alike', text: ch, looksLike };
    if (asciiLooking !== null) asciiLooking += looksLike;
  }
  // Every character is ASCII or prints as ASCII: the whole local part is a look-alike of an ASCII one (Cyrillic "асе" of "ace").
  return asciiLooking === null ? null : { reason: 'look-alike', text: local, looksLike: asciiLooking };
}

/**
 * Why an address normalized by normalizeEmail is refused, or null if the
 * service takes it. An all-ASCII address takes the checks it always took; only
 * one beyond ASCII meets the rules for its characters.
 */
export function emailRefusal(normalized: string): EmailRefusal | null {
  if (normalized.length > EMAIL_MAX_LENGTH || !isStorableText(normalized) || INVISIBLE_OR_CONTROL.test(normalized)) return FORM;
  if (LEADING_MARK.test(normalized)) return FORM;
  const beyondAscii = BEYOND_ASCII.test(normalized);
  // Before the form: "kim＠example.com" has no @ until the fullwidth one is written as one, and is told so.
  const compatibility = beyondAscii ? compatibilityCharacter(normalized) : null;
  if (compatibility !== null) return compatibility;
  const local = normalized.slice(0, normalized.lastIndexOf('@'));
  if (local.length > 64 || !EMAIL_PATTERN.test(normalized)) return FORM;
  return beyondAscii ? localPartRefusal(local) : null;
}

/** Whether an address normalized by normalizeEmail is one the service takes. */
export function isValidEmail(normalized: string): boolean {
  return emailRefusal(normalized) === null;
}

// The engine compiles each regular expression, and ICU loads its normalization data, when first used: at load, not in a request.
emailRefusal('kim@\uff45xample.com');
emailRefusal('\u0430\u0441\u0435@example.com');
