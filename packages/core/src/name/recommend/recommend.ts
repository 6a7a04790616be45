/**
 * 작명: given names for a surname, ranked and explained (POST
 * /v1/name/recommend), as a 작명가 would shortlist them (issue 47). The hangul
 * names are today's (namePool.ts), the caller's own (`candidates`), or built
 * around a fixed syllable or character (돌림자); each gets the hanja families
 * write for its syllables that rank best among those that keep every hard rule:
 *   the characters of the reviewed table for each syllable (givenNameHanja.ts)
 *   and sex, none on the 불용한자 lists — or the character the caller fixes;
 *   the chosen system's judged grids all 길, 음양 not all one (strokeRules.ts);
 *   the spoken name: the given name not starting with the surname's syllable,
 *   no word of the reviewed list (speech.ts);
 *   the pattern, the fixed syllable or hanja, the syllables to avoid;
 *   with `flows: "gate"`, 발음오행 and 수리오행 passing the flow rule (by
 *   default they are parts of the rank).
 * A flow starts at the surname's last character: a two-character surname is
 * never judged against itself. Names the rules leave out that parents would
 * look for (the latest top names of the sex asked) are listed in `excluded`
 * with the rule and, where one exists, the setting that admits them.
 */
import { TojeongError } from '../../errors.js';
import { nameHanja } from '../../hanja/index.js';
import { excludedTopNames, type Exclusion, exclusionOf } from './excluded.js';
import { type HangulCandidate, hangulPool, judgeHangul, recommendedHangul } from './hangulNames.js';
import { type ExclusionRule, judgeOf, slotMatches } from './judge.js';
import { listedSyllables, namePool, type PoolName, poolNameOf, type PoolRequest } from './namePool.js';
import { type Candidate, compare, hanjaOf } from './recommendHanja.js';
import { fixedSyllables, normalizeRecommendInput, type NormalizedRecommendInput, parsePattern, type PatternSlot, type RecommendInput } from './recommendInput.js';
import { blockedGrids, noticeOf, type RecommendFunnel } from './recommendNotice.js';
import { SAME_SYLLABLE_MAX } from './recommendRank.js';
import { recommended, type RecommendedName } from './recommendedName.js';
import { allowedStrokeTuples } from './strokeRules.js';

export type { RecommendFunnel, RecommendedName, Exclusion, ExclusionRule };

export type Recommendation = {
  input: NormalizedRecommendInput;
  names: RecommendedName[];
  /** The next page's cursor; null on the last page. */
  cursor: string | null;
  total: number;
  funnel: RecommendFunnel;
  /** The latest top names of the sex asked (or the caller's candidates) that the rules left out, each with the rule and what admits it. */
  excluded: Exclusion[];
  /** Why there are fewer names than asked, or none; null when the page is full. */
  notice: { ko: string; en: string } | null;
};

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
  if (input.kind === 'hangul') return recommendHangulNames(input, offset);
  const judge = judgeOf(input);
  const pool = namesToJudge(input);
  const funnel: RecommendFunnel = { pool: pool.length, sound: 0, hanja: 0, diverse: 0 };
  const candidates: Candidate[] = [];
  const refusedCandidates: Array<{ name: string; rule: ExclusionRule }> = [];
  for (const name of pool) {
    const verdict = judge.judge(name);
    if (typeof verdict !== 'string') {
      funnel.sound++;
      funnel.hanja++;
      candidates.push(verdict);
      continue;
    }
    if (verdict === 'noCustomaryHanja' || verdict === 'noHanjaKeepsRules') funnel.sound++;
    if (input.candidates !== null) refusedCandidates.push({ name: name.hangul, rule: verdict });
  }
  candidates.sort(
    (a, b) =>
      Number(a.name.basis === 'listedOtherSex') - Number(b.name.basis === 'listedOtherSex') ||
      b.points - a.points ||
      b.name.natural - a.name.natural ||
      compare(a.name.hangul, b.name.hangul) ||
      compare(hanjaOf(a.chars), hanjaOf(b.chars)),
  );
  const ranked = input.candidates === null ? diverse(candidates, input, judge.slots) : candidates;
  funnel.diverse = ranked.length;
  const page = ranked.slice(offset, offset + input.limit);
  const names = page.map((c) => recommended(c, input, judge.saju));
  const next = offset + input.limit < ranked.length ? `${cursorKey(input)}.${offset + input.limit}` : null;
  const excluded: Exclusion[] =
    input.candidates !== null
      ? refusedCandidates.map((e) => exclusionOf(e.name, e.rule, input, { rank: null, year: null }))
      : excludedTopNames(input, judge, new Set(ranked.map((c) => c.name.hangul)));
  const surnameStrokes = Array.from(input.surname.hanja).map((h) => nameHanja(h)!.strokes);
  const strokesBlocked = allowedStrokeTuples(surnameStrokes, input.length, input).tuples.length === 0 ? blockedGrids(input, surnameStrokes) : null;
  return { input, names, cursor: next, total: ranked.length, funnel, excluded, notice: noticeOf(input, funnel, offset, names, strokesBlocked) };
}

