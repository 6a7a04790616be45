/**
 * data/gwae/REPORT.md: the figures of the default edition's build. Deterministic
 * (no dates, no timings), so the rebuild test can compare it byte for byte.
 */
import { readingsOf, readText, type ReadingRules } from '../../src/hanja/index.js';
import { type Edition, TOTAL_VERSES } from '../../src/tojeong/text/index.js';
import type { CharacterTypo, TypoDecision } from './characterTypos.js';
import type { Erratum } from './errata.js';
import type { ReadingFix, RuleOnlySyllable } from './readingCheck.js';
import { type Place, placeLabel, SNAPSHOT, type SnapshotVerse } from './snapshot.js';
import { compareWithWitnesses, readWitnesses } from './witnesses.js';

export interface VerseAudit {
  place: Place;
  given: SnapshotVerse;
  hanja: string;
  reading: string;
  errata: Erratum[];
  fixes: ReadingFix[];
  ruleOnly: RuleOnlySyllable[];
}

const n = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const code = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

/** Up to four places, then how many in all. */
function placeList(places: readonly Place[]): string {
  const shown = places.slice(0, 4).map(placeLabel).join(', ');
  return places.length > 4 ? `${shown}, … (${places.length} in all)` : shown;
}

function recurrenceSection(audits: readonly VerseAudit[]): string[] {
  const verses = audits.filter((a) => a.place.section !== 'title');
  const titles = audits.filter((a) => a.place.section === 'title');
  const distinct = (strings: Iterable<string>) => new Set(strings).size;
  const asWritten = distinct(verses.map((a) => a.given.hanja));
  const normalized = distinct(verses.map((a) => a.given.hanja.normalize('NFC')));
  const served = distinct(verses.map((a) => a.hanja));
  const byTitle = new Map<string, string[]>();
  for (const a of titles) byTitle.set(a.hanja, [...(byTitle.get(a.hanja) ?? []), a.place.gwae]);
  const shared = [...byTitle].filter(([, ids]) => ids.length > 1);
  const sharedBy = (count: number) => shared.filter(([, ids]) => ids.length === count).length;
  return [
    '## Recurring verses and titles',
    '',
    'Stock verses and titles recur in the text; this is the text, not an error.',
    '',
    `- distinct verse strings: ${n(asWritten)} of ${n(verses.length)} as transcribed, ${n(normalized)} after NFC, ${n(served)} as served (after the errata). ` +
      `The ${n(asWritten)} of \`../shared/data/gwae-text/README.md\` are counted before NFC: a verse written once with a compatibility ideograph ` +
      '(不 U+F967) and elsewhere with the unified character (不 U+4E0D) is two strings there and one string after NFC, which leaves ' +
      `${n(asWritten - normalized)} fewer; the errata leave ${n(normalized - served)} fewer again, where a corrected verse is one found elsewhere.`,
    `- distinct titles (after NFC and the errata): ${n(byTitle.size)} of ${n(titles.length)}. ${n(shared.length)} titles are shared, ` +
      `${n(sharedBy(2))} by two gwae and ${n(sharedBy(3))} by three, so ${n(titles.length - byTitle.size)} gwae repeat another's title ` +
      '(the shared README\'s "five titles are shared by two gwae" counts the shared titles, one of which three gwae share):',
    '',
    '| title | gwae |',
    '| --- | --- |',
    ...shared.map(([title, ids]) => `| ${title} | ${ids.join(', ')} |`),
  ];
}

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

const DECISIONS: Record<TypoDecision, string> = {
  erratum: 'fixed by a hanja erratum',
  'kept-phrase-recurs': 'kept: the phrase as written recurs in the text',
  'kept-reading-habit': 'kept: the transcription gives this character the same syllable elsewhere (a reading habit)',
  undecided: 'undecided: evidence and no sign against it, but no erratum yet',
};

function decisionCell(typo: CharacterTypo): string {
  if (typo.decision === 'erratum') return `erratum (errata.tsv line ${typo.erratum!.line}): ${typo.erratum!.to}`;
  if (typo.decision === 'kept-reading-habit') return `kept: ${typo.char} is given ${typo.given} also at ${placeList(typo.sameSyllableElsewhere)}`;
  if (typo.decision === 'kept-phrase-recurs') return 'kept: the phrase as written recurs';
  return '**undecided**';
}

