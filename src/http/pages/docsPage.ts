/**
 * The interactive API reference (GET /docs): Swagger UI through
 * @fastify/swagger-ui, which serves Swagger UI's files from its own package —
 * nothing from a CDN, so it works with no internet — and reads the document
 * the service serves at /openapi.json.
 *
 * Its Content-Security-Policy lets Swagger UI run and nothing more: scripts and
 * styles only from this origin (Swagger UI's bundle, its initializer and its
 * CSS are files; no inline script, no eval), images from this origin and
 * `data:` (the icons in Swagger UI's CSS are data URIs), connections only to
 * this origin (the document and "Try it out").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { INFO_DESCRIPTION_KO, KOREAN_DESCRIPTIONS } from '../openapi/koreanDescriptions.js';
import type { KoreanSummaries } from '../openapi/koreanSummaries.js';
import { errorLanguage } from '../transport/errorLanguage.js';
import { PAGE_SECURITY_HEADERS } from './pageHeaders.js';

const DOCS_PATH = '/docs';

const DOCS_HEADERS = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  ...PAGE_SECURITY_HEADERS,
} as const;

export interface DocsOptions {
  /** The path under which people reach the service ('' at the root; '/tojeong' behind a proxy that adds it), from PUBLIC_BASE_URL. */
  basePath: string;
  /** Each operation's Korean summary, by operationId (openapi/koreanSummaries.ts). */
  koreanSummaries: KoreanSummaries;
}

const PHONE_CSS = readFileSync(fileURLToPath(new URL('../../../web/docs-phone.css', import.meta.url)), 'utf8');

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * Swagger UI's page as a phone and a Korean reader need it: the viewport meta
 * it lacks (without it a phone draws the page at 980 px and shrinks it), and
 * `lang` as the API negotiates Accept-Language (transport/errorLanguage.ts).
 */
function localizedIndex(html: string, language: 'ko' | 'en'): string {
  return html.replace('<html lang="en">', `<html lang="${language}">`).replace('<meta charset="UTF-8">', `<meta charset="UTF-8">\n      ${VIEWPORT}`);
}

/**
 * The document in Korean: each operation's summary where the route gives one, its description and the
 * document's (openapi/koreanDescriptions.ts) — a copy: the served document stays as it is.
 */
type Document = { info?: Record<string, unknown>; paths?: Record<string, Record<string, unknown> | undefined> };

function koreanDocument<D extends Document>(document: D, summaries: KoreanSummaries): D {
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const copy: Record<string, unknown> = { ...item };
    for (const [method, operation] of Object.entries(item ?? {})) {
      const id = (operation as { operationId?: string } | undefined)?.operationId;
      const summary = id === undefined ? undefined : summaries.get(id);
      const description = id === undefined ? undefined : KOREAN_DESCRIPTIONS[id];
      copy[method] = { ...(operation as object), ...(summary === undefined ? {} : { summary }), ...(description === undefined ? {} : { description }) };
    }
    paths[path] = copy;
  }
  return { ...document, info: { ...document.info, description: INFO_DESCRIPTION_KO }, paths };
}

/**
 * Registers /docs and Swagger UI's files under /docs/static/, all hidden from
 * the OpenAPI document. The document Swagger UI reads names as its one server
 * the path of this service on the origin the page was loaded from, so "Try it
 * out" calls this service, wherever it is reached, whatever servers the
 * document served at /openapi.json lists.
 */
export async function docsRoutes(app: FastifyInstance, { basePath, koreanSummaries }: DocsOptions): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(DOCS_HEADERS);
    if (typeof payload === 'string' && payload.includes('<html lang="en">')) {
      reply.header('vary', 'Accept-Language');
      return done(null, localizedIndex(payload, errorLanguage(request.headers['accept-language'])));
    }
    done(null, payload);
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // web/docs-phone.css: Swagger UI readable at phone width (served as a file of this origin, as the policy wants).
    theme: { title: 'tojeong-api API 문서 · API reference', css: [{ filename: 'docs-phone.css', content: PHONE_CSS }] },
    uiConfig: {
      // No top bar: its box for loading another document's URL has no use here.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      // The key stays in the page's memory, never in localStorage.
      persistAuthorization: false,
      // "Try it out" asks for error messages in Korean (the document's AcceptLanguage parameter, prefilled with its
      // example `ko`, says the same; this covers a field left empty). Swagger UI writes this function into its
      // initializer file as source, so it must stand alone: no closure, no import.
      requestInterceptor: (request: { headers?: Record<string, string> }) => {
        request.headers = request.headers ?? {};
        if (!request.headers['Accept-Language']) request.headers['Accept-Language'] = 'ko';
        return request;
      },
    },
    transformSpecificationClone: false,
    transformSpecification: (document, request) => {
      const served = { ...document, servers: [{ url: basePath || '/', description: 'this service, on the origin this page was loaded from' }] };
      return errorLanguage(request.headers['accept-language']) === 'ko' ? koreanDocument(served as Document, koreanSummaries) : served;
    },
  });
}
