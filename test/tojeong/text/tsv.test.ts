import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { type Edition, GWAE_IDS, MONTH_KEYS, tsvToEdition } from '../../../src/tojeong/text/index.js';
import { syntheticEdition } from '../../fixtures/syntheticEdition.js';

const META = syntheticEdition().edition;

/** The edition written out as the operator's spreadsheet would be. */
function toTsv(edition: Edition): string {
  const rows = ['gwae\tsection\tmonth\tindex\thanja'];
  for (const id of GWAE_IDS) {
    const gwae = edition.gwae[id]!;
    rows.push(`${id}\ttitle\t\t\t${gwae.title.hanja}`);
    gwae.yearly.forEach((v, i) => rows.push(`${id}\tyearly\t\t${i + 1}\t${v as string}`));
    for (const m of MONTH_KEYS) gwae.monthly[m]!.forEach((v, i) => rows.push(`${id}\tmonth\t${m}\t${i + 1}\t${v as string}`));
  }
  return `${rows.join('\n')}\n`;
}

test('TSV import round trip gives the same edition', () => {
  const edition = syntheticEdition();
  const tsv = toTsv(edition);
  assert.equal(tsv.split('\n').length - 2, 144 * (1 + 9 + 36));
  const imported = tsvToEdition(tsv, META);
  assert.deepEqual(imported.problems, []);
  assert.deepEqual(imported.edition, edition);
});

test('TSV problems are reported by line, and gaps by place', () => {
  const lines = toTsv(syntheticEdition()).split('\n');
  lines[2] = '111\tyearly\t\t10\t一一一'; // index out of range (replaces yearly verse 1)
  lines[3] = '911\tyearly\t\t2\t一'; // bad id (replaces 111 yearly verse 2)
  lines[4] = '111\tverse\t\t3\t一'; // bad section (replaces 111 yearly verse 3)
  lines[5] = '111\tmonth\t13\t1\t一'; // bad month (replaces 111 yearly verse 4)
  lines[6] = '111\tyearly\t\t1\t一'; // duplicates nothing yet: fills verse 1
  lines[7] = '111\tyearly\t\t1\t二'; // repeats verse 1 (replaces verse 6)
  lines[8] = 'only\tthree\tcolumns';
  const { edition, problems } = tsvToEdition(lines.join('\n'), META);
  assert.equal(edition, null);
  const text = problems.map((p) => `${p.place}: ${p.message}`);
  assert.deepEqual(text.slice(0, 6), [
    'line 3: index must be 1 to 9 for a yearly verse, got "10"',
    'line 4: gwae "911" is not an id 111…863',
    'line 5: section must be title, yearly or month, got "verse"',
    'line 6: month must be 1 to 12, got "13"',
    'line 8: repeats gwae 111 yearly 1',
    'line 9: has 3 columns, must have 5 (gwae, section, month, index, hanja)',
  ]);
  // The verses those lines should have given are missing, each named by place.
  for (const verse of [2, 3, 4, 5, 6, 7]) {
    assert.ok(text.includes(`gwae 111, yearly, verse ${verse}: must start with a hanja and not be empty`), `verse ${verse}`);
  }
});

const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function corpus(...args: string[]) {
  return spawnSync(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'scripts/corpus.ts', ...args], { encoding: 'utf8' });
}

test('npm run corpus: import writes a valid edition, check accepts it and rejects a broken one', () => {
  const tsvPath = join(dir, 'text.tsv');
  const outPath = join(dir, 'edition.json');
  writeFileSync(tsvPath, toTsv(syntheticEdition()));
  const imported = corpus('import', tsvPath, '--out', outPath, '--id', META.id, '--title', META.title, '--source', META.source, '--license', META.license, '--version', META.version);
  assert.equal(imported.status, 0, imported.stderr);
  assert.deepEqual(JSON.parse(readFileSync(outPath, 'utf8')), syntheticEdition());
  const checked = corpus('check', outPath);
  assert.equal(checked.status, 0, checked.stderr);
  assert.match(checked.stdout, /valid edition "test-fixture".*6480 verses/);

  const broken = syntheticEdition();
  delete broken.gwae['111'];
  broken.gwae['863']!.monthly['2']!.pop();
  const brokenPath = join(dir, 'broken.json');
  writeFileSync(brokenPath, JSON.stringify(broken));
  const rejected = corpus('check', brokenPath);
  assert.equal(rejected.status, 1);
  assert.match(rejected.stderr, /2 problems\ngwae 111: missing\ngwae 863, month 2: has 2 verses, must have 3/);
});

test('npm run corpus: a broken TSV writes nothing; usage errors exit 2; schema prints the format', () => {
  const tsvPath = join(dir, 'short.tsv');
  const outPath = join(dir, 'short.json');
  writeFileSync(tsvPath, '111\ttitle\t\t\t一\n');
  const result = corpus('import', tsvPath, '--out', outPath, '--id', 'x', '--title', 't', '--source', 's', '--license', 'l', '--version', '1');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /nothing written/);
  assert.throws(() => readFileSync(outPath));
  assert.equal(corpus('import', tsvPath).status, 2);
  assert.equal(corpus('nonsense').status, 2);
  const schema = JSON.parse(execFileSync(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'scripts/corpus.ts', 'schema'], { encoding: 'utf8' }));
  assert.equal(schema.properties.format.const, 'tojeong-gwae-edition/1');
});
