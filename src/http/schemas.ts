/**
 * JSON Schemas shared by several routes. Every route's schema is the single
 * source for its validation, its response serialization, its OpenAPI entry and
 * (through the JSON-Schema type provider, @fastify/type-provider-json-schema-to-ts)
 * the TypeScript types of its request and reply; so the schemas are `as const`,
 * and the helpers keep them literal. Each route module routes/<area>.ts has its
 * schemas in routes/<area>Schemas.ts, their enums taken from the domain's constants;
 * the schemas a client generator should name are made with `namedSchema`
 * (openapi/namedSchemas.ts).
 *
 * A response schema that does not forbid other properties derives a type with
 * an index signature, which an `interface` does not satisfy: the domain types a
 * route returns as they are (AnalyzeResult, NameHanjaRecord, ConfirmResult, …)
 * are declared with `type`. Fields a schema lacks are found by
 * test/http/responseSchemas.test.ts (the serializer would drop them), fields it
 * does not require by test/http/openapiDocument.test.ts.
 */
import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { INTERFACE_VERSION } from '../version.js';
import { namedSchema } from './openapi/namedSchemas.js';
import { CODE_HEADERS, responseHeaders, type ResponseHeaderName, type ResponseHeadersEntry } from './openapi/responseHeaders.js';

/** A date as the API writes it, YYYY-MM-DD (whether it exists is the calendar's to say). */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** One precomposed hangul syllable (가 … 힣), as a reading is written. */
export const HANGUL_SYLLABLE_PATTERN = '^[가-힣]$';

const errorCodeSchema = namedSchema('ErrorCode', {
  type: 'string',
  enum: Object.keys(ERROR_CODES) as ErrorCode[],
  description: 'Machine-readable error code: every code the service has (README "Error codes"); each operation lists, per status, the ones it can answer',
});

const errorBodySchema = namedSchema('Error', {
  type: 'object',
  description: 'The body of every 4xx and 5xx answer',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: errorCodeSchema,
        message: { type: 'string', description: 'What went wrong and what to change' },
        param: {
          type: 'string',
          description:
            'Where the fault is, when it is in one field of the request: a JSON Pointer into the body (`/birth`, `/given/0/hanja`), ' +
            'or the name of the query or path parameter (`year`, `id`). Absent when the fault is of the request as a whole',
          examples: ['/birth'],
        },
      },
    },
  },
} as const);

/**
 * The error answer of one status: the Error body, its `code` narrowed to the
 * codes listed (so a generated client types it as their union), and the
 * headers those codes are sent with.
 */
function errorResponse(codes: readonly ErrorCode[], extraHeaders: ResponseHeadersEntry = {}) {
  const headers = { ...responseHeaders(...new Set(codes.flatMap((code) => CODE_HEADERS[code] ?? []))), ...extraHeaders };
  return {
    description: `Error: ${codes.join(', ')}`,
    allOf: [errorBodySchema, { required: ['error'], properties: { error: { required: ['code'], properties: { code: { type: 'string', enum: codes } } } } }],
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  } as const;
}

type ErrorResponseSchema = ReturnType<typeof errorResponse>;

/** The codes of an error answer made by errorResponse, or none for any other answer. */
export function codesOf(entry: object): readonly ErrorCode[] {
  return (entry as Partial<ErrorResponseSchema>).allOf?.[1].properties.error.properties.code.enum ?? [];
}

function byStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code];
    const group = groups.get(status) ?? [];
    if (!group.includes(code)) group.push(code);
    groups.set(status, group);
  }
  return groups;
}

/** Error responses of a route, grouped by status, each naming its possible codes (INTERNAL_ERROR always). */
export function errorResponses(...codes: ErrorCode[]): Record<number, ErrorResponseSchema> {
  const responses: Record<number, ErrorResponseSchema> = {};
  for (const [status, group] of byStatus([...codes, 'INTERNAL_ERROR'])) responses[status] = errorResponse(group);
  return responses;
}

export type ResponseMap = Record<string, Record<string, unknown>>;

/**
 * `response` with `codes` added, each to the error answer of its status (made
 * or widened, keeping the headers it had), the new ones sent with `headers`.
 * A new map of new entries: a route's schema objects are shared (with the HEAD
 * route Fastify adds for a GET).
 */
export function withErrorCodes(response: ResponseMap, codes: readonly ErrorCode[], ...headers: ResponseHeaderName[]): ResponseMap {
  const merged: ResponseMap = { ...response };
  for (const [status, group] of byStatus(codes)) {
    const existing = merged[status];
    if (existing && codesOf(existing).length === 0) throw new Error(`status ${status} is not an error answer, so the codes ${group.join(', ')} cannot be added to it`);
    const all = [...new Set([...(existing ? codesOf(existing) : []), ...group])];
    merged[status] = { ...existing, ...errorResponse(all, { ...(existing?.headers as ResponseHeadersEntry | undefined), ...responseHeaders(...headers) }) };
  }
  return merged;
}

/** `entry` (one status of a route's response map) with the named headers added. */
export function withHeaders(entry: Record<string, unknown>, ...names: ResponseHeaderName[]): Record<string, unknown> {
  return { ...entry, headers: { ...(entry.headers as ResponseHeadersEntry | undefined), ...responseHeaders(...names) } };
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

/** A token of the shape mailed links carry (43 base64url characters), for the documents' examples: no mail carries it, so it confirms nothing. */
export const EXAMPLE_LINK_TOKEN = 'q3Jd8Xw0bVtZr2u5YcA7fK1mN9pL4sHeGiO6TjWyQxE';

/**
 * The query and answers of a page a mailed link opens (the key link's, the held payment's): the same document for every token.
 * Other query parameters (a mail client's `utm_source`, …) are ignored, as on every page (pages/pageScope.ts).
 */
export const mailedLinkPage = {
  querystring: {
    type: 'object',
    description: 'The token; any other parameter (utm_source=mail, …) is ignored',
    additionalProperties: true,
    properties: {
      token: {
        type: 'string',
        maxLength: 100,
        description: "The token the mail put in the link; read by the page's script, not by the server",
        examples: [EXAMPLE_LINK_TOKEN],
      },
    },
  },
  response: {
    200: {
      description: 'The page (the same document for every token)',
      content: { 'text/html': { schema: { type: 'string' } } },
      headers: responseHeaders('PageContentSecurityPolicy', 'NoStore', 'PageReferrerPolicy', 'PageContentTypeOptions', 'PageFrameOptions'),
    },
    ...errorResponses('BAD_INPUT'),
  },
} as const;
