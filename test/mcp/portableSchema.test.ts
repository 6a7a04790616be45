/**
 * portableSchema (src/mcp/portableSchema.ts) rewrites a nullable field's type
 * array as anyOf branches: the rewritten schema must accept exactly what the
 * route's schema accepts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { portableSchema } from '../../src/mcp/portableSchema.js';
import { TOOLS } from '../../src/mcp/tools.js';

const ajv = new Ajv({ strict: false, allErrors: true });

test('a nullable field becomes anyOf branches that accept and refuse the same values, annotations kept outside', () => {
  const original = {
    type: 'object',
    properties: {
      name: { type: ['string', 'null'], description: 'a name', maxLength: 3 },
      kind: { type: ['string', 'null'], enum: ['a', 'b', null] },
      nested: { type: 'array', items: { type: ['integer', 'null'], minimum: 1 } },
    },
  };
  const portable = portableSchema(original);
  assert.deepEqual(portable.properties.name, { description: 'a name', anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] });
  assert.deepEqual(portable.properties.kind, { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] });
  const [before, after] = [ajv.compile(original), ajv.compile(portable)];
  const values = [
    {}, { name: null }, { name: 'abc' }, { name: 'abcd' }, { name: 5 }, { kind: null }, { kind: 'a' }, { kind: 'c' },
    { nested: [1, null, 2] }, { nested: [0] }, { nested: ['x'] },
  ];
  for (const value of values) assert.equal(after(value), before(value), JSON.stringify(value));
  assert.deepEqual(original.properties.name.type, ['string', 'null'], 'the route schema is left as it was');
});

test('every tool\'s rewritten schemas compile and accept the examples the route schemas carry', () => {
  for (const tool of TOOLS) {
    for (const schema of [tool.inputSchema, tool.outputSchema]) {
      const [before, after] = [ajv.compile(schema), ajv.compile(portableSchema(schema))];
      for (const example of ((schema as { examples?: unknown[] }).examples ?? [])) assert.equal(after(example), before(example), tool.name);
    }
  }
});

test('the Korean of a description is not listed (issue 50): tools/list carries the English only', () => {
  const schema = { type: 'object', properties: { cursor: { type: ['string', 'null'], description: 'the cursor', 'x-description-ko': '커서' } } };
  const listed = JSON.stringify(portableSchema(schema));
  assert.ok(!listed.includes('x-description-ko'), listed);
  assert.ok(listed.includes('the cursor'));
  for (const tool of TOOLS) assert.ok(!JSON.stringify(portableSchema(tool.inputSchema)).includes('x-description-ko'), tool.name);
});
