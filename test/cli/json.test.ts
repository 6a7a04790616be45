/**
 * `--json` prints exactly the API's `data`: the bin's output, run as a
 * process, against what the HTTP app answers for the same request. Compared as JSON values: the route's serializer writes a
 * schema's required keys first, so the key order may differ from the CLI's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { keyed, testApp, type TestApp } from '../http/helpers.js';
import { runTojeongAll } from '../support/cliProcess.js';

let app: TestApp;
before(async () => {
  app = await testApp();
});
after(() => app.close());

async function apiData(request: Parameters<typeof keyed>[1]): Promise<unknown> {
  const response = await keyed(app, request);
  assert.equal(response.statusCode, 200, response.body);
  return (JSON.parse(response.body) as { data: unknown }).data;
}

/** Each case's CLI output is one line of JSON equal to the API's data. */
async function assertSameData(cases: ReadonlyArray<{ args: string[]; api: () => Promise<unknown> }>) {
  const runs = await runTojeongAll(cases.map((c) => [...c.args, '--json']));
  for (const [i, { args, api }] of cases.entries()) {
    const run = runs[i]!;
    assert.equal(run.code, 0, `tojeong ${args.join(' ')}: ${run.stderr}`);
    assert.ok(run.stdout.endsWith('}\n') && run.stdout.indexOf('\n') === run.stdout.length - 1, 'one line of JSON');
    assert.deepStrictEqual(JSON.parse(run.stdout), await api(), `tojeong ${args.join(' ')} --json`);
  }
}

describe('--json is the API\'s data', () => {
  test('gwae: POST /v1/tojeong/gwae (solar, lunar, leap month, day 30 adjusted, hanja only, provisional)', async () => {
    const gwae = (body: object) => () => apiData({ method: 'POST', url: '/v1/tojeong/gwae', payload: body });
    await assertSameData(
      [
        { args: ['gwae', '1976-08-26', '--lunar', '--year', '2005'], api: gwae({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }) },
        { args: ['gwae', '1990-03-15', '--year', '2026'], api: gwae({ birth: '1990-03-15', targetYear: 2026 }) },
        { args: ['gwae', '2023-02-10', '--lunar', '--leap', '--year', '2030'], api: gwae({ birth: '2023-02-10', calendar: 'lunar', leapMonth: true, targetYear: 2030 }) },
        { args: ['gwae', '1980-04-30', '--lunar', '--year', '2026', '--no-reading'], api: gwae({ birth: '1980-04-30', calendar: 'lunar', targetYear: 2026, reading: false }) },
        { args: ['gwae', '2040-07-07', '--year', '2077'], api: gwae({ birth: '2040-07-07', targetYear: 2077 }) },
      ],
    );
  });

  test('name: POST /v1/name/analyze (one- and two-character surnames, both schools)', async () => {
    const analyze = (body: object) => () => apiData({ method: 'POST', url: '/v1/name/analyze', payload: body });
    await assertSameData(
      [
        { args: ['name', '洪', '吉童'], api: analyze({ surname: '洪', given: '吉童' }) },
        { args: ['name', '南宮', '民秀', '--school', 'haerye'], api: analyze({ surname: '南宮', given: '民秀', school: 'haerye' }) },
        { args: ['name', '韓', '龍雲'], api: analyze({ surname: '韓', given: '龍雲' }) },
        { args: ['name', '金', '九'], api: analyze({ surname: '金', given: '九' }) },
      ],
    );
  });

  test('char: GET /v1/name/char/{hanja} (a common character, one outside the BMP, a disputed count)', async () => {
    const char = (hanja: string) => () => apiData({ method: 'GET', url: `/v1/name/char/${encodeURIComponent(hanja)}` });
    await assertSameData(
      ['洪', '\u{25874}', '萬'].map((hanja) => ({ args: ['char', hanja], api: char(hanja) })),
    );
  });

  test('chars: GET /v1/name/chars?reading= (and its paging)', async () => {
    const chars = (query: Record<string, string>) => () => apiData({ method: 'GET', url: '/v1/name/chars', query });
    await assertSameData([
      ...['철', '이', '똠'].map((reading) => ({ args: ['chars', reading], api: chars({ reading }) })),
      { args: ['chars', '이', '--offset', '3', '--limit', '5'], api: chars({ reading: '이', offset: '3', limit: '5' }) },
    ]);
  });

  test('calendar: GET /v1/calendar/day (solar, lunar, leap, provisional)', async () => {
    const day = (query: Record<string, string>) => () => apiData({ method: 'GET', url: '/v1/calendar/day', query });
    await assertSameData(
      [
        { args: ['calendar', '2026-02-17'], api: day({ solar: '2026-02-17' }) },
        { args: ['calendar', '--lunar', '2026-01-01'], api: day({ lunar: '2026-01-01' }) },
        { args: ['calendar', '--lunar', '2023-02-15', '--leap'], api: day({ lunar: '2023-02-15', leap: 'true' }) },
        { args: ['calendar', '2077-11-30'], api: day({ solar: '2077-11-30' }) },
        { args: ['calendar', '2024-02-04'], api: day({ solar: '2024-02-04' }) },
      ],
    );
  });

  test('terms and pillars: GET /v1/calendar/terms and /v1/calendar/pillars (offsets, summer time, the options)', async () => {
    const get = (url: string, query: Record<string, string>) => () => apiData({ method: 'GET', url, query });
    await assertSameData(
      [
        { args: ['terms', '2026'], api: get('/v1/calendar/terms', { year: '2026' }) },
        { args: ['terms', '1955'], api: get('/v1/calendar/terms', { year: '1955' }) },
        { args: ['pillars', '2024-02-04T17:30:00+09:00'], api: get('/v1/calendar/pillars', { at: '2024-02-04T17:30:00+09:00' }) },
        { args: ['pillars', '1988-07-01T12:30', '--longitude', '126.98'], api: get('/v1/calendar/pillars', { at: '1988-07-01T12:30', longitude: '126.98' }) },
        { args: ['pillars', '2024-02-04T23:30', '--zi-hour', 'whole'], api: get('/v1/calendar/pillars', { at: '2024-02-04T23:30', ziHour: 'whole' }) },
      ],
    );
  });
});
