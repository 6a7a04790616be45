/**
 * Writes the convention into data/name/resource-elements.json (issue 48):
 *
 * - every radical with a convention (data/name/sources/radical-conventions.tsv,
 *   from deriveRadicalConventions.ts) takes that element, its classical value
 *   (the project's first table, `classical`) kept as the alternative where
 *   they differ, and its evidence names the observed counts;
 * - `disputes`: for each court character on which the published tables give
 *   an element other than ours, the other elements (no table's own value is
 *   kept where it agrees with ours; the file says only that a dispute exists
 *   and which elements it is between), so the answer marks it `disputed`.
 *
 * Hand-written parts (the classical values, their evidence, the overrides)
 * are left as they are. Needs the mirrors (publishedResourceTables.ts).
 *
 *   node --conditions=tojeong-source --import tsx scripts/name/applyRadicalConventions.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Element } from '../../packages/core/src/elements/index.js';
import { nameHanjaRecords } from '../../packages/core/src/hanja/index.js';
import { readTable, TABLES } from './publishedResourceTables.js';

interface Row {
  number: number;
  char: string;
  element: Element | null;
  alternative: Element | null;
  evidence: string;
  classical: Element | null;
}
interface Override {
  hanja: string;
  element: Element;
  alternative: Element | null;
  alternatives?: Element[];
  classical: Element | null;
}

const jsonUrl = new URL('../../packages/core/data/name/resource-elements.json', import.meta.url);
const tsvUrl = new URL('../../packages/core/data/name/sources/radical-conventions.tsv', import.meta.url);
const file = JSON.parse(readFileSync(jsonUrl, 'utf8')) as { radicals: Row[]; overrides: Override[]; disputes?: Record<string, Element[]> };

const TABLE_LABELS = ['NamingHouse', 'sajuplus crawl', 'Seed'];
const CONVENTION = /^convention of Korean naming practice[^·]*· classical(?: value \S+)?: /;

/** The classical evidence of a row, without any convention prefix an earlier run wrote. */
const classicalEvidence = (row: Row) => row.evidence.replace(CONVENTION, '');

const lines = readFileSync(tsvUrl, 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#')).slice(1);
let changed = 0;
for (const line of lines) {
  const cells = line.split('\t');
  const convention = (cells.at(-1) ?? '') as Element | '';
  if (convention === '') continue;
  const row = file.radicals[Number(cells[0]) - 1]!;
  const counts = cells.slice(3, 3 + TABLE_LABELS.length).map((c, i) => `${TABLE_LABELS[i]} ${c === '' ? '–' : c}`).join('; ');
  const observed = `court characters by element in the published tables: ${counts}; data/name/sources/radical-conventions.tsv`;
  const classical = classicalEvidence(row);
  if (row.element !== convention) changed++;
  const differs = row.classical !== convention;
  row.element = convention;
  // The classical value is the alternative where it differs; where the schools agree, the row keeps the alternative its classical evidence names.
  if (differs) row.alternative = row.classical;
  row.evidence = differs
    ? `convention of Korean naming practice (${observed}) · classical value ${row.classical ?? 'none'}: ${classical}`
    : `convention of Korean naming practice agrees (${observed}) · classical: ${classical}`;
}

// Characters the published tables put elsewhere than our convention: the elements of the dispute.
const radicalOf = new Map(nameHanjaRecords().map((r) => [r.hanja, r.radical.number]));
const overrides = new Map(file.overrides.map((o) => [o.hanja, o]));
const ours = (hanja: string): Element[] => {
  const o = overrides.get(hanja);
  if (o !== undefined) return [o.element, ...(o.alternative === null ? [] : [o.alternative]), ...(o.alternatives ?? []), ...(o.classical === null ? [] : [o.classical])];
  const r = file.radicals[radicalOf.get(hanja)! - 1]!;
  return [r.element, r.alternative, r.classical].filter((e): e is Element => e !== null);
};
const disputes: Record<string, Element[]> = {};
const tables = TABLES.map((t) => readTable(t));
if (tables.some((t) => t === null)) throw new Error('a mirror is missing: see publishedResourceTables.ts');
for (const hanja of radicalOf.keys()) {
  const known = ours(hanja);
  if (known[0] === undefined) continue;
  const others = [...new Set(tables.map((t) => t!.rows.get(hanja)).filter((e): e is Element => e !== undefined && !known.includes(e)))];
  if (others.length > 0) disputes[hanja] = others.sort();
}
file.disputes = Object.fromEntries(Object.entries(disputes).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The file's own layout: one radical, override or dispute per line, so a diff shows the rows that changed. */
function layout(data: Record<string, unknown>): string {
  const blocks = Object.entries(data).map(([key, value]) => {
    if (Array.isArray(value)) return `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
    if (value !== null && typeof value === 'object') {
      return `  ${JSON.stringify(key)}: {\n${Object.entries(value).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n  }`;
    }
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${blocks.join(',\n')}\n}\n`;
}
writeFileSync(jsonUrl, layout(file));
console.log(`${changed} radicals took the convention's element; ${Object.keys(disputes).length} characters disputed by a published table beyond the schools' values`);
