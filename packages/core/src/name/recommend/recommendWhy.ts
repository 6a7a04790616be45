/**
 * Each part of a recommended name's ranking in words, Korean and English, from
 * its full analysis: the grids with their numbers and names, the four flows,
 * what the 자원오행 does for the chart (or their balance), 음양, how familiar
 * each character is and where the hangul name comes from.
 */
import { type AnalyzeResult, JUDGED_FOUR_GRIDS, JUDGED_GRIDS } from '../analysis/index.js';
import type { Flow, Verdict } from '../../elements/index.js';
import type { PoolName } from './namePool.js';
import { BASIS_WHY, partShares, type PartLine, type RankFacts, RECOMMEND_PARTS, RECOMMEND_WEIGHTS, type RecommendPart } from './recommendRank.js';
import type { NormalizedRecommendInput } from './recommendInput.js';
import type { HanjaSet } from './hanjaSets.js';

const SET_WORDS: Record<HanjaSet, { ko: string; en: string }> = {
  education: { ko: '교육용 기초한자', en: 'one of the 1,800 basic hanja for education' },
  ksx1001: { ko: 'KS X 1001 한자', en: 'in KS X 1001' },
  other: { ko: '드문 한자', en: 'a rare character (outside KS X 1001)' },
};

const GRID_KO = { person: '인격', earth: '지격', outer: '외격', total: '총격', won: '원격', hyeong: '형격', i: '이격', jeong: '정격' } as const;
const VERDICT_WORDS: Record<Verdict | 'unknown', { ko: string; en: string }> = {
  good: { ko: '모두 상생', en: 'all 상생' },
  ordinary: { ko: '비화 있음, 상극 없음', en: '비화 but no 상극' },
  bad: { ko: '상극 있음', en: 'a 상극' },
  unknown: { ko: '판단 불가(오행 미상)', en: 'not judged (an element unknown)' },
};

type Text = { ko: string; en: string };
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function gridsWhy(analysis: AnalyzeResult, input: NormalizedRecommendInput): Text {
  const five = JUDGED_GRIDS.map((k) => ({ k, g: analysis.fiveGrids[k] }));
  const four = JUDGED_FOUR_GRIDS.map((k) => ({ k, g: analysis.fourGrids[k] }));
  const [chosen, other] = input.gridSystem === 'fiveGrids' ? [five, four] : [four, five];
  const chosenKo = input.gridSystem === 'fiveGrids' ? '오격' : '원형이정';
  const otherKo = input.gridSystem === 'fiveGrids' ? '원형이정' : '오격';
  const otherGood = other.filter(({ g }) => g.rating === '길').length;
  return {
    ko: `${chosenKo} ${chosen.map(({ k, g }) => `${GRID_KO[k]} ${g.number}(${g.name})`).join(', ')} 모두 길; ${otherKo}은 ${other.length}격 중 ${otherGood}격 길`,
    en: `${input.gridSystem === 'fiveGrids' ? 'five grids' : '元亨利貞'} ${chosen.map(({ k, g }) => `${k} ${g.number} (${g.name})`).join(', ')} all 길; ${input.gridSystem === 'fiveGrids' ? '元亨利貞' : 'five grids'} ${otherGood} of ${other.length} 길`,
  };
}

function flowWords(label: { ko: string; en: string }, elements: ReadonlyArray<string | null>, verdict: Verdict | null): Text {
  const row = elements.map((e) => e ?? '?').join('');
  const words = VERDICT_WORDS[verdict ?? 'unknown'];
  return { ko: `${label.ko} ${row} ${words.ko}`, en: `${label.en} ${row} ${words.en}` };
}

function flowsWhy(analysis: AnalyzeResult, facts: RankFacts): Text {
  const rows: Array<[Text, ReadonlyArray<string | null>]> = [
    [{ ko: '발음오행', en: '발음오행 (sound)' }, analysis.phoneticElements.elements],
    [{ ko: '수리오행', en: '수리오행 (strokes)' }, (analysis.strokeElements as Flow).elements],
    [{ ko: '삼원오행', en: '삼원오행 (three grids)' }, (analysis.samwon as Flow).elements],
    [{ ko: '자원오행', en: '자원오행 (meaning)' }, (analysis.resourceElements as Flow).elements],
  ];
  const texts = rows.map(([label, elements], i) => flowWords(label, elements, facts.flows[i]!));
  return { ko: texts.map((t) => t.ko).join(', '), en: texts.map((t) => t.en).join('; ') };
}

