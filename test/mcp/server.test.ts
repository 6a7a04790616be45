/**
 * `tojeong mcp` as an MCP client sees it: the SDK's own Client over stdio,
 * spawning the bin (the sources through tsx) as a process. Each tool answers
 * the library's data as structured content and as JSON text; a bad value
 * comes back as a tool error with the API's code and message, naming the tool
 * and its argument where the API names its request's field.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, ErrorCode, type McpError } from '@modelcontextprotocol/sdk/types.js';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../../src/calendar/index.js';
import { seoulDate } from '../../src/clock.js';
import { nameCharAnswer } from '../../src/hanja/index.js';
import { nameAnalysisAnswer, nameCharsByReading } from '../../src/name/index.js';
import { gwaeAnswer } from '../../src/tojeong/index.js';
import { keyed, testApp } from '../http/helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOOLS = ['calendar_day', 'calendar_month', 'calendar_pillars', 'calendar_terms', 'name_analyze', 'name_char', 'name_chars', 'name_recommend', 'tojeong_gwae', 'tojeong_gwae_text'];

let client: Client;
let stderr = '';

before(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=tojeong-source', '--import', 'tsx', 'src/cli/main.ts', 'mcp'],
    cwd: ROOT,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  client = new Client({ name: 'tojeong-api-test', version: '1.0.0' });
  await client.connect(transport);
});

after(async () => {
  await client.close();
  assert.equal(stderr, '', 'the server wrote nothing on stderr');
});

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** Words of HTTP a tool error has no use for: the parts of a request, and the API's paths. */
const HTTP_WORDS = /body field|query field|path field|querystring|본문 필드|쿼리 필드|경로 필드|\/v1\//;

/** The result holds `data` as structured content and as the JSON of its one text item. */
function assertData(result: CallToolResult, data: unknown): void {
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  const expected = JSON.parse(JSON.stringify(data)) as unknown;
  assert.deepStrictEqual(result.structuredContent, expected);
  assert.equal(result.content.length, 1);
  const [item] = result.content;
  assert.equal(item?.type, 'text');
  assert.deepStrictEqual(JSON.parse((item as { text: string }).text), expected);
}

