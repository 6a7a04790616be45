/**
 * Text the service stores must be text both databases keep as it was sent.
 * PostgreSQL refuses a NUL character in a text column (an error, a 500 if it
 * got that far), and both drivers encode strings as UTF-8, which turns a lone
 * UTF-16 surrogate into U+FFFD: two different inputs would be stored as one
 * (two e-mail addresses, one account). JSON can carry both (`"\u0000"`,
 * `"\ud800"`), so every client string that is stored is checked here first:
 * by the request schemas (the `x-storable-text` keyword, src/http/validation.ts)
 * and by the e-mail rule, which every path to an account goes through.
 */

// With the `u` flag a well-formed surrogate pair is one code point outside this
// class, so only NUL and unpaired surrogates match.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Why a string was refused, for error messages. */
export const UNSTORABLE_TEXT_REASON = {
  en: 'contains a NUL character or an unpaired UTF-16 surrogate, which cannot be stored; send well-formed Unicode text',
  ko: 'NUL 문자나 짝 없는 UTF-16 서로게이트가 있어 저장할 수 없습니다. 올바른 유니코드 텍스트를 보내 주세요',
} as const;

/** The Korean of a schema's `description`, for Korean error messages (an OpenAPI extension keyword, like the one below). */
export const DESCRIPTION_KO_KEYWORD = 'x-description-ko';

/** The JSON Schema keyword that applies isStorableText to a string (an OpenAPI extension keyword, so the document stays valid). */
export const STORABLE_TEXT_KEYWORD = 'x-storable-text';
