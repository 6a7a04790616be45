/**
 * The default gwae edition (data/gwae/), checked against its sources: the
 * committed files are exactly what the build makes from the snapshot and the
 * errata; the text is complete and well formed; the independent witnesses are
 * served at their places; the readings fit their hanja.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { buildGwaeEdition } from '../../../scripts/buildGwaeEdition.js';
import { checkReading } from '../../../scripts/gwae/readingCheck.js';
import { readWitnesses } from '../../../scripts/gwae/witnesses.js';
import { readText } from '../../../src/hanja/index.js';
import { type Edition, GWAE_IDS, type GwaeText, loadGwaeText, MONTH_KEYS, TOTAL_VERSES } from '../../../src/tojeong/text/index.js';

const dataFile = (name: string) => readFileSync(new URL(`../../../data/gwae/${name}`, import.meta.url), 'utf8');
const edition = JSON.parse(dataFile('edition.json')) as Edition;
const state = loadGwaeText({ kind: 'default' });
assert.ok(state.installed);
const served: GwaeText = state.text;

type Place = { gwae: string; section: 'yearly' | 'month'; month: string; index: number };
interface EditionVerse {
  hanja: string;
  reading: string;
}

function editionVerses(): Array<{ place: Place; verse: EditionVerse }> {
  const all: Array<{ place: Place; verse: EditionVerse }> = [];
  for (const id of GWAE_IDS) {
    const gwae = edition.gwae[id]!;
    gwae.yearly.forEach((v, i) => all.push({ place: { gwae: id, section: 'yearly', month: '', index: i + 1 }, verse: v as EditionVerse }));
    for (const month of MONTH_KEYS) {
      gwae.monthly[month]!.forEach((v, i) => all.push({ place: { gwae: id, section: 'month', month, index: i + 1 }, verse: v as EditionVerse }));
    }
  }
  return all;
}

function servedVerse(place: Place, reading: boolean): string {
  const gwae = served.gwae(place.gwae, reading)!;
  return (place.section === 'yearly' ? gwae.yearly : gwae.monthly[place.month]!)[place.index - 1]!;
}

const HANGUL = /[가-힣]/u;
const HAN = /\p{Script=Han}/u;
const syllableCount = (text: string) => Array.from(text.replace(/ /g, '')).length;

test('the committed edition and report are what the build makes from the snapshot, byte for byte', () => {
  const build = buildGwaeEdition();
  assert.equal(build.editionJson, dataFile('edition.json'));
  assert.equal(build.report, dataFile('REPORT.md'));
  assert.equal(buildGwaeEdition().editionJson, build.editionJson, 'the build is deterministic');
});

describe('the text', () => {
  const verses = editionVerses();

  test('144 gwae, 6,480 verses, each with hanja and a reading; every title has both', () => {
    assert.deepEqual(Object.keys(edition.gwae), [...GWAE_IDS]);
    assert.equal(verses.length, TOTAL_VERSES);
    assert.equal(TOTAL_VERSES, 6480);
    for (const { place, verse } of verses) {
      assert.equal(typeof verse.hanja, 'string', JSON.stringify(place));
      assert.equal(typeof verse.reading, 'string', JSON.stringify(place));
    }
    for (const id of GWAE_IDS) assert.ok(edition.gwae[id]!.title.hanja && edition.gwae[id]!.title.reading, id);
  });

  test('no hangul inside a hanja string, no hanja inside a reading, no compatibility ideograph', () => {
    for (const { place, verse } of verses) {
      assert.ok(!HANGUL.test(verse.hanja), `${JSON.stringify(place)} ${verse.hanja}`);
      assert.ok(!HAN.test(verse.reading), `${JSON.stringify(place)} ${verse.reading}`);
      assert.equal(verse.hanja, verse.hanja.normalize('NFC'), JSON.stringify(place));
      assert.ok(Array.from(verse.hanja).every((ch) => ch === ' ' || HAN.test(ch)), verse.hanja);
    }
  });

  test('every reading has one syllable per hanja, phrase by phrase', () => {
    for (const { place, verse } of verses) {
      const phrases = verse.hanja.split(' ');
      const read = verse.reading.split(' ');
      assert.equal(read.length, phrases.length, `${JSON.stringify(place)} ${verse.hanja} ${verse.reading}`);
      phrases.forEach((phrase, i) => assert.equal(Array.from(read[i]!).length, Array.from(phrase).length, `${JSON.stringify(place)} ${verse.reading}`));
    }
  });

  test('served with readings, each verse is reading(hanja); without, the hanja alone', () => {
    for (const { place, verse } of verses) {
      const withReading = servedVerse(place, true);
      assert.equal(withReading, `${verse.reading}(${verse.hanja})`);
      const match = /^([가-힣 ]+)\(([^)]+)\)$/u.exec(withReading);
      assert.ok(match, withReading);
      assert.equal(syllableCount(match[1]!), syllableCount(match[2]!), withReading);
      assert.equal(servedVerse(place, false), verse.hanja);
    }
    assert.deepEqual(served.gwae('111', true)!.title, { hanja: '有變化之意', reading: '유변화지의' });
  });

  test('the errata are applied at their places', () => {
    assert.equal((edition.gwae['823']!.monthly['10']![2] as EditionVerse).hanja, '利在外方 動則得財');
    assert.equal((edition.gwae['833']!.monthly['12']![2] as EditionVerse).hanja, '今年之數 安靜則吉');
    assert.deepEqual(edition.gwae['133']!.title, { hanja: '有親相別之意', reading: '유친상별지의' });
    assert.equal((edition.gwae['111']!.yearly[6] as EditionVerse).hanja, '君謀大事 何必疑慮');
  });
});

test('every witness verse is served at its place: the hanja, and the reading where the witness gives one', () => {
  const witnesses = readWitnesses();
  assert.ok(witnesses.length >= 25);
  for (const w of witnesses) {
    const place = { gwae: w.place.gwae, section: w.place.section as Place['section'], month: w.place.month, index: w.place.index };
    assert.equal(servedVerse(place, false), w.hanja, `${w.witness} ${JSON.stringify(place)}`);
    if (w.reading !== null) assert.equal(servedVerse(place, true), `${w.reading}(${w.hanja})`, `${w.witness} ${JSON.stringify(place)}`);
  }
});

describe('readings in context', () => {
  const at = (gwae: string, section: 'yearly' | 'month', month: string, index: number) =>
    servedVerse({ gwae, section, month, index }, true);

  test('chosen verses read as a Korean reader reads them, and as the rules read them', () => {
    const cases: Array<[string, string, string, number, string]> = [
      ['112', 'yearly', '', 1, '망월원만 갱유휴시(望月圓滿 更有虧時)'], // 更 갱 "again"
      ['152', 'month', '12', 3, '산조실가 진퇴양난(山鳥失家 進退兩難)'], // 두음법칙 at the second word
      ['112', 'month', '11', 1, '수분상책 동즉유회(守分上策 動則有悔)'], // 則 즉 as a conjunction
      ['112', 'month', '6', 3, '오뉴월수 무사득방(五六月數 無事得謗)'], // 속음 오뉴월 (한글 맞춤법 제52항)
      ['111', 'month', '3', 2, '소모경영 부중나하(所謨經營 不中奈何)'], // 不 부 before ㅈ; 奈何 나하
      ['123', 'month', '8', 3, '막근여인 구설임신(莫近女人 口舌臨身)'], // the snapshot's typo 막근영니 corrected
      ['512', 'yearly', '', 3, '암야행로 불변동서(暗夜行路 不辨東西)'], // 不 불 before ㅂ
    ];
    for (const [gwae, section, month, index, expected] of cases) {
      const verse = at(gwae, section as 'yearly' | 'month', month, index);
      assert.equal(verse, expected);
      const [reading, hanja] = expected.slice(0, -1).split('(') as [string, string];
      assert.equal(readText(hanja), reading, `the rules read ${hanja} as the edition does`);
    }
  });

  test('the reading rules read at least 95% of the edition\'s verses exactly as the edition does', () => {
    const verses = editionVerses();
    const agreeing = verses.filter(({ verse }) => readText(verse.hanja) === verse.reading).length;
    assert.ok(agreeing / verses.length >= 0.95, `${agreeing} of ${verses.length}`);
  });
});

describe('the reading check', () => {
  test('keeps readings that fit, including 두음법칙 forms and customary sounds', () => {
    assert.deepEqual(checkReading('東西兩方 貴人來助', '동서양방 귀인래조'), { reading: '동서양방 귀인래조', fixes: [] });
    assert.deepEqual(checkReading('六月之數 勿爲乘舟', '유월지수 물위승주').fixes, []);
    assert.deepEqual(checkReading('無路不進', '무로불진').fixes, [], '불 is a reading of 不, kept although the rules say 부');
  });

  test('replaces a syllable that is no reading of its character by the rules\' syllable', () => {
    const checked = checkReading('幸逢吉運 諸事可成', '행봉귀인 제사가성');
    assert.equal(checked.reading, '행봉길운 제사가성');
    assert.deepEqual(
      checked.fixes.map((f) => [f.kind, f.char, f.given, f.fixed]),
      [
        ['syllable', '吉', '귀', '길'],
        ['syllable', '運', '인', '운'],
      ],
    );
    assert.equal(checkReading('勿信他言', '물신타신').reading, '물신타언');
  });

  test('reads anew a phrase with the wrong number of syllables, and drops tokens with no hangul', () => {
    const rebuilt = checkReading('雖有改業 虛榮心力', '수유개업 허영심');
    assert.equal(rebuilt.reading, '수유개업 허영심력');
    assert.deepEqual(rebuilt.fixes.map((f) => f.kind), ['phrase-rebuilt']);
    const stray = checkReading('水鬼照門 莫行水邊', '수귀조문 막행수변 .');
    assert.equal(stray.reading, '수귀조문 막행수변');
    assert.deepEqual(stray.fixes.map((f) => f.kind), ['stray-dropped']);
  });
});
