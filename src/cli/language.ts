/**
 * The language of the command line — its error messages, the labels of its
 * human-readable output and its help (issue 50): `TOJEONG_LANG` when it says
 * `ko` or `en` (as the MCP server reads it), else the locale as POSIX orders it
 * (LC_ALL, then LC_MESSAGES, then LANG): Korean in a Korean locale
 * (`ko_KR.UTF-8`, `ko`), English otherwise — the same two texts the HTTP API
 * chooses between by Accept-Language.
 */
import type { ErrorLanguage } from 'tojeong-core/errors';

const KOREAN = /^ko([_.@-]|$)/i;

export function cliLanguage(env: Readonly<Record<string, string | undefined>>): ErrorLanguage {
  const chosen = env.TOJEONG_LANG ?? '';
  if (KOREAN.test(chosen)) return 'ko';
  if (/^en([_.@-]|$)/i.test(chosen)) return 'en';
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return KOREAN.test(locale) ? 'ko' : 'en';
}
