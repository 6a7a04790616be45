/**
 * data/gwae/syllable-slips.tsv: the reviewed places where the transcription's
 * syllable is no reading of its character and the character is right — the
 * syllable is the transcriber's slip, and the rules' reading replaces it.
 *
 * Such a syllable is first evidence of which character the transcriber meant
 * (佛前到誠 read 불전치성 is 佛前致誠). The build therefore replaces none without
 * a decision (scripts/gwae/characterTypos.ts): a hanja erratum where the
 * character is the slip, the text's own evidence for the character (the phrase
 * as written recurs, or the same syllable is the transcriber's habit for it),
 * or a row here that says why the syllable points to nothing better. A row
 * that no undecided place needs is refused, so the file holds only decisions
 * the text could not make by itself.
 */
import { type Place, placeKey, placeLabel } from './snapshot.js';
import { readPlaceRows } from './placeRows.js';

export interface SyllableSlip {
  line: number;
  place: Place;
  /** 1-based position of the character in the verse, spaces not counted. */
  position: number;
  char: string;
  /** The transcription's syllable, judged a slip. */
  given: string;
  evidence: string;
}

export function parseSyllableSlips(tsv: string): SyllableSlip[] {
  return readPlaceRows(tsv, 'syllable-slips.tsv', 8).map(({ line, place, cells }) => {
    const [position, char, given, evidence] = cells as [string, string, string, string];
    if (!/^[1-9]\d*$/.test(position)) throw new Error(`syllable-slips.tsv:${line}: position must be a positive integer`);
    if (!char || !given || !evidence.trim()) throw new Error(`syllable-slips.tsv:${line}: char, given and evidence are required`);
    return { line, place, position: Number(position), char, given, evidence };
  });
}

const key = (place: Place, position: number) => `${placeKey(place)}#${position}`;

/** The reviewed rows by place and position; tracks which the build used. */
export class SyllableSlipIndex {
  private readonly rows = new Map<string, SyllableSlip>();
  private readonly used = new Set<SyllableSlip>();

  constructor(slips: readonly SyllableSlip[]) {
    for (const row of slips) {
      const k = key(row.place, row.position);
      if (this.rows.has(k)) throw new Error(`syllable-slips.tsv:${row.line}: a second row for ${placeLabel(row.place)} position ${row.position}`);
      this.rows.set(k, row);
    }
  }

  /** The row for a syllable, checked against what the transcription holds there; marks it used. */
  take(place: Place, position: number, char: string, given: string): SyllableSlip | null {
    const row = this.rows.get(key(place, position));
    if (!row) return null;
    if (row.char !== char || row.given !== given) {
      throw new Error(`syllable-slips.tsv:${row.line}: ${placeLabel(place)} position ${position} is ${char} read ${given}, not ${row.char} read ${row.given}`);
    }
    this.used.add(row);
    return row;
  }

  unused(): SyllableSlip[] {
    return [...this.rows.values()].filter((row) => !this.used.has(row));
  }
}
