/**
 * The hanja of a hangul name: among the characters families write for each
 * syllable (givenNameHanja.ts), for the sex asked, the pair whose strokes the
 * rules allow (strokeRules.ts) and that ranks best — without a full analysis
 * per pair tried. Only characters of the table are offered (issue 47: no 髓,
 * 豕, 逝 or 災), none on the 불용한자 lists, unless the caller fixes one; the
 * customary come first, so 瑞潤, 道允, 夏俊 are tried before any other.
 */
import { nameHanja } from '../../hanja/index.js';
import { resourceElementOf } from '../../hanja/charResourceElement.js';
import { DEFAULT_RESOURCE_SCHOOL, type Element, ELEMENTS, relation, type ResourceSchool, type Verdict, verdictUnder } from '../../elements/index.js';
import type { Saju } from '../../saju/index.js';
import { VERDICT_SHARE } from '../analysis/index.js';
import { avoidWarningsOf } from '../avoidHanja.js';
import { customaryChars, customaryEntry } from './givenNameHanja.js';
import type { PoolName, Sex } from './namePool.js';
import { balanceShare, gridsShare, pointsOf } from './recommendRank.js';
import type { StrokeTuple } from './strokeRules.js';

export type CharChoice = {
  hanja: string;
  strokes: number;
  element: Element | null;
  /** How customary for its syllable, 0.4–1; a fixed character 1 (the family chose it). */
  share: number;
  /** Its 훈 as a name certificate prints it; the court's gloss for a fixed character the table lacks. */
  hun: string;
  fixed: boolean;
};

export type Candidate = { name: PoolName; chars: CharChoice[]; tuple: StrokeTuple; points: number };
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const hanjaOf = (chars: readonly CharChoice[]) => chars.map((c) => c.hanja).join('');

const choiceCache = new Map<string, readonly CharChoice[]>();

/** The characters a syllable may be written with in its place, for the sex asked, most customary first. */
export function charChoices(syllable: string, wordStart: boolean, sex: Sex | null, school: ResourceSchool = DEFAULT_RESOURCE_SCHOOL): readonly CharChoice[] {
  const key = `${syllable}${wordStart ? '^' : ''}${sex ?? ''}/${school}`;
  let choices = choiceCache.get(key);
  if (choices === undefined) {
    choices = customaryChars(syllable, wordStart, sex)
      .filter((c) => avoidWarningsOf(c.hanja).length === 0)
      .map((c) => ({ hanja: c.hanja, strokes: nameHanja(c.hanja)!.strokes, element: resourceElementOf(c.hanja, school).value, share: c.share, hun: c.hun, fixed: false }));
    choiceCache.set(key, choices);
  }
  return choices;
}

/** A fixed character stands alone in its place, whatever its table, lists or meaning (the family chose it). */
export function fixedChoice(hanja: string, syllable: string, school: ResourceSchool = DEFAULT_RESOURCE_SCHOOL): CharChoice {
  const record = nameHanja(hanja)!;
  const hun = customaryEntry(syllable, hanja)?.hun ?? record.meaning?.split(/[,，]/)[0]?.trim() ?? '';
  return { hanja, strokes: record.strokes, element: resourceElementOf(hanja, school).value, share: 1, hun, fixed: true };
}

export const graded = (relations: readonly Relation[]): Verdict => verdictUnder('allSangsaeng', relations);
type Relation = ReturnType<typeof relation>;

export function flowOf(elements: ReadonlyArray<Element | null>): Verdict | null {
  if (elements.some((e) => e === null)) return null;
  return graded((elements as Element[]).slice(1).map((to, i) => relation(elements[i]!, to)));
}

/** Tuples of given-name strokes by index: first × STRIDE + second (second 0 for a one-character name). */
const STRIDE = 64;
/** The most customary characters of each place tried first; the rest only when none of those keeps the rules. */
const FIRST_TRIED = 10;

type ElementParts = { elements: number; resourceFlow: number };

/** What the quick path needs of one request, computed once. */
export type Chooser = {
  tupleAt: Array<{ tuple: StrokeTuple; grids: number } | undefined>;
  surnameResource: ReadonlyArray<Element | null>;
  saju: Saju | null;
  /** The 자원오행 shares of each combination of the given name's elements met so far (elementCode: one character 36 + e, two e1 × 6 + e2). */
  elementParts: Array<ElementParts | undefined>;
};

/** An element as a number for the combinations: 0–4, unknown 5. */
const elementCode = (element: Element | null) => (element === null ? 5 : ELEMENTS.indexOf(element));

