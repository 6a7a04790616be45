/**
 * A practitioner's 용신: the steps in the order a 감명서 takes them, each with
 * the passage that writes it (yongsinSources.ts).
 *
 * 1. 化氣格 (滴天髓 化象): the day master in a union with a neighbouring stem
 *    whose 化神 is in force in the month, the day master without a root of its
 *    own element, the 化神 holding FOLLOW_SHARE of the chart and not overcome
 *    by a revealed element → the 化神.
 * 2. 종격 (滴天髓 從象): score at most FOLLOW_AT, no root of the day master's
 *    element, no 인성 stem, and the month's own element neither the day master's
 *    nor its 인성 (窮通寶鑑: "正二月甲木，素無取從才從殺從化之理") → the strongest of 식상 (從兒), 재성 (從財), 관성
 *    (從殺) when it holds FOLLOW_SHARE of the chart, else 재성 (從勢); 從兒 takes
 *    the child's child, 재성 (滴天髓 順局: "從兒不管身強弱，只要吾兒又得兒"). Score at
 *    least 100 − FOLLOW_AT with no 관성 even hidden → 從旺 (비겁), or with 인성
 *    ahead and no 재성 either, 從強 (인성).
 * 3. 조후 (窮通寶鑑; 子平眞詮評註 調候): winter asks for 火, summer for 水, 寅月
 *    火 for 甲乙戊己庚 unless fire is revealed in a stem (climate.ts), unless
 *    the day master is that element, or the day master is weak and has 인성
 *    (then 억부 first: sajupalja.tistory.com 조후용신 편).
 * 4. 억부 (滴天髓 衰旺: 旺則宜洩宜傷，衰則喜幫喜助), with 중화 at 50 ± BALANCE_BAND:
 *    - strong, 인성 ahead of 비겁 → 재성 if revealed, else 식상 if revealed,
 *      else 재성 (子平眞詮 論印綬);
 *    - strong, 旺極 (score ≥ EXTREME_AT) → 식상 (滴天髓: 旺之極者，宜洩而不宜克);
 *    - strong by 비겁 → 관성 when it holds at least what 식상 holds and is 旺 or
 *      相 in the month (宜傷; 任氏: "癸水退氣，無力制劫"), else 식상 (宜洩), or 재성
 *      once 식상 outweighs 재성 (子平眞詮 論建祿月劫: "祿劫用財，須帶食傷"; 滴天髓
 *      衰旺: 旺則宜洩宜傷);
 *    - weak → 인성, but 비겁 when 재성 outweighs 식상 and 관성 (財多身弱) and a
 *      비겁 is revealed, or when 식상 leads, no 인성 is revealed and a branch of
 *      the day master's own element stands (任氏 傷官: 日主弱，傷官旺，無印綬，宜用比劫);
 *    - balanced → 통관 between the two largest elements when they are at war,
 *      each hold MEDIATE_SHARE and are even (MEDIATE_EVEN) (子平眞詮評註 通關:
 *      "兩神對峙，強弱均平"), and the war is 관성 against the day master's element
 *      (인성 between) or against 식상 (재성 between) (滴天髓 通關 任氏: "若殺重喜印 …
 *      殺印之論如此，食傷財官之論亦如此"), else the month's 격 used 順 or 逆 (子平眞詮 論用神),
 *      the month's 傷官 as 秀氣, not 佩印, in a chart not weak (子平眞詮 論傷官: "傷官雖非吉神，
 *      實為秀氣"; 佩印 "反要傷官旺，身稍弱").
 * 희신 by the 용신's group (子平眞詮 論用神: 財喜食神, 官喜透財, 印 … 劫財以護印,
 * 食 … 生財以護食; 비겁 → 인성); 기신 the element that overcomes the 용신.
 */
import { type Element, generatedBy, overcomerOf, relation } from '../elements/index.js';
import { climateNeedOf, LATE_SUMMER_NOT_COOLED, SEASON_KO, seasonOf } from './climate.js';
import { combine, type Combined } from './combinations.js';
import { hiddenStemsOf, mainStem, stemInForce } from './hiddenStems.js';
import { GROUPS, type Group, groupElement, stemElement, tenGod, type TenGod } from './sajuElements.js';
import { NEED_RULES, type Needs, type NeedStep } from './sajuNeeds.js';
import { BALANCE_BAND, strengthOf, type StrengthReading } from './strength.js';
import { SOURCES, type SourceKey } from './yongsinSources.js';

