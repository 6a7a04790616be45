/**
 * JSON Schemas shared by several routes. Every route's schema is the single
 * source for its validation, its response serialization, its OpenAPI entry and
 * (through the JSON-Schema type provider, @fastify/type-provider-json-schema-to-ts)
 * the TypeScript types of its request and reply; so the schemas are `as const`,
 * and the helpers keep them literal. Each route module routes/<area>.ts has its
 * schemas in routes/<area>Schemas.ts, their enums taken from the domain's constants.
 *
 * A response schema that does not forbid other properties derives a type with
 * an index signature, which an `interface` does not satisfy: the domain types a
 * route returns as they are (AnalyzeResult, NameHanjaRecord, ConfirmResult, …)
 * are declared with `type`. Fields a schema lacks are found by
 * test/http/responseSchemas.test.ts (the serializer would drop them).
 */
import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { INTERFACE_VERSION } from '../version.js';

const errorBodySchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Machine-readable error code' },
        message: { type: 'string', description: 'What went wrong and what to change' },
      },
    },
  },
} as const;

export type ErrorResponseSchema = typeof errorBodySchema & { description: string };

/** Error responses of a route, grouped by status, each naming its possible codes. */
export function errorResponses(...codes: ErrorCode[]): Record<number, ErrorResponseSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'INTERNAL_ERROR' as const]) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, ErrorResponseSchema> = {};
  for (const [status, group] of byStatus) {
    responses[status] = { ...errorBodySchema, description: `Error: ${group.join(', ')}` };
  }
  return responses;
}

const versionSchema = {
  type: 'string',
  description: 'Interface version of the response',
  examples: [INTERFACE_VERSION],
} as const;

/** `{data, version}`: the envelope of every calculation response. */
export function envelope<const Data extends object>(data: Data, description: string) {
  return {
    description,
    type: 'object',
    required: ['data', 'version'],
    properties: { data, version: versionSchema },
  } as const;
}