describe('tojeong mcp', () => {
  test('initialize gives instructions in Korean and English: what the tools do, which to call first, and that stdio has no key and no limit', () => {
    const instructions = client.getInstructions() ?? '';
    assert.match(instructions, /먼저 부를 도구: 생년월일이 있으면 tojeong_gwae/);
    assert.match(instructions, /Call first: tojeong_gwae for a birth date/);
    assert.match(instructions, /키도 호출 한도도 없습니다/);
    assert.match(instructions, /no key, no limit/);
    for (const name of TOOLS) assert.ok(instructions.includes(name), name);
  });

  test('lists its tools, each with a description saying it gives no interpretation, an input schema and an output schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const tool of tools) {
      assert.match(tool.description ?? '', /returns computed values and the original text only; it adds no interpretation/, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      assert.equal(tool.outputSchema?.type, 'object', `${tool.name} declares its output`);
      assert.equal((tool.inputSchema as { additionalProperties?: boolean }).additionalProperties, false, `${tool.name} refuses arguments it does not know`);
      for (const [field, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        assert.ok((schema as { description?: string }).description, `${tool.name}.${field} has a description`);
      }
    }
    // No type array anywhere (the MCP Inspector's --strict check warned of 97 of them): nullable fields are anyOf branches.
    const typeArrays: string[] = [];
    const find = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((v, i) => find(v, `${path}/${i}`));
      else if (node && typeof node === 'object') {
        if (Array.isArray((node as { type?: unknown }).type)) typeArrays.push(path);
        for (const [k, v] of Object.entries(node)) if (k !== 'enum' && k !== 'examples' && k !== 'required') find(v, `${path}/${k}`);
      }
    };
    for (const tool of tools) find({ input: tool.inputSchema, output: tool.outputSchema }, tool.name);
    assert.deepEqual(typeArrays, []);
    const gwae = tools.find((t) => t.name === 'tojeong_gwae')!;
    assert.deepEqual(gwae.inputSchema.required, ['birth']);
    assert.deepEqual((gwae.inputSchema.properties as Record<string, { enum?: string[] }>).calendar?.enum, ['solar', 'lunar']);
  });

  test('tojeong_gwae: the calculation and the text, as gwaeAnswer gives them; the year defaults to this year in Korea', async () => {
    assertData(await call('tojeong_gwae', { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }), gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    assertData(
      await call('tojeong_gwae', { birth: '1980-04-30', calendar: 'lunar', targetYear: 2026, reading: false }),
      gwaeAnswer({ birth: '1980-04-30', calendar: 'lunar', targetYear: 2026, reading: false }),
    );
    const year = seoulDate(new Date()).year;
    assertData(await call('tojeong_gwae', { birth: '1990-05-05' }), gwaeAnswer({ birth: '1990-05-05', targetYear: year }));
  });

  test('a birth in either shape, "1990-05-17" or {date, time?}, as over HTTP; one in neither told an example of each (issue 50)', async () => {
    assertData(await call('tojeong_gwae', { birth: { date: '1976-08-26', calendar: 'lunar', time: '14:20' }, targetYear: 2005 }), gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    assertData(await call('name_analyze', { surname: '洪', given: '吉童', birth: '1990-05-17' }), nameAnalysisAnswer({ surname: '洪', given: '吉童', birth: { date: '1990-05-17' } }));
    const wrong = await call('name_analyze', { surname: '洪', given: '吉童', birth: 19900517 });
    assert.equal(wrong.isError, true);
    const { error } = JSON.parse((wrong.content[0] as { text: string }).text) as { error: { code: string; message: string } };
    assert.equal(error.code, 'BAD_INPUT');
    assert.match(error.message, /"1990-05-17" or \{"date": "1990-05-17", "time": "14:20"\}/);
  });

  test('name_analyze: a name as text, and as characters with a given sound', async () => {
    assertData(await call('name_analyze', { surname: '洪', given: '吉童' }), nameAnalysisAnswer({ surname: '洪', given: '吉童' }));
    const withSound = { surname: [{ hanja: '李', hangul: '리' }], given: '正武', school: 'haerye' } as const;
    assertData(await call('name_analyze', withSound), nameAnalysisAnswer({ surname: [{ hanja: '李', hangul: '리' }], given: '正武', school: 'haerye' }));
  });

  test('name_char, name_chars and calendar_day', async () => {
    assertData(await call('name_char', { hanja: '洪' }), nameCharAnswer('洪'));
    assertData(await call('name_chars', { reading: '철' }), nameCharsByReading('철'));
    assertData(await call('name_chars', { reading: '이', offset: 5, limit: 3 }), nameCharsByReading('이', { offset: 5, limit: 3 }));
    assertData(await call('calendar_day', { solar: '2026-02-17' }), calendarDay({ solar: '2026-02-17' }));
    assertData(await call('calendar_day', { lunar: '2023-02-01', leap: true }), calendarDay({ lunar: '2023-02-01', leap: true }));
  });

  test('calendar_terms, calendar_pillars and calendar_month', async () => {
    assertData(await call('calendar_terms', { year: 2026 }), solarTermYear(2026));
    assertData(await call('calendar_pillars', { at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 }), fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 }));
    assertData(await call('calendar_month', { year: 2024, month: 2 }), calendarMonth(2024, 2));
    const skipped = await call('calendar_pillars', { at: '1988-05-08T02:30' });
    assert.equal(skipped.isError, true);
    assert.match((skipped.content[0] as { text: string }).text, /BAD_INPUT.*did not exist in Korean civil time/);
  });

  test('a bad value is a tool error carrying the API\'s code and message', async () => {
    const app = await testApp();
    try {
      const response = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '2025-02-30', calendar: 'lunar', targetYear: 2026 } });
      assert.equal(response.statusCode, 400);
      const apiError = JSON.parse(response.body) as { error: { code: string; message: string; param?: string } };
      assert.equal(apiError.error.code, 'BAD_BIRTH');
      const result = await call('tojeong_gwae', { birth: '2025-02-30', calendar: 'lunar', targetYear: 2026 });
      assert.equal(result.isError, true);
      // The API's code and message; its `param` (issue 50) is HTTP's pointer into the body.
      assert.equal(apiError.error.param, '/birth');
      assert.deepStrictEqual(JSON.parse((result.content[0] as { text: string }).text), { error: { code: apiError.error.code, message: apiError.error.message } });

      const charResponse = await keyed(app, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('丂')}` });
      const charResult = await call('name_char', { hanja: '丂' });
      assert.equal(charResult.isError, true);
      assert.deepStrictEqual(JSON.parse((charResult.content[0] as { text: string }).text), JSON.parse(charResponse.body));
    } finally {
      await app.close();
    }
  });

  test('a hangul syllable points to the name_chars tool, where the API points to its path', async () => {
    for (const [tool, args] of [['name_char', { hanja: '김' }], ['name_analyze', { surname: '김', given: '철수' }]] as const) {
      const result = await call(tool, args);
      assert.equal(result.isError, true);
      const { error } = JSON.parse((result.content[0] as { text: string }).text) as { error: { message: string } };
      assert.match(error.message, /: name_chars \{"reading": "김"\}$/, tool);
      assert.doesNotMatch(error.message, /\/v1\//, tool);
    }
  });

  test('arguments of the wrong type are refused by the input schema, as a tool error', async () => {
    const result = await call('tojeong_gwae', { birth: 19760826 });
    assert.equal(result.isError, true);
    assert.match((result.content[0] as { text: string }).text, /BAD_BIRTH.*birth/);
  });

  test('an argument the tool does not know is an error naming the ones it takes, not silently dropped', async () => {
    const misspelled = await call('tojeong_gwae', { birth: '1976-08-26', calendar: 'lunar', target_year: 2005 });
    assert.equal(misspelled.isError, true);
    const { error } = JSON.parse((misspelled.content[0] as { text: string }).text) as { error: { code: string; message: string } };
    assert.equal(error.code, 'BAD_INPUT');
    assert.equal(error.message, 'tojeong_gwae: argument "target_year" is unknown; it must be one of birth, calendar, leapMonth, targetYear, reading');
  });

  test("an argument the endpoint's schema refuses names the tool and the argument, with the API's code and the API's words of what is wrong", async () => {
    const app = await testApp();
    try {
      const cases = [
        { tool: 'name_analyze', args: { surname: '洪', given: '吉童', birth: { date: '1990-05-17', longitude: 500 } }, request: { method: 'POST', url: '/v1/name/analyze', payload: { surname: '洪', given: '吉童', birth: { date: '1990-05-17', longitude: 500 } } }, field: 'body field "birth.longitude"', argument: 'birth.longitude' },
        { tool: 'name_chars', args: { reading: '철', limit: 201 }, request: { method: 'GET', url: `/v1/name/chars?reading=${encodeURIComponent('철')}&limit=201` }, field: 'query field "limit"', argument: 'limit' },
        { tool: 'name_char', args: { hanja: '洪吉' }, request: { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪吉')}` }, field: 'path field "hanja"', argument: 'hanja' },
      ] as const;
      for (const { tool, args, request, field, argument } of cases) {
        const { error: api } = (await keyed(app, request)).json() as { error: { code: string; message: string } };
        assert.ok(api.message.startsWith(field), api.message);
        const result = await call(tool, args);
        assert.equal(result.isError, true);
        const { error } = JSON.parse((result.content[0] as { text: string }).text) as { error: { code: string; message: string } };
        assert.deepEqual(error, { code: api.code, message: `${tool}: argument "${argument}"${api.message.slice(field.length)}` });
        assert.doesNotMatch(error.message, HTTP_WORDS);
      }
    } finally {
      await app.close();
    }
  });

  test('an unknown tool is a protocol error, -32602 naming the tools (MCP: unknown tools are not tool errors)', async () => {
    await assert.rejects(call('tojeong_guae', { birth: '1976-08-26' }), (error: McpError) => {
      assert.equal(error.code, ErrorCode.InvalidParams);
      assert.match(error.message, /unknown tool "tojeong_guae"; did you mean tojeong_gwae\? tools\/list names all 10/);
      return true;
    });
  });

  test('tojeong_gwae_text: a gwae by its id, as GET /v1/tojeong/gwae/{id} answers; a malformed id is BAD_GWAE_ID', async () => {
    const app = await testApp();
    try {
      for (const reading of [true, false]) {
        const response = await keyed(app, { method: 'GET', url: `/v1/tojeong/gwae/212?reading=${reading}` });
        assertData(await call('tojeong_gwae_text', { id: '212', reading }), (JSON.parse(response.body) as { data: unknown }).data);
      }
      const bad = await call('tojeong_gwae_text', { id: '912' });
      assert.equal(bad.isError, true);
      assert.match((bad.content[0] as { text: string }).text, /BAD_GWAE_ID/);
      // An id is digits: the number is the same gwae as the string, and a number that is no gwae is refused as its digits are.
      assert.deepStrictEqual(await call('tojeong_gwae_text', { id: 212 }), await call('tojeong_gwae_text', { id: '212' }));
      assert.deepStrictEqual(await call('tojeong_gwae_text', { id: 119 }), await call('tojeong_gwae_text', { id: '119' }));
      assert.equal(((await call('tojeong_gwae_text', { id: 119 })).structuredContent as { error: { code: string } }).error.code, 'BAD_GWAE_ID');
      const fraction = await call('tojeong_gwae_text', { id: 212.5 });
      assert.equal((fraction.structuredContent as { error: { code: string } }).error.code, 'BAD_GWAE_ID', 'not digits');
    } finally {
      await app.close();
    }
  });
});