export const FOLLOW_AT = 15;
export const FOLLOW_SHARE = 40;
export const EXTREME_AT = 75;
export const MEDIATE_SHARE = 25;
/** 通關 needs the two "強弱均平，各不相下": the smaller at least this share of the larger. */
export const MEDIATE_EVEN = 0.75;

/** A chart of three or four pillars: stems and branches year, month, day, hour (null when the hour is unknown). */
export type PillarChart = { stems: ReadonlyArray<string | null>; branches: ReadonlyArray<string | null>; daysIntoMonth: number | null };

type Text = { en: string; ko: string };
type Decision = { step: NeedStep; yongsin: Element; reason: Text; sources: SourceKey[]; pattern: string | null };

const HUISIN_GROUP: Record<Group, Group> = { 관성: '재성', 재성: '식상', 식상: '재성', 인성: '비겁', 비겁: '인성' };

/** The group an element stands in to the day master's element. */
function groupOf(me: Element, e: Element): Group {
  return GROUPS.find((g) => groupElement(me, g) === e) as Group;
}

/** The month's 격 used 順 (財官印食) or 逆 (煞劫刃), for a balanced chart; 傷官 as 秀氣 (佩印 is for a weak day master). */
const MONTH_ORDER_USE: Record<TenGod, Group> = {
  比肩: '관성', 劫財: '관성', 食神: '식상', 傷官: '식상', 偏財: '재성', 正財: '재성', 七殺: '식상', 正官: '관성', 偏印: '인성', 正印: '인성',
};
const VERDICT_KO = { strong: '신강', weak: '신약', balanced: '중화' } as const;

