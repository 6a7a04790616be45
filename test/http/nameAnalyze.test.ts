import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function post(body: unknown) {
  return keyed(app, { method: 'POST', url: '/v1/name/analyze', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

async function expectError(body: unknown, status: number, code: string, messagePart?: RegExp) {
  const res = await post(body);
  assert.equal(res.statusCode, status, res.body);
  assert.equal(res.json().error.code, code, res.body);
  if (messagePart) assert.match(res.json().error.message, messagePart);
}

test('POST /v1/name/analyze answers {data: {input, result, source}, version}', async () => {
  const res = await post({ surname: '洪', given: '吉童' });
  assert.equal(res.statusCode, 200, res.body);
  const { data, version } = res.json();
  assert.equal(version, '2026.10.18');
  assert.deepEqual(Object.keys(data), ['input', 'result', 'source']);
  assert.deepEqual(data.input, {
    surname: [{ hanja: '洪', hangul: null }],
    given: [{ hanja: '吉', hangul: null }, { hanja: '童', hangul: null }],
    school: 'unhae',
    flowRule: 'noSanggeuk',
    samwonBasis: 'iHyeongWon',
    resourceSchool: 'convention',
    birth: null,
    needMethod: 'practitioner',
    scoring: 'spec',
  });
  const g = data.result.fiveGrids;
  assert.deepEqual([g.heaven.value, g.person.value, g.earth.value, g.outer.value, g.total.value], [11, 16, 18, 13, 28]);
  assert.deepEqual(Object.keys(g.person), ['value', 'number', 'name', 'rating', 'disputed', 'judged']);
  assert.equal(data.result.yinYang.verdict, 'bad');
  assert.equal(typeof data.result.score, 'number');
  assert.equal(typeof data.result.grade, 'string');
  assert.equal(data.result.scoreBreakdown.length, 6);
  assert.deepEqual(Object.keys(data.result.fourGrids), ['won', 'hyeong', 'i', 'jeong']);
  assert.match(data.source.calc, /^tojeong-core@/);
  assert.match(data.source.dictionary, /^name-hanja@/);
  assert.match(data.source.readingTable, /^hanja-readings@/);
  assert.match(data.source.numbers81, /^numbers-81@/);
  assert.match(data.source.rules.phoneticSchool, /^운해/);
});

test('the array form with hangul overrides and the haerye school', async () => {
  const res = await post({ surname: [{ hanja: '李', hangul: '리' }], given: [{ hanja: '正' }, { hanja: '武' }], school: 'haerye' });
  assert.equal(res.statusCode, 200, res.body);
  const { data } = res.json();
  assert.deepEqual(data.input.surname, [{ hanja: '李', hangul: '리' }]);
  assert.deepEqual(data.result.chars.map((c: { reading: string }) => c.reading), ['리', '정', '무']);
  assert.match(data.source.rules.phoneticSchool, /^해례/);
});

test('韓龍雲 reads 한용운 and 丁若鏞 정약용; 金九 has 이격 8; the rules say so', async () => {
  const han = (await post({ surname: '韓', given: '龍雲' })).json().data;
  assert.equal(han.result.chars.map((c: { reading: string }) => c.reading).join(''), '한용운');
  assert.match(han.source.rules.reading, /두음법칙 at the start of the surname and of the given name/);
  const jeong = (await post({ surname: '丁', given: '若鏞' })).json().data;
  assert.equal(jeong.result.chars.map((c: { reading: string }) => c.reading).join(''), '정약용');
  const kim = (await post({ surname: '金', given: '九' })).json().data;
  assert.deepEqual([kim.result.fourGrids.hyeong.value, kim.result.fourGrids.i.value], [17, 8]);
  assert.match(kim.source.rules.gyeok, /이격 of a one-character given name is the surname alone/);
  assert.match(kim.source.rules.wrap, /take 80 away/);
});

test('the same request gives a byte-identical body', async () => {
  const a = await post({ surname: '南宮', given: '民秀' });
  const b = await post({ surname: '南宮', given: '民秀' });
  assert.equal(a.body, b.body);
});

test('BAD_INPUT for empty or long parts, non-hanja, bad hangul, wrong types and unknown fields', async () => {
  await expectError({ surname: '', given: '民' }, 400, 'BAD_INPUT', /surname must have 1 to 2/);
  await expectError({ surname: '洪', given: '吉童民秀' }, 400, 'BAD_INPUT', /given must have 1 to 3/);
  await expectError({ surname: '洪', given: 'Kim' }, 400, 'BAD_INPUT');
  await expectError({ surname: [{ hanja: '洪', hangul: 'hong' }], given: '民' }, 400, 'BAD_INPUT', /one hangul syllable/);
  await expectError({ surname: 5, given: '民' }, 400, 'BAD_INPUT', /surname" must be a string of 1 to 2 hanja/);
  await expectError({ surname: [{ hanja: '洪', sound: '홍' }], given: '民' }, 400, 'BAD_INPUT', /surname\[0\]" has an unknown field "sound"; the fields are hanja, hangul/);
  await expectError({ surname: [{ hangul: '홍' }], given: '民' }, 400, 'BAD_INPUT', /required field "hanja"/);
  await expectError({ surname: '洪', given: '民', nickname: 'x' }, 400, 'BAD_INPUT', /unknown field "nickname"/);
  await expectError({ surname: '洪', given: '民', school: 'other' }, 400, 'BAD_INPUT', /"unhae", "haerye"/);
  await expectError({ surname: '洪' }, 400, 'BAD_INPUT', /required field "given"/);
});

test('CHAR_NOT_FOUND 422 names each character that is not name-usable', async () => {
  await expectError({ surname: '洪', given: '丶亅' }, 422, 'CHAR_NOT_FOUND', /丶 \(U\+4E36\), 亅 \(U\+4E85\)/);
});

test('the OpenAPI document describes the request and every result key', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const op = doc.paths['/v1/name/analyze'].post;
  assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '401', '403', '404', '405', '408', '422', '429', '431', '500', '503']);
  assert.equal(op.requestBody.$ref, '#/components/requestBodies/NameAnalysisRequest');
  assert.equal(op.responses['200'].content['application/json'].schema.properties.data.$ref, '#/components/schemas/NameAnalysis');
  // The result is the analysis and, as the specification lists among its parts, its source (issue 52).
  assert.deepEqual(doc.components.schemas.NameAnalysis.properties.result.allOf, [
    { $ref: '#/components/schemas/NameAnalysisResult' },
    { type: 'object', required: ['source'], properties: { source: { $ref: '#/components/schemas/NameAnalysisSource' } } },
  ]);
  assert.equal(doc.components.schemas.NameAnalysis.properties.source.$ref, '#/components/schemas/NameAnalysisSource');
  const result = doc.components.schemas.NameAnalysisResult.properties;
  assert.deepEqual(Object.keys(result), ['chars', 'fiveGrids', 'summary', 'yinYang', 'phoneticElements', 'fourGrids', 'score', 'grade', 'scoreBreakdown', 'strokeElements', 'samwon', 'samjae', 'resourceElements', 'warnings', 'saju', 'extendedScore']);
});
