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
import { canonical, componentsOf, isObject, type Json, type JsonObject, operations } from './json.js';

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
 * A request body whose schema is named becomes `components.requestBodies[name]`
 * (the body's description, content and example), referenced from its
 * operation. Not `components.schemas`: client generators read a schema there
 * as an answer's too, and openapi-typescript then makes every field with a
 * default required, where a request may leave it out (it is optional only
 * under `requestBodies` or inline in an operation).
 */
export function hoistRequestBodies(doc: JsonObject): void {
  const bodies = componentsOf(doc, 'requestBodies');
  const found = new Map<string, { body: JsonObject; text: string }>();
  for (const { operation } of operations(doc)) {
    const body = operation.requestBody;
    if (!isObject(body) || !isObject(body.content)) continue;
    const media = Object.values(body.content).filter(isObject);
    const names = new Set(media.map((m) => (isObject(m.schema) ? m.schema.title : undefined)));
    const [name] = names;
    if (names.size !== 1 || typeof name !== 'string' || !declared.has(name)) continue;
    const content: JsonObject = {};
    for (const [type, m] of Object.entries(body.content)) {
      if (!isObject(m) || !isObject(m.schema)) continue;
      const { title: _named, ...schema } = m.schema;
      content[type] = { ...m, schema };
    }
    const component: JsonObject = { ...body, content };
    const text = canonical(component);
    const earlier = found.get(name);
    if (earlier && earlier.text !== text) throw new Error(`the request body named ${name} occurs with different contents`);
    found.set(name, { body: component, text });
    operation.requestBody = { $ref: `#/components/requestBodies/${name}` };
  }
  for (const name of [...found.keys()].sort()) bodies[name] = found.get(name)!.body;
}

/**
 * Replaces every named schema under `doc.paths` and `components.requestBodies`
 * by a `$ref`, innermost first, and puts each into `doc.components.schemas`
 * (sorted by name).
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
  const bodies = componentsOf(doc, 'requestBodies');
  for (const [name, body] of Object.entries(bodies)) bodies[name] = hoist(body);
  const schemas = componentsOf(doc, 'schemas');
  for (const name of [...found.keys()].sort()) schemas[name] = found.get(name)!.schema;
}
