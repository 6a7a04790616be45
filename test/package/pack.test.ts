/**
 * The package as npm ships it: `npm pack` (its prepack builds dist/ afresh),
 * then the tarball used from outside this repository, from plain JavaScript,
 * from TypeScript and through its bin.
 *
 * The service depends on the library tojeong-core (packages/core), which is
 * packed beside it: both tarballs are used together, as they are published.
 * They are packed from a copy of the files the packages are made of
 * (package.json, the TypeScript configuration, src/, the README, and
 * packages/core's own), so that prepack's fresh dist/ never pulls the compiled
 * service or library from under another test.
 *
 * The tarball is used twice. Installed with npm into a new project, as a user
 * installs it (`npm install <core tarball> <tarball>`: the other dependencies
 * come from the npm cache or the registry; no install scripts, so
 * better-sqlite3 is not built — the library never loads it). And extracted
 * into <tmp>/node_modules/tojeong-api beside the library alone, with no other
 * dependency anywhere on the resolution path: importing the four entry points
 * can only succeed there if none of them loads a dependency but the library.
 * The bin runs from the npm-installed project: its commands check requests
 * with the endpoints' schemas, which takes the validator (Ajv).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { calendarDay, solarToLunar } from '../../src/calendar/index.js';
import { nameCharAnswer } from '../../src/hanja/index.js';
import { nameAnalysisAnswer } from '../../src/name/index.js';
import { defaultGwaeText, gwaeAnswer } from '../../src/tojeong/index.js';
import { runTojeong } from '../support/cliProcess.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_POINTS = ['calendar', 'tojeong', 'name', 'hanja'] as const;

let work: string;
/** A project outside the repository with the extracted package as its only module. */
let project: string;
let installed: string;
let files: string[];
/** What npm said while packing and in `npm publish --dry-run` (issue 38: publishing must be clean). */
const npmSaid: Record<string, string> = {};

/** The files `npm pack` makes the packages of (package.json's `files`, and what prepack's build reads). */
const PACKAGE_SOURCES = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'README.md', 'LICENSE', 'NOTICE', 'CHANGELOG.md', 'bin', 'src', 'web'];
const CORE_SOURCES = ['package.json', 'tsconfig.build.json', 'README.md', 'LICENSE', 'NOTICE', 'src', 'data'];

