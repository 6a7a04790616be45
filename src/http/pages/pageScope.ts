/**
 * What makes a route a page for people (the playground, /docs, the mailed
 * links' pages) rather than an endpoint of the API: its links are opened from
 * mail and other sites, which add query parameters of their own
 * (`utm_source=mail`, `fbclid=…`), so a page ignores every query parameter it
 * does not read, where an endpoint refuses them (a misspelt option must not
 * fall back to its default silently). A page also keeps its own headers
 * (src/http/pages/pageHeaders.ts): the rules for the API's JSON answers
 * (app.ts) leave it alone.
 */
import type { FastifyInstance } from 'fastify';
import { NO_QUERY_PARAMETERS } from '../validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves a page (this file), not an endpoint of the API. */
    page?: boolean;
  }
}

/** The config of a page's route. */
export const PAGE_ROUTE = { page: true } as const;

/** The query schema of a page that reads no query parameter: any is taken, and ignored. */
export const ANY_QUERY_PARAMETERS = { type: 'object' } as const;

/**
 * Every route registered in `scope` from now on is a page, those a plugin
 * registers included (Swagger UI's): marked so, and, when it declares no query,
 * taking any. (The app's own hook, which runs first, gave it the API's query
 * schema of no parameters.)
 */
export function servesPages(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...PAGE_ROUTE };
    if (route.schema?.querystring === NO_QUERY_PARAMETERS) route.schema = { ...route.schema, querystring: ANY_QUERY_PARAMETERS };
  });
}
