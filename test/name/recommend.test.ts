/**
 * The recommender's data and rules in the library (issue 37): the generated
 * tables are what their sources give, the pool draws only on published names
 * for `common`, the reviewed lists keep their words out, and a fixed hanja
 * overrides them as the family chose it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildGivenNames, buildHanjaSets, buildSurnameHanja, GIVEN_NAME_COLUMNS, readTsv } from '../../scripts/name/buildNamePool.js';
import { nameRecommendationAnswer, recommendNames, surnameHanjaChoices } from 'tojeong-core/name';

const data = (file: string) => readFileSync(new URL(`../../packages/core/data/name/${file}`, import.meta.url), 'utf8');

test('given-names.json, surname-hanja.json and hanja-sets.json are what the generator makes of their sources', () => {
  assert.equal(buildGivenNames().json, data('given-names.json'));
  assert.equal(buildSurnameHanja().json, data('surname-hanja.json'));
  assert.equal(buildHanjaSets().json, data('hanja-sets.json'));
});

test('every published name row names the page it was read on; the court lists give today\'s favourites', () => {
  const rows = readTsv('court-given-names.tsv', GIVEN_NAME_COLUMNS);
  assert.ok(rows.length > 500);
  for (const row of rows) assert.match(row.source_url!, /^https?:\/\//, row.name);
  const names = new Set(rows.map((r) => r.name));
  // The lawtimes.co.kr report of the court's 2009 figures: 민준 3,096 and 서연 3,474.
  const minjun = rows.find((r) => r.name === '민준' && r.period === '2009');
  assert.equal(minjun?.count, '3096');
  for (const name of ['민준', '서연', '서윤', '지우', '하준']) assert.ok(names.has(name), name);
});

test('the census table: 김 is 金 alone; 정 is 鄭 first (most people), then 丁', () => {
  assert.deepEqual(surnameHanjaChoices('김').map((c) => c.hanja), ['金']);
  const jeong = surnameHanjaChoices('정').map((c) => c.hanja);
  assert.equal(jeong[0], '鄭');
  assert.ok(jeong.indexOf('丁') > 0);
});

test('basic education hanja and KS X 1001 from Unihan: 智 is both, 玟 KS X 1001 only, 僶 neither', () => {
  const sets = JSON.parse(data('hanja-sets.json')) as { education: string; ksx1001: string };
  assert.ok(sets.education.includes('智') && sets.ksx1001.includes('智'));
  assert.ok(!sets.education.includes('玟') && sets.ksx1001.includes('玟'));
  assert.ok(!sets.ksx1001.includes('僶'));
  assert.ok(Array.from(sets.education).length > 1700, 'the 1,800 basic hanja, as far as the court lists them');
});

test('common draws only on published names; rare only on names no list gives', () => {
  const published = JSON.parse(data('given-names.json')).names as Record<string, unknown>;
  const common = recommendNames({ surname: '朴', popularity: 'common', limit: 50 });
  assert.ok(common.names.every((n) => n.hangul in published && n.basis !== 'madeOfListedSyllables'));
  const rare = recommendNames({ surname: '朴', popularity: 'rare', limit: 50 });
  assert.ok(rare.names.length === 50);
  assert.ok(rare.names.every((n) => !(n.hangul in published) && n.basis === 'madeOfListedSyllables'));
});

test('no recommended character is outside KS X 1001, of an avoided meaning or on the 불용한자 lists; a fixed one is kept as chosen', () => {
  const sets = JSON.parse(data('hanja-sets.json')) as { ksx1001: string };
  const avoid = JSON.parse(data('name-meanings.json')).avoid as string[];
  const answer = nameRecommendationAnswer({ surname: '李', popularity: 'any', limit: 50 });
  for (const name of answer.names) {
    for (const hanja of name.hanja) assert.ok(sets.ksx1001.includes(hanja), `${name.hanja}: ${hanja}`);
    assert.deepEqual(name.analysis.warnings, []);
    const hanjaPart = name.parts.find((p) => p.part === 'hanja')!;
    for (const word of avoid) assert.ok(!hanjaPart.why.ko.includes(`(${word})`), `${name.hanja}: ${word}`);
  }
  // 秀 is on the folk list of 불용한자 and never proposed, but a family's 돌림자 is the family's to choose: kept, with its warning.
  assert.ok(!answer.names.some((n) => n.hanja.includes('秀')));
  const fixed = recommendNames({ surname: '李', fixed: { position: 2, hanja: '秀' }, popularity: 'any', limit: 5 });
  assert.ok(fixed.names.length > 0 && fixed.names.every((n) => n.hanja[1] === '秀' && n.analysis.warnings.some((w) => w.hanja === '秀')));
});

test('a name on the reviewed list of readings to avoid is never proposed: 이별 as a given name, 조기 as a full name', () => {
  const parting = recommendNames({ surname: '崔', pattern: '이별', popularity: 'any' });
  assert.ok(parting.funnel.pool > 0);
  assert.equal(parting.funnel.sound, 0);
  assert.deepEqual(parting.names, []);
  assert.ok(recommendNames({ surname: '崔', pattern: '이?', popularity: 'any' }).names.length > 0);
  const oneChar = { length: 1, gridSystem: 'fourGrids', popularity: 'any', pattern: '기' } as const;
  assert.deepEqual(recommendNames({ surname: '趙', ...oneChar }).names, [], '趙 + 기 reads 조기 (a croaker fish)');
  assert.ok(recommendNames({ surname: '金', ...oneChar }).names.length > 0, '金 + 기 is not on the list');
});
