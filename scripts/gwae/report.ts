/**
 * data/gwae/REPORT.md: the figures of the default edition's build. Deterministic
 * (no dates, no timings), so the rebuild test can compare it byte for byte.
 */
import { type Edition, TOTAL_VERSES } from '../../src/tojeong/text/index.js';
import type { CharacterTypo, TypoDecision } from './characterTypos.js';
import { ERRATUM_CONFIDENCES, ERRATUM_KINDS, type Erratum } from './errata.js';
import type { LeftAsWritten } from './leftAsWritten.js';
import type { ReadingDeparture, ReadingFix } from './readingCheck.js';
import { type Place, placeLabel, SNAPSHOT, type SnapshotVerse } from './snapshot.js';
import { compareWithWitnesses, readWitnesses } from './witnesses.js';

export interface VerseAudit {
  place: Place;
  given: SnapshotVerse;
  hanja: string;
  reading: string;
  errata: Erratum[];
  fixes: ReadingFix[];
  departures: ReadingDeparture[];
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

function errataSection(errata: readonly Erratum[], audits: readonly VerseAudit[]): string[] {
  const count = (kind: string, confidence: string) => errata.filter((e) => e.kind === kind && e.confidence === confidence).length;
  const changed = audits.filter((a) => a.place.section !== 'title' && a.hanja !== a.given.hanja.normalize('NFC')).length;
  return [
    '## Errata',
    '',
    `${errata.length} rows of \`errata.tsv\` applied, each at the one place it names (the evidence is in the file); ` +
      `${n(changed)} verses are served with other hanja than the transcription's (after NFC). By kind of slip and confidence ` +
      '(the header of `errata.tsv` defines both):',
    '',
    `| kind | ${ERRATUM_CONFIDENCES.join(' | ')} | all |`,
    `| --- | ${ERRATUM_CONFIDENCES.map(() => '---').join(' | ')} | --- |`,
    ...ERRATUM_KINDS.map((kind) => `| ${kind} | ${ERRATUM_CONFIDENCES.map((c) => n(count(kind, c))).join(' | ')} | ${n(errata.filter((e) => e.kind === kind).length)} |`),
    `| all | ${ERRATUM_CONFIDENCES.map((c) => n(errata.filter((e) => e.confidence === c).length)).join(' | ')} | ${n(errata.length)} |`,
    '',
    '| place | field | from | to | kind | confidence |',
    '| --- | --- | --- | --- | --- | --- |',
    ...errata.map((e) => `| ${placeLabel(e.place)} | ${e.field} | ${e.from} | ${e.to} | ${e.kind} | ${e.confidence} |`),
  ];
}

function leftSection(left: readonly LeftAsWritten[]): string[] {
  const of = (confidence: LeftAsWritten['confidence']) => left.filter((row) => row.confidence === confidence);
  return [
    '## Doubted and left as written',
    '',
    'Halves a reader of issue 33 doubted that the edition serves as written (`left-as-written.tsv`): a correction judged only possible, ' +
      'because the served form can be construed, and halves that read oddly with no correction to name.',
    '',
    `### Possible corrections not applied: ${n(of('possible').length)}`,
    '',
    '| place | served | proposed | why it was left |',
    '| --- | --- | --- | --- |',
    ...of('possible').map((row) => `| ${placeLabel(row.place)} | ${row.verse} | ${row.proposed} | ${row.reason} |`),
    '',
    `### Odd, with no correction to name: ${n(of('odd').length)}`,
    '',
    '| place | served | why it reads oddly, and why it stays |',
    '| --- | --- | --- |',
    ...of('odd').map((row) => `| ${placeLabel(row.place)} | ${row.verse} | ${row.reason} |`),
  ];
}

const DECISIONS: Record<TypoDecision, string> = {
  erratum: 'fixed by a hanja erratum',
  'kept-phrase-recurs': 'kept: the phrase as written recurs in the text',
  'kept-reading-habit': 'kept: the transcription gives this character the same syllable elsewhere (a reading habit)',
  'kept-reviewed': 'kept: reviewed, the syllable names no character that fits (syllable-slips.tsv)',
  undecided: 'undecided: evidence and no sign against it, but no erratum yet',
};

function decisionCell(typo: CharacterTypo): string {
  if (typo.decision === 'erratum') return `erratum (errata.tsv line ${typo.erratum!.line}): ${typo.erratum!.to}`;
  if (typo.decision === 'kept-reading-habit') return `kept: ${typo.char} is given ${typo.given} also at ${placeList(typo.sameSyllableElsewhere)}`;
  if (typo.decision === 'kept-phrase-recurs') return 'kept: the phrase as written recurs';
  if (typo.decision === 'kept-reviewed') return `kept (syllable-slips.tsv line ${typo.reviewed!.line})`;
  return '**undecided**';
}

function characterTypoSection(typos: readonly CharacterTypo[]): string[] {
  const count = (decision: TypoDecision) => typos.filter((t) => t.decision === decision).length;
  return [
    '## Characters the readings point to',
    '',
    'Where the reading check (next section) would replace a syllable of the transcription that is no reading of its character, the syllable may be right and the character wrong ' +
      '(佛前到誠 read 불전치성 is 佛前致誠). No such syllable is replaced without a decision, and every one is listed here. ' +
      'For each, the build (`scripts/gwae/characterTypos.ts`) looks in the whole text as transcribed (NFC, before the errata) for ' +
      'phrases that differ from this one in exactly that character and whose character there has the given syllable as a reading. ' +
      'The decision, first that applies: a hanja erratum that changes the character (it was the slip; the erratum keeps the given reading where it fits); ' +
      'the phrase as written occurs elsewhere too; the transcription gives this character the same syllable in other places ' +
      '(a reading habit, as 遊 read 류); or a reviewed row of `syllable-slips.tsv` saying why the syllable names no character that fits. ' +
      'The build refuses a place with none of these.',
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

/** What each departure rule says, for the report's table. */
const RULE_MEANINGS: Record<string, string> = {
  'not-a-reading': 'the transcription\'s syllable is no reading of its character (a typo); the rules\' syllable replaces it',
  'hanja-erratum': 'a hanja erratum (errata.tsv) changed the character, which the rules read',
  'syllable-count': 'a phrase read with another number of syllables than it has hanja, read by the rules',
  'stray-token': 'a token without hangul (a stray "."), dropped',
  'dueum-word-start': '두음법칙 at a word\'s start (맞춤법 제10–12항): 年運 연운, 露下 노하',
  'no-dueum-in-word': 'no 두음법칙 inside a word: 落淚 낙루, 春雷 춘뢰, 渴龍 갈룡',
  'yeol-yul': '렬·률 after a vowel or ㄴ written 열·율 (맞춤법 제11항 붙임 1)',
  surname: 'a surname is a word of its own, read as a surname: 李 이, 金 김',
  word: 'a word with a customary sound (맞춤법 제52항, 제13항): 五六月 오뉴월, 困難 곤란',
  'bu-bul': '不 부 before ㄷ/ㅈ, 불 elsewhere: 不中 부중, 不美 불미',
  jeuk: '則 as the conjunction "then" is 즉',
  sense: 'a character with several readings, in the sense it has there: 更 경/갱, 易 이/역, 復 부/복',
  'default-sense': 'a character with several readings, in the sense of its first reading: 更 갱 "again"',
};

function readingSection(audits: readonly VerseAudit[]): string[] {
  const verses = audits.filter((a) => a.place.section !== 'title');
  const titles = audits.filter((a) => a.place.section === 'title');
  const departures = audits.flatMap((a) => a.departures.map((d) => ({ a, d })));
  const asGiven = (list: readonly VerseAudit[]) => list.filter((a) => a.departures.length === 0).length;
  const byRule = new Map<string, Array<{ a: VerseAudit; d: (typeof departures)[number]['d'] }>>();
  for (const entry of departures) byRule.set(entry.d.rule, [...(byRule.get(entry.d.rule) ?? []), entry]);
  const rules = Object.keys(RULE_MEANINGS).filter((rule) => byRule.has(rule));
  const unknown = [...byRule.keys()].filter((rule) => !(rule in RULE_MEANINGS));
  if (unknown.length > 0) throw new Error(`the report has no meaning for the rules ${unknown.join(', ')}`);
  const pairs = (list: ReadonlyArray<{ a: VerseAudit; d: (typeof departures)[number]['d'] }>) => {
    const counts = new Map<string, number>();
    for (const { d } of list) {
      const key = `${d.char} ${d.from}→${d.to || '∅'}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts]
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
      .slice(0, 8)
      .map(([key, count]) => (count > 1 ? `${key} ×${count}` : key))
      .join(', ');
  };
  const typoLike = departures.filter(({ d }) => d.rule === 'not-a-reading' || d.rule === 'syllable-count' || d.rule === 'stray-token');
  return [
    '## Readings',
    '',
    'The rules decide every reading (`src/hanja/reading.ts`, `src/hanja/readingRules.ts`); the transcription\'s reading is one input. ' +
      'Each place where the served reading differs from the transcription\'s is a row of `reading-errata.tsv` (gwae, section, month, ' +
      'verse, position, character, from, to, rule), and the build fails on a departure the file does not list.',
    '',
    `- verses served with the transcription's reading unchanged: ${n(asGiven(verses))} of ${n(verses.length)}; titles: ${n(asGiven(titles))} of ${n(titles.length)}`,
    `- departures: ${n(departures.length)}, in ${n(new Set(departures.map(({ a }) => a)).size)} verses or titles`,
    '',
    '| rule | what it is | places | most frequent (character given→served) |',
    '| --- | --- | --- | --- |',
    ...rules.map((rule) => `| ${rule} | ${RULE_MEANINGS[rule]} | ${n(byRule.get(rule)!.length)} | ${pairs(byRule.get(rule)!)} |`),
    '',
    '### Typos in the transcription\'s readings',
    '',
    'The syllables that are no reading of their character, the phrases read with the wrong number of syllables and the stray tokens ' +
      '(every other departure is in `reading-errata.tsv`):',
    '',
    '| place | position | character | given | served | rule |',
    '| --- | --- | --- | --- | --- | --- |',
    ...typoLike.map(({ a, d }) => `| ${placeLabel(a.place)} | ${d.position} | ${d.char} | ${d.from} | ${d.to || '(dropped)'} | ${d.rule} |`),
  ];
}

function witnessSection(edition: Edition): string[] {
  const comparisons = compareWithWitnesses(edition, readWitnesses());
  const witnesses = [...new Set(comparisons.map((c) => c.witness.witness))];
  const lines = ['## Witnesses', '', 'The edition against the other transcriptions of `witnesses.tsv` (neither shown to be independent of the source: data/gwae/sources/README.md):', ''];
  for (const name of witnesses) {
    const rows = comparisons.filter((c) => c.witness.witness === name);
    const withReading = rows.filter((c) => c.readingAgrees !== null);
    lines.push(
      `- ${name}: hanja identical in ${rows.filter((c) => c.hanjaAgrees).length} of ${rows.length} verses` +
        (withReading.length > 0 ? `; readings identical in ${withReading.filter((c) => c.readingAgrees).length} of ${withReading.length}` : ''),
    );
    for (const c of rows.filter((r) => !r.hanjaAgrees || r.readingAgrees === false)) {
      lines.push(`  - differs at ${c.label}: witness ${c.witness.hanja} ${c.witness.reading ?? ''}, edition ${c.edition?.hanja} ${c.edition?.reading ?? ''}`);
    }
  }
  return lines;
}

export function formatGwaeReport(facts: {
  audits: readonly VerseAudit[];
  errata: readonly Erratum[];
  typos: readonly CharacterTypo[];
  left: readonly LeftAsWritten[];
  edition: Edition;
}): string {
  const { audits, errata, typos, left, edition } = facts;
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
    ...errataSection(errata, audits),
    '',
    ...leftSection(left),
    '',
    ...characterTypoSection(typos),
    '',
    ...readingSection(audits),
    '',
    ...witnessSection(edition),
  ];
  return `${lines.join('\n')}\n`;
}
