/**
 * Generator of the default gwae edition (run: `npm run build:gwae`):
 *   data/gwae/edition.json  the 144-gwae text in edition format v1, every verse {hanja, reading}
 *   data/gwae/REPORT.md     the figures of the build (also printed)
 *
 * Input: the transcription in ../shared/data/gwae-text/tojeong-fortunes.json
 * (checked by its sha256) and the reviewed data/gwae/errata.tsv. Steps, each
 * counted in the report: NFC normalization of the hanja; the search for
 * characters the readings point to (scripts/gwae/characterTypos.ts), whose
 * fixes are errata; the errata; the syllable-by-syllable check of every
 * reading (scripts/gwae/readingCheck.ts); validation of the result as any
 * operator's edition is validated.
 * `buildGwaeEdition()` writes nothing, so a test can compare its output with
 * the committed files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  EDITION_FORMAT,
  type Edition,
  type EditionGwae,
  formatProblems,
  GWAE_IDS,
  MONTH_KEYS,
  validateEdition,
} from '../src/tojeong/text/index.js';
import { type CharacterTypo, findCharacterTypos, type TranscribedVerse } from './gwae/characterTypos.js';
import { ErrataIndex, type Erratum, parseErrata } from './gwae/errata.js';
import { changedPositions, checkReading } from './gwae/readingCheck.js';
import { compareReadingErrata, formatReadingErrata, type PlacedDeparture } from './gwae/readingErrata.js';
import { formatGwaeReport, type VerseAudit } from './gwae/report.js';
import { placeKey, placeLabel, readSnapshot, SNAPSHOT, snapshotVerses } from './gwae/snapshot.js';
import { parseLeftAsWritten, staleLeftRows } from './gwae/leftAsWritten.js';
import { parseSyllableSlips, SyllableSlipIndex } from './gwae/syllableSlips.js';
import { checkParallels, parallelProblems, parseParallelDecisions } from './gwae/parallelDecisions.js';
import { concordanceFindings, errataPairs, mergeFindings, pairFindings, readingsDisagree, unitsOf } from './gwae/parallels.js';
import { formatParallelsReport } from './gwae/parallelsReport.js';
import { similarChars } from './gwae/similarChars.js';

export const GWAE_DATA_DIR = new URL('../data/gwae/', import.meta.url);

export const EDITION_META = {
  id: 'tojeong-8x8-2',
  title: '土亭祕訣 144卦',
  source:
    `transcription in GitHub ${SNAPSHOT.repository}, ${SNAPSHOT.path} at commit ${SNAPSHOT.commit.slice(0, 12)}; ` +
    'not collated with a printed edition; NFC-normalized, with the errata of data/gwae/errata.tsv and the readings of the reading rules (every departure from the transcription in data/gwae/reading-errata.tsv)',
  license: 'public domain: the classical text of 土亭祕訣 (李之菡, 1517-1578); the transcription states no licence and adds no new work',
  version: '1.3.0',
} as const;

export interface GwaeEditionBuild {
  editionJson: string;
  report: string;
  /** data/gwae/reading-errata.tsv as the departures of this build write it. */
  readingErrata: string;
  departures: PlacedDeparture[];
  edition: Edition;
  /** The places where a reading points to another character, with the decision on each. */
  typos: CharacterTypo[];
}

/** One verse object per line, so a change to one verse is a one-line diff. */
function editionJson(edition: Edition): string {
  const text = JSON.stringify(edition, null, 2).replace(
    /\{\n\s+"hanja": ("(?:[^"\\]|\\.)*"),\n\s+"reading": ("(?:[^"\\]|\\.)*")\n\s+\}/g,
    '{"hanja": $1, "reading": $2}',
  );
  return `${text}\n`;
}

export interface GwaeBuildInputs {
  /** errata.tsv's text (the committed file unless given). */
  errata?: string;
  /** reading-errata.tsv's text; null to skip the check (when writing the file anew). */
  readingErrata?: string | null;
  /** syllable-slips.tsv's text (the committed file unless given). */
  syllableSlips?: string;
  /** left-as-written.tsv's text (the committed file unless given). */
  leftAsWritten?: string;
  /** parallels.tsv's text (the committed file unless given). */
  parallels?: string;
}

const dataText = (name: string) => readFileSync(new URL(name, GWAE_DATA_DIR), 'utf8');

/**
 * Builds the edition. Throws when a departure of the served readings from the
 * transcription is not listed in reading-errata.tsv, or a row there matches
 * no departure: the rules decide the readings, and every place where they
 * differ from the transcription is a reviewed erratum.
 */
