/** The OpenAPI document as JSON, for the steps that finish it (finishDocument.ts). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` serialized with its keys sorted at every depth, so equal values give equal text. */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`)
    .join(',')}}`;
}

/** `doc.components[kind]`, made if missing. */
export function componentsOf(doc: JsonObject, kind: string): JsonObject {
  const components = isObject(doc.components) ? doc.components : (doc.components = {});
  return isObject(components[kind]) ? components[kind] : (components[kind] = {});
}

/** Every operation of the document with its path and method. */
export function* operations(doc: JsonObject): Generator<{ path: string; method: string; operation: JsonObject }> {
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) if (isObject(operation)) yield { path, method, operation };
  }
}

/** Every response of every operation, with its status. */
export function* responses(doc: JsonObject): Generator<{ path: string; method: string; status: string; response: JsonObject; operation: JsonObject }> {
  for (const { path, method, operation } of operations(doc)) {
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      if (isObject(response)) yield { path, method, status, response, operation };
    }
  }
}
