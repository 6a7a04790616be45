/**
 * The `tojeong` bin run as a process (the sources through tsx): every
 * command's terminal layout, --help, the default year, and exit 2 with a
 * message on stderr for what the command line or the service refuses.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../../src/calendar/index.js';
import { seoulDate } from '../../src/clock.js';
import { nameCharAnswer } from '../../src/hanja/index.js';
import { nameAnalysisAnswer } from '../../src/name/index.js';
import { gwaeAnswer } from '../../src/tojeong/index.js';
import type { InjectOptions } from 'fastify';
import { type CliRun, runTojeong, runTojeongAll } from '../support/cliProcess.js';
import { keyed, testApp } from '../http/helpers.js';

const COMMANDS = ['gwae', 'name', 'recommend', 'char', 'chars', 'calendar', 'terms', 'month', 'pillars', 'mcp'];

function assertDone(run: CliRun): string {
  assert.equal(run.code, 0, `exit ${run.code}, stderr: ${run.stderr}`);
  assert.equal(run.stderr, '');
  return run.stdout;
}

/** `lines` appear in `output` in this order. */
function assertInOrder(output: string, lines: readonly string[]): void {
  let from = 0;
  for (const line of lines) {
    const at = output.indexOf(line, from);
    assert.ok(at >= 0, `"${line}" missing after offset ${from}`);
    from = at + line.length;
  }
}

describe('help', () => {
  test('tojeong --help lists every command and the exit statuses; with no command it goes to stderr with exit 2', async () => {
    const help = assertDone(await runTojeong(['--help']));
    for (const name of COMMANDS) assert.match(help, new RegExp(`^  ${name} `, 'm'));
    assert.match(help, /Exit status: 0 done, 2 a bad command line or input/);
    const bare = await runTojeong([]);
    assert.equal(bare.code, 2);
    assert.equal(bare.stdout, '');
    assert.equal(bare.stderr, help);
  });

  test('every command has --help (and -h), exit 0, naming its options', async () => {
    const runs = await runTojeongAll(COMMANDS.flatMap((name) => [[name, '--help'], [name, '-h']]));
    COMMANDS.forEach((name, i) => {
      const help = assertDone(runs[2 * i]!);
      assert.ok(help.startsWith(`Usage: tojeong ${name}`), help);
      assert.equal(assertDone(runs[2 * i + 1]!), help);
    });
    assert.match(assertDone(runs[0]!), /--lunar[\s\S]*--leap[\s\S]*--year YEAR[\s\S]*--no-reading[\s\S]*--json/);
    assert.match(assertDone(runs[2]!), /--school S/);
    // `npx tojeong` would run a package named tojeong; the bin is tojeong-api's.
    assert.match(assertDone(runs[2 * COMMANDS.indexOf('mcp')]!), /"command": "npx", "args": \["-p", "tojeong-api", "tojeong", "mcp"\]/);
  });

  test('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    assert.equal(assertDone(await runTojeong(['--version'])), `${pkg.version}\n`);
  });
});

