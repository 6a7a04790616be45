/**
 * The requests the server answers, and their `params` checked before the
 * SDK's server sees them, against the SDK's own schemas (the ones its
 * handlers parse with, so a request that passes here is parsed there
 * without failing). A request that does not fit is -32602 Invalid params
 * with one short sentence naming the first field at fault
 * (`params.name must be a string`), never the validator's list of issues.
 */
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { quoted } from './jsonRpc.js';

/** What a schema's safeParse gives; the issues as zod 4 reports them. */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  keys?: string[];
  errors?: Issue[][];
}
interface RequestSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/** Every request method the server answers: initialize and ping (the SDK's), and the tools (server.ts). */
export const REQUEST_SCHEMAS: Readonly<Record<string, RequestSchema>> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
};

export function isAnswered(method: string): boolean {
  return Object.hasOwn(REQUEST_SCHEMAS, method);
}

/** What is wrong with a request's params, in one sentence, or undefined when they fit its method. */
export function paramsProblem(method: string, params: unknown): string | undefined {
  if (Array.isArray(params)) return 'params must be an object (MCP takes named parameters), not an array';
  const request = { method, ...(params === undefined ? {} : { params }) };
  const checked = REQUEST_SCHEMAS[method]!.safeParse(request);
  if (checked.success) return undefined;
  const [issue] = checked.error.issues as Issue[];
  return issue ? describe(issue, request) : 'params are not valid';
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};

function describe(issue: Issue, request: object): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(request, issue.path) === undefined ? `${field} is required` : `${field} must be ${typeName(issue.expected)}`;
    case 'invalid_union': {
      const expected = [...new Set((issue.errors ?? []).map((branch) => (branch.length === 1 && branch[0]!.path.length === 0 ? branch[0]!.expected : undefined)))];
      if (expected.length > 0 && expected.every((type) => type !== undefined)) {
        return `${field} must be ${expected.map(typeName).join(' or ')}`;
      }
      return `${field} does not have a form it may take`;
    }
    case 'invalid_value':
      return `${field} must be ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `${field} has an unknown field ${quoted(issue.keys?.[0] ?? '')}`;
    default:
      return `${field} is not valid (${issue.message})`;
  }
}

function typeName(expected: string | undefined): string {
  return expected === undefined ? 'of another type' : (ARTICLE[expected] ?? `of type ${expected}`);
}

/** `params.clientInfo.name`, `params.items[0]`: the path as a client would write it (the request itself: `the request`). */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the request';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
