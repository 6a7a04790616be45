/**
 * The recommender's data and rules in the library (issues 37 and 47): the
 * generated tables are what their sources give; every character offered is
 * one families write for its syllable (the reviewed table) and of the sex
 * asked; today's names come first; the spoken name and the surname's own
 * syllables are respected; two-character surnames get names; the names left
 * out are said; and the regression over 30 surnames of issue 47.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildGivenNames, buildHangulNames, buildHanjaSets, buildSurnameHanja, buildSurnameRomanization, GIVEN_NAME_COLUMNS, readTsv } from '../../scripts/name/buildNamePool.js';
import { buildGivenNameHanja } from '../../scripts/name/buildGivenNameHanja.js';
import { buildAvoidReadings } from '../../scripts/name/buildAvoidReadings.js';
import { nameHanja } from 'tojeong-core/hanja';
import { customaryChars, latestTopNames, nameAnalysisAnswer, nameRecommendationAnswer, recommendNames, surnameHanjaChoices } from 'tojeong-core/name';

const data = (file: string) => readFileSync(new URL(`../../packages/core/data/name/${file}`, import.meta.url), 'utf8');
const table = JSON.parse(data('given-name-hanja.json')).syllables as Record<string, Array<[string, string, string, number]>>;
const published = JSON.parse(data('given-names.json')).names as Record<string, Array<[string, number | null, number | null, string]>>;

test('the generated name tables are what their generators make of their sources, byte for byte', () => {
  assert.equal(buildGivenNames().json, data('given-names.json'));
  assert.equal(buildSurnameHanja().json, data('surname-hanja.json'));
  assert.equal(buildSurnameRomanization().json, data('surname-romanization.json'));
  assert.equal(buildHanjaSets().json, data('hanja-sets.json'));
  assert.equal(buildAvoidReadings().json, data('avoid-readings.json'));
  assert.equal(buildHangulNames().json, data('hangul-names.json'));
  const hanja = buildGivenNameHanja();
  assert.equal(hanja.json, data('given-name-hanja.json'));
  assert.equal(hanja.disagreements, data('review/disagreements.tsv'));
});

test('every published name row names its page; the census takes 이 as 李 and 정 as 鄭, with the others offered', () => {
  const rows = readTsv('court-given-names.tsv', GIVEN_NAME_COLUMNS);
  for (const row of rows) assert.match(row.source_url!, /^https?:\/\//, row.name);
  assert.equal(surnameHanjaChoices('이')[0]!.hanja, '李');
  assert.equal(surnameHanjaChoices('정')[0]!.hanja, '鄭');
  const jeong = recommendNames({ surname: '정', limit: 1 });
  assert.equal(jeong.input.surname.hanja, '鄭');
  assert.ok(jeong.input.surname.choices.some((c) => c.hanja === '丁'), 'the other clans are offered');
  for (const surname of ['류', '리', '라', '림', '제갈', '황보', '독고']) assert.ok(recommendNames({ surname, limit: 1 }).names.length > 0, surname);
});

test('the reviewed table: 瑞 first for 서 and 序 after every other (the grading\'s adjustment), no bone marrow, pig, shrimp, death or disaster, and 女-radical characters for girls only', () => {
  assert.equal(table['서']![0]![0], '瑞');
  assert.equal(table['서']!.at(-1)![0], '序');
  assert.ok(!table['이']!.some((e) => e[0] === '二') && !table['수']!.some((e) => e[0] === '受'), 'the grading\'s exclusions');
  const all = new Set(Object.values(table).flatMap((entries) => entries.map((e) => e[0])));
  for (const bad of ['髓', '豕', '鰕', '逝', '獸', '嗾', '雖', '災', '死', '病', '喪']) assert.ok(!all.has(bad), bad);
  assert.ok(customaryChars('연', false, 'm').every((c) => c.hanja !== '姸' && c.hanja !== '娟'));
  assert.ok(customaryChars('연', false, 'f').some((c) => c.hanja === '姸'));
  // 均 is read 균, never 연; a character read 리 (璃) is written 이 only at the start of a name, where the 두음법칙 makes it so.
  assert.ok(!table['연']?.some((e) => e[0] === '均'));
  const onlyInitial = customaryChars('이', true, null).filter((c) => !customaryChars('이', false, null).some((d) => d.hanja === c.hanja));
  for (const c of customaryChars('이', false, null)) assert.ok(nameHanja(c.hanja)!.readings.includes('이'), c.hanja);
  for (const c of onlyInitial) assert.ok(!nameHanja(c.hanja)!.readings.includes('이') && nameHanja(c.hanja)!.readings.includes('리'), c.hanja);
});

test('today\'s names for a 김 daughter: 서윤, 하윤 and 서연 are reachable, and the latest top-20 is reached or said', () => {
  const answer = nameRecommendationAnswer({ surname: '김', sex: 'f', limit: 50 });
  const names = new Set(answer.names.map((n) => n.hangul));
  for (const name of ['서윤', '하윤', '서연']) assert.ok(names.has(name), name);
  for (const { hangul } of latestTopNames('f')) assert.ok(names.has(hangul) || answer.excluded.some((e) => e.name === hangul), `${hangul} is given or said`);
  for (const e of answer.excluded) assert.ok(e.why.ko && e.why.en, e.name);
  // Older names only when asked.
  for (const old of ['영수', '순자', '정자', '미숙', '미경']) assert.ok(!names.has(old), old);
  assert.ok(nameRecommendationAnswer({ surname: '김', sex: 'f', era: 'classic', limit: 50 }).names.some((n) => ['영희', '정희', '미경', '은주', '지영'].includes(n.hangul)));
});

test('boys\' names for a girl only when asked, and unisex names marked', () => {
  const girls = recommendNames({ surname: '李', sex: 'f', limit: 50 });
  const boysOnly = (name: string) => (published[name] ?? []).every((l) => l[0] !== 'f' && l[0] !== '?');
  assert.ok(!girls.names.some((n) => boysOnly(n.hangul)), girls.names.map((n) => n.hangul).join(' '));
  assert.ok(recommendNames({ surname: '李', sex: 'f', otherSex: true, limit: 50 }).names.some((n) => n.basis === 'listedOtherSex'));
  const unisex = girls.names.filter((n) => n.unisex);
  for (const n of unisex) assert.ok(published[n.hangul]!.some((l) => l[0] === 'm'), n.hangul);
});

test('the spoken name: no given name holds the surname\'s syllable (이이준, 윤도윤), no word of the reviewed list (조기, 오이현)', () => {
  const lee = recommendNames({ surname: '李', sex: 'm', limit: 50 });
  assert.ok(!lee.names.some((n) => n.hangul.includes('이')));
  assert.ok(!recommendNames({ surname: '尹', sex: 'm', limit: 50 }).names.some((n) => n.hangul.includes('윤')));
  assert.ok(!recommendNames({ surname: '吳', sex: 'm', limit: 50 }).names.some((n) => n.hangul.startsWith('이')), '오이…');
  assert.ok(lee.excluded.some((e) => e.name === '이준' && e.rule === 'repeatsSurname'));
  // 강 + 도현 starts with 강도 (a robber); 정자 alone is a word no child should carry.
  assert.deepEqual(recommendNames({ surname: '姜', candidates: ['도현', '도윤', '하준'] }).excluded.filter((e) => e.rule === 'spokenWord').map((e) => e.name).sort(), ['도윤', '도현']);
  assert.ok(recommendNames({ surname: '金', candidates: ['정자'] }).excluded.some((e) => e.rule === 'spokenWord'));
  const one = { length: 1 as const, gridSystem: 'fourGrids' as const, candidates: ['기'] };
  assert.deepEqual(recommendNames({ surname: '趙', ...one }).excluded.map((e) => e.rule), ['spokenWord'], '趙 + 기 reads 조기 (a croaker fish)');
  assert.ok(!recommendNames({ surname: '金', ...one }).excluded.some((e) => e.rule === 'spokenWord'), '金 + 기 is not on the list');
});

test('two-character surnames are never judged against themselves: 諸葛, 皇甫, 鮮于 get names', () => {
  for (const surname of ['諸葛', '皇甫', '鮮于', '南宮']) {
    const answer = recommendNames({ surname, limit: 20 });
    assert.equal(answer.names.length, 20, surname);
  }
});

test('a fixed syllable or character at either place builds names around it; your own candidates are judged, each failing one said', () => {
  for (const position of [1, 2] as const) {
    const answer = recommendNames({ surname: '金', fixed: { position, hangul: '현' }, limit: 20 });
    assert.ok(answer.names.length >= 10, `현 at ${position}`);
    assert.ok(answer.names.every((n) => n.hangul[position - 1] === '현'));
    assert.ok(answer.names.some((n) => n.basis === 'builtAroundFixed'));
  }
  // 秀 is on a folk list of 불용한자 and never proposed, but a family's 돌림자 is the family's to choose.
  const fixed = nameRecommendationAnswer({ surname: '李', fixed: { position: 2, hanja: '秀' }, include: ['analysis'], limit: 5 });
  assert.ok(fixed.names.length > 0 && fixed.names.every((n) => n.hanja[1] === '秀' && n.analysis!.warnings.some((w) => w.hanja === '秀')));
  const judged = nameRecommendationAnswer({ surname: '李', sex: 'm', candidates: ['하준', '이준', '도윤'] });
  assert.deepEqual([...judged.names.map((n) => n.hangul), ...judged.excluded.map((e) => e.name)].sort(), ['도윤', '이준', '하준']);
  assert.ok(judged.excluded.every((e) => e.rank === null));
});

test('the compact answer: meaning, romanization, popularity, complete sentences; the analysis only on request', () => {
  const answer = nameRecommendationAnswer({ surname: '김', sex: 'f', birth: { date: '2026-03-01', time: '09:30' }, limit: 20 });
  const size = Buffer.byteLength(JSON.stringify(answer));
  assert.ok(size <= 30 * 1024, `a 20-name answer is ${size} bytes`);
  for (const n of answer.names) {
    assert.equal(n.analysis, undefined);
    assert.match(n.meaning, /^\p{Script=Han} \S+ \p{Script=Hangul}( · \p{Script=Han} \S+ \p{Script=Hangul})?$/u);
    assert.match(n.romanized.passport, /^Kim [A-Z][a-z]+$/);
    assert.match(n.romanized.rr, /^Gim [A-Z][a-z]+$/);
    assert.match(n.why.en, /\.$/, 'the English is whole');
    assert.match(n.why.ko, /다\.$/);
    assert.ok(n.why.en.includes('chart needs') || n.why.en.includes('needs no element'), 'with a birth, why names what the chart needs');
  }
  const full = nameRecommendationAnswer({ surname: '김', sex: 'f', limit: 2, include: ['analysis'] });
  assert.ok(full.names.every((n) => n.analysis !== undefined));
});

test('a notice never suggests what the request already set', () => {
  const narrow = nameRecommendationAnswer({ surname: '金', sex: 'f', popularity: 'any', era: 'any', otherSex: true, pattern: '서?', limit: 50 });
  for (const text of [narrow.notice?.en ?? '', narrow.notice?.ko ?? '']) {
    assert.doesNotMatch(text, /popularity "any"|era "any"|otherSex/);
  }
});

test('한글 이름: 순우리말 names of the reviewed list, judged by their sound alone and said so; 하늘, 한결, 사랑, 슬기 reachable', () => {
  const girls = nameRecommendationAnswer({ surname: '김', kind: 'hangul', sex: 'f', limit: 50 });
  const boys = nameRecommendationAnswer({ surname: '김', kind: 'hangul', sex: 'm', limit: 50 });
  const names = new Set([...girls.names, ...boys.names].map((n) => n.hangul));
  for (const name of ['하늘', '한결', '사랑', '슬기']) assert.ok(names.has(name), name);
  for (const n of girls.names) {
    assert.equal(n.hanja, '');
    assert.equal(n.basis, 'hangulName');
    assert.match(n.why.ko, /한자가 없어 격, 수리오행, 자원오행, 사주 보완은 보지 않고 소리만 봅니다/);
    assert.ok(n.meaning.length > 0);
  }
  assert.throws(() => recommendNames({ surname: '김', kind: 'hangul', fixed: { position: 1, hanja: '瑞' } }), /fixed\.hanja/);
});

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '전', '홍', '고', '문', '양', '손', '배', '남궁', '제갈', '황보', '선우'];

test('the regression of issue 47: 30 surnames × sex × with and without a birth × each pool: 20 names, none of an excluded class, none holding the surname\'s syllable, each keeping the hard rules when sent back', () => {
  const allowed = new Map(Object.entries(table).map(([syllable, entries]) => [syllable, new Set(entries.map((e) => e[0]))]));
  let checked = 0;
  for (const surname of SURNAMES) {
    for (const sex of ['f', 'm'] as const) {
      for (const birth of [undefined, { date: '2026-03-01', time: '09:30' }]) {
        for (const popularity of ['common', 'any', 'rare'] as const) {
          const answer = nameRecommendationAnswer({ surname, sex, birth, popularity, limit: 20 });
          const label = `${surname} ${sex} ${birth ? 'birth' : '-'} ${popularity}`;
          assert.equal(answer.names.length, 20, label);
          for (const n of answer.names) {
            assert.ok(!n.hangul.includes(Array.from(answer.input.surname.hangul).at(-1)!), `${label}: ${n.hangul}`);
            Array.from(n.hanja).forEach((h, i) => assert.ok(allowed.get(n.hangul[i]!)?.has(h), `${label}: ${n.hangul} ${n.hanja}: ${h} is not in the table for ${n.hangul[i]}`));
          }
          // Sent back through the analysis with its hangul (every 20th request, for time): every judged grid 길, mixed 음양, no 불용한자.
          if (checked++ % 20 === 0) {
            for (const n of answer.names) {
              const analysis = nameAnalysisAnswer({
                surname: Array.from(answer.input.surname.hanja).map((hanja, i) => ({ hanja, hangul: Array.from(answer.input.surname.hangul)[i]! })),
                given: Array.from(n.hanja).map((hanja, i) => ({ hanja, hangul: n.hangul[i]! })),
              }).result;
              assert.equal(analysis.summary.bad + analysis.summary.halfGood, 0, `${label}: ${n.hanja}`);
              assert.equal(analysis.yinYang.verdict, 'good', `${label}: ${n.hanja}`);
              assert.deepEqual(analysis.warnings, [], `${label}: ${n.hanja}`);
            }
          }
        }
      }
    }
  }
});

test('for the 12 commonest surnames at least half of each top 10 are names of the 2020–2025 lists of that sex', () => {
  const recent = (name: string, sex: string) => (published[name] ?? []).some(([s, year, , scope]) => (s === sex || s === '?') && year !== null && year >= 2020 && !scope.startsWith('rename'));
  for (const surname of SURNAMES.slice(0, 12)) {
    for (const sex of ['f', 'm'] as const) {
      const names = recommendNames({ surname, sex, limit: 10 }).names;
      const count = names.filter((n) => recent(n.hangul, sex)).length;
      assert.ok(count >= 5, `${surname} ${sex}: ${count} of 10 (${names.map((n) => n.hangul).join(' ')})`);
    }
  }
});
