/**
 * The parts of POST /v1/name/analyze and GET /v1/name/char/{hanja} a 감명서
 * adds (issue 36), over HTTP: per character 수리오행 and 자원오행, the three
 * flows under the requested rule, 불용한자 warnings, 사주 보완 only with a
 * birth, the extended score only when asked, and errors that name the field.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function post(body: unknown, headers: Record<string, string> = {}) {
  return keyed(app, { method: 'POST', url: '/v1/name/analyze', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

type Char = { hanja: string; strokes: number; strokeElement: string; resourceElement: { value: string | null } };

test('金洙鐵: 수리오행 金 水 木 per character and as a flow; 삼원오행 水 金 木 by 이·형·원 (29 18 31), 三才 水 金 木 (천 9 인 18 지 31)', async () => {
  const res = await post({ surname: '金', given: '洙鐵' });
  assert.equal(res.statusCode, 200, res.body);
  const { input, result, source } = res.json().data;
  assert.deepEqual(result.chars.map((c: Char) => [c.strokes, c.strokeElement]), [[8, '金'], [10, '水'], [21, '木']]);
  assert.deepEqual(result.strokeElements.elements, ['金', '水', '木']);
  assert.deepEqual(result.strokeElements.pairs.map((p: { relation: string }) => p.relation), ['상생', '상생']);
  assert.deepEqual(result.samwon.grids, [29, 18, 31]);
  assert.deepEqual(result.samwon.elements, ['水', '金', '木']);
  assert.equal(result.samwon.basis, 'iHyeongWon');
  assert.deepEqual(result.samjae.grids, [9, 18, 31]);
  assert.deepEqual(result.samjae.elements, ['水', '金', '木']);
  // samwonBasis samjae reads 삼원오행 as the five-grid schools do: the same row as 三才.
  const samjae = (await post({ surname: '金', given: '洙鐵', samwonBasis: 'samjae' })).json().data.result;
  assert.deepEqual(samjae.samwon.grids, samjae.samjae.grids);
  assert.equal(input.flowRule, 'noSanggeuk');
  assert.equal(input.birth, null);
  assert.equal('saju' in result, false, 'no birth, no saju block');
  assert.equal('extendedScore' in result, false, 'the extended score only when asked');
  assert.match(source.resourceElements, /^resource-elements@/);
  assert.match(source.rules.strokeElement, /1·2 木/);
});

test('金朱上 as 대헌성명학연구소 prints it: 삼원오행 (이·형·원) 木火水, 三才 (천·인·지) 水火水', async () => {
  // xn--2e0bu9h96ggnhcnap1t883ah0a.kr (대헌성명학연구소), as data/name/sources/published/analyses.tsv quotes it:
  // 천격 9 水, 인격 14 火, 지격 9 水 (삼재 水火水); 이격 11 木, 형격 14 火, 원격 9 水 (삼원오행 木火水).
  const { result } = (await post({ surname: '金', given: '朱上' })).json().data;
  assert.deepEqual([result.samwon.grids, result.samwon.elements], [[11, 14, 9], ['木', '火', '水']]);
  assert.deepEqual([result.samjae.grids, result.samjae.elements], [[9, 14, 9], ['水', '火', '水']]);
});

test('the flow rule is the request\'s: allSangsaeng grades 비화 ordinary where noSanggeuk passes it', async () => {
  // 金 8 金, 鎭 18 金: a 비화 pair in 수리오행.
  const lenient = (await post({ surname: '金', given: '鎭', flowRule: 'noSanggeuk' })).json().data.result.strokeElements;
  const strict = (await post({ surname: '金', given: '鎭', flowRule: 'allSangsaeng' })).json().data.result.strokeElements;
  assert.deepEqual(lenient.pairs.map((p: { relation: string }) => p.relation), ['비화']);
  assert.equal(lenient.verdict, 'good');
  assert.equal(strict.verdict, 'ordinary');
  assert.equal(strict.passes, false);
});

test('the specification\'s score does not move; the extended score is returned when asked and weighs the new parts', async () => {
  const plain = (await post({ surname: '洪', given: '吉童' })).json().data.result;
  const extended = (await post({ surname: '洪', given: '吉童', scoring: 'extended' })).json().data.result;
  assert.equal(extended.score, plain.score);
  assert.deepEqual(extended.scoreBreakdown, plain.scoreBreakdown);
  const parts = extended.extendedScore.breakdown.map((l: { part: string }) => l.part);
  assert.ok(parts.includes('strokeElements') && parts.includes('samwon'));
  assert.equal(parts.includes('saju'), false, 'no birth: 사주 보완 is left out, not scored 0');
  const weights = extended.extendedScore.breakdown.reduce((sum: number, l: { weight: number }) => sum + l.weight, 0);
  const points = extended.extendedScore.breakdown.reduce((sum: number, l: { points: number }) => sum + l.points, 0);
  assert.equal(extended.extendedScore.score, Math.round((points * 100) / weights));
});

test('a birth gives result.saju with the pillars and which given-name characters supply what the chart needs', async () => {
  const res = await post({ surname: '金', given: '洙鐵', birth: { date: '1990-05-17', time: '14:20' }, scoring: 'extended' });
  assert.equal(res.statusCode, 200, res.body);
  const { input, result } = res.json().data;
  assert.equal(input.birth.date, '1990-05-17');
  const { saju } = result;
  assert.equal(saju.pillars.day.hanja.length, 2);
  const counted = Object.values(saju.counts as Record<string, number>).reduce((a, b) => a + b, 0);
  assert.equal(counted, 8);
  assert.deepEqual(saju.supply.map((c: { hanja: string }) => c.hanja), ['洙', '鐵']);
  assert.ok(result.extendedScore.breakdown.some((l: { part: string }) => l.part === 'saju'));
  // The same pillars as GET /v1/calendar/pillars gives for that instant.
  const pillars = (await keyed(app, { method: 'GET', url: '/v1/calendar/pillars?at=1990-05-17T14:20' })).json().data;
  assert.deepEqual([saju.pillars.year.hanja, saju.pillars.month.hanja, saju.pillars.day.hanja, saju.pillars.hour.hanja], [pillars.year.hanja, pillars.month.hanja, pillars.day.hanja, pillars.hour.hanja]);
});

test('an unknown hour gives six characters and no hour pillar', async () => {
  const { saju } = (await post({ surname: '金', given: '洙鐵', birth: { date: '1990-05-17' } })).json().data.result;
  assert.equal(saju.pillars.hour, null);
  assert.equal(Object.values(saju.counts as Record<string, number>).reduce((a, b) => a + b, 0), 6);
});

test('bad options are 400s naming the field, in Korean when asked', async () => {
  for (const [body, field] of [
    [{ surname: '金', given: '洙鐵', flowRule: 'strict' }, 'flowRule'],
    [{ surname: '金', given: '洙鐵', samwonBasis: 'x' }, 'samwonBasis'],
    [{ surname: '金', given: '洙鐵', needMethod: 'x' }, 'needMethod'],
    [{ surname: '金', given: '洙鐵', birth: { date: '1990-02-30' } }, 'birth'],
    [{ surname: '金', given: '洙鐵', birth: { date: '1990-05-17', time: '25:00' } }, 'birth'],
    [{ surname: '金', given: '洙鐵', birth: { date: '1850-01-01' } }, 'birth'],
  ] as const) {
    const res = await post(body, { 'accept-language': 'ko' });
    assert.ok(res.statusCode === 400 || res.statusCode === 422, `${JSON.stringify(body)}: ${res.body}`);
    assert.ok(['BAD_INPUT', 'CALC_ERROR'].includes(res.json().error.code), res.body);
    assert.match(res.json().error.message, new RegExp(field), res.body);
    assert.match(res.json().error.message, /[가-힣]/, res.body);
  }
});

test('GET /v1/name/char/{hanja} has the character\'s 수리오행 and 자원오행', async () => {
  const res = await keyed(app, { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洙')}` });
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.equal(data.strokeElement, '水');
  assert.equal(data.resourceElement.value, '水');
  assert.match(data.resourceElement.rule, /radical 85/);
  assert.match(data.source.resourceElements, /^resource-elements@/);
});
