/**
 * A command's request, checked by the contract of the endpoint it stands for:
 * the route's request schema, with the route's field codes, through the same
 * validator as HTTP and the MCP tools (src/http/validation.ts) — so a command
 * refuses what its endpoint refuses, with the same code and message, and
 * takes the same defaults; the three cannot drift. Command-line values are
 * text, so they are read as HTTP reads query parameters (`--year 2005` is the
 * integer 2005). A refusal is the endpoint's error, word for word (run.ts
 * prints its code and exits 2): it names the field of the request (`body field
 * "targetYear"`), which each command's help ties to its option.
 */
import type { FieldErrorCodes } from '../http/validation.js';
import { validateRequest } from '../http/validation.js';

export function commandRequest<T>(schema: object, value: Record<string, unknown>, context: 'body' | 'querystring' | 'params', codes?: FieldErrorCodes): T {
  // An option not given is a field not sent: the schema's default applies, as on HTTP.
  const sent = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  return validateRequest<T>(schema, sent, context, codes, undefined, true);
}
