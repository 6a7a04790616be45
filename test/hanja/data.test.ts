/**
 * The committed hanja data (data/hanja/*.json): established 원획 values, the
 * stroke rules on real characters, completeness against the court snapshots,
 * the reviewed overrides, the reading table, and that the committed files are
 * exactly what scripts/buildHanja.ts produces (the build takes ~2 s, so it
 * is run in full).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildHanja } from '../../scripts/buildHanja.js';
import { parseStrokeOverrides } from '../../scripts/hanja/overrides.js';
import { parsePrivateCodeMap } from '../../scripts/hanja/privateCodes.js';
import { LARGER_FORMS, REDUCED_FORMS } from '../../scripts/hanja/strokes.js';
import { firstTotalStrokes, loadUnihan } from '../../scripts/hanja/unihan.js';
import type { NameHanjaRecord } from '../../scripts/hanja/records.js';
import { isHangulSyllable } from '../../packages/core/src/hangul.js';

const dataUrl = (name: string) => new URL(`../../data/hanja/${name}`, import.meta.url);
const courtUrl = (name: string) => new URL(`../../../shared/data/name-hanja/${name}`, import.meta.url);

const nameHanja = JSON.parse(readFileSync(dataUrl('name-hanja.json'), 'utf8')) as {
  id: string;
  version: string;
  sources: string[];
  records: NameHanjaRecord[];
};
const readingTable = JSON.parse(readFileSync(dataUrl('readings.json'), 'utf8')) as {
  id: string;
  version: string;
  sources: string[];
  readings: Record<string, string[]>;
};
const byHanja = new Map(nameHanja.records.map((r) => [r.hanja, r]));

function record(hanja: string): NameHanjaRecord {
  const r = byHanja.get(hanja);
  assert.ok(r, `${hanja} is in name-hanja.json`);
  return r;
}

test('established 원획 values of surnames and name characters', () => {
  const established: Record<string, number> = {
    洪: 10, 河: 9, 洙: 10, 英: 11, 進: 15, 裕: 13, 祐: 10, 陳: 16, 鄭: 19, 郎: 14, 珍: 10, 源: 14, 珉: 10, 瑛: 14,
    泰: 10, 李: 7, 金: 8, 朴: 6, 崔: 11, 吉: 6, 童: 12, 正: 5, 武: 8, 民: 5, 秀: 7, 南: 9, 宮: 10,
  };
  const got = Object.fromEntries(Object.keys(established).map((c) => [c, record(c).strokes]));
  assert.deepEqual(got, established);
});

test('issue 12: the characters that came out below their written count, fixed by the rule', () => {
  // [hanja, 원획, rule]: a radical written in full never gives less than the written count.
  const cases: Array<[string, number]> = [['政', 9], ['致', 10], ['興', 16], ['紫', 12], ['斌', 12], ['整', 16], ['露', 21], ['視', 12]];
  assert.deepEqual(cases.map(([c]) => [c, record(c).strokes]), cases);
  // 政 and 露: the court's second pair is the one consistent with the written count.
  assert.deepEqual([record('政').residualStrokes, record('露').residualStrokes], [5, 13]);
  // 興 紫 斌: no pair reaches the written count; the written count is the value.
  for (const c of '興紫斌') assert.equal(record(c).strokesRule, 'written-count', c);
  // 視 is an override row: Korean dictionaries count 示 in full.
  assert.equal(record('視').strokesRule, 'override');
});

test('issue 12: a component counted as the court counts it in its series (者 9, not the mainland 8)', () => {
  // The court files 暑 渚 煮 署 著 under both 8 and 9 residual strokes; its single
  // filings 諸 堵 睹 赭 箸 … count 者 as 9, as Korean dictionaries write it.
  const family: Array<[string, number, number]> = [
    ['暑', 13, 9], ['渚', 13, 9], ['煮', 13, 9], ['署', 15, 9], ['著', 15, 9],
    // 雚 18 (勸), 蒙 14 (曚), 离 11 (漓), 建 9 (踺), 英 9 (鍈), 敖 11 (鼇) likewise.
    ['勸', 20, 18], ['曚', 18, 14], ['漓', 15, 11], ['踺', 16, 9], ['鍈', 17, 9], ['鼇', 24, 11],
  ];
  assert.deepEqual(family.map(([c]) => [c, record(c).strokes, record(c).residualStrokes]), family);
  // The lower filing stays on record as the other school's value.
  assert.deepEqual(record('暑').disputed?.values, [13, 12]);
  assert.match(record('暑').disputed!.note, /kPhonetic 94/);
  // The single filings the series count comes from keep their values.
  assert.deepEqual([...'諸堵睹赭箸'].map((c) => record(c).strokes), [16, 12, 14, 16, 15]);
  // 迬: no glyph tells how 辶 is written; the court's 162+5 leaves 辶 3 of the written 8, so 8 − 3 + 7 = 12.
  assert.deepEqual([record('迬').strokes, record('迬').residualStrokes, record('迬').disputed], [12, 5, null]);
});

test('issue 12: 慜 has one value; 熙 keeps 14', () => {
  // The court's 心+15 for the private code of 慜 is its total count, not a residual: set aside, no 19.
  assert.deepEqual([record('慜').strokes, record('慜').residualStrokes, record('慜').disputed], [15, 11, null]);
  // 熙: the court (火+10), kRSUnicode 86.10 and kTotalStrokes 14 agree; some columns print 13 (data/hanja/README.md).
  assert.deepEqual([record('熙').strokes, record('熙').disputed], [14, null]);
});

test('issue 12: where schools differ, both values, the one used first', () => {
  const cases: Record<string, number[]> = { 泰: [10, 9], 求: [7, 6], 滕: [15, 14], 王: [4, 5], 才: [3, 4], 流: [11, 10], 淵: [13, 12] };
  for (const [c, values] of Object.entries(cases)) {
    assert.deepEqual(record(c).disputed?.values, values, c);
    assert.equal(record(c).strokes, values[0], c);
  }
  assert.match(record('泰').disputed!.note, /氺/);
});

/**
 * The exceptions to the written-count rule, each with its reason. A record
 * below its floor that is not listed here fails the test below.
 */
