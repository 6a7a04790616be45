/**
 * The hangul side of a recommendation: the given names a request draws from,
 * from the Supreme Court's published name statistics
 * (data/name/given-names.json: every list naming a name, with its sex, year
 * and rank). Parents today are given today's names (issue 47): `era` recent
 * (the default) is the lists of births of the ten years up to the latest year
 * the data holds, weighted by recency and rank (and the names people chose
 * when renaming themselves in those years, at 0.4 of a list of births), then
 * the ten years before at half weight; `classic` the lists before them;
 * `any` all. Names of the other sex's lists come only when asked
 * (`otherSex`), or when a name is on the lists of both sexes (unisex, and
 * marked so). `common` is the listed names; `any` adds names made of a first
 * and a second syllable listed names use in those places; `rare` is those
 * made names alone.
 */
import { isArgsObject } from '../../args.js';
import givenFile from '../../../data/name/given-names.json' with { type: 'json' };

type Listing = [sex: 'f' | 'm' | '?', year: number | null, rank: number | null, scope: string];
interface GivenNamesFile {
  id: string;
  version: string;
  latestYear: number;
  lists: number;
  names: Record<string, Listing[]>;
}
const given = givenFile as unknown as GivenNamesFile;

export const GIVEN_NAMES_VERSION = `${given.id}@${given.version}`;

export const SEXES = ['f', 'm'] as const;
export type Sex = (typeof SEXES)[number];

/** How many years back `recent` reaches, the latest year of the data included. */
export const RECENT_YEARS = 10;
export const LATEST_YEAR = given.latestYear;
export const FIRST_RECENT_YEAR = LATEST_YEAR - RECENT_YEARS + 1;

export const ERAS = {
  recent: `names on the lists of births of ${FIRST_RECENT_YEAR}–${LATEST_YEAR} (the ten years up to the latest the data holds), the recent and high-ranked first; then those of the ten years before, at half weight`,
  classic: `names on the lists of births before ${FIRST_RECENT_YEAR - RECENT_YEARS} (the names of parents' and grandparents' generations)`,
  any: 'names on any list of births, the recent first',
} as const;
export type Era = keyof typeof ERAS;
export const ERA_NAMES = Object.keys(ERAS) as Era[];
export const DEFAULT_ERA: Era = 'recent';

export const POPULARITIES = {
  common: 'names the published lists of births name',
  any: 'the listed names and names made of a first and a second syllable listed names use in those places',
  rare: 'only made names: a first and a second syllable listed names use in those places, in a name no list names',
} as const;
export type Popularity = keyof typeof POPULARITIES;
export const POPULARITY_NAMES = Object.keys(POPULARITIES) as Popularity[];
export const DEFAULT_POPULARITY: Popularity = 'common';

/** Where a name comes from: a list of the sex asked (any list with no sex), only the other sex's lists, syllables of listed names, the caller. */
export const POOL_BASES = ['listed', 'listedOtherSex', 'madeOfListedSyllables', 'builtAroundFixed', 'candidate', 'hangulName'] as const;
export type PoolBasis = (typeof POOL_BASES)[number];

/** The latest list that names a name: its rank, year, whose list (null: a list of both sexes), and whether it counts births or renamings. */
export type Popularity1 = { rank: number | null; year: number; sex: Sex | null; of: 'births' | 'renamings' };

export type PoolName = {
  hangul: string;
  syllables: string[];
  basis: PoolBasis;
  /** The latest birth list of the era and sex asked that names it; null for a made name. */
  popularity: Popularity1 | null;
  /** On the lists of both sexes (within the era). */
  unisex: boolean;
  /** How familiar the name is to parents of the era asked, 0–1: listed names by recency and rank, made names half their rarer syllable's. */
  natural: number;
};

export type PoolRequest = { length: 1 | 2; popularity: Popularity; sex: Sex | null; era: Era; otherSex: boolean };

