/**
 * The quick path of the recommender: for each hangul name, the hanja that
 * rank best among those the stroke rules allow, without a full analysis per
 * pair tried. The characters of each syllable are grouped by 원획 once; per
 * request, the two most worthy of each stroke count are tried together, and
 * each pair is scored with the shares partShares gives (recommendRank.ts).
 */
import { nameHanja } from '../../hanja/index.js';
import { avoidWarningsOf } from '../avoidHanja.js';
import { nameCharsOfSyllable } from '../charsByReading.js';
import { type Element, relation, type Relation, type Verdict, verdictUnder } from '../../elements/index.js';
import { type HanjaSet, hanjaSetOf } from './hanjaSets.js';
import { nameMeaningOf } from './nameMeanings.js';
import type { PoolName } from './namePool.js';
import { balanceShare, gridsShare, hanjaShare, pointsOf } from './recommendRank.js';
import { resourceElementOf } from '../../hanja/charResourceElement.js';
import type { Saju } from '../../saju/index.js';
import { VERDICT_SHARE } from '../analysis/index.js';
import type { StrokeTuple } from './strokeRules.js';

export type CharInfo = { hanja: string; strokes: number; element: Element | null; words: number; gloss: string[]; good: boolean; set: HanjaSet; value: number };

const groupCache = new Map<string, ReadonlyMap<number, readonly CharInfo[]>>();

/** The characters a syllable may be written with in its place, by 원획: none on the 불용한자 lists, none of an avoided meaning, none outside KS X 1001. */
export function charGroups(syllable: string, wordStart: boolean): ReadonlyMap<number, readonly CharInfo[]> {
  const key = `${syllable}${wordStart ? '^' : ''}`;
  let groups = groupCache.get(key);
  if (groups === undefined) {
    const map = new Map<number, CharInfo[]>();
    for (const { record, reading, words } of nameCharsOfSyllable(syllable, wordStart)) {
      if (avoidWarningsOf(record.hanja).length > 0) continue;
      const meaning = nameMeaningOf(record, reading);
      // Outside KS X 1001 a character is one few Korean readers know (僶, 抿): never proposed.
      if (meaning.avoid || hanjaSetOf(record.hanja) === 'other') continue;
      const info = charInfo(record.hanja, record.strokes, words, meaning.gloss, meaning.good);
      const list = map.get(record.strokes) ?? [];
      list.push(info);
      map.set(record.strokes, list);
    }
    groups = map;
    groupCache.set(key, groups);
  }
  return groups;
}

function charInfo(hanja: string, strokes: number, words: number, gloss: string[], good: boolean): CharInfo {
  const set = hanjaSetOf(hanja);
  return { hanja, strokes, element: resourceElementOf(hanja).value, words, gloss, good, set, value: hanjaShare({ words, good, set }) };
}

/** A fixed character stands alone in its place, whatever its meaning or lists (the family chose it). */
export function fixedGroup(hanja: string, syllable: string, wordStart: boolean): ReadonlyMap<number, readonly CharInfo[]> {
  const record = nameHanja(hanja)!;
  const match = nameCharsOfSyllable(syllable, wordStart).find((c) => c.record.hanja === hanja);
  const meaning = nameMeaningOf(record, match?.reading ?? syllable);
  return new Map([[record.strokes, [charInfo(hanja, record.strokes, match?.words ?? 0, meaning.gloss, meaning.good)]]]);
}

export const graded = (relations: readonly Relation[]): Verdict => verdictUnder('allSangsaeng', relations);

export function flowOf(elements: ReadonlyArray<Element | null>): Verdict | null {
  if (elements.some((e) => e === null)) return null;
  return graded((elements as Element[]).slice(1).map((to, i) => relation(elements[i]!, to)));
}

export type Candidate = { name: PoolName; chars: CharInfo[]; tuple: StrokeTuple; points: number };
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Tuples of given-name strokes by index: first × STRIDE + second (second 0 for a one-character name). */
const STRIDE = 64;

/** What the quick path needs of one request, computed once. */
export type Chooser = {
  tupleAt: Array<{ tuple: StrokeTuple; grids: number } | undefined>;
  surnameResource: ReadonlyArray<Element | null>;
  saju: Saju | null;
  tops: Map<ReadonlyMap<number, readonly CharInfo[]>, Array<[number, CharInfo[]]>>;
};