function characterTypoSection(typos: readonly CharacterTypo[]): string[] {
  const count = (decision: TypoDecision) => typos.filter((t) => t.decision === decision).length;
  return [
    '## Characters the readings point to',
    '',
    'Where the reading check (next section) would replace a syllable of the transcription, the syllable may be right and the character wrong. ' +
      'For every such syllable the build (`scripts/gwae/characterTypos.ts`) looks in the whole text as transcribed (NFC, before the errata) for ' +
      'phrases that differ from this one in exactly that character and whose character there has the given syllable as a reading. ' +
      'Such a place is a character typo, fixed by a hanja erratum that keeps the given reading, unless the text also speaks for the character ' +
      'as written: the phrase as written occurs elsewhere too, or the transcription gives this character the same syllable in other places ' +
      '(a reading habit, as 遊 read 류). Places whose hanja erratum rests on a witness outside the text are listed too.',
    '',
    ...(Object.keys(DECISIONS) as TypoDecision[]).map((d) => `- ${DECISIONS[d]}: ${n(count(d))}`),
    '',
    '| place | phrase | character: given (the check would put) | the text elsewhere | the phrase as written elsewhere | decision |',
    '| --- | --- | --- | --- | --- | --- |',
    ...typos.map((t) => {
      const variants = t.variants.length === 0
        ? 'no parallel in the text'
        : t.variants.map((v) => `${v.phrase} ×${v.places.length}: ${placeList(v.places)}`).join('; ');
      const elsewhere = t.phraseElsewhere.length === 0 ? '—' : `×${t.phraseElsewhere.length}: ${placeList(t.phraseElsewhere)}`;
      return `| ${placeLabel(t.place)} | ${t.phrase} | ${t.char}: ${t.given} (${t.ruled}) | ${variants} | ${elsewhere} | ${decisionCell(t)} |`;
    }),
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
  const ruleOnly = audits.flatMap((a) => a.ruleOnly.map((r) => ({ a, r })));
  return [
    '## Readings',
    '',
    'The snapshot\'s reading of each verse is checked syllable by syllable (`scripts/gwae/readingCheck.ts`), on the hanja after the errata. ' +
      'A syllable is kept when it is one of its character\'s readings in `data/hanja/readings.json` or that reading\'s 두음법칙 form; ' +
      'otherwise it is a typo and the rules\' syllable replaces it. A phrase read with another number of syllables than it has hanja is ' +
      'read anew by the rules; tokens without hangul are dropped.',
    '',
    'One departure from that rule: a syllable is also kept when it is what the reading rules give at that place although it is no reading ' +
      'of its character — the customary sound of a word of 한글 맞춤법 제52항 (五六月 오뉴월, 六月 유월). Such a sound belongs to the word, not to ' +
      'the character, so it lives in the rules (`src/hanja/readingRules.ts`) and not in the reading table, which lists the readings its ' +
      'sources give each character.',
    '',
    `- verses whose reading is kept as given: ${n(kept(verses))} of ${n(verses.length)}; titles: ${n(kept(titles))} of ${n(titles.length)}`,
    `- syllables replaced (not a reading of their character): ${n(syllables.length)}, in ${n(new Set(syllables.map(({ a }) => a)).size)} verses or titles`,
    `- phrases read anew (wrong number of syllables): ${n(rebuilt.length)}`,
    `- stray tokens dropped: ${n(stray.length)}`,
    `- syllables kept only because the rules give them (the departure above): ${n(ruleOnly.length)}`,
    '',
    '### Syllables kept only because the rules give them',
    '',
    '| place | phrase | character | syllable | the character\'s readings |',
    '| --- | --- | --- | --- | --- |',
    ...ruleOnly.map(({ a, r }) => `| ${placeLabel(a.place)} | ${r.hanja} | ${r.char} | ${r.syllable} | ${readingsOf(r.char).join(', ')} |`),
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
  const keptAsGiven = verses.filter((a) => a.fixes.length === 0);
  const agreement = (list: readonly VerseAudit[], rules: ReadingRules, reading: (a: VerseAudit) => string) => {
    const agreeing = list.filter((a) => readText(a.hanja, {}, rules) === reading(a)).length;
    return `${n(agreeing)} (${percent(agreeing, list.length)})`;
  };
  const row = (label: string, list: readonly VerseAudit[], reading: (a: VerseAudit) => string) =>
    `| ${label} | ${agreement(list, 'basic', reading)} | ${agreement(list, 'contextual', reading)} |`;
  const checked = (a: VerseAudit) => a.reading;
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
  return [
    '## The reading rules against these readings',
    '',
    'What `readText` (src/hanja/reading.ts) computes, with the rules an edition without readings gets (`contextual`) and with the rules ' +
      'before them (`basic`: each character\'s default reading, 不 부/불, and the 두음법칙 at the first syllable of a phrase only — the rules ' +
      'of the parent of commit a55faca, reproduced by `readText`\'s `basic` option), each compared with the same readings. The second row ' +
      'leaves out every verse in which the check replaced a syllable by the rules\' own, so no reading compared there was made by the rules.',
    '',
    '| verses read exactly alike | basic | contextual |',
    '| --- | --- | --- |',
    row(`all ${n(verses.length)} verses, against the checked readings above`, verses, checked),
    row(`the ${n(keptAsGiven.length)} verses whose reading is kept exactly as given`, keptAsGiven, checked),
    row(`the ${n(titles.length)} titles, against the checked readings`, titles, checked),
    '',
    'The most frequent differences of the contextual rules from the checked readings (character, the rules\' syllable → the edition\'s), ' +
      'with one place each. Most are places where the transcription departs from the standard sound (不 불 before ㄷ/ㅈ, 則 칙 as a ' +
      'conjunction) or applies the 두음법칙 where the rules do not:',
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

export function formatGwaeReport(facts: {
  audits: readonly VerseAudit[];
  errata: readonly Erratum[];
  typos: readonly CharacterTypo[];
  edition: Edition;
}): string {
  const { audits, errata, typos, edition } = facts;
  const verses = audits.filter((a) => a.place.section !== 'title');
  const lines = [
    '# The default gwae edition: build report',
    '',
    `Built by \`npm run build:gwae\` (scripts/buildGwaeEdition.ts) from the transcription in GitHub ${SNAPSHOT.repository}, ` +
      `\`${SNAPSHOT.path}\` at commit ${SNAPSHOT.commit} (sha256 ${SNAPSHOT.sha256}, checked by the build). ` +
      `Edition \`${edition.edition.id}@${edition.edition.version}\`.`,
    '',
    `- gwae: ${Object.keys(edition.gwae).length}; titles: ${audits.length - verses.length}; verses: ${n(verses.length)} (the format's ${n(TOTAL_VERSES)}), each {hanja, reading}`,
    '',
    ...recurrenceSection(audits),
    '',
    ...normalizationSection(audits),
    '',
    ...errataSection(errata),
    '',
    ...characterTypoSection(typos),
    '',
    ...readingSection(audits),
    '',
    ...rulesSection(audits),
    '',
    ...witnessSection(edition),
  ];
  return `${lines.join('\n')}\n`;
}
