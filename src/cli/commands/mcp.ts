/** `tojeong mcp`: the MCP server on stdio. The SDK is imported only here, so the other commands load no dependency. */
import { type Command, writeHelp } from '../command.js';
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
  helpKo: `사용법: tojeong mcp

MCP(Model Context Protocol) 서버를 표준 입출력에서 실행합니다. MCP 클라이언트가
프로세스로 띄우는 용도이며, 도구는 API와 같은 데이터를 돌려줍니다:
  tojeong_gwae   생일과 해로 본 괘와 그 원문
  name_analyze   한자 이름의 성명학 분석
  name_char      인명용 한자 한 글자
  calendar_day   한국 달력의 하루
도구는 계산한 값과 원문만 돌려주며 해석은 하지 않습니다. 도구 오류 메시지는
한국어 로캘(LC_ALL, LC_MESSAGES, LANG)이나 TOJEONG_LANG=ko에서 한국어,
그 밖에는(또는 TOJEONG_LANG=en이면) 영어입니다.

MCP 클라이언트 설정에는:
  {"mcpServers": {"tojeong": {"command": "npx", "args": ["-p", "tojeong-api", "tojeong", "mcp"]}}}
npx 없이는: {"command": "node", "args": ["/path/to/node_modules/tojeong-api/dist/cli/main.js", "mcp"]}

  -h, --help     이 도움말`,
  async run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return writeHelp(context, this);
    if (values.json) throw new UsageError('mcp takes no --json: its tools always answer JSON');
    expectPositionals(positionals, []);
    // Read before the SDK loads, so a bad TOJEONG_LANG is one line and exit 2.
    const language = mcpLanguage(process.env);
    const { serveStdio } = await import('../../mcp/stdio.js');
    await serveStdio(context.clock, language);
  },
};
