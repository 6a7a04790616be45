/**
 * Measures the 자원오행 table (data/name/resource-elements.json): its coverage
 * of the court list, and its agreement with each published per-character table
 * found in public repositories. Those tables carry no licence: they are read at
 * run time from a local mirror (`fetch` brings them to /work/.mirror/…), only to
 * count agreement, and never copied into the repository. A missing mirror is
 * skipped with a note.
 *
 *   node --conditions=tojeong-source --import tsx scripts/name/measureResourceElements.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nameHanja, nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { type Element, ELEMENTS, RESOURCE_ELEMENTS_VERSION } from '../../packages/core/src/elements/index.js';
import { resourceElementOf } from '../../packages/core/src/hanja/charResourceElement.js';

interface PublishedTable {
  name: string;
  /** The bare git directory of the mirror, and the file inside it. */
  gitDir: string;
  path: string;
  /** Reads the file's text into character → element. */
  parse: (text: string) => Map<string, Element>;
}

const isElement = (value: string): value is Element => (ELEMENTS as readonly string[]).includes(value);

/** A tab-separated file with a header row naming the `hanja` and `element` columns. */
function tsvColumns(text: string): Map<string, Element> {
  const [header = '', ...lines] = text.split('\n');
  const columns = header.split('\t');
  const hanjaAt = columns.indexOf('hanja');
  const elementAt = columns.indexOf('element');
  const table = new Map<string, Element>();
  for (const line of lines) {
    const cells = line.split('\t');
    const hanja = cells[hanjaAt];
    const element = cells[elementAt]?.trim() ?? '';
    if (hanja !== undefined && isElement(element)) table.set(hanja, element);
  }
  return table;
}

const TABLES: PublishedTable[] = [
  {
    name: 'github.com/hwoh87/NamingHouse engine/src/main/assets/hanja.tsv (a naming app asset, no licence)',
    gitDir: '/work/.mirror/hwoh87+NamingHouse/repo',
    path: 'engine/src/main/assets/hanja.tsv',
    parse: tsvColumns,
  },
];

function readMirror(table: PublishedTable): string | null {
  if (!existsSync(table.gitDir)) return null;
  try {
    return execFileSync('git', ['--git-dir', table.gitDir, 'show', `HEAD:${table.path}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

function commitOf(table: PublishedTable): string {
  return execFileSync('git', ['--git-dir', table.gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)}%`;
}

function coverage(): void {
  const records = nameHanjaRecords();
  const withValue = records.filter((record) => resourceElementOf(record.hanja).value !== null).length;
  const disputed = records.filter((record) => resourceElementOf(record.hanja).disputed).length;
  console.log(`${RESOURCE_ELEMENTS_VERSION}`);
  console.log(`coverage: ${withValue}/${records.length} court-listed characters have a value (${percent(withValue, records.length)})`);
  console.log(`disputed: ${disputed} characters carry an alternative`);
}

function agreement(table: PublishedTable): void {
  const text = readMirror(table);
  if (text === null) {
    console.log(`\n${table.name}: mirror not found at ${table.gitDir}; skipped (fetch github:${table.gitDir.split('/').at(-2)?.replace('+', '/')} to measure)`);
    return;
  }
  const published = table.parse(text);
  let compared = 0;
  let agree = 0;
  let agreeWithAlternative = 0;
  let theyOnly = 0;
  const byRadical = new Map<string, { count: number; theirs: Map<Element, number>; samples: string[] }>();
  for (const [hanja, theirs] of published) {
    const record = nameHanja(hanja);
    if (record === undefined) continue;
    const ours = resourceElementOf(hanja);
    if (ours.value === null) {
      theyOnly++;
      continue;
    }
    compared++;
    if (ours.value === theirs) {
      agree++;
      continue;
    }
    if (ours.alternative === theirs) agreeWithAlternative++;
    const key = ours.rule?.startsWith('override') ? `${ours.rule} ${hanja}` : `radical ${record.radical.number} ${record.radical.char} ${ours.value}`;
    const row = byRadical.get(key) ?? { count: 0, theirs: new Map<Element, number>(), samples: [] as string[] };
    row.count++;
    row.theirs.set(theirs, (row.theirs.get(theirs) ?? 0) + 1);
    if (row.samples.length < 12) row.samples.push(`${hanja}${theirs}`);
    byRadical.set(key, row);
  }
  console.log(`\n${table.name} @ ${commitOf(table)}`);
  console.log(`  characters in both (ours with a value): ${compared}; agree ${agree} (${percent(agree, compared)})`);
  console.log(`  disagreements where theirs is our alternative: ${agreeWithAlternative}; counting those, ${percent(agree + agreeWithAlternative, compared)}`);
  console.log(`  court characters they give and we leave empty: ${theyOnly}`);
  console.log('  disagreements by our radical or override (count, their elements, samples):');
  for (const [key, row] of [...byRadical].sort((a, b) => b[1].count - a[1].count)) {
    const theirs = [...row.theirs].map(([element, n]) => `${element}${n}`).join(' ');
    console.log(`    ${String(row.count).padStart(4)}  ${key}  → theirs ${theirs}  e.g. ${row.samples.join(' ')}`);
  }
}

coverage();
for (const table of TABLES) agreement(table);
