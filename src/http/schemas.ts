/**
 * JSON Schemas shared by several routes. Every route's schema is the single
 * source for its validation, its response serialization and its OpenAPI entry.
 */
import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { INTERFACE_VERSION } from '../version.js';

export const errorBodySchema = {
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

/** Error responses of a route, grouped by status, each naming its possible codes. */
export function errorResponses(...codes: ErrorCode[]): Record<number, object> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'INTERNAL_ERROR' as const]) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, object> = {};
  for (const [status, group] of byStatus) {
    responses[status] = { ...errorBodySchema, description: `Error: ${group.join(', ')}` };
  }
  return responses;
}

export const versionSchema = {
  type: 'string',
  description: 'Interface version of the response',
  examples: [INTERFACE_VERSION],
} as const;

/** `{data, version}`: the envelope of every calculation response. */
export function envelope(data: object, description: string): object {
  return {
    description,
    type: 'object',
    required: ['data', 'version'],
    properties: { data, version: versionSchema },
  };
}
