/**
 * Walks a value and the JSON Schema that serializes it together, and lists
 * where they disagree: a field the schema does not declare (Fastify's
 * serializer drops it without a word), a value of another type (the
 * serializer coerces it), a value outside the schema's enum. Covers what the
 * service's response schemas use: type (one or a list), properties,
 * additionalProperties, items, enum, anyOf/oneOf, allOf (the error answers:
 * the Error body and the codes of one status).
 */
type Schema = {
  type?: string | readonly string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: readonly unknown[];
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
  allOf?: readonly Schema[];
};

/** One schema holding what both say (as fast-json-stringify merges an allOf): properties merged field by field, the narrower enum. */
function merged(a: Schema, b: Schema): Schema {
  const properties: Record<string, Schema> = { ...a.properties };
  for (const [key, field] of Object.entries(b.properties ?? {})) properties[key] = properties[key] ? merged(properties[key]!, field) : field;
  return { ...a, ...b, type: b.type ?? a.type, enum: b.enum ?? a.enum, properties: a.properties || b.properties ? properties : undefined };
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeAllowed(value: unknown, type: Schema['type']): boolean {
  if (type === undefined) return true;
  const allowed = typeof type === 'string' ? [type] : type;
  const actual = typeOf(value);
  return allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
}

/** Every disagreement between `value` and `schema`, as `<path>: <what>` (empty when they agree). */
export function schemaMismatches(value: unknown, schema: object, path = '$'): string[] {
  const { allOf, ...own } = schema as Schema;
  const s = (allOf ?? []).reduce(merged, own);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const results = alternatives.map((alternative) => schemaMismatches(value, { ...s, anyOf: undefined, oneOf: undefined, ...alternative }, path));
    return results.find((r) => r.length === 0) ?? results.sort((a, b) => a.length - b.length)[0] ?? [];
  }
  if (!typeAllowed(value, s.type)) return [`${path}: ${JSON.stringify(value)?.slice(0, 60)} is ${typeOf(value)}, the schema says ${JSON.stringify(s.type)}`];
  if (s.enum && !s.enum.includes(value)) return [`${path}: ${JSON.stringify(value)} is not in the schema's enum ${JSON.stringify(s.enum)}`];
  if (Array.isArray(value)) {
    return s.items ? value.flatMap((item, i) => schemaMismatches(item, s.items!, `${path}[${i}]`)) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue; // never serialized
    const declared = s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
    if (declared) found.push(...schemaMismatches(field, declared, `${path}.${key}`));
    else if (s.additionalProperties !== true) found.push(`${path}.${key}: not declared by the schema, so the serializer drops it`);
  }
  return found;
}
