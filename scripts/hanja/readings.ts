/**
 * The reading table for every hanja (data/hanja/readings.json): which
 * syllable to say for a character when reading a text aloud, and its other
 * readings. Pure: the sources come in as plain values.
 *
 * Rules (README.md explains why):
 * 1. Readings are the union of Unihan kHangul, the court list and libhangul,
 *    in that source order.
 * 2. A reading that is only the 두음법칙 spelling of another reading of the
 *    same character (여 beside 녀 for 女, 낙 beside 락 for 樂) is dropped: the
 *    rule is applied when reading, by wordInitialForm, not stored.
 * 3. The default is the reading Unihan marks E (the one Korea's 1,800 basic
 *    hanja for education teach); else the reading libhangul's word list uses
 *    most; else the first in source order.
 * 4. The other readings follow by word-list use, then source order.
 */
import { wordInitialForm } from '../../packages/core/src/hangul.js';

export interface ReadingSources {
  unihan: readonly string[];
  /** The kHangul reading marked E, if any. */
  educational: string | null;
  court: readonly string[];
  libhangul: readonly string[];
  /** Word-list counts per reading as written (before folding). */
  wordCounts: ReadonlyMap<string, number>;
}

export type DefaultBasis = 'single' | 'educational' | 'word-list' | 'source-order';

export interface ReadingChoice {
  readings: string[];
  basis: DefaultBasis;
  /** Readings dropped as 두음법칙 spellings of another reading. */
  dropped: string[];
}

export function chooseReadings(s: ReadingSources): ReadingChoice {
  const all: string[] = [];
  for (const r of [...s.unihan, ...s.court, ...s.libhangul]) if (!all.includes(r)) all.push(r);
  if (all.length === 0) throw new Error('a character without readings');

  // X is a 두음 spelling when another reading R of the character becomes X at the start of a word.
  const baseOf = (x: string) => all.filter((r) => r !== x && wordInitialForm(r) === x);
  const kept = all.filter((x) => baseOf(x).length === 0);
  const dropped = all.filter((x) => baseOf(x).length > 0);

  // Word counts of a dropped spelling go to each reading it is the spelling of.
  const uses = (r: string): number => {
    let n = s.wordCounts.get(r) ?? 0;
    for (const x of dropped) if (wordInitialForm(r) === x) n += s.wordCounts.get(x) ?? 0;
    return n;
  };
  const order = (a: string, b: string) => uses(b) - uses(a) || kept.indexOf(a) - kept.indexOf(b);

  let first: string;
  let basis: DefaultBasis;
  const educational = s.educational === null ? undefined : kept.find((r) => r === s.educational || wordInitialForm(r) === s.educational);
  if (kept.length === 1) {
    first = kept[0]!;
    basis = 'single';
  } else if (educational !== undefined) {
    first = educational;
    basis = 'educational';
  } else {
    const [top] = [...kept].sort(order);
    if (top !== undefined && uses(top) > 0) {
      first = top;
      basis = 'word-list';
    } else {
      first = kept[0]!;
      basis = 'source-order';
    }
  }
  const rest = kept.filter((r) => r !== first).sort(order);
  return { readings: [first, ...rest], basis, dropped };
}
