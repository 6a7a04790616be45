/**
 * Who may import whom (issue 46). The rooms of the library and of the service
 * and what each may import are the two tables of docs/architecture.md: this
 * test reads them and holds every import of packages/core/src and src/ to
 * them, so the rules written down are the rules enforced. Beside the tables:
 * the library imports no node: module, no package and nothing outside
 * packages/core but its JSON data, and has no circle among its files; the
 * service reaches the library only through its exported entry points, and
 * Fastify only from src/http.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { importsOf, resolveRelative } from './support/importGraph.js';
import { projectFiles, ROOT } from './support/projectFiles.js';

type Allowed = { pattern: string; typesOnly: boolean };
type Room = { path: string; mayImport: Allowed[] };
type Tree = { base: string; rooms: Room[]; files: Array<{ file: string; text: string }> };

const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');

/** The rows of the table under `## <heading>`: the room, and the rooms and files it may import. */
function roomsUnder(heading: string): Room[] {
  const section = DOC.split(/^## /m).find((part) => part.startsWith(heading));
  assert.ok(section, `docs/architecture.md has no section "${heading}"`);
  return section.split('\n').flatMap((line) => {
    if (!line.startsWith('| `')) return [];
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const path = /^`([^`]+)`$/.exec(cells[0]!)?.[1];
    assert.ok(path !== undefined && cells.length === 3, `docs/architecture.md: a row of "${heading}" is not | \`room\` | what | may import |: ${line}`);
    const mayImport = [...cells[2]!.matchAll(/`([^`]+)`( \(types\))?/g)].map((m) => ({ pattern: m[1]!, typesOnly: m[2] !== undefined }));
    return [{ path, mayImport }];
  });
}

const globPattern = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
const isFolder = (pattern: string) => pattern.endsWith('/');
const matches = (pattern: string, path: string) => (isFolder(pattern) ? path.startsWith(pattern) : globPattern(pattern).test(path));

/** The room of a path under the tree's base: a file named alone first, then the deepest folder, then a glob. */
function roomOf(rooms: readonly Room[], path: string): Room | undefined {
  const exact = rooms.find((room) => room.path === path);
  if (exact) return exact;
  const folders = rooms.filter((room) => isFolder(room.path) && path.startsWith(room.path)).sort((a, b) => b.path.length - a.path.length);
  return folders[0] ?? rooms.find((room) => room.path.includes('*') && matches(room.path, path));
}

/** Whether `room` may import `target`: its own room, a room its row names (folder rows mean that room's files), or a file it names. */
function mayImport(rooms: readonly Room[], room: Room, target: string, typeOnly: boolean): boolean {
  const targetRoom = roomOf(rooms, target);
  if (targetRoom === room) return true;
  return room.mayImport.some(({ pattern, typesOnly }) => (isFolder(pattern) ? targetRoom?.path === pattern : matches(pattern, target)) && (typeOnly || !typesOnly));
}

const CORE: Tree = { base: 'packages/core/src/', rooms: roomsUnder("The library's rooms"), files: projectFiles(join('packages', 'core', 'src'), '.ts') };
const SERVICE: Tree = { base: 'src/', rooms: roomsUnder("The service's rooms"), files: projectFiles('src', '.ts') };
const LIBRARY_ENTRIES = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'packages', 'core', 'package.json'), 'utf8')).exports as object).map((key) => `tojeong-core${key.slice(1)}`));

/** Every import of a tree's files that its rules refuse, as `file:line: 'specifier' …`. */
function refusedImports(tree: Tree, outside: (file: string, specifier: string, target: string | null) => string | null): string[] {
  return tree.files.flatMap(({ file, text }) => {
    const room = roomOf(tree.rooms, file.slice(tree.base.length))!;
    return importsOf(text).flatMap(({ specifier, line, typeOnly }) => {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : null;
      const where = `${file}:${line}: '${specifier}'`;
      const refusal = outside(file, specifier, target);
      if (refusal !== null) return [`${where}: ${refusal}`];
      if (target === null || !target.startsWith(tree.base)) return [];
      return mayImport(tree.rooms, room, target.slice(tree.base.length), typeOnly) ? [] : [`${where}: room ${room.path} may not import ${target.slice(tree.base.length)}${typeOnly ? ' (types)' : ''}`];
    });
  });
}

/** The library's rules beside the table. */
function coreOutside(_file: string, specifier: string, target: string | null): string | null {
  if (target === null) return specifier.startsWith('node:') ? 'the library imports no node: module' : 'the library has no dependencies: no package';
  if (target.startsWith(CORE.base)) return null;
  if (target.startsWith('packages/core/data/') && target.endsWith('.json')) return null;
  return 'the library imports nothing outside packages/core/src but the JSON of packages/core/data';
}

/** The service's rules beside the table. */
function serviceOutside(file: string, specifier: string, target: string | null): string | null {
  if (target !== null) {
    if (target.startsWith(SERVICE.base) || target.startsWith('bin/')) return null;
    return 'the service imports nothing outside src/ and bin/: the library through its entry points, never test/, scripts/ or bench/';
  }
  if (specifier.startsWith('tojeong-core')) return LIBRARY_ENTRIES.has(specifier) ? null : 'not an entry point packages/core/package.json exports';
  if ((specifier === 'fastify' || specifier.startsWith('fastify/') || specifier.startsWith('@fastify/')) && !file.startsWith('src/http/')) return 'Fastify only in src/http';
  return null;
}

test('docs/architecture.md matches the tree: every room it names exists, every source file is in a room, every room a row names has a row', () => {
  for (const tree of [CORE, SERVICE]) {
    assert.ok(tree.rooms.length >= 10, `${tree.base}: ${tree.rooms.length} rooms read`);
    for (const { path, mayImport: allowed } of tree.rooms) {
      for (const pattern of [path, ...allowed.map((a) => a.pattern)]) {
        const exists = isFolder(pattern) || !pattern.includes('*') ? existsSync(join(ROOT, tree.base, pattern)) : tree.files.some(({ file }) => matches(pattern, file.slice(tree.base.length)));
        assert.ok(exists, `docs/architecture.md names ${tree.base}${pattern}, which the tree does not have`);
        if (isFolder(pattern)) assert.ok(tree.rooms.some((room) => room.path === pattern), `${tree.base}${pattern} is named as a room but has no row`);
      }
    }
    const roomless = tree.files.filter(({ file }) => roomOf(tree.rooms, file.slice(tree.base.length)) === undefined).map(({ file }) => file);
    assert.deepEqual(roomless, [], 'files in no room of docs/architecture.md');
  }
});

test('every import of the library keeps to its rooms: no node:, no package, nothing of src/, hanja nothing of name, the elements nothing but the leaves, …', () => {
  assert.deepEqual(refusedImports(CORE, coreOutside), []);
});

test('every import of the service keeps to its rooms: the library only through its entry points, Fastify only in src/http, the domain no front end', () => {
  assert.deepEqual(refusedImports(SERVICE, serviceOutside), []);
});

test('the library has no circle among its files', () => {
  const graph = new Map(CORE.files.map(({ file, text }) => [file, importsOf(text).filter((i) => i.specifier.startsWith('.')).map((i) => resolveRelative(file, i.specifier))]));
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
  assert.deepEqual(circles, []);
});

test('the rules refuse what they are there to refuse (the test can fail)', () => {
  const refused = (tree: Tree, file: string, text: string, outside: Parameters<typeof refusedImports>[1]) => refusedImports({ ...tree, files: [{ file, text }] }, outside).length > 0;
  const core = (file: string, text: string) => refused(CORE, `packages/core/src/${file}`, text, coreOutside);
  assert.ok(core('hanja/reading.ts', "import { analyzeName } from '../name/index.js';"), 'hanja imports nothing of name');
  assert.ok(core('elements/flow.ts', "import { nameHanja } from '../hanja/dictionary.js';"), 'the elements import no hanja');
  assert.ok(core('calendar/day.ts', "import { readFileSync } from 'node:fs';"), 'no node: module');
  assert.ok(core('calendar/day.ts', "import { clock } from '../../../../src/clock.js';"), 'nothing of src/');
  assert.ok(core('name/recommend/recommend.ts', "import { analyzeName } from '../analysis/analyze.js';"), 'the analysis only through its face');
  assert.ok(core('name/analysis/analyze.ts', "import type { RecommendInput } from '../recommend/index.js';"), 'the analysis imports nothing of the recommender');
  assert.ok(core('name/avoidHanja.ts', "import { analyzeName } from './analysis/index.js';"), 'the shared files import neither room');
  assert.ok(!core('name/recommend/recommend.ts', "import { analyzeName } from '../analysis/index.js';"), 'the face is open');
  const service = (file: string, text: string) => refused(SERVICE, `src/${file}`, text, serviceOutside);
  assert.ok(service('accounts/store.ts', "import { buildApp } from '../http/app.js';"), 'the domain imports no front end');
  assert.ok(service('accounts/store.ts', "import Fastify from 'fastify';"), 'Fastify only in src/http');
  assert.ok(service('db/schema.ts', "import { PLANS } from '../accounts/plans.js';"), 'db imports types only');
  assert.ok(!service('db/schema.ts', "import type { PlanName } from '../accounts/plans.js';"), 'db imports types');
  assert.ok(service('cli/run.ts', "import { nameRoutes } from '../http/routes/name.js';"), 'the CLI takes only schemas from the routes');
  assert.ok(service('name/index.ts', "export * from 'tojeong-core/src/name/index.js';"), 'the library only through its entry points');
  assert.ok(service('name/index.ts', "export * from '../../packages/core/src/name/index.js';"), 'no path into packages/');
});
