/**
 * Why a name is recommended, in plain sentences, Korean and English, complete
 * (issue 47: the English was cut off): how familiar the name is to parents
 * today, what its characters mean and that families write them so, the grids,
 * what the characters do for the chart (or how the elements spread), and the
 * flows — each sentence from the name's full analysis, nothing restated.
 */
import { type AnalyzeResult, JUDGED_FOUR_GRIDS, JUDGED_GRIDS } from '../analysis/index.js';
import type { Verdict } from '../../elements/index.js';
import type { PoolName } from './namePool.js';
import type { CharChoice } from './recommendHanja.js';
import type { NormalizedRecommendInput } from './recommendInput.js';

type Text = { ko: string; en: string };

const GRID_KO = { person: '인격', earth: '지격', outer: '외격', total: '총격', won: '원격', hyeong: '형격', i: '이격', jeong: '정격' } as const;
const GRID_EN = { person: 'person', earth: 'earth', outer: 'outer', total: 'total', won: '元', hyeong: '亨', i: '利', jeong: '貞' } as const;
const SEX_KO = { f: '여자아이', m: '남자아이' } as const;
const SEX_EN = { f: "girls'", m: "boys'" } as const;
const FLOW_KO: Record<Verdict, string> = { good: '모두 상생입니다', ordinary: '상극 없이 이어집니다', bad: '상극이 있습니다' };
const FLOW_EN: Record<Verdict, string> = { good: 'all 상생', ordinary: 'without a 상극', bad: 'with a 상극' };

/** Whether a hangul syllable ends in a consonant, which chooses the particle after it (은/는, 이/가, 과/와). */
const closed = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28 !== 0;
const topic = (syllable: string) => (closed(syllable) ? '은' : '는');
const subject = (syllable: string) => (closed(syllable) ? '이' : '가');
const and = (syllable: string) => (closed(syllable) ? '과' : '와');

function popularityWhy(name: PoolName): Text {
  const p = name.popularity;
  const unisexKo = name.unisex ? ' 남녀 모두에게 쓰는 이름입니다.' : '';
  const unisexEn = name.unisex ? ' It is given to girls and boys.' : '';
  if (name.basis === 'candidate' && p === null) return { ko: '요청하신 이름입니다.', en: 'A name you asked about.' };
  if (p === null) {
    return name.basis === 'builtAroundFixed'
      ? { ko: '돌림자와 요즘 이름에 흔한 음절로 지은 이름입니다.', en: 'Built from the fixed syllable and a syllable common in names today.' }
      : { ko: '요즘 이름에 흔한 음절로 지은 이름입니다.', en: 'Made of syllables common in names today.' };
  }
  const renamed = p.of === 'renamings';
  const whose = p.sex === null ? (renamed ? '' : '출생아 ') : renamed ? (p.sex === 'f' ? '여성 ' : '남성 ') : `${SEX_KO[p.sex]} `;
  const whoseEn = p.sex === null ? '' : renamed ? (p.sex === 'f' ? "women's " : "men's ") : `${SEX_EN[p.sex]} `;
  const list = `${p.year}년 ${renamed ? '개명 ' : ''}${whose}이름`;
  const listEn = `${p.year} ${whoseEn}${renamed ? 'names chosen in renamings' : 'names'}`;
  return {
    ko: `${list}${p.rank === null ? ' 목록에 있습니다.' : ` ${p.rank}위입니다.`}${name.basis === 'listedOtherSex' ? ' 다른 성별에 더 많이 씁니다.' : ''}${unisexKo}`,
    en: `${p.rank === null ? `On the ${listEn}` : `No. ${p.rank} of the ${listEn}`}.${name.basis === 'listedOtherSex' ? ' More often given to the other sex.' : ''}${unisexEn}`,
  };
}

function hanjaWhy(chars: readonly CharChoice[], syllables: readonly string[]): Text {
  const ko = chars.map((c, i) => `${c.hanja}(${c.hun} ${syllables[i]})${i < chars.length - 1 ? and(syllables[i]!) : ''}`).join(' ');
  const en = chars.map((c, i) => `${c.hanja} (${syllables[i]}, "${c.hun}")`).join(' and ');
  const fixed = chars.filter((c) => c.fixed).map((c) => c.hanja);
  // "Most often" only of the first character of each syllable's list: a reader found the claim made of second choices (后, 同).
  const most = chars.every((c) => c.fixed || c.share === 1);
  const last = syllables[chars.length - 1]!;
  return {
    ko: `${ko}${topic(last)} 각 음절에 ${most ? '가장 흔히 쓰는' : '이름으로 흔히 쓰는'} 한자${fixed.length > 0 ? `이고 ${fixed.join('·')}은(는) 정하신 글자` : ''}입니다.`,
    en: `${en}: ${most ? 'what families most often write' : 'characters families customarily write'} for these syllables${fixed.length > 0 ? `, ${fixed.join(' and ')} as you fixed it` : ''}.`,
  };
}

