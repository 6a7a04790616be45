/**
 * Named schemas: the types a client generator names (`TojeongCalc`, `Gwae`,
 * `HanjaRecord`, …). The route schemas stay the one source of validation,
 * serialization and TypeScript types, so they hold every schema inline; a
 * schema made with `namedSchema(name, …)` carries its name as its JSON Schema
 * `title`, and when the document is built each occurrence of it is replaced by
 * a `$ref` to `components.schemas[name]` (hoistNamedSchemas).
 *
 * An occurrence may give its own `description` (a grid says which grid it is):
 * the `$ref` keeps it beside it, as OpenAPI 3.1 allows. Any other difference
 * from the named schema means a copy was changed, and building the document
 * fails, rather than a `$ref` silently describing something else.
 */
import { canonical, componentsOf, isObject, type Json, type JsonObject } from './json.js';

/** The description each named schema was declared with, by name. */
const declared = new Map<string, string | undefined>();

/** `schema`, named `name` in the OpenAPI document (its `title`). */
export function namedSchema<const Name extends string, const Schema extends { readonly description?: string }>(
  name: Name,
  schema: Schema,
): Schema & { readonly title: Name } {
  if (declared.has(name) && declared.get(name) !== schema.description) throw new Error(`two schemas are named ${name}`);
  declared.set(name, schema.description);
  return { title: name, ...schema };
}

/**
 * Replaces every named schema under `doc.paths` by a `$ref`, innermost first,
 * and puts each into `doc.components.schemas` (sorted by name).
 */
export function hoistNamedSchemas(doc: JsonObject): void {
  const found = new Map<string, { schema: JsonObject; text: string }>();

  const hoist = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(hoist);
    if (!isObject(value)) return value;
    const walked: JsonObject = {};
    for (const [key, child] of Object.entries(value)) walked[key] = hoist(child);
    const name = walked.title;
    if (typeof name !== 'string' || !declared.has(name)) return walked;
    const { description, ...rest } = walked;
    const own = declared.get(name);
    const component: JsonObject = own === undefined ? rest : { ...rest, description: own };
    const text = canonical(rest);
    const earlier = found.get(name);
    if (!earlier) found.set(name, { schema: component, text });
    else if (earlier.text !== text) throw new Error(`the schema named ${name} occurs with different contents: ${earlier.text} and ${text}`);
    const ref: JsonObject = { $ref: `#/components/schemas/${name}` };
    return description === undefined || description === own ? ref : { ...ref, description };
  };

  doc.paths = hoist(doc.paths ?? {});
  const schemas = componentsOf(doc, 'schemas');
  for (const name of [...found.keys()].sort()) schemas[name] = found.get(name)!.schema;
}
