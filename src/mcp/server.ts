/**
 * The MCP server (`tojeong mcp`): the tools of src/mcp/tools.ts over stdio,
 * for an MCP client that starts it as a process. The SDK's low-level server
 * carries them as they are: their schemas are the JSON Schemas of the routes
 * (tools.ts), not a second description in another schema language.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Clock } from '../clock.js';
import { PACKAGE } from '../version.js';
import { toolError, toolResult } from './toolResult.js';
import { toolArguments, TOOLS } from './tools.js';

const LISTED: Tool[] = TOOLS.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: tool.inputSchema as Tool['inputSchema'],
  outputSchema: tool.outputSchema as Tool['outputSchema'],
  annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
}));

export function createMcpServer(clock: Clock): Server {
  const server = new Server({ name: PACKAGE.name, version: PACKAGE.version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: LISTED }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) return toolError('NOT_FOUND', `no tool "${request.params.name}"; the tools are ${TOOLS.map((t) => t.name).join(', ')}`);
    return toolResult(() => tool.run(toolArguments(tool, request.params.arguments), clock));
  });
  return server;
}

/** Serves on standard input and output until the client closes them; nothing else may write to stdout meanwhile. */
export async function serveStdio(clock: Clock): Promise<void> {
  await createMcpServer(clock).connect(new StdioServerTransport());
}
