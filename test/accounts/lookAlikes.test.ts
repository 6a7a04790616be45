/**
 * The data behind the e-mail look-alike rule (issue 45): the committed table
 * src/accounts/asciiLookAlikes.ts is exactly what scripts/buildAsciiLookAlikes.ts
 * makes of Unicode's confusables.txt (scripts/unicode/), and the script names
 * of src/accounts/scripts.ts cover every character the running Node assigns.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildAsciiLookAlikes, CONFUSABLES_FILE, OUTPUT_FILE, parseConfusables, skeleton, UNICODE_VERSION } from '../../scripts/buildAsciiLookAlikes.js';
import { ASCII_LOOK_ALIKES, ASCII_LOOK_ALIKES_UNICODE_VERSION } from '../../src/accounts/asciiLookAlikes.js';
import { SCRIPT_NAMES, scriptOf } from '../../src/accounts/scripts.js';

test('committed asciiLookAlikes.ts equals the generator output from confusables.txt 17.0.0', () => {
  const built = buildAsciiLookAlikes();
  assert.equal(built, readFileSync(OUTPUT_FILE, 'utf8'), 'run npm run build:look-alikes and commit the result');
  assert.equal(ASCII_LOOK_ALIKES_UNICODE_VERSION, UNICODE_VERSION);
  // Deterministic.
  assert.equal(buildAsciiLookAlikes(), built);
});

test('the generator reads every mapping of confusables.txt and refuses a file that is not the 17.0.0 one', () => {
  const text = readFileSync(CONFUSABLES_FILE, 'utf8');
  const mappings = parseConfusables(text);
  const dataLines = text.split('\n').filter((line) => line.replace(/#.*/, '').trim() !== '');
  assert.equal(mappings.size, dataLines.length);
  assert.equal(mappings.get('\u0430'), 'a', 'CYRILLIC SMALL LETTER A');
  assert.equal(skeleton('\u0430lice', mappings), 'alice');
  assert.equal(skeleton('pay\u200bpal', mappings), skeleton('paypal', mappings), 'a default ignorable code point is dropped');
  assert.throws(() => buildAsciiLookAlikes(text.replace('0430 ;', '0431 ;')), /SHA-256/);
  assert.throws(() => parseConfusables(text.replace('# Version: 17.0.0', '# Version: 16.0.0')), /version 16\.0\.0/);
});

test('the table: what prints as ASCII, under the ASCII it prints as', () => {
  const lookAlike = new Map<string, string>();
  for (const [ascii, codePoints] of Object.entries(ASCII_LOOK_ALIKES)) {
    assert.match(ascii, /^[\x00-\x7f]+$/);
    for (const hex of codePoints.split(' ')) {
      assert.ok(Number.parseInt(hex, 16) > 0x7f, hex);
      assert.equal(lookAlike.has(hex), false, `${hex} twice`);
      lookAlike.set(hex, ascii);
    }
  }
  const expected = { '0430': 'a', '03BF': 'o', '0131': 'i', FF41: 'a', '0435': 'e', '0441': 'c', '2010': '-', '1D41A': 'a', '00E6': 'ae' };
  for (const [hex, ascii] of Object.entries(expected)) assert.equal(lookAlike.get(hex), ascii, hex);
  // Letters of their own are not look-alikes: é is e with an accent, и and ж imitate no ASCII letter, nor does Hangul.
  for (const hex of ['00E9', '0438', '0436', 'AE40', '3042']) assert.equal(lookAlike.has(hex), false, hex);
});

test('scripts: every code point the running Node assigns is in one of the listed scripts', (t) => {
  assert.equal(new Set(SCRIPT_NAMES).size, SCRIPT_NAMES.length);
  const expected: Array<[string, string]> = [['a', 'Latin'], ['\u0131', 'Latin'], ['\u0430', 'Cyrillic'], ['\u03bf', 'Greek'], ['\uae40', 'Hangul'], ['\u91d1', 'Han'], ['\u305f', 'Hiragana'], ['\u30bf', 'Katakana'], ['\u30fc', 'Common'], ['1', 'Common'], ['\u0301', 'Inherited'], ['\u0378', 'Unknown']];
  for (const [ch, script] of expected) assert.equal(scriptOf(ch), script, ch);
  const unlisted: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    // Private-use code points are assigned and have the script Unknown (Zzzz) by definition.
    if (/\p{Assigned}/u.test(ch) && !/\p{Co}/u.test(ch) && scriptOf(ch) === 'Unknown') unlisted.push(`U+${cp.toString(16).toUpperCase()}`);
  }
  if (process.versions.unicode === '17.0') assert.deepEqual(unlisted.slice(0, 10), [], `${unlisted.length} code points in a script the list lacks`);
  // A later Unicode may bring new scripts: their characters count as Unknown (mixing them is still refused) until they are listed.
  else t.diagnostic(`Unicode ${process.versions.unicode}: ${unlisted.length} assigned code points in no listed script`);
});
