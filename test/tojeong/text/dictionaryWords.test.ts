/**
 * The default edition's readings against a dictionary: every word of
 * libhangul's hanja dictionary that stands in the text as a whole half or as
 * one of a half's two words (data/gwae/sources/libhangul-words.tsv, cut by
 * scripts/gwae/extractLibhangulWords.ts) is served as the dictionary reads it
 * — hanja.txt writes its words without the 두음법칙 (락엽귀근), so its first
 * syllable may take the word-initial form — except the words listed below,
 * each with the reason the edition reads it otherwise.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { wordInitialForm } from '../../../src/hanja/index.js';
import type { Edition } from '../../../src/tojeong/text/index.js';

const dataFile = (name: string) => readFileSync(new URL(`../../../data/gwae/${name}`, import.meta.url), 'utf8');
const edition = JSON.parse(dataFile('edition.json')) as Edition;

const dictionary = new Map<string, string[]>();
for (const line of dataFile('sources/libhangul-words.tsv').split('\n')) {
  if (line === '' || line.startsWith('#') || line.startsWith('hanja\t')) continue;
  const [hanja, readings] = line.split('\t') as [string, string];
  dictionary.set(hanja, readings.split(','));
}

/** Words the edition reads otherwise than hanja.txt, and why (src/hanja/readingRules.ts has the rules). */
const READ_OTHERWISE: Record<string, string> = {
  五六: 'part of 五六月, 오뉴월 by 한글 맞춤법 제52항',
  九十: 'part of 九十月, 구시월 as 표준국어대사전 writes it',
  人不: 'no word: the first two characters of halves such as 人不助我, where 不 is 부 before ㅈ',
  西江: 'hanja.txt gives only 시장, which is no reading of 西 (서)',
};

function wordsOf(half: string, reading: string): Array<[string, string]> {
  const chars = Array.from(half);
  const syllables = Array.from(reading);
  const words: Array<[string, string]> = [[half, reading]];
  if (chars.length === 4) {
    words.push([chars.slice(0, 2).join(''), syllables.slice(0, 2).join('')]);
    words.push([chars.slice(2).join(''), syllables.slice(2).join('')]);
  }
  return words;
}

const readsAs = (served: string, dictionaryReading: string) =>
  served === dictionaryReading || served === wordInitialForm(dictionaryReading[0]!) + dictionaryReading.slice(1);

test('every dictionary word of the text is served as libhangul\'s hanja dictionary reads it, but the recorded few', () => {
  assert.ok(dictionary.size > 2000, `${dictionary.size} words`);
  let checked = 0;
  const otherwise = new Map<string, Set<string>>();
  for (const gwae of Object.values(edition.gwae)) {
    for (const verse of [...gwae.yearly, ...Object.values(gwae.monthly).flat()]) {
      if (typeof verse === 'string' || verse.reading === undefined) continue;
      const readings = verse.reading.split(' ');
      verse.hanja.split(' ').forEach((half, i) => {
        for (const [word, served] of wordsOf(half, readings[i]!)) {
          const known = dictionary.get(word);
          if (!known) continue;
          checked += 1;
          if (!known.some((r) => readsAs(served, r))) otherwise.set(word, (otherwise.get(word) ?? new Set()).add(`${served} (hanja.txt ${known.join(', ')})`));
        }
      });
    }
  }
  assert.ok(checked > 16000, `${checked} words checked`);
  const unexplained = [...otherwise].filter(([word]) => !(word in READ_OTHERWISE));
  assert.deepEqual(unexplained.map(([w, s]) => `${w}: ${[...s].join('; ')}`), []);
  for (const word of Object.keys(READ_OTHERWISE)) assert.ok(otherwise.has(word), `${word} is read as the dictionary reads it now: drop it from the list`);
});
