/**
 * data/gwae/errata.tsv: the reviewed changes to the snapshot's hanja and
 * titles, each with its evidence. A row applies to exactly one place and must
 * find there exactly the text it names, so a changed snapshot cannot be
 * "corrected" blindly.
 */
import { type Place, placeKey, placeLabel } from './snapshot.js';
import { readPlaceRows } from './placeRows.js';

export interface Erratum {
  line: number;
  place: Place;
  field: 'hanja' | 'reading';
  from: string;
  to: string;
  kind: ErratumKind;
  confidence: ErratumConfidence;
  evidence: string;
}

/** The kind of slip a row mends (the header of errata.tsv says what each means). */
export const ERRATUM_KINDS = ['homophone', 'look-alike', 'eye-skip', 'order', 'quotation', 'format'] as const;
export type ErratumKind = (typeof ERRATUM_KINDS)[number];
/** Only certain and likely corrections are applied; possible and odd ones are left-as-written.tsv's. */
export const ERRATUM_CONFIDENCES = ['certain', 'likely'] as const;
export type ErratumConfidence = (typeof ERRATUM_CONFIDENCES)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export function parseErrata(tsv: string): Erratum[] {
  return readPlaceRows(tsv, 'errata.tsv', 10).map(({ line, place, cells }) => {
    const [field, from, to, kind, confidence, evidence] = cells as [string, string, string, string, string, string];
    if (field !== 'hanja' && field !== 'reading') throw new Error(`errata.tsv:${line}: field must be hanja or reading`);
    if (!from || !to || !evidence.trim()) throw new Error(`errata.tsv:${line}: from, to and evidence are required`);
    if (!isOneOf(ERRATUM_KINDS, kind)) throw new Error(`errata.tsv:${line}: kind must be one of ${ERRATUM_KINDS.join(', ')}`);
    if (!isOneOf(ERRATUM_CONFIDENCES, confidence)) throw new Error(`errata.tsv:${line}: confidence must be certain or likely`);
    return { line, place, field, from, to, kind, confidence, evidence };
  });
}

/** The errata of one place and field, as a lookup for the build. */
export class ErrataIndex {
  private readonly rows = new Map<string, Erratum>();
  private readonly used = new Set<Erratum>();

  constructor(errata: readonly Erratum[]) {
    for (const row of errata) {
      const key = `${placeKey(row.place)}#${row.field}`;
      if (this.rows.has(key)) throw new Error(`errata.tsv:${row.line}: a second row for ${placeLabel(row.place)} ${row.field}`);
      this.rows.set(key, row);
    }
  }

  /** The row for a place and field, if any (without applying it). */
  rowAt(place: Place, field: Erratum['field']): Erratum | null {
    return this.rows.get(`${placeKey(place)}#${field}`) ?? null;
  }

  /** The text at a place after its erratum, if any; throws when the row's "from" is not what is there. */
  apply(place: Place, field: Erratum['field'], text: string): { text: string; erratum: Erratum | null } {
    const row = this.rows.get(`${placeKey(place)}#${field}`);
    if (!row) return { text, erratum: null };
    if (row.from !== text) throw new Error(`errata.tsv:${row.line}: ${placeLabel(place)} ${field} is "${text}", not "${row.from}"`);
    this.used.add(row);
    return { text: row.to, erratum: row };
  }

  /** Rows that matched no place of the snapshot. */
  unused(): Erratum[] {
    return [...this.rows.values()].filter((row) => !this.used.has(row));
  }
}