function decide(dm: string, chart: PillarChart, s: StrengthReading, monthElements: Element[], combined: Combined): Decision {
  const me = stemElement(dm);
  const el = (g: Group) => groupElement(me, g);
  const g = s.groups;
  const share = (e: Element) => (s.points[e] / s.total) * 100;
  const revealed = (group: Group) => s.present.includes(el(group));
  const sealStem = combined.stemElements.some((x, i) => i !== 2 && x === el('인성'));
  const at = { en: `score ${s.score}`, ko: `${VERDICT_KO[s.verdict]} ${s.score}점` };
  const notes: SourceKey[] = [];
  let aside = { en: '', ko: '' };
  const decided = (step: NeedStep, group: Group | Element, sources: SourceKey[], en: string, ko: string, pattern: string | null = null): Decision => ({
    step,
    yongsin: (GROUPS as readonly string[]).includes(group) ? el(group as Group) : (group as Element),
    pattern,
    sources: [...notes, ...sources],
    reason: { en: `${step}: ${en}${aside.en}`, ko: `${ko}${aside.ko}` },
  });

  // 1. 化氣格
  const union = combined.dayMasterUnion;
  if (union !== null && union.element !== null) {
    const e = union.element;
    if (monthElements.includes(e) && !s.ownRoot && share(e) >= FOLLOW_SHARE && !s.present.includes(overcomerOf(e))) {
      return decided('transform', e, ['transform'], `the day master's union makes ${e}, in force in the month, and nothing holds it back`, `화기격: 일간의 합이 월령의 ${e}로 화함`, `化氣格 (${e})`);
    }
  }
  // 2. 종격 — never for a day master in its own season or its 인성's, even when a union turned the month branch
  // (窮通寶鑑: "正二月甲木，素無取從才從殺從化之理").
  const monthMain = stemElement(mainStem(chart.branches[1] as string));
  const inSeason = monthMain === me || monthMain === el('인성');
  if (s.score <= FOLLOW_AT && !s.ownRoot && !sealStem && !inSeason) {
    const lead = (['식상', '재성', '관성'] as const).reduce((a, b) => (g[b] > g[a] ? b : a));
    const follows = share(el(lead)) >= FOLLOW_SHARE;
    const name = follows ? { 식상: '從兒', 재성: '從財', 관성: '從殺' }[lead] : '從勢';
    return decided('follow', follows && lead !== '식상' ? lead : '재성', ['follow'], `the day master has no root and no help (${at.en}): ${name}${lead === '식상' && follows ? ', the child\'s child: 재성' : ''}`, `종격 ${name}: 일간이 뿌리도 도움도 없음 (${at.ko})${lead === '식상' && follows ? ', 아(兒)가 다시 낳는 재성' : ''}`, name);
  }
  // 從旺: no 관성 anywhere, not even hidden ("無官殺之制"); 從強: no 관성 and no 재성 ("絕無一毫財星官殺之氣").
  const trace = (group: Group) => chart.stems.some((x, i) => i !== 2 && x !== null && stemElement(x) === el(group))
    || chart.branches.some((b) => b !== null && hiddenStemsOf(b).some(([h]) => stemElement(h) === el(group)));
  if (s.score >= 100 - FOLLOW_AT && !trace('관성') && (g.비겁 >= g.인성 || !trace('재성'))) {
    const strong = g.인성 > g.비겁;
    const name = strong ? '從強' : '從旺';
    return decided('follow', strong ? '인성' : '비겁', ['followStrong'], `nothing restrains the day master (${at.en}): ${name}`, `종격 ${name}: 일간을 제어하는 것이 없음 (${at.ko})`, name);
  }
  // 3. 조후
  const monthBranch = chart.branches[1] as string;
  const season = seasonOf(monthBranch);
  const need = climateNeedOf(monthBranch, dm);
  // 寅月's need is met by fire revealed in a stem ("癸藏丙透，名寒木向陽").
  const met = monthBranch === '寅' && combined.stemElements.some((x, i) => i !== 2 && x === need);
  if (monthBranch === '未' && LATE_SUMMER_NOT_COOLED.includes(dm)) {
    notes.push('climateLate');
    aside = { en: '; 未月 三伏生寒: no water asked for', ko: '; 미월 삼복생한이라 수를 구하지 않음' };
  } else if (met) {
    notes.push('climateEarly');
    aside = { en: `; 寅月 asks for ${need}, revealed already`, ko: `; 인월에 필요한 ${need}가 이미 투출` };
  } else if (need !== null && need === me) {
    notes.push('climateOwn');
    aside = { en: `; the ${season} asks for ${need}, which the day master is`, ko: `; ${SEASON_KO[season]} 출생이나 일간이 ${need}` };
  } else if (need !== null) {
    const where = { en: `a ${monthBranch}月 (${season}) birth asks for ${need}`, ko: `${monthBranch}월(${SEASON_KO[season]}) 출생은 ${need}가 급함` };
    if (s.verdict !== 'weak' || g.인성 === 0) {
      const sources: SourceKey[] = ['climate', ...(monthBranch === '寅' ? (['climateEarly'] as const) : []), 'climateOrder'];
      const weak = s.verdict === 'weak' ? { en: ', and the weak day master has no 인성', ko: ', 신약하나 인성이 없음' } : { en: '', ko: '' };
      return decided('climate', need, sources, `${where.en} (${at.en})${weak.en}`, `조후: ${where.ko} (${at.ko})${weak.ko}`);
    }
    notes.push('climate', 'climateOrder');
    aside = { en: `; ${where.en}, but a weak day master with 인성 takes 억부 first`, ko: `; ${where.ko}이나 신약하고 인성이 있어 억부 먼저` };
  }
  // 4. 억부
  if (s.verdict === 'strong') {
    if (g.인성 > g.비겁) {
      const group: Group = revealed('재성') ? '재성' : revealed('식상') ? '식상' : '재성';
      return decided('restrain', group, ['eokbu', 'strongSeal'], `strong by 인성 (${at.en}): ${group}`, `억부: 인성으로 ${at.ko}, ${group}`);
    }
    if (s.score >= EXTREME_AT) {
      return decided('restrain', '식상', ['eokbu', 'extreme'], `strong to the extreme (${at.en}): drain it, 식상`, `억부: 旺極 (${at.ko}), 식상으로 설기`);
    }
    // 宜傷 when the 관성 can restrain: it holds at least what 식상 holds and is in season (旺 or 相 in the month, not
    // 休囚死: 任氏 "癸水退氣，無力制劫，不足為用"); else 宜洩: 식상, or 재성 once 식상 outweighs it.
    const officerInSeason = el('관성') === monthMain || el('관성') === generatedBy(monthMain);
    const group: Group = g.관성 > 0 && g.관성 >= g.식상 && officerInSeason ? '관성' : g.식상 > g.재성 ? '재성' : '식상';
    return decided('restrain', group, ['eokbu', 'strongPeer'], `strong by 비겁 (${at.en}): ${group}`, `억부: 비겁으로 ${at.ko}, ${group}`);
  }
  if (s.verdict === 'weak') {
    // 인성 first (子平眞詮: 財格佩印, 七煞用印, 傷官佩印); 財多身弱 with a 비겁 revealed → 비겁; 傷官旺 with no 인성
    // revealed → 비겁 standing on a branch of its own (任氏: "無印綬，宜用比劫"; "未足幫身" where it has none).
    const richer = g.재성 > Math.max(g.식상, g.관성);
    const lead = richer ? '재성' : g.관성 >= g.식상 ? '관성' : '식상';
    const group: Group = (richer && revealed('비겁')) || (lead === '식상' && !revealed('인성') && chart.branches.some((b, i) => b !== null && (combined.branchElements[i] ?? stemElement(mainStem(b))) === me)) ? '비겁' : '인성';
    return decided('support', group, ['eokbu', 'weak'], `weak (${at.en}), ${lead} leads: ${group}`, `억부: ${at.ko}, ${lead}이 가장 많아 ${group}`);
  }
  const [first, second] = [...(Object.keys(s.points) as Element[])].sort((a, b) => s.points[b] - s.points[a]);
  if (first !== undefined && second !== undefined && [first, second].includes(el('관성')) && [first, second].some((x) => x === me || x === el('식상')) && relation(first, second) === '상극' && share(second) >= MEDIATE_SHARE && s.points[second] >= MEDIATE_EVEN * s.points[first]) {
    const bridge = generatedBy(overcomerOf(second) === first ? first : second);
    return decided('mediate', bridge, ['mediate'], `${at.en}, within 50 ± ${BALANCE_BAND}; ${first} and ${second} at war: ${bridge} between`, `통관: ${at.ko}, ${first}·${second}가 대치하니 ${bridge}`);
  }
  const god = tenGod(dm, s.deukryeong.stemInForce);
  const way = god === '傷官' ? '秀氣' : ['七殺', '比肩', '劫財'].includes(god) ? '逆' : '順';
  const group = MONTH_ORDER_USE[god];
  return decided('balanced', group, ['balanced', 'monthOrder'], `${at.en}, within 50 ± ${BALANCE_BAND}: the month's ${god} (${s.deukryeong.stemInForce}) used ${way}: ${group}`, `${at.ko}: 월령 ${god}(${s.deukryeong.stemInForce})을 ${way}用, ${group}`);
}

