/**
 * Issue 49, item 4: every word of the served text that holds a character of
 * several readings is read as the reviewed table data/gwae/polyphonic-words.tsv
 * says (a reader's judgement of each word against 표준국어대사전 and
 * libhangul's hanja.txt). A new word, a changed reading or a changed count
 * fails here until the table is reviewed.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Edition } from '../../../src/tojeong/text/index.js';

const dataFile = (name: string) => readFileSync(new URL(`../../../data/gwae/${name}`, import.meta.url), 'utf8');
const edition = JSON.parse(dataFile('edition.json')) as Edition;
const POLYPHONIC = new Set('辰更行樂說復易惡見北率奈');

interface Row {
  char: string;
  word: string;
  reading: string;
  places: number;
  verdict: string;
}
const rows: Row[] = dataFile('polyphonic-words.tsv')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('char\t'))
  .map((line) => {
    const [char, word, reading, places, , , verdict] = line.split('\t') as string[];
    return { char: char!, word: word!, reading: reading!, places: Number(places), verdict: verdict! };
  });

/** char|word|reading → places, as the edition serves them. */
function servedWords(): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (char: string, word: string, reading: string) => {
    const key = `${char}|${word}|${reading}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const scanHalf = (hanja: string, reading: string) => {
    const pairs = hanja.length === 4 ? [0, 2] : [...Array(Math.max(0, hanja.length - 1)).keys()];
    for (const start of pairs) {
      const word = hanja.slice(start, start + 2);
      for (const char of new Set(word)) if (POLYPHONIC.has(char)) add(char, word, reading.slice(start, start + 2));
    }
  };
  for (const gwae of Object.values(edition.gwae)) {
    const { hanja, reading } = gwae.title;
    // A title is no four-character half: a character with the one after it (更 governs what follows, and a title's
    // first character has none before it), else with the one before.
    [...hanja].forEach((char, j) => {
      if (!POLYPHONIC.has(char)) return;
      const start = char === '更' || j === 0 ? j : j - 1;
      add(char, hanja.slice(start, start + 2), reading!.slice(start, start + 2));
    });
    const verses = [...gwae.yearly, ...Object.values(gwae.monthly).flat()];
    for (const verse of verses) {
      assert.ok(typeof verse !== 'string', 'the default edition carries readings');
      const halves = verse.hanja.split(' ');
      const readings = verse.reading.split(' ');
      halves.forEach((half, i) => scanHalf(half, readings[i]!));
    }
  }
  return counts;
}

test('every word with 辰 更 行 樂 說 復 易 惡 見 北 率 奈 is served as the reviewed table reads it, and every row is served', () => {
  const served = servedWords();
  const table = new Map(rows.map((row) => [`${row.char}|${row.word}|${row.reading}`, row]));
  const unreviewed = [...served].filter(([key]) => !table.has(key)).map(([key, n]) => `${key} (${n})`);
  assert.deepEqual(unreviewed, [], 'words of the text the table does not list with this reading');
  const unserved = rows.filter((row) => served.get(`${row.char}|${row.word}|${row.reading}`) !== row.places);
  assert.deepEqual(
    unserved.map((row) => `${row.word} ${row.reading}: table ${row.places}, served ${served.get(`${row.char}|${row.word}|${row.reading}`) ?? 0}`),
    [],
  );
  assert.ok(rows.length > 100, `${rows.length} rows`);
});

test("the reader's corrections are served, and no row is judged wrong", () => {
  const served = servedWords();
  assert.equal(served.get('奈|奈何|내하'), 80, '奈何 내하 at all 80 places');
  assert.equal(served.get('奈|奈何|나하'), undefined);
  assert.equal(served.get('辰|星辰|성신'), 1);
  assert.deepEqual([...new Set(rows.map((row) => row.verdict))].sort(), ['corrected', 'ok', 'unsure']);
});
