/**
 * How deep a request's JSON value nests: arguments checked outside HTTP
 * (validation.ts validateRequest, for MCP tools and the CLI) are copied
 * recursively, and a value thousands of levels deep would overflow the stack
 * there — a -32603 for what a client can send (issue 45).
 */
/** Far deeper than any request schema goes (three levels at most), far shallower than a stack overflow. */
export const MAX_NESTING = 32;

/** The path of the first object or array nested deeper than `max` levels in `value`, or undefined; iterative, so depth costs no stack. */
export function pathDeeperThan(value: unknown, max: number): string[] | undefined {
  const stack: Array<{ at: unknown; path: string[] }> = [{ at: value, path: [] }];
  while (stack.length > 0) {
    const { at, path } = stack.pop()!;
    if (typeof at !== 'object' || at === null) continue;
    if (path.length >= max) return path.slice(0, 3);
    for (const [key, inner] of Object.entries(at)) stack.push({ at: inner, path: [...path, key] });
  }
  return undefined;
}


/** What is wrong with such a value, as a refused field's words. */
export const TOO_DEEP = { en: `nests deeper than ${MAX_NESTING} levels`, ko: `${MAX_NESTING}단계보다 깊이 중첩되어 있습니다` };
