/**
 * The source snapshot of the 144-gwae text (../shared/data/gwae-text/): its
 * shape, its provenance, and its verses in a fixed order with their places.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GWAE_IDS, MONTH_KEYS, VERSES_PER_MONTH, YEARLY_VERSES } from '../../src/tojeong/text/index.js';

export const SNAPSHOT_DIR = new URL('../../../shared/data/gwae-text/', import.meta.url);

/** Where the transcription comes from (../shared/data/gwae-text/README.md). */
export const SNAPSHOT = {
  repository: '8x8-2/8x8-2.github.io',
  path: 'data/tojeong-fortunes.json',
  commit: '2cee6faee8d7d12fa627428d3ccbec7279152f95',
  sha256: '7b1f1469c223f253720fc8d50db57c61ec391795bc1d91c2de595f503341818f',
} as const;

interface SnapshotLine {
  hanja: string;
  reading: string;
}

interface SnapshotGwae {
  code: string;
  titleHanja: string;
  titleKorean: string;
  overall: SnapshotLine[];
  months: Array<{ month: number; lines: SnapshotLine[] }>;
}

/** A place in the text: `section` title has no month or index; yearly has an index; month both. */
export interface Place {
  gwae: string;
  section: 'title' | 'yearly' | 'month';
  month: string;
  index: number;
}

export interface SnapshotVerse {
  place: Place;
  hanja: string;
  reading: string;
}

export function placeLabel(place: Place): string {
  if (place.section === 'title') return `${place.gwae} title`;
  if (place.section === 'yearly') return `${place.gwae} yearly ${place.index}`;
  return `${place.gwae} month ${place.month} verse ${place.index}`;
}

export function placeKey(place: Place): string {
  return `${place.gwae}/${place.section}/${place.month}/${place.index}`;
}

/** Reads the snapshot and refuses any file but the reviewed one. */
export function readSnapshot(): Record<string, SnapshotGwae> {
  const bytes = readFileSync(new URL('tojeong-fortunes.json', SNAPSHOT_DIR));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== SNAPSHOT.sha256) {
    throw new Error(`tojeong-fortunes.json has sha256 ${sha256}, the build was reviewed against ${SNAPSHOT.sha256}`);
  }
  return JSON.parse(bytes.toString('utf8')) as Record<string, SnapshotGwae>;
}

/**
 * Every title and verse of the snapshot in edition order (gwae 111 … 863; title,
 * yearly 1-9, months 1-12 × 3), as written: no normalization yet.
 */
export function snapshotVerses(snapshot: Record<string, SnapshotGwae>): SnapshotVerse[] {
  const verses: SnapshotVerse[] = [];
  for (const gwae of GWAE_IDS) {
    const entry = snapshot[gwae];
    if (!entry || entry.code !== gwae) throw new Error(`the snapshot has no gwae ${gwae}`);
    verses.push({ place: { gwae, section: 'title', month: '', index: 1 }, hanja: entry.titleHanja, reading: entry.titleKorean });
    if (entry.overall.length !== YEARLY_VERSES) throw new Error(`gwae ${gwae} has ${entry.overall.length} yearly verses`);
    entry.overall.forEach((line, i) => verses.push({ place: { gwae, section: 'yearly', month: '', index: i + 1 }, ...line }));
    for (const month of MONTH_KEYS) {
      const lines = entry.months.find((m) => String(m.month) === month)?.lines;
      if (lines?.length !== VERSES_PER_MONTH) throw new Error(`gwae ${gwae} month ${month} does not have ${VERSES_PER_MONTH} verses`);
      lines.forEach((line, i) => verses.push({ place: { gwae, section: 'month', month, index: i + 1 }, hanja: line.hanja, reading: line.reading }));
    }
  }
  return verses;
}
