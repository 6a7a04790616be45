/** `tojeong name` for a terminal: each character, the grids with their 81-numbers, yin-yang, the element flows, 사주 보완, warnings and the score. */
import type { Element, Flow, GridResult, NameAnalysisAnswer, ResourceElement } from '../../name/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { type Label, labels } from './labels.js';

const FIVE_GRID_LABELS = { heaven: '천격', person: '인격', earth: '지격', outer: '외격', total: '총격' } as const;
const FOUR_GRID_LABELS = { won: '원격', hyeong: '형격', i: '이격', jeong: '정격' } as const;

function gridRow(label: string, key: string, grid: GridResult & { judged?: boolean }, t: (label: Label) => string): string[] {
  const notes = [grid.disputed ? t('disputed') : '', grid.judged === false ? t('not judged') : ''].filter(Boolean).join(', ');
  return [label, key, String(grid.value), String(grid.number), grid.name, grid.rating, notes];
}

function resourceText(r: ResourceElement): string {
  if (r.value === null) return '-';
  return r.disputed ? `${r.value} (or ${r.alternative})` : r.value;
}

function flowRow(label: string, flow: Flow, t: (label: Label) => string): string[] {
  const pairs = flow.pairs.map((p) => (p.relation === null ? '-' : `${p.from}→${p.to} ${p.relation}`)).join(', ');
  return [label, flow.elements.map((e) => e ?? '?').join(' '), pairs, flow.verdict ?? t('not judged')];
}

const ELEMENT_ORDER: readonly Element[] = ['木', '火', '土', '金', '水'];
const countText = (counts: Record<Element, number>) => ELEMENT_ORDER.map((e) => `${e}${counts[e]}`).join(' ');

function sajuLines(saju: NonNullable<NameAnalysisAnswer['result']['saju']>, t: (label: Label) => string, ko: boolean): string[] {
  const { pillars, needs } = saju;
  return [
    `사주 보완 (${needs.method})`,
    ...table([
      [t('pillars'), [pillars.year, pillars.month, pillars.day, pillars.hour].map((p) => p?.hanja ?? '(hour unknown)').join(' ')],
      [t('counts'), countText(saju.counts)],
      [t('with 지장간'), countText(saju.countsWithHidden)],
      ...(needs.strength === undefined ? [] : [[t('strength'), `${needs.strength} ${needs.score ?? ''}`.trim()]]),
      ...(needs.reading === undefined ? [] : [['득령 득지 득세', `${needs.reading.deukryeong.points}/${needs.reading.deukryeong.of} ${needs.reading.deukji.points}/${needs.reading.deukji.of} ${needs.reading.deukse.points}/${needs.reading.deukse.of} (${t('in force')} ${needs.reading.stemInForce})`]]),
      ...(needs.reading?.pattern ? [[t('pattern'), needs.reading.pattern]] : []),
      [t('needed'), needs.needed.join(' ') || '-'],
      ['용신 희신 기신', `${needs.yongsin ?? '-'} ${needs.huisin ?? '-'} ${needs.gisin.join('') || '-'}`],
      ...(needs.step === undefined ? [] : [[t('step'), (ko ? needs.reason?.ko : needs.reason?.en) ?? needs.step]]),
      [t('given name'), saju.supply.map((c) => `${c.hanja} ${c.element ?? '?'}${c.supplies ? ` ${t('supplies')}` : ''}${c.bringsGisin ? ' 기신' : ''}`).join(', ')],
      ...(saju.uncertain.length > 0 ? [[t('uncertain'), saju.uncertain.join(', ')]] : []),
    ]),
    '',
  ];
}

export function nameLayout({ input, result, source }: NameAnalysisAnswer, language: ErrorLanguage = 'en'): string {
  const t = labels(language);
  const hanja = result.chars.map((c) => c.hanja).join('');
  const reading = result.chars.map((c) => c.reading).join('');
  const { phoneticElements: phonetic, yinYang } = result;
  return [
    `${hanja} ${reading}  ${t('score')} ${result.score} (${result.grade})`,
    '',
    ...table([
      ['', t('reading'), t('from'), t('strokes'), t('yin-yang'), t('element'), '수리', '자원'],
      ...result.chars.map((c) => [c.hanja, c.reading, c.readingSource, String(c.strokes), c.yinYang, c.element, c.strokeElement, resourceText(c.resourceElement)]),
    ]),
    '',
    t('Five grids (五格)'),
    ...table([
      ['', '', t('value'), t('number'), t('name'), t('rating'), ''],
      ...Object.entries(FIVE_GRID_LABELS).map(([key, label]) => gridRow(label, key, result.fiveGrids[key as keyof typeof FIVE_GRID_LABELS], t)),
    ]),
    `  ${t('judged')} ${result.summary.judged}: 길 ${result.summary.good}, 반길 ${result.summary.halfGood}, 흉 ${result.summary.bad}`,
    '',
    t('Four grids (元亨利貞)'),
    ...table(Object.entries(FOUR_GRID_LABELS).map(([key, label]) => gridRow(label, key, result.fourGrids[key as keyof typeof FOUR_GRID_LABELS], t))),
    '',
    ...table([
      [t('yin-yang'), yinYang.parities.join(' '), yinYang.arrangement, yinYang.verdict],
      [
        `${t('phonetic')} (${phonetic.school})`,
        phonetic.elements.join(' '),
        phonetic.pairs.map((p) => `${p.from}→${p.to} ${p.relation}`).join(', '),
        phonetic.verdict,
      ],
      flowRow('수리오행', result.strokeElements, t),
      flowRow(`삼원오행 ${result.samwon.grids.join('·')}`, result.samwon, t),
      flowRow(`三才 ${result.samjae.grids.join('·')}`, result.samjae, t),
      flowRow('자원오행', result.resourceElements, t),
    ], ''),
    `  ${t('flows judged by')} ${input.flowRule}`,
    '',
    ...(result.saju ? sajuLines(result.saju, t, language === 'ko') : []),
    ...result.warnings.map((w) => `${t('warning')}: ${w.hanja} ${w.list}: ${language === 'ko' ? w.reason.ko : w.reason.en} (${w.source})`),
    ...(result.warnings.length > 0 ? [''] : []),
    t('Score'),
    ...table([...result.scoreBreakdown.map((line) => [line.part, `${line.points}`, `${language === 'ko' ? '/' : 'of'} ${line.weight}`]), [t('total'), String(result.score), result.grade]]),
    ...(result.extendedScore ? ['', `${t('Extended score')} ${result.extendedScore.score} (${result.extendedScore.grade})`, ...table(result.extendedScore.breakdown.map((line) => [line.part, `${line.points}`, `${language === 'ko' ? '/' : 'of'} ${line.weight}`]))] : []),
    '',
    `${t('Source')}: ${source.calc}, ${source.dictionary}, ${source.readingTable}, ${source.numbers81}, ${source.surnames}; school ${input.school}: ${source.rules.phoneticSchool}`,
  ].join('\n');
}
