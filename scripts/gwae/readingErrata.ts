/**
 * data/gwae/reading-errata.tsv: every place where the default edition serves
 * another reading than the transcription gives, one syllable (or one phrase,
 * or one stray token) a row, with the rule that decided it
 * (scripts/gwae/readingCheck.ts). The build computes the departures from the
 * rules and fails on any that the file does not list, or any row that no
 * departure matches; `npm run build:gwae -- --write-reading-errata` writes
 * the file anew, to be reviewed as a diff like any other erratum.
 */
import { type ReadingDeparture } from './readingCheck.js';
import { readPlaceRows } from './placeRows.js';
import { type Place, placeLabel } from './snapshot.js';

export interface PlacedDeparture extends ReadingDeparture {
  place: Place;
}

export const READING_ERRATA_HEADER = ['gwae', 'section', 'month', 'verse', 'position', 'char', 'from', 'to', 'rule'] as const;

const PREAMBLE = [
  '# Reading errata of the default gwae edition: every place where the served reading differs from the',
  '# transcription (../shared/data/gwae-text/tojeong-fortunes.json), with the rule that decided it. The rules',
  '# are in src/hanja/readingRules.ts; what each rule id means is in scripts/gwae/readingCheck.ts and',
  '# data/gwae/README.md. position: the character\'s place in the verse, 1-based, spaces not counted',
  '# (for a whole phrase or a stray token, where it starts). verse is empty for a title. Checked by',
  '# `npm run build:gwae`, which fails on any departure not listed here and on any row that matches none.',
];

function row(d: PlacedDeparture): string {
  const verse = d.place.section === 'title' ? '' : String(d.place.index);
  return [d.place.gwae, d.place.section, d.place.month, verse, String(d.position), d.char, d.from, d.to, d.rule].join('\t');
}

export function formatReadingErrata(departures: readonly PlacedDeparture[]): string {
  return `${[...PREAMBLE, READING_ERRATA_HEADER.join('\t'), ...departures.map(row)].join('\n')}\n`;
}

/** The rows of the file as written (comments and header left out), for comparison. */
function fileRows(text: string): string[] {
  return readPlaceRows(text, 'reading-errata.tsv', READING_ERRATA_HEADER.length, READING_ERRATA_HEADER).map((r) => r.text);
}

/**
 * The departures the file does not list, and the rows that match no departure;
 * both empty when the file explains every departure and nothing else.
 */
export function compareReadingErrata(fileText: string, departures: readonly PlacedDeparture[]): { unexplained: string[]; unmatched: string[] } {
  const listed = new Set(fileRows(fileText));
  const computed = departures.map(row);
  const computedSet = new Set(computed);
  return {
    unexplained: departures.filter((d) => !listed.has(row(d))).map((d) => `${placeLabel(d.place)} ${d.position} ${d.char}: ${d.from} → ${d.to || '(dropped)'} (${d.rule})`),
    unmatched: [...listed].filter((r) => !computedSet.has(r)),
  };
}
