/**
 * How the service names a payment where people read it. The payer chooses the
 * paymentId (up to 200 characters of any text PortOne accepts), so the id is
 * never printed in mail: a held-payment notice or a key link would otherwise
 * carry a stranger's words — a fake "security notice", a phone number — in the
 * service's own voice, beside a genuine link. Mail names a payment by its
 * reference instead, derived from the id and nothing else; the operator's
 * `held` commands show both and take either.
 */
import { createHash } from 'node:crypto';

/** `P-` and the first 10 hex digits (upper case) of the SHA-256 of the id's UTF-8. */
export function paymentReference(paymentId: string): string {
  return `P-${createHash('sha256').update(paymentId, 'utf8').digest('hex').slice(0, 10).toUpperCase()}`;
}

/** A reference as paymentReference writes it (the operator may type it in lower case). */
export const PAYMENT_REFERENCE_PATTERN = /^P-[0-9A-F]{10}$/i;

// DEL and the C1 controls, format characters (bidi controls, zero-width characters, tags) and line and paragraph separators:
// what JSON.stringify leaves as it is (it escapes the C0 controls itself).
const INVISIBLE = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Writes DEL, every C1 control, format character and line or paragraph
 * separator in `text` as its JSON escape (\uXXXX, per UTF-16 unit), which
 * JSON.stringify does not. Applied to JSON (pretty-printed or not), the result
 * is the same JSON; applied to quoted text, it can neither reorder nor hide
 * what is around it.
 */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join(''));
}

/** A client's or payer's text quoted for a message or the operator's terminal: JSON-quoted, invisible characters escaped. */
export function visibleText(text: string): string {
  return escapeInvisible(JSON.stringify(text));
}
