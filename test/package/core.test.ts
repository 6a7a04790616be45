/**
 * The library package tojeong-core (packages/core) as npm ships it: `npm pack`
 * (its prepack builds dist/ afresh), installed from the tarball into an empty
 * project with npm offline, then used from plain JavaScript, bundled for the
 * browser with esbuild, and the browser bundles run in a bare JavaScript
 * context (node:vm: no require, no process, no file system).
 *
 * It is packed from a copy of what the package is made of, so that prepack's
 * fresh dist/ never pulls a build from under another test.
 *
 * The same script runs under Deno and Bun too (their npm packages, pinned,
 * installed once into ~/.cache/tojeong-api/runtimes like CI's Node runtimes),
 * Deno with no permission at all: the library reads no file and no variable.
 *
 * The sizes of the browser bundles, raw and gzip, are printed per export
 * (docs/library.md quotes them).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import { solarToLunar, lunarToSolar } from 'tojeong-core/calendar';
import { TojeongError } from 'tojeong-core/errors';
import { nameCharAnswer } from 'tojeong-core/hanja';
import { nameAnalysisAnswer } from 'tojeong-core/name';
import { sajuOf } from 'tojeong-core/saju';
import { defaultGwaeText, gwaeAnswer } from 'tojeong-core/text';
import { calculateGwae } from 'tojeong-core/tojeong';
import { calendarDay } from 'tojeong-core/terms';
import { CALC_SOURCE, LIBRARY } from '../../packages/core/src/version.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CORE = join(ROOT, 'packages', 'core');
const EXPORTS = ['calendar', 'terms', 'tojeong', 'text', 'name', 'saju', 'hanja', 'errors'] as const;
/** The bound for the calendar export alone in a browser bundle. */
const CALENDAR_GZIP_LIMIT = 16 * 1024;
/**
 * The terms export with its compact table (issue 38): 16.9 KB when measured; it was 29.1 KB with rows of minutes.
 * Issue 50 made every function check what it is given and say, in English and Korean, an example of the call
 * (a TojeongError, never a TypeError): 17.8 KB, so the bound is 18 KB.
 */
const TERMS_GZIP_LIMIT = 18 * 1024;

/** Deno and Bun as their npm packages publish them (the package's bin starts the platform's binary). */
const OTHER_RUNTIMES = { deno: { version: '2.9.6', args: ['run'] }, bun: { version: '1.4.5', args: [] } } as const;
const RUNTIMES_DIR = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tojeong-api', 'runtimes');