function elementsWhy(analysis: AnalyzeResult): Text {
  const given = analysis.chars.filter((c) => c.part === 'given');
  if (analysis.saju) {
    const { needs, supply } = analysis.saju;
    const supplies = supply.filter((s) => s.supplies).map((s) => `${s.hanja}(${s.element})`);
    const gisin = supply.filter((s) => s.bringsGisin).map((s) => `${s.hanja}(${s.element})`);
    const needed = needs.needed.join('·') || '없음';
    return {
      ko: `사주에 필요한 오행(${needs.method}) ${needed}: ${supplies.length > 0 ? `${supplies.join(', ')}이(가) 보완` : '보완하는 글자 없음'}${gisin.length > 0 ? `; ${gisin.join(', ')}은(는) 기신` : ''}`,
      en: `the chart needs (${needs.method}) ${needs.needed.join(', ') || 'nothing'}: ${supplies.length > 0 ? `${supplies.join(', ')} supplies it` : 'no character supplies it'}${gisin.length > 0 ? `; ${gisin.join(', ')} brings a 기신` : ''}`,
    };
  }
  const all = analysis.chars.map((c) => c.resourceElement.value);
  const distinct = new Set(all.filter((e) => e !== null)).size;
  return {
    ko: `자원오행 ${all.map((e) => e ?? '?').join('')}: ${all.length}자에 ${distinct}가지 오행 (생년월일시가 없어 고르게 분포한 이름을 높게 봄; 이름 글자 ${given.map((c) => `${c.hanja} ${c.resourceElement.value ?? '?'}`).join(', ')})`,
    en: `자원오행 ${all.map((e) => e ?? '?').join('')}: ${distinct} different elements in ${all.length} characters (no birth given, so an even spread ranks higher)`,
  };
}

export function explainName(
  analysis: AnalyzeResult,
  facts: RankFacts,
  name: PoolName,
  input: NormalizedRecommendInput,
  chars: ReadonlyArray<{ words: number; gloss: readonly string[]; good: boolean; set: HanjaSet }>,
): { parts: PartLine[]; why: Text } {
  const shares = partShares(facts);
  const given = analysis.chars.filter((c) => c.part === 'given');
  const basis = BASIS_WHY[name.basis];
  const texts: Record<RecommendPart, Text> = {
    grids: gridsWhy(analysis, input),
    flows: flowsWhy(analysis, facts),
    elements: elementsWhy(analysis),
    yinYang: { ko: `음양 ${analysis.yinYang.parities.join('')} 섞임`, en: `yin-yang ${analysis.yinYang.parities.join('')}, mixed` },
    hanja: {
      ko: given.map((c, i) => `${c.hanja}(${chars[i]!.gloss.join('·') || '뜻풀이 없음'}): ${chars[i]!.good ? '이름에 좋은 뜻, ' : ''}${SET_WORDS[chars[i]!.set].ko}, 한자 사전 낱말 ${chars[i]!.words}개`).join('; '),
      en: given.map((c, i) => `${c.hanja} (${chars[i]!.gloss.join(', ') || 'no Korean gloss'}): ${chars[i]!.good ? 'a name-worthy meaning, ' : ''}${SET_WORDS[chars[i]!.set].en}, in ${chars[i]!.words} word${chars[i]!.words === 1 ? '' : 's'} of the dictionary`).join('; '),
    },
    naturalness: {
      ko: name.lists > 0 ? `${basis.ko} (목록 ${name.lists}개)` : basis.ko,
      en: name.lists > 0 ? `${basis.en} (${name.lists} list${name.lists === 1 ? '' : 's'})` : basis.en,
    },
  };
  const parts = RECOMMEND_PARTS.map((part) => {
    const weight = RECOMMEND_WEIGHTS[part];
    const share = round3(shares[part]);
    return { part, weight, share, points: round3(weight * shares[part]), why: texts[part] };
  });
  const hanja = given.map((c) => c.hanja).join('');
  return {
    parts,
    why: {
      ko: `${name.hangul}(${hanja}): ${texts.grids.ko.split(';')[0]}; ${texts.elements.ko.split(' (')[0]}; ${texts.naturalness.ko}`,
      en: `${name.hangul} (${hanja}): ${texts.grids.en.split(';')[0]}; ${texts.elements.en.split(' (')[0]}; ${texts.naturalness.en}`,
    },
  };
}
