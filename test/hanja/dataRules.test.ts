/**
 * The pure rules of the hanja build, on literal inputs: Unihan field parsing,
 * the court's gloss format, the radical choice, the 원획 formula, the reading
 * default and the override table's validation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeCourtSnapshots, parseCourtGloss, parseCourtReadings } from '../../scripts/hanja/court.js';
import { familyCounts } from '../../scripts/hanja/families.js';
import { parseStrokeOverrides } from '../../scripts/hanja/overrides.js';
import { chooseReadings } from '../../scripts/hanja/readings.js';
import { initialReadingsOf } from '../../scripts/hanja/records.js';
import { candidateStrokes, chooseRadical, formulaStrokes, radicalShape } from '../../scripts/hanja/strokes.js';
import { firstTotalStrokes, parseAdobeForms, parseKHangul, parsePhoneticClasses, parseRadicalStroke, traditionalTotalStrokes } from '../../scripts/hanja/unihan.js';

test('Unihan fields: kRSUnicode, kTotalStrokes, kHangul', () => {
  assert.deepEqual(parseRadicalStroke('85.6'), { radical: 85, residual: 6, simplified: false });
  assert.deepEqual(parseRadicalStroke('96.-1'), { radical: 96, residual: -1, simplified: false });
  assert.deepEqual(parseRadicalStroke("120'.3"), { radical: 120, residual: 3, simplified: true });
  assert.throws(() => parseRadicalStroke('85'));
  // Two values: zh-Hans first, zh-Hant second; Korean forms are traditional.
  assert.equal(traditionalTotalStrokes('9 10'), 10);
  assert.equal(traditionalTotalStrokes('8'), 8);
  assert.deepEqual(parseKHangul('부:0N 불:0E'), { readings: ['부', '불'], educational: '불' });
  assert.deepEqual(parseKHangul('낭:0 랑:0E'), { readings: ['낭', '랑'], educational: '랑' });
  assert.deepEqual(parseKHangul('계:N'), { readings: ['계'], educational: null });
});

test('court glosses: 훈(음/음) tokens, editorial notes dropped', () => {
  assert.deepEqual(parseCourtGloss('낙,락,악,요 : 즐길락(낙/락) 풍류(악) 좋아할(요)'), [
    { gloss: '즐길락', readings: ['낙', '락'] },
    { gloss: '풍류', readings: ['악'] },
    { gloss: '좋아할', readings: ['요'] },
  ]);
  assert.deepEqual(parseCourtGloss('결: 깨끗할(결)'), [{ gloss: '깨끗할', readings: ['결'] }]);
  assert.deepEqual(parseCourtGloss('란 : 난초((난/란)'), [{ gloss: '난초', readings: ['난', '란'] }]);
  assert.deepEqual(parseCourtGloss('남 : 男()의 俗字'), []);
  assert.deepEqual(parseCourtGloss('호 : 좋을(호) (한국한자)'), [{ gloss: '좋을', readings: ['호'] }]);
  assert.deepEqual(parseCourtGloss('수'), []);
  assert.deepEqual(parseCourtReadings('률, 율'), ['률', '율']);
  assert.throws(() => parseCourtReadings('a'));
});

test('court snapshots merge into one entry per code with the union of readings and both radical pairs', () => {
  const merged = mergeCourtSnapshots({
    rutopio: [{ cd: '0842c', ineum: '만', in: '만 : 일만(만)', type: '0' }],
    radicals: [
      { cd: '0842c', ineum: '만', in: '만 : 일만(만)', rad_id: 114, stroke: 8, type: '0' },
      { cd: '0842c', ineum: '만', in: '만 : 일만(만)', rad_id: 140, stroke: 9, type: '0' },
      { cd: '080fd', ineum: '내,능', in: '내,능 : 능할(능)', rad_id: 130, stroke: 6, type: '0' },
    ],
  });
  assert.deepEqual(
    merged.map((e) => [String.fromCodePoint(e.codePoint), e.readings, e.radicalPairs.length, e.inRutopio, e.inRadicals]),
    [['能', ['내', '능'], 1, false, true], ['萬', ['만'], 2, true, true]],
  );
});

test('radical choice: the court pair Unihan confirms, the Kangxi Dictionary first', () => {
  const p = (radical: number, residual: number) => ({ radical, residual });
  // 萬: the court files it under 禸+8 and 艸+9; kRSUnicode 114.8, kRSKangXi 140.9.
  assert.deepEqual(chooseRadical({ court: [p(114, 8), p(140, 9)], unicode: [p(114, 8)], kangXi: p(140, 9) }), {
    pair: p(140, 9),
    basis: 'court-and-kangxi',
  });
  // 異: the court agrees with kRSUnicode only.
  assert.deepEqual(chooseRadical({ court: [p(102, 6)], unicode: [p(102, 6)], kangXi: p(102, 7) }).basis, 'court-and-unicode');
  // 燁: nothing in Unihan confirms the court's 86+11.
  assert.deepEqual(chooseRadical({ court: [p(86, 11)], unicode: [p(86, 12)], kangXi: p(86, 12) }), {
    pair: p(86, 12),
    basis: 'unicode-over-court',
  });
  assert.deepEqual(chooseRadical({ court: [p(26, 9)], unicode: [p(26, 8), p(26, 9)], kangXi: null }).basis, 'court-and-unicode-secondary');
  assert.deepEqual(chooseRadical({ court: [], unicode: [p(85, 6)], kangXi: null }).basis, 'unicode-only');
});

test('the 원획 formula: numerals, radicals themselves, full forms', () => {
  const full = (n: number) => ({ 85: 4, 96: 5, 140: 6, 1: 1, 31: 3, 74: 4, 66: 4, 106: 5, 114: 5, 213: 16 })[n] ?? 0;
  const table = { full, writtenFull: (n: number) => ({ 114: 4, 213: 17 })[n] ?? full(n) };
  const facts = (written: number, numeric: number | null = null, adobe: Array<[number, number, number]> = []) => ({
    written,
    writtenFirst: written,
    numeric,
    adobeForms: adobe.map(([radical, formStrokes, residual]) => ({ radical, formStrokes, residual, variant: false })),
    courtPairs: [],
  });
  const strokes = (radical: number, residual: number, f: ReturnType<typeof facts>) => {
    const r = formulaStrokes({ radical, residual }, f, table);
    return [r.strokes, r.rule];
  };
  assert.deepEqual(strokes(85, 6, facts(9, null, [[85, 3, 6]])), [10, 'radical-full-form']);
  assert.deepEqual(strokes(96, -1, facts(4)), [4, 'radical-itself']);
  assert.deepEqual(strokes(74, 0, facts(4)), [4, 'radical-itself']);
  assert.deepEqual(strokes(31, 2, facts(5, 4)), [4, 'numeral-value']);
  // 百 (kPrimaryNumeric 100) is not a numeral for 원획.
  assert.equal(formulaStrokes({ radical: 106, residual: 1 }, facts(6, 100), table).rule, 'radical-full-form');
  // 政: 攴 4 + Unihan's residual 4 = 8, but it is written in 9 strokes with 攴 in full.
  assert.deepEqual(strokes(66, 4, facts(9, null, [[66, 4, 5]])), [9, 'written-count']);
  // 流: 氵 + a residual counted one short: written 10 − 氵 3 + 水 4 = 11.
  assert.deepEqual(strokes(85, 6, facts(10, null, [[85, 3, 7]])), [11, 'written-count']);
  // 泰: 氺 written with 5 strokes: not below the written 10.
  assert.deepEqual(strokes(85, 5, facts(10, null, [[85, 5, 5]])), [10, 'written-count']);
  // 毒: kTotalStrokes 9 writes the mainland 母; the glyph Adobe-Japan1 gives writes 毋 (8): no floor.
  const poison = formulaStrokes({ radical: 80, residual: 4 }, facts(9, null, [[80, 4, 4]]), { full: () => 4, writtenFull: () => 4 });
  assert.deepEqual([poison.strokes, poison.unconfirmed], [8, { floor: 9, glyphStrokes: 8 }]);
  // A radical with a reduced form and no glyph to tell which it shows: no floor.
  assert.deepEqual(strokes(140, 5, facts(12)), [11, 'radical-full-form']);
  // 禹: 禸 counts 5 by the override, and 禹's written 9 already holds it: no double count.
  assert.deepEqual(strokes(114, 4, facts(9, null, [[114, 5, 4]])), [9, 'radical-full-form']);
  // 龝: 龜 counts 16 (override), the written 22 holds the mainland 17.
  assert.deepEqual(strokes(213, 5, facts(22)), [21, 'radical-full-form']);
  const candidates = { court: [{ radical: 140, residual: 9 }, { radical: 114, residual: 8 }], unicode: [{ radical: 114, residual: 8 }], kangXi: { radical: 140, residual: 9 } };
  const tenThousand = facts(12, null, [[140, 3, 9]]);
  const chosen = formulaStrokes({ radical: 140, residual: 9 }, tenThousand, table);
  assert.deepEqual(candidateStrokes(chosen, candidates, tenThousand, table), [15, 13]);
  // 泰: the 氺 count and the 水 count are both given.
  const great = facts(10, null, [[85, 5, 5]]);
  const greatReading = formulaStrokes({ radical: 85, residual: 5 }, great, table);
  assert.deepEqual(candidateStrokes(greatReading, { court: [{ radical: 85, residual: 5 }], unicode: [{ radical: 85, residual: 5 }], kangXi: null }, great, table), [10, 9]);
  // 王: the character is the reduced form of 玉: 4 as written, 5 as 玉.
  const king = formulaStrokes({ radical: 96, residual: -1 }, facts(4), table);
  assert.deepEqual(candidateStrokes(king, { court: [{ radical: 96, residual: 0 }], unicode: [{ radical: 96, residual: -1 }], kangXi: null }, facts(4), table), [4, 5]);
});

test('radical shapes: full, reduced, 氺, or unknown without a glyph', () => {
  const table = { full: (n: number) => ({ 85: 4, 140: 6, 30: 3 })[n] ?? 0, writtenFull: (n: number) => ({ 85: 4, 140: 6, 30: 3 })[n] ?? 0 };
  const facts = (writtenFirst: number, adobe: Array<[number, number, number]>) => ({
    written: writtenFirst,
    writtenFirst,
    numeric: null,
    adobeForms: adobe.map(([radical, formStrokes, residual]) => ({ radical, formStrokes, residual, variant: false })),
    courtPairs: [],
  });
  assert.equal(radicalShape({ radical: 85, residual: 6 }, facts(9, [[85, 3, 6]]), table), 'reduced');
  assert.equal(radicalShape({ radical: 85, residual: 5 }, facts(9, [[85, 4, 5]]), table), 'full');
  assert.equal(radicalShape({ radical: 85, residual: 2 }, facts(7, [[85, 4, 2]]), table), 'larger');
  assert.equal(radicalShape({ radical: 140, residual: 5 }, facts(8, []), table), 'unknown');
  assert.equal(radicalShape({ radical: 30, residual: 5 }, facts(8, []), table), 'full');
});

test("radical shape without a glyph: the court's residual tells it when it leaves the reduced or the full form", () => {
  const table = { full: (n: number) => ({ 61: 4, 162: 7 })[n] ?? 0, writtenFull: (n: number) => ({ 61: 4, 162: 7 })[n] ?? 0 };
  const facts = (writtenFirst: number, court: Array<[number, number]>) => ({
    written: writtenFirst,
    writtenFirst,
    numeric: null,
    adobeForms: [],
    courtPairs: court.map(([radical, residual]) => ({ radical, residual })),
  });
  // 迬: written 8; the court's 162+5 leaves 辶 3, its 162+4 leaves 4.
  assert.equal(radicalShape({ radical: 162, residual: 4 }, facts(8, [[162, 4], [162, 5]]), table), 'reduced');
  // With the reduced form known, the court's 162+4 falls below the written count: 8 − 3 + 7 = 12.
  assert.deepEqual(formulaStrokes({ radical: 162, residual: 4 }, facts(8, [[162, 4], [162, 5]]), table).strokes, 12);
  // 忎: written 7; 61+3 leaves 心 4, written in full below.
  assert.equal(radicalShape({ radical: 61, residual: 3 }, facts(7, [[61, 3]]), table), 'full');
  // 䢐: written 9; 162+5 leaves 4, neither 辶 3 nor 辵 7.
  assert.equal(radicalShape({ radical: 162, residual: 5 }, facts(9, [[162, 5]]), table), 'unknown');
});

test("the court's count of a series' component: the residual most of its single filings share", () => {
  const member = (hanja: string, pairs: Array<[number, number]>, classes: string[]) => ({
    hanja,
    courtPairs: pairs.map(([radical, residual]) => ({ radical, residual })),
    phoneticClasses: classes,
  });
  const series = [
    member('諸', [[149, 9]], ['94']),
    member('堵', [[32, 9]], ['94']),
    member('睹', [[109, 9]], ['94']),
    member('書', [[73, 6]], ['94']),
    member('暑', [[72, 8], [72, 9]], ['94']),
  ];
  const counts = familyCounts(series);
  // 暑 is filed twice, so only the three single filings with 9 and 書 count: 3 of 4.
  assert.deepEqual(counts('暑'), [{ phoneticClass: '94', residual: 9, members: ['諸', '堵', '睹'], filed: 4 }]);
  // For 諸 itself, the others are 堵 睹 (9) and 書 (6): two agreeing are too few.
  assert.deepEqual(counts('諸'), []);
  // Half is not a majority.
  const split = familyCounts([...series, member('a', [[1, 6]], ['94']), member('b', [[1, 6]], ['94'])]);
  assert.deepEqual(split('暑'), []);
  assert.deepEqual(parsePhoneticClasses('94 264*'), ['94', '264']);
  assert.deepEqual(parsePhoneticClasses('1543A 1543'), ['1543']);
  assert.throws(() => parsePhoneticClasses('x'));
});

test('Unihan kRSAdobe_Japan1_6 and the first kTotalStrokes value', () => {
  assert.deepEqual(parseAdobeForms('C+2643+66.4.5 V+13855+162.4.8'), [
    { radical: 66, formStrokes: 4, residual: 5, variant: false },
    { radical: 162, formStrokes: 4, residual: 8, variant: true },
  ]);
  assert.throws(() => parseAdobeForms('C+1+66.4'));
  assert.equal(firstTotalStrokes('8 9'), 8);
  assert.equal(firstTotalStrokes('12'), 12);
});

test('initialReadings: the 두음법칙 forms the court did not list', () => {
  assert.deepEqual(initialReadingsOf(['리']), ['이']);
  assert.deepEqual(initialReadingsOf(['리', '이']), []);
  assert.deepEqual(initialReadingsOf(['나', '라']), []);
  assert.deepEqual(initialReadingsOf(['론', '륜', '윤']), ['논']);
  assert.deepEqual(initialReadingsOf(['김']), []);
});

test('reading default: E-marked reading, then word-list use, then source order; 두음 spellings folded', () => {
  const counts = (o: Record<string, number>) => new Map(Object.entries(o));
  // 樂: 악 is the most used in words, but 락 is the educational reading; 낙 is 락 at the start of a word.
  assert.deepEqual(
    chooseReadings({ unihan: ['낙', '락', '악', '요'], educational: '락', court: ['낙', '락', '악', '요'], libhangul: ['낙', '락', '악', '요'], wordCounts: counts({ 낙: 78, 락: 294, 악: 656, 요: 14 }) }),
    { readings: ['락', '악', '요'], basis: 'educational', dropped: ['낙'] },
  );
  // 串: no E reading; 곶 is used in more words.
  assert.deepEqual(
    chooseReadings({ unihan: ['곶', '관'], educational: null, court: ['관', '천'], libhangul: ['곶', '관', '천'], wordCounts: counts({ 곶: 11, 관: 4 }) }),
    { readings: ['곶', '관', '천'], basis: 'word-list', dropped: [] },
  );
  // No E reading, no words: source order (Unihan, court, libhangul).
  assert.deepEqual(
    chooseReadings({ unihan: ['온', '은'], educational: null, court: [], libhangul: [], wordCounts: counts({}) }),
    { readings: ['온', '은'], basis: 'source-order', dropped: [] },
  );
  // 女: 여 is only 녀 at the start of a word; its word uses count for 녀.
  assert.deepEqual(
    chooseReadings({ unihan: ['녀', '여'], educational: '녀', court: ['녀', '여'], libhangul: ['녀', '여'], wordCounts: counts({ 녀: 507, 여: 325 }) }),
    { readings: ['녀'], basis: 'single', dropped: ['여'] },
  );
  assert.throws(() => chooseReadings({ unihan: [], educational: null, court: [], libhangul: [], wordCounts: counts({}) }));
});

test('the override table is validated: header, one row per character, a reason', () => {
  const header = 'hanja\tstrokes\tformula_strokes\treason\n';
  const reason = 'An established practice, stated in a full sentence.';
  assert.deepEqual(parseStrokeOverrides(`${header}郎\t14\t13\t${reason}\n`).map((o) => [o.hanja, o.strokes, o.formulaStrokes, o.line]), [['郎', 14, 13, 2]]);
  assert.throws(() => parseStrokeOverrides(`${header}郎\t14\t13\t\n`), /needs a reason/);
  assert.throws(() => parseStrokeOverrides(`${header}郎\t14\t13\ttoo short.\n`), /needs a reason/);
  assert.throws(() => parseStrokeOverrides(`${header}郎\t14\t13\t${reason}\n郎\t14\t13\t${reason}\n`), /second row/);
  assert.throws(() => parseStrokeOverrides(`${header}郎\t13\t13\t${reason}\n`), /same value/);
  assert.throws(() => parseStrokeOverrides(`hanja,strokes\n`), /header/);
});