const BELOW_THE_WRITTEN_COUNT: Record<string, string> = {
  四: 'numeral: counts its value 4, written in 5 strokes',
  龜: 'override row: 龜 counts 16, the 康熙字典 radical table; Unihan writes 17',
  龝: 'its radical 龜 counts 16 by the override row; Unihan writes it 17',
  毒: 'glyphs disagree: kTotalStrokes writes the mainland 母, the Adobe-Japan1 glyph 毋',
  爨: 'glyphs disagree: the Adobe-Japan1 glyph is one stroke shorter than kTotalStrokes',
  釁: 'glyphs disagree: the Adobe-Japan1 glyph is one stroke shorter than kTotalStrokes',
  鏹: 'glyphs disagree: kTotalStrokes writes the mainland 强, the Adobe-Japan1 glyph 強',
  襁: 'glyphs disagree: kTotalStrokes writes the mainland 强, the Adobe-Japan1 glyph 強',
  虁: 'glyphs disagree: the Adobe-Japan1 glyph is four strokes shorter than kTotalStrokes',
};

test('no 원획 is below the written count with its radical restored, unless it is a listed exception', () => {
  // The floor, computed here from the sources rather than by the build: the
  // written count as kTotalStrokes' first value counts it (氵 3, 艹 3, 阝 2);
  // a radical the character's Adobe-Japan1 glyph writes reduced — or, with no
  // glyph, that the court's residual leaves at the reduced form's count — is
  // taken out at that count and put back in full (流 10 − 3 + 4 = 11);
  // a radical written in full or as 氺 gives at least the written count (興 16, 泰 10).
  const unihan = loadUnihan();
  const radicalsRows = JSON.parse(readFileSync(courtUrl('court-list-radicals.json'), 'utf8')) as Array<{ cd: string; rad_id: number; stroke: number }>;
  const courtResiduals = new Map<number, Array<[number, number]>>();
  for (const row of radicalsRows) {
    const cp = parseInt(row.cd, 16);
    courtResiduals.set(cp, [...(courtResiduals.get(cp) ?? []), [row.rad_id, row.stroke]]);
  }
  const overridden = new Set(parseStrokeOverrides(readFileSync(dataUrl('stroke-overrides.tsv'), 'utf8')).map((o) => o.hanja));
  const floorOf = (r: NameHanjaRecord): { floor: number; shape: string } => {
    const cp = r.hanja.codePointAt(0)!;
    const entry = unihan.entries.get(cp)!;
    const written = firstTotalStrokes(entry.totalStrokesField!);
    if (r.residualStrokes <= 0) return { floor: r.strokesWritten, shape: 'radical itself' };
    const reduced = REDUCED_FORMS[r.radical.number];
    const glyphs = entry.adobeForms.filter((g) => g.radical === r.radical.number);
    const glyph = glyphs.find((g) => !g.variant) ?? glyphs[0];
    const writesLarger = LARGER_FORMS[r.radical.number] !== undefined && (glyph?.formStrokes === 5 || written - r.residualStrokes === 5);
    const writesReduced = reduced !== undefined && !writesLarger && (glyph !== undefined
      ? glyph.formStrokes < r.radical.strokes
      : (courtResiduals.get(cp) ?? []).some(([radical, residual]) => radical === r.radical.number && written - residual === reduced.strokes));
    if (writesReduced) return { floor: written - reduced.strokes + r.radical.strokes, shape: `reduced ${reduced.form}` };
    return { floor: Math.max(written, r.strokesWritten), shape: writesLarger ? '氺' : 'full' };
  };

  const below = nameHanja.records.map((r) => ({ r, ...floorOf(r) })).filter(({ r, floor }) => r.strokes < floor);
  assert.deepEqual(below.map(({ r }) => r.hanja).sort(), Object.keys(BELOW_THE_WRITTEN_COUNT).sort(),
    below.map(({ r, floor, shape }) => `${r.hanja} ${r.strokes} < ${floor} (${shape})`).join(', '));
  // Each listed reason holds in the record.
  for (const { r, floor } of below) {
    const reason = BELOW_THE_WRITTEN_COUNT[r.hanja]!;
    if (reason.startsWith('numeral')) assert.equal(r.strokesRule, 'numeral-value', r.hanja);
    else if (reason.startsWith('override row')) assert.ok(r.strokesRule === 'override' && overridden.has(r.hanja), r.hanja);
    else if (reason.startsWith('its radical')) assert.ok(overridden.has(r.radical.char), r.hanja);
    else {
      assert.ok(r.disputed !== null && r.disputed.values.includes(floor) && /Adobe-Japan1 glyph/.test(r.disputed.note), `${r.hanja}: disputed with ${floor}`);
    }
  }
});

