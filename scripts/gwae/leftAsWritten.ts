/**
 * data/gwae/left-as-written.tsv: the halves a reader of issue 33 doubted and
 * the edition serves as written — a correction judged only possible (the
 * served form can be construed) or a half judged odd with no fix to name. Each
 * row names the verse as served, so the build refuses a row whose place no
 * longer holds it (an erratum made later, a changed snapshot), and REPORT.md
 * lists every row with its reason.
 */
import { type Place, placeKey, placeLabel } from './snapshot.js';
import { readPlaceRows } from './placeRows.js';

export const LEFT_CONFIDENCES = ['possible', 'odd'] as const;
export type LeftConfidence = (typeof LEFT_CONFIDENCES)[number];

export interface LeftAsWritten {
  line: number;
  place: Place;
  /** The verse as the edition serves it. */
  verse: string;
  confidence: LeftConfidence;
  /** The correction a reader proposed, for `possible`; empty for `odd`. */
  proposed: string;
  reason: string;
}

export function parseLeftAsWritten(tsv: string): LeftAsWritten[] {
  const seen = new Set<string>();
  return readPlaceRows(tsv, 'left-as-written.tsv', 8).map(({ line, place, cells }) => {
    const [verse, confidence, proposed, reason] = cells as [string, string, string, string];
    if (confidence !== 'possible' && confidence !== 'odd') throw new Error(`left-as-written.tsv:${line}: confidence must be possible or odd`);
    if (confidence === 'possible' && !proposed) throw new Error(`left-as-written.tsv:${line}: a possible correction names what it proposes`);
    if (!verse || !reason.trim()) throw new Error(`left-as-written.tsv:${line}: verse and reason are required`);
    const key = `${placeKey(place)}#${proposed}`;
    if (seen.has(key)) throw new Error(`left-as-written.tsv:${line}: a second row for ${placeLabel(place)} proposing the same`);
    seen.add(key);
    return { line, place, verse, confidence, proposed, reason };
  });
}

/** The rows whose place does not serve the verse they name, as messages. */
export function staleLeftRows(rows: readonly LeftAsWritten[], servedAt: (place: Place) => string | undefined): string[] {
  return rows
    .filter((row) => servedAt(row.place) !== row.verse)
    .map((row) => `left-as-written.tsv:${row.line}: ${placeLabel(row.place)} serves "${servedAt(row.place) ?? '(no such place)'}", not "${row.verse}"`);
}
