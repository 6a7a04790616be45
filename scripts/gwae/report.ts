/**
 * data/gwae/REPORT.md: the figures of the default edition's build. Deterministic
 * (no dates, no timings), so the rebuild test can compare it byte for byte.
 */
import { readText } from '../../src/hanja/index.js';
import { type Edition, TOTAL_VERSES } from '../../src/tojeong/text/index.js';
import type { Erratum } from './errata.js';
import type { ReadingFix } from './readingCheck.js';
import { type Place, placeLabel, SNAPSHOT, type SnapshotVerse } from './snapshot.js';
import { compareWithWitnesses, readWitnesses } from './witnesses.js';

export interface VerseAudit {
  place: Place;
  given: SnapshotVerse;
  hanja: string;
  reading: string;
  errata: Erratum[];
  fixes: ReadingFix[];
}

const n = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const code = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

function normalizationSection(audits: readonly VerseAudit[]): string[] {
  const verses = audits.filter((a) => a.place.section !== 'title');
  const titles = audits.filter((a) => a.place.section === 'title');
  const changed = (a: VerseAudit) => a.given.hanja.normalize('NFC') !== a.given.hanja;
  const byChar = new Map<string, number>();
  for (const a of audits) {
    for (const ch of a.given.hanja) if (ch.normalize('NFC') !== ch) byChar.set(ch, (byChar.get(ch) ?? 0) + 1);
  }
  const rows = [...byChar].sort((a, b) => b[1] - a[1] || a[0].codePointAt(0)! - b[0].codePointAt(0)!);
  return [
    '## Normalization',
    '',
    `Every hanja string is NFC-normalized: CJK Compatibility Ideographs become their unified characters.`,
    '',
    `- verses changed: ${n(verses.filter(changed).length)} of ${n(verses.length)}`,
    `- titles changed: ${n(titles.filter(changed).length)} of ${n(titles.length)}`,
    `- characters changed: ${n(rows.reduce((sum, [, count]) => sum + count, 0))}, ${rows.length} distinct compatibility ideographs`,
    '',
    '| compatibility ideograph | becomes | occurrences |',
    '| --- | --- | --- |',
    ...rows.map(([ch, count]) => `| ${ch} ${code(ch)} | ${ch.normalize('NFC')} ${code(ch.normalize('NFC'))} | ${n(count)} |`),
  ];
}

function errataSection(errata: readonly Erratum[]): string[] {
  return [
    '## Errata',
    '',
    `${errata.length} rows of \`errata.tsv\` applied, each at the one place it names (the evidence is in the file):`,
    '',
    '| place | field | from | to |',
    '| --- | --- | --- | --- |',
    ...errata.map((e) => `| ${placeLabel(e.place)} | ${e.field} | ${e.from} | ${e.to} |`),
  ];
}

function readingSection(audits: readonly VerseAudit[]): string[] {
  const verses = audits.filter((a) => a.place.section !== 'title');
  const titles = audits.filter((a) => a.place.section === 'title');
  const fixesOf = (kind: ReadingFix['kind']) => audits.flatMap((a) => a.fixes.filter((f) => f.kind === kind).map((f) => ({ a, f })));
  const syllables = fixesOf('syllable');
  const rebuilt = fixesOf('phrase-rebuilt');
  const stray = fixesOf('stray-dropped');
  const kept = (list: readonly VerseAudit[]) => list.filter((a) => a.fixes.length === 0).length;
  return [
    '## Readings',
    '',
    'The snapshot\'s reading of each verse is checked syllable by syllable (`scripts/gwae/readingCheck.ts`). A syllable is kept when it is one of its ' +
      'character\'s readings in `data/hanja/readings.json`, that reading\'s 두음법칙 form, or the sound the reading rules give at that place ' +
      '(a word\'s customary sound, 六月 유월); otherwise it is a typo and the rules\' syllable replaces it. A phrase read with another number of ' +
      'syllables than it has hanja is read anew by the rules; tokens without hangul are dropped.',
    '',
    `- verses whose reading is kept as given: ${n(kept(verses))} of ${n(verses.length)}; titles: ${n(kept(titles))} of ${n(titles.length)}`,
    `- syllables replaced (not a reading of their character): ${n(syllables.length)}, in ${n(new Set(syllables.map(({ a }) => a)).size)} verses or titles`,
    `- phrases read anew (wrong number of syllables): ${n(rebuilt.length)}`,
    `- stray tokens dropped: ${n(stray.length)}`,
    '',
    '### Syllables replaced',
    '',
    '| place | phrase | character | given | now |',
    '| --- | --- | --- | --- | --- |',
    ...syllables.map(({ a, f }) => `| ${placeLabel(a.place)} | ${f.hanja} | ${f.char} | ${f.given} | ${f.fixed} |`),
    '',
    '### Phrases read anew, tokens dropped',
    '',
    '| place | hanja | given | now |',
    '| --- | --- | --- | --- |',
    ...[...rebuilt, ...stray].map(({ a, f }) => `| ${placeLabel(a.place)} | ${f.hanja} | ${f.given} | ${f.fixed || '(dropped)'} |`),
  ];
}

