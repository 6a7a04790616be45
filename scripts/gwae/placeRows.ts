/**
 * The reviewed TSV files of the gwae text (errata.tsv, syllable-slips.tsv,
 * left-as-written.tsv, reading-errata.tsv) share their form: `#` comments, a
 * header starting `gwae`, and rows whose first four cells are the place (gwae,
 * section, month, verse index). One reader for that form, giving each row
 * with its line number and the place it names; each file's parser checks its
 * own further cells.
 */
import type { Place } from './snapshot.js';

const SECTIONS = new Set(['title', 'yearly', 'month']);

export interface PlaceRow {
  line: number;
  place: Place;
  /** The cells after the four of the place. */
  cells: string[];
  /** The row as written. */
  text: string;
}

/**
 * The rows of `tsv`, each with `columns` cells in all; throws naming `file`
 * and the line. With `header`, the first line that is not a comment must be
 * exactly those names, and every line after it is a row; without, any line
 * starting `gwae` is taken for the header and skipped.
 */
export function readPlaceRows(tsv: string, file: string, columns: number, header?: readonly string[]): PlaceRow[] {
  const rows: PlaceRow[] = [];
  let headerSeen = header === undefined;
  tsv.split('\n').forEach((text, i) => {
    const line = i + 1;
    if (text.trim() === '' || text.startsWith('#')) return;
    if (!headerSeen) {
      if (text !== header!.join('\t')) throw new Error(`${file}:${line}: the header must be "${header!.join('\\t')}"`);
      headerSeen = true;
      return;
    }
    if (header === undefined && text.startsWith('gwae\t')) return;
    const all = text.split('\t');
    if (all.length !== columns) throw new Error(`${file}:${line}: ${all.length} columns, expected ${columns}`);
    const [gwae, section, month, index] = all as [string, string, string, string];
    if (!SECTIONS.has(section)) throw new Error(`${file}:${line}: section must be title, yearly or month`);
    const place: Place = { gwae, section: section as Place['section'], month, index: section === 'title' ? 1 : Number(index) };
    rows.push({ line, place, cells: all.slice(4), text });
  });
  if (!headerSeen) throw new Error(`${file}: no header; it must be "${header!.join('\\t')}"`);
  return rows;
}
