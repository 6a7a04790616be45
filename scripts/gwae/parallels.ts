/**
 * The text held against itself (issue 49): two searches over the served
 * edition that list the places a reader must decide.
 *
 *  - Errata pairs: every hanja erratum's from → to character, in the unit it
 *    mended. Each other unit of the text that holds the "from" character where
 *    putting the "to" character in its place gives a unit the text writes
 *    elsewhere, or the very word the erratum made (干天 → 旱天 wherever 干天
 *    stands), is a place where the same correction would apply.
 *  - The concordance: the text is formulaic, so a four-character unit written
 *    once, while a unit differing from it in one character that is a homophone
 *    or a look-alike (scripts/gwae/similarChars.ts) is written at least twice,
 *    is the strongest sign of a slip.
 *
 * A unit is a verse's half, or a title's four characters before 之意 (the
 * whole title otherwise). A reading erratum needs no search of its own: the
 * rules read every place (scripts/gwae/readingCheck.ts), and
 * `readingsDisagree` checks that one word is read one way wherever it stands.
 */
import type { Erratum } from './errata.js';
import { type Place, placeKey, placeLabel } from './snapshot.js';
import type { SimilarChars } from './similarChars.js';

export interface ServedVerse {
  place: Place;
  hanja: string;
  reading: string;
}

export interface Unit {
  place: Place;
  /** The unit's text. */
  text: string;
  /** Its reading, syllable for character. */
  reading: string;
  /** Where it starts in the verse, spaces not counted (0-based). */
  offset: number;
}

export type FindingSource = { kind: 'erratum'; line: number; from: string; to: string } | { kind: 'concordance' };

/** A unit as served beside the variant the text suggests for it, with every place of each. */
export interface ParallelFinding {
  served: string;
  variant: string;
  /** The character served and the variant's, and what makes them a likely slip. */
  pair: { served: string; variant: string; kind: 'homophone' | 'look-alike' | 'erratum' };
  servedAt: Place[];
  variantAt: Place[];
  sources: FindingSource[];
}

const TITLE_ENDING = '之意';

/** The units of a verse or title, with their readings. */
export function unitsOf(verse: ServedVerse): Unit[] {
  const { place, hanja, reading } = verse;
  if (place.section === 'title') {
    const core = hanja.endsWith(TITLE_ENDING) && hanja.length === 6 ? hanja.slice(0, 4) : hanja;
    return [{ place, text: core, reading: reading.slice(0, core.length), offset: 0 }];
  }
  const halves = hanja.split(' ');
  const readings = reading.split(' ');
  let offset = 0;
  return halves.map((text, i) => {
    const unit = { place, text, reading: readings[i] ?? '', offset };
    offset += text.length;
    return unit;
  });
}

/** The two-character word holding a character of a four-character unit (1-2, 3-4); a neighbour pair otherwise. */
function wordAt(text: string, index: number): string {
  if (text.length === 4) return index < 2 ? text.slice(0, 2) : text.slice(2);
  return text.slice(Math.max(0, index - 1), index + 1);
}

interface ErrataPair {
  line: number;
  from: string;
  to: string;
  /** The mended word of the erratum's own unit. */
  word: string;
}

/** Each changed character of each hanja erratum whose verse keeps its length. */
export function errataPairs(errata: readonly Erratum[]): ErrataPair[] {
  const pairs: ErrataPair[] = [];
  for (const row of errata) {
    // Only a slip of sound or shape repeats itself; an eye-skip, an order or a quotation is its place's own.
    if (row.field !== 'hanja' || (row.kind !== 'homophone' && row.kind !== 'look-alike') || row.from.length !== row.to.length) continue;
    const mended = unitsOf({ place: row.place, hanja: row.to, reading: '' });
    for (let i = 0; i < row.from.length; i++) {
      const [from, to] = [row.from[i]!, row.to[i]!];
      if (from === to || from === ' ') continue;
      const position = [...row.to.slice(0, i)].filter((c) => c !== ' ').length;
      const unit = mended.find((u) => position >= u.offset && position < u.offset + u.text.length);
      if (unit) pairs.push({ line: row.line, from, to, word: wordAt(unit.text, position - unit.offset) });
    }
  }
  return pairs;
}

/** Where each unit text stands. */
export function unitPlaces(units: readonly Unit[]): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  for (const unit of units) places.set(unit.text, [...(places.get(unit.text) ?? []), unit.place]);
  return places;
}

class Findings {
  private readonly byKey = new Map<string, ParallelFinding>();
  constructor(private readonly places: Map<string, Place[]>) {}

