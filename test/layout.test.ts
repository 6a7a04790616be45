/**
 * The house rules that a file listing can check (issue 29): small files, one
 * composition root, HTTP named only where HTTP is spoken, a grouped src/http,
 * and a README for users with the rest in docs/.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectFiles, ROOT } from './support/projectFiles.js';

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const SOURCES = [...projectFiles('src', '.ts'), ...projectFiles(join('packages', 'core', 'src'), '.ts')];

test('every source file of the service and of the library is at most 300 lines', () => {
  const long = SOURCES.filter(({ text }) => lineCount(text) > 300).map(({ file, text }) => `${file}: ${lineCount(text)} lines`);
  assert.deepEqual(long, []);
});

test('the database is opened in one place, the composition root (src/services.ts)', () => {
  const opening = SOURCES.filter(({ file, text }) => file !== join('src', 'db', 'database.ts') && /\bopenDatabase\s*\(/.test(text)).map(({ file }) => file);
  assert.deepEqual(opening, [join('src', 'services.ts')]);
});

/** The headers the service reads or writes, or sends to the payment provider. */
const HTTP_HEADERS = [
  'retry-after',
  'x-api-key',
  'x-ratelimit-remaining-month',
  'x-request-id',
  'accept-language',
  'content-language',
  'content-type',
  'cache-control',
  'authorization',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'vary',
  'location',
];
const DOMAIN_FOLDERS = ['calendar', 'tojeong', 'hanja', 'name', 'accounts', 'billing', 'admin'];

test('no domain folder names an HTTP header: domain code raises errors with their data, the HTTP layer writes headers', () => {
  const header = new RegExp(`\\b(?:${HTTP_HEADERS.join('|')})\\b`, 'i');
  const inDomain = SOURCES.filter(({ file }) => DOMAIN_FOLDERS.some((folder) => file.startsWith(join('src', folder) + '/') || file.startsWith(join('packages', 'core', 'src', folder) + '/')));
  assert.ok(inDomain.length > 50, `the domain folders hold ${inDomain.length} files`);
  const naming = inDomain.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (header.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(naming, []);
});

test('src/http keeps at most 10 loose files; the rest are grouped in folders', () => {
  const loose = readdirSync(join(ROOT, 'src', 'http'), { withFileTypes: true }).filter((entry) => entry.isFile());
  assert.ok(loose.length <= 10, `src/http has ${loose.length} loose files: ${loose.map((e) => e.name).join(', ')}`);
});

test('the README is at most 300 lines and links every page of docs/, each of which exists', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  assert.ok(lineCount(readme) <= 300, `README.md has ${lineCount(readme)} lines`);
  const pages = projectFiles('docs', '.md').map(({ file }) => file);
  assert.ok(pages.length > 0);
  const linked = new Set([...readme.matchAll(/\]\((docs\/[^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]!));
  for (const page of pages) assert.ok(linked.has(page), `README.md does not link ${page}`);
  for (const link of linked) assert.ok(pages.includes(link), `README.md links ${link}, which docs/ does not have`);
});