describe('tojeong mcp with TOJEONG_LANG=ko: tool errors in Korean, whatever the locale', () => {
  let korean: Client;
  before(async () => {
    // An English locale beside it: TOJEONG_LANG wins (src/mcp/language.ts).
    const env = { ...getDefaultEnvironment(), LANG: 'en_US.UTF-8', TOJEONG_LANG: 'ko' };
    const transport = new StdioClientTransport({ command: process.execPath, args: ['--conditions=tojeong-source', '--import', 'tsx', 'src/cli/main.ts', 'mcp'], cwd: ROOT, env });
    korean = new Client({ name: 'tojeong-api-test', version: '1.0.0' });
    await korean.connect(transport);
  });
  after(() => korean.close());

  const errorOf = async (name: string, args: Record<string, unknown>) => {
    const result = (await korean.callTool({ name, arguments: args })) as CallToolResult;
    assert.equal(result.isError, true);
    return (JSON.parse((result.content[0] as { text: string }).text) as { error: { code: string; message: string } }).error;
  };

  test("the API's Korean message (Accept-Language: ko), the tool and its argument named where the API names its request's field", async () => {
    const app = await testApp();
    try {
      const ko = { 'accept-language': 'ko' };
      const payload = { surname: '洪', given: '吉童', birth: { date: '1990-05-17', longitude: 500 } };
      const { error: api } = (await keyed(app, { method: 'POST', url: '/v1/name/analyze', payload, headers: ko })).json() as { error: { code: string; message: string } };
      const field = '본문 필드 "birth.longitude"';
      assert.ok(api.message.startsWith(field), api.message);
      assert.deepEqual(await errorOf('name_analyze', payload), { code: api.code, message: `name_analyze: 인자 "birth.longitude"${api.message.slice(field.length)}` });
      assert.deepEqual(await errorOf('tojeong_gwae', {}), { code: 'BAD_INPUT', message: 'tojeong_gwae: 인자 "birth": 꼭 주어야 합니다' });

      // A refusal of the library is its Korean text, as the API gives it.
      const gwae = { birth: '2025-02-30', calendar: 'lunar', targetYear: 2026 };
      const { error: library } = (await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae', payload: gwae, headers: ko })).json() as { error: { code: string; message: string } };
      assert.match(library.message, /[가-힣]/);
      assert.deepEqual(await errorOf('tojeong_gwae', gwae), { code: library.code, message: library.message });
    } finally {
      await app.close();
    }
  });
});
