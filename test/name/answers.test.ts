/** nameAnalysisAnswer and nameCharAnswer for callers without the request schemas in front of them: the codes the endpoints give. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TojeongError } from 'tojeong-core/errors';
import { nameCharAnswer, nameHanja } from '../../src/hanja/index.js';
import { analyzeName, nameAnalysisAnswer, normalizeNameInput, resourceElementOf, type AnalyzeInput } from '../../src/name/index.js';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof TojeongError, String(error));
    return error.code;
  }
  return 'none';
}

test('the analysis is analyzeName of the normalized input, with the school in input and source, and that source in the result', () => {
  const answer = nameAnalysisAnswer({ surname: '洪', given: '吉童', school: 'haerye' });
  const { source, ...result } = answer.result;
  assert.deepEqual(result, analyzeName(normalizeNameInput({ surname: '洪', given: '吉童', school: 'haerye' })));
  assert.equal(source, answer.source, 'result.source is the answer\'s source (issue 52)');
  assert.equal(answer.input.school, 'haerye');
  assert.match(answer.source.rules.phoneticSchool, /^해례/);
});

test('analysis: an unknown school, a part that is neither text nor a list, a character that is not name-usable', () => {
  assert.equal(codeOf(() => nameAnalysisAnswer({ surname: '洪', given: '吉童', school: 'other' } as unknown as AnalyzeInput)), 'BAD_INPUT');
  assert.equal(codeOf(() => nameAnalysisAnswer({ surname: 7, given: '吉童' } as unknown as AnalyzeInput)), 'BAD_INPUT');
  assert.equal(nameHanja('丂'), undefined, 'U+4E02 is a Han character the court does not list');
  assert.equal(codeOf(() => nameAnalysisAnswer({ surname: '洪', given: '吉丂' })), 'CHAR_NOT_FOUND');
});

test('character: the record and its dictionary; one character only; NOT_FOUND for one the court does not list', () => {
  const { strokeElement, resourceElement, source, ...record } = nameCharAnswer('洪');
  assert.deepEqual(record, nameHanja('洪'));
  assert.equal(strokeElement, '水');
  assert.deepEqual(resourceElement, resourceElementOf('洪'));
  assert.match(source.dictionary, /^name-hanja@/);
  assert.match(source.resourceElements, /^resource-elements@/);
  assert.equal(nameCharAnswer('\u{25874}').codePoint, 'U+25874');
  assert.equal(codeOf(() => nameCharAnswer('洪吉')), 'BAD_INPUT');
  assert.equal(codeOf(() => nameCharAnswer('')), 'BAD_INPUT');
  assert.equal(codeOf(() => nameCharAnswer('a')), 'NOT_FOUND');
});