export function buildGwaeEdition(inputs: GwaeBuildInputs = {}): GwaeEditionBuild {
  const errata = parseErrata(inputs.errata ?? dataText('errata.tsv'));
  const index = new ErrataIndex(errata);
  const audits: VerseAudit[] = [];
  const transcribed: TranscribedVerse[] = [];
  const gwae: Record<string, EditionGwae> = {};

  for (const verse of snapshotVerses(readSnapshot())) {
    const { place } = verse;
    const normalized = verse.hanja.normalize('NFC');
    // What the check would replace in the transcription's own hanja, before any erratum.
    transcribed.push({ place, hanja: normalized, fixes: checkReading(normalized, verse.reading).fixes });
    const applied: Erratum[] = [];
    const hanjaErratum = index.apply(place, 'hanja', normalized);
    if (hanjaErratum.erratum) applied.push(hanjaErratum.erratum);
    const readingErratum = index.apply(place, 'reading', verse.reading);
    if (readingErratum.erratum) applied.push(readingErratum.erratum);
    const hanja = hanjaErratum.text;
    const checked = checkReading(hanja, readingErratum.text, changedPositions(normalized, hanja));
    audits.push({ place, given: verse, hanja, reading: checked.reading, errata: applied, fixes: checked.fixes, departures: checked.departures });

    const entry = (gwae[place.gwae] ??= { title: { hanja: '' }, yearly: [], monthly: Object.fromEntries(MONTH_KEYS.map((m) => [m, []])) });
    const text = { hanja, reading: checked.reading };
    if (place.section === 'title') entry.title = text;
    else if (place.section === 'yearly') entry.yearly.push(text);
    else entry.monthly[place.month]!.push(text);
  }
  const slips = new SyllableSlipIndex(parseSyllableSlips(inputs.syllableSlips ?? dataText('syllable-slips.tsv')));
  const typos = findCharacterTypos(
    transcribed,
    (place) => index.rowAt(place, 'hanja'),
    (typo) => slips.take(typo.place, typo.position, typo.char, typo.given),
  );
  const unused = index.unused();
  if (unused.length > 0) throw new Error(`errata.tsv rows that match no place: lines ${unused.map((row) => row.line).join(', ')}`);
  const undecided = typos.filter((typo) => typo.decision === 'undecided');
  if (undecided.length > 0) {
    throw new Error(
      'syllables of the transcription that are no reading of their character, with no decision on whether the character or the syllable is the slip ' +
        '(a hanja erratum in errata.tsv, or a row of syllable-slips.tsv):\n  ' +
        undecided.map((t) => `${placeLabel(t.place)} position ${t.position}: ${t.char} read ${t.given} in ${t.phrase}`).join('\n  '),
    );
  }
  const unusedSlips = slips.unused();
  if (unusedSlips.length > 0) {
    throw new Error(`syllable-slips.tsv rows that no undecided syllable needs: lines ${unusedSlips.map((row) => row.line).join(', ')}`);
  }

  const left = parseLeftAsWritten(inputs.leftAsWritten ?? dataText('left-as-written.tsv'));
  const servedHanja = new Map(audits.map((a) => [placeKey(a.place), a.hanja]));
  const stale = staleLeftRows(left, (place) => servedHanja.get(placeKey(place)));
  if (stale.length > 0) throw new Error(stale.join('\n'));

  // Every place the text's own parallels point at is decided (issue 49).
  const units = audits.flatMap((a) => unitsOf({ place: a.place, hanja: a.hanja, reading: a.reading }));
  const similar = similarChars(new Set(units.flatMap((unit) => [...unit.text])));
  const pairs = pairFindings(units, errata);
  const concordance = concordanceFindings(units, similar);
  const parallels = checkParallels(mergeFindings(pairs, concordance), parseParallelDecisions(inputs.parallels ?? dataText('parallels.tsv')));
  const parallelRefusal = parallelProblems(parallels);
  if (parallelRefusal) throw new Error(parallelRefusal);
  const parallelsReport = formatParallelsReport({
    units: units.length,
    pairs: errataPairs(errata).length,
    pairFindings: pairs,
    concordance,
    check: parallels,
    errataOfIssue: errata.filter((row) => row.evidence.startsWith('Issue 49')),
    readingsTwoWays: readingsDisagree(units),
  });

  const edition: Edition = {
    format: EDITION_FORMAT,
    edition: { ...EDITION_META },
    gwae: Object.fromEntries(GWAE_IDS.map((id) => [id, gwae[id]!])),
  };
  const { problems } = validateEdition(edition);
  if (problems.length > 0) throw new Error(`the built edition is not valid:\n${formatProblems(problems)}`);

  const departures = audits.flatMap((a) => a.departures.map((d) => ({ place: a.place, ...d })));
  const readingErrataText = inputs.readingErrata === undefined ? dataText('reading-errata.tsv') : inputs.readingErrata;
  if (readingErrataText !== null) {
    const { unexplained, unmatched } = compareReadingErrata(readingErrataText, departures);
    if (unexplained.length > 0 || unmatched.length > 0) {
      const list = (items: string[]) => items.slice(0, 20).join('\n  ') + (items.length > 20 ? `\n  … (${items.length} in all)` : '');
      throw new Error(
        'the served readings depart from the transcription where reading-errata.tsv says nothing, or the file lists what is not so ' +
          '(review the rules, then `npm run build:gwae -- --write-reading-errata` and the diff):' +
          (unexplained.length > 0 ? `\n departures not listed:\n  ${list(unexplained)}` : '') +
          (unmatched.length > 0 ? `\n rows that match no departure:\n  ${list(unmatched)}` : ''),
      );
    }
  }
  return {
    editionJson: editionJson(edition),
    report: formatGwaeReport({ audits, errata, typos, left, edition }) + `\n${parallelsReport}`,
    readingErrata: formatReadingErrata(departures),
    departures,
    edition,
    typos,
  };
}

function main(): void {
  const started = performance.now();
  const rewrite = process.argv.includes('--write-reading-errata');
  const build = buildGwaeEdition(rewrite ? { readingErrata: null } : {});
  writeFileSync(new URL('edition.json', GWAE_DATA_DIR), build.editionJson);
  writeFileSync(new URL('REPORT.md', GWAE_DATA_DIR), build.report);
  if (rewrite) writeFileSync(new URL('reading-errata.tsv', GWAE_DATA_DIR), build.readingErrata);
  process.stdout.write(build.report);
  const written = rewrite ? 'edition.json, REPORT.md and reading-errata.tsv' : 'edition.json and REPORT.md';
  console.log(`\nwrote data/gwae/${written} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
