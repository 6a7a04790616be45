/**
 * Generator of packages/core/data/name/avoid-readings.json (issue 47): the
 * words a spoken name must not sound like, each with where it is matched —
 * the given name alone (given), the whole name (full), its start (prefix) or
 * anywhere in it (contains) — from sources/spoken-words.tsv (each row with
 * the pages that give the word's meaning or a name teased so) and
 * sources/spoken-words-reviewed.tsv (words of this project's reviewed list of
 * issue 37 for which no page was found; kept, and marked so).
 *
 * Run: `npm run build:avoid-readings`; `buildAvoidReadings()` writes nothing, so a test compares it with the committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DATA = new URL('../../packages/core/data/name/', import.meta.url);
const SCOPES = ['given', 'full', 'prefix', 'contains'];

function rows(file: string): Array<Record<string, string>> {
  const [header, ...lines] = readFileSync(new URL(`sources/${file}`, DATA), 'utf8').split('\n').filter((l) => l !== '');
  const columns = header!.split('\t');
  return lines.map((line, i) => {
    const cells = line.split('\t');
    const row = Object.fromEntries(columns.map((c, j) => [c, (cells[j] ?? '').trim()]));
    if (!/^\p{Script=Hangul}+$/u.test(row.text!)) throw new Error(`${file} line ${i + 2}: "${row.text}" is not hangul`);
    if (!SCOPES.includes(row.scope!)) throw new Error(`${file} line ${i + 2}: scope must be one of ${SCOPES.join(', ')}`);
    return row;
  });
}

export function buildAvoidReadings(): { json: string; entries: number } {
  const sourced = rows('spoken-words.tsv').map((r) => {
    if (!/^https?:\/\//.test(r.source!)) throw new Error(`spoken-words.tsv: ${r.text} names no page`);
    return { text: r.text!, scope: r.scope!, meaning: r.meaning_en!, meaningKo: r.meaning_ko!, sourced: true };
  });
  const reviewed = rows('spoken-words-reviewed.tsv').map((r) => ({ text: r.text!, scope: r.scope!, meaning: r.meaning_en!, meaningKo: '', sourced: false }));
  const seen = new Set<string>();
  const entries = [...sourced, ...reviewed].filter((e) => {
    const key = `${e.text}\t${e.scope}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.scope < b.scope ? -1 : 1));
  const file = {
    id: 'avoid-readings',
    version: '2.0.0',
    rule: 'words a child would be teased with, matched against the given name (given), the spoken full name (full), its start (prefix) or anywhere in it (contains)',
    entries,
  };
  return { json: `${JSON.stringify(file)}\n`, entries: entries.length };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = buildAvoidReadings();
  writeFileSync(new URL('avoid-readings.json', DATA), built.json);
  console.log(`wrote avoid-readings.json (${built.entries} entries)`);
}
