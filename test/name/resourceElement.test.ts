import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { ELEMENTS, RESOURCE_ELEMENTS_VERSION } from '../../packages/core/src/elements/index.js';
import { resourceElementOf } from '../../packages/core/src/hanja/charResourceElement.js';

const file = JSON.parse(readFileSync(new URL('../../packages/core/data/name/resource-elements.json', import.meta.url), 'utf8'));

const elementsOf = (name: string, school: 'convention' | 'classical' = 'convention') => [...name].map((char) => resourceElementOf(char, school).value ?? '?').join('');

test('the classical school departs from the printed analyses where issue 48 found it did (the convention against them: test/name/publishedAnalyses.test.ts)', () => {
  // The classical table of this project's first version: 徐 國 廷 亨 曺 read otherwise (彳 土, 囗 土, 廴 土; 亨 曺 by their radicals).
  assert.deepEqual(['徐命善', '金炳國', '柳廷顯'].map((name) => elementsOf(name, 'classical')), ['土水水', '金火土', '木土火']);
  assert.deepEqual(['徐命善', '金炳國', '柳廷顯'].map((name) => elementsOf(name)), ['火水水', '金火水', '木木火']);
});

test('the radicals the convention changed: 肉 虫 食 囗 穴 又 水; 車 彳 耳 見 走 行 髟 火; 立 骨 齒 勹 金; 示 木; 老 土 — each with the classical value as its alternative', () => {
  const expected: Array<[string, string, string]> = [
    ['腦', '水', '土'], ['蟲', '水', '火'], ['飮', '水', '土'], ['國', '水', '土'], ['空', '水', '土'],
    ['軍', '火', '木'], ['德', '火', '土'], ['聖', '火', '水'], ['視', '火', '木'], ['起', '火', '土'], ['衛', '火', '土'], ['髮', '火', '水'],
    ['童', '金', '木'], ['體', '金', '水'], ['齡', '金', '水'], ['考', '土', '火'],
    ['福', '木', '金'], ['友', '水', '木'], ['包', '金', '火'],
  ];
  for (const [hanja, value, classical] of expected) {
    const c = resourceElementOf(hanja);
    assert.deepEqual([c.value, c.alternative, c.disputed], [value, classical, true], hanja);
    assert.equal(resourceElementOf(hanja, 'classical').value, classical, `${hanja} classical`);
  }
  // Radicals no classical rule of ours gave an element, which the practice fills: 疒 水, 鬼 火, 鹿 土, 文 木.
  assert.deepEqual(['病', '魁', '麟', '斌'].map((h) => resourceElementOf(h).value), ['水', '火', '土', '木']);
  assert.deepEqual(['病', '魁'].map((h) => resourceElementOf(h, 'classical').value), [null, null]);
});

test('characters the printed analyses read by meaning: 亨 土, 廷 木, 成 火, 祚 金; 曺 disputed with every value the sources give', () => {
  assert.deepEqual(['亨', '廷', '成', '祚'].map((h) => resourceElementOf(h).value), ['土', '木', '火', '金']);
  assert.equal(resourceElementOf('成').alternative, '金');
  const jo = resourceElementOf('曺');
  assert.equal(jo.value, '土');
  assert.deepEqual([...jo.alternatives].sort(), ['水', '火']);
  assert.equal(jo.disputed, true);
});