export function chooserOf(tuples: readonly StrokeTuple[], surnameResource: ReadonlyArray<Element | null>, saju: Saju | null): Chooser {
  const tupleAt: Chooser['tupleAt'] = [];
  for (const tuple of tuples) tupleAt[tuple.strokes[0]! * STRIDE + (tuple.strokes[1] ?? 0)] = { tuple, grids: gridsShare(tuple.ratings) };
  return { tupleAt, surnameResource, saju, tops: new Map() };
}

/** A character's worth for the request: as a name character, plus 1 when it supplies a needed element and less 1 for a 기신. */
function worth(c: CharInfo, saju: Saju | null): number {
  if (saju === null || c.element === null) return c.value;
  return c.value + Number(saju.needs.needed.includes(c.element)) - Number(saju.needs.gisin.includes(c.element));
}

/** The two most worthy characters of each stroke count of a place, kept for the request. */
function topsOf(groups: ReadonlyMap<number, readonly CharInfo[]>, chooser: Chooser): Array<[number, CharInfo[]]> {
  let tops = chooser.tops.get(groups);
  if (tops === undefined) {
    tops = [...groups].map(([strokes, list]): [number, CharInfo[]] => [
      strokes,
      [...list].sort((a, b) => worth(b, chooser.saju) - worth(a, chooser.saju) || compare(a.hanja, b.hanja)).slice(0, 2),
    ]);
    chooser.tops.set(groups, tops);
  }
  return tops;
}

/** The best hanja for a hangul name among those the stroke rules allow: the two most worthy characters of each stroke count tried together. */
export function bestHanja(name: PoolName, groups: ReadonlyArray<ReadonlyMap<number, readonly CharInfo[]>>, phonetic: Verdict, chooser: Chooser): Candidate | null {
  const { saju, surnameResource } = chooser;
  let best: Candidate | null = null;
  // The same shares as partShares (recommendRank.ts), without building a RankFacts for every pair tried.
  const phoneticShare = VERDICT_SHARE[phonetic];
  const consider = (chars: CharInfo[], at: { tuple: StrokeTuple; grids: number }) => {
    const resourceElements = [...surnameResource, ...chars.map((c) => c.element)];
    const resourceFlow = flowOf(resourceElements);
    let balance = 0;
    if (saju !== null) for (const c of chars) if (c.element !== null) balance += Number(saju.needs.needed.includes(c.element)) - Number(saju.needs.gisin.includes(c.element));
    let hanjaSum = 0;
    for (const c of chars) hanjaSum += c.value;
    const points = pointsOf({
      grids: at.grids,
      flows: (phoneticShare + VERDICT_SHARE[at.tuple.strokeFlow] + VERDICT_SHARE[at.tuple.samwonFlow] + (resourceFlow === null ? 0.5 : VERDICT_SHARE[resourceFlow])) / 4,
      elements: saju === null ? balanceShare(resourceElements) : balance > 0 ? 1 : balance === 0 ? 0.5 : 0,
      yinYang: 1,
      hanja: hanjaSum / chars.length,
      naturalness: name.natural,
    });
    if (best === null || points > best.points || (points === best.points && compare(hanjaOf(chars), hanjaOf(best.chars)) < 0)) best = { name, chars, tuple: at.tuple, points };
  };
  const first = topsOf(groups[0]!, chooser);
  const second = groups[1] === undefined ? undefined : topsOf(groups[1], chooser);
  for (const [s1, list1] of first) {
    if (second === undefined) {
      const at = chooser.tupleAt[s1 * STRIDE];
      if (at !== undefined) for (const a of list1) consider([a], at);
      continue;
    }
    for (const [s2, list2] of second) {
      const at = chooser.tupleAt[s1 * STRIDE + s2];
      if (at === undefined) continue;
      for (const a of list1) for (const b of list2) consider([a, b], at);
    }
  }
  return best;
}

export const hanjaOf = (chars: readonly CharInfo[]) => chars.map((c) => c.hanja).join('');
