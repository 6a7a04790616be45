/** `tojeong char` for a terminal: the record of one name-usable hanja. */
import type { NameCharAnswer } from '../../hanja/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { labels } from './labels.js';

export function charLayout(record: NameCharAnswer, language: ErrorLanguage = 'en'): string {
  const t = labels(language);
  const meaning = record.meaning === null ? '(none known)' : `${record.meaning} (${record.meaningSource}${record.meaningLang === 'en' ? ', English' : ''})`;
  const glosses = Object.entries(record.meanings).map(([reading, glosses]) => [`  ${reading}`, glosses.join(', ')]);
  const rows: string[][] = [
    [t('readings'), record.readings.length > 0 ? record.readings.join(' ') : '(the court lists none)'],
    ...(record.initialReadings.length > 0 ? [[t('at a name\'s start'), record.initialReadings.join(' ')]] : []),
    [t('name reading'), record.nameReading ?? '(none)'],
    [t('meaning'), meaning],
    ...(glosses.length > 0 ? [[t('court glosses'), ''], ...glosses] : []),
    [t('radical'), `${record.radical.char} (Kangxi ${record.radical.number}, ${record.radical.strokes} stroke${record.radical.strokes === 1 ? '' : 's'})`],
    [t('strokes'), `${record.strokes} (원획, ${record.strokesRule}); written ${record.strokesWritten}, ${record.residualStrokes} outside the radical`],
    ...(record.disputed ? [[t('disputed'), `${record.disputed.values.join(' / ')}: ${record.disputed.note}`]] : []),
    [t('source'), record.source.dictionary],
  ];
  return [`${record.hanja} ${record.codePoint}`, ...table(rows)].join('\n');
}
