/**
 * The MCP server: the tools of src/mcp/tools.ts on the SDK's low-level
 * server, which carries them as they are: their schemas are the JSON Schemas
 * of the routes (tools.ts), not a second description in another schema
 * language. It is reached through a session (session.ts), which keeps the
 * JSON-RPC and lifecycle rules for every transport; `tojeong mcp` serves one
 * on stdio (stdio.ts).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import type { Clock } from '../clock.js';
import { PACKAGE } from '../version.js';
import { INVALID_PARAMS, quoted, type RequestId } from './jsonRpc.js';
import { compactOutputSchema } from './compactSchema.js';
import { type KeyedAccess, serverInstructions } from './instructions.js';
import { portableSchema } from './portableSchema.js';
import { toolResult } from './toolResult.js';
import { listedInputSchema, toolArguments, TOOLS } from './tools.js';

/** The input schemas whole (a model needs every field's words), the output schemas compact (compactSchema.ts): 38 KB, not 131 KB. */
const LISTED: Tool[] = TOOLS.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: portableSchema(listedInputSchema(tool)) as Tool['inputSchema'],
  outputSchema: compactOutputSchema(portableSchema(tool.outputSchema)) as Tool['outputSchema'],
  annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
}));

/** tools/list's result, the same for every request: its JSON made once, for a transport that sends it as it is (MCP over HTTP). */
const LISTED_RESULT_JSON = JSON.stringify({ tools: LISTED });

/** The answer to a tools/list request (the SDK's server answers it so: `{tools}`, whatever the cursor), as JSON text. */
export function toolsListAnswerText(id: RequestId): string {
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${LISTED_RESULT_JSON}}`;
}

/** A JSON-RPC error a handler answers with: the SDK's server sends `code` and `message` as they are. */
class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Edit distance, for a tool name mistyped by a letter or two. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** "did you mean X? " for a name within two edits of a tool's (the message stays one short line however many tools there are). */
function nearestTool(name: string): string {
  const [best] = TOOLS.map((t) => ({ name: t.name, d: distance(name.slice(0, 40), t.name) })).sort((x, y) => x.d - y.d);
  return best !== undefined && best.d <= 2 ? `did you mean ${best.name}? ` : '';
}

/**
 * What a transport sets: the language of the tools' error messages (stdio:
 * the environment, language.ts; HTTP: Accept-Language), and what it may want
 * to know of each tool call: its result (MCP over HTTP gives back the counted
 * call of a tool error, as an HTTP error gives it back).
 */
export type McpServerOptions = {
  language?: ErrorLanguage;
  onToolResult?: (result: CallToolResult) => void;
  /** Over HTTP, the free plan's limits, which the instructions state; none on stdio, which has neither key nor limit. */
  keyed?: KeyedAccess;
};

export function createMcpServer(clock: Clock, options: McpServerOptions = {}): Server {
  const server = new Server(
    { name: PACKAGE.name, version: PACKAGE.version },
    { capabilities: { tools: {} }, instructions: serverInstructions(options.keyed) },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: LISTED }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    // An unknown tool is a protocol error (MCP, tools: error handling); bad arguments are the tool's error, for the model to read.
    if (!tool) throw new ProtocolError(INVALID_PARAMS, `Invalid params: unknown tool ${quoted(request.params.name)}; ${nearestTool(request.params.name)}tools/list names all ${TOOLS.length}`);
    const result = await toolResult(() => tool.run(toolArguments(tool, request.params.arguments), clock), options.language ?? 'en');
    options.onToolResult?.(result);
    return result;
  });
  return server;
}
