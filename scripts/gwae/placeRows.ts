/**
 * The reviewed TSV files of the gwae text (errata.tsv, syllable-slips.tsv,
 * left-as-written.tsv) share their form: `#` comments, a header starting
 * `gwae`, and rows whose first four cells are the place (gwae, section,
 * month, verse index). One reader for that form; each file's parser checks
 * its own further cells.
 */
import type { Place } from './snapshot.js';

const SECTIONS = new Set(['title', 'yearly', 'month']);

export interface PlaceRow {
  line: number;
  place: Place;
  /** The cells after the four of the place. */
  cells: string[];
}

/** The rows of `tsv`, each with `columns` cells in all; throws naming `file` and the line. */
export function readPlaceRows(tsv: string, file: string, columns: number): PlaceRow[] {
  const rows: PlaceRow[] = [];
  tsv.split('\n').forEach((text, i) => {
    const line = i + 1;
    if (text.trim() === '' || text.startsWith('#') || text.startsWith('gwae\t')) return;
    const all = text.split('\t');
    if (all.length !== columns) throw new Error(`${file}:${line}: ${all.length} columns, expected ${columns}`);
    const [gwae, section, month, index] = all as [string, string, string, string];
    if (!SECTIONS.has(section)) throw new Error(`${file}:${line}: section must be title, yearly or month`);
    const place: Place = { gwae, section: section as Place['section'], month, index: section === 'title' ? 1 : Number(index) };
    rows.push({ line, place, cells: all.slice(4) });
  });
  return rows;
}