/** What a chart needs by the practitioner's method. */
export function practitionerNeeds(chart: PillarChart): Needs {
  const dm = chart.stems[2] as string;
  const monthBranch = chart.branches[1] as string;
  const inForce = chart.daysIntoMonth === null ? mainStem(monthBranch) : stemInForce(monthBranch, chart.daysIntoMonth);
  const monthElements = [...new Set([stemElement(mainStem(monthBranch)), stemElement(inForce)])];
  const combined = combine(chart.stems, chart.branches, monthElements);
  const s = strengthOf(chart.stems, chart.branches, combined, chart.daysIntoMonth);
  const d = decide(dm, chart, s, monthElements, combined);
  const me = stemElement(dm);
  const huisin = d.step === 'transform' ? groupElement(d.yongsin, '인성') : groupElement(me, HUISIN_GROUP[groupOf(me, d.yongsin)]);
  const season = seasonOf(monthBranch);
  const keys: SourceKey[] = ['strength', 'monthOrder', ...(chart.daysIntoMonth === null ? [] : (['inForce'] as const)), ...(combined.combinations.length > 0 ? (['unions'] as const) : []), ...d.sources, 'partners'];
  return {
    method: 'practitioner',
    ...NEED_RULES.practitioner,
    needed: [d.yongsin, huisin],
    yongsin: d.yongsin,
    huisin,
    gisin: [overcomerOf(d.yongsin)],
    strength: s.verdict,
    score: s.score,
    step: d.step,
    reason: d.reason,
    sources: [...new Set(keys)].map((k) => SOURCES[k]),
    reading: {
      season,
      stemInForce: inForce,
      daysIntoMonth: chart.daysIntoMonth,
      deukryeong: { points: s.deukryeong.points, of: s.deukryeong.of },
      deukji: s.deukji,
      deukse: s.deukse,
      roots: s.roots,
      points: s.points,
      combinations: combined.combinations,
      pattern: d.pattern,
      climateNeed: climateNeedOf(monthBranch, dm),
    },
  };
}
