/**
 * What a value refused by a schema's `pattern` should look like, said in words
 * and with an example, in both languages (issue 50): the regex itself is for the
 * validator, not for the person or the model reading the error, and a Korean
 * reader met `형식이 맞지 않습니다(패턴 ^[가-힣]$)`. Every pattern of a request
 * schema has its line here (test/http/patternMessages.test.ts sends a bad value
 * to each); a pattern without one is described by its schema's example.
 */
import type { ErrorText } from 'tojeong-core/errors';
import { GWAE_ID_PATTERN } from '../tojeong/index.js';
import { DATE_PATTERN, HANGUL_SYLLABLE_PATTERN } from './schemas.js';

const SHAPES: Readonly<Record<string, ErrorText>> = {
  [DATE_PATTERN]: {
    en: 'must be a date written YYYY-MM-DD: a four-digit year, a two-digit month and day, e.g. 2026-02-17',
    ko: 'YYYY-MM-DD 꼴의 날짜여야 합니다(연도 네 자리, 월과 일 두 자리). 예: 2026-02-17',
  },
  [GWAE_ID_PATTERN]: {
    en: 'must be three digits — upper 1-8, middle 1-6, lower 1-3 — e.g. 212',
    ko: '세 자리 숫자여야 합니다(상괘 1-8, 중괘 1-6, 하괘 1-3). 예: 212',
  },
  [HANGUL_SYLLABLE_PATTERN]: {
    en: 'must be one hangul syllable, e.g. 철 (not a consonant or vowel alone, not hanja or Latin letters)',
    ko: '한글 한 음절이어야 합니다(자음이나 모음만, 한자, 로마자는 안 됩니다). 예: 철',
  },
};

/** The pattern's words, else an example the schema gives, else that the form is wrong — never the pattern. */
export function patternShape(pattern: string, schema: unknown): ErrorText {
  const known = SHAPES[pattern];
  if (known) return known;
  const example = (schema as { examples?: unknown[] } | undefined)?.examples?.[0];
  if (example !== undefined) return { en: `does not have the expected form, e.g. ${JSON.stringify(example)}`, ko: `형식이 맞지 않습니다. 예: ${JSON.stringify(example)}` };
  return { en: 'does not have the expected form', ko: '형식이 맞지 않습니다' };
}

/** The patterns described here, for the test that every request pattern is. */
export const DESCRIBED_PATTERNS: readonly string[] = Object.keys(SHAPES);
