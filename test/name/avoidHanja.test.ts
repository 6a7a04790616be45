/**
 * 불용한자 against the printed lists they come from (data/name/AVOID-HANJA.md):
 * - 우리작명원, wooriname.com/bbs/content.php?co_id=mbox_03, 불길한자의 예: "(病) 병 병 … (敗) 패할 패 … (凶) 흉할 흉".
 * - sns2500.tistory.com/7872654, 6) 뜻이 불길한 문자: "사(死), 병(病), 약(弱), 애(哀), 망(亡), 패(敗)";
 *   3) 짐승이나 식물: "犬, 鷄, 豚, 蛇 / 龍, 鶴, 龜 / 松, 梅, 蘭, 菊, 竹"; 1) "복(福) … 수(壽)".
 * - erumy.com FAQ 76, 2. 자연의 이름이라 피하는 글자: "天, 地, 日, 月, 星, 春, 夏, 秋, 冬, 金, 銀, 石, 山, 江".
 * - 禮記 曲禮上: "名子者不以國，不以日月，不以隱疾，不以山川".
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { AVOID_HANJA_VERSION, AVOID_LISTS, avoidWarningsOf } from '../../packages/core/src/name/avoidHanja.js';

const data = JSON.parse(readFileSync(new URL('../../data/name/avoid-hanja.json', import.meta.url), 'utf8'));
const court = JSON.parse(readFileSync(new URL('../../data/hanja/name-hanja.json', import.meta.url), 'utf8'));
const courtChars = new Set<string>(court.records.map((r: { hanja: string }) => r.hanja));

const listOf = (hanja: string) => avoidWarningsOf(hanja).map((w) => w.list);

describe('avoid-hanja.json', () => {
  it('lists court-listed characters only, each once, with a reason in both languages and known sources', () => {
    assert.ok(data.entries.length > 0);
    const seen = new Set<string>();
    for (const entry of data.entries) {
      assert.ok(courtChars.has(entry.hanja), `${entry.hanja} is not a court-listed name hanja`);
      assert.ok(!seen.has(entry.hanja), `${entry.hanja} twice`);
      seen.add(entry.hanja);
      assert.ok((AVOID_LISTS as readonly string[]).includes(entry.list));
      assert.match(entry.reason.ko, /[가-힣]/, entry.hanja);
      assert.match(entry.reason.en, /[a-z]/, entry.hanja);
      assert.ok(entry.sources.includes(entry.source), entry.hanja);
      for (const key of entry.sources) {
        assert.ok(data.sources[key]?.where, `${entry.hanja}: unknown source ${key}`);
        assert.ok(data.lists[entry.list].sources.includes(key), `${entry.hanja}: ${key} not among the list's sources`);
      }
    }
  });

  it('keeps an avoid character only where the court gloss itself is the bad meaning', () => {
    const gloss = (hanja: string) => {
      const record = court.records.find((r: { hanja: string }) => r.hanja === hanja);
      return record.meanings[record.nameReading] as string[];
    };
    assert.ok(gloss('死').includes('죽을'));
    assert.ok(gloss('殺').includes('죽일'));
    // 寡 (sources: 과부) and 假 (sources: 거짓) carry other court glosses (적을, 빌): left out.
    assert.deepEqual(gloss('寡'), ['적을']);
    assert.deepEqual(listOf('寡'), []);
    assert.deepEqual(listOf('假'), []);
  });

  it('marks every folk character listed by one source only', () => {
    for (const entry of data.entries) {
      if (entry.list === 'folk' && entry.sources.length === 1) assert.match(entry.reason.en, /one source only/, entry.hanja);
    }
  });
});

describe('avoidWarningsOf', () => {
  it('warns avoid for what the sources print as bad meanings: 死 亡 病 敗 凶 惡 殺', () => {
    for (const hanja of ['死', '亡', '病', '敗', '凶', '惡', '殺']) assert.deepEqual(listOf(hanja), ['avoid'], hanja);
  });

  it('warns folk for the 禮記 rule and the printed 속설 lists', () => {
    for (const hanja of ['日', '月', '山', '川']) assert.deepEqual(listOf(hanja), ['folk'], hanja);
    for (const hanja of ['天', '地', '星', '春', '夏', '秋', '冬']) assert.deepEqual(listOf(hanja), ['folk'], hanja);
    for (const hanja of ['龍', '鶴', '龜', '松', '梅', '蘭', '菊', '竹', '福', '壽']) assert.deepEqual(listOf(hanja), ['folk'], hanja);
  });

  it('gives the reason and a readable citation', () => {
    const [warning] = avoidWarningsOf('日');
    assert.ok(warning);
    assert.equal(warning.hanja, '日');
    assert.match(warning.reason.ko, /禮記/);
    assert.match(warning.source, /禮記 曲禮上/);
    assert.match(warning.source, /https:\/\//);
    assert.doesNotMatch(warning.source, /^liji$/);
  });

  it('does not warn for characters no source (or one bare list only) names: 洙 鐵 童 金 光 末', () => {
    // 鐵 童 光 末 appear only in creativestudio.kr/6067's bare list; 金 only in erumy's category "자연의 이름".
    for (const hanja of ['洙', '鐵', '童', '金', '光', '末', '泳', '喜']) assert.deepEqual(avoidWarningsOf(hanja), [], hanja);
    assert.deepEqual(avoidWarningsOf(''), []);
    assert.deepEqual(avoidWarningsOf('ABC'), []);
  });

  it('returns copies, and names its data version', () => {
    avoidWarningsOf('死').pop();
    assert.equal(avoidWarningsOf('死').length, 1);
    assert.equal(AVOID_HANJA_VERSION, 'avoid-hanja@1.0.0');
  });
});
