/**
 * Real names whose 원획 and 원형이정 grids a published source states, checked
 * against the analysis. Each case names its source; only the values the
 * source itself prints are asserted.
 *
 * Fewer than the 20 the issue asked for: these are all the published values
 * the search tools found (newspaper columns of 성명학 practitioners). See the
 * issue 12 report.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeName, normalizeNameInput } from '../../src/name/index.js';

interface Published {
  surname: string;
  given: string;
  source: string;
  strokes?: number[];
  won?: number;
  hyeong?: number;
  i?: number;
  jeong?: number;
  /**
   * A character the source counts differently from this dictionary, recorded
   * rather than hidden: the grids must then differ by exactly that amount.
   */
  differs?: { hanja: string; published: number; why: string };
}

const HEE = {
  hanja: '熙',
  published: 13,
  why: 'the source counts 熙 13 (臣 6 + 巳 3 + 灬 4); the court (火+10), Unihan (kTotalStrokes 14) and Adobe-Japan1 (15) all give more, so the dictionary keeps 14: a disagreement for review, not a rule the sources support',
};

const CASES: Published[] = [
  {
    surname: '文', given: '在寅', strokes: [4, 6, 11], won: 17, hyeong: 10, jeong: 21,
    source: '중도일보 2017-05-12, [원종문의 오복만땅] 49 (joongdo.co.kr/web/view.php?key=20170512000005148): 文4 在6 寅11, 이름 합 17, 성과 첫 글자 10, 세 글자 21',
  },
  {
    surname: '朴', given: '槿惠', strokes: [6, 15, 12],
    source: '주간동아 574, 2007-02-14, 「이름 속 운명의 수 닮았네」 (weekly.donga.com/List/3/all/11/81585/1): 朴(6획)·槿(15획)·惠(12획), 강희자전 원획법',
  },
  {
    surname: '文', given: '昌克', jeong: 19,
    source: '여성조선 2014-07-29, 이수봉의 성명학 「문창극과 안대희」 (queen.co.kr/news/articleView.html?idxno=196992): 총 수리의 합 19',
  },
  {
    surname: '安', given: '大熙', i: 19, differs: HEE,
    source: '여성조선 2014-07-29, 이수봉의 성명학 「문창극과 안대희」 (queen.co.kr/news/articleView.html?idxno=196992): 안과 희의 합 19',
  },
  {
    surname: '李', given: '健熙', i: 20, differs: HEE,
    source: '여성조선 2014-09-10, 「이건희, 최태원... 재벌의 이름」 (queen.co.kr/news/articleView.html?idxno=197538): 이(李)와 희(熙)가 20수리',
  },
  {
    surname: '朴', given: '俊厚', strokes: [6, 9, 9], won: 18, hyeong: 15, i: 15, jeong: 24,
    source: '경남일보 2018-12-23, 권광수 박사의 역학이야기 37 (gnnews.co.kr/news/articleView.html?idxno=345822): 박 6, 준 9, 후 9; 원격 18, 형격 15, 이격 15, 정격 24 (an example name)',
  },
];

for (const c of CASES) {
  test(`${c.surname}${c.given}: the published values (${c.source.split(' (')[0]})`, () => {
    const result = analyzeName(normalizeNameInput({ surname: c.surname, given: c.given }));
    if (c.strokes) assert.deepEqual(result.chars.map((x) => x.strokes), c.strokes);
    const four = result.fourGrids;
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const key of ['won', 'hyeong', 'i', 'jeong'] as const) {
      if (c[key] === undefined) continue;
      got[key] = four[key].value;
      want[key] = c[key]!;
    }
    if (c.differs) {
      // Each grid that holds the character differs by exactly (ours − published).
      const ours = result.chars.find((x) => x.hanja === c.differs!.hanja)!.strokes;
      assert.notEqual(ours, c.differs.published, `${c.differs.hanja} still differs: ${c.differs.why}`);
      for (const key of Object.keys(want)) want[key] = want[key]! + (ours - c.differs.published);
    }
    assert.deepEqual(got, want);
  });
}
