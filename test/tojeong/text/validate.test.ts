import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Edition, parseEdition, TOTAL_VERSES, validateEdition } from '../../../src/tojeong/text/index.js';
import { syntheticEdition } from '../../fixtures/syntheticEdition.js';

function problemsOf(mutate: (e: Edition & Record<string, unknown>) => void) {
  const edition = syntheticEdition() as Edition & Record<string, unknown>;
  mutate(edition);
  return validateEdition(JSON.parse(JSON.stringify(edition))).problems.map((p) => `${p.place}: ${p.message}`);
}

test('the synthetic edition is valid: 144 gwae, 6,480 verses', () => {
  const { edition, problems } = validateEdition(syntheticEdition());
  assert.deepEqual(problems, []);
  assert.ok(edition);
  assert.equal(Object.keys(edition.gwae).length, 144);
  assert.equal(TOTAL_VERSES, 6480);
});

test('missing and unknown gwae ids', () => {
  assert.deepEqual(problemsOf((e) => delete e.gwae['863']), ['gwae 863: missing']);
  assert.deepEqual(problemsOf((e) => (e.gwae['999'] = e.gwae['111']!)), ['gwae: unknown key "999"']);
});

test('wrong counts of yearly and monthly verses, a missing month, a missing title', () => {
  assert.deepEqual(problemsOf((e) => e.gwae['111']!.yearly.pop()), ['gwae 111, yearly: has 8 verses, must have 9']);
  assert.deepEqual(problemsOf((e) => e.gwae['111']!.yearly.push('一一一')), ['gwae 111, yearly: has 10 verses, must have 9']);
  assert.deepEqual(problemsOf((e) => e.gwae['212']!.monthly['7']!.pop()), ['gwae 212, month 7: has 2 verses, must have 3']);
  assert.deepEqual(problemsOf((e) => delete e.gwae['212']!.monthly['12']), ['gwae 212, month 12: missing']);
  assert.deepEqual(problemsOf((e) => delete (e.gwae['212'] as Partial<Edition['gwae'][string]>).title), ['gwae 212, title: missing']);
});

test('verses must be hanja: other characters, empty verses and malformed objects are reported by place', () => {
  assert.deepEqual(problemsOf((e) => (e.gwae['111']!.yearly[2] = '池中之魚 fish')), [
    'gwae 111, yearly, verse 3: contains characters that are not hanja: "f" "i" "s" "h"',
  ]);
  assert.deepEqual(problemsOf((e) => (e.gwae['111']!.monthly['5']![0] = '')), ['gwae 111, month 5, verse 1: must start with a hanja and not be empty']);
  assert.deepEqual(problemsOf((e) => (e.gwae['111']!.monthly['5']![1] = { hanja: '一' } as never)), [
    'gwae 111, month 5, verse 2: must be a string of hanja, or {hanja, reading} with hanja in hanja and a reading',
  ]);
  assert.deepEqual(problemsOf((e) => (e.gwae['111']!.monthly['5']![1] = 7 as never)), [
    'gwae 111, month 5, verse 2: must be a string of hanja, or {hanja, reading} with hanja in hanja and a reading',
  ]);
});

test('punctuation an edition uses is accepted', () => {
  assert.deepEqual(problemsOf((e) => (e.gwae['111']!.yearly[0] = '一月二月，三月四月。')), []);
});

test('every character must be readable through the table or an override', () => {
  // U+2A700 (CJK Extension C) has no reading in the table.
  assert.deepEqual(problemsOf((e) => (e.gwae['311']!.yearly[0] = '一二三𪜀')), [
    'gwae 311, yearly, verse 1: no reading known for 𪜀: add a readingOverrides entry',
  ]);
  assert.deepEqual(problemsOf((e) => {
    e.gwae['311']!.yearly[0] = '一二三𪜀';
    e.gwae['311']!.readingOverrides = { '𪜀': '가' };
  }), []);
  assert.deepEqual(problemsOf((e) => {
    e.gwae['311']!.yearly[0] = '一二三𪜀';
    e.readingOverrides = { '𪜀': '가' };
  }), []);
  // A verse with its whole reading given needs no table reading.
  assert.deepEqual(problemsOf((e) => (e.gwae['311']!.yearly[0] = { hanja: '一二三𪜀', reading: '일이삼가' })), []);
});

test('edition metadata and format are checked', () => {
  assert.deepEqual(problemsOf((e) => delete (e.edition as Partial<Edition['edition']>).license), ['edition.license: missing']);
  assert.deepEqual(problemsOf((e) => (e.format = 'other/2')), ['format: must be equal to constant']);
  assert.deepEqual(problemsOf((e) => (e.edition.id = 'Bad Id')), ['edition.id: has characters outside its allowed form: "Bad Id"']);
});

test('every problem is reported, not only the first', () => {
  const problems = problemsOf((e) => {
    delete e.gwae['111'];
    e.gwae['222']!.yearly.pop();
    e.gwae['333']!.monthly['3']![2] = 'abc';
    e.gwae['443']!.yearly[0] = '一二三𪜀';
  });
  assert.deepEqual(problems.sort(), [
    'gwae 111: missing',
    'gwae 222, yearly: has 8 verses, must have 9',
    'gwae 333, month 3, verse 3: contains characters that are not hanja: "a" "b" "c"',
    'gwae 443, yearly, verse 1: no reading known for 𪜀: add a readingOverrides entry',
  ]);
});

test('a file that is not JSON is one problem', () => {
  const { edition, problems } = parseEdition('{"format": ');
  assert.equal(edition, null);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /not valid JSON/);
});