test('court-private codes: the reviewed mapping serves 港 and the other mapped characters', () => {
  const rows = parsePrivateCodeMap(readFileSync(dataUrl('court-private-codes.tsv'), 'utf8'));
  const mapped = rows.filter((r) => r.decision === 'mapped');
  assert.ok(mapped.length >= 14);
  for (const row of mapped) assert.ok(byHanja.has(row.hanja), `${row.cd} → ${row.hanja} is served`);
  for (const row of rows.filter((r) => r.decision === 'rejected')) {
    // Every rejected candidate is a compatibility ideograph: it stays out, its unified character is served.
    assert.notEqual(row.hanja, row.hanja.normalize('NFC'), row.cd);
    assert.equal(byHanja.has(row.hanja), false, row.cd);
    assert.ok(byHanja.has(row.hanja.normalize('NFC')), `${row.cd}: ${row.hanja.normalize('NFC')} is served`);
  }
  const harbour = record('港');
  assert.deepEqual([harbour.strokes, harbour.readings, harbour.radical.char, harbour.residualStrokes], [13, ['항'], '水', 9]);
  const expected: Record<string, [string, number]> = { 珊: ['산', 10], 睾: ['고', 14], 韌: ['인', 12], 籩: ['변', 25], 冕: ['면', 11], 慜: ['민', 15], 姬: ['희', 10] };
  for (const [c, [reading, strokes]] of Object.entries(expected)) assert.deepEqual([record(c).readings[0], record(c).strokes], [reading, strokes], c);
});

test('name readings: the court reading the reading table ranks first', () => {
  assert.deepEqual([record('若').readings, record('若').nameReading], [['야', '약'], '약']);
  assert.equal(record('丁').nameReading, '정');
  assert.equal(record('鏞').nameReading, '용');
  // 羅 나,라: the 본음, as before; 龍 룡,용 likewise (the 두음법칙 applies when reading a name).
  assert.deepEqual([record('羅').nameReading, record('龍').nameReading, record('樂').nameReading], ['라', '룡', '락']);
  // The court lists 𥡴 without a reading; the reading table's (Unihan's) 계 is its name reading.
  assert.deepEqual([record('𥡴').readings, record('𥡴').nameReading], [[], '계']);
  for (const r of nameHanja.records) {
    assert.ok(r.nameReading !== null, r.hanja);
    const ok = r.readings.length === 0 || r.readings.includes(r.nameReading!);
    assert.ok(ok, `${r.hanja}: ${r.nameReading} is a court reading`);
  }
});

