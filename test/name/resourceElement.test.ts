import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { ELEMENTS, RESOURCE_ELEMENTS_VERSION } from '../../packages/core/src/elements/index.js';
import { resourceElementOf } from '../../packages/core/src/hanja/charResourceElement.js';

const file = JSON.parse(readFileSync(new URL('../../packages/core/data/name/resource-elements.json', import.meta.url), 'utf8'));

const elementsOf = (name: string) => [...name].map((char) => resourceElementOf(char).value).join('');

// 자원오행 as published analyses print them, each with its page:
//   金泳三 金水火, 金大中 金木土, 黃喜 土水, 裵克廉 木木木 — the examples issue 36 quotes from
//     published 작명 analyses (their pages were not found in the searchable corpus; see REPORT.md);
//   鄭周永 土水水, 朴贊浩 木金水, 黃永祚 土水金 — nowhow.kr/archives/444 (자원오행의 허실);
//   李晙鎬 木火金, and 浚 水 晙 火 焌 火 峻 土 埈 土 俊 火 — ksname.co.kr/bbs/board.php?bo_table=m51&wr_id=28
//     (안태옥, 끝내주는 이름짓기);
//   尹錫悅 水金火 — aboutsaju.tistory.com/20 (제3강 자원오행);
//   尹潽善 水水水 — joongdo.co.kr/web/view.php?key=20160729000000033 (원종문의 오복만땅 10);
//   朴正熙 木土火 — m.sedaily.com/NewsView/1HT1K61L66 (설봉 김영기).
test('names give the 자원오행 published analyses print', () => {
  const published: Array<[string, string]> = [
    ['金泳三', '金水火'],
    ['金大中', '金木土'],
    ['黃喜', '土水'],
    ['裵克廉', '木木木'],
    ['鄭周永', '土水水'],
    ['朴贊浩', '木金水'],
    ['黃永祚', '土水金'],
    ['李晙鎬', '木火金'],
    ['浚晙焌峻埈俊', '水火火土土火'],
    ['尹錫悅', '水金火'],
    ['尹潽善', '水水水'],
    ['朴正熙', '木土火'],
  ];
  for (const [name, elements] of published) assert.equal(elementsOf(name), elements, name);
});

test('a radical gives its element and names itself, reduced forms counting as the full radical', () => {
  assert.deepEqual(resourceElementOf('江'), { value: '水', rule: 'radical 85 水 (氵)', disputed: false, alternative: null });
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
  assert.deepEqual(resourceElementOf('三'), { value: '火', rule: 'override: 河圖 numeral', disputed: true, alternative: '木' });
  assert.deepEqual(resourceElementOf('中'), { value: '土', rule: 'override: meaning', disputed: false, alternative: null });
});

test('a disputed radical returns the chosen value and its alternative', () => {
  assert.deepEqual(resourceElementOf('社'), { value: '金', rule: 'radical 113 金 (礻)', disputed: true, alternative: '木' });
  assert.deepEqual(resourceElementOf('石'), { value: '金', rule: 'radical 112 金', disputed: true, alternative: '土' });
  assert.deepEqual(resourceElementOf('狗'), { value: '土', rule: 'radical 94 土 (犭)', disputed: true, alternative: '金' });
});

test('a character outside the court list, or of a radical without an element, has no value', () => {
  for (const char of ['𠀀', 'a', '가', '']) assert.deepEqual(resourceElementOf(char), { value: null, rule: null, disputed: false, alternative: null });
  // 疒 (sickness): the schools give no element of meaning; the row stays empty rather than guessed.
  assert.deepEqual(resourceElementOf('病'), { value: null, rule: null, disputed: false, alternative: null });
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

test('coverage of the court list is at least 95%', () => {
  const records = nameHanjaRecords();
  const withValue = records.filter((record) => resourceElementOf(record.hanja).value !== null).length;
  assert.ok(withValue / records.length >= 0.95, `coverage ${withValue}/${records.length}`);
});
