/**
 * gwaeAnswer, the POST /v1/tojeong/gwae data for the library, the CLI and the
 * MCP server: the default edition it reads without Ajv is the edition the
 * service validates and serves; its defaults are the request schema's; the
 * checks the schema makes for the route, it makes for callers without one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TojeongError } from 'tojeong-core/errors';
import { calculateGwae, defaultGwaeText, GWAE_IDS, gwaeAnswer, type GwaeAnswerInput, NO_GWAE_TEXT_SOURCE } from '../../src/tojeong/index.js';
import { loadGwaeText } from '../../src/tojeong/text/index.js';

test('the default edition read for the library renders every gwae, both ways, as the validated edition the service installs', () => {
  const validated = loadGwaeText({ kind: 'default' });
  assert.ok(validated.installed);
  const library = defaultGwaeText();
  assert.equal(library.sourceText, validated.text.sourceText);
  for (const id of GWAE_IDS) {
    for (const reading of [true, false]) assert.deepEqual(library.gwae(id, reading), validated.text.gwae(id, reading), `gwae ${id}, reading ${reading}`);
  }
});

test('the worked example: lunar 1976-08-26 in 2005 is gwae 212, with its text and sources', () => {
  const answer = gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
  assert.deepEqual(answer.calc, calculateGwae({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 }));
  assert.equal(answer.calc.gwaeId, '212');
  assert.deepEqual(answer.gwae, defaultGwaeText().gwae('212', true));
  assert.equal(answer.source.text, defaultGwaeText().sourceText);
  assert.match(answer.source.readingTable, /^hanja-readings@/);
  const hanjaOnly = gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005, reading: false });
  assert.deepEqual(hanjaOnly.gwae, defaultGwaeText().gwae('212', false));
  assert.deepEqual(hanjaOnly.source, answer.source, 'the same source: the reading table is named whether or not it was used');
});

test('without text: gwae is null and source.text says so, the calculation is unchanged', () => {
  const answer = gwaeAnswer({ birth: '1976-09-19', targetYear: 2005 }, null);
  assert.equal(answer.calc.gwaeId, '212');
  assert.equal(answer.gwae, null);
  assert.equal(answer.source.text, NO_GWAE_TEXT_SOURCE);
  assert.match(answer.source.readingTable, /^hanja-readings@/);
});

test('bad input has the codes the endpoint gives', () => {
  const codeOf = (input: GwaeAnswerInput) => {
    try {
      gwaeAnswer(input, null);
    } catch (error) {
      assert.ok(error instanceof TojeongError);
      return error.code;
    }
    return 'none';
  };
  assert.equal(codeOf({ birth: '1976-8-26', targetYear: 2005 }), 'BAD_BIRTH');
  assert.equal(codeOf({ birth: '2026-05-01', calendar: 'lunar', leapMonth: true, targetYear: 2026 }), 'BAD_BIRTH', '2026 has no leap month');
  assert.equal(codeOf({ birth: '1976-08-26', calendar: 'julian' as 'solar', targetYear: 2005 }), 'BAD_INPUT');
  assert.equal(codeOf({ birth: '1976-08-26', targetYear: 1899 }), 'BAD_INPUT');
  assert.equal(codeOf({ birth: '1976-08-26', targetYear: 2005.5 }), 'BAD_INPUT');
  assert.equal(codeOf({ birth: '1976-08-26', targetYear: 1975 }), 'CALC_ERROR');
  assert.equal(codeOf({ birth: '1976-08-26', targetYear: 2005 }), 'none');
});
