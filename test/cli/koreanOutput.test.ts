/**
 * The command line in Korean (issue 50): under LANG=ko_KR.UTF-8 or
 * TOJEONG_LANG=ko the labels of the human-readable output and the help are
 * Korean; in any other locale, or with TOJEONG_LANG=en, English as before.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixedClock } from '../../src/clock.js';
import { cliLanguage } from '../../src/cli/language.js';
import { COMMANDS, runCli } from '../../src/cli/run.js';
import { runTojeong } from '../support/cliProcess.js';

async function run(argv: string[], language: 'en' | 'ko'): Promise<string> {
  let out = '';
  const code = await runCli(argv, { clock: fixedClock('2026-11-21T03:00:00Z'), language, stdout: (t) => (out += t), stderr: (t) => (out += t) });
  assert.equal(code, 0, `${argv.join(' ')}: ${out}`);
  return out;
}

test('TOJEONG_LANG chooses before the locale; the locale otherwise', () => {
  assert.equal(cliLanguage({ TOJEONG_LANG: 'ko' }), 'ko');
  assert.equal(cliLanguage({ TOJEONG_LANG: 'ko', LANG: 'en_US.UTF-8' }), 'ko');
  assert.equal(cliLanguage({ TOJEONG_LANG: 'en', LC_ALL: 'ko_KR.UTF-8' }), 'en');
  assert.equal(cliLanguage({ TOJEONG_LANG: 'ko_KR.UTF-8' }), 'ko');
  assert.equal(cliLanguage({ TOJEONG_LANG: '', LANG: 'ko_KR.UTF-8' }), 'ko');
  assert.equal(cliLanguage({ TOJEONG_LANG: 'fr', LANG: 'ko_KR.UTF-8' }), 'ko', 'a value naming neither leaves the locale to choose');
});

/** Each command's output: the labels that must be Korean, and the English ones they replace. */
const CASES: Array<{ argv: string[]; ko: string[]; en: string[] }> = [
  { argv: ['gwae', '1976-08-26', '--lunar', '--year', '2005'], ko: ['생일', '보는 해', '상괘', '중괘', '하괘', '연운', '출처', '세는나이'], en: ['birth', 'year read', 'upper', 'Yearly', 'Source', 'Korean age'] },
  { argv: ['name', '洪', '吉童'], ko: ['점수', '오격(五格)', '사격(元亨利貞)', '음양', '발음오행'], en: ['score', 'Five grids', 'Four grids', 'yin-yang', 'phonetic'] },
  { argv: ['char', '洪'], ko: ['독음', '이름 음', '뜻', '부수', '획수'], en: ['readings', 'name reading', 'meaning', 'radical', 'strokes'] },
  { argv: ['chars', '철'], ko: ['인명용 한자', '많이 쓰는 것부터', '출처'], en: ['Name-usable hanja read', 'source:'] },
  { argv: ['calendar', '2026-02-17'], ko: ['양력', '음력', '간지', '음력 달', '화요일'], en: ['solar', 'lunar', 'pillars', 'Tuesday'] },
  { argv: ['terms', '2026'], ko: ['2026년의 절기', '출처'], en: ['Solar terms of 2026', 'source:'] },
  { argv: ['month', '2026', '2'], ko: ['(양력, 음력 월.일, 일진)', '절기:'], en: ['(solar; lunar month.day', 'terms:'] },
  { argv: ['pillars', '2024-02-04T17:30'], ko: ['사주', '월의 시작', '일과 시', '표준시'], en: ['Four pillars at', 'month from', 'day and hour', 'civil clock'] },
  { argv: ['recommend', '김', '--sex', 'f', '--limit', '2'], ko: ['에 맞는 이름'], en: ['Names for'] },
];

for (const { argv, ko, en } of CASES) {
  test(`tojeong ${argv[0]}: Korean labels in Korean, English in English`, async () => {
    const korean = await run(argv, 'ko');
    const english = await run(argv, 'en');
    for (const label of ko) assert.ok(korean.includes(label), `Korean output lacks "${label}":\n${korean.slice(0, 600)}`);
    for (const label of en) {
      assert.ok(english.includes(label), `English output lacks "${label}"`);
      assert.ok(!new RegExp(`(^|\\n)\\s*${label.replace(/[()]/g, '\\$&')}\\b`).test(korean), `Korean output still has the label "${label}"`);
    }
  });
}

test('the help, of tojeong and of every command, is Korean in Korean', async () => {
  const top = await run(['--help'], 'ko');
  assert.match(top, /^사용법: tojeong COMMAND/);
  for (const { name, summaryKo } of COMMANDS) assert.ok(top.includes(summaryKo), name);
  assert.match(await run(['--help'], 'en'), /^Usage: tojeong COMMAND/);
  for (const { name } of COMMANDS) {
    const korean = await run([name, '--help'], 'ko');
    assert.match(korean, new RegExp(`^사용법: tojeong ${name}`), name);
    assert.ok(korean.includes('이 도움말'), `${name}: -h, --help is described in Korean`);
    assert.match(korean.split('\n\n')[1]!, /[가-힣]{2}.*[가-힣]{2}/s, `${name}: the paragraph after the usage is Korean`);
    assert.match(await run([name, '--help'], 'en'), new RegExp(`^Usage: tojeong ${name}`), name);
  }
});

/** Every command that stands for an endpoint: each request field has a Korean description (`x-description-ko`). */
const FIELDS_IN_KOREAN = COMMANDS.map((c) => c.name).filter((name) => name !== 'mcp');
/** Hangul among the letters: an English description that names 발음오행 is still English (below 0.15 in recommend's help). */
const hangulShare = (text: string) => (text.match(/[가-힣]/g) ?? []).length / Math.max(1, (text.match(/[가-힣A-Za-z]/g) ?? []).length);

test('in the Korean help of these commands, every argument and option is described in Korean', async () => {
  for (const name of FIELDS_IN_KOREAN) {
    // Each entry: its spelling's line and the lines under it (a long spelling puts its text on the next line).
    const entries = (await run([name, '--help'], 'ko')).split(/\n(?=  [A-Z-])/).slice(1).map((entry) => entry.split('\n\n')[0]!)
      .filter((entry) => !/^  (?:--json|-h, --help) /.test(entry));
    assert.ok(entries.length >= 1, name);
    // What is said of the field: after its name and the colon, without code spans.
    for (const entry of entries) assert.ok(hangulShare(entry.slice(entry.indexOf(': ') + 2).replace(/`[^`]*`/g, '')) > 0.25, `${name}: ${entry}`);
  }
});

test('the bin reads LANG=ko_KR.UTF-8 and TOJEONG_LANG=ko from its environment', async () => {
  const byLocale = await runTojeong(['calendar', '2026-02-17'], { locale: 'ko_KR.UTF-8' });
  assert.match(byLocale.stdout, /^양력 +2026-02-17 화요일/);
  const english = await runTojeong(['calendar', '2026-02-17']);
  assert.match(english.stdout, /^solar +2026-02-17 Tuesday/);
  const help = await runTojeong(['--help'], { locale: 'ko_KR.UTF-8' });
  assert.match(help.stdout, /^사용법:/);
});
