/**
 * POST /v1/name/recommend (issues 37 and 47) over HTTP: for ten common
 * surnames, each sex, with and without a birth, at least 20 names, every one
 * of which keeps every hard rule when sent back through POST /v1/name/analyze
 * (and, with flows "gate", the 발음오행 and 수리오행 flows too); errors that
 * name the field (in Korean when asked); an impossible combination as a 200
 * with no names and a why; paging; a byte-identical body for the same request.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return keyed(app, { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}
const recommend = (body: unknown, headers: Record<string, string> = {}) => post('/v1/name/recommend', body, headers);

type Name = { hangul: string; hanja: string; basis: string; score: number; parts: Record<string, number>; why: { ko: string; en: string } };

const published = JSON.parse(readFileSync(new URL('../../packages/core/data/name/given-names.json', import.meta.url), 'utf8')).names as Record<string, unknown[]>;

// Half go as hangul (taken as the census's largest clan), half as hanja.
const SURNAMES = ['김', '李', '박', '최', '鄭', '姜', '趙', '윤', '張', '林'];
const BIRTH = { date: '2026-03-01', time: '09:30' };

/** The hard rules, read from the full analysis of the name as POST /v1/name/analyze gives it. */
async function assertKeepsHardRules(surname: string, name: Name, label: string, gridSystem: 'fiveGrids' | 'fourGrids' = 'fiveGrids', flowsGate = false) {
  const res = await post('/v1/name/analyze', { surname, given: Array.from(name.hanja).map((hanja, i) => ({ hanja, hangul: name.hangul[i] })) });
  assert.equal(res.statusCode, 200, `${label}: ${res.body}`);
  const { result } = res.json().data;
  const grids = gridSystem === 'fiveGrids' ? result.fiveGrids : result.fourGrids;
  const judged = gridSystem === 'fiveGrids' ? ['person', 'earth', 'outer', 'total'] : ['won', 'hyeong', 'i', 'jeong'];
  for (const grid of judged) assert.equal(grids[grid].rating, '길', `${label}: ${grid} ${grids[grid].value}`);
  if (flowsGate) {
    // From the surname's last character: a two-character surname is not judged against itself.
    const from = Array.from(surname).length - 1;
    assert.ok(!result.phoneticElements.pairs.slice(from).some((p: { relation: string }) => p.relation === '상극'), `${label}: 발음오행 ${result.phoneticElements.elements.join('')}`);
    assert.ok(!result.strokeElements.pairs.slice(from).some((p: { relation: string }) => p.relation === '상극'), `${label}: 수리오행 ${result.strokeElements.elements.join('')}`);
  }
  assert.equal(result.yinYang.verdict, 'good', `${label}: 음양 ${result.yinYang.parities.join('')}`);
  assert.deepEqual(result.warnings, [], `${label}: 불용한자`);
}

test('ten common surnames, each sex, with and without a birth: at least 20 names, each keeping every hard rule in POST /v1/name/analyze', async () => {
  for (const surname of SURNAMES) {
    for (const sex of ['f', 'm']) {
      for (const birth of [undefined, BIRTH]) {
        const label = `${surname} ${sex}${birth ? ' birth' : ''}`;
        const res = await recommend({ surname, sex, birth, limit: 20 });
        assert.equal(res.statusCode, 200, `${label}: ${res.body}`);
        const { names, input } = res.json().data;
        assert.equal(names.length, 20, `${label}: ${names.length} names`);
        for (const name of names as Name[]) await assertKeepsHardRules(input.surname.hanja, name, `${label} ${name.hangul} ${name.hanja}`);
      }
    }
  }
  // As gates, the flows keep the rule of issue 37.
  const gated = (await recommend({ surname: '朴', sex: 'f', flows: 'gate', popularity: 'any', limit: 20 })).json().data.names as Name[];
  assert.equal(gated.length, 20);
  for (const name of gated) await assertKeepsHardRules('朴', name, `朴 gate ${name.hangul} ${name.hanja}`, 'fiveGrids', true);
});

