import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TojeongError } from 'tojeong-core/errors';
import { type AnalyzeInput, analyzeName, normalizeNameInput, relation, wrap81 } from '../../src/name/index.js';

function analyze(input: AnalyzeInput) {
  return analyzeName(normalizeNameInput(input));
}

function grids(input: AnalyzeInput): number[] {
  const { fiveGrids: g } = analyze(input);
  return [g.heaven.value, g.person.value, g.earth.value, g.outer.value, g.total.value];
}

function assertTojeongError(fn: () => unknown, code: string, messagePart?: RegExp) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof TojeongError, String(error));
    assert.equal(error.code, code);
    if (messagePart) assert.match(error.message, messagePart);
    return true;
  });
}

test('洪吉童 (10·6·12): 천 11, 인 16, 지 18, 외 13, 총 28; all 음 is bad', () => {
  const result = analyze({ surname: '洪', given: '吉童' });
  assert.deepEqual(result.chars.map((c) => c.strokes), [10, 6, 12]);
  assert.deepEqual(grids({ surname: '洪', given: '吉童' }), [11, 16, 18, 13, 28]);
  assert.deepEqual(result.yinYang.parities, ['음', '음', '음']);
  assert.equal(result.yinYang.arrangement, '純陰');
  assert.equal(result.yinYang.verdict, 'bad');
});

test('李正武 (7·5·8) → 8, 12, 13, 9, 20', () => {
  assert.deepEqual(analyze({ surname: '李', given: '正武' }).chars.map((c) => c.strokes), [7, 5, 8]);
  assert.deepEqual(grids({ surname: '李', given: '正武' }), [8, 12, 13, 9, 20]);
});

test('金民 (8·5) → 9, 13, 6, 2, 13: a 1+1 name has 외격 2', () => {
  assert.deepEqual(grids({ surname: '金', given: '民' }), [9, 13, 6, 2, 13]);
});

test('南宮民秀 (9·10·5·7) → 19, 15, 12, 16, 31', () => {
  const result = analyze({ surname: '南宮', given: '民秀' });
  assert.deepEqual(result.chars.map((c) => c.strokes), [9, 10, 5, 7]);
  assert.deepEqual(grids({ surname: '南宮', given: '民秀' }), [19, 15, 12, 16, 31]);
  assert.deepEqual(result.chars.map((c) => c.reading), ['남', '궁', '민', '수']);
});

test('two-character surnames read from the surname table', () => {
  const cases: Record<string, string> = { 南宮: '남궁', 諸葛: '제갈', 皇甫: '황보', 鮮于: '선우', 獨孤: '독고', 司空: '사공' };
  for (const [surname, reading] of Object.entries(cases)) {
    const result = analyze({ surname, given: '民' });
    assert.equal(result.chars.slice(0, 2).map((c) => c.reading).join(''), reading, surname);
    assert.ok(result.chars.slice(0, 2).every((c) => c.readingSource === 'surname-table'));
    assert.equal(result.fiveGrids.heaven.value, result.chars[0]!.strokes + result.chars[1]!.strokes, 'no virtual stroke');
  }
});

test('surnames take their surname reading, and the 두음법칙 applies to the first syllable only', () => {
  const reading = (surname: string, given = '民') => analyze({ surname, given }).chars.map((c) => c.reading).join('');
  assert.equal(reading('金'), '김민');
  assert.equal(reading('車'), '차민');
  assert.equal(reading('李'), '이민');
  assert.equal(reading('柳'), '유민');
  assert.equal(reading('羅'), '나민');
  // The given name starts a word of its own: 羅 나, 李 이 there; after its first syllable the original sound stays.
  assert.equal(reading('洪', '羅'), '홍나');
  assert.equal(reading('洪', '李'), '홍이');
  assert.equal(reading('洪', '吉羅'), '홍길라');
  assert.equal(reading('南宮', '龍'), '남궁용');
});

