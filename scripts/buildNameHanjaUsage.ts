/**
 * Generator of data/hanja/name-hanja-usage.json (run: `npm run build:usage`):
 * for each name-usable hanja (data/hanja/name-hanja.json) and each of its
 * readings, how many word lines of libhangul's hanja dictionary read it so
 * (data/hanja/sources/libhangul-word-readings.tsv, the snapshot the hanja
 * build reads; a word-initial spelling such as 이 for 李's 리 counts for 리).
 * It orders the characters of one reading, most used first
 * (nameCharsByReading in packages/core/src/name/charsByReading.ts): how often a
 * character's reading stands in words of a dictionary of Korean is a measure
 * of how familiar it is, which the court list itself does not give.
 * `buildNameHanjaUsage()` writes nothing, so a test compares it with the committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { wordInitialForm } from '../packages/core/src/hangul.js';

const DATA = new URL('../data/hanja/', import.meta.url);

interface NameHanjaFile {
  records: Array<{ hanja: string; readings: string[] }>;
}

export function buildNameHanjaUsage(): string {
  const words = new Map<string, number>();
  for (const line of readFileSync(new URL('sources/libhangul-word-readings.tsv', DATA), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('hanja\t')) continue;
    const [hanja, reading, count] = line.split('\t') as [string, string, string];
    words.set(`${hanja}\t${reading}`, Number(count));
  }
  const { records } = JSON.parse(readFileSync(new URL('name-hanja.json', DATA), 'utf8')) as NameHanjaFile;
  const counts: Record<string, Record<string, number>> = {};
  for (const { hanja, readings } of records) {
    const byReading: Record<string, number> = {};
    for (const reading of readings) {
      const initial = wordInitialForm(reading);
      const count = (words.get(`${hanja}\t${reading}`) ?? 0) + (initial !== reading ? (words.get(`${hanja}\t${initial}`) ?? 0) : 0);
      if (count > 0) byReading[reading] = count;
    }
    if (Object.keys(byReading).length > 0) counts[hanja] = byReading;
  }
  const file = {
    id: 'name-hanja-usage',
    version: '1.0.0',
    source:
      'word lines of libhangul hanja.txt (Debian libhangul-data 0.1.0+git20191003-2, BSD-3) that read the character with the reading, ' +
      'from data/hanja/sources/libhangul-word-readings.tsv; a reading absent here is used by no word line',
    counts,
  };
  return `${JSON.stringify(file)}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = buildNameHanjaUsage();
  writeFileSync(new URL('name-hanja-usage.json', DATA), out);
  console.log(`wrote data/hanja/name-hanja-usage.json (${out.length} bytes)`);
}
