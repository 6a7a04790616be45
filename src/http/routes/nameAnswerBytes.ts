/**
 * The answers of POST /v1/name/analyze and POST /v1/name/recommend as the
 * bytes sent, and the canonical request each is kept under (answerBytesCache.ts).
 *
 * An analysis is serialized with JSON.stringify, in parts: the `source` of an
 * answer is one frozen object per set of options (the core makes each once),
 * so its JSON, with the envelope's end, is encoded once and kept by that
 * object; only the input and the result are serialized per answer, and
 * encoded once (Fastify would encode a string body to count it, compression
 * to measure it, and the socket to write it). JSON.stringify, not the
 * schema's compiled serializer: the same bytes (test/http/nameAnswerBytes.test.ts
 * holds the two to it) in two thirds of the time on these answers, whose
 * strings are mostly hangul and hanja.
 *
 * A recommendation is serialized by the route's own schema, whose key order
 * (`{ko, en}`) differs from the core's object in places, then encoded once.
 */
import type { FastifyReply } from 'fastify';
import { type AnalyzeInput, nameAnalysisAnswer, type NameAnalysisSource, nameRecommendationAnswer, normalizeNameInput, normalizeRecommendInput, type RecommendInput } from '../../name/index.js';
import { INTERFACE_VERSION } from '../../version.js';

const VERSION_JSON = JSON.stringify(INTERFACE_VERSION);

/** `,"source":…},"version":…}` of each source object, encoded once. */
const sourceTails = new WeakMap<NameAnalysisSource, Buffer>();

function sourceTail(source: NameAnalysisSource): Buffer {
  let tail = sourceTails.get(source);
  if (tail === undefined) {
    tail = Buffer.from(`,"source":${JSON.stringify(source)}},"version":${VERSION_JSON}}`);
    sourceTails.set(source, tail);
  }
  return tail;
}

/** The canonical analysis request: the request as normalizeNameInput understands it (throws its BAD_INPUT as the route answers). */
export function analysisKey(request: AnalyzeInput): string {
  return JSON.stringify(normalizeNameInput(request));
}

/**
 * The result's parts in the order of its schema, which the serializer this
 * replaces wrote: the parts every result has, `source` the last of them
 * (issue 52), then the optional ones (`saju` with a birth, `extendedScore`).
 * The core adds `source` after all of them.
 */
function inSchemaOrder(result: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) {
    if (key === 'source') continue;
    ordered[key] = value;
    if (key === 'warnings') ordered.source = result.source;
  }
  // Never without it (the byte test holds the place against the schema's serializer).
  if (!('source' in ordered)) ordered.source = result.source;
  return ordered;
}

/** The 200 body of POST /v1/name/analyze. */
export function analysisBytes(request: AnalyzeInput): Buffer {
  const { input, result, source } = nameAnalysisAnswer(request);
  const head = Buffer.from(`{"data":{"input":${JSON.stringify(input)},"result":${JSON.stringify(inSchemaOrder(result))}`);
  const tail = sourceTail(source);
  return Buffer.concat([head, tail], head.length + tail.length);
}

/** The canonical recommendation request, as normalizeRecommendInput understands it. */
export function recommendationKey(request: RecommendInput): string {
  return JSON.stringify(normalizeRecommendInput(request));
}

/** The 200 body of POST /v1/name/recommend, serialized by the route's response schema. */
export function recommendationBytes(reply: FastifyReply, request: RecommendInput): Buffer {
  const json = reply.serialize({ data: nameRecommendationAnswer(request), version: INTERFACE_VERSION });
  return typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as Uint8Array);
}