  add(served: string, variant: string, at: number, kind: ParallelFinding['pair']['kind'], source: FindingSource): void {
    const key = `${served}\t${variant}`;
    let finding = this.byKey.get(key);
    if (!finding) {
      finding = {
        served,
        variant,
        pair: { served: served[at]!, variant: variant[at]!, kind },
        servedAt: this.places.get(served) ?? [],
        variantAt: this.places.get(variant) ?? [],
        sources: [],
      };
      this.byKey.set(key, finding);
    }
    if (!finding.sources.some((s) => JSON.stringify(s) === JSON.stringify(source))) finding.sources.push(source);
  }

  all(): ParallelFinding[] {
    return [...this.byKey.values()].sort((a, b) => (a.served + a.variant < b.served + b.variant ? -1 : 1));
  }
}

/** The places where an erratum's correction would apply again. */
export function pairFindings(units: readonly Unit[], errata: readonly Erratum[]): ParallelFinding[] {
  const places = unitPlaces(units);
  const findings = new Findings(places);
  const pairs = errataPairs(errata);
  const byFrom = new Map<string, ErrataPair[]>();
  for (const pair of pairs) byFrom.set(pair.from, [...(byFrom.get(pair.from) ?? []), pair]);
  for (const text of places.keys()) {
    [...text].forEach((char, index) => {
      for (const pair of byFrom.get(char) ?? []) {
        const variant = text.slice(0, index) + pair.to + text.slice(index + 1);
        if (places.has(variant) || wordAt(variant, index) === pair.word) {
          findings.add(text, variant, index, 'erratum', { kind: 'erratum', line: pair.line, from: pair.from, to: pair.to });
        }
      }
    });
  }
  return findings.all();
}

/** Four-character units written once beside a one-character variant written at least twice. */
export function concordanceFindings(units: readonly Unit[], similar: SimilarChars): ParallelFinding[] {
  const places = unitPlaces(units);
  const findings = new Findings(places);
  const byPattern = new Map<string, string[]>();
  for (const text of places.keys()) {
    if ([...text].length !== 4) continue;
    for (let i = 0; i < 4; i++) {
      const pattern = `${text.slice(0, i)}?${text.slice(i + 1)}`;
      byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), text]);
    }
  }
  for (const [text, at] of places) {
    if (at.length !== 1 || [...text].length !== 4) continue;
    for (let i = 0; i < 4; i++) {
      for (const variant of byPattern.get(`${text.slice(0, i)}?${text.slice(i + 1)}`) ?? []) {
        if (variant === text || (places.get(variant)?.length ?? 0) < 2) continue;
        const kind = similar.kind(text[i]!, variant[i]!);
        if (kind) findings.add(text, variant, i, kind, { kind: 'concordance' });
      }
    }
  }
  return findings.all();
}

/** Findings of both searches, one per served and variant unit. */
export function mergeFindings(...lists: ParallelFinding[][]): ParallelFinding[] {
  const merged = new Map<string, ParallelFinding>();
  for (const finding of lists.flat()) {
    const key = `${finding.served}\t${finding.variant}`;
    const known = merged.get(key);
    if (known) known.sources.push(...finding.sources);
    else merged.set(key, { ...finding, sources: [...finding.sources] });
  }
  return [...merged.values()].sort((a, b) => (a.served + a.variant < b.served + b.variant ? -1 : 1));
}

/**
 * Words (a unit's two-character word) read two ways at the same place of a
 * unit: the rules read by context, so this lists what a reader should see,
 * as `word: reading (places) | reading (places)`.
 */
export function readingsDisagree(units: readonly Unit[]): string[] {
  const readings = new Map<string, Map<string, Place[]>>();
  for (const unit of units) {
    if ([...unit.text].length !== 4 || [...unit.reading].length !== 4) continue;
    for (const start of [0, 2]) {
      const key = `${unit.text.slice(start, start + 2)}@${start === 0 ? 'first' : 'second'}`;
      const byReading = readings.get(key) ?? new Map<string, Place[]>();
      const reading = unit.reading.slice(start, start + 2);
      byReading.set(reading, [...(byReading.get(reading) ?? []), unit.place]);
      readings.set(key, byReading);
    }
  }
  return [...readings]
    .filter(([, byReading]) => byReading.size > 1)
    .map(([word, byReading]) => `${word}: ${[...byReading].map(([r, at]) => `${r} (${at.length}: ${placeLabel(at[0]!)})`).join(' | ')}`);
}

export const placesLabel = (places: readonly Place[], max = 6): string =>
  places.slice(0, max).map(placeLabel).join('; ') + (places.length > max ? `; … (${places.length})` : '');

export const findingKey = (finding: Pick<ParallelFinding, 'served' | 'variant'>): string => `${finding.served}\t${finding.variant}`;