/** The bin of `name`@`version`, installed into RUNTIMES_DIR on first use. */
async function runtimeBin(name: keyof typeof OTHER_RUNTIMES): Promise<string> {
  const { version } = OTHER_RUNTIMES[name];
  const dir = join(RUNTIMES_DIR, `${name}@${version}`);
  const bin = join(dir, 'node_modules', '.bin', name);
  if (!existsSync(bin)) {
    await run('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${version}`], { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
  }
  return bin;
}

/** A user's script: every export, called as the README shows, its answers printed as JSON. */
const USE_SCRIPT = `import { solarToLunar, lunarToSolar } from 'tojeong-core/calendar';
import { calendarDay } from 'tojeong-core/terms';
import { calculateGwae } from 'tojeong-core/tojeong';
import { gwaeAnswer, defaultGwaeText } from 'tojeong-core/text';
import { nameAnalysisAnswer } from 'tojeong-core/name';
import { sajuOf } from 'tojeong-core/saju';
import { nameCharAnswer } from 'tojeong-core/hanja';
import { TojeongError } from 'tojeong-core/errors';
let error;
try { calendarDay({ solar: '2026-02-30' }); } catch (e) { error = { isTojeongError: e instanceof TojeongError, code: e.code, status: e.status, text: e.text }; }
console.log(JSON.stringify({
  lunar: solarToLunar({ year: 2026, month: 2, day: 17 }),
  solar: lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }),
  day: calendarDay({ solar: '2026-02-17' }),
  calc: calculateGwae({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 }),
  gwae: gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }),
  title: defaultGwaeText().gwae('863', false).title,
  name: nameAnalysisAnswer({ surname: '南宮', given: '民秀' }),
  saju: sajuOf({ date: '1990-05-17', time: '08:30' }, 'eokbu'),
  char: nameCharAnswer('洪'),
  error,
}));
`;

let work: string;
let project: string;
let tarball: string;
let files: string[];
const bundles = new Map<string, { esm: string; iife: string }>();

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'tojeong-core-pack-'));
  // The package's files, under the root tsconfig.json its build extends.
  const source = join(work, 'source');
  const copy = join(source, 'packages', 'core');
  mkdirSync(copy, { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(source, 'tsconfig.json'));
  for (const path of ['package.json', 'tsconfig.build.json', 'README.md', 'LICENSE', 'NOTICE', 'src', 'data']) cpSync(join(CORE, path), join(copy, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'));
  await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: copy, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz'));
  assert.deepEqual(tarballs, [`tojeong-core-${LIBRARY.version}.tgz`]);
  tarball = join(work, tarballs[0]!);
  files = (await run('tar', ['-tzf', tarball])).stdout.trim().split('\n').map((path) => path.replace(/^package\//, ''));

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-tojeong-core', private: true, type: 'module' }));
  // --offline: the package must need nothing from the registry.
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  writeFileSync(join(project, 'use.mjs'), USE_SCRIPT);

  for (const entry of EXPORTS) {
    const common = {
      stdin: { contents: `export * from 'tojeong-core/${entry}';`, resolveDir: project, loader: 'js' as const },
      bundle: true,
      platform: 'browser' as const,
      minify: true,
      // Hangul and hanja as UTF-8, not \u escapes (esbuild's default is ASCII).
      charset: 'utf8' as const,
      write: false,
      logLevel: 'silent' as const,
    };
    const esm = await build({ ...common, format: 'esm' });
    const iife = await build({ ...common, format: 'iife', globalName: 'tojeongCore' });
    bundles.set(entry, { esm: esm.outputFiles![0]!.text, iife: iife.outputFiles![0]!.text });
  }
}, { timeout: 600_000 });

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm pack of tojeong-core', () => {
  test('ships dist/ and only the JSON files the library reads, with the licence, the notices and the data READMEs', () => {
    for (const path of ['package.json', 'README.md', 'LICENSE', 'NOTICE', 'data/hanja/NOTICE']) assert.ok(files.includes(path), path);
    for (const folder of ['calendar', 'gwae', 'hanja', 'name']) assert.ok(files.includes(`data/${folder}/README.md`), `data/${folder}/README.md`);
    assert.deepEqual(files.filter((path) => path.endsWith('.json') && path.startsWith('dist/')).sort(), [
      'dist/data/calendar/korean-lunar.json',
      'dist/data/calendar/solar-terms.json',
      'dist/data/gwae/edition.json',
      'dist/data/hanja/name-hanja-usage.json',
      'dist/data/hanja/name-hanja.json',
      'dist/data/hanja/readings.json',
      'dist/data/name/avoid-hanja.json',
      'dist/data/name/avoid-readings.json',
      'dist/data/name/given-name-hanja.json',
      'dist/data/name/given-names.json',
      'dist/data/name/hangul-names.json',
      'dist/data/name/numbers-81.json',
      'dist/data/name/resource-elements.json',
      'dist/data/name/surname-hanja.json',
      'dist/data/name/surname-romanization.json',
      'dist/data/name/surnames.json',
    ]);
    // The JSON shipped is the generated file byte for byte (tsc re-prints the JSON it emits; the build copies the originals over).
    assert.equal(readFileSync(join(project, 'node_modules/tojeong-core/dist/data/calendar/korean-lunar.json'), 'utf8'), readFileSync(join(CORE, 'data/calendar/korean-lunar.json'), 'utf8'));
    assert.deepEqual(files.filter((path) => path.endsWith('.map') || path.endsWith('.tsv') || /REPORT\.md$|\/sources\/|^src\/|^test\//.test(path)), []);
    for (const entry of EXPORTS) assert.ok(files.some((path) => path.startsWith('dist/src/') && path.endsWith('.d.ts')), entry);
  });

  test('package.json: MIT, no dependency of any kind, no install script, side-effect free, the version the answers name', () => {
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules/tojeong-core/package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.license, 'MIT');
    assert.equal(pkg.sideEffects, false);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) assert.equal(pkg[field], undefined, field);
    const scripts = (pkg.scripts ?? {}) as Record<string, string>;
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) assert.equal(scripts[hook], undefined, hook);
    assert.equal(`${String(pkg.name)}@${String(pkg.version)}`, CALC_SOURCE);
    assert.deepEqual(Object.keys(pkg.exports as object).sort(), [...EXPORTS.map((entry) => `./${entry}`), './package.json'].sort());
  });
});

