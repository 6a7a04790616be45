/**
 * The published per-character 자원오행 tables this project measures itself
 * against (data/name/sources/published/tables.md): read at run time from a
 * local mirror (`fetch` brings them to /work/.mirror/…), never copied — none
 * carries a licence. Each gives character → element; `family` groups the
 * tables that are not independent of each other (NamingHouse's builder
 * cross-checks against the sajuplus crawl; namespring-web holds Seed's rows).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Element, ELEMENTS } from '../../packages/core/src/elements/index.js';

export interface PublishedTable {
  name: string;
  family: 'naminghouse-sajuplus' | 'seed';
  gitDir: string;
  path: string;
  parse: (text: string) => Map<string, Element>;
}

/** Tables write 金 as the compatibility ideograph U+F90A too (Seed, mostly): compared after NFC, which makes it U+91D1. */
const isElement = (value: string): value is Element => (ELEMENTS as readonly string[]).includes(value);
const nfc = (text: string | undefined) => (text ?? '').trim().normalize('NFC');
const KOREAN: Record<string, Element> = { 목: '木', 화: '火', 토: '土', 금: '金', 수: '水' };

/** A tab-separated file with a header row naming the `hanja` and `element` columns. */
function naminghouse(text: string): Map<string, Element> {
  const [header = '', ...lines] = text.split('\n');
  const columns = header.split('\t');
  const hanjaAt = columns.indexOf('hanja');
  const elementAt = columns.indexOf('element');
  const table = new Map<string, Element>();
  for (const line of lines) {
    const cells = line.split('\t');
    const element = nfc(cells[elementAt]);
    if (cells[hanjaAt] !== undefined && isElement(element)) table.set(nfc(cells[hanjaAt]), element);
  }
  return table;
}

/** The sajuplus crawl: CSV `Hanja,mean,sound,meanFiveElements,soundFiveElements`, the element in hangul (목 화 토 금 수), the meaning quoted. */
function sajuplus(text: string): Map<string, Element> {
  const table = new Map<string, Element>();
  for (const line of text.split('\n').slice(1)) {
    const hanja = Array.from(line.normalize('NFC'))[0];
    // The element is the second field from the end: the meaning before it may hold commas inside quotes.
    const fields = line.split(',');
    const element = KOREAN[fields.at(-2)?.trim() ?? ''];
    if (hanja !== undefined && element !== undefined) table.set(hanja, element);
  }
  return table;
}

/** Seed: a JSON object keyed "reading/hanja" with `hanja` and `source_element`. */
function seed(text: string): Map<string, Element> {
  const table = new Map<string, Element>();
  for (const entry of Object.values(JSON.parse(text) as Record<string, { hanja: string; source_element: string }>)) {
    const element = nfc(entry.source_element);
    if (isElement(element)) table.set(nfc(entry.hanja), element);
  }
  return table;
}

export const TABLES: PublishedTable[] = [
  {
    name: 'github.com/hwoh87/NamingHouse engine/src/main/assets/hanja.tsv (a naming app asset, no licence)',
    family: 'naminghouse-sajuplus',
    gitDir: '/work/.mirror/hwoh87+NamingHouse/repo',
    path: 'engine/src/main/assets/hanja.tsv',
    parse: naminghouse,
  },
  {
    name: 'github.com/5KLetsGo/saju_naming dataset/crawled/naming_hanja.csv (a crawl of the sajuplus site, no licence)',
    family: 'naminghouse-sajuplus',
    gitDir: '/work/.mirror/5KLetsGo+saju_naming/repo',
    path: 'dataset/crawled/naming_hanja.csv',
    parse: sajuplus,
  },
  {
    name: 'github.com/metacomputingchoi/Seed src/main/resources/seed/data/name_char_hanja_dict_effective.json (no licence)',
    family: 'seed',
    gitDir: '/work/.mirror/metacomputingchoi+Seed/repo',
    path: 'src/main/resources/seed/data/name_char_hanja_dict_effective.json',
    parse: seed,
  },
];

/** The table read from its mirror, with the mirror's commit; null where the mirror is absent. */
export function readTable(table: PublishedTable): { rows: Map<string, Element>; commit: string } | null {
  if (!existsSync(table.gitDir)) return null;
  try {
    const text = execFileSync('git', ['--git-dir', table.gitDir, 'show', `HEAD:${table.path}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const commit = execFileSync('git', ['--git-dir', table.gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    return { rows: table.parse(text), commit };
  } catch {
    return null;
  }
}
