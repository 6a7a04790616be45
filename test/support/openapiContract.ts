/**
 * The OpenAPI document as a contract: an answer of the service is checked
 * against the operation the document gives for it — its status is listed, every
 * header it carries (but the generic transport headers) is listed for that
 * status, and its body is of a listed media type and, for JSON, matches the
 * schema with no undeclared field anywhere (Ajv, JSON Schema 2020-12, on a copy
 * of the document's schemas where every object schema that does not say what
 * other properties may be has `unevaluatedProperties: false`).
 *
 * test/http/helpers.ts runs every answer of every app it builds through this.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject, type Json, type JsonObject } from '../../src/http/openapi/json.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** One answer as the service sent it. */
export interface Answer {
  method: string;
  /** The request's URL, query included. */
  url: string;
  /** The route that answered (`/v1/tojeong/gwae/:id`), or undefined when none did (unknown path, other method, a URL that does not decode). */
  route: string | undefined;
  /** The route's schema says `hide: true`: it is not part of the document (GET /openapi.json, pages). */
  hidden: boolean;
  status: number;
  headers: Record<string, unknown>;
  body: string | Buffer | null | undefined;
}

/**
 * Headers of HTTP itself, which no operation lists; the CORS answer
 * headers, which come only when the operator sets CORS_ORIGINS; and the two
 * every answer carries alike (nosniff, no framing: test/http/answerHeaders.test.ts
 * checks them) — these are described once, in the document's info.description,
 * not per answer.
 */
const TRANSPORT_HEADERS = new Set([
  'content-type', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary',
  'access-control-allow-origin', 'access-control-expose-headers',
  'x-content-type-options', 'x-frame-options',
]);

const COMPONENTS_ID = 'https://openapi.invalid/components';

/** The name under which a component is registered open (not closing its properties): a member of an allOf, which the allOf closes. */
const OPEN = 'open~';

/**
 * A copy of `schema` where every object schema that leaves other properties open closes them, and `#/components/schemas/X` points into the registered components.
 * An allOf closes at the allOf (`unevaluatedProperties` sees what each member declares), its members stay open: closed one by one, each would refuse the others' fields.
 */
function strict(schema: Json, open = false): Json {
  if (Array.isArray(schema)) return schema.map((item) => strict(item));
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') copy[key] = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/${open ? OPEN : ''}`);
    else if (key === 'allOf' && Array.isArray(value)) copy[key] = value.map((member) => strict(member, true));
    else copy[key] = strict(value);
  }
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  const closes = (types.includes('object') && !open) || (Array.isArray(schema.allOf) && !open);
  if (closes && !('additionalProperties' in schema) && !('unevaluatedProperties' in schema)) copy.unevaluatedProperties = false;
  return copy;
}

function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

export class OpenApiContract {
  private readonly ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly paths: Array<{ path: string; pattern: RegExp; item: JsonObject }>;

  constructor(private readonly doc: JsonObject) {
    addFormats(this.ajv);
    // The service's own annotation on stored strings (request schemas only).
    this.ajv.addKeyword({ keyword: 'x-storable-text', schemaType: 'boolean' });
    const components = isObject(doc.components) ? doc.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    const openOnes = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [`${OPEN}${name}`, strict(schema, true)]));
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: { ...(strict(schemas) as JsonObject), ...openOnes } } as object);
    this.paths = Object.entries(isObject(doc.paths) ? doc.paths : {}).map(([path, item]) => ({ path, pattern: pathPattern(path), item: item as JsonObject }));
  }

  private resolve(value: Json | undefined): JsonObject | undefined {
    if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : undefined;
    let target: Json | undefined = this.doc;
    for (const part of value.$ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part] : undefined;
    return isObject(target) ? target : undefined;
  }

  /** Where the document describes `answer`: its operation's response for the status, or the shared answer of an unknown path or another method. */
  private describe(answer: Answer): { where: string; responses: Record<string, JsonObject | undefined> } | 'skip' {
    if (answer.hidden) return 'skip';
    const path = answer.url.split('?')[0]!;
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const documented = answer.route
      ? this.paths.find((p) => p.path === answer.route!.replace(/:([^/]+)/g, '{$1}'))
      : this.paths.find((p) => p.pattern.test(path));
    const shared = (name: string) => this.resolve({ $ref: `#/components/responses/${name}` });
    if (!documented) {
      if (answer.route) return { where: `${answer.method} ${answer.route} (a route the document lacks)`, responses: {} };
      // Every route but the hidden ones is in the document, so a path the router knows (405) and the document does not is a hidden route's.
      if (answer.status === 405) return 'skip';
      return { where: `${answer.method} ${path} (no such path)`, responses: { 404: shared('NotFound') } };
    }
    const operation = this.resolve(documented.item[method]);
    if (!operation) {
      // OPTIONS is answered on every path by the router (204 and Allow), as the document's description says; it is no operation.
      if (answer.method === 'OPTIONS') return 'skip';
      return { where: `${answer.method} ${documented.path} (a method the path does not answer)`, responses: { 405: shared('MethodNotAllowed') } };
    }
    const responses: Record<string, JsonObject | undefined> = {};
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) responses[status] = this.resolve(response);
    return { where: `${answer.method} ${documented.path}`, responses };
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(strict(schema) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with `answer` by the document, one line each; empty when it fits. */
  check(answer: Answer): string[] {
    const described = this.describe(answer);
    if (described === 'skip') return [];
    const { where, responses } = described;
    const response = responses[String(answer.status)];
    const at = `${where} → ${answer.status}`;
    if (!response) return [`${at}: the document does not list this status (it lists ${Object.keys(responses).join(', ') || 'none'})`];
    const problems: string[] = [];
    const listed = new Set(Object.keys(isObject(response.headers) ? response.headers : {}).map((name) => name.toLowerCase()));
    for (const name of Object.keys(answer.headers)) {
      if (!TRANSPORT_HEADERS.has(name.toLowerCase()) && !listed.has(name.toLowerCase())) problems.push(`${at}: header ${name} is not listed for this answer`);
    }
    if (answer.method === 'HEAD') return problems;
    const body = answer.body === null || answer.body === undefined ? '' : String(answer.body);
    const content = isObject(response.content) ? response.content : undefined;
    if (!content) {
      if (body.length > 0) problems.push(`${at}: a body where the document lists none`);
      return problems;
    }
    const mediaType = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
    const media = content[mediaType];
    if (!isObject(media)) return [...problems, `${at}: content type "${mediaType}" is not listed (${Object.keys(content).join(', ')})`];
    if (mediaType !== 'application/json') return problems;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [...problems, `${at}: the body is not JSON: ${body.slice(0, 80)}`];
    }
    const validate = this.validator(`${where} ${answer.status}`, media.schema ?? {});
    if (!validate(parsed)) {
      for (const error of validate.errors ?? []) {
        const detail = error.keyword === 'unevaluatedProperties' ? `has the undeclared field "${String(error.params.unevaluatedProperty)}"` : error.message;
        problems.push(`${at}: body${error.instancePath || ''} ${detail}`);
      }
    }
    return problems;
  }
}

const contracts = new Map<string, OpenApiContract>();

/** The contract of a document; apps built alike share one (their documents differ at most in `servers`). */
export function contractOf(doc: object): OpenApiContract {
  const { paths, components } = doc as JsonObject;
  const key = JSON.stringify({ paths, components });
  let contract = contracts.get(key);
  if (!contract) {
    contract = new OpenApiContract(doc as JsonObject);
    contracts.set(key, contract);
  }
  return contract;
}
