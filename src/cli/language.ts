/**
 * The language of the command line's error messages, from the locale as POSIX
 * orders it (LC_ALL, then LC_MESSAGES, then LANG): Korean in a Korean locale
 * (`ko_KR.UTF-8`, `ko`), English otherwise — the same two texts the HTTP API
 * chooses between by Accept-Language. The command line's own words (usage,
 * help) are English.
 */
import type { ErrorLanguage } from 'tojeong-core/errors';

export function cliLanguage(env: Readonly<Record<string, string | undefined>>): ErrorLanguage {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^ko([_.@-]|$)/i.test(locale) ? 'ko' : 'en';
}
