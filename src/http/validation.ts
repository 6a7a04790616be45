/**
 * Request validation. Bodies are validated strictly (no type coercion, unknown
 * fields rejected, not silently removed); path and query parameters arrive as
 * strings, so they are coerced to the schema's types (`?reading=false`).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { type ErrorCode, ServiceError } from '../errors.js';
import { isStorableText, STORABLE_TEXT_KEYWORD, UNSTORABLE_TEXT_REASON } from '../storableText.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    // verbose keeps each failing schema on its error, so an anyOf failure can
    // quote the field's description ("a string of hanja or an array of …").
    verbose: true,
    strict: true,
  });
  addFormats(ajv);
  // `"x-storable-text": true` on a string that will be stored (src/storableText.ts).
  ajv.addKeyword({ keyword: STORABLE_TEXT_KEYWORD, type: 'string', schemaType: 'boolean', validate: (on: boolean, value: string) => !on || isStorableText(value) });
  return ajv;
}

const bodyAjv = makeAjv(false);
const parameterAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema);

/**
 * Route-level override of the error code for a failing field, keyed by
 * `<part><instancePath>` (e.g. `body/birth`, `params/id`). Everything else is BAD_INPUT.
 */
export type FieldErrorCodes = Readonly<Record<string, ErrorCode>>;

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** The query schema of every route that declares none: any parameter is refused. */
export const NO_QUERY_PARAMETERS = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The fields an object of this schema may have, as a phrase ("birth, calendar, …"). */
function knownFields(error: ErrorObject): string[] {
  return Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
}

function unknownQueryParameter(error: ErrorObject): string {
  const known = knownFields(error);
  const takes = known.length > 0 ? `takes only ${known.join(', ')}` : 'takes no query parameters';
  return `unknown query parameter "${String(error.params.additionalProperty)}"; this endpoint ${takes}`;
}

/** A query parameter sent more than once arrives as an array (`?solar=a&solar=b`); no parameter of this API takes one. */
function isRepeatedParameter(error: ErrorObject, part: string): boolean {
  return part === 'query' && error.keyword === 'type' && Array.isArray(error.data);
}

function describe(error: ErrorObject, part: string): string {
  // "/surname/0/hanja" → "surname[0].hanja"
  const field = error.instancePath
    .split('/')
    .slice(1)
    .map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
    .join('');
  const where = field ? `${part} field "${field}"` : `${part}`;
  switch (error.keyword) {
    case 'additionalProperties': {
      if (part === 'query' && !field) return unknownQueryParameter(error);
      const known = knownFields(error);
      return `${where} has an unknown field "${String(error.params.additionalProperty)}"${known.length > 0 ? `; the fields are ${known.join(', ')}` : ''}`;
    }
    case 'required':
      return `${where} is missing the required field "${String(error.params.missingProperty)}"`;
    case 'enum':
      return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      if (isRepeatedParameter(error, part)) return `query parameter "${field}" is given ${(error.data as unknown[]).length} times; give it once`;
      return `${where} must be of type ${String(error.params.type)}`;
    case 'anyOf':
      return `${where} must be ${String((error.parentSchema as { description?: string } | undefined)?.description ?? 'one of the allowed forms')}`;
    case STORABLE_TEXT_KEYWORD:
      return `${where} ${UNSTORABLE_TEXT_REASON}`;
    case 'pattern':
      return `${where} does not have the expected form (pattern ${String(error.params.pattern)})`;
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * The error to report. A failed anyOf comes with one error per alternative; an
 * error inside the value (an unknown field of an array item, say) says more than
 * the alternatives, otherwise the anyOf itself is reported.
 */
function mostUseful(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const anyOf = errors.find((e) => e.keyword === 'anyOf');
  if (!anyOf) return errors[0];
  const deeper = errors.filter((e) => e.instancePath.startsWith(`${anyOf.instancePath}/`));
  return deeper.sort((a, b) => b.instancePath.length - a.instancePath.length)[0] ?? anyOf;
}

export function validationError(
  errors: readonly ErrorObject[],
  context: string,
  codes: FieldErrorCodes | undefined,
  part = PART_NAMES[context] ?? context,
): ServiceError {
  const first = mostUseful(errors);
  if (!first) return new ServiceError('BAD_INPUT', `invalid ${part}`);
  // A repeated parameter is a mistake of the request's form, whatever code its field's values are refused with.
  const code = isRepeatedParameter(first, part) ? 'BAD_INPUT' : (codes?.[`${context}${first.instancePath}`] ?? 'BAD_INPUT');
  return new ServiceError(code, describe(first, part));
}

/**
 * Checks a value against a route's request schema outside HTTP (the MCP
 * tools, src/mcp/tools.ts): the same schema, the same strict reading as a body
 * (no coercion, unknown fields refused, defaults filled in), and the same
 * error codes and messages, the part named `partName` ("argument"). Returns
 * the value with its defaults.
 */
const compiled = new WeakMap<object, ValidateFunction>();
export function validateRequest<T>(schema: object, value: unknown, context: string, codes: FieldErrorCodes | undefined, partName: string): T {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = bodyAjv.compile(schema)));
  const copy = structuredClone(value ?? {});
  if (!validate(copy)) throw validationError(validate.errors ?? [], context, codes, partName);
  return copy as T;
}