test('a 김 daughter with popularity common gets at least 20 names from the published lists, and each is on them; boys\' names only when asked', async () => {
  const res = await recommend({ surname: '김', sex: 'f', popularity: 'common', otherSex: true, limit: 50 });
  const { names, notice } = res.json().data;
  assert.ok(names.length >= 20);
  for (const name of names as Name[]) assert.ok(published[name.hangul], `${name.hangul} is on a published list`);
  const girls = (names as Name[]).filter((n) => n.basis === 'listed');
  assert.ok(girls.length > 0);
  // Names of boys' lists only come after every girls' name the rules allow, and the answer says so.
  const firstBoy = (names as Name[]).findIndex((n) => n.basis === 'listedOtherSex');
  if (firstBoy >= 0) {
    assert.ok((names as Name[]).slice(firstBoy).every((n) => n.basis === 'listedOtherSex'));
    assert.match(notice.ko, /다른 성별/);
  }
});

test('each name is explained part by part: the weights add up to 100, each part is at most its weight, the score is their sum', async () => {
  const { names, source } = (await recommend({ surname: '朴', sex: 'm', birth: BIRTH, limit: 5 })).json().data;
  for (const name of names as Name[]) {
    const weights = Object.fromEntries([...source.rules.rank.matchAll(/(\w+) (\d+)/g)].slice(0, 6).map((m: RegExpMatchArray) => [m[1], Number(m[2])]));
    assert.equal(Object.values(weights).reduce((a: number, b) => a + (b as number), 0), 100);
    for (const [part, points] of Object.entries(name.parts)) assert.ok(points >= 0 && points <= weights[part]!, `${name.hangul} ${part} ${points}`);
    assert.ok(Math.abs(name.score - Object.values(name.parts).reduce((s, p) => s + p, 0)) <= 0.6, `${name.hangul}: the score is the sum of the points`);
    assert.match(name.why.ko, /다\.$/);
    assert.match(name.why.en, /\.$/);
  }
  assert.ok(names.every((n: Name, i: number) => i === 0 || names[i - 1].score >= n.score), 'best first');
  assert.match(source.rules.rank, /hanja 30, popularity 25, grids 15/);
  assert.match(source.givenNames, /^given-names@/);
});

test('the same request gives a byte-identical body; the cursor pages on without repeating a name; a foreign cursor is a 400', async () => {
  const body = { surname: '李', sex: 'f', limit: 10 };
  const a = await recommend(body);
  const b = await recommend(body);
  assert.equal(a.body, b.body);
  const first = a.json().data;
  assert.ok(first.cursor);
  const second = (await recommend({ ...body, cursor: first.cursor })).json().data;
  assert.equal(second.names.length, 10);
  const seen = new Set(first.names.map((n: Name) => n.hangul));
  for (const n of second.names as Name[]) assert.ok(!seen.has(n.hangul), `${n.hangul} repeated`);
  const whole = (await recommend({ ...body, limit: 20 })).json().data.names.map((n: Name) => n.hangul);
  assert.deepEqual([...first.names, ...second.names].map((n: Name) => n.hangul), whole);
  const foreign = await recommend({ surname: '朴', limit: 10, cursor: first.cursor });
  assert.equal(foreign.statusCode, 400);
  assert.match(foreign.json().error.message, /cursor/);
});

test('diversity: no fourth name with the same first syllable before every name within the cap', async () => {
  const { names } = (await recommend({ surname: '崔', sex: 'm', limit: 30 })).json().data;
  const counts = new Map<string, number>();
  let overflowing = false;
  for (const n of names as Name[]) {
    const c = (counts.get(n.hangul[0]!) ?? 0) + 1;
    counts.set(n.hangul[0]!, c);
    if (c > 3) overflowing = true;
    else assert.equal(overflowing, false, `${n.hangul} within the cap after an overflow`);
  }
});

