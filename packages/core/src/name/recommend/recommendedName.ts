/**
 * One recommended name as the answer gives it (issue 47: compact by default):
 * the hangul and hanja, the meaning of each character as a name certificate
 * prints it (瑞 상서로울 서 · 潤 윤택할 윤), the name in Latin letters (the
 * Revised Romanization, and the spelling families commonly write in
 * passports), how popular it is, the score part by part, why in plain
 * sentences, and — only when asked (`include: ["analysis"]`) — the full
 * analysis of POST /v1/name/analyze. The parts come from that analysis, which
 * is made for every name given; the ranking's quick path must agree with it
 * (a test holds them equal).
 */
import { analyzeName, type AnalyzeResult, JUDGED_FOUR_GRIDS, JUDGED_GRIDS } from '../analysis/index.js';
import type { Relation, Verdict } from '../../elements/index.js';
import type { Saju } from '../../saju/index.js';
import type { PoolBasis, Popularity1 } from './namePool.js';
import { type Candidate, graded } from './recommendHanja.js';
import type { NormalizedRecommendInput } from './recommendInput.js';
import { type Parts, partShares, type RankFacts, RECOMMEND_PARTS, RECOMMEND_WEIGHTS, rankScore } from './recommendRank.js';
import { explainName } from './recommendWhy.js';
import { romanizedName } from './surnameRomanization.js';

export type RecommendedName = {
  /** The given name (the surname is in `input`). */
  hangul: string;
  hanja: string;
  /** Each character with its 훈 and reading: 瑞 상서로울 서 · 潤 윤택할 윤. */
  meaning: string;
  /** The full name in Latin letters: the Revised Romanization, and the spelling most families write in passports. */
  romanized: { rr: string; passport: string };
  /** Where the hangul name comes from (namePool.ts). */
  basis: PoolBasis;
  /** The latest published list of births that names it; null for a made name. */
  popularity: Popularity1 | null;
  /** On the lists of both sexes. */
  unisex: boolean;
  score: number;
  /** Points of each part of the score (weight × share; the weights in source.rules.rank). */
  parts: Parts;
  why: { ko: string; en: string };
  /** Only with include ["analysis"]: the same shape as POST /v1/name/analyze's `result`, for the full name. */
  analysis?: AnalyzeResult;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function recommended(candidate: Candidate, input: NormalizedRecommendInput, saju: Saju | null): RecommendedName {
  const surname = Array.from(input.surname.hanja);
  const surnameReadings = Array.from(input.surname.hangul);
  const analysis = analyzeName(
    {
      surname: surname.map((hanja, i) => ({ hanja, hangul: surnameReadings[i] ?? null })),
      given: candidate.chars.map((c, i) => ({ hanja: c.hanja, hangul: candidate.name.syllables[i]! })),
      school: input.school,
      flowRule: input.flowRule,
      samwonBasis: input.samwonBasis,
      resourceSchool: input.resourceSchool,
      birth: input.birth,
      needMethod: input.needMethod,
      scoring: 'spec',
    },
    saju === null ? {} : { saju },
  );
  const facts = factsOf(analysis, candidate, surname.length);
  const shares = partShares(facts);
  const parts = Object.fromEntries(RECOMMEND_PARTS.map((part) => [part, round1(RECOMMEND_WEIGHTS[part] * shares[part])]));
  const fromSurnameEnd = (elements: readonly string[]) => elements.slice(surname.length - 1).join('');
  const strokeElements = (analysis.strokeElements as { elements: string[] }).elements;
  const why = explainName(analysis, candidate.name, candidate.chars, input, {
    phonetic: facts.flows[0],
    stroke: facts.flows[1],
    elements: { phonetic: fromSurnameEnd(analysis.phoneticElements.elements), stroke: fromSurnameEnd(strokeElements) },
  });
  const hanja = candidate.chars.map((c) => c.hanja).join('');
  return {
    hangul: candidate.name.hangul,
    hanja,
    meaning: candidate.chars.map((c, i) => `${c.hanja} ${c.hun} ${candidate.name.syllables[i]}`).join(' · '),
    romanized: romanizedName({ surname: input.surname.hangul, given: candidate.name.hangul }),
    basis: candidate.name.basis,
    popularity: candidate.name.popularity,
    unisex: candidate.name.unisex,
    score: Math.round(rankScore(facts)),
    parts,
    why,
    ...(input.include.includes('analysis') ? { analysis } : {}),
  };
}

/**
 * The ranking facts read back from the full analysis (the quick path must
 * agree). 발음오행 and 수리오행 are taken from the surname's last character:
 * a two-character surname is not judged against itself.
 */
export function factsOf(analysis: AnalyzeResult, candidate: { chars: ReadonlyArray<{ share: number }>; name: { natural: number } }, surnameLength: number): RankFacts {
  const relationsOf = (flow: { pairs: ReadonlyArray<{ relation: Relation | null }> }, from = 0) => flow.pairs.slice(from).map((p) => p.relation);
  const gradedOf = (flow: { pairs: ReadonlyArray<{ relation: Relation | null }> }, from = 0): Verdict | null => {
    const relations = relationsOf(flow, from);
    return relations.some((r) => r === null) ? null : graded(relations as Relation[]);
  };
  const from = surnameLength - 1;
  return {
    hanja: candidate.chars.map((c) => c.share),
    natural: candidate.name.natural,
    ratings: [...JUDGED_GRIDS.map((k) => analysis.fiveGrids[k].rating), ...JUDGED_FOUR_GRIDS.map((k) => analysis.fourGrids[k].rating)],
    flows: [gradedOf(analysis.phoneticElements, from)!, gradedOf(analysis.strokeElements, from)!, gradedOf(analysis.samwon)!, gradedOf(analysis.resourceElements)],
    resourceElements: analysis.chars.map((c) => c.resourceElement.value),
    supply: analysis.saju ? analysis.saju.supply : null,
    mixedYinYang: analysis.yinYang.verdict === 'good',
  };
}
