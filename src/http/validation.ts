/**
 * Request validation. Bodies are validated strictly (no type coercion, unknown
 * fields rejected, not silently removed); path and query parameters arrive as
 * strings, so they are coerced to the schema's types (`?reading=false`) — a
 * number only from decimal digits (decimalText below), never as JavaScript's
 * Number() reads text (`0x7E8`, `2e3`, ` 12`, `+5`).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorText } from 'tojeong-core/errors';
import { type ErrorCode, ServiceError } from '../errors.js';
import { patternShape } from './patternShapes.js';
import { MAX_NESTING, pathDeeperThan, TOO_DEEP } from './valueDepth.js';
import { DESCRIPTION_KO_KEYWORD, isStorableText, STORABLE_TEXT_KEYWORD, UNSTORABLE_TEXT_REASON } from '../storableText.js';

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
  // `"x-description-ko"`: the Korean of a schema's description, quoted by Korean error messages (an annotation, it validates nothing).
  ajv.addKeyword({ keyword: DESCRIPTION_KO_KEYWORD, schemaType: 'string' });
  return ajv;
}

const bodyAjv = makeAjv(false);
const parameterAjv = makeAjv(true);

/**
 * How a number is written in a query, a path or on the command line: decimal
 * digits, an optional leading `-`, at most 15 digits (so it is read exactly),
 * and for a `number` an optional fraction. Ajv coerces with Number(), which
 * also reads hexadecimal, binary and octal, exponents, `Infinity`, a `+` and
 * surrounding spaces; a value that is not in this form is refused before it does.
 */
const DECIMAL_TEXT = { integer: /^-?[0-9]{1,15}$/, number: /^-?[0-9]{1,15}(?:\.[0-9]{1,15})?$/ } as const;
const DECIMAL_TEXT_KEYWORD = 'decimalText';

type NumberType = keyof typeof DECIMAL_TEXT;
type Validator = ((...args: Parameters<ValidateFunction>) => boolean) & Pick<ValidateFunction, 'errors'>;

/** The properties of an object schema whose values are numbers, and which kind of number. */
function numberFields(schema: object): Array<[string, NumberType, object]> {
  const properties = (schema as { properties?: Record<string, { type?: string | string[] }> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, field]): Array<[string, NumberType, object]> => {
    const types = [field.type ?? []].flat();
    return types.includes('integer') ? [[name, 'integer', field]] : types.includes('number') ? [[name, 'number', field]] : [];
  });
}

/**
 * `validate` for text parameters: each number field given as a string (an array
 * is a repeated parameter, Ajv's to refuse) must be decimal text first. A body's
 * fields read from text (the CLI's `--year`) are refused as the JSON body refuses
 * a string there, as a type error, so the command says what its endpoint says.
 */
