/**
 * The arguments of the library's public functions, checked where they enter,
 * so that what a caller can get wrong (an argument left out, a wrong type, a
 * date that is not one) is a TojeongError with an example of what to send,
 * never a TypeError or RangeError from deep inside (issue 50: both READMEs
 * promise a TojeongError). Also how the functions that once took positional
 * arguments read one object while the positional call keeps working.
 */
import { type ErrorText, type LibraryErrorCode, TojeongError } from './errors.js';

/** A value as a message shows it: JSON where it has one (cut short), else its type. */
export function shown(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return typeof value;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = typeof value;
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Throws a TojeongError: BAD_INPUT unless told otherwise. */
export function refuse(text: ErrorText, code: LibraryErrorCode = 'BAD_INPUT'): never {
  throw new TojeongError(code, text);
}

/**
 * `fn` was given `got` where it takes `what`: the message shows `example`, a
 * call written out (`solarToLunar({ year: 2026, month: 2, day: 17 })`). One
 * wording for every function, so that the browser bundles carry it once; the
 * Korean names the value without a particle, which would have to agree with it.
 */
export function takes(fn: string, what: ErrorText, example: string, got: unknown, code: LibraryErrorCode = 'BAD_INPUT'): never {
  refuse({ en: `${fn} takes ${what.en}, e.g. ${example}; got ${shown(got)}`, ko: `${fn}에 줄 값: ${what.ko}. 예: ${example}. 받은 값: ${shown(got)}` }, code);
}

/** What the calendar's functions of a day number and of a solar date take, said once for all of them. */
export const DAY_NUMBER = { en: 'an integer Julian Day Number', ko: '정수 율리우스 일수' } as const;
export const SOLAR_DATE = { en: 'a real solar date { year, month, day }', ko: '실제 양력 날짜 { year, month, day }' } as const;

/** A plain object (not null, not an array), else BAD_INPUT showing `example`. */
export function needObject(fn: string, value: unknown, example: string): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) takes(fn, { en: 'one object', ko: '객체 하나' }, example, value);
}

/** A string, else BAD_INPUT showing `example`. */
export function needString(fn: string, value: unknown, example: string): asserts value is string {
  if (typeof value !== 'string') takes(fn, { en: 'a string', ko: '문자열' }, example, value);
}

/** An array, else BAD_INPUT showing `example`. */
export function needArray(fn: string, value: unknown, example: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) takes(fn, { en: 'an array', ko: '배열' }, example, value);
}

/** A safe integer, else BAD_INPUT naming `field` of `fn` and showing `example`. */
export function needInteger(fn: string, field: string, value: unknown, example: string): asserts value is number {
  if (!Number.isSafeInteger(value)) {
    refuse({ en: `${fn}: ${field} must be an integer, e.g. ${example}; got ${shown(value)}`, ko: `${fn}: ${field}에는 정수를 주세요. 예: ${example}. 받은 값: ${shown(value)}` });
  }
}

/** A plain object (not null, not an array): how a function that also takes positional arguments tells its object form. */
export function isArgsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one object of a call, or the object the deprecated positional call
 * stands for: `lunarMonthLength({ year: 2023, month: 2, leap: true })` and the
 * older `lunarMonthLength(2023, 2, true)` read alike. A first argument that is
 * an object is the object form; anything else is read position by position
 * into `names` (later positions left undefined when not given).
 */
export function objectOrPositional(args: readonly unknown[], names: readonly string[]): Record<string, unknown> {
  const [first] = args;
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) return first as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  names.forEach((name, i) => {
    if (args[i] !== undefined) fields[name] = args[i];
  });
  return fields;
}

/**
 * A function of the library whose argument is a structure another function
 * computed (grids, a chart, an edition): checking every field of it at the
 * door would copy its type, so a structure it cannot read is reported where it
 * fails — `try { … } catch (error) { throw libraryCallError(fn, example, error); }`
 * — as BAD_INPUT naming the function and what it takes, the original error
 * kept as `cause`. A TojeongError is returned unchanged, to be thrown again.
 * (A catch, not a wrapper taking a closure: these run in the recommender's
 * inner loop, where a closure a call costs time.)
 */
export function libraryCallError(fn: string, example: string, error: unknown): unknown {
  if (error instanceof TojeongError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  const wrapped = new TojeongError('BAD_INPUT', {
    en: `${fn} could not read its arguments (${reason}); it takes e.g. ${example}`,
    ko: `${fn}이(가) 인수를 읽지 못했습니다(${reason}). 예: ${example}`,
  });
  (wrapped as Error & { cause?: unknown }).cause = error;
  return wrapped;
}
