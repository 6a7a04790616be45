/**
 * The language of the tools' error messages on stdio (`tojeong mcp`): the
 * process's environment, as the command line reads it (src/cli/language.ts:
 * LC_ALL, then LC_MESSAGES, then LANG), unless TOJEONG_LANG says `ko` or `en`
 * — an MCP client starts the server with an environment it names, often
 * without the user's locale, so one variable is enough to choose. Over HTTP
 * (/mcp) the request's Accept-Language chooses instead, as for every answer
 * of the API (src/http/routes/mcpHttp.ts).
 */
import type { ErrorLanguage } from 'tojeong-core/errors';
import { cliLanguage } from '../cli/language.js';
import { UsageError } from '../cli/usage.js';

export function mcpLanguage(env: Readonly<Record<string, string | undefined>>): ErrorLanguage {
  const chosen = env.TOJEONG_LANG;
  if (chosen === undefined || chosen === '') return cliLanguage(env);
  if (chosen === 'ko' || chosen === 'en') return chosen;
  // A setting that says nothing we know is refused, not guessed at: the client's log shows the line.
  throw new UsageError(`TOJEONG_LANG must be ko or en, not ${JSON.stringify(chosen)}`);
}
