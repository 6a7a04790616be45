/**
 * A tool's answer as MCP carries it: the API's `data` as structured content
 * (which fits the tool's output schema) and as JSON text; a TojeongError or ServiceError
 * (bad input) as a tool error whose text is the API's error body, `{error: {code,
 * message}}`, the message in the server's language (language.ts, or the
 * request's Accept-Language over HTTP), so a model reads what to change, and
 * whose structured content is that body too (the listed output schemas admit
 * it: compactSchema.ts). Anything else is a bug and is reported as a tool error.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type ErrorLanguage, type ErrorText, TojeongError } from 'tojeong-core/errors';
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

/** A tool error: the API's error body as the one text item and as structured content. */
export function toolError(code: string, message: string): CallToolResult {
  const error = { code, message };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error }) }], structuredContent: { error } };
}

/**
 * A tool call the key's plan refuses (the minute's limit, the month's quota)
 * as a tool error a model can act on: the text says in Korean and in English
 * what happened and in how many seconds to call again, the structured content
 * gives the code and `retryAfter` (seconds) to a client that acts by itself.
 */
export function limitToolError(code: string, text: ErrorText, retryAfter: number, language: ErrorLanguage): CallToolResult {
  const retry = { ko: `${retryAfter}초 뒤에 다시 호출하세요`, en: `call again after ${retryAfter} s` };
  // The minute's refusal already names the seconds; the month's names the instant the quota starts again.
  const said = text.en.includes(`${retryAfter} s`);
  const sentences = (['ko', 'en'] as const).map((l) => `${code}: ${text[l]}${said ? '' : l === 'ko' ? `. ${retry.ko}` : `; ${retry.en}`}`);
  return { isError: true, content: [{ type: 'text', text: sentences.join('\n') }], structuredContent: { error: { code, message: text[language], retryAfter } } };
}
