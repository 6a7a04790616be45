/**
 * The counts the documentation (README.md and the docs/ files it links to)
 * and data/hanja/README.md quote are the build's: each is read from the
 * sentence that states it and compared with the Figures table at the top of
 * data/hanja/REPORT.md, which data.test.ts holds to a fresh build byte for
 * byte.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

function reportFigures(): Map<string, number> {
  const report = read('data/hanja/REPORT.md');
  const section = report.slice(report.indexOf('## Figures'), report.indexOf('## Court list in'));
  const figures = new Map<string, number>();
  for (const match of section.matchAll(/^\| (.+?) \| (\d+) \|$/gm)) figures.set(match[1]!, Number(match[2]));
  assert.ok(figures.size >= 10, 'REPORT.md opens with its Figures table');
  return figures;
}

/** [file, the sentence's pattern with the number as its first group, the figure it states] */
const QUOTED: Array<[string, RegExp, string]> = [
  ['docs/hanja-data.md', /holds the name-usable dictionary \(([\d,]+) characters/, 'records'],
  ['docs/hanja-data.md', /the court list's ([\d,]+) codes less/, 'court codes'],
  ['docs/hanja-data.md', /less the ([\d,]+) left with no Unicode character/, 'codes without a Unicode character'],
  ['docs/hanja-data.md', /has mapped ([\d,]+) of the court's private codes/, 'court-private codes mapped'],
  ['docs/hanja-data.md', /a reading table for ([\d,]+) hanja/, 'reading table characters'],
  ['docs/name.md', /another 원획 \(([\d,]+) characters/, 'disputed records'],
  ['docs/name.md', /`null` when no source has one — ([\d,]+) characters/, 'records without any meaning'],
  ['docs/name.md', /; ([\d,]+) characters read differently from the court's 가나다-first order/, 'name readings changed'],
  ['data/hanja/README.md', /snapshots \(([\d,]+) codes\)/, 'court codes'],
  ['data/hanja/README.md', /less the ([\d,]+) codes that have no Unicode character/, 'codes without a Unicode character'],
  ['data/hanja/README.md', /has mapped ([\d,]+) court-private codes/, 'court-private codes mapped'],
  ['data/hanja/README.md', /\n {2}([\d,]+) records \(the \d+ among them\)/, 'records'],
  ['data/hanja/README.md', /Mapped \(([\d,]+)\):/, 'court-private codes mapped'],
  ['data/hanja/README.md', /not hidden\. ([\d,]+) records, listed in `REPORT.md`/, 'disputed records'],
  ['data/hanja/README.md', /changed in 2\.0\.0\*\*: ([\d,]+) records' 원획/, '원획 changed from 1.0.0'],
  ['data/hanja/README.md', /clause that changed it\), ([\d,]+) new records/, 'new records'],
  ['data/hanja/README.md', /173\+12: ([\d,]+) records\)/, 'pairs chosen by the written count'],
  ['data/hanja/README.md', /鼇 24 \(敖 11\): ([\d,]+) records/, 'pairs chosen by the series count'],
  ['data/hanja/README.md', /table's 계 \(Unihan\)\. ([\d,]+) characters read differently/, 'name readings changed'],
  ['data/hanja/README.md', /\n {2}([\d,]+) records get one \(妞/, 'records with initialReadings'],
  ['data/hanja/README.md', /\. ([\d,]+) characters, sorted by code point/, 'reading table characters'],
];

test('the counts the READMEs quote are the build report\'s figures', () => {
  const figures = reportFigures();
  const wrong: string[] = [];
  for (const [file, pattern, figure] of QUOTED) {
    const match = pattern.exec(read(file));
    assert.ok(match, `${file} states "${figure}" (${pattern})`);
    const quoted = match[1]!;
    const want = figures.get(figure);
    assert.ok(want !== undefined, `REPORT.md has the figure "${figure}"`);
    if (Number(quoted.replace(/,/g, '')) !== want) wrong.push(`${file}: "${figure}" quoted as ${quoted}, the report says ${want}`);
  }
  assert.deepEqual(wrong, []);
});

test('the mapped characters the READMEs list are the mapping table\'s', () => {
  const mapped = read('data/hanja/court-private-codes.tsv').split('\n').filter((l) => l.split('\t')[1] === 'mapped').map((l) => l.split('\t')[2]!);
  const listed = /Mapped \(\d+\): ([^.]+)\./.exec(read('data/hanja/README.md'))![1]!.split(/\s+/).filter((c) => c !== '');
  assert.deepEqual([...listed].sort(), [...mapped].sort());
  // docs/hanja-data.md names some of them; each it names is mapped.
  const named = /— ([^—]+) among them —/.exec(read('docs/hanja-data.md'))![1]!.split(/\s+/).filter((c) => c !== '');
  for (const c of named) assert.ok(mapped.includes(c), c);
  assert.ok(named.includes('姬'));
});
