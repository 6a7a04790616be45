/**
 * What tools/list costs a client's context (issue 50: it was 131 KB, 103 KB
 * of it output schemas): at most 40 KB, every tool listed, every input schema
 * whole; the compact output schemas still fit every answer and a tool error's
 * structured content, and refuse what the data could never be.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { calendarMonth, fourPillarsAt, solarTermYear } from '../../src/calendar/index.js';
import { nameCharAnswer } from '../../src/hanja/index.js';
import { compactOutputSchema } from '../../src/mcp/compactSchema.js';
import { portableSchema } from '../../src/mcp/portableSchema.js';
import { toolsListAnswerText } from '../../src/mcp/server.js';
import { McpSession } from '../../src/mcp/session.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { nameAnalysisAnswer, nameRecommendationAnswer } from '../../src/name/index.js';
import { gwaeAnswer } from '../../src/tojeong/index.js';
import { NOON_2026_11_21_SEOUL } from '../http/helpers.js';

const ajv = new Ajv({ strict: false, allErrors: true });
const listed = JSON.parse(toolsListAnswerText(1)) as { result: { tools: Array<{ name: string; inputSchema: object; outputSchema: object; description: string }> } };
const byName = new Map(listed.result.tools.map((tool) => [tool.name, tool]));

test('tools/list is at most 40 KB and lists every tool with its description and its whole input schema', () => {
  const bytes = Buffer.byteLength(toolsListAnswerText(1));
  assert.ok(bytes <= 40 * 1024, `tools/list is ${bytes} bytes`);
  assert.deepEqual([...byName.keys()], TOOLS.map((tool) => tool.name));
  for (const tool of TOOLS) {
    const shown = byName.get(tool.name)!;
    assert.equal(shown.description, tool.description);
    // Whole: every field with its words, as the route has it (the digit id widened to a number beside its string).
    const route = portableSchema(tool.inputSchema) as { properties: Record<string, object> };
    const input = shown.inputSchema as { properties: Record<string, { anyOf?: object[] }> };
    for (const [field, schema] of Object.entries(route.properties)) {
      const listedField = input.properties[field]!;
      if (tool.digitArguments?.includes(field)) assert.ok(listedField.anyOf?.some((branch) => (branch as { type?: string }).type === 'integer'), `${tool.name}.${field}`);
      else assert.deepEqual(listedField, schema, `${tool.name}.${field}`);
    }
  }
});

test('the compact output schemas fit real answers and a tool error, and still refuse what is not the data', () => {
  const answers: Record<string, object> = {
    tojeong_gwae: gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }),
    name_analyze: nameAnalysisAnswer({ surname: '洪', given: '吉童', birth: { date: '1990-05-17', time: '14:20' } }),
    name_recommend: nameRecommendationAnswer({ surname: '金', limit: 2 }),
    name_char: nameCharAnswer('洪'),
    calendar_terms: solarTermYear(2026),
    calendar_pillars: fourPillarsAt({ at: '1990-05-17T08:30' }),
    calendar_month: calendarMonth(2026, 2),
  };
  for (const [name, answer] of Object.entries(answers)) {
    const check = ajv.compile(byName.get(name)!.outputSchema);
    assert.ok(check(JSON.parse(JSON.stringify(answer))), `${name}: ${ajv.errorsText(check.errors)}`);
    assert.ok(check({ error: { code: 'RATE_LIMIT', message: 'wait', retryAfter: 30 } }), `${name} admits a tool error`);
    assert.equal(check({}), false, `${name}: an answer without the data's members or an error is refused`);
    assert.equal(check({ error: { code: 5 } }), false, `${name}: a malformed error is refused`);
  }
  for (const tool of TOOLS) assert.ok(JSON.stringify(byName.get(tool.name)!.outputSchema).length <= 1400, `${tool.name}'s output schema is compact`);
});

test('a small budget keeps the root\'s members; a large one keeps the structure three levels deep', () => {
  const schema = { type: 'object', required: ['a'], properties: { a: { type: 'object', description: 'words', properties: { b: { type: 'object', properties: { c: { type: 'object', properties: { d: { type: 'string', minLength: 2 } } } } } } } } };
  assert.deepEqual((compactOutputSchema(schema, 10) as { properties: object }).properties, { a: { type: 'object' }, error: (compactOutputSchema(schema, 10) as { properties: { error: object } }).properties.error });
  const deep = compactOutputSchema(schema, 10_000) as { properties: { a: { properties: { b: { properties: { c: object } } } } } };
  assert.deepEqual(deep.properties.a.properties.b.properties.c, { type: 'object', properties: { d: { type: 'string' } } }, 'a, b and c whole; d by its type alone');
  assert.equal(JSON.stringify(deep).includes('words'), false, 'no words');
});

test('over HTTP the instructions add the key, the free plan\'s limits and what a refused call looks like', async () => {
  const session = await McpSession.open(createMcpServer(NOON_2026_11_21_SEOUL, { keyed: { callsPerMinute: 10, monthlyCalls: 300 } }), { stateless: true });
  const answer = (await session.handle(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }))) as unknown as { result: { instructions: string } };
  await session.close();
  const { instructions } = answer.result;
  assert.match(instructions, /Sandbox: 1분에 10번, 한 달에 300번/);
  assert.match(instructions, /Sandbox: 10 a minute, 300 a month/);
  assert.match(instructions, /retryAfter초 뒤에/);
  assert.match(instructions, /after retryAfter seconds/);
  assert.ok(Buffer.byteLength(instructions) < 3000, `${Buffer.byteLength(instructions)} bytes`);
});
