/** The MCP server (`tojeong mcp`): the tools of src/mcp/tools.ts over stdio, for an MCP client that starts it as a process. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Clock } from '../clock.js';
import { PACKAGE } from '../version.js';
import { registerTools } from './tools.js';

export function createMcpServer(clock: Clock): McpServer {
  const server = new McpServer({ name: PACKAGE.name, version: PACKAGE.version });
  registerTools(server, clock);
  return server;
}

/** Serves on standard input and output until the client closes them; nothing else may write to stdout meanwhile. */
export async function serveStdio(clock: Clock): Promise<void> {
  await createMcpServer(clock).connect(new StdioServerTransport());
}
