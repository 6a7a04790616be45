/**
 * A tool's answer as MCP carries it: the API's `data` as structured content
 * and as JSON text; a TojeongError or ServiceError (bad input) as a tool error holding the
 * API's error body, `{error: {code, message}}`, so a model reads what to
 * change. Anything else is a bug and is left to the SDK, which reports it as
 * a tool error with its message.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TojeongError } from 'tojeong-core/errors';

export function toolResult(compute: () => object): CallToolResult {
  let data: object;
  try {
    data = compute();
  } catch (error) {
    if (!(error instanceof TojeongError)) throw error;
    const body = { error: { code: error.code, message: error.message } };
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
  }
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data as Record<string, unknown> };
}
