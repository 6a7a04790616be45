/**
 * A command's request, checked by the contract of the endpoint it stands for:
 * the route's request schema, with the route's field codes, through the same
 * validator as HTTP and the MCP tools (src/http/validation.ts) — so a command
 * refuses what its endpoint refuses, with the same code and the same words of
 * what is wrong, and takes the same defaults; the three cannot drift.
 * Command-line values are text, so they are read as HTTP reads query
 * parameters (`--year 2005` is the integer 2005). A refusal names the
 * command's own argument or option (`--year must be >= 1900`), from the
 * spellings its help is written from (contract.ts, faultText.ts), not the
 * field of the HTTP request; run.ts prints its code and exits 2.
 */
import type { FieldErrorCodes } from '../http/validation.js';
import { validateRequest } from '../http/validation.js';
import type { CommandContract } from './contract.js';
import { commandFaultText } from './faultText.js';

export function commandRequest<T>(contract: CommandContract, value: Record<string, unknown>, context: 'body' | 'querystring' | 'params', codes?: FieldErrorCodes): T {
  // An option not given is a field not sent: the schema's default applies, as on HTTP.
  const sent = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  return validateRequest<T>(contract.schema, sent, context, codes, commandFaultText(contract), true);
}
