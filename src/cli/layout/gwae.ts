/** `tojeong gwae` for a terminal: the gwae and its title, how each digit was reached, then the text (nine yearly verses, twelve months). */
import { formatDate, type GwaeAnswer } from '../../tojeong/index.js';
import { table } from './columns.js';

function lunarLabel(lunar: GwaeAnswer['calc']['lunar']): string {
  return `lunar ${formatDate(lunar)}${lunar.leap ? ' (leap month)' : ''}`;
}

function calculationLines({ calc }: GwaeAnswer): string[] {
  const { basis } = calc;
  const targetYear = basis.targetLunarDate.slice(0, 4);
  const day = Number(basis.targetLunarDate.slice(8, 10));
  return [
    ...table([
      ['birth', `${lunarLabel(calc.lunar)} = solar ${calc.solar}`],
      ['year read', `${targetYear} ${calc.yearGapja}(${calc.yearGapjaReading})년, Korean age ${calc.koreanAge}`],
    ]),
    ...table([
      ['upper', String(calc.upper), `= (Korean age ${calc.koreanAge} + 태세수 ${basis.taeseSu} of ${calc.yearGapja}) mod 8`],
      ['middle', String(calc.middle), `= (days of the month ${calc.monthDayCount} + 월건수 ${basis.wolgeonSu} of ${calc.monthGapja}) mod 6`],
      ['lower', String(calc.lower), `= (day ${day} + 일진수 ${basis.iljinSu} of ${calc.dayGapja}) mod 3`],
    ]),
    `  (a remainder of 0 counts as 8, 6, 3; the birth month and day in ${targetYear}: lunar ${basis.targetLunarDate} = solar ${basis.targetSolarDate})`,
    ...(calc.dayAdjusted ? [`  Day 30 of a month that has 29 days in ${targetYear}: day 29 was used.`] : []),
    ...(calc.provisional ? ['  Provisional: a calendar value used lies past 2050-12-31, the last KASI-published day, where the calendar is computed astronomically.'] : []),
  ];
}

function textLines(gwae: NonNullable<GwaeAnswer['gwae']>): string[] {
  const lines = ['', 'Yearly', ...gwae.yearly.map((verse) => `  ${verse}`)];
  for (const [month, verses] of Object.entries(gwae.monthly)) {
    lines.push('', `Month ${month} (${month}월)`, ...verses.map((verse) => `  ${verse}`));
  }
  return lines;
}

function sourceLines({ source }: GwaeAnswer): string[] {
  return [
    '',
    'Source',
    ...table([
      ['calculation', source.calc],
      ['calendar', source.calendar],
      ...(source.text ? [['text', source.text]] : []),
      ...(source.readingTable ? [['readings', source.readingTable]] : []),
    ]),
  ];
}

export function gwaeLayout(answer: GwaeAnswer): string {
  const { calc, gwae } = answer;
  const heading = gwae ? `土亭祕訣 ${calc.gwaeId}  ${gwae.title.hanja} (${gwae.title.reading})` : `土亭祕訣 ${calc.gwaeId}  (no text installed)`;
  return [heading, '', ...calculationLines(answer), ...(gwae ? textLines(gwae) : []), ...sourceLines(answer)].join('\n');
}
