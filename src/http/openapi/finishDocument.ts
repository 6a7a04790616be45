/**
 * The last step of building the OpenAPI document (@fastify/swagger's
 * `transformObject`), run once when the document is first asked for: the
 * named headers, schemas and shared responses are put into `components` and
 * referenced from the operations. What the document says is decided by the
 * route schemas and the steps before; this only names it.
 */
import type { ErrorCode } from '../../errors.js';
import { codesOf } from '../schemas.js';
import { canonical, componentsOf, isObject, type JsonObject, operations, responses } from './json.js';
import { hoistNamedSchemas, hoistRequestBodies } from './namedSchemas.js';
import { headerObject, RESPONSE_HEADERS, type ResponseHeaderName } from './responseHeaders.js';

const HEADER_NAMES = Object.keys(RESPONSE_HEADERS) as ResponseHeaderName[];

/** Every response header becomes a `$ref` to its entry of RESPONSE_HEADERS; one that is none of them stops the build. */
function hoistResponseHeaders(doc: JsonObject): void {
  const known = HEADER_NAMES.map((name) => ({ name, sent: RESPONSE_HEADERS[name].name, text: canonical(headerObject(name)) }));
  const used = new Set<ResponseHeaderName>();
  for (const { path, method, status, response } of responses(doc)) {
    if (!isObject(response.headers)) continue;
    for (const [sent, header] of Object.entries(response.headers)) {
      const match = known.find((entry) => entry.sent === sent && entry.text === canonical(header));
      if (!match) throw new Error(`${method.toUpperCase()} ${path} ${status}: the header ${sent} is not one of the named response headers (openapi/responseHeaders.ts)`);
      used.add(match.name);
      response.headers[sent] = { $ref: `#/components/headers/${match.name}` };
    }
  }
  const headers = componentsOf(doc, 'headers');
  for (const name of HEADER_NAMES) if (used.has(name)) headers[name] = headerObject(name);
}

/** The error answers that are the same on every operation that has them, named once. */
const SHARED_RESPONSES: ReadonlyArray<{ name: string; status: string; code: ErrorCode; description: string }> = [
  { name: 'NotFound', status: '404', code: 'NOT_FOUND', description: 'NOT_FOUND: no such path (a mistyped path or base URL)' },
  {
    name: 'MethodNotAllowed',
    status: '405',
    code: 'METHOD_NOT_ALLOWED',
    description: 'METHOD_NOT_ALLOWED: the path asked with a method it does not answer; `Allow` lists those it does (OPTIONS on a known path is 204 with `Allow`)',
  },
  {
    name: 'RequestTimeout',
    status: '408',
    code: 'REQUEST_TIMEOUT',
    description: 'REQUEST_TIMEOUT: the request did not arrive whole in time (headers 10 s, the whole request REQUEST_TIMEOUT, 30 s by default); the connection is closed',
  },
  { name: 'HeadersTooLarge', status: '431', code: 'HEADERS_TOO_LARGE', description: 'HEADERS_TOO_LARGE: request line and headers over 16 KiB; the connection is closed' },
];

/** The codes of a response of the document: its JSON schema is an error answer made by errorResponse (schemas.ts), or none. */
function documentedCodes(response: JsonObject): readonly string[] {
  const content = isObject(response.content) ? response.content['application/json'] : undefined;
  return isObject(content) && isObject(content.schema) ? codesOf(content.schema) : [];
}

/**
 * Each status of SHARED_RESPONSES answered with its code alone is named once:
 * the form most operations share (an operation whose own route answers the
 * code too, with its own headers, keeps its answer inline).
 */
function hoistSharedResponses(doc: JsonObject): void {
  const shared = componentsOf(doc, 'responses');
  for (const { name, status, code, description } of SHARED_RESPONSES) {
    const forms = new Map<string, Array<{ responses: JsonObject; content: JsonObject }>>();
    for (const { status: answered, response, operation } of responses(doc)) {
      const codes = documentedCodes(response);
      if (answered !== status || codes.length !== 1 || codes[0] !== code) continue;
      const { description: _own, ...content } = response;
      const text = canonical(content);
      forms.set(text, [...(forms.get(text) ?? []), { responses: operation.responses as JsonObject, content }]);
    }
    const common = [...forms.values()].sort((a, b) => b.length - a.length)[0];
    if (!common) continue;
    shared[name] = { description, ...common[0]!.content };
    for (const { responses: answers } of common) answers[status] = { $ref: `#/components/responses/${name}` };
  }
}

/**
 * Accept-Language, which every operation reads for its error messages
 * (errorLanguage.ts), named once and listed on each operation. Its example is
 * what /docs sends, so "Try it out" shows Korean errors.
 */
const ACCEPT_LANGUAGE_PARAMETER = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    'The language of error messages: Korean (`ko`) when Korean is preferred to English, e.g. `ko`, `ko-KR,ko;q=0.9,en;q=0.8`; English otherwise ' +
    '(no header, `*`, a tie, or only other languages). Codes, statuses and success bodies do not change; the answer says which in Content-Language',
  schema: { type: 'string' },
  example: 'ko',
} as const;

function addAcceptLanguage(doc: JsonObject): void {
  componentsOf(doc, 'parameters').AcceptLanguage = ACCEPT_LANGUAGE_PARAMETER;
  for (const { operation } of operations(doc)) {
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : (operation.parameters = []);
    parameters.push({ $ref: '#/components/parameters/AcceptLanguage' });
  }
}

export function finishDocument(built: { openapiObject: object } | { swaggerObject: object }): JsonObject {
  if (!('openapiObject' in built)) throw new Error('the service describes itself in OpenAPI 3, not Swagger 2');
  const doc = built.openapiObject as JsonObject;
  hoistResponseHeaders(doc);
  hoistRequestBodies(doc);
  hoistNamedSchemas(doc);
  hoistSharedResponses(doc);
  addAcceptLanguage(doc);
  return doc;
}