test('a pattern, a fixed syllable or hanja (돌림자) in either place, a two-character surname and a one-character given name', async () => {
  const patterned = (await recommend({ surname: '崔', pattern: 'ㅅ?', limit: 10 })).json().data.names as Name[];
  assert.ok(patterned.length > 0 && patterned.every((n) => /^[사-싷]/.test(n.hangul)), patterned.map((n) => n.hangul).join());
  const first = (await recommend({ surname: '李', fixed: { position: 1, hanja: '在' }, popularity: 'any', limit: 10 })).json().data.names as Name[];
  assert.ok(first.length > 0 && first.every((n) => n.hanja[0] === '在' && n.hangul[0] === '재'), first.map((n) => n.hanja).join());
  const second = (await recommend({ surname: '趙', fixed: { position: 2, hangul: '현' }, popularity: 'any', limit: 10 })).json().data.names as Name[];
  assert.ok(second.length > 0 && second.every((n) => n.hangul[1] === '현'));
  const namgung = await recommend({ surname: '南宮', limit: 10 });
  assert.equal(namgung.statusCode, 200, namgung.body);
  const two = namgung.json().data;
  assert.equal(two.input.surname.hangul, '남궁');
  assert.equal(two.names.length, 10, 'a two-character surname is not judged against itself');
  for (const n of two.names as Name[]) await assertKeepsHardRules('南宮', n, `南宮 ${n.hanja}`);
  // 南宮 (9 + 10) with one given character: 외격 = 천격 19 + 지격 (g + 1) − 인격 (10 + g) = 10, 흉 whatever g is, so the five grids allow none; the answer says why.
  const namgungOne = (await recommend({ surname: '南宮', length: 1 })).json().data;
  assert.deepEqual(namgungOne.names, []);
  assert.match(namgungOne.notice.en, /외격 is 10 whatever the character/);
  // 金 + one character: the five grids' 외격 is 2 (virtual strokes only), 흉, whatever the character; 元亨利貞 judges such a name.
  const fixedOuter = (await recommend({ surname: '金', length: 1, sex: 'm' })).json().data;
  assert.deepEqual(fixedOuter.names, []);
  assert.match(fixedOuter.notice.en, /외격 is 2 whatever the character/);
  const single = (await recommend({ surname: '金', length: 1, sex: 'm', gridSystem: 'fourGrids', limit: 10 })).json().data.names as Name[];
  assert.ok(single.length > 0);
  for (const n of single) await assertKeepsHardRules('金', n, `金 ${n.hanja}`, 'fourGrids');
});

test('an impossible combination is a 200 with no names and a why', async () => {
  const res = await recommend({ surname: '金', pattern: '서?', fixed: { position: 1, hangul: '민' } }, { 'accept-language': 'ko' });
  assert.equal(res.statusCode, 200);
  const { names, notice, cursor, total } = res.json().data;
  assert.deepEqual(names, []);
  assert.equal(cursor, null);
  assert.equal(total, 0);
  assert.match(notice.ko, /추천할 이름이 없습니다/);
  assert.match(notice.en, /No names/);
});

test('bad input is a 400 naming the field, in Korean when asked', async () => {
  const cases: Array<[unknown, RegExp, RegExp]> = [
    [{ surname: '뷁' }, /surname/, /성씨 표에 없습니다/],
    [{ surname: '金', candidates: ['서윤', 'Tom'] }, /candidates/, /candidates/],
    [{ surname: '金', include: ['everything'] }, /include/, /include/],
    [{ surname: '金', pattern: 'ㅅㅎㅎ' }, /pattern/, /pattern/],
    [{ surname: '金', pattern: 'ㅅa' }, /pattern place 2/, /pattern의 2번째/],
    [{ surname: '金', fixed: { position: 1, hanja: '㐁' } }, /fixed\.hanja/, /fixed\.hanja/],
    [{ surname: '金', fixed: { position: 2, hanja: '在' }, length: 1 }, /fixed\.position/, /fixed\.position/],
    [{ surname: '金', birth: { date: '1800-01-01' } }, /birth/, /birth/],
    [{ surname: '金', sex: 'x' }, /sex/, /sex/],
  ];
  for (const [body, en, ko] of cases) {
    const res = await recommend(body);
    assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    assert.match(res.json().error.message, en, JSON.stringify(body));
    const korean = await recommend(body, { 'accept-language': 'ko' });
    assert.equal(korean.statusCode, 400);
    assert.match(korean.json().error.message, ko, `${JSON.stringify(body)}: ${korean.json().error.message}`);
  }
});

test('a hangul surname of several clans is taken as the largest, the others offered; a hangul name of the family\'s spelling is kept (류)', async () => {
  const jeong = (await recommend({ surname: '정', limit: 3 })).json().data;
  assert.equal(jeong.input.surname.hanja, '鄭');
  assert.deepEqual(jeong.input.surname.choices.slice(0, 2).map((c: { hanja: string }) => c.hanja), ['鄭', '丁']);
  const ryu = (await recommend({ surname: '류', limit: 3 })).json().data;
  assert.deepEqual([ryu.input.surname.hanja, ryu.input.surname.hangul], ['柳', '류']);
  assert.match(ryu.names[0].romanized.rr, /^Ryu /);
});