describe('commands', () => {
  test('a birth written in either shape (issue 50): DATE, DATE THH:MM or the JSON object, for gwae and name alike; a wrong one told both shapes', async () => {
    const [asDate, withTime, asJson, name, wrong] = await runTojeongAll([
      ['gwae', '1976-08-26', '--lunar', '--year', '2005', '--json'],
      ['gwae', '1976-08-26T14:20', '--lunar', '--year', '2005', '--json'],
      ['gwae', '{"date": "1976-08-26", "calendar": "lunar"}', '--year', '2005', '--json'],
      ['name', '洪', '吉童', '--birth', '{"date": "1990-05-17", "time": "14:20"}', '--json'],
      ['gwae', '19900517'],
    ]);
    const expected = JSON.parse(JSON.stringify(gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 })));
    for (const run of [asDate!, withTime!, asJson!]) assert.deepEqual(JSON.parse(assertDone(run)), expected);
    assert.deepEqual(JSON.parse(assertDone(name!)), JSON.parse(JSON.stringify(nameAnalysisAnswer({ surname: '洪', given: '吉童', birth: { date: '1990-05-17', time: '14:20' } }))));
    assert.equal(wrong!.code, 2, wrong!.stderr);
    assert.match(wrong!.stderr, /BAD_BIRTH: .*"1990-05-17" or \{"date": "1990-05-17", "time": "14:20"\}/);
  });

  test('gwae: the calculation, then the title, the nine yearly verses and the twelve months of the text in order, then the sources', async () => {
    const output = assertDone(await runTojeong(['gwae', '1976-08-26', '--lunar', '--year', '2005']));
    const { calc, gwae, source } = gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
    assert.ok(gwae);
    assert.ok(output.startsWith(`土亭祕訣 212  ${gwae.title.hanja} (${gwae.title.reading})\n`));
    assert.match(output, /birth +lunar 1976-08-26 = solar 1976-09-19/);
    assert.match(output, new RegExp(`upper +2 += \\(Korean age 30 \\+ 태세수 ${calc.basis.taeseSu} of 乙酉\\) mod 8`));
    assert.match(output, new RegExp(`middle +1 += \\(days of the month 29 \\+ 월건수 ${calc.basis.wolgeonSu} of 乙酉\\) mod 6`));
    assert.match(output, new RegExp(`lower +2 += \\(day 26 \\+ 일진수 ${calc.basis.iljinSu} of 丙辰\\) mod 3`));
    const months = Object.entries(gwae.monthly).flatMap(([month, verses]) => [`Month ${month} (${month}월)`, ...verses.map((v) => `  ${v}\n`)]);
    assertInOrder(output, ['Yearly\n', ...gwae.yearly.map((v) => `  ${v}\n`), ...months, source.text!]);
    assert.equal(gwae.yearly.length, 9);
    assert.equal(months.length, 12 * 4);
  });

  test('gwae --no-reading: the verses in hanja only', async () => {
    const output = assertDone(await runTojeong(['gwae', '1976-09-19', '--year', '2005', '--no-reading']));
    const { gwae } = gwaeAnswer({ birth: '1976-09-19', targetYear: 2005, reading: false });
    assertInOrder(output, ['Yearly\n', ...gwae!.yearly.map((v) => `  ${v}\n`)]);
    assert.doesNotMatch(output, /[가-힣]+\(/, 'no verse is written as reading(hanja)');
  });

  test('gwae without --year reads the current year in Korea', async () => {
    const before = seoulDate(new Date()).year;
    const run = await runTojeong(['gwae', '1990-05-05', '--json']);
    const after = seoulDate(new Date()).year;
    const { calc } = JSON.parse(assertDone(run)) as { calc: { basis: { targetLunarDate: string } } };
    assert.ok([before, after].includes(Number(calc.basis.targetLunarDate.slice(0, 4))), calc.basis.targetLunarDate);
  });

  test('name: each character, the grids with their 81-numbers, yin-yang, phonetic elements and the score', async () => {
    const output = assertDone(await runTojeong(['name', '洪', '吉童']));
    const { result } = nameAnalysisAnswer({ surname: '洪', given: '吉童' });
    assert.ok(output.startsWith(`洪吉童 홍길동  score ${result.score} (${result.grade})\n`));
    for (const c of result.chars) assert.match(output, new RegExp(`^  ${c.hanja} +${c.reading} +${c.readingSource} +${c.strokes} +${c.yinYang} +${c.element} +${c.strokeElement} +${c.resourceElement.value}`, 'm'));
    for (const [key, grid] of Object.entries(result.fiveGrids)) {
      assert.match(output, new RegExp(`^  \\S+ +${key} +${grid.value} +${grid.number} +${grid.name} +${grid.rating}`, 'm'));
    }
    assert.match(output, /^yin-yang +음 음 음 +純陰 +bad$/m);
    assert.match(output, /^phonetic \(unhae\) +土 木 火 +土→木 상극, 木→火 상생 +bad$/m);
    // 洪 10 吉 6 童 12: 수리오행 水 土 木, each pair 상극; 삼원오행 by 이형원 (이 22 형 16 원 18): 木 土 金;
    // 三才 (천 11 인 16 지 18): 木 土 金 — the two agree here only because 22 and 11 end alike in the 木 pair.
    assert.match(output, /^수리오행 +水 土 木 +水→土 상극, 土→木 상극 +bad$/m);
    assert.match(output, /^삼원오행 22·16·18 +木 土 金 /m);
    assert.match(output, /^三才 11·16·18 +木 土 金 /m);
    const haerye = assertDone(await runTojeong(['name', '洪', '吉童', '--school', 'haerye']));
    assert.match(haerye, /^phonetic \(haerye\) +水 木 火 +水→木 상생, 木→火 상생 +good$/m);
  });

  test('char: the record of one hanja', async () => {
    const output = assertDone(await runTojeong(['char', '洪']));
    const record = nameCharAnswer('洪');
    assert.ok(output.startsWith('洪 U+6D2A\n'));
    assert.match(output, new RegExp(`^  strokes +${record.strokes} \\(원획, ${record.strokesRule}\\); written ${record.strokesWritten}`, 'm'));
    assert.match(output, new RegExp(`^  readings +${record.readings.join(' ')}$`, 'm'));
    assert.match(output, new RegExp(`^  source +${record.source.dictionary.replace('.', '\\.')}$`, 'm'));
  });

  test('chars: the name-usable hanja of a hangul syllable, most used first', async () => {
    const output = assertDone(await runTojeong(['chars', '철']));
    assert.match(output, /^Name-usable hanja read 철: \d+, the most used first/);
    assert.match(output.split('\n')[1]!, /^  鐵  철  쇠, 철물, 흑색 +21획  21$/);
  });

  test('calendar: solar → lunar, and lunar (leap) → solar, with weekday and pillars', async () => {
    const [solar, lunar, leap] = (await runTojeongAll([
      ['calendar', '2026-02-17'],
      ['calendar', '--lunar', '2026-01-01'],
      ['calendar', '--lunar', '2023-02-01', '--leap'],
    ])) as [CliRun, CliRun, CliRun];
    const day = calendarDay({ solar: '2026-02-17' });
    assert.equal(assertDone(solar), assertDone(lunar));
    assert.match(assertDone(solar), /^solar +2026-02-17 Tuesday \(화요일\)$/m);
    assert.match(assertDone(solar), /^lunar +2026-01-01$/m);
    assert.match(assertDone(solar), new RegExp(`^pillars +丙午년 庚寅월 ${day.pillars.day.hanja}일 \\(병오년 경인월 ${day.pillars.day.reading}일\\)$`, 'm'));
    assert.match(assertDone(leap), /^solar +2023-03-22 Wednesday/m);
    assert.match(assertDone(leap), /^lunar +2023-02-01 \(leap month 2, 윤2월\)$/m);
    assert.doesNotMatch(assertDone(solar), /solar term/);
  });

  test('terms and pillars: the year\'s 24 terms; the four pillars with their elements, 띠 and the clock; --json the API\'s data', async () => {
    const [terms, termsJson, pillars, pillarsJson, ipchun] = (await runTojeongAll([
      ['terms', '2024'],
      ['terms', '2024', '--json'],
      ['pillars', '2024-02-04T23:30', '--zi-hour', 'whole', '--longitude', '126.98'],
      ['pillars', '2024-02-04T23:30', '--zi-hour', 'whole', '--longitude', '126.98', '--json'],
      ['calendar', '2024-02-04'],
    ])) as [CliRun, CliRun, CliRun, CliRun, CliRun];
    const output = assertDone(terms);
    assert.equal(output.split('\n').filter((line) => /^  \S+ +\S+ +\d+° /.test(line)).length, 24);
    assert.match(output, /^  입춘 +立春 +315° +2024-02-04 17:27 \+09:00 +2024-02-04 08:27 Z$/m);
    assert.deepEqual(JSON.parse(assertDone(termsJson)), solarTermYear(2024));
    const expected = fourPillarsAt({ at: '2024-02-04T23:30', ziHour: 'whole', longitude: 126.98 });
    assert.deepEqual(JSON.parse(assertDone(pillarsJson)), expected);
    assert.match(assertDone(pillars), new RegExp(`^  ${expected.hour.hanja} +${expected.day.hanja} +丙寅 +甲辰$`, 'm'));
    assert.match(assertDone(pillars), /^띠 +용 \(辰, dragon\)$/m);
    assert.match(assertDone(pillars), /true solar time 2024-02-04T22:4\d:\d\d at 126\.98°E/);
    assert.match(assertDone(ipchun), /^solar term +입춘 立春 begins at 2024-02-04T17:27:00\+09:00$/m);
  });
});