/** A project that installed the tarball with npm, as a user does. */
let npmProject: string;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'tojeong-pack-'));
  const copy = join(work, 'package-source');
  mkdirSync(copy);
  for (const path of PACKAGE_SOURCES) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  for (const path of CORE_SOURCES) cpSync(join(ROOT, 'packages', 'core', path), join(copy, 'packages', 'core', path), { recursive: true });
  // The repository's node_modules, but the workspace link to the library points at the copy.
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== 'tojeong-core') symlinkSync(join(ROOT, 'node_modules', name), join(copy, 'node_modules', name));
  }
  symlinkSync(join(copy, 'packages', 'core'), join(copy, 'node_modules', 'tojeong-core'));
  const pack = { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 };
  // Packed from sources with no dist/ yet, as from a fresh clone: npm reads package.json before prepack builds.
  const said = ({ stdout, stderr }: { stdout: string; stderr: string }): string => stdout + stderr;
  npmSaid.packCore = said(await run('npm', ['pack', '--pack-destination', work], { cwd: join(copy, 'packages', 'core'), ...pack }));
  npmSaid.pack = said(await run('npm', ['pack', '--pack-destination', work], { cwd: copy, ...pack }));
  // Built now: the dry run need not build again.
  npmSaid.publishCore = said(await run('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: join(copy, 'packages', 'core'), ...pack }));
  npmSaid.publish = said(await run('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: copy, ...pack }));
  const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz')).sort();
  assert.deepEqual(tarballs, ['tojeong-api-0.1.0.tgz', 'tojeong-core-0.1.0.tgz']);
  const tarball = join(work, tarballs[0]!);
  const coreTarball = join(work, tarballs[1]!);
  files = (await run('tar', ['-tzf', tarball])).stdout.trim().split('\n').map((path) => path.replace(/^package\//, ''));
  project = join(work, 'project');
  installed = join(project, 'node_modules', 'tojeong-api');
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  mkdirSync(join(project, 'node_modules', 'tojeong-core'));
  await run('tar', ['-xzf', coreTarball, '-C', join(project, 'node_modules', 'tojeong-core'), '--strip-components=1']);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-tojeong-api', private: true, type: 'module' }));
  npmProject = join(work, 'npm-project');
  mkdirSync(npmProject);
  writeFileSync(join(npmProject, 'package.json'), JSON.stringify({ name: 'installs-tojeong-api', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--omit=dev', '--no-audit', '--no-fund', coreTarball, tarball], {
    cwd: npmProject,
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
  });
}, { timeout: 480_000 });

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

async function node(args: string[]): Promise<string> {
  return (await run(process.execPath, args, { cwd: project, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 })).stdout;
}

describe('npm pack', () => {
  test('ships dist/ (no source maps) and no data: the data are the library\'s (tojeong-core)', () => {
    for (const entry of ENTRY_POINTS) {
      assert.ok(files.includes(`dist/${entry}/index.js`), `dist/${entry}/index.js`);
      assert.ok(files.includes(`dist/${entry}/index.d.ts`), `dist/${entry}/index.d.ts`);
    }
    assert.ok(files.includes('dist/cli/main.js'));
    assert.deepEqual(files.filter((path) => path.startsWith('data/') || path.endsWith('.json') && path !== 'package.json'), []);
    assert.deepEqual(files.filter((path) => path.endsWith('.map') || /^(src|test|scripts|bench)\//.test(path)), []);
    assert.ok(files.includes('README.md') && files.includes('package.json'));
    // The licence, the notice of the table derived from Unicode's data (NOTICE) and the changelog go with it, and the playground's page the service serves at / (web/).
    for (const file of ['LICENSE', 'NOTICE', 'CHANGELOG.md', 'web/playground.html', 'web/playground.js', 'web/tojeong-core.js', 'web/playground.css', 'web/docs-phone.css']) assert.ok(files.includes(file), file);
  });

  test('package.json: no "private", an open licence (MIT, as the library), the four entry points with types, the bin, the library as a dependency', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.private, undefined);
    assert.equal((pkg.dependencies as Record<string, string>)['tojeong-core'], '0.1.0');
    assert.equal(pkg.license, 'MIT');
    // A committed bin that imports dist/cli/main.js: npm finds it before prepack has built dist/.
    assert.deepEqual(pkg.bin, { tojeong: 'bin/tojeong.js' });
    assert.ok(files.includes('bin/tojeong.js'));
    assert.equal(readFileSync(join(installed, 'bin/tojeong.js'), 'utf8').split('\n')[0], '#!/usr/bin/env node');
    for (const entry of ENTRY_POINTS) {
      assert.deepEqual((pkg.exports as Record<string, unknown>)[`./${entry}`], { types: `./dist/${entry}/index.d.ts`, default: `./dist/${entry}/index.js` });
    }
    assert.equal(readFileSync(join(installed, 'dist/cli/main.js'), 'utf8').split('\n')[0], '#!/usr/bin/env node');
  });
});

describe('npm publish', () => {
  test('packing and `npm publish --dry-run` warn of nothing but the missing login, and both packages publish publicly with provenance', () => {
    for (const [step, said] of Object.entries(npmSaid)) {
      const warnings = said.split('\n').filter((line) => /npm (warn|error)/i.test(line) && !/requires you to be logged in/.test(line));
      assert.deepEqual(warnings, [], step);
    }
    assert.match(npmSaid.publish!, /\+ tojeong-api@0\.1\.0/);
    assert.match(npmSaid.publishCore!, /\+ tojeong-core@0\.1\.0/);
    assert.match(npmSaid.publish!, /with tag latest and public access/);
    for (const path of ['package.json', 'packages/core/package.json']) {
      const pkg = JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { publishConfig?: unknown; license?: string; files?: string[] };
      // provenance: true makes a publish outside a CI that can sign it fail rather than go out unsigned.
      assert.deepEqual(pkg.publishConfig, { access: 'public', provenance: true }, path);
      assert.equal(pkg.license, 'MIT', path);
    }
  });
});

describe('the installed package', () => {
  test('no dependency is reachable from the project: only the package itself and the library are installed', () => {
    assert.deepEqual(readdirSync(join(project, 'node_modules')).sort(), ['tojeong-api', 'tojeong-core']);
    for (let dir = dirname(project); dir !== dirname(dir); dir = dirname(dir)) assert.ok(!existsSync(join(dir, 'node_modules')), `${dir}/node_modules`);
    assert.ok(!existsSync('/node_modules'));
  });

  test('from plain JavaScript: the four entry points import with no dependency present and answer as the library in this repository', async () => {
    writeFileSync(
      join(project, 'use.mjs'),
      `import { calendarDay, solarToLunar } from 'tojeong-api/calendar';
import { gwaeAnswer, defaultGwaeText } from 'tojeong-api/tojeong';
import { nameAnalysisAnswer } from 'tojeong-api/name';
import { nameCharAnswer } from 'tojeong-api/hanja';
console.log(JSON.stringify({
  lunar: solarToLunar({ year: 2026, month: 2, day: 17 }),
  day: calendarDay({ lunar: '2023-02-01', leap: true }),
  gwae: gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }),
  title: defaultGwaeText().gwae('863', false).title,
  name: nameAnalysisAnswer({ surname: '南宮', given: '民秀' }),
  char: nameCharAnswer('洪'),
}));
`,
    );
    const used = JSON.parse(await node(['use.mjs'])) as Record<string, unknown>;
    assert.deepEqual(used.lunar, solarToLunar({ year: 2026, month: 2, day: 17 }));
    assert.deepEqual(used.day, calendarDay({ lunar: '2023-02-01', leap: true }));
    assert.deepEqual(used.gwae, gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    assert.equal((used.gwae as { calc: { gwaeId: string } }).calc.gwaeId, '212');
    assert.deepEqual(used.title, defaultGwaeText().gwae('863', false)!.title);
    assert.deepEqual(used.name, nameAnalysisAnswer({ surname: '南宮', given: '民秀' }));
    assert.deepEqual(used.char, nameCharAnswer('洪'));
  });

  test('the test can fail: a module of the package that needs a dependency does not load there', async () => {
    await assert.rejects(node(['--input-type=module', '-e', "await import('./node_modules/tojeong-api/dist/http/app.js')"]), /ERR_MODULE_NOT_FOUND.*Cannot find package '@?fastify/);
    await assert.rejects(node(['--input-type=module', '-e', "await import('tojeong-api/dist/http/app.js')"]), /ERR_PACKAGE_PATH_NOT_EXPORTED/);
  });

  test('from TypeScript: a strict nodenext program against the installed types compiles, and a wrong use does not', async () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { calendarDay, type CalendarDay, type LunarDate } from 'tojeong-api/calendar';
import { gwaeAnswer, type GwaeAnswer } from 'tojeong-api/tojeong';
import { nameAnalysisAnswer, type NameAnalysisAnswer } from 'tojeong-api/name';
import { nameCharAnswer, type NameHanjaRecord } from 'tojeong-api/hanja';

const day: CalendarDay = calendarDay({ solar: '2026-02-17' });
const lunar: LunarDate = day.lunar;
const weekday: string = day.weekday.en;
const answer: GwaeAnswer = gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 });
const verses: string[] = answer.gwae?.yearly ?? [];
const name: NameAnalysisAnswer = nameAnalysisAnswer({ surname: '洪', given: '吉童', school: 'haerye' });
const total: number = name.result.fiveGrids.total.number;
const record: NameHanjaRecord = nameCharAnswer('洪');
const strokes: number = record.strokes;
// @ts-expect-error the calendar of a birth is 'solar' or 'lunar'
gwaeAnswer({ birth: '1976-08-26', calendar: 'julian', targetYear: 2005 });
// @ts-expect-error targetYear is required: the library reads no clock
gwaeAnswer({ birth: '1976-08-26' });
console.log(lunar, weekday, verses, total, strokes);
`,
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const common = ['--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--strict', '--noEmit', '--types', 'node', '--typeRoots', join(ROOT, 'node_modules', '@types')];
    await node([tsc, ...common, 'use.ts']);
    writeFileSync(join(project, 'wrong.ts'), `import { calendarDay } from 'tojeong-api/calendar';\nconst year: string = calendarDay({ solar: '2026-02-17' }).lunar.year;\nconsole.log(year);\n`);
    await assert.rejects(node([tsc, ...common, 'wrong.ts']), (error: { stdout?: string }) => /TS2322: Type 'number' is not assignable to type 'string'/.test(error.stdout ?? ''));
  });

});

describe('installed with npm', () => {
  test('npm put the package and its dependencies in node_modules, and its bin in node_modules/.bin', () => {
    const pkg = JSON.parse(readFileSync(join(npmProject, 'node_modules', 'tojeong-api', 'package.json'), 'utf8')) as { name: string };
    assert.equal(pkg.name, 'tojeong-api');
    assert.ok(existsSync(join(npmProject, 'node_modules', 'fastify')), 'the service\'s dependencies are installed with it');
    assert.ok(existsSync(join(npmProject, 'node_modules', '.bin', 'tojeong')));
  });

  test('used from plain JavaScript and through node_modules/.bin/tojeong, it answers as the library in this repository', async () => {
    const script = `import { gwaeAnswer } from 'tojeong-api/tojeong';
import { calendarDay } from 'tojeong-api/calendar';
console.log(JSON.stringify({ gwae: gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }), day: calendarDay({ solar: '2026-02-17' }) }));
`;
    writeFileSync(join(npmProject, 'use.mjs'), script);
    const used = JSON.parse((await run(process.execPath, ['use.mjs'], { cwd: npmProject, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 })).stdout) as Record<string, unknown>;
    assert.deepEqual(used.gwae, gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    assert.deepEqual(used.day, calendarDay({ solar: '2026-02-17' }));
    const bin = await run(join(npmProject, 'node_modules', '.bin', 'tojeong'), ['char', '洪', '--json'], { cwd: npmProject, timeout: 60_000 });
    assert.deepEqual(JSON.parse(bin.stdout), nameCharAnswer('洪'));
  });

  // The commands check their requests with the endpoints' schemas (src/cli/request.ts), so the bin needs the validator, Ajv, beside the library.
  test('the bin: its commands run from the installed package, and --json is the library\'s data', async () => {
    const bin = join(npmProject, 'node_modules', 'tojeong-api', 'dist', 'cli', 'main.js');
    const day = await runTojeong(['calendar', '2026-02-17', '--json'], { bin, cwd: npmProject });
    assert.equal(day.code, 0, day.stderr);
    assert.deepEqual(JSON.parse(day.stdout), calendarDay({ solar: '2026-02-17' }));
    const gwae = await runTojeong(['gwae', '1976-08-26', '--lunar', '--year', '2005', '--json'], { bin, cwd: npmProject });
    assert.equal(gwae.code, 0, gwae.stderr);
    assert.deepEqual(JSON.parse(gwae.stdout), gwaeAnswer({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }));
    const name = await runTojeong(['name', '洪', '吉童'], { bin, cwd: npmProject });
    assert.equal(name.code, 0, name.stderr);
    assert.match(name.stdout, /^洪吉童 홍길동/);
    const char = await runTojeong(['char', '洪', '--json'], { bin, cwd: npmProject });
    assert.deepEqual(JSON.parse(char.stdout), nameCharAnswer('洪'));
    const bad = await runTojeong(['calendar', '2026-02-30'], { bin, cwd: npmProject });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /BAD_BIRTH/);
  });
});
