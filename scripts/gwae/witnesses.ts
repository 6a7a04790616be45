/**
 * ../shared/data/gwae-text/witnesses.tsv: verses of other transcriptions (not
 * shown to be independent of the source: data/gwae/sources/README.md),
 * and how the edition stands against each of them.
 */
import { readFileSync } from 'node:fs';
import type { Edition, Verse } from '../../src/tojeong/text/index.js';
import { type Place, placeLabel, SNAPSHOT_DIR } from './snapshot.js';

export interface WitnessVerse {
  witness: string;
  place: Place;
  hanja: string;
  /** null where the witness gives the hanja only. */
  reading: string | null;
}

export function readWitnesses(): WitnessVerse[] {
  const rows: WitnessVerse[] = [];
  for (const line of readFileSync(new URL('witnesses.tsv', SNAPSHOT_DIR), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('witness\t')) continue;
    const [witness, gwae, section, month, index, hanja, reading] = line.split('\t') as [string, string, string, string, string, string, string | undefined];
    if (section !== 'yearly' && section !== 'month') throw new Error(`witnesses.tsv: unknown section "${section}"`);
    rows.push({ witness, place: { gwae, section, month, index: Number(index) }, hanja, reading: reading ? reading : null });
  }
  return rows;
}

function verseAt(edition: Edition, place: Place): Verse | undefined {
  const gwae = edition.gwae[place.gwae];
  if (!gwae) return undefined;
  const verses = place.section === 'yearly' ? gwae.yearly : gwae.monthly[place.month];
  return verses?.[place.index - 1];
}

export interface WitnessComparison {
  witness: WitnessVerse;
  label: string;
  hanjaAgrees: boolean;
  /** null where the witness gives no reading. */
  readingAgrees: boolean | null;
  edition: { hanja: string; reading: string | null } | null;
}

export function compareWithWitnesses(edition: Edition, witnesses: readonly WitnessVerse[]): WitnessComparison[] {
  return witnesses.map((witness) => {
    const verse = verseAt(edition, witness.place);
    const served = verse === undefined ? null : typeof verse === 'string' ? { hanja: verse, reading: null } : verse;
    return {
      witness,
      label: placeLabel(witness.place),
      hanjaAgrees: served?.hanja === witness.hanja,
      readingAgrees: witness.reading === null ? null : served?.reading === witness.reading,
      edition: served,
    };
  });
}
