/**
 * The hangul side of a recommendation: the given names a request draws from.
 * `common` names are those the Supreme Court's published name statistics
 * list (data/name/given-names.json); `any` adds names made of a first and a
 * second syllable that published names use in those places; `rare` is those
 * made names alone. A one-syllable given name draws on the syllables of the
 * published names (the lists publish two-syllable names almost only).
 * How natural a name sounds is measured from the same lists: how many lists
 * name it, or, for a made name, how common its syllables are in their places.
 */
import givenFile from '../../../data/name/given-names.json' with { type: 'json' };
import avoidFile from '../../../data/name/avoid-readings.json' with { type: 'json' };

interface GivenNamesFile {
  id: string;
  version: string;
  lists: number;
  names: Record<string, [f: number, m: number, both: number]>;
}
interface AvoidReadingsFile {
  id: string;
  version: string;
  rule: string;
  entries: Array<{ text: string; scope: 'given' | 'full'; meaning: string }>;
}
const given = givenFile as unknown as GivenNamesFile;
const avoid = avoidFile as unknown as AvoidReadingsFile;

export const GIVEN_NAMES_VERSION = `${given.id}@${given.version}`;
export const AVOID_READINGS_VERSION = `${avoid.id}@${avoid.version}`;
export const AVOID_READINGS_RULE = avoid.rule;

/** The sex a request may give, used only to choose among the published lists. */
export const SEXES = ['f', 'm'] as const;
export type Sex = (typeof SEXES)[number];

export const POPULARITIES = {
  common: 'names the published lists name (of the sex asked first, then of the other)',
  any: 'the published names and names made of a first and a second syllable published names use in those places',
  rare: 'only made names: a first and a second syllable published names use in those places, in a name no list names',
} as const;
export type Popularity = keyof typeof POPULARITIES;
export const POPULARITY_NAMES = Object.keys(POPULARITIES) as Popularity[];
export const DEFAULT_POPULARITY: Popularity = 'common';

/** Where a pool name comes from: a list of the sex asked (or any, with no sex), only a list of the other sex, or made of listed syllables. */
export const POOL_BASES = ['listed', 'listedOtherSex', 'madeOfListedSyllables'] as const;
export type PoolBasis = (typeof POOL_BASES)[number];

export type PoolName = {
  hangul: string;
  syllables: string[];
  basis: PoolBasis;
  /** Published lists that name it (of the sex asked, or of the other for listedOtherSex); 0 for a made name. */
  lists: number;
  /** How natural the name sounds, 0–1 (see naturalShare). */
  natural: number;
};

/**
 * The lists of the sex asked that name a name, and those of the other sex.
 * A list of both sexes (an overall top 10) counts for the sex the name's own
 * lists show: 민준, on boys' lists and overall ones, is a boy's name.
 */
function listsOf(counts: readonly [number, number, number], sex: Sex | null): { own: number; other: number } {
  const [f, m, both] = counts;
  if (sex === null) return { own: f + m + both, other: 0 };
  const [own, other] = sex === 'f' ? [f, m] : [m, f];
  if (own > 0 || other === 0) return { own: own + both, other };
  return { own: 0, other: other + both };
}

/** log scale, so that a name on 3 lists is not worth a third of one on 9. */
const logShare = (value: number, max: number) => (max <= 0 ? 0 : Math.log1p(value) / Math.log1p(max));
const round = (value: number) => Math.round(value * 1000) / 1000;

const pools = new Map<string, readonly PoolName[]>();

/** The names a request draws from, most natural first (then in code-point order); built once per (length, popularity, sex). */
export function namePool(length: 1 | 2, popularity: Popularity, sex: Sex | null): readonly PoolName[] {
  const key = `${length}/${popularity}/${sex ?? ''}`;
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = buildPool(length, popularity, sex);
    pools.set(key, pool);
  }
  return pool;
}

function buildPool(length: 1 | 2, popularity: Popularity, sex: Sex | null): PoolName[] {
  const listed = Object.entries(given.names).map(([hangul, counts]) => ({ hangul, syllables: Array.from(hangul), ...listsOf(counts, sex) }));
  const ofLength = listed.filter((n) => n.syllables.length === length);
  // Syllables in their places, weighted by the lists of the sex asked that name the names they stand in.
  const place: Array<Map<string, number>> = [new Map(), new Map()];
  for (const name of listed) {
    if (name.syllables.length !== 2 || name.own === 0) continue;
    name.syllables.forEach((syllable, i) => place[i]!.set(syllable, (place[i]!.get(syllable) ?? 0) + name.own));
  }
  const names: PoolName[] = [];
  const maxOwn = Math.max(0, ...ofLength.map((n) => n.own));
  const maxOther = Math.max(0, ...ofLength.map((n) => n.other));
  const published = new Set<string>();
  if (popularity !== 'rare') {
    for (const n of ofLength) {
      if (n.own > 0) names.push({ hangul: n.hangul, syllables: n.syllables, basis: 'listed', lists: n.own, natural: round(logShare(n.own, maxOwn)) });
      else if (n.other > 0) names.push({ hangul: n.hangul, syllables: n.syllables, basis: 'listedOtherSex', lists: n.other, natural: round(logShare(n.other, maxOther) / 2) });
      published.add(n.hangul);
    }
  } else {
    for (const n of ofLength) published.add(n.hangul);
  }
  if (length === 1) {
    // One-syllable given names: the syllables of the published names, either place, weighted as above.
    const either = new Map<string, number>();
    for (const map of place) for (const [syllable, weight] of map) either.set(syllable, (either.get(syllable) ?? 0) + weight);
    const max = Math.max(0, ...either.values());
    for (const [syllable, weight] of either) {
      // The lists publish almost no one-syllable names, so every popularity draws on the syllables of listed names.
      if (!published.has(syllable)) names.push({ hangul: syllable, syllables: [syllable], basis: 'madeOfListedSyllables', lists: 0, natural: round(logShare(weight, max) / 2) });
    }
  } else if (popularity !== 'common') {
    const [first, second] = place as [Map<string, number>, Map<string, number>];
    const maxFirst = Math.max(0, ...first.values());
    const maxSecond = Math.max(0, ...second.values());
    for (const [a, wa] of first) {
      for (const [b, wb] of second) {
        const hangul = a + b;
        if (published.has(hangul)) continue;
        // A made name sounds as natural as its less common syllable, at most half a listed name.
        names.push({ hangul, syllables: [a, b], basis: 'madeOfListedSyllables', lists: 0, natural: round(Math.min(logShare(wa, maxFirst), logShare(wb, maxSecond)) / 2) });
      }
    }
  }
  return names.sort((x, y) => y.natural - x.natural || (x.hangul < y.hangul ? -1 : x.hangul > y.hangul ? 1 : 0));
}

/** The entry of the reviewed list a name reads as, if any: the given name alone, or the full name with the surname's reading. */
export function avoidedReading(surnameReading: string, givenName: string): { text: string; scope: 'given' | 'full'; meaning: string } | undefined {
  return avoid.entries.find((e) => (e.scope === 'given' ? e.text === givenName : e.text === surnameReading + givenName));
}
