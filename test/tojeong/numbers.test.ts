import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PILLARS } from '../../src/calendar/index.js';
import { iljinSu, jungcheonSu, seoncheonSu, taeseSu, wolgeonSu } from '../../src/tojeong/index.js';

// The rule as the issue states it, one character per entry, so a slip in the
// grouped tables of src/tojeong/numbers.ts shows up here.
const SEONCHEON: Record<string, number> = {
  甲: 9, 己: 9, 子: 9, 午: 9, 乙: 8, 庚: 8, 丑: 8, 未: 8, 丙: 7, 辛: 7, 寅: 7, 申: 7,
  丁: 6, 壬: 6, 卯: 6, 酉: 6, 戊: 5, 癸: 5, 辰: 5, 戌: 5, 巳: 4, 亥: 4,
};
const JUNGCHEON: Record<string, number> = {
  甲: 11, 己: 11, 辰: 11, 戌: 11, 丑: 11, 未: 11, 乙: 10, 庚: 10, 申: 10, 酉: 10,
  丙: 9, 辛: 9, 亥: 9, 子: 9, 丁: 8, 壬: 8, 寅: 8, 卯: 8, 戊: 7, 癸: 7, 巳: 7, 午: 7,
};

test('先天數 covers the 10 stems and 12 branches with the traditional values', () => {
  assert.equal(Object.keys(SEONCHEON).length, 22);
  for (const [ch, value] of Object.entries(SEONCHEON)) assert.equal(seoncheonSu(ch), value, ch);
});

test('中天數 covers the 10 stems and 12 branches with the traditional values', () => {
  assert.equal(Object.keys(JUNGCHEON).length, 22);
  for (const [ch, value] of Object.entries(JUNGCHEON)) assert.equal(jungcheonSu(ch), value, ch);
});

test('a character outside the stems and branches is refused', () => {
  assert.throws(() => seoncheonSu('金'));
  assert.throws(() => jungcheonSu('a'));
});

test('태세수, 월건수 and 일진수 are the rule sums for every one of the 60 pillars', () => {
  for (const pillar of PILLARS) {
    const [stem, branch] = Array.from(pillar.hanja) as [string, string];
    assert.equal(taeseSu(pillar), JUNGCHEON[stem]! + JUNGCHEON[branch]!, pillar.hanja);
    assert.equal(wolgeonSu(pillar), SEONCHEON[stem]! + SEONCHEON[branch]!, pillar.hanja);
    assert.equal(iljinSu(pillar), SEONCHEON[stem]! + JUNGCHEON[branch]!, pillar.hanja);
  }
  assert.equal(taeseSu(PILLARS.find((p) => p.hanja === '乙酉')!), 20);
});