describe('installed into an empty project', () => {
  test('npm installed one package, ran no install script and built nothing native', () => {
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    assert.deepEqual(Object.keys(lock.packages).sort(), ['', 'node_modules/tojeong-core']);
    assert.equal(lock.packages['node_modules/tojeong-core']!.hasInstallScript, undefined);
    assert.deepEqual(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.')), ['tojeong-core']);
    assert.equal(existsSync(join(project, 'node_modules/tojeong-core/build')), false);
  });

  test('from plain JavaScript every export imports and answers as the library in this repository', async () => {
    const used = JSON.parse((await run(process.execPath, ['use.mjs'], { cwd: project, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 })).stdout) as Record<string, unknown>;
    assert.deepEqual(used.lunar, solarToLunar({ year: 2026, month: 2, day: 17 }));
    assert.deepEqual(used.solar, lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }));
    assert.deepEqual(used.day, calendarDay({ solar: '2026-02-17' }));
    assert.deepEqual(used.calc, calculateGwae({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 }));
    assert.deepEqual(used.gwae, gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    assert.equal((used.gwae as { calc: { gwaeId: string } }).calc.gwaeId, '212');
    assert.deepEqual(used.title, defaultGwaeText().gwae('863', false)!.title);
    assert.deepEqual(used.name, nameAnalysisAnswer({ surname: '南宮', given: '民秀' }));
    assert.deepEqual(used.saju, sajuOf({ date: '1990-05-17', time: '08:30' }, 'eokbu'));
    assert.deepEqual(used.char, nameCharAnswer('洪'));
    assert.deepEqual(used.error, {
      isTojeongError: true,
      code: 'BAD_BIRTH',
      status: 400,
      text: { en: 'solar 2026-02-30 is not a real solar date', ko: 'solar 2026-02-30: 실제로 있는 양력 날짜가 아닙니다' },
    });
    assert.throws(() => calendarDay({ solar: '2026-02-30' }), (e: unknown) => e instanceof TojeongError && e.code === 'BAD_BIRTH');
  });

  test('from TypeScript: a strict program against the installed types compiles under nodenext and under bundler resolution, and a wrong use does not', async () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { solarToLunar, type LunarDate } from 'tojeong-core/calendar';
import { calendarDay, type CalendarDay } from 'tojeong-core/terms';
import { calculateGwae, type TojeongCalc } from 'tojeong-core/tojeong';
import { gwaeAnswer, type GwaeAnswer } from 'tojeong-core/text';
import { nameAnalysisAnswer, type NameAnalysisAnswer, type Saju as SajuOfName } from 'tojeong-core/name';
import { sajuOf, type BirthInput, type Element, type Saju } from 'tojeong-core/saju';
import { nameCharAnswer, type NameHanjaRecord } from 'tojeong-core/hanja';
import { TojeongError } from 'tojeong-core/errors';

const lunar: LunarDate = solarToLunar({ year: 2026, month: 2, day: 17 });
const day: CalendarDay = calendarDay({ solar: '2026-02-17' });
const calc: TojeongCalc = calculateGwae({ birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 });
const gwae: GwaeAnswer = gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
const name: NameAnalysisAnswer = nameAnalysisAnswer({ surname: '洪', given: '吉童' });
const birth: BirthInput = { date: '1990-05-17', time: '08:30' };
const saju: Saju = sajuOf(birth, 'eokbu');
const sameSaju: SajuOfName = saju;
const needed: Element[] = saju.needs.needed;
const record: NameHanjaRecord = nameCharAnswer('洪');
const isError: boolean = new Error() instanceof TojeongError;
// @ts-expect-error the need method is count or eokbu
sajuOf(birth, 'strongest');
console.log(lunar, day, calc, gwae, name, sameSaju, needed, record, isError);
`,
    );
    writeFileSync(join(project, 'wrong.ts'), `import { sajuOf } from 'tojeong-core/saju';\nconst month: string = sajuOf({ date: '1990-05-17' }, 'count').pillars.month.stem.length;\nconsole.log(month);\n`);
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const resolutions = { nodenext: ['--module', 'nodenext', '--moduleResolution', 'nodenext'], bundler: ['--module', 'esnext', '--moduleResolution', 'bundler'] };
    for (const [resolution, flags] of Object.entries(resolutions)) {
      // The project has no @types: the library's declarations need none.
      const common = [tsc, ...flags, '--target', 'es2022', '--strict', '--noEmit'];
      await run(process.execPath, [...common, 'use.ts'], { cwd: project, timeout: 120_000 }).catch((error: { stdout?: string }) => assert.fail(`${resolution}: ${error.stdout}`));
      await assert.rejects(run(process.execPath, [...common, 'wrong.ts'], { cwd: project, timeout: 120_000 }), (error: { stdout?: string }) => /TS2322: Type 'number' is not assignable to type 'string'/.test(error.stdout ?? ''), resolution);
    }
  });
});

describe('under Deno and Bun', () => {
  for (const name of Object.keys(OTHER_RUNTIMES) as Array<keyof typeof OTHER_RUNTIMES>) {
    test(`${name} ${OTHER_RUNTIMES[name].version} runs the same script from the installed package and prints the same bytes as Node`, { timeout: 600_000 }, async () => {
      const fromNode = (await run(process.execPath, ['use.mjs'], { cwd: project, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 })).stdout;
      const bin = await runtimeBin(name);
      const other = await run(bin, [...OTHER_RUNTIMES[name].args, 'use.mjs'], { cwd: project, timeout: 120_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
      assert.equal(other.stdout, fromNode);
    });
  }
});

describe('bundled for the browser (esbuild --platform=browser)', () => {
  test('every export bundles; sizes per export; the calendar alone stays under 16 KB gzip, the terms under 18 KB, and the calendar carries neither the solar terms, the text nor the hanja', () => {
    const rows = EXPORTS.map((entry) => {
      const esm = Buffer.from(bundles.get(entry)!.esm);
      return { export: `tojeong-core/${entry}`, raw: esm.length, gzip: gzipSync(esm, { level: 9 }).length };
    });
    console.log(rows.map((row) => `${row.export.padEnd(22)} ${String(row.raw).padStart(9)} B raw ${String(row.gzip).padStart(9)} B gzip`).join('\n'));
    const calendar = rows.find((row) => row.export === 'tojeong-core/calendar')!;
    assert.ok(calendar.gzip < CALENDAR_GZIP_LIMIT, `calendar ${calendar.gzip} B gzip`);
    const terms = rows.find((row) => row.export === 'tojeong-core/terms')!;
    assert.ok(terms.gzip < TERMS_GZIP_LIMIT, `terms ${terms.gzip} B gzip`);
    const calendarCode = bundles.get('calendar')!.esm;
    // A verse of gwae 111's text and a reading of the hanja tables: neither belongs in the calendar.
    const verse = defaultGwaeText().gwae('111', false)!.yearly[0]!;
    assert.ok(bundles.get('text')!.esm.includes(verse), 'the text export carries the verses');
    assert.ok(!calendarCode.includes(verse), 'the calendar carries no verse');
    // The solar-term table names itself (id solar-terms-kr): it is in the terms export only.
    assert.ok(!/solar-terms-kr/.test(calendarCode) && /solar-terms-kr/.test(bundles.get('terms')!.esm), 'the solar-term table is in the terms export only');
    assert.ok(!calendarCode.includes('"洪"') && bundles.get('hanja')!.esm.includes('"洪"'), 'the hanja dictionary is in the hanja export only');
    // 사주 reads the calendar and the elements: neither the dictionary nor the text.
    assert.ok(!bundles.get('saju')!.esm.includes('"洪"') && !bundles.get('saju')!.esm.includes(verse), 'the saju export carries neither the hanja dictionary nor the text');
    for (const entry of EXPORTS) assert.ok(!/\bnode:/.test(bundles.get(entry)!.esm), `${entry} names no node: module`);
  });

  test('each bundle runs in a bare JavaScript context with no Node API, and answers as the library', () => {
    const load = (entry: string): Record<string, (...args: never[]) => unknown> => {
      const context: Record<string, unknown> = {};
      runInNewContext(`${bundles.get(entry)!.iife};globalThis.lib = tojeongCore;`, context, { timeout: 30_000 });
      assert.equal(context.process, undefined);
      assert.equal(context.require, undefined);
      return context.lib as Record<string, (...args: never[]) => unknown>;
    };
    const calendar = load('calendar') as unknown as { solarToLunar: typeof solarToLunar; lunarToSolar: typeof lunarToSolar };
    assert.deepEqual(JSON.parse(JSON.stringify(calendar.solarToLunar({ year: 2026, month: 2, day: 17 }))), solarToLunar({ year: 2026, month: 2, day: 17 }));
    assert.deepEqual(JSON.parse(JSON.stringify(calendar.lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }))), lunarToSolar({ year: 2023, month: 2, day: 1, leap: true }));
    const terms = load('terms') as unknown as { calendarDay: typeof calendarDay };
    assert.deepEqual(JSON.parse(JSON.stringify(terms.calendarDay({ solar: '2026-02-17' }))), calendarDay({ solar: '2026-02-17' }));
    const tojeong = load('tojeong') as unknown as { calculateGwae: typeof calculateGwae };
    const input = { birth: '1976-08-26', calendar: 'lunar', leapMonth: false, targetYear: 2005 } as const;
    assert.deepEqual(JSON.parse(JSON.stringify(tojeong.calculateGwae(input))), calculateGwae(input));
    const text = load('text') as unknown as { gwaeAnswer: typeof gwaeAnswer };
    assert.deepEqual(JSON.parse(JSON.stringify(text.gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }))), gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    const name = load('name') as unknown as { nameAnalysisAnswer: typeof nameAnalysisAnswer };
    assert.deepEqual(JSON.parse(JSON.stringify(name.nameAnalysisAnswer({ surname: '洪', given: '吉童' }))), nameAnalysisAnswer({ surname: '洪', given: '吉童' }));
    const saju = load('saju') as unknown as { sajuOf: typeof sajuOf };
    assert.deepEqual(JSON.parse(JSON.stringify(saju.sajuOf({ date: '1990-05-17', time: '08:30' }, 'eokbu'))), sajuOf({ date: '1990-05-17', time: '08:30' }, 'eokbu'));
    const hanja = load('hanja') as unknown as { nameCharAnswer: typeof nameCharAnswer };
    assert.deepEqual(JSON.parse(JSON.stringify(hanja.nameCharAnswer('洪'))), nameCharAnswer('洪'));
  });
});
