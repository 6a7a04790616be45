/** `tojeong mcp`: the MCP server on stdio. The SDK is imported only here, so the other commands load no dependency. */
import { type Command } from '../command.js';
import { mcpLanguage } from '../../mcp/language.js';
import { expectPositionals, parseCommand } from '../options.js';
import { UsageError } from '../usage.js';

export const mcpCommand: Command = {
  help: `Usage: tojeong mcp

Runs a Model Context Protocol server on standard input and output, for an MCP
client that starts it as a process. Its tools return the same data as the API:
  tojeong_gwae   the gwae of a birth date for a year, with its text
  name_analyze   the 성명학 analysis of a name in hanja
  name_char      one name-usable hanja
  calendar_day   one day of the Korean calendar
They return computed values and the original text only, no interpretation.
A tool's error message is in Korean in a Korean locale (LC_ALL, LC_MESSAGES,
LANG) or with TOJEONG_LANG=ko, and in English otherwise or with TOJEONG_LANG=en.

In an MCP client's configuration:
  {"mcpServers": {"tojeong": {"command": "npx", "args": ["-p", "tojeong-api", "tojeong", "mcp"]}}}
or, without npx: {"command": "node", "args": ["/path/to/node_modules/tojeong-api/dist/cli/main.js", "mcp"]}

  -h, --help     this text`,
  async run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return context.write(`${this.help}\n`);
    if (values.json) throw new UsageError('mcp takes no --json: its tools always answer JSON');
    expectPositionals(positionals, []);
    // Read before the SDK loads, so a bad TOJEONG_LANG is one line and exit 2.
    const language = mcpLanguage(process.env);
    const { serveStdio } = await import('../../mcp/stdio.js');
    await serveStdio(context.clock, language);
  },
};
