/**
 * The tools' schemas as clients with a single-`type` dialect read them: a
 * nullable field, `{type: ["string", "null"], …}` in the routes' schemas, is
 * listed as `{anyOf: [{type: "string", …}, {type: "null"}], description}`.
 * The two accept exactly the same values; the second is what the MCP
 * Inspector's `--strict` check asks for (issue 38), since a client that maps
 * tool schemas onto a one-type dialect (Gemini's function declarations, say)
 * may refuse a tool whose schema has a type array. The routes keep the
 * array: Fastify's serializer and the OpenAPI document read it as it is.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Said of the value as a whole: stays beside the anyOf rather than inside a branch. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
/** Values, not schemas: never walked into. */
const LITERALS = new Set(['enum', 'const', 'default', 'examples', 'required']);
/**
 * Left out of the listing: the Korean of a description is for the Korean help and error
 * messages, which read the routes' schemas; a model reads the English, and tools/list
 * stays as small as it was before the Korean was written (issue 50).
 */
const UNLISTED = new Set(['x-description-ko']);

export function portableSchema<T>(schema: T): T {
  return walk(schema as Json) as T;
}

function walk(node: Json): Json {
  if (Array.isArray(node)) return node.map(walk);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) if (!UNLISTED.has(key)) out[key] = LITERALS.has(key) ? value : walk(value);
  const type = out.type;
  if (!Array.isArray(type)) return out;
  return splitTypes(out, type.filter((t): t is string => typeof t === 'string'));
}

function splitTypes(schema: { [key: string]: Json }, types: string[]): Json {
  const outer: { [key: string]: Json } = {};
  const inner: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type') continue;
    (ANNOTATIONS.has(key) ? outer : inner)[key] = value;
  }
  const branches: Json[] = types.map((t) => {
    if (t === 'null') return { type: 'null' };
    const branch: { [key: string]: Json } = { type: t, ...inner };
    // An enum that lists null belongs to the null branch for that value.
    if (Array.isArray(branch.enum)) branch.enum = branch.enum.filter((v) => v !== null);
    return branch;
  });
  return { ...outer, anyOf: branches };
}
