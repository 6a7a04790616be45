/**
 * A tool's answer as MCP carries it: the API's `data` as structured content
 * (which fits the tool's output schema) and as JSON text; a TojeongError or ServiceError
 * (bad input) as a tool error whose text is the API's error body, `{error: {code,
 * message}}`, the message in the server's language (language.ts, or the
 * request's Accept-Language over HTTP), so a model reads what to change — as text only, since clients
 * check any structured content against the output schema, which describes
 * the data. Anything else is a bug and is reported as a tool error.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type ErrorLanguage, TojeongError } from 'tojeong-core/errors';
import { errorMessage } from '../errorPointer.js';

export function toolResult(compute: () => object, language: ErrorLanguage): CallToolResult {
  let data: object;
  try {
    data = compute();
  } catch (error) {
    if (!(error instanceof TojeongError)) throw error;
    return toolError(error.code, errorMessage(error, language, 'mcp'));
  }
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data as Record<string, unknown> };
}

/** A tool error: the API's error body as the one text item. */
export function toolError(code: string, message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: { code, message } }) }] };
}
