/**
 * One request contract for HTTP, MCP and the CLI: a command that stands for an
 * endpoint spells every field of the endpoint's request schema (the schema the
 * route validates with and the MCP tool takes as its input), and nothing else;
 * its help gives each field's description as the schema has it, and its
 * errors name each field by the same spelling as its help.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spellingOf } from '../../src/cli/contract.js';
import { COMMANDS } from '../../src/cli/run.js';

const commands = await Promise.all(COMMANDS.map(async ({ name, load }) => ({ name, command: await load() })));

test('every command but mcp stands for an endpoint and spells each field of its request, and only those', () => {
  for (const { name, command } of commands) {
    if (name === 'mcp') {
      assert.equal(command.contract, undefined);
      continue;
    }
    assert.ok(command.contract, `${name} names its endpoint's contract`);
    const fields = Object.keys(command.contract.schema.properties).sort();
    const spelled = [...new Set(command.contract.spellings.map((s) => s.field))].sort();
    assert.deepEqual(spelled, fields, `${name} (${command.contract.endpoint}): the fields the command line gives are the request's`);
  }
});

test("each command's help gives each field's name and the start of its description from the schema", () => {
  for (const { name, command } of commands) {
    if (!command.contract) continue;
    const help = command.help.replace(/\s+/g, ' ');
    for (const { spelling, field } of command.contract.spellings) {
      const description = command.contract.schema.properties[field]!.description;
      assert.ok(description, `${name}: ${field} has a description in the schema`);
      const start = description.split(/\s+/).slice(0, 4).join(' ');
      assert.ok(help.includes(start), `${name} --help: ${spelling} gives "${start}…"`);
      const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      assert.match(help, new RegExp(`${escaped} ${field}\\b`), `${name} --help: ${spelling} names ${field}`);
    }
  }
});

test("an error names each field by an argument or option of the command's help, a field inside a field by the option that gives it", () => {
  const contracts = Object.fromEntries(commands.flatMap(({ name, command }) => (command.contract ? [[name, command.contract]] : [])));
  for (const [name, contract] of Object.entries(contracts)) {
    const help = commands.find((c) => c.name === name)!.command.help;
    for (const field of Object.keys(contract.schema.properties)) {
      const spelled = spellingOf(contract, [field]);
      assert.ok(spelled, `${name}: ${field} is named`);
      assert.ok(help.includes(`\n  ${spelled.name}`), `${name}: ${field} → ${spelled.name}, which the help shows`);
      assert.deepEqual(spelled.below, []);
    }
  }
  assert.deepEqual(spellingOf(contracts.gwae!, ['targetYear']), { name: '--year', below: [] });
  assert.deepEqual(spellingOf(contracts.name!, ['birth', 'longitude']), { name: '--longitude', below: [] });
  assert.deepEqual(spellingOf(contracts.name!, ['birth', 'date']), { name: '--birth', below: ['date'] });
  assert.deepEqual(spellingOf(contracts.recommend!, ['fixed', 'position']), { name: '--fixed', below: ['position'] });
  // --lunar makes DATE the lunar date: DATE is what to change.
  assert.deepEqual(spellingOf(contracts.calendar!, ['lunar']), { name: 'DATE', below: [] });
  assert.equal(spellingOf(contracts.gwae!, ['target_year']), undefined, 'a field the command has no spelling of');
});
