/**
 * 작명: given names for a surname, ranked and explained (POST
 * /v1/name/recommend). The hangul side comes from the published name lists
 * (namePool.ts); each name gets the hanja that rank best among those that keep
 * every hard rule:
 *   court-listed name hanja only, in KS X 1001, none on the 불용한자 lists
 *   and none of a meaning on the reviewed avoid words (unless fixed);
 *   the chosen system's judged grids all 길, 수리오행 passing the flow rule,
 *   음양 not all one (strokeRules.ts);
 *   발음오행 passing the flow rule;
 *   the fixed syllable or hanja, the pattern, the syllables and readings to avoid.
 * The rules are the analysis's own (flow.ts, gridSystems.ts, gyeok.ts,
 * numbers81.ts, strokeElements.ts, resourceElement.ts, saju.ts); nothing here
 * restates a table. Each returned name carries its full analysis.
 */
import { TojeongError } from '../../errors.js';
import { initialConsonant, nameHanja } from '../../hanja/index.js';
import { birthInputOf } from '../analysis/forRecommender.js';
import { analyzeName, type AnalyzeResult, JUDGED_FOUR_GRIDS, JUDGED_GRIDS } from '../analysis/index.js';
import { phoneticElement, relation, type Relation, type Verdict, verdictUnder } from '../../elements/index.js';
import { avoidedReading, namePool, type PoolBasis } from './namePool.js';
import { bestHanja, type Candidate, charGroups, chooserOf, compare, fixedGroup, graded } from './recommendHanja.js';
import { fixedSyllables, normalizeRecommendInput, type NormalizedRecommendInput, parsePattern, type PatternSlot, type RecommendInput } from './recommendInput.js';
import { blockedGrids, noticeOf, type RecommendFunnel } from './recommendNotice.js';
import { type PartLine, type RankFacts, rankScore, SAME_SYLLABLE_MAX } from './recommendRank.js';
import { explainName } from './recommendWhy.js';
import { resourceElementOf } from '../../hanja/charResourceElement.js';
import { type Saju, sajuOf } from '../../saju/index.js';
import { allowedStrokeTuples } from './strokeRules.js';

export type { RecommendFunnel };

export type RecommendedName = {
  /** The given name (the surname is in `input`). */
  hangul: string;
  hanja: string;
  /** Where the hangul name comes from (namePool.ts). */
  basis: PoolBasis;
  score: number;
  parts: PartLine[];
  why: { ko: string; en: string };
  /** The same shape as POST /v1/name/analyze's `result`, for the full name. */
  analysis: AnalyzeResult;
};


export type Recommendation = {
  input: NormalizedRecommendInput;
  names: RecommendedName[];
  /** The next page's cursor; null on the last page. */
  cursor: string | null;
  total: number;
  funnel: RecommendFunnel;
  /** Why there are fewer names than asked, or none; null when the page is full. */
  notice: { ko: string; en: string } | null;
};


function slotMatches(slot: PatternSlot, syllable: string): boolean {
  if (slot.kind === 'any') return true;
  if (slot.kind === 'syllable') return slot.syllable === syllable;
  return initialConsonant(syllable) === slot.initial;
}

