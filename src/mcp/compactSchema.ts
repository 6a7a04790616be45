/**
 * The tools' output schemas as tools/list carries them: compact. The full
 * `data` schemas of the routes weigh 103 KB (name_analyze 31 KB,
 * name_recommend 37 KB), which a client puts in its model's context on every
 * turn; the OpenAPI document keeps them whole (/openapi.json). Listed, an
 * output schema drops its words (description, examples, title) and keeps its
 * structure (types, required members, enums, items) to the deepest level of
 * properties, at most MAX_DEPTH, that stays within OUTPUT_BUDGET bytes, and
 * at least the root's members; below that level a value is described by its
 * type alone. Every answer still fits it: only annotations are dropped and
 * only constraints below the level are loosened.
 *
 * It also admits a tool error's structured content, `{error: {code,
 * message, retryAfter?}}` (toolResult.ts): clients check any structured
 * content against the output schema, an error's too (SDK 1.32), so the
 * members the data requires are required only of an answer without `error`.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

/**
 * Measured on the ten tools: the input schemas and descriptions, which stay
 * whole, take 26 KB of tools/list; the output schemas take 6.8 KB with the
 * root's members only, 17.7 KB one level deeper, 28.5 KB two levels deeper
 * (103 KB whole). With 1 KB a tool they take 7.6 KB, and the list 38 KB (with the two shapes of birth).
 */
export const OUTPUT_BUDGET = 1024;
const MAX_DEPTH = 3;

/** Words for the reader, not constraints: dropped from listed output schemas. */
const WORDS = new Set(['description', 'examples', 'title', '$comment', 'x-summary-ko']);

/** The structured content of a tool error (toolResult.ts). */
export const TOOL_ERROR_SCHEMA: Node = {
  type: 'object',
  description: 'Only in a tool error (isError): the code, the message, and for a refused call the seconds to wait before trying again',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, retryAfter: { type: 'integer', minimum: 0 } },
};

export function compactOutputSchema(schema: object, budget = OUTPUT_BUDGET): Record<string, unknown> {
  let depth = MAX_DEPTH;
  let answer = atDepth(schema, depth);
  while (depth > 0 && JSON.stringify(answer).length > budget) answer = atDepth(schema, --depth);
  return answer;
}

function atDepth(schema: object, depth: number): Node {
  const root = shrink(schema as Json, depth) as Node;
  const { required, ...rest } = root;
  const properties = { ...(rest.properties as Node | undefined), error: TOOL_ERROR_SCHEMA };
  const answer: Node = { ...rest, properties };
  // An answer has the data's required members, or is a tool error; never both shapes' demands at once.
  if (Array.isArray(required) && required.length > 0) answer.anyOf = [{ required }, { required: ['error'] }];
  return answer;
}

/** `schema` without words, its properties `depth` levels deep; deeper, a value's type alone (an anyOf: the types of its branches). */
function shrink(node: Json, depth: number): Json {
  if (Array.isArray(node)) return node.map((item) => shrink(item, depth));
  if (node === null || typeof node !== 'object') return node;
  if (depth < 0) return typeOnly(node);
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (WORDS.has(key)) continue;
    if (key === 'properties' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shrink(sub, depth - 1)]));
    } else if (key === 'enum' || key === 'const' || key === 'required' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = shrink(value, depth);
    }
  }
  return out;
}

function typeOnly(node: Node): Json {
  if (Array.isArray(node.anyOf)) return { anyOf: node.anyOf.map((branch) => (branch && typeof branch === 'object' && !Array.isArray(branch) ? typeOnly(branch) : {})) };
  return node.type === undefined ? {} : { type: node.type };
}
