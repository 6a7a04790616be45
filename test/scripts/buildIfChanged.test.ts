/**
 * `npm start` compiles only when something changed (scripts/buildIfChanged.mjs):
 * run in a scratch project whose `build` script counts its runs, it builds the
 * first time, not the second, and again once a source file is newer than the
 * last build.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const SCRIPT = new URL('../../scripts/buildIfChanged.mjs', import.meta.url).pathname;

test('prestart builds when dist/ is missing or older than a source, and not otherwise', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tojeong-prestart-'));
  try {
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
    const build = "require('fs').appendFileSync('dist/builds', 'x')";
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, scripts: { build: `node -e "${build}"` } }));
    const builds = () => readFileSync(join(dir, 'dist', 'builds'), 'utf8').length;
    const prestart = () => execFileSync(process.execPath, [SCRIPT], { cwd: dir, stdio: 'pipe' });

    prestart();
    assert.equal(builds(), 1, 'no stamp: it builds');
    prestart();
    assert.equal(builds(), 1, 'nothing changed: no compile');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'src', 'a.ts'), later, later);
    prestart();
    assert.equal(builds(), 2, 'a source newer than the build: it builds again');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