test('the surname characters the name analysis needs are all in the court list', () => {
  const missing = [...'諸葛皇甫鮮于獨孤司空林柳羅盧呂梁龍陸劉廉車'].filter((c) => !byHanja.has(c));
  assert.deepEqual(missing, []);
});

test('each reduced radical form counts as its full form: strokes = full form + residual', () => {
  // [character, reduced form it shows, Kangxi radical, full-form ideograph, full-form strokes, residual, 원획]
  const cases: Array<[string, string, number, string, number, number, number]> = [
    ['洪', '氵', 85, '水', 4, 6, 10],
    ['振', '扌', 64, '手', 4, 7, 11],
    ['性', '忄', 61, '心', 4, 5, 9],
    ['猛', '犭', 94, '犬', 4, 8, 12],
    ['珍', '王', 96, '玉', 5, 5, 10],
    ['祐', '礻', 113, '示', 5, 5, 10],
    ['肝', '月', 130, '肉', 6, 3, 9],
    ['英', '艹', 140, '艸', 6, 5, 11],
    ['裕', '衤', 145, '衣', 6, 7, 13],
    ['羅', '罒', 122, '网', 6, 14, 20],
    ['者', '耂', 125, '老', 6, 4, 10],
    ['進', '辶', 162, '辵', 7, 8, 15],
    ['鄭', '阝 right', 163, '邑', 7, 12, 19],
    ['陳', '阝 left', 170, '阜', 8, 8, 16],
  ];
  for (const [hanja, form, radical, full, fullStrokes, residual, strokes] of cases) {
    const r = record(hanja);
    assert.deepEqual(
      { radical: r.radical, residual: r.residualStrokes, strokes: r.strokes, rule: r.strokesRule },
      { radical: { number: radical, char: full, strokes: fullStrokes }, residual, strokes, rule: 'radical-full-form' },
      `${hanja} (${form} → ${full})`,
    );
    assert.equal(r.strokes, r.radical.strokes + r.residualStrokes);
    assert.ok(r.strokes > r.strokesWritten, `${hanja}: the full form adds strokes to the written ${r.strokesWritten}`);
  }
});

test('numerals 一 … 十 count their value', () => {
  const got = [...'一二三四五六七八九十'].map((c) => [record(c).strokes, record(c).strokesRule]);
  assert.deepEqual(got, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n, 'numeral-value']));
  // 四 is written with 5 strokes, 十 with 2: the value, not the strokes, is counted.
  assert.equal(record('四').strokesWritten, 5);
  assert.equal(record('十').strokesWritten, 2);
});

test('a character that is itself a radical keeps its written count; 月 the moon is not 肉', () => {
  for (const [hanja, strokes, radical] of [['王', 4, 96], ['水', 4, 85], ['心', 4, 61], ['月', 4, 74], ['金', 8, 167]] as const) {
    const r = record(hanja);
    assert.deepEqual([r.strokes, r.strokesRule, r.radical.number], [strokes, 'radical-itself', radical], hanja);
  }
  // 肝 is written with 7 strokes; its 月 is the flesh radical 肉 (6), so its 원획 is 6 + 3 = 9.
  assert.deepEqual([record('肝').strokesWritten, record('肝').strokes, record('肝').radical.number], [7, 9, 130]);
  // 朋 and 服 keep 月 (radical 74) at 4.
  assert.deepEqual([record('服').radical.number, record('服').strokes], [74, 8]);
});

