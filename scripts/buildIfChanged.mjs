// `npm start`'s prestart: runs `npm run build` only when a source or a build
// setting changed since the last build, so starting the service again costs no
// TypeScript compile. Plain JavaScript on purpose: it runs before anything is
// compiled, with no dependency. The build writes dist/.build-stamp when it
// succeeds; a file newer than the stamp (or no stamp) means build.
import '../bin/nodeGuard.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
/** What the compiled output depends on: the sources of the service and of the workspace packages, and the build settings. */
const INPUTS = ['src', 'packages', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...INPUTS.map(newestChange));
if (built > 0 && changed <= built) {
  console.error('dist/ is up to date with src/: not compiling (npm run build forces it)');
} else {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `built ${new Date().toISOString()} in ${Date.now() - started} ms\n`);
}