const isBirth = (l: Listing): l is [Listing[0], number, Listing[2], string] => !l[3].startsWith('rename') && l[1] !== null;
/**
 * A list of the names people chose when they renamed themselves, of a known
 * year: names chosen in that year too, but by adults (a reader grading the
 * recommendations found them dated for a baby: 지훈, 수연), so counted at
 * RENAME_SHARE of a list of births.
 */
const isRename = (l: Listing): l is [Listing[0], number, Listing[2], string] => l[3].startsWith('rename') && l[1] !== null;
const RENAME_SHARE = 0.4;

/**
 * The ten years before the recent ones: their names still come in `recent`,
 * after today's (at half the weight their year would give), so that a surname
 * whose strokes leave few of today's names still gets a full page — and the
 * names of parents' and grandparents' days (before them) only with `classic`.
 */
const FIRST_FILL_YEAR = FIRST_RECENT_YEAR - RECENT_YEARS;

const inEra = (year: number, era: Era) => era === 'any' || (era === 'recent' ? year >= FIRST_FILL_YEAR : year < FIRST_FILL_YEAR);

/** A list's weight for a name on it: recent lists and high ranks first (recent: the latest year 1, ten years back 0.55, the ten before at half; rank 1 1, rank 20 0.34; unranked 0.5). */
function listingShare(year: number, rank: number | null, era: Era): number {
  const recency = era === 'classic' ? 1 : Math.max(0.3, 1 - 0.05 * (LATEST_YEAR - year)) * (year < FIRST_RECENT_YEAR ? 0.5 : 1);
  const place = rank === null ? 0.5 : Math.max(0.3, 1 - 0.035 * (rank - 1));
  return recency * place;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const bySex = (l: Listing, sex: Sex) => l[0] === sex;

/** What the lists of an era say of one name. */
type Listed = { hangul: string; syllables: string[]; f: number; m: number; both: number; latest: Record<Sex | '?', Popularity1 | null> };

const listedCache = new Map<Era, Listed[]>();
function listedIn(era: Era): Listed[] {
  let listed = listedCache.get(era);
  if (listed) return listed;
  listed = [];
  for (const [hangul, listings] of Object.entries(given.names)) {
    const births = listings.filter(isBirth).filter((l) => inEra(l[1], era));
    const renames = listings.filter(isRename).filter((l) => inEra(l[1], era));
    if (births.length === 0 && renames.length === 0) continue;
    const share = (sex: Listing[0]) =>
      Math.max(0, ...births.filter((l) => l[0] === sex).map((l) => listingShare(l[1], l[2], era)), ...renames.filter((l) => l[0] === sex).map((l) => RENAME_SHARE * listingShare(l[1], l[2], era)));
    // Listings are latest first (the generator sorts them so): the first of a sex is its latest.
    const latest = (sex: Listing[0]): Popularity1 | null => {
      const birth = births.find((x) => x[0] === sex);
      const l = birth ?? renames.find((x) => x[0] === sex);
      return l ? { rank: l[2], year: l[1], sex: sex === '?' ? null : sex, of: birth ? 'births' : 'renamings' } : null;
    };
    listed.push({ hangul, syllables: Array.from(hangul), f: share('f'), m: share('m'), both: share('?'), latest: { f: latest('f'), m: latest('m'), '?': latest('?') } });
  }
  listedCache.set(era, listed);
  return listed;
}

/** The popularity to show for a name: the latest list of the sex asked, else of both sexes, else (a name of the other sex) the other's; with no sex, the latest of any. */
function popularityFor(n: Listed, sex: Sex | null): Popularity1 | null {
  if (sex !== null) return n.latest[sex] ?? n.latest['?'] ?? n.latest[sex === 'f' ? 'm' : 'f'];
  const found = [n.latest.f, n.latest.m, n.latest['?']].filter((p): p is Popularity1 => p !== null);
  return found.sort((a, b) => b.year - a.year || (a.rank ?? 999) - (b.rank ?? 999))[0] ?? null;
}

/**
 * A name's share for the sex asked: its own lists; a list of both sexes
 * counts for it in the proportion its own lists bear to both sexes' (지안,
 * high on the lists of both sexes and on girls' lists, low on one boys' list,
 * is a girl's name first); a name on no list of either sex takes the list of both.
 */
function shareFor(n: Listed, sex: Sex | null): number {
  if (sex === null) return Math.max(n.f, n.m, n.both);
  const mine = n[sex];
  const theirs = n[sex === 'f' ? 'm' : 'f'];
  const part = mine + theirs === 0 ? 1 : mine / (mine + theirs);
  return Math.max(mine, n.both * part);
}

const pools = new Map<string, readonly PoolName[]>();

/** The names a request draws from, most familiar first (then in code-point order); built once per request shape. */
export function namePool(request: PoolRequest): readonly PoolName[] {
  const key = `${request.length}/${request.popularity}/${request.sex ?? ''}/${request.era}/${request.otherSex}`;
  let pool = pools.get(key);
  if (pool === undefined) {
    pool = buildPool(request);
    pools.set(key, pool);
  }
  return pool;
}

function buildPool({ length, popularity, sex, era, otherSex }: PoolRequest): PoolName[] {
  const listed = listedIn(era);
  const own = (n: Listed) => shareFor(n, sex);
  const other = (n: Listed) => (sex === null ? 0 : n[sex === 'f' ? 'm' : 'f']);
  const names: PoolName[] = [];
  const published = new Set(listed.map((n) => n.hangul));
  const place: Array<Map<string, number>> = [new Map(), new Map()];
  for (const n of listed) {
    if (n.syllables.length !== 2 || own(n) === 0) continue;
    n.syllables.forEach((s, i) => place[i]!.set(s, Math.max(place[i]!.get(s) ?? 0, own(n))));
  }
  if (popularity !== 'rare') {
    for (const n of listed.filter((x) => x.syllables.length === length)) {
      const unisex = n.f > 0 && n.m > 0;
      const popularityShown = popularityFor(n, sex);
      if (own(n) > 0) names.push({ hangul: n.hangul, syllables: n.syllables, basis: 'listed', popularity: popularityShown, unisex, natural: round(own(n)) });
      else if (otherSex && other(n) > 0) names.push({ hangul: n.hangul, syllables: n.syllables, basis: 'listedOtherSex', popularity: popularityShown, unisex, natural: round(other(n) / 2) });
    }
  }
  if (length === 1) {
    // One-syllable given names: the syllables of listed names, either place (the lists publish almost no one-syllable names).
    const either = new Map<string, number>();
    for (const map of place) for (const [s, w] of map) either.set(s, Math.max(either.get(s) ?? 0, w));
    for (const [s, w] of either) if (!published.has(s)) names.push({ hangul: s, syllables: [s], basis: 'madeOfListedSyllables', popularity: null, unisex: false, natural: round(w / 2) });
  } else if (popularity !== 'common') {
    const [first, second] = place as [Map<string, number>, Map<string, number>];
    for (const [a, wa] of first) {
      for (const [b, wb] of second) {
        const hangul = a + b;
        if (published.has(hangul) || a === b) continue;
        // A made name is as familiar as its rarer syllable, at most half a listed name.
        names.push({ hangul, syllables: [a, b], basis: 'madeOfListedSyllables', popularity: null, unisex: false, natural: round(Math.min(wa, wb) / 2) });
      }
    }
  }
  return names.sort((x, y) => y.natural - x.natural || (x.hangul < y.hangul ? -1 : x.hangul > y.hangul ? 1 : 0));
}

/** The syllables listed names of the era and sex use in a place (0: first, 1: second), with their share: what a name is built from around a fixed syllable. */
export function listedSyllables(place: 0 | 1, sex: Sex | null, era: Era): ReadonlyMap<string, number> {
  const found = new Map<string, number>();
  for (const n of listedIn(era)) {
    if (n.syllables.length !== 2) continue;
    const share = shareFor(n, sex);
    if (share > 0) found.set(n.syllables[place]!, Math.max(found.get(n.syllables[place]!) ?? 0, share));
  }
  return found;
}

const listedIndexes = new Map<Era, ReadonlyMap<string, Listed>>();

/** The names of an era's lists by their hangul (the first entry of each, as a search of listedIn would find it), made once per era. */
function listedByName(era: Era): ReadonlyMap<string, Listed> {
  let index = listedIndexes.get(era);
  if (index === undefined) {
    const made = new Map<string, Listed>();
    for (const n of listedIn(era)) if (!made.has(n.hangul)) made.set(n.hangul, n);
    listedIndexes.set(era, (index = made));
  }
  return index;
}

/** The hangul of a pool's names, made once per pool (namePool keeps each pool). */
const poolNameSets = new WeakMap<readonly PoolName[], ReadonlySet<string>>();

export function poolNamesOf(pool: readonly PoolName[]): ReadonlySet<string> {
  let names = poolNameSets.get(pool);
  if (names === undefined) poolNameSets.set(pool, (names = new Set(pool.map((n) => n.hangul))));
  return names;
}

/** What the lists say of a name the caller sends (candidates): as a pool name of the request's era and sex, or a name no list of them names. */
export function poolNameOf(hangul: string, request: PoolRequest, basis: PoolBasis): PoolName {
  const syllables = Array.from(hangul);
  const n = listedByName(request.era).get(hangul) ?? listedByName('any').get(hangul);
  if (!n) return { hangul, syllables, basis, popularity: null, unisex: false, natural: 0 };
  return { hangul, syllables, basis, popularity: popularityFor(n, request.sex), unisex: n.f > 0 && n.m > 0, natural: round(shareFor(n, request.sex)) };
}

/**
 * `latestTopNames({ sex: 'f', top: 20 })`; the positional `latestTopNames(sex, top)` keeps working (deprecated:
 * the object names its fields).
 * The names of the latest list of births of a sex that ranks at least ten
 * names of it (the top of today's names), at most `top` of them, best first:
 * the names a request of that sex must reach, or be told why not.
 */
export function latestTopNames(args: { sex: Sex; top?: number }): Array<{ hangul: string; rank: number; year: number }>;
/** @deprecated Positional form; use latestTopNames({ sex, top }). */
export function latestTopNames(sex: Sex, top?: number): Array<{ hangul: string; rank: number; year: number }>;
export function latestTopNames(first: unknown, top?: unknown): Array<{ hangul: string; rank: number; year: number }> {
  if (isArgsObject(first)) {
    const o = first as Record<string, unknown>;
    return latestTopNamesPositional(o.sex as Sex, o.top as number);
  }
  return latestTopNamesPositional(first as Sex, top as number);
}

/** The whole latest list of each sex, best first: the lists do not change while the process runs. */
const latestLists = new Map<Sex, ReadonlyArray<{ hangul: string; rank: number; year: number }>>();

function latestTopNamesPositional(sex: Sex, top = 20): Array<{ hangul: string; rank: number; year: number }> {
  let list = latestLists.get(sex);
  if (list === undefined) {
    list = latestList(sex);
    if (sex === 'f' || sex === 'm') latestLists.set(sex, list);
  }
  // Fresh objects: a caller may change what it is given.
  return list.slice(0, top).map((entry) => ({ ...entry }));
}

function latestList(sex: Sex): Array<{ hangul: string; rank: number; year: number }> {
  const byYear = new Map<number, Map<string, number>>();
  for (const [hangul, listings] of Object.entries(given.names)) {
    for (const l of listings) {
      if (!isBirth(l) || !bySex(l, sex) || l[2] === null || l[3] !== 'birth') continue;
      const names = byYear.get(l[1]) ?? new Map<string, number>();
      byYear.set(l[1], names);
      names.set(hangul, Math.min(names.get(hangul) ?? Infinity, l[2]));
    }
  }
  const years = [...byYear.keys()].filter((y) => byYear.get(y)!.size >= 10).sort((a, b) => b - a);
  if (years.length === 0) return [];
  const year = years[0]!;
  return [...byYear.get(year)!].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([hangul, rank]) => ({ hangul, rank, year }));
}