test('韓龍雲 is 한용운: the 두음법칙 at the start of the given name, and its element', () => {
  const result = analyze({ surname: '韓', given: '龍雲' });
  assert.equal(result.chars.map((c) => c.reading).join(''), '한용운');
  assert.deepEqual(result.phoneticElements.elements, ['土', '土', '土']);
  // A bearer whose registered name keeps the original sound sends it.
  const kept = analyze({ surname: '韓', given: [{ hanja: '龍', hangul: '룡' }, { hanja: '雲' }] });
  assert.deepEqual([kept.chars[1]!.reading, kept.chars[1]!.element], ['룡', '火']);
});

test('丁若鏞 is 정약용: the reading names use, not the court\'s first in 가나다 order', () => {
  const result = analyze({ surname: '丁', given: '若鏞' });
  assert.equal(result.chars.map((c) => c.reading).join(''), '정약용');
  assert.deepEqual(result.chars.map((c) => c.readingSource), ['dictionary', 'dictionary', 'dictionary']);
});

test('surnames whose surname reading is not the name reading: 沈 심, 葉 섭, 賈 가', () => {
  const reading = (surname: string) => analyze({ surname, given: '民' }).chars[0]!.reading;
  assert.deepEqual(['沈', '葉', '賈'].map(reading), ['심', '섭', '가']);
  // In a given name 沈 reads 침, the reading table's first.
  assert.equal(analyze({ surname: '金', given: '民沈' }).chars[2]!.reading, '침');
});

test('𥡴, which the court lists without a reading, reads 계 (from the reading table)', () => {
  const result = analyze({ surname: '金', given: '民𥡴' });
  assert.deepEqual([result.chars[2]!.reading, result.chars[2]!.readingSource], ['계', 'dictionary']);
});

test('a hangul override replaces the dictionary sound', () => {
  const result = analyze({ surname: [{ hanja: '李', hangul: '리' }], given: [{ hanja: '民' }, { hanja: '秀', hangul: '슈' }] });
  assert.deepEqual(result.chars.map((c) => c.reading), ['리', '민', '슈']);
  assert.deepEqual(result.chars.map((c) => c.readingSource), ['input', 'dictionary', 'input']);
  assert.equal(result.chars[0]!.element, '火');
});

test('phonetic elements: 김민준 → 木 水 金 (all 상생, good); 김선우 → 木 金 土 with a 상극 (bad)', () => {
  const minjun = analyze({ surname: '金', given: '民俊' }).phoneticElements;
  assert.deepEqual(minjun.elements, ['木', '水', '金']);
  assert.deepEqual(minjun.pairs.map((p) => p.relation), ['상생', '상생']);
  assert.equal(minjun.verdict, 'good');
  const seonu = analyze({ surname: '金', given: '善宇' }).phoneticElements;
  assert.deepEqual(seonu.elements, ['木', '金', '土']);
  assert.deepEqual(seonu.pairs.map((p) => p.relation), ['상극', '상생']);
  assert.equal(seonu.verdict, 'bad');
});

test('the haerye school swaps ㅇㅎ and ㅁㅂㅍ (土↔水)', () => {
  const unhae = analyze({ surname: '洪', given: '民' }).phoneticElements.elements;
  const haerye = analyze({ surname: '洪', given: '民', school: 'haerye' }).phoneticElements.elements;
  assert.deepEqual(unhae, ['土', '水']);
  assert.deepEqual(haerye, ['水', '土']);
});

test('element relations: 相生, 相剋 and 比和 in either order', () => {
  assert.equal(relation('木', '火'), '상생');
  assert.equal(relation('水', '木'), '상생');
  assert.equal(relation('木', '土'), '상극');
  assert.equal(relation('金', '木'), '상극');
  assert.equal(relation('土', '土'), '비화');
  assert.equal(relation('木', '木'), '비화');
});

test('a verdict with 비화 and no 상극 is ordinary', () => {
  // 김기: ㄱ ㄱ → 木 木
  const result = analyze({ surname: '金', given: [{ hanja: '民', hangul: '기' }] }).phoneticElements;
  assert.deepEqual(result.pairs.map((p) => p.relation), ['비화']);
  assert.equal(result.verdict, 'ordinary');
});

