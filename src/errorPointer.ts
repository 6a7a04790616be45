/**
 * An error's message as each surface gives it: the library's text, then where
 * to look next (TojeongError.pointer) in that surface's own terms — a path of
 * the API, a command of `tojeong`, a tool of the MCP server — so that none of
 * them sends its reader to another's (issue 38).
 */
import type { ErrorLanguage, ErrorPointer, TojeongError } from 'tojeong-core/errors';

export type Surface = 'http' | 'cli' | 'mcp';

const WHERE: Record<Surface, (pointer: ErrorPointer) => string> = {
  http: ({ charsOfReading }) => `GET /v1/name/chars?reading=${charsOfReading}`,
  cli: ({ charsOfReading }) => `tojeong chars ${charsOfReading}`,
  mcp: ({ charsOfReading }) => `name_chars {"reading": "${charsOfReading}"}`,
};

export function errorMessage(error: TojeongError<string>, language: ErrorLanguage, surface: Surface): string {
  const text = error.text[language];
  return error.pointer ? `${text}: ${WHERE[surface](error.pointer)}` : text;
}
