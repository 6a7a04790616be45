/** The pages for people: the playground at / and the API reference at /docs, both hidden from the OpenAPI document. */
import type { FastifyInstance } from 'fastify';
import { type DocsOptions, docsRoutes } from '../pages/docsPage.js';
import { servesPages } from '../pages/pageScope.js';
import { buildPlaygroundPage } from '../pages/playgroundPage.js';

export async function pageRoutes(app: FastifyInstance, options: DocsOptions): Promise<void> {
  servesPages(app);
  const playground = buildPlaygroundPage();
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.headers(playground.headers).send(playground.html));
  await app.register(docsRoutes, options);
}