function decimalTextFirst(validate: ValidateFunction, schema: object, asBody = false): Validator {
  const fields = numberFields(schema);
  if (fields.length === 0) return validate;
  const checked: Validator = (data, context) => {
    for (const [name, type, field] of fields) {
      const value = (data as Record<string, unknown> | null)?.[name];
      if (typeof value === 'string' && !DECIMAL_TEXT[type].test(value)) {
        checked.errors = [{ keyword: asBody ? 'type' : DECIMAL_TEXT_KEYWORD, instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type }, data: value, parentSchema: field }];
        return false;
      }
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  };
  // Fastify hands Ajv's functions the request as the parent of the value (schemaEnv says it is one), so a coerced root is written back.
  return Object.assign(checked, { schemaEnv: validate.schemaEnv });
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyAjv.compile(schema) : decimalTextFirst(parameterAjv.compile(schema), schema);

/**
 * Route-level override of the error code for a failing field, keyed by
 * `<part><instancePath>` (e.g. `body/birth`, `params/id`) for its value, and
 * `<part><instancePath> (missing)` for its absence. Everything else is BAD_INPUT.
 */
export type FieldErrorCodes = Readonly<Record<string, ErrorCode>>;

/** Each part of a request as the messages name it, in both languages. */
const PART_NAMES: Record<string, ErrorText> = {
  body: { en: 'body', ko: '본문' },
  querystring: { en: 'query', ko: '쿼리' },
  params: { en: 'path', ko: '경로' },
  headers: { en: 'header', ko: '헤더' },
};

/** The query schema of every route that declares none: any parameter is refused. */
export const NO_QUERY_PARAMETERS = { type: 'object', additionalProperties: false, properties: {} } as const;

/**
 * Where a value failed its schema, as data: the request's part (`body`,
 * `querystring`, `params`, `headers`) and the path of the field in it
 * (`['surname', '0', 'hanja']`; `[]` for the part as a whole). HTTP words it
 * by the part and field (`body field "birth"`); the command line by its option
 * (src/cli/contract.ts), an MCP tool by its argument (src/mcp/tools.ts).
 */
export interface FieldWhere { part: string; path: readonly string[] }

/** What was wrong there. `missing` and `unknown` are at the missing or unknown field itself. */
export type Fault = { kind: 'value'; says: ErrorText } | { kind: 'missing' } | { kind: 'unknown'; known: readonly string[] } | { kind: 'repeated'; times: number } | { kind: 'invalid' };
export interface RequestFault { where: FieldWhere; fault: Fault }

/** How one surface words a fault, naming the place its own way. */
export type FaultText = (fault: RequestFault) => ErrorText;

/** `["surname", "0", "hanja"]` → `surname[0].hanja`, as a client writes the field. */
export function fieldPath(path: readonly string[]): string {
  return path.map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
}

/** A subject and what is said of it; the Korean puts the subject before a colon, so no particle has to agree with a name in Latin letters. */
export function saidOf(subject: ErrorText, says: ErrorText): ErrorText {
  return { en: `${subject.en} ${says.en}`, ko: `${subject.ko}: ${says.ko}` };
}

/** HTTP's words, as its answers have always said them: `body field "birth" must be …`, `unknown query parameter "x"; …`. */
export const httpFaultText: FaultText = ({ where, fault }) => {
  const part = PART_NAMES[where.part] ?? { en: where.part, ko: where.part };
  const at = (path: readonly string[]): ErrorText =>
    path.length === 0 ? part : { en: `${part.en} field "${fieldPath(path)}"`, ko: `${part.ko} 필드 "${fieldPath(path)}"` };
  const parent = where.path.slice(0, -1);
  const name = where.path.at(-1) ?? '';
  switch (fault.kind) {
    case 'value':
      return saidOf(at(where.path), fault.says);
    case 'missing':
      return saidOf(at(parent), { en: `is missing the required field "${name}"`, ko: `필수 필드가 없습니다: "${name}"` });
    case 'unknown': {
      const known = fault.known.join(', ');
      if (where.part === 'querystring' && parent.length === 0) {
        return {
          en: `unknown query parameter "${name}"; this endpoint ${known ? `takes only ${known}` : 'takes no query parameters'}`,
          ko: `모르는 쿼리 매개변수입니다: "${name}". ${known ? `이 엔드포인트가 받는 매개변수는 ${known}뿐입니다` : '이 엔드포인트는 쿼리 매개변수를 받지 않습니다'}`,
        };
      }
      return saidOf(at(parent), {
        en: `has an unknown field "${name}"${known ? `; the fields are ${known}` : ''}`,
        ko: `모르는 필드가 있습니다: "${name}"${known ? `. 받는 필드는 ${known}입니다` : ''}`,
      });
    }
    case 'repeated': {
      const field = fieldPath(where.path);
      return { en: `query parameter "${field}" is given ${fault.times} times; give it once`, ko: `쿼리 매개변수 "${field}": ${fault.times}번 왔습니다. 한 번만 주세요` };
    }
    case 'invalid':
      return { en: `invalid ${part.en}`, ko: `${part.ko}이(가) 올바르지 않습니다` };
  }
};

/** A bound's comparison as Korean says it after the number (2100 이하여야 합니다). */
const COMPARISONS_KO: Record<string, string> = { '>=': ' 이상이어야', '<=': ' 이하여야', '>': '보다 커야', '<': '보다 작아야' };

/** JSON Schema type names as a Korean reader says them. */
const TYPE_NAMES_KO: Record<string, string> = { string: '문자열', number: '수', integer: '정수', boolean: '불리언(true/false)', object: '객체', array: '배열', null: 'null' };

/**
 * The schema's wording of what a value may be (an anyOf's alternatives), in
 * both languages: `description`, and `x-description-ko` beside it.
 */
function describedForm(error: ErrorObject): ErrorText {
  const schema = error.parentSchema as { description?: string; [DESCRIPTION_KO_KEYWORD]?: string } | undefined;
  return { en: schema?.description ?? 'one of the allowed forms', ko: schema?.[DESCRIPTION_KO_KEYWORD] ?? schema?.description ?? '허용된 형식 중 하나' };
}

/** What is wrong with a value, said of it without naming it: `must be >= 1900` / `1900 이상이어야 합니다`. */
function says(error: ErrorObject): ErrorText {
  const text = (en: string, ko: string): ErrorText => ({ en, ko });
  switch (error.keyword) {
    case 'enum': {
      const values = (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return text(`must be one of ${values}`, `다음 중 하나여야 합니다: ${values}`);
    }
    case 'type': {
      const type = String(error.params.type);
      return text(`must be of type ${type}`, `${type.split(',').map((t) => TYPE_NAMES_KO[t] ?? t).join(' 또는 ')} 형이어야 합니다`);
    }
    case 'anyOf': {
      const form = describedForm(error);
      return text(`must be ${form.en}`, `다음 형식이어야 합니다: ${form.ko}`);
    }
    case STORABLE_TEXT_KEYWORD:
      return UNSTORABLE_TEXT_REASON;
    case DECIMAL_TEXT_KEYWORD:
      return error.params.type === 'integer'
        ? text('must be a whole number in decimal digits, e.g. 2026 (an optional leading -, at most 15 digits)', '10진수 숫자로 쓴 정수여야 합니다. 예: 2026(앞에 - 하나까지, 15자리 이하)')
        : text('must be a number in decimal digits, e.g. 126.98 (an optional leading -, no exponent)', '10진수 숫자로 쓴 수여야 합니다. 예: 126.98(앞에 - 하나까지, 지수 표기 없이)');
    case 'pattern':
      return patternShape(String(error.params.pattern), error.parentSchema);
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum': {
      const [comparison, limit] = [String(error.params.comparison), String(error.params.limit)];
      return text(`must be ${comparison} ${limit}`, `${limit}${COMPARISONS_KO[comparison] ?? ` ${comparison}이어야`} 합니다`);
    }
    case 'minLength': case 'maxLength': {
      const limit = Number(error.params.limit);
      return error.keyword === 'minLength' ? text(`must have at least ${limit} characters`, `${limit}자 이상이어야 합니다`) : text(`must have at most ${limit} characters`, `${limit}자 이하여야 합니다`);
    }
    case 'minItems': case 'maxItems': {
      const limit = Number(error.params.limit);
      return error.keyword === 'minItems' ? text(`must have at least ${limit} items`, `항목이 ${limit}개 이상이어야 합니다`) : text(`must have at most ${limit} items`, `항목이 ${limit}개 이하여야 합니다`);
    }
    default:
      return text(error.message ?? 'is invalid', `올바르지 않습니다(${error.keyword}: ${error.message ?? ''})`);
  }
}

/**
 * The fault of one Ajv error. `repeatable`: the values came from a real query
 * string, where a parameter sent twice arrives as an array (`?solar=a&solar=b`);
 * no parameter of this API takes one.
 */
function faultOf(error: ErrorObject, part: string, repeatable: boolean): RequestFault {
  const path = error.instancePath.split('/').slice(1);
  const where = (extra: readonly string[] = []): FieldWhere => ({ part, path: [...path, ...extra] });
  switch (error.keyword) {
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { where: where([String(error.params.additionalProperty)]), fault: { kind: 'unknown', known } };
    }
    case 'required':
      return { where: where([String(error.params.missingProperty)]), fault: { kind: 'missing' } };
    default:
      if (repeatable && error.keyword === 'type' && Array.isArray(error.data)) return { where: where(), fault: { kind: 'repeated', times: error.data.length } };
      return { where: where(), fault: { kind: 'value', says: says(error) } };
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

/** A request its schema refused: a ServiceError worded by one surface, with the fault as data for another to word its own way. */
export class RequestRefusal extends ServiceError {
  constructor(code: ErrorCode, readonly fault: RequestFault, words: FaultText = httpFaultText) {
    super(code, words(fault));
  }
}

/** The refusal of an HTTP request's part (`context`) from Ajv's errors, worded as HTTP words it unless `words` is given. */
export function validationError(errors: readonly ErrorObject[], context: string, codes: FieldErrorCodes | undefined, words?: FaultText, repeatable = true): RequestRefusal {
  const first = mostUseful(errors);
  if (!first) return new RequestRefusal('BAD_INPUT', { where: { part: context, path: [] }, fault: { kind: 'invalid' } }, words);
  const fault = faultOf(first, context, repeatable && context === 'querystring');
  // A repeated parameter is a mistake of the request's form, whatever code its field's values are refused with.
  const key = fault.fault.kind === 'missing' ? `${context}/${fault.where.path.join('/')} (missing)` : `${context}${first.instancePath}`;
  const code = fault.fault.kind === 'repeated' ? 'BAD_INPUT' : (codes?.[key] ?? 'BAD_INPUT');
  return new RequestRefusal(code, fault, words);
}

/**
 * Checks a value against a route's request schema outside HTTP (the MCP
 * tools, src/mcp/tools.ts, and the CLI, src/cli/request.ts): the same schema,
 * and the same error codes, and the same words of what is wrong, the place
 * named by `words` (an option, a tool's argument). JSON arguments are read strictly, as a body (no
 * coercion); text from a command line with `fromText`, as HTTP reads path and
 * query parameters (`"2026"` is the integer 2026). Unknown fields are refused
 * and defaults filled in either way. Returns the value with its defaults.
 */
const compiled = { strict: new WeakMap<object, Validator>(), fromText: new WeakMap<object, Validator>() };
export function validateRequest<T>(schema: object, value: unknown, context: string, codes: FieldErrorCodes | undefined, words: FaultText, fromText = false): T {
  const cache = fromText ? compiled.fromText : compiled.strict;
  let validate = cache.get(schema);
  if (!validate) cache.set(schema, (validate = fromText ? decimalTextFirst(parameterAjv.compile(schema), schema, context === 'body') : bodyAjv.compile(schema)));
  // Nested deeper than any request of ours, it would overflow the stack of the copy below (valueDepth.ts).
  const deep = pathDeeperThan(value, MAX_NESTING);
  if (deep) throw new RequestRefusal('BAD_INPUT', { where: { part: context, path: deep }, fault: { kind: 'value', says: TOO_DEEP } }, words);
  const copy = structuredClone(value ?? {});
  // Not a query string: an array is a value of the wrong type, never a repeated parameter.
  if (!validate(copy)) throw validationError(validate.errors ?? [], context, codes, words, false);
  return copy as T;
}
