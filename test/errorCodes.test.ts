/**
 * The error codes of src/errors.ts (the library's, packages/core/src/errors.ts,
 * spread into it), in both directions: every code of the table is produced
 * somewhere in src/ or the library and documented in the README with its
 * status, and neither the README nor any file of docs/ (where its longer
 * sections live) names a code the table does not have or pairs a code with
 * another status.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ERROR_CODES, type ErrorCode } from '../src/errors.js';
import { projectFiles, ROOT } from './support/projectFiles.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The README and every Markdown file of docs/, which the README links to for what it leaves out. */
const DOCS = projectFiles('docs', '.md');
/** README.ko.md (issue 50) names codes and statuses too, and is held to the same table. */
const README_KO = readFileSync(join(ROOT, 'README.ko.md'), 'utf8');
const DOCUMENTED = [README, README_KO, ...DOCS.map(({ text }) => text)].join('\n');

const sources = (dir: string) => projectFiles(dir, '.ts');

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];
/** Upper-case names with an underscore: the form of every error code (and of environment variables). */
const CODE_LIKE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

test('every code of the table is produced in src/ or the library: thrown as a ServiceError or TojeongError, or mapped from a failing request field', () => {
  const produced = new Map<string, string[]>();
  const note = (code: string, file: string) => produced.set(code, [...(produced.get(code) ?? []), file]);
  for (const { file, text } of [...sources('src'), ...sources(join('packages', 'core', 'src'))]) {
    if (file === join('src', 'errors.ts')) continue;
    for (const match of text.matchAll(/new (?:ServiceError|TojeongError)\(\s*'([A-Z_]+)'/g)) note(match[1]!, file);
    // A route's field error codes (a route's fieldErrorCodes, or the *_FIELD_CODES its schema module keeps for the route and
    // its MCP tool): the one documented mapping (src/http/validation.ts) from a schema failure to a code.
    for (const block of text.matchAll(/(?:fieldErrorCodes:|_FIELD_CODES =)\s*\{([^}]*)\}/g)) {
      for (const match of block[1]!.matchAll(/'([A-Z_]+)'/g)) note(match[1]!, file);
    }
  }
  const neverProduced = CODES.filter((code) => !produced.has(code));
  assert.deepEqual(neverProduced, [], 'codes in src/errors.ts that nothing produces');
  const unknown = [...produced.keys()].filter((code) => !(code in ERROR_CODES));
  assert.deepEqual(unknown, [], 'codes produced that the table does not have');
});

test('the README lists every code of the table with its status, and no other', () => {
  const section = README.slice(README.indexOf('### Error codes'));
  const rows = [...section.slice(0, section.indexOf('\n### ', 1)).matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1]!, Number(m[2])] as const);
  assert.ok(rows.length > 0, 'README has an "Error codes" table');
  assert.deepEqual(
    rows.map(([code]) => code).sort(),
    [...CODES].sort(),
    'the README table lists exactly the codes of src/errors.ts',
  );
  for (const [code, status] of rows) assert.equal(status, ERROR_CODES[code as ErrorCode], `${code}: the README's status is the table's`);
});

test('the README and docs/ name no error code that is not in the table, and give every status they pair with a code correctly', () => {
  assert.ok(DOCS.length > 0, 'docs/ holds the sections the README links to');
  // Upper-case names that are not error codes must be environment variables the code reads, or names from elsewhere listed here.
  const readByCode = new Set<string>();
  for (const { text } of [...sources('src'), ...sources('bench'), ...sources('test')]) {
    for (const match of text.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'/g)) readByCode.add(match[1] ?? match[2]!);
  }
  // The CI script's own settings, read as ${NAME:-default}.
  for (const match of readFileSync(join(ROOT, '.ci', 'run'), 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*):-/g)) readByCode.add(match[1]!);
  const OUTSIDE_NAMES = new Set(['PAY_PENDING' /* a PortOne payment status */, 'SQLITE_BUSY' /* SQLite's result code for a locked database */, 'NODE_EXTRA_CA_CERTS' /* Node's own: more trusted certificate authorities */]);
  const strangers = [...new Set(DOCUMENTED.match(CODE_LIKE) ?? [])].filter((name) => !(name in ERROR_CODES) && !readByCode.has(name) && !OUTSIDE_NAMES.has(name));
  assert.deepEqual(strangers, [], 'names in the README or docs/ that are neither error codes (src/errors.ts) nor environment variables the code reads');

  // "400 BAD_INPUT", "**503 DATABASE_UNAVAILABLE**", "TOKEN_UNKNOWN (404)": the status beside a code is the table's.
  const pairs = [
    ...[...DOCUMENTED.matchAll(/\b([1-5]\d\d)\*{0,2} \*{0,2}`?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)].map((m) => [m[2]!, Number(m[1])] as const),
    ...[...DOCUMENTED.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`? \(([1-5]\d\d)\b/g)].map((m) => [m[1]!, Number(m[2])] as const),
  ];
  assert.ok(pairs.length > 20, `found ${pairs.length} status-code pairs`);
  const wrong = pairs.filter(([code, status]) => ERROR_CODES[code as ErrorCode] !== status).map(([code, status]) => `${status} ${code}`);
  assert.deepEqual(wrong, [], 'statuses the README or docs/ give codes that the table does not');
});
