/**
 * Builds the entries of data/hanja/readings.json for every character any of
 * the three sources reads: Unihan kHangul, the court list, libhangul.
 */
import type { CourtEntry } from './court.js';
import type { HanjaTxtLine, WordReadingCounts } from './libhangul.js';
import { chooseReadings } from './readings.js';
import type { DefaultBasis } from './readings.js';
import type { UnihanData } from './unihan.js';

export interface ReadingTable {
  readings: Record<string, string[]>;
  stats: {
    characters: number;
    fromUnihan: number;
    fromCourt: number;
    fromLibhangul: number;
    basis: Record<DefaultBasis, number>;
    withAlternatives: number;
    droppedInitialSpellings: number;
  };
}

export function buildReadingTable(
  unihan: UnihanData,
  court: readonly CourtEntry[],
  libhangul: Map<string, HanjaTxtLine[]>,
  wordCounts: WordReadingCounts,
): ReadingTable {
  const courtByChar = new Map(court.map((c) => [String.fromCodePoint(c.codePoint), c]));
  const chars = new Set<string>();
  let fromUnihan = 0;
  for (const [cp, entry] of unihan.entries) {
    if (entry.hangul.length === 0) continue;
    chars.add(String.fromCodePoint(cp));
    fromUnihan++;
  }
  for (const c of courtByChar.keys()) chars.add(c);
  for (const c of libhangul.keys()) chars.add(c);

  const sorted = [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
  const readings: Record<string, string[]> = {};
  const basis: Record<DefaultBasis, number> = { single: 0, educational: 0, 'word-list': 0, 'source-order': 0 };
  let withAlternatives = 0;
  let dropped = 0;
  for (const c of sorted) {
    const entry = unihan.entries.get(c.codePointAt(0)!);
    const lines = libhangul.get(c) ?? [];
    const choice = chooseReadings({
      unihan: entry?.hangul ?? [],
      educational: entry?.hangulEducational ?? null,
      court: courtByChar.get(c)?.readings ?? [],
      libhangul: [...new Set(lines.map((l) => l.reading))],
      wordCounts: wordCounts.get(c) ?? new Map(),
    });
    readings[c] = choice.readings;
    basis[choice.basis]++;
    if (choice.readings.length > 1) withAlternatives++;
    dropped += choice.dropped.length;
  }
  return {
    readings,
    stats: {
      characters: sorted.length,
      fromUnihan,
      fromCourt: courtByChar.size,
      fromLibhangul: libhangul.size,
      basis,
      withAlternatives,
      droppedInitialSpellings: dropped,
    },
  };
}
