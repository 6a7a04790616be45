/**
 * The convention of Korean naming practice for each radical's 자원오행
 * (issue 48), observed: for every Kangxi radical, how many of its court-listed
 * characters each published table gives each element (counts only: no
 * table's rows are kept). A radical has a convention where both independent
 * families of tables (NamingHouse with the sajuplus crawl; Seed) give the same
 * element to at least CONVENTION_SHARE (two in three) of its characters, each
 * family with at least CONVENTION_MIN of them; a family is counted by its table
 * that gives the radical the most characters (NamingHouse leaves some radicals
 * the sajuplus crawl fills). Written to
 * data/name/sources/radical-conventions.tsv, the evidence of the radical rows
 * of resource-elements.json; needs the mirrors (publishedResourceTables.ts).
 *
 *   node --conditions=tojeong-source --import tsx scripts/name/deriveRadicalConventions.ts
 */
import { writeFileSync } from 'node:fs';
import { type Element } from '../../packages/core/src/elements/index.js';
import { nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { readTable, TABLES } from './publishedResourceTables.js';

export const CONVENTION_SHARE = 2 / 3;
export const CONVENTION_MIN = 2;

const records = nameHanjaRecords();
const read = TABLES.map((table) => ({ table, read: readTable(table) }));
for (const { table, read: r } of read) if (r === null) throw new Error(`mirror missing: ${table.gitDir}`);

type Counts = Map<Element, number>;
const counts = (rows: Map<string, Element>, radical: number): Counts => {
  const c: Counts = new Map();
  for (const r of records) {
    if (r.radical.number !== radical) continue;
    const e = rows.get(r.hanja);
    if (e !== undefined) c.set(e, (c.get(e) ?? 0) + 1);
  }
  return c;
};
const top = (c: Counts): { element: Element | null; share: number; total: number } => {
  const total = [...c.values()].reduce((a, b) => a + b, 0);
  const [element, n] = [...c].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return { element, share: total === 0 ? 0 : n / total, total };
};
const show = (c: Counts) => [...c].sort((a, b) => b[1] - a[1]).map(([e, n]) => `${e}${n}`).join(' ');

const lines = [['radical', 'char', 'court_chars', ...read.map(({ table }) => table.path.split('/').pop()), 'convention'].join('\t')];
const chars = new Map<number, string>();
for (const r of records) chars.set(r.radical.number, r.radical.char);
for (let n = 1; n <= 214; n++) {
  const perTable = read.map(({ read: r }) => counts(r!.rows, n));
  const families = ['naminghouse-sajuplus', 'seed'].map((family) => {
    // A family's count: its table with the most characters of the radical (the others are not independent of it).
    const members = read.flatMap(({ table }, i) => (table.family === family ? [top(perTable[i]!)] : []));
    return members.sort((a, b) => b.total - a.total)[0]!;
  });
  const agreed = families.every((f) => f.element !== null && f.element === families[0]!.element && f.share >= CONVENTION_SHARE && f.total >= CONVENTION_MIN);
  const court = records.filter((r) => r.radical.number === n).length;
  lines.push([n, chars.get(n) ?? '', court, ...perTable.map(show), agreed ? families[0]!.element : ''].join('\t'));
}
const commits = read.map(({ table, read: r }) => `# ${table.name} @ ${r!.commit}`);
writeFileSync(new URL('../../packages/core/data/name/sources/radical-conventions.tsv', import.meta.url), `${commits.join('\n')}\n${lines.join('\n')}\n`);
console.log(`${lines.length - 1} radicals; ${lines.filter((l) => /\t[木火土金水]$/.test(l)).length} with a convention`);
