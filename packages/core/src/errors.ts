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

export class TojeongError<Code extends string = LibraryErrorCode> extends Error {
  readonly code: Code;
  /** The HTTP status the code stands for (400, 404, 422 for the library's codes). */
  readonly status: number;

  /** A library error: `new TojeongError('BAD_INPUT', 'why, in words a person can act on')`. */
  constructor(code: Code & LibraryErrorCode, message: string);
  /** For a subclass with codes of its own (the service's TojeongError). */
  constructor(code: Code, message: string, status: number);
  constructor(code: Code, message: string, status?: number) {
    super(message);
    this.name = 'TojeongError';
    this.code = code;
    this.status = status ?? LIBRARY_ERROR_CODES[code as unknown as LibraryErrorCode];
  }
}