function gridsWhy(analysis: AnalyzeResult, input: NormalizedRecommendInput): Text {
  const five = input.gridSystem === 'fiveGrids';
  const keys = five ? JUDGED_GRIDS : JUDGED_FOUR_GRIDS;
  const grids = keys.map((k) => ({ k, g: five ? analysis.fiveGrids[k as (typeof JUDGED_GRIDS)[number]] : analysis.fourGrids[k as (typeof JUDGED_FOUR_GRIDS)[number]] }));
  return {
    ko: `${five ? '오격' : '원형이정의 네 격'}(${grids.map(({ k, g }) => `${GRID_KO[k]} ${g.number}`).join(', ')})이 모두 길합니다.`,
    en: `The ${five ? 'five grids' : '元亨利貞 grids'} (${grids.map(({ k, g }) => `${GRID_EN[k]} ${g.number}`).join(', ')}) are all 길.`,
  };
}

function elementsWhy(analysis: AnalyzeResult): Text {
  if (analysis.saju) {
    const { needs, supply } = analysis.saju;
    const given = analysis.chars.filter((c) => c.part === 'given');
    const named = (hanja: string) => `${hanja}(${given.find((c) => c.hanja === hanja)?.reading ?? ''})`;
    const supplies = supply.filter((s) => s.supplies).map((s) => s.hanja);
    const gisin = supply.filter((s) => s.bringsGisin).map((s) => s.hanja);
    if (needs.needed.length === 0) return { ko: '사주에 따로 보완할 오행이 없습니다.', en: 'The chart needs no element in particular.' };
    const lastReading = (list: string[]) => given.find((c) => c.hanja === list.at(-1))?.reading ?? '가';
    return {
      ko:
        `사주에 필요한 오행(${needs.needed.join('·')})을 ${supplies.length > 0 ? `${supplies.map(named).join('·')}${subject(lastReading(supplies))} 보완합니다` : '보완하는 글자는 없습니다'}` +
        `${gisin.length > 0 ? `. ${gisin.map(named).join('·')}${topic(lastReading(gisin))} 기신입니다` : ''}.`,
      en: `The chart needs ${needs.needed.join(' and ')}; ${supplies.length > 0 ? `${supplies.join(' and ')} supply it` : 'no character supplies it'}${gisin.length > 0 ? `; ${gisin.join(' and ')} bring an element to avoid` : ''}.`,
    };
  }
  const all = analysis.chars.map((c) => c.resourceElement.value);
  const distinct = new Set(all.filter((e) => e !== null)).size;
  return {
    ko: `자원오행(${all.map((e) => e ?? '?').join('')})에 오행이 ${distinct}가지입니다.`,
    en: `자원오행 (the elements of the meanings) ${all.map((e) => e ?? '?').join('')}: ${distinct} different.`,
  };
}

function flowsWhy(phonetic: Verdict, stroke: Verdict, elements: { phonetic: string; stroke: string }): Text {
  const both = phonetic === stroke;
  return {
    ko: both
      ? `발음오행(${elements.phonetic})과 수리오행(${elements.stroke})은 ${FLOW_KO[phonetic]}.`
      : `발음오행(${elements.phonetic})은 ${FLOW_KO[phonetic]}. 수리오행(${elements.stroke})은 ${FLOW_KO[stroke]}.`,
    en: both ? `발음오행 ${elements.phonetic} and 수리오행 ${elements.stroke} run ${FLOW_EN[phonetic]}.` : `발음오행 ${elements.phonetic} runs ${FLOW_EN[phonetic]}; 수리오행 ${elements.stroke} ${FLOW_EN[stroke]}.`,
  };
}

/** The why of a recommended name: its sentences in order, whole. */
export function explainName(
  analysis: AnalyzeResult,
  name: PoolName,
  chars: readonly CharChoice[],
  input: NormalizedRecommendInput,
  flows: { phonetic: Verdict; stroke: Verdict; elements: { phonetic: string; stroke: string } },
): Text {
  const texts = [popularityWhy(name), hanjaWhy(chars, name.syllables), gridsWhy(analysis, input), elementsWhy(analysis), flowsWhy(flows.phonetic, flows.stroke, flows.elements)];
  return { ko: texts.map((t) => t.ko).join(' '), en: texts.map((t) => t.en).join(' ') };
}
