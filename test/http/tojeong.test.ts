import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fixedClock } from '../../src/clock.js';
import { calculateGwae } from '../../src/tojeong/index.js';
import { keyed, type TestApp, testApp } from './helpers.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

function post(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return keyed(app, {
    method: 'POST',
    url: '/v1/tojeong/gwae',
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expectError(body: unknown, status: number, code: string, messagePart?: RegExp) {
  const res = await post(body);
  assert.equal(res.statusCode, status, res.body);
  const parsed = res.json();
  assert.deepEqual(Object.keys(parsed), ['error']);
  assert.equal(parsed.error.code, code, res.body);
  assert.equal(typeof parsed.error.message, 'string');
  if (messagePart) assert.match(parsed.error.message, messagePart);
}

describe('POST /v1/tojeong/gwae', () => {
  test('worked example answers 200 with the calculation and the text of gwae 212 from the default edition', async () => {
    const res = await post({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /application\/json/);
    const body = res.json();
    assert.equal(body.version, '2026.10.18');
    assert.equal(body.data.calc.gwaeId, '212');
    assert.deepEqual(
      { upper: body.data.calc.upper, middle: body.data.calc.middle, lower: body.data.calc.lower },
      { upper: 2, middle: 1, lower: 2 },
    );
    assert.equal(body.data.calc.yearGapja, '乙酉');
    assert.equal(body.data.calc.monthGapja, '乙酉');
    assert.equal(body.data.calc.dayGapja, '丙辰');
    assert.equal(body.data.calc.monthDayCount, 29);
    assert.equal(body.data.calc.koreanAge, 30);
    assert.deepEqual(body.data.calc.lunar, { year: 1976, month: 8, day: 26, leap: false });
    assert.match(body.data.calc.solar, /^1976-\d\d-\d\d$/);
    assert.equal(body.data.gwae.gwaeId, '212');
    assert.equal(body.data.gwae.yearly.length, 9);
    assert.deepEqual(Object.keys(body.data.gwae.monthly), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    assert.match(body.data.source.calc, /^tojeong-core@\d+\.\d+\.\d+$/);
    assert.match(body.data.source.calendar, /provisional/);
    assert.match(body.data.source.text, /^tojeong-8x8-2@1\.3\.0: .*8x8-2\/8x8-2\.github\.io.*not collated/);
    assert.match(body.data.source.readingTable, /^hanja-readings@/);
  });

  test('the same request gives a byte-identical body', async () => {
    const a = await post({ birth: '1988-03-15', targetYear: 2026 });
    const b = await post({ birth: '1988-03-15', targetYear: 2026 });
    assert.equal(a.statusCode, 200);
    assert.equal(a.body, b.body);
  });

  test('the body is compact JSON: the calculation as its schema declares it, the gwae exactly as GET serves it', async () => {
    for (const reading of [true, false]) {
      const res = await post({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005, reading });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(res.body, JSON.stringify(body), 'no whitespace, keys in order');
      assert.deepEqual(Object.keys(body), ['data', 'version']);
      assert.deepEqual(Object.keys(body.data), ['calc', 'gwae', 'source']);
      assert.deepEqual(body.data.calc, JSON.parse(JSON.stringify(calculateGwae({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 }))));
      const get = await keyed(app, { method: 'GET', url: `/v1/tojeong/gwae/212?reading=${reading}` });
      assert.deepEqual(body.data.gwae, get.json().data.gwae);
      assert.equal(body.data.source.text, get.json().data.source.text);
      assert.equal(body.data.source.readingTable, get.json().data.source.readingTable);
      assert.equal(body.data.gwae.yearly[0], reading ? '금입연로 종성대기(金入鍊爐 終成大器)' : '金入鍊爐 終成大器');
    }
  });

  test('targetYear defaults to the current year in Asia/Seoul', async () => {
    // 2026-12-31 15:30 UTC is already 2027-01-01 in Seoul.
    const newYear = await testApp({ clock: fixedClock('2026-12-31T15:30:00Z') });
    try {
      const res = await keyed(newYear, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '2000-06-01' } });
      assert.equal(res.json().data.calc.koreanAge, 2027 - 2000 + 1);
    } finally {
      await newYear.close();
    }
    const res = await post({ birth: '2000-06-01' });
    assert.equal(res.json().data.calc.koreanAge, 2026 - 2000 + 1);
  });

  test('defaults: calendar solar, leapMonth false', async () => {
    const implicit = await post({ birth: '1976-09-19', targetYear: 2005 });
    const explicit = await post({ birth: '1976-09-19', calendar: 'solar', leapMonth: false, targetYear: 2005, reading: true });
    assert.equal(implicit.body, explicit.body);
  });

  test('provisional years are marked', async () => {
    const res = await post({ birth: '2060-05-05', targetYear: 2070 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.calc.provisional, true);
  });

  test('BAD_BIRTH for malformed, unreal and non-existent lunar dates', async () => {
    await expectError({ birth: '1990/01/05' }, 400, 'BAD_BIRTH', /birth/);
    await expectError({ birth: '' }, 400, 'BAD_BIRTH');
    await expectError({ birth: '1990-02-30' }, 400, 'BAD_BIRTH', /not a real solar date/);
    await expectError({ birth: '2005-08-30', calendar: 'lunar' }, 400, 'BAD_BIRTH', /29 days/);
    await expectError({ birth: '2018-03-01', calendar: 'lunar', leapMonth: true }, 400, 'BAD_BIRTH', /no leap month/);
  });

  test('BAD_INPUT for wrong types, unknown values and fields, and out-of-range years', async () => {
    await expectError({ birth: 19900105 }, 400, 'BAD_BIRTH');
    await expectError({}, 400, 'BAD_INPUT', /required field "birth"/);
    await expectError({ birth: '1990-01-05', calendar: 'chinese' }, 400, 'BAD_INPUT', /"solar", "lunar"/);
    await expectError({ birth: '1990-01-05', extra: 1 }, 400, 'BAD_INPUT', /unknown field "extra"/);
    await expectError({ birth: '1990-01-05', targetYear: '2026' }, 400, 'BAD_INPUT', /integer/);
    await expectError({ birth: '1990-01-05', targetYear: 2026.5 }, 400, 'BAD_INPUT');
    await expectError({ birth: '1990-01-05', targetYear: 1899 }, 400, 'BAD_INPUT', /targetYear/);
    await expectError({ birth: '1990-01-05', targetYear: 2101 }, 400, 'BAD_INPUT', /2100/);
    await expectError({ birth: '1990-01-05', leapMonth: 'yes' }, 400, 'BAD_INPUT', /boolean/);
    await expectError({ birth: '1990-01-05', reading: 1 }, 400, 'BAD_INPUT');
    await expectError([{ birth: '1990-01-05' }], 400, 'BAD_INPUT', /object/);
    await expectError('null', 400, 'BAD_INPUT');
  });

  test('BAD_INPUT for a body that is not JSON, not declared as JSON, empty or too large', async () => {
    await expectError('{"birth": "1990-01-05"', 400, 'BAD_INPUT', /not valid JSON/);
    const text = await post('birth=1990-01-05', { 'content-type': 'text/plain' });
    assert.equal(text.statusCode, 400);
    assert.equal(text.json().error.code, 'BAD_INPUT');
    assert.match(text.json().error.message, /Content-Type: application\/json/);
    await expectError('', 400, 'BAD_INPUT');
    const huge = await post({ birth: '1990-01-05', padding: 'x'.repeat(20000) });
    assert.equal(huge.statusCode, 400);
    assert.equal(huge.json().error.code, 'BAD_INPUT');
    assert.match(huge.json().error.message, /larger than the limit/);
    const noBody = await keyed(app, { method: 'POST', url: '/v1/tojeong/gwae' });
    assert.equal(noBody.statusCode, 400);
    assert.equal(noBody.json().error.code, 'BAD_INPUT');
  });

  test('CALC_ERROR for a target year before the birth and a birth outside the calendar', async () => {
    await expectError({ birth: '2000-06-01', targetYear: 1999 }, 422, 'CALC_ERROR', /before the lunar birth year/);
    await expectError({ birth: '1899-12-31', targetYear: 1950 }, 422, 'CALC_ERROR', /outside the calendar/);
  });

  test('no client input gives a 500 (bounded sweep of odd bodies)', async () => {
    const values: unknown[] = [null, true, 0, -1, 1e309, '', 'x', [], {}, '0000-00-00', '9999-99-99', '1900-01-31', '2101-01-01', '\u0000'];
    const keys = ['birth', 'calendar', 'leapMonth', 'targetYear', 'reading'];
    let count = 0;
    for (const key of keys) {
      for (const value of values) {
        const res = await post({ birth: '1990-05-05', [key]: value });
        assert.ok(res.statusCode < 500, `${key}=${JSON.stringify(value)} → ${res.statusCode} ${res.body}`);
        assert.ok(res.statusCode === 200 || res.json().error.code, res.body);
        count++;
      }
    }
    assert.equal(count, keys.length * values.length);
  });
});

describe('GET /v1/tojeong/gwae/{id}', () => {
  test('a malformed id is 400 BAD_GWAE_ID', async () => {
    for (const id of ['911', '171', '114', '000', '11', '1111', 'abc', '%E4%B8%80']) {
      const res = await keyed(app, { method: 'GET', url: `/v1/tojeong/gwae/${id}` });
      assert.equal(res.statusCode, 400, id);
      assert.equal(res.json().error.code, 'BAD_GWAE_ID', id);
    }
  });

  test('a bad reading flag is BAD_INPUT', async () => {
    const res = await keyed(app, { method: 'GET', url: '/v1/tojeong/gwae/111?reading=maybe' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.code, 'BAD_INPUT');
  });
});

describe('GWAE_EDITION=none: the calculation without the text', () => {
  let bare: TestApp;
  before(async () => {
    bare = await testApp({ text: 'none' });
  });
  after(() => bare.close());

  test('POST answers the calculation with gwae null, and source.text a string saying the text is off', async () => {
    const res = await keyed(bare, { method: 'POST', url: '/v1/tojeong/gwae', payload: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.data.calc.gwaeId, '212');
    assert.equal(body.data.gwae, null);
    assert.match(body.data.source.text, /^none: .*GWAE_EDITION=none/);
    assert.match(body.data.source.readingTable, /^hanja-readings@/);
  });

  test('GET of a well-formed id answers 503 CORPUS_UNAVAILABLE telling the operator what to do', async () => {
    for (const url of ['/v1/tojeong/gwae/111', '/v1/tojeong/gwae/863?reading=false']) {
      const res = await keyed(bare, { method: 'GET', url });
      assert.equal(res.statusCode, 503, url);
      assert.equal(res.json().error.code, 'CORPUS_UNAVAILABLE');
      assert.match(res.json().error.message, /switched off.*GWAE_EDITION=none.*unset GWAE_EDITION.*npm run corpus -- check/);
    }
  });

  test('health reports the text unavailable and the service ok', async () => {
    const body = (await bare.inject({ method: 'GET', url: '/v1/health' })).json();
    assert.equal(body.status, 'ok');
    assert.equal(body.dependencies.gwaeText.status, 'unavailable');
  });
});