test('every court code with a Unicode character is a record, and every mapped court-private code', () => {
  const rutopio = JSON.parse(readFileSync(courtUrl('court-list-rutopio.json'), 'utf8')) as Array<{ cd: string; type: string }>;
  const radicals = JSON.parse(readFileSync(courtUrl('court-list-radicals.json'), 'utf8')) as Array<{ cd: string; type: string }>;
  const codes = new Set([...rutopio, ...radicals].map((r) => r.cd));
  // Planes 10 (a0…, unassigned) and 15 (f0…–f3…, private use) hold no Unicode ideographs.
  const noCharacter = (cd: string) => /^(a|f)/.test(cd);
  const expected = [...codes].filter((cd) => !noCharacter(cd)).map((cd) => String.fromCodePoint(parseInt(cd, 16)));
  const privateCodes = [...codes].filter((cd) => cd.startsWith('a0') || cd.startsWith('f3'));

  assert.equal(codes.size, 9495);
  assert.equal(privateCodes.length, 388);
  const mapped = parsePrivateCodeMap(readFileSync(dataUrl('court-private-codes.tsv'), 'utf8')).filter((r) => r.decision === 'mapped');
  assert.equal(nameHanja.records.length, expected.length + mapped.length);
  assert.equal(nameHanja.records.length, 9104);
  for (const c of expected) assert.ok(byHanja.has(c), `${c} is present`);
  for (const r of nameHanja.records) {
    const cp = r.hanja.codePointAt(0)!;
    assert.ok(cp < 0xa0000, `${r.codePoint} is not a private code`);
    assert.equal(r.codePoint, `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  // The 35 characters only the July snapshot has (the ㄴ syllables) are in.
  for (const c of '能農努奴怒腦濃') assert.ok(byHanja.has(c), c);
  // Sorted by code point, one record per character.
  const cps = nameHanja.records.map((r) => r.hanja.codePointAt(0)!);
  assert.deepEqual(cps, [...new Set(cps)].sort((a, b) => a - b));
});

test('readings are hangul syllables in court order, with the 두음법칙 forms the court omits', () => {
  // The court gives no reading for U+25874 𥡴 in either snapshot (its ineum is empty); the record keeps that.
  assert.deepEqual(nameHanja.records.filter((r) => r.readings.length === 0).map((r) => r.hanja), ['𥡴']);
  for (const r of nameHanja.records) {
    for (const s of [...r.readings, ...r.initialReadings]) assert.ok(isHangulSyllable(s), `${r.hanja}: "${s}"`);
    for (const s of r.initialReadings) assert.ok(!r.readings.includes(s), `${r.hanja}: ${s} is not repeated`);
  }
  // The court lists both forms for these surnames, so nothing is added.
  for (const [hanja, readings] of [['李', ['리', '이']], ['林', ['림', '임']], ['柳', ['류', '유']], ['羅', ['나', '라']], ['盧', ['노', '로']],
    ['呂', ['려', '여']], ['梁', ['량', '양']], ['龍', ['룡', '용']], ['陸', ['륙', '육']], ['劉', ['류', '유']], ['廉', ['렴', '염']]] as const) {
    assert.deepEqual([record(hanja).readings, record(hanja).initialReadings], [readings, []], hanja);
  }
  // 妞 is listed by the court only as 뉴: 유 is the form a name may start with.
  assert.deepEqual([record('妞').readings, record('妞').initialReadings], [['뉴'], ['유']]);
  assert.deepEqual(record('樂').readings, ['낙', '락', '악', '요']);
});

test('meanings come from the court first, then libhangul, then Unihan in English', () => {
  assert.deepEqual([record('洙').meaning, record('洙').meaningLang, record('洙').meaningSource], ['물이름', 'ko', 'court']);
  assert.deepEqual(record('樂').meanings, { 낙: ['즐길락'], 락: ['즐길락'], 악: ['풍류'], 요: ['좋아할'] });
  // 車: the meaning is that of the first reading, 거.
  assert.equal(record('車').meaning, '수레');
  for (const r of nameHanja.records) {
    if (r.meaningSource === 'court') assert.equal(r.meaning, Object.values(r.meanings)[0]?.[0], r.hanja);
    if (r.meaningSource === 'unihan') assert.equal(r.meaningLang, 'en');
    if (r.meaningSource === 'libhangul' || r.meaningSource === 'court') assert.equal(r.meaningLang, 'ko');
    if (r.meaningSource === null) assert.equal(r.meaning, null);
  }
  const libhangul = nameHanja.records.filter((r) => r.meaningSource === 'libhangul');
  assert.ok(libhangul.length > 0);
  for (const r of libhangul) assert.match(r.meaning ?? '', /^[가-힣 ]+$/, r.hanja);
});

test('every override row has a reason and is applied', () => {
  const rows = parseStrokeOverrides(readFileSync(dataUrl('stroke-overrides.tsv'), 'utf8'));
  assert.ok(rows.length > 0);
  for (const row of rows) {
    assert.ok(row.reason.length >= 40, `${row.hanja} has a reason`);
    const r = byHanja.get(row.hanja);
    if (r !== undefined) {
      assert.deepEqual([r.strokes, r.strokesRule], [row.strokes, 'override'], row.hanja);
    }
    // A radical's full form: every character filed under it counts the override.
    const underIt = nameHanja.records.filter((x) => x.radical.char === row.hanja);
    for (const x of underIt) assert.equal(x.radical.strokes, row.strokes, `${x.hanja} under ${row.hanja}`);
    assert.ok(r !== undefined || underIt.length > 0, `${row.hanja} applies to something`);
  }
  // No record claims an override that has no row.
  const overridden = new Set(rows.map((r) => r.hanja));
  for (const r of nameHanja.records) if (r.strokesRule === 'override') assert.ok(overridden.has(r.hanja), r.hanja);
  // 建 counts 廴 as 3 and 禹 counts 禸 as 5 through the radical rows.
  assert.deepEqual([record('建').strokes, record('禹').strokes, record('魂').strokes], [9, 9, 14]);
});

test('disputed characters carry their candidate values, the one used first', () => {
  const disputed = nameHanja.records.filter((r) => r.disputed !== null);
  assert.ok(disputed.length > 0);
  for (const r of disputed) {
    assert.equal(r.disputed!.values[0], r.strokes, r.hanja);
    assert.ok(r.disputed!.values.length >= 2 && new Set(r.disputed!.values).size === r.disputed!.values.length, r.hanja);
    assert.ok(r.disputed!.note.length > 0);
  }
  // The court files 萬 under 禸+8 and 艸+9; the Kangxi Dictionary's 艸+9 gives the familiar 15.
  assert.deepEqual(record('萬').disputed?.values, [15, 13]);
  // 政 was disputed 8/9 by its two court pairs; with the written-count floor both give 9.
  assert.equal(record('政').disputed, null);
  assert.equal(record('洪').disputed, null);
});

test('the reading table: defaults for reading text aloud, alternatives after', () => {
  const expected: Record<string, string[]> = {
    不: ['불', '부'], 樂: ['락', '악', '요'], 女: ['녀'], 李: ['리'], 老: ['로'], 龍: ['룡'], 莫: ['막'], 近: ['근'], 人: ['인'],
    而: ['이'], 中: ['중'], 辨: ['변'], 東: ['동'], 西: ['서'], 池: ['지'], 之: ['지'], 魚: ['어'], 終: ['종'], 無: ['무'],
    活: ['활'], 計: ['계'], 謀: ['모'], 金: ['금', '김'],
  };
  for (const [hanja, readings] of Object.entries(expected)) assert.deepEqual(readingTable.readings[hanja], readings, hanja);
  assert.equal(readingTable.readings['射']?.[0], '사');
  assert.deepEqual([readingTable.id, readingTable.version], ['hanja-readings', '1.0.0']);
  assert.deepEqual(readingTable.sources, ['Unihan 15.0 kHangul', 'court list 2024', 'libhangul 0.1.0']);
  // Every name-usable character can be read, and every reading is one syllable, listed once.
  for (const r of nameHanja.records) assert.ok(readingTable.readings[r.hanja], r.hanja);
  const keys = Object.keys(readingTable.readings);
  assert.ok(keys.length > 27000);
  for (const k of keys) {
    const list = readingTable.readings[k]!;
    assert.ok(list.length > 0 && new Set(list).size === list.length, k);
    for (const s of list) assert.ok(isHangulSyllable(s), `${k}: ${s}`);
  }
  const cps = keys.map((k) => k.codePointAt(0)!);
  assert.deepEqual(cps, [...cps].sort((a, b) => a - b));
});

test('committed files equal a fresh build, byte for byte, and the build is deterministic', () => {
  const build = buildHanja();
  assert.equal(build.nameHanjaJson, readFileSync(dataUrl('name-hanja.json'), 'utf8'));
  assert.equal(build.readingsJson, readFileSync(dataUrl('readings.json'), 'utf8'));
  assert.equal(build.report, readFileSync(dataUrl('REPORT.md'), 'utf8'));
  assert.equal(build.leftOut.length, 391);
  const again = buildHanja();
  assert.equal(again.nameHanjaJson, build.nameHanjaJson);
  assert.equal(again.readingsJson, build.readingsJson);
});
