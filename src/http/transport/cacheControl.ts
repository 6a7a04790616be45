/** The Cache-Control values the service sends, each written once (the routes send them, the OpenAPI document names them). */

/** An answer holding a secret (a key, the key link's page) or a state of this instant (health): no cache may keep it. */
export const NO_STORE = 'no-store';

/**
 * A deterministic answer (the gwae text, a calendar day, month, year's terms or
 * pillars, a character, the characters of a reading): a client may keep it for
 * a day and revalidate it with its ETag for free; `private`, since the
 * endpoints are keyed and a shared cache would serve it to callers without a key.
 */
export const DETERMINISTIC_CACHE_CONTROL = 'private, max-age=86400';

/** A page the same for everyone, which a browser may keep but must check first, so a new build is seen at once (the playground). */
export const NO_CACHE = 'no-cache';

/** An answer to a request that carries an API key, and every answer of a keyed endpoint, unless its route says `private` or `no-store` itself: no shared cache may keep it (transport/answerHeaders.ts). */
export const PRIVATE_NO_STORE = 'private, no-store';