test('81-number wrap: above 81, 80 is taken away until at most 81 (source E; 81 is 환원격)', () => {
  assert.deepEqual([1, 81, 82, 85, 100, 161, 162, 163, 243, 244].map(wrap81), [1, 81, 2, 5, 20, 81, 2, 3, 3, 4]);
});

test('元亨利貞: 원 = given, 형 = surname + first given, 이 = surname + last given, 정 = total', () => {
  const four = analyze({ surname: '南宮', given: '民秀' }).fourGrids;
  assert.deepEqual([four.won.value, four.hyeong.value, four.i.value, four.jeong.value], [12, 24, 26, 31]);
  // A one-character given name: 이격 is the surname alone.
  const single = analyze({ surname: '金', given: '民' }).fourGrids;
  assert.deepEqual([single.won.value, single.hyeong.value, single.i.value, single.jeong.value], [5, 13, 8, 13]);
  const kimgu = analyze({ surname: '金', given: '九' }).fourGrids;
  assert.deepEqual([kimgu.won.value, kimgu.hyeong.value, kimgu.i.value, kimgu.jeong.value], [9, 17, 8, 17]);
  const namgung = analyze({ surname: '南宮', given: '民' }).fourGrids;
  assert.equal(namgung.i.value, 19);
});

test('the summary judges 인격 지격 외격 총격 and names the bad ones; 천격 is reported, not judged', () => {
  const result = analyze({ surname: '洪', given: '吉童' });
  assert.equal(result.fiveGrids.heaven.judged, false);
  assert.equal(result.summary.judged, 4);
  assert.equal(result.fiveGrids.total.number, 28);
  assert.equal(result.fiveGrids.total.rating, '흉');
  const bad = (['person', 'earth', 'outer', 'total'] as const).filter((k) => result.fiveGrids[k].rating === '흉');
  assert.deepEqual(result.summary.badGrids, bad);
  assert.equal(result.summary.good + result.summary.halfGood + result.summary.bad, 4);
});

test('score is the sum of weight × share, and the grade follows the bands', () => {
  const result = analyze({ surname: '洪', given: '吉童' });
  const total = result.scoreBreakdown.reduce((sum, line) => sum + line.points, 0);
  assert.equal(result.score, Math.round(total));
  assert.ok(result.scoreBreakdown.every((line) => line.points === line.weight * line.share));
  // 洪吉童: 인 16 길, 지 18 길, 외 13 길, 총 28 흉, 純陰 bad, 土木火 (상극, 상생) bad → 25 + 20 + 10 = 55.
  assert.equal(result.score, 55);
  assert.equal(result.grade, '하');
});

test('input errors are BAD_INPUT with the reason; unknown characters are CHAR_NOT_FOUND naming each', () => {
  assertTojeongError(() => analyze({ surname: '', given: '民' }), 'BAD_INPUT', /surname must have 1 to 2/);
  assertTojeongError(() => analyze({ surname: '南宮洪', given: '民' }), 'BAD_INPUT', /got 3/);
  assertTojeongError(() => analyze({ surname: '洪', given: '吉童民秀' }), 'BAD_INPUT', /given must have 1 to 3/);
  assertTojeongError(() => analyze({ surname: '洪', given: '吉a' }), 'BAD_INPUT', /one hanja, got "a"/);
  assertTojeongError(() => analyze({ surname: '洪', given: '홍' }), 'BAD_INPUT');
  assertTojeongError(() => analyze({ surname: [{ hanja: '洪洪' }], given: '民' }), 'BAD_INPUT');
  assertTojeongError(() => analyze({ surname: [{ hanja: '洪', hangul: '홍길' }], given: '民' }), 'BAD_INPUT', /one hangul syllable/);
  assertTojeongError(() => analyze({ surname: [{ hanja: '洪', hangul: 'ㅎ' }], given: '民' }), 'BAD_INPUT');
  assertTojeongError(() => analyze({ surname: '洪', given: '丶亅' }), 'CHAR_NOT_FOUND', /丶 \(U\+4E36\), 亅 \(U\+4E85\)/);
});
