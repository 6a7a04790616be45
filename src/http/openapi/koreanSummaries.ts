/**
 * The Korean summary of each operation, written beside its English summary in
 * the route's schema (`'x-summary-ko'`), gathered as the routes are added:
 * /docs shows them to a browser that prefers Korean (pages/docsPage.ts). The
 * document at /openapi.json keeps the English summaries.
 */
import type { FastifyInstance } from 'fastify';

export type KoreanSummaries = ReadonlyMap<string, string>;

/** Call before the routes are registered: every route added afterwards with an operationId and 'x-summary-ko' is kept. */
export function gatherKoreanSummaries(app: FastifyInstance): KoreanSummaries {
  const found = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: unknown; 'x-summary-ko'?: unknown } | undefined;
    if (typeof schema?.operationId === 'string' && typeof schema['x-summary-ko'] === 'string') found.set(schema.operationId, schema['x-summary-ko']);
  });
  return found;
}