/** 순우리말 names (hangulNames.ts): the same screening, paging and diversity, judged by their sound alone. */
function recommendHangulNames(input: NormalizedRecommendInput, offset: number): Recommendation {
  const slots = input.pattern === null ? null : parsePattern(input.pattern, input.length);
  const fixedSounds = input.fixed === null ? null : new Set(fixedSyllables(input.fixed));
  const rules = { slots, matches: slotMatches, fixedSounds };
  const listed = hangulPool(input);
  const entries =
    input.candidates === null
      ? listed
      : input.candidates.map((hangul) => listed.find((e) => e.name.hangul === hangul) ?? { name: { hangul, syllables: Array.from(hangul), basis: 'candidate' as const, popularity: null, unisex: false, natural: 0 }, meaning: { ko: '', en: '' } });
  const funnel: RecommendFunnel = { pool: entries.length, sound: 0, hanja: 0, diverse: 0 };
  const kept: HangulCandidate[] = [];
  const refused: Exclusion[] = [];
  for (const entry of entries) {
    const verdict = judgeHangul(entry, input, rules);
    if (typeof verdict === 'string') {
      if (input.candidates !== null) refused.push(exclusionOf(entry.name.hangul, verdict, input, { rank: null, year: null }));
      continue;
    }
    funnel.sound++;
    kept.push(verdict);
  }
  kept.sort((a, b) => b.points - a.points || compare(a.name.hangul, b.name.hangul));
  const ranked = input.candidates === null ? diverse(kept, input, slots) : kept;
  funnel.diverse = ranked.length;
  const names = ranked.slice(offset, offset + input.limit).map((c) => recommendedHangul(c, input));
  const next = offset + input.limit < ranked.length ? `${cursorKey(input)}.${offset + input.limit}` : null;
  return { input, names, cursor: next, total: ranked.length, funnel, excluded: refused, notice: noticeOf(input, funnel, offset, names, null) };
}

/** The names a request judges: the caller's candidates; else the pool, with names built around a fixed syllable or character. */
function namesToJudge(input: NormalizedRecommendInput): readonly PoolName[] {
  const request: PoolRequest = { length: input.length, popularity: input.popularity, sex: input.sex, era: input.era, otherSex: input.otherSex };
  if (input.candidates !== null) return input.candidates.map((hangul) => poolNameOf(hangul, { ...request, length: Array.from(hangul).length as 1 | 2 }, 'candidate'));
  const pool = namePool(request);
  if (input.fixed === null || input.length === 1) return pool;
  // 돌림자: the fixed syllable with every syllable listed names of the era and sex use in the other place, beside the pool names that have it.
  const at = input.fixed.position - 1;
  const other = (1 - at) as 0 | 1;
  const known = new Set(pool.map((n) => n.hangul));
  const built: PoolName[] = [];
  for (const fixedSound of fixedSyllables(input.fixed)) {
    for (const [syllable, share] of listedSyllables(other, input.sex, input.era)) {
      const syllables = at === 0 ? [fixedSound, syllable] : [syllable, fixedSound];
      const hangul = syllables.join('');
      if (known.has(hangul) || syllable === fixedSound) continue;
      known.add(hangul);
      built.push({ hangul, syllables, basis: 'builtAroundFixed', popularity: null, unisex: false, natural: Math.round((share / 2) * 1000) / 1000 });
    }
  }
  return [...pool, ...built];
}

/**
 * At most SAME_SYLLABLE_MAX names share the first syllable the request leaves
 * free (none when it fixes every one), until every name within that cap has
 * been given: the rest follow, in their order, rather than being dropped.
 */
function diverse<C extends { name: PoolName }>(candidates: readonly C[], input: NormalizedRecommendInput, slots: readonly PatternSlot[] | null): C[] {
  const fixedPlaces = new Set<number>();
  if (input.fixed !== null) fixedPlaces.add(input.fixed.position - 1);
  slots?.forEach((slot, i) => slot.kind === 'syllable' && fixedPlaces.add(i));
  const free = [...Array(input.length).keys()].find((i) => !fixedPlaces.has(i));
  if (free === undefined) return [...candidates];
  // Within each tier (the sex asked, then the other sex's lists only), so that the overflow of one never comes before the other.
  const tiers = [candidates.filter((c) => c.name.basis !== 'listedOtherSex'), candidates.filter((c) => c.name.basis === 'listedOtherSex')];
  return tiers.flatMap((tier) => {
    const seen = new Map<string, number>();
    const within: C[] = [];
    const over: C[] = [];
    for (const c of tier) {
      const key = c.name.syllables[free] ?? c.name.hangul;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      (n < SAME_SYLLABLE_MAX ? within : over).push(c);
    }
    return [...within, ...over];
  });
}