function rulesSection(audits: readonly VerseAudit[]): string[] {
  const verses = audits.filter((a) => a.place.section !== 'title');
  const titles = audits.filter((a) => a.place.section === 'title');
  const agrees = (a: VerseAudit) => readText(a.hanja) === a.reading;
  const differences = new Map<string, { count: number; example: string }>();
  for (const a of verses) {
    const ruled = Array.from(readText(a.hanja));
    const served = Array.from(a.reading);
    Array.from(a.hanja).forEach((ch, i) => {
      if (ruled[i] === served[i]) return;
      const key = `${ch} ${ruled[i]} → ${served[i]}`;
      const entry = differences.get(key) ?? { count: 0, example: `${placeLabel(a.place)} ${a.hanja}` };
      entry.count += 1;
      differences.set(key, entry);
    });
  }
  const top = [...differences].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1)).slice(0, 40);
  const agreeing = verses.filter(agrees).length;
  return [
    '## The reading rules against these readings',
    '',
    'What `readText` (src/hanja/reading.ts, the rules an edition without readings gets) computes, compared with the checked readings above:',
    '',
    `- verses read exactly alike: ${n(agreeing)} of ${n(verses.length)} (${percent(agreeing, verses.length)}); titles: ${n(titles.filter(agrees).length)} of ${n(titles.length)}`,
    '',
    'The most frequent differences (character, the rules\' syllable → the edition\'s), with one place each. Most are places where the ' +
      'transcription departs from the standard sound (不 불 before ㄷ/ㅈ, 則 칙 as a conjunction) or applies the 두음법칙 where the rules do not:',
    '',
    '| difference | places | e.g. |',
    '| --- | --- | --- |',
    ...top.map(([key, { count, example }]) => `| ${key} | ${n(count)} | ${example} |`),
  ];
}

function witnessSection(edition: Edition): string[] {
  const comparisons = compareWithWitnesses(edition, readWitnesses());
  const witnesses = [...new Set(comparisons.map((c) => c.witness.witness))];
  const lines = ['## Witnesses', '', 'The edition against the independent transcriptions of `witnesses.tsv`:', ''];
  for (const name of witnesses) {
    const rows = comparisons.filter((c) => c.witness.witness === name);
    const withReading = rows.filter((c) => c.readingAgrees !== null);
    lines.push(
      `- ${name}: hanja identical in ${rows.filter((c) => c.hanjaAgrees).length} of ${rows.length} verses` +
        (withReading.length > 0 ? `; readings identical in ${withReading.filter((c) => c.readingAgrees).length} of ${withReading.length}` : ''),
    );
  }
  const disagreements = comparisons.filter((c) => !c.hanjaAgrees || c.readingAgrees === false);
  for (const c of disagreements) lines.push(`  - differs at ${c.label}: witness ${c.witness.hanja} ${c.witness.reading ?? ''}, edition ${c.edition?.hanja} ${c.edition?.reading ?? ''}`);
  return lines;
}

export function formatGwaeReport(facts: { audits: readonly VerseAudit[]; errata: readonly Erratum[]; edition: Edition }): string {
  const { audits, errata, edition } = facts;
  const verses = audits.filter((a) => a.place.section !== 'title');
  const lines = [
    '# The default gwae edition: build report',
    '',
    `Built by \`npm run build:gwae\` (scripts/buildGwaeEdition.ts) from the transcription in GitHub ${SNAPSHOT.repository}, ` +
      `\`${SNAPSHOT.path}\` at commit ${SNAPSHOT.commit} (sha256 ${SNAPSHOT.sha256}, checked by the build). ` +
      `Edition \`${edition.edition.id}@${edition.edition.version}\`.`,
    '',
    `- gwae: ${Object.keys(edition.gwae).length}; titles: ${audits.length - verses.length}; verses: ${n(verses.length)} (the format's ${n(TOTAL_VERSES)}), each {hanja, reading}`,
    `- distinct verse strings: ${n(new Set(verses.map((a) => a.hanja)).size)} (stock verses recur in the text)`,
    '',
    ...normalizationSection(audits),
    '',
    ...errataSection(errata),
    '',
    ...readingSection(audits),
    '',
    ...rulesSection(audits),
    '',
    ...witnessSection(edition),
  ];
  return `${lines.join('\n')}\n`;
}
