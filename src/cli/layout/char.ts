/** `tojeong char` for a terminal: the record of one name-usable hanja. */
import type { NameCharAnswer } from '../../hanja/index.js';
import { table } from './columns.js';

export function charLayout(record: NameCharAnswer): string {
  const meaning = record.meaning === null ? '(none known)' : `${record.meaning} (${record.meaningSource}${record.meaningLang === 'en' ? ', English' : ''})`;
  const glosses = Object.entries(record.meanings).map(([reading, glosses]) => [`  ${reading}`, glosses.join(', ')]);
  const rows: string[][] = [
    ['readings', record.readings.length > 0 ? record.readings.join(' ') : '(the court lists none)'],
    ...(record.initialReadings.length > 0 ? [['at a name\'s start', record.initialReadings.join(' ')]] : []),
    ['name reading', record.nameReading ?? '(none)'],
    ['meaning', meaning],
    ...(glosses.length > 0 ? [['court glosses', ''], ...glosses] : []),
    ['radical', `${record.radical.char} (Kangxi ${record.radical.number}, ${record.radical.strokes} stroke${record.radical.strokes === 1 ? '' : 's'})`],
    ['strokes', `${record.strokes} (원획, ${record.strokesRule}); written ${record.strokesWritten}, ${record.residualStrokes} outside the radical`],
    ...(record.disputed ? [['disputed', `${record.disputed.values.join(' / ')}: ${record.disputed.note}`]] : []),
    ['source', record.source.dictionary],
  ];
  return [`${record.hanja} ${record.codePoint}`, ...table(rows)].join('\n');
}
