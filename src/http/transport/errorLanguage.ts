/**
 * The language of an error message: Korean for a client whose Accept-Language
 * prefers Korean to English (`ko`, `ko-KR,ko;q=0.9,en;q=0.8`), English
 * otherwise — no header, `*`, a tie, or only languages the service does not
 * write. Only the message changes; the code, the status and the success
 * bodies are the same in both. Negotiated by `negotiator` (the jshttp
 * library Express uses): q-values, language ranges and their order as RFC 9110
 * §12.5.4 has them.
 */
import type { FastifyReply } from 'fastify';
import Negotiator from 'negotiator';
import { ERROR_LANGUAGES, type ErrorLanguage } from 'tojeong-core/errors';

// English first: the one answered when the client states no preference between the two.
const OFFERED = [...ERROR_LANGUAGES];

export function errorLanguage(acceptLanguage: string | string[] | undefined): ErrorLanguage {
  // Node joins a repeated Accept-Language into one value; a list (as a header's type allows) is read the same way.
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(', ') : acceptLanguage;
  if (header === undefined || header === '') return 'en';
  const chosen = new Negotiator({ headers: { 'accept-language': header } }).language(OFFERED);
  return chosen === 'ko' ? 'ko' : 'en';
}

/** Adds Accept-Language to the answer's Vary, after what it holds: for an answer whose words depend on it. */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
}
