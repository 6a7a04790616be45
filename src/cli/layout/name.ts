/** `tojeong name` for a terminal: each character, the five and the four grids with their 81-numbers, yin-yang, phonetic elements and the score. */
import type { GridResult, NameAnalysisAnswer } from '../../name/index.js';
import { table } from './columns.js';

const FIVE_GRID_LABELS = { heaven: '천격', person: '인격', earth: '지격', outer: '외격', total: '총격' } as const;
const FOUR_GRID_LABELS = { won: '원격', hyeong: '형격', i: '이격', jeong: '정격' } as const;

function gridRow(label: string, key: string, grid: GridResult & { judged?: boolean }): string[] {
  const notes = [grid.disputed ? 'disputed' : '', grid.judged === false ? 'not judged' : ''].filter(Boolean).join(', ');
  return [label, key, String(grid.value), String(grid.number), grid.name, grid.rating, notes];
}

export function nameLayout({ input, result, source }: NameAnalysisAnswer): string {
  const hanja = result.chars.map((c) => c.hanja).join('');
  const reading = result.chars.map((c) => c.reading).join('');
  const { phoneticElements: phonetic, yinYang } = result;
  return [
    `${hanja} ${reading}  score ${result.score} (${result.grade})`,
    '',
    ...table([['', 'reading', 'from', 'strokes', 'yin-yang', 'element'], ...result.chars.map((c) => [c.hanja, c.reading, c.readingSource, String(c.strokes), c.yinYang, c.element])]),
    '',
    'Five grids (五格)',
    ...table([
      ['', '', 'value', 'number', 'name', 'rating', ''],
      ...Object.entries(FIVE_GRID_LABELS).map(([key, label]) => gridRow(label, key, result.fiveGrids[key as keyof typeof FIVE_GRID_LABELS])),
    ]),
    `  judged ${result.summary.judged}: 길 ${result.summary.good}, 반길 ${result.summary.halfGood}, 흉 ${result.summary.bad}`,
    '',
    'Four grids (元亨利貞)',
    ...table(Object.entries(FOUR_GRID_LABELS).map(([key, label]) => gridRow(label, key, result.fourGrids[key as keyof typeof FOUR_GRID_LABELS]))),
    '',
    ...table([
      ['yin-yang', `${yinYang.parities.join(' ')}  ${yinYang.arrangement}`, yinYang.verdict],
      [
        `phonetic (${phonetic.school})`,
        phonetic.pairs.map((p) => `${p.from}→${p.to} ${p.relation}`).join(', ') || phonetic.elements.join(' '),
        phonetic.verdict,
      ],
    ], ''),
    '',
    'Score',
    ...table([...result.scoreBreakdown.map((line) => [line.part, `${line.points}`, `of ${line.weight}`]), ['total', String(result.score), result.grade]]),
    '',
    `Source: ${source.calc}, ${source.dictionary}, ${source.readingTable}, ${source.numbers81}, ${source.surnames}; school ${input.school}: ${source.rules.phoneticSchool}`,
  ].join('\n');
}
