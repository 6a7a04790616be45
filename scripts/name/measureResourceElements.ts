/**
 * Measures the 자원오행 table (data/name/resource-elements.json) in each school:
 * its coverage of the court list, its agreement with each published
 * per-character table (publishedResourceTables.ts: read from local mirrors at
 * run time, never copied), how far those tables agree with each other, and our
 * agreement on the characters where they do. The figures of data/name/REPORT.md.
 *
 *   node --conditions=tojeong-source --import tsx scripts/name/measureResourceElements.ts
 */
import { type Element, RESOURCE_ELEMENTS_VERSION, RESOURCE_SCHOOL_NAMES, type ResourceSchool } from '../../packages/core/src/elements/index.js';
import { resourceElementOf } from '../../packages/core/src/hanja/charResourceElement.js';
import { nameHanja, nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { readTable, TABLES } from './publishedResourceTables.js';

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)}%`);
const count = (n: number) => n.toLocaleString('en-US');

function coverage(school: ResourceSchool): void {
  const records = nameHanjaRecords();
  const answers = records.map((record) => resourceElementOf(record.hanja, school));
  const withValue = answers.filter((a) => a.value !== null).length;
  const disputed = answers.filter((a) => a.disputed).length;
  console.log(`  coverage: ${count(withValue)}/${count(records.length)} court characters (${percent(withValue, records.length)}); disputed ${count(disputed)}`);
}

interface Tally {
  compared: number;
  agree: number;
  agreeOrAlternative: number;
  theyOnly: number;
  byKey: Map<string, { count: number; theirs: Map<Element, number> }>;
}

/** Our answers against one set of character → element (court characters only). */
function tally(rows: ReadonlyMap<string, Element>, school: ResourceSchool): Tally {
  const t: Tally = { compared: 0, agree: 0, agreeOrAlternative: 0, theyOnly: 0, byKey: new Map() };
  for (const [hanja, theirs] of rows) {
    const record = nameHanja(hanja);
    if (record === undefined) continue;
    const ours = resourceElementOf(hanja, school);
    if (ours.value === null) {
      t.theyOnly++;
      continue;
    }
    t.compared++;
    if (ours.value === theirs) t.agree++;
    if (ours.value === theirs || ours.alternatives.includes(theirs)) {
      t.agreeOrAlternative++;
      if (ours.value === theirs) continue;
    }
    const key = ours.rule?.startsWith('override') ? `${ours.rule} ${hanja}` : `radical ${record.radical.number} ${record.radical.char} ${ours.value}`;
    const row = t.byKey.get(key) ?? { count: 0, theirs: new Map<Element, number>() };
    row.count++;
    row.theirs.set(theirs, (row.theirs.get(theirs) ?? 0) + 1);
    t.byKey.set(key, row);
  }
  return t;
}

function report(label: string, t: Tally, details: boolean): void {
  console.log(`  ${label}: compared ${count(t.compared)}; agree ${count(t.agree)} (${percent(t.agree, t.compared)}); agree or our alternative ${count(t.agreeOrAlternative)} (${percent(t.agreeOrAlternative, t.compared)}); they give, we leave empty ${count(t.theyOnly)}`);
  if (!details) return;
  const rows = [...t.byKey].sort((a, b) => b[1].count - a[1].count).slice(0, 25);
  for (const [key, row] of rows) {
    const theirs = [...row.theirs].map(([element, n]) => `${element}${n}`).join(' ');
    console.log(`      ${String(row.count).padStart(4)}  ${key} → theirs ${theirs}`);
  }
}

const tables = TABLES.map((table) => ({ table, read: readTable(table) }));
const present = tables.filter((t): t is { table: (typeof TABLES)[number]; read: NonNullable<ReturnType<typeof readTable>> } => t.read !== null);
for (const { table, read } of tables) {
  console.log(read === null ? `missing mirror (skipped): ${table.gitDir}` : `table: ${table.name} @ ${read.commit}`);
}

// The tables with each other, court characters only.
const court = new Set(nameHanjaRecords().map((r) => r.hanja));
console.log('\nthe tables with each other (court characters both give):');
for (let i = 0; i < present.length; i++) {
  for (let j = i + 1; j < present.length; j++) {
    const a = present[i]!;
    const b = present[j]!;
    let both = 0;
    let same = 0;
    for (const [hanja, e] of a.read.rows) {
      const other = b.read.rows.get(hanja);
      if (!court.has(hanja) || other === undefined) continue;
      both++;
      if (other === e) same++;
    }
    console.log(`  ${a.table.path.split('/').pop()} × ${b.table.path.split('/').pop()}: ${count(both)} in both, agree ${count(same)} (${percent(same, both)})`);
  }
}

// Characters on which every table that gives them agrees, given by at least two tables of different families.
const agreed = new Map<string, Element>();
for (const hanja of court) {
  const given = present.filter(({ read }) => read.rows.has(hanja));
  const values = new Set(given.map(({ read }) => read.rows.get(hanja)!));
  const families = new Set(given.map(({ table }) => table.family));
  if (values.size === 1 && families.size >= 2) agreed.set(hanja, [...values][0]!);
}

console.log(`\n${RESOURCE_ELEMENTS_VERSION}`);
for (const school of RESOURCE_SCHOOL_NAMES) {
  console.log(`\nschool ${school}`);
  coverage(school);
  for (const { table, read } of present) report(table.path.split('/').pop()!, tally(read.rows, school), false);
  report(`where the tables agree with each other (every table giving the character, both families: ${count(agreed.size)} characters)`, tally(agreed, school), true);
}