function cursorKey(input: NormalizedRecommendInput): string {
  const { limit: _limit, cursor: _cursor, ...rest } = input;
  // FNV-1a over the request as understood: a cursor is good only for the request that gave it.
  let hash = 0x811c9dc5;
  for (const ch of JSON.stringify(rest)) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function readCursor(input: NormalizedRecommendInput): number {
  if (input.cursor === null) return 0;
  const [key, offset] = input.cursor.split('.');
  const n = Number(offset);
  if (key !== cursorKey(input) || !/^\d+$/.test(offset ?? '') || n < 1) {
    throw new TojeongError('BAD_INPUT', {
      en: 'cursor is not one this request gave: send the cursor of the previous page with the same request (only limit may change), or null for the first page',
      ko: 'cursor가 이 요청이 준 것이 아닙니다. 앞 페이지와 같은 요청(limit만 바꿀 수 있음)에 그 페이지의 cursor를 보내거나, 첫 페이지는 null로 보내 주세요',
    });
  }
  return n;
}

/** Names for a surname, ranked and explained; throws TojeongError (BAD_INPUT, CALC_ERROR) as the endpoint answers. */
export function recommendNames(request: RecommendInput): Recommendation {
  const input = normalizeRecommendInput(request);
  const offset = readCursor(input);
  const surname = Array.from(input.surname.hanja);
  const surnameReadings = Array.from(input.surname.hangul);
  const surnameStrokes = surname.map((h) => nameHanja(h)!.strokes);
  const surnameResource = surname.map((h) => resourceElementOf(h).value);
  const saju = input.birth === null ? null : sajuOfRequest(input.birth, input.needMethod);
  const slots = input.pattern === null ? null : parsePattern(input.pattern, input.length);
  const fixedAt = input.fixed === null ? -1 : input.fixed.position - 1;
  const fixedSounds = input.fixed === null ? null : new Set(fixedSyllables(input.fixed));
  const avoidSet = new Set(input.avoidSyllables);
  const { tuples } = allowedStrokeTuples(surnameStrokes, input.length, input);
  const chooser = chooserOf(tuples, surnameResource, saju);
  const surnameElements = surnameReadings.map((r) => phoneticElement(r, input.school));

  const pool = namePool(input.length, input.popularity, input.sex);
  const funnel: RecommendFunnel = { pool: pool.length, sound: 0, phonetic: 0, hanja: 0, diverse: 0 };
  const candidates: Candidate[] = [];
  for (const name of pool) {
    const { syllables } = name;
    if (slots !== null && !slots.every((slot, i) => slotMatches(slot, syllables[i]!))) continue;
    if (fixedSounds !== null && !fixedSounds.has(syllables[fixedAt]!)) continue;
    if (syllables.some((s) => avoidSet.has(s)) || avoidedReading(input.surname.hangul, name.hangul)) continue;
    funnel.sound++;
    const elements = [...surnameElements, ...syllables.map((s) => phoneticElement(s, input.school))];
    const relations = elements.slice(1).map((to, i) => relation(elements[i]!, to));
    if (verdictUnder(input.flowRule, relations) !== 'good') continue;
    funnel.phonetic++;
    const groups = syllables.map((s, i) => (i === fixedAt && input.fixed!.hanja !== null ? fixedGroup(input.fixed!.hanja, s, i === 0) : charGroups(s, i === 0)));
    const best = bestHanja(name, groups, graded(relations), chooser);
    if (best === null) continue;
    funnel.hanja++;
    candidates.push(best);
  }

  candidates.sort(
    (a, b) =>
      Number(a.name.basis === 'listedOtherSex') - Number(b.name.basis === 'listedOtherSex') ||
      b.points - a.points ||
      b.name.natural - a.name.natural ||
      compare(a.name.hangul, b.name.hangul) ||
      compare(a.chars.map((c) => c.hanja).join(''), b.chars.map((c) => c.hanja).join('')),
  );
  const ranked = diverse(candidates, input, slots);
  funnel.diverse = ranked.length;

  const page = ranked.slice(offset, offset + input.limit);
  const names = page.map((c) => recommended(c, input, surname, saju));
  const next = offset + input.limit < ranked.length ? `${cursorKey(input)}.${offset + input.limit}` : null;
  const strokesBlocked = tuples.length === 0 ? blockedGrids(input, surnameStrokes) : null;
  return { input, names, cursor: next, total: ranked.length, funnel, notice: noticeOf(input, funnel, offset, names, strokesBlocked) };
}

/** The chart of the request's birth; a birth outside the table is the request's mistake here: 400, naming the field. */
function sajuOfRequest(birth: NonNullable<NormalizedRecommendInput['birth']>, method: NormalizedRecommendInput['needMethod']): Saju {
  try {
    return sajuOf(birthInputOf(birth), method);
  } catch (error) {
    if (error instanceof TojeongError && error.code === 'CALC_ERROR') throw new TojeongError('BAD_INPUT', error.text);
    throw error;
  }
}

/**
 * At most SAME_SYLLABLE_MAX names share the first syllable the request leaves
 * free (none when it fixes every one), until every name within that cap has
 * been given: the rest follow, in their order, rather than being dropped, so
 * that a request the hard rules leave few names for (a 김 daughter among
 * today's names) still gets them all.
 */
function diverse(candidates: readonly Candidate[], input: NormalizedRecommendInput, slots: readonly PatternSlot[] | null): Candidate[] {
  const fixedPlaces = new Set<number>();
  if (input.fixed !== null) fixedPlaces.add(input.fixed.position - 1);
  slots?.forEach((slot, i) => slot.kind === 'syllable' && fixedPlaces.add(i));
  const free = [...Array(input.length).keys()].find((i) => !fixedPlaces.has(i));
  if (free === undefined) return [...candidates];
  // Within each tier (the sex asked, then the other sex's lists only), so that the overflow of one never comes before the other.
  const tiers = [candidates.filter((c) => c.name.basis !== 'listedOtherSex'), candidates.filter((c) => c.name.basis === 'listedOtherSex')];
  return tiers.flatMap((tier) => {
    const seen = new Map<string, number>();
    const within: Candidate[] = [];
    const over: Candidate[] = [];
    for (const c of tier) {
      const key = c.name.syllables[free]!;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      (n < SAME_SYLLABLE_MAX ? within : over).push(c);
    }
    return [...within, ...over];
  });
}

function recommended(candidate: Candidate, input: NormalizedRecommendInput, surname: string[], saju: Saju | null): RecommendedName {
  const analysis = analyzeName(
    {
      surname: surname.map((hanja) => ({ hanja, hangul: null })),
      given: candidate.chars.map((c, i) => ({ hanja: c.hanja, hangul: candidate.name.syllables[i]! })),
      school: input.school,
      flowRule: input.flowRule,
      samwonBasis: input.samwonBasis,
      birth: input.birth,
      needMethod: input.needMethod,
      scoring: 'spec',
    },
    saju === null ? {} : { saju },
  );
  const facts = factsOf(analysis, candidate);
  // The quick path ranked by the same shares the full analysis gives; a difference is a bug, not an answer.
  if (Math.abs(rankScore(facts) - candidate.points) > 1e-9) throw new Error(`recommend: ${candidate.name.hangul} ranked at ${candidate.points}, its analysis gives ${rankScore(facts)}`);
  const { parts, why } = explainName(analysis, facts, candidate.name, input, candidate.chars);
  return {
    hangul: candidate.name.hangul,
    hanja: candidate.chars.map((c) => c.hanja).join(''),
    basis: candidate.name.basis,
    score: Math.round(rankScore(facts)),
    parts,
    why,
    analysis,
  };
}

/** The ranking facts read back from the full analysis (the quick path must agree: a test holds them equal). */
export function factsOf(analysis: AnalyzeResult, candidate: { chars: ReadonlyArray<{ value: number }>; name: { natural: number } }): RankFacts {
  const relationsOf = (flow: { pairs: ReadonlyArray<{ relation: Relation | null }> }) => flow.pairs.map((p) => p.relation);
  const gradedOf = (flow: { pairs: ReadonlyArray<{ relation: Relation | null }> }): Verdict | null => {
    const relations = relationsOf(flow);
    return relations.some((r) => r === null) ? null : graded(relations as Relation[]);
  };
  return {
    ratings: [...JUDGED_GRIDS.map((k) => analysis.fiveGrids[k].rating), ...JUDGED_FOUR_GRIDS.map((k) => analysis.fourGrids[k].rating)],
    flows: [analysis.phoneticElements.verdict, gradedOf(analysis.strokeElements)!, gradedOf(analysis.samwon)!, gradedOf(analysis.resourceElements)],
    resourceElements: analysis.chars.map((c) => c.resourceElement.value),
    supply: analysis.saju ? analysis.saju.supply : null,
    mixedYinYang: analysis.yinYang.verdict === 'good',
    hanja: candidate.chars.map((c) => c.value),
    natural: candidate.name.natural,
  };
}