describe('exit 2 with a message on stderr, nothing on stdout', () => {
  const cases: Array<{ args: string[]; message: RegExp }> = [
    { args: ['fortune'], message: /^tojeong: unknown command "fortune"; the commands are gwae, name, recommend, char, chars, calendar, terms, month, pillars, mcp/ },
    { args: ['gwae', '1976-08-26', '--lunr'], message: /^tojeong gwae: unknown option --lunr \(tojeong gwae --help\)/ },
    { args: ['gwae'], message: /^tojeong gwae: missing BIRTH/ },
    { args: ['gwae', '1976-08-26', '--year'], message: /^tojeong gwae: option --year needs a value/ },
    { args: ['gwae', '1976-08-26', '--json=yes'], message: /^tojeong gwae: option --json takes no value/ },
    { args: ['gwae', '1976-08-26', '--leap'], message: /^tojeong gwae: --leap applies to a lunar birth: add --lunar/ },
    { args: ['name', '洪'], message: /^tojeong name: missing GIVEN/ },
    { args: ['calendar', '2026-02-17', '--leap'], message: /^tojeong calendar: --leap applies to a lunar date: add --lunar/ },
    { args: ['mcp', 'now'], message: /^tojeong mcp: unexpected argument "now"/ },
  ];
  test(`${cases.length} refused command lines`, async () => {
    const runs = await runTojeongAll(cases.map(({ args }) => args));
    cases.forEach(({ args, message }, i) => {
      const run = runs[i]!;
      assert.equal(run.code, 2, `tojeong ${args.join(' ')}: exit ${run.code}, stderr ${run.stderr}`);
      assert.equal(run.stdout, '', `tojeong ${args.join(' ')}`);
      assert.match(run.stderr, message, `tojeong ${args.join(' ')}`);
      assert.equal(run.stderr.trimEnd().split('\n').length, 1, `one line: ${run.stderr}`);
    });
  });

  // What the endpoint refuses, the command refuses with the endpoint's code and message, word for word, when the
  // library refuses it (its message names no part of an HTTP request): one request contract (src/cli/request.ts)
  // for HTTP, MCP and the command line.
  const sameAsTheApi: Array<{ args: string[]; request: InjectOptions }> = [
    { args: ['gwae', '1976-02-30', '--year', '2005'], request: gwaeRequest({ birth: '1976-02-30', targetYear: 2005 }) },
    { args: ['gwae', '2025-02-30', '--lunar', '--year', '2026'], request: gwaeRequest({ birth: '2025-02-30', calendar: 'lunar', targetYear: 2026 }) },
    { args: ['gwae', '1976-08-26', '--year', '1975'], request: gwaeRequest({ birth: '1976-08-26', targetYear: 1975 }) },
    { args: ['name', '洪', '吉丂'], request: nameRequest({ surname: '洪', given: '吉丂' }) },
    { args: ['name', '洪', 'Gildong'], request: nameRequest({ surname: '洪', given: 'Gildong' }) },
    { args: ['char', '丂'], request: { method: 'GET', url: `/v1/name/char/${encodeURIComponent('丂')}` } },
    { args: ['calendar', '2026-02-30'], request: { method: 'GET', url: '/v1/calendar/day?solar=2026-02-30' } },
    { args: ['calendar', '--lunar', '2026-05-01', '--leap'], request: { method: 'GET', url: '/v1/calendar/day?lunar=2026-05-01&leap=true' } },
    { args: ['calendar', '1899-12-31'], request: { method: 'GET', url: '/v1/calendar/day?solar=1899-12-31' } },
    { args: ['terms', '1899'], request: { method: 'GET', url: '/v1/calendar/terms?year=1899' } },
    { args: ['pillars', '1988-10-09T02:30'], request: { method: 'GET', url: '/v1/calendar/pillars?at=1988-10-09T02:30' } },
  ];
  // What the endpoint's request schema refuses: the same code and the same words of what is wrong, but the place is
  // the command's own argument or option (from the spellings its help is written from), not the request's field:
  // `--year must be >= 1900` where POST /v1/tojeong/gwae says `body field "targetYear" must be >= 1900`.
  const CHARS = `/v1/name/chars?reading=${encodeURIComponent('철')}`;
  const bySchema: Array<{ args: string[]; request: InjectOptions; field: readonly [HttpPart, string]; named: string }> = [
    // A body field: an option, and a positional.
    { args: ['gwae', '1976-08-26', '--year', '1800'], request: gwaeRequest({ birth: '1976-08-26', targetYear: 1800 }), field: ['body', 'targetYear'], named: '--year' },
    { args: ['gwae', '1976-08-26', '--year', 'next'], request: gwaeRequest({ birth: '1976-08-26', targetYear: 'next' }), field: ['body', 'targetYear'], named: '--year' },
    { args: ['gwae', '1976-08-26', '--year', '2e3'], request: gwaeRequest({ birth: '1976-08-26', targetYear: '2e3' }), field: ['body', 'targetYear'], named: '--year' },
    { args: ['gwae', '1976/08/26'], request: gwaeRequest({ birth: '1976/08/26' }), field: ['body', 'birth'], named: 'BIRTH' },
    { args: ['name', '洪', '吉童', '--school', 'other'], request: nameRequest({ surname: '洪', given: '吉童', school: 'other' }), field: ['body', 'school'], named: '--school' },
    // A field inside a body field: the option that gives it (--longitude gives birth.longitude), or the option and the place below it.
    {
      args: ['name', '洪', '吉童', '--birth', '1990-05-17', '--longitude', '500'],
      request: nameRequest({ surname: '洪', given: '吉童', birth: { date: '1990-05-17', calendar: 'solar', longitude: 500 } }),
      field: ['body', 'birth.longitude'],
      named: '--longitude',
    },
    { args: ['recommend', '金', '--fixed', '3:吉'], request: { method: 'POST', url: '/v1/name/recommend', payload: { surname: '金', fixed: { position: 3, hanja: '吉' } } }, field: ['body', 'fixed.position'], named: '--fixed (position)' },
    // A path parameter: the positional.
    { args: ['char', '洪吉'], request: { method: 'GET', url: `/v1/name/char/${encodeURIComponent('洪吉')}` }, field: ['path', 'hanja'], named: 'HANJA' },
    // Query parameters: positionals and options; --lunar makes DATE the lunar date.
    { args: ['chars', 'ab'], request: { method: 'GET', url: '/v1/name/chars?reading=ab' }, field: ['query', 'reading'], named: 'READING' },
    { args: ['chars', '철', '--limit', '201'], request: { method: 'GET', url: `${CHARS}&limit=201` }, field: ['query', 'limit'], named: '--limit' },
    { args: ['calendar', '--lunar', '2026-5-1'], request: { method: 'GET', url: '/v1/calendar/day?lunar=2026-5-1' }, field: ['query', 'lunar'], named: 'DATE' },
    { args: ['terms', 'next'], request: { method: 'GET', url: '/v1/calendar/terms?year=next' }, field: ['query', 'year'], named: 'YEAR' },
    { args: ['month', '2026', 'x'], request: { method: 'GET', url: '/v1/calendar/month?year=2026&month=x' }, field: ['query', 'month'], named: 'MONTH' },
    // Numbers are read as decimal digits only, on the command line as in a query (not as Number() reads 0x7E8 or 2e3).
    { args: ['terms', '0x7E8'], request: { method: 'GET', url: '/v1/calendar/terms?year=0x7E8' }, field: ['query', 'year'], named: 'YEAR' },
    { args: ['chars', '철', '--offset', '1e21'], request: { method: 'GET', url: `${CHARS}&offset=1e21` }, field: ['query', 'offset'], named: '--offset' },
    { args: ['chars', '철', '--offset', '10001'], request: { method: 'GET', url: `${CHARS}&offset=10001` }, field: ['query', 'offset'], named: '--offset' },
    { args: ['pillars', '2024-02-04T10:00', '--zi-hour', 'night'], request: { method: 'GET', url: '/v1/calendar/pillars?at=2024-02-04T10:00&ziHour=night' }, field: ['query', 'ziHour'], named: '--zi-hour' },
    { args: ['pillars', '2024-02-04T10:00', '--longitude', 'east'], request: { method: 'GET', url: '/v1/calendar/pillars?at=2024-02-04T10:00&longitude=east' }, field: ['query', 'longitude'], named: '--longitude' },
  ];
  // In an English locale and in a Korean one (LANG=ko_KR.UTF-8): the API's English message, and the Korean one it gives to Accept-Language: ko.
  for (const [locale, language] of [['C.UTF-8', 'en'], ['ko_KR.UTF-8', 'ko']] as const) {
  test(`${sameAsTheApi.length + bySchema.length} command lines refused as their endpoints refuse the same request (LANG=${locale})`, async () => {
    const app = await testApp();
    try {
      const cases = [...sameAsTheApi, ...bySchema];
      const runs = await runTojeongAll(cases.map(({ args }) => args), { locale });
      for (const [i, { args, request }] of cases.entries()) {
        const answer = await keyed(app, { ...request, headers: { 'accept-language': language } });
        assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${request.url}: ${answer.statusCode}`);
        const { code, message } = answer.json().error as { code: string; message: string };
        const run = runs[i]!;
        assert.equal(run.code, 2, `tojeong ${args.join(' ')}: exit ${run.code}, stderr ${run.stderr}`);
        assert.equal(run.stdout, '');
        const schema = i >= sameAsTheApi.length ? bySchema[i - sameAsTheApi.length]! : undefined;
        if (schema) {
          // The API names the request's field first; the command says the same of its own argument or option.
          const subject = httpSubject(schema.field, language);
          assert.ok(message.startsWith(subject), `${request.url}: "${message}" starts with ${subject}`);
          assert.equal(run.stderr, `tojeong ${args[0]}: ${code}: ${schema.named}${message.slice(subject.length)}\n`, `tojeong ${args.join(' ')}`);
        } else assert.equal(run.stderr, `tojeong ${args[0]}: ${code}: ${message}\n`, `tojeong ${args.join(' ')}`);
        if (language === 'ko') assert.match(message, /[가-힣]/);
        assert.doesNotMatch(run.stderr, HTTP_WORDS, `tojeong ${args.join(' ')} speaks of the HTTP request: ${run.stderr}`);
      }
    } finally {
      await app.close();
    }
  });
  }

  // The library's error carries where to look as data (TojeongError.pointer); each surface names it its own way (src/errorPointer.ts).
  test('a hangul name or character is refused pointing to tojeong chars, not to an HTTP path', async () => {
    const name = await runTojeong(['name', '김', '철수']);
    assert.equal(name.code, 2);
    assert.doesNotMatch(name.stderr, HTTP_WORDS);
    assert.match(name.stderr, /choose one of the hanja read 김: tojeong chars 김\n$/);
    const char = await runTojeong(['char', '김'], { locale: 'ko_KR.UTF-8' });
    assert.equal(char.code, 2);
    assert.doesNotMatch(char.stderr, HTTP_WORDS);
    assert.match(char.stderr, /독음으로 찾습니다: tojeong chars 김\n$/);
  });
});

type HttpPart = 'body' | 'query' | 'path';
/** Words of HTTP a command line has no use for: the parts of a request, and the API's paths. */
const HTTP_WORDS = /body field|query field|path field|querystring|본문 필드|쿼리 필드|경로 필드|\/v1\//;

/** How the API names a field of its request at the start of a message (src/http/validation.ts). */
function httpSubject([part, field]: readonly [HttpPart, string], language: 'en' | 'ko'): string {
  const ko = { body: '본문', query: '쿼리', path: '경로' }[part];
  return language === 'en' ? `${part} field "${field}"` : `${ko} 필드 "${field}"`;
}

function gwaeRequest(payload: object): InjectOptions {
  return { method: 'POST', url: '/v1/tojeong/gwae', payload };
}
function nameRequest(payload: object): InjectOptions {
  return { method: 'POST', url: '/v1/name/analyze', payload };
}

describe('issue 38: tojeong month, and --version after any command', () => {
  test('tojeong month 2026 2: every day with its lunar date and 일진, 입춘 on the 4th; --json is the API\'s data', async () => {
    const [text, json] = await runTojeongAll([['month', '2026', '2'], ['month', '2026', '2', '--json']]);
    const out = assertDone(text!);
    assertInOrder(out, ['2026-02 (solar; lunar month.day; 일진)', '2026-02-01  일  12.14  丙午 병오', '2026-02-04  수  12.17  己酉 기유  입춘 05:02']);
    assert.deepEqual(JSON.parse(assertDone(json!)), JSON.parse(JSON.stringify(calendarMonth(2026, 2))));
  });

  test('every command answers --version with the version, exit 0, before reading its arguments', async () => {
    const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const runs = await runTojeongAll(COMMANDS.map((name) => [name, '--version']));
    runs.forEach((run, i) => assert.equal(assertDone(run), `${version}\n`, COMMANDS[i]));
  });
});
