/**
 * 수리오행 and 삼원오행 against printed analyses:
 * - 金 8 · 洙 10 · 鐵 21: 수리오행 金 水 木, 삼원오행 (三才: 천 9 인 18 지 31) 水 金 木 — the worked example of issue 36.
 * - 金朱上 (8·6·3): 대헌성명학연구소, "삼원오행" (xn--2e0bu9h96ggnhcnap1t883ah0a.kr/sub04/sub04_2/?method=view&no=652):
 *   "김주상(金朱上)은 삼재 배치가 水火水이다 … 9(水)획 14(火)획 9(水)획 :천격 :인격 :지격", and by the other
 *   reading of the word, "이격의 수리오행을 맨 앞에 … 형격 … 원격 … 「김주상(金朱上」은 삼원오행이 목화수(木火水)이다"
 *   with 이격 11(木), 형격 14(火), 원격 9(水).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { elementFlow, fiveGrids, fourGrids, samwonOf, strokeElementOf } from '../../src/name/index.js';

describe('수리오행: the element of the last digit', () => {
  it('reads 金 8 · 洙 10 · 鐵 21 as 金 水 木', () => {
    assert.deepEqual([8, 10, 21].map(strokeElementOf), ['金', '水', '木']);
  });
  it('gives each of the ten digits its element, 0 as 10', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(strokeElementOf), ['木', '木', '火', '火', '土', '土', '金', '金', '水', '水']);
    assert.equal(strokeElementOf(81), '木');
    assert.equal(strokeElementOf(40), '水');
  });
});

describe('삼원오행', () => {
  it('三才 of 金洙鐵 is 천 9 인 18 지 31 → 水 金 木', () => {
    const samwon = samwonOf(fiveGrids([8], [10, 21]), fourGrids([8], [10, 21]), 'samjae');
    assert.deepEqual(samwon.grids, [9, 18, 31]);
    assert.deepEqual(samwon.elements, ['水', '金', '木']);
  });
  it('三才 of 金朱上 is 水 火 水, and 이·형·원 is 木 火 水, as 대헌성명학연구소 prints', () => {
    assert.deepEqual(samwonOf(fiveGrids([8], [6, 3]), fourGrids([8], [6, 3]), 'samjae').elements, ['水', '火', '水']);
    const wonhyeong = samwonOf(fiveGrids([8], [6, 3]), fourGrids([8], [6, 3]), 'iHyeongWon');
    assert.deepEqual(wonhyeong.grids, [11, 14, 9]);
    assert.deepEqual(wonhyeong.elements, ['木', '火', '水']);
  });
});

describe('flow rules', () => {
  it('noSanggeuk passes 비화 and fails 상극; allSangsaeng grades 비화 ordinary', () => {
    assert.equal(elementFlow(['木', '木', '火'], 'noSanggeuk').verdict, 'good');
    assert.equal(elementFlow(['木', '木', '火'], 'allSangsaeng').verdict, 'ordinary');
    assert.equal(elementFlow(['木', '火', '土'], 'allSangsaeng').verdict, 'good');
    const clash = elementFlow(['水', '火', '水'], 'noSanggeuk');
    assert.deepEqual(clash.pairs.map((p) => p.relation), ['상극', '상극']);
    assert.equal(clash.verdict, 'bad');
    assert.equal(clash.passes, false);
  });
  it('does not judge a flow with an unknown element', () => {
    const flow = elementFlow(['木', null, '火'], 'noSanggeuk');
    assert.deepEqual(flow.pairs.map((p) => p.relation), [null, null]);
    assert.equal(flow.verdict, null);
    assert.equal(flow.passes, null);
  });
});