/** The tuples by index, made once per list of tuples (allowedStrokeTuples keeps each list): read only. */
const tupleIndexes = new WeakMap<readonly StrokeTuple[], Chooser['tupleAt']>();

function tupleIndexOf(tuples: readonly StrokeTuple[]): Chooser['tupleAt'] {
  let tupleAt = tupleIndexes.get(tuples);
  if (tupleAt === undefined) {
    tupleAt = [];
    for (const tuple of tuples) tupleAt[tuple.strokes[0]! * STRIDE + (tuple.strokes[1] ?? 0)] = { tuple, grids: gridsShare(tuple.ratings) };
    tupleIndexes.set(tuples, tupleAt);
  }
  return tupleAt;
}

export function chooserOf(tuples: readonly StrokeTuple[], surnameResource: ReadonlyArray<Element | null>, saju: Saju | null): Chooser {
  return { tupleAt: tupleIndexOf(tuples), surnameResource, saju, elementParts: [] };
}

/**
 * The best hanja for a hangul name among those the stroke rules allow, or null:
 * the most customary characters of each place tried together first, all of them
 * only when no pair of those keeps the rules. `phonetic` is the 발음오행 flow
 * from the surname's last character, graded for the rank.
 */
export function bestHanja(name: PoolName, places: ReadonlyArray<readonly CharChoice[]>, phonetic: Verdict, chooser: Chooser): Candidate | null {
  return bestAmong(name, places.map((p) => p.slice(0, FIRST_TRIED)), phonetic, chooser) ?? (places.some((p) => p.length > FIRST_TRIED) ? bestAmong(name, places, phonetic, chooser) : null);
}

function bestAmong(name: PoolName, places: ReadonlyArray<readonly CharChoice[]>, phonetic: Verdict, chooser: Chooser): Candidate | null {
  const { saju, surnameResource } = chooser;
  let best: Candidate | null = null;
  // The same shares as partShares (recommendRank.ts), without building a RankFacts for every pair tried.
  const phoneticShare = VERDICT_SHARE[phonetic];
  // The 자원오행 parts depend on the given name's elements alone (the surname's and the chart are the request's): each combination once.
  const elementParts = (chars: CharChoice[]): ElementParts => {
    const key = chars.length === 1 ? 36 + elementCode(chars[0]!.element) : elementCode(chars[0]!.element) * 6 + elementCode(chars[1]!.element);
    let parts = chooser.elementParts[key];
    if (parts === undefined) {
      const resourceElements = [...surnameResource, ...chars.map((c) => c.element)];
      const resourceFlow = flowOf(resourceElements);
      let balance = 0;
      if (saju !== null) for (const c of chars) if (c.element !== null) balance += Number(saju.needs.needed.includes(c.element)) - Number(saju.needs.gisin.includes(c.element));
      parts = {
        elements: saju === null ? balanceShare(resourceElements) : balance > 0 ? 1 : balance === 0 ? 0.5 : 0,
        resourceFlow: resourceFlow === null ? 0.5 : VERDICT_SHARE[resourceFlow],
      };
      chooser.elementParts[key] = parts;
    }
    return parts;
  };
  const consider = (chars: CharChoice[], at: { tuple: StrokeTuple; grids: number }) => {
    const parts = elementParts(chars);
    let hanjaSum = 0;
    for (const c of chars) hanjaSum += c.share;
    const points = pointsOf({
      hanja: hanjaSum / chars.length,
      popularity: name.natural,
      grids: at.grids,
      elements: parts.elements,
      flows: (phoneticShare + VERDICT_SHARE[at.tuple.strokeFlow] + VERDICT_SHARE[at.tuple.samwonFlow] + parts.resourceFlow) / 4,
      yinYang: 1,
    });
    if (best === null || points > best.points + 1e-9 || (Math.abs(points - best.points) <= 1e-9 && compare(hanjaOf(chars), hanjaOf(best.chars)) < 0)) best = { name, chars, tuple: at.tuple, points };
  };
  const [first, second] = places as [readonly CharChoice[], readonly CharChoice[] | undefined];
  for (const a of first) {
    if (second === undefined) {
      const at = chooser.tupleAt[a.strokes * STRIDE];
      if (at !== undefined) consider([a], at);
      continue;
    }
    for (const b of second) {
      const at = chooser.tupleAt[a.strokes * STRIDE + b.strokes];
      if (at !== undefined) consider([a, b], at);
    }
  }
  return best;
}
