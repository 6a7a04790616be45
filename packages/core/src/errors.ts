/**
 * The one error type of the library. Every failure a caller can cause (a date
 * outside the table, a name that cannot be read, an unknown gwae) is a
 * TojeongError carrying one of LIBRARY_ERROR_CODES and the HTTP status the code
 * stands for, so that a server built on the library maps it to a response in
 * one place. The service's TojeongError extends this class with its own codes
 * (src/errors.ts at the repository root).
 */
export const LIBRARY_ERROR_CODES = {
  BAD_BIRTH: 400,
  BAD_GWAE_ID: 400,
  BAD_INPUT: 400,
  CALC_ERROR: 422,
  CHAR_NOT_FOUND: 422,
  NOT_FOUND: 404,
} as const;

export type LibraryErrorCode = keyof typeof LIBRARY_ERROR_CODES;

/** The languages an error is written in: English, and Korean for a caller who asks for it. */
export const ERROR_LANGUAGES = ['en', 'ko'] as const;
export type ErrorLanguage = (typeof ERROR_LANGUAGES)[number];

/**
 * An error's message in each language. Both are required, so that no error
 * can be raised with one text only: the service answers in the language a
 * client prefers (asked over HTTP), and a library caller picks with
 * `error.text.ko`. Each says what was wrong and what to send instead.
 */
export type ErrorText = Readonly<Record<ErrorLanguage, string>>;

/**
 * Where a caller finds what an error asks for, as data: each surface names it
 * its own way (HTTP a path, the command line a command, MCP a tool: see the
 * service's src/errorPointer.ts), so `text` names none of them.
 */
export interface ErrorPointer {
  /** The name-usable hanja of this hangul reading (nameCharsByReading in the library). */
  readonly charsOfReading: string;
}

export class TojeongError<Code extends string = LibraryErrorCode> extends Error {
  readonly code: Code;
  /** The HTTP status the code stands for (400, 404, 422 for the library's codes). */
  readonly status: number;
  /** The message in English (also `message`) and in Korean. */
  readonly text: ErrorText;
  /** Where to look next, when the error points somewhere (pointingTo). */
  pointer: ErrorPointer | undefined;

  /** A library error: `new TojeongError('BAD_INPUT', { en: 'why, in words a person can act on', ko: '…' })`. */
  constructor(code: Code & LibraryErrorCode, text: ErrorText);
  /** For a subclass with codes of its own (the service's ServiceError). */
  constructor(code: Code, text: ErrorText, status: number);
  constructor(code: Code, text: ErrorText, status?: number) {
    super(text.en);
    this.name = 'TojeongError';
    this.code = code;
    this.text = text;
    this.status = status ?? LIBRARY_ERROR_CODES[code as unknown as LibraryErrorCode];
    this.pointer = undefined;
  }

  /** The error with a pointer to where its caller looks next; `throw new TojeongError(…).pointingTo({ charsOfReading: '김' })`. */
  pointingTo(pointer: ErrorPointer): this {
    this.pointer = pointer;
    return this;
  }
}
