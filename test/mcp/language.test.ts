/**
 * The language of `tojeong mcp`'s tool errors (src/mcp/language.ts): TOJEONG_LANG=ko|en first, then the
 * locale as the command line reads it; any other TOJEONG_LANG stops the server with one line, exit 2.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { UsageError } from '../../src/cli/usage.js';
import { mcpLanguage } from '../../src/mcp/language.js';

test('TOJEONG_LANG wins over the locale; without it (or empty) the locale decides, as for the command line', () => {
  assert.equal(mcpLanguage({}), 'en');
  assert.equal(mcpLanguage({ TOJEONG_LANG: 'ko' }), 'ko');
  assert.equal(mcpLanguage({ TOJEONG_LANG: 'ko', LANG: 'en_US.UTF-8', LC_ALL: 'C' }), 'ko');
  assert.equal(mcpLanguage({ TOJEONG_LANG: 'en', LC_ALL: 'ko_KR.UTF-8' }), 'en');
  assert.equal(mcpLanguage({ LANG: 'ko_KR.UTF-8' }), 'ko');
  assert.equal(mcpLanguage({ TOJEONG_LANG: '', LC_MESSAGES: 'ko_KR.UTF-8' }), 'ko');
  assert.throws(() => mcpLanguage({ TOJEONG_LANG: 'ko_KR' }), (error: unknown) => error instanceof UsageError && /TOJEONG_LANG must be ko or en, not "ko_KR"/.test(error.message));
});

test('tojeong mcp with TOJEONG_LANG=fr: one line on stderr, exit 2, before serving', async () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const args = ['--conditions=tojeong-source', '--import', 'tsx', 'src/cli/main.ts', 'mcp'];
    execFile(process.execPath, args, { cwd: root, timeout: 60_000, env: { ...process.env, TOJEONG_LANG: 'fr' } }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error);
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
  assert.equal(run.code, 2);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, 'tojeong mcp: TOJEONG_LANG must be ko or en, not "fr" (tojeong mcp --help)\n');
});