test('every radical the published tables agree on has that element: the convention stated in our table (data/name/sources/radical-conventions.tsv)', () => {
  const rows = readFileSync(new URL('../../packages/core/data/name/sources/radical-conventions.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .slice(1)
    .map((line) => line.split('\t'));
  let conventions = 0;
  for (const cells of rows) {
    const convention = cells.at(-1)!;
    if (convention === '') continue;
    conventions++;
    assert.equal(file.radicals[Number(cells[0]) - 1].element, convention, `radical ${cells[0]} ${cells[1]}`);
  }
  assert.ok(conventions >= 100, `${conventions} radicals with a convention`);
});

test('a radical gives its element and names itself, reduced forms counting as the full radical', () => {
  assert.deepEqual(resourceElementOf('江'), { value: '水', rule: 'radical 85 水 (氵)', disputed: false, alternative: null, alternatives: [] });
  assert.equal(resourceElementOf('情').rule, 'radical 61 火 (忄)');
  assert.equal(resourceElementOf('花').rule, 'radical 140 木 (艹)');
  assert.equal(resourceElementOf('陽').rule, 'radical 170 土 (阝)');
  assert.equal(resourceElementOf('都').rule, 'radical 163 土 (阝)');
  assert.equal(resourceElementOf('玲').value, '金');
});

test('천간, 지지 and numeral overrides are read before the radical', () => {
  assert.equal(elementsOf('甲乙丙丁戊己庚辛壬癸'), '木木火火土土金金水水');
  assert.equal(elementsOf('寅卯巳午辰戌丑未申酉亥子'), '木木火火土土土土金金水水');
  assert.equal(elementsOf('一二三四五六七八九十'), '木木火火土土金金水水');
  assert.equal(resourceElementOf('甲').rule, 'override: 천간');
  assert.equal(resourceElementOf('寅').rule, 'override: 지지');
  // 三: the numeral rule the analyses print (火), the 河圖 生成數 (天三生木) as the alternative.
  assert.deepEqual(resourceElementOf('三'), { value: '火', rule: 'override: 河圖 numeral', disputed: true, alternative: '木', alternatives: ['木'] });
  assert.deepEqual(resourceElementOf('中'), { value: '土', rule: 'override: meaning', disputed: false, alternative: null, alternatives: [] });
});

test('a disputed radical returns the chosen value and its alternative', () => {
  // 示: the convention 木 (every published table), the classical 金 (nowhow.kr's 祚 金, now an override).
  assert.deepEqual(resourceElementOf('社'), { value: '木', rule: 'radical 113 木 (礻)', disputed: true, alternative: '金', alternatives: ['金'] });
  assert.deepEqual(resourceElementOf('社', 'classical'), { value: '金', rule: 'radical 113 金 (礻) classical', disputed: true, alternative: '木', alternatives: ['木'] });
  assert.deepEqual(resourceElementOf('祚'), { value: '金', rule: 'override: meaning', disputed: true, alternative: '木', alternatives: ['木'] });
  assert.deepEqual(resourceElementOf('石'), { value: '金', rule: 'radical 112 金', disputed: true, alternative: '土', alternatives: ['土'] });
  assert.deepEqual(resourceElementOf('狗'), { value: '土', rule: 'radical 94 土 (犭)', disputed: true, alternative: '金', alternatives: ['金'] });
});

test('a character a published table puts under an element neither school gives is disputed with that element too', () => {
  // 功 (力): both schools 金, the alternative 土; a published table gives 木 (data: disputes).
  assert.deepEqual(resourceElementOf('功'), { value: '金', rule: 'radical 19 金', disputed: true, alternative: '土', alternatives: ['土', '木'] });
  // 也 (乙 木), where no school is split: the table's 水 makes it disputed.
  assert.deepEqual(resourceElementOf('也'), { value: '木', rule: 'radical 5 木', disputed: true, alternative: '水', alternatives: ['水'] });
  for (const [hanja, elements] of Object.entries(file.disputes as Record<string, string[]>)) {
    const answer = resourceElementOf(hanja);
    assert.ok(answer.value !== null && elements.every((e) => answer.alternatives.includes(e as never)), hanja);
  }
});

test('a character outside the court list, or of a radical without an element, has no value', () => {
  for (const char of ['𠀀', 'a', '가', '']) assert.deepEqual(resourceElementOf(char), { value: null, rule: null, disputed: false, alternative: null, alternatives: [] });
  // 丿 (a stroke): neither the classical rules nor the practice give it an element; the row stays empty rather than guessed.
  assert.equal(resourceElementOf('乃').value, null);
});

test('the data: 214 radicals in order, each with evidence, and overrides with their rule and evidence', () => {
  assert.equal(RESOURCE_ELEMENTS_VERSION, `${file.id}@${file.version}`);
  assert.equal(file.radicals.length, 214);
  file.radicals.forEach((row: { number: number; evidence: string; element: string | null; alternative: string | null }, i: number) => {
    assert.equal(row.number, i + 1);
    assert.ok(row.evidence.length > 10, `radical ${row.number} has evidence`);
    assert.ok(row.element === null || (ELEMENTS as readonly string[]).includes(row.element));
    assert.ok(row.alternative === null || row.element !== null, `radical ${row.number}: an alternative needs a value`);
  });
  for (const row of file.overrides) {
    assert.ok(['천간', '지지', '河圖 numeral', 'meaning'].includes(row.rule), row.hanja);
    assert.ok(row.evidence.length > 10, row.hanja);
  }
});

test('coverage of the court list is at least 97%', () => {
  const records = nameHanjaRecords();
  const withValue = records.filter((record) => resourceElementOf(record.hanja).value !== null).length;
  assert.ok(withValue / records.length >= 0.97, `coverage ${withValue}/${records.length}`);
});
