/** `tojeong gwae` for a terminal: the gwae and its title, how each digit was reached, then the text (nine yearly verses, twelve months). */
import { formatDate, type GwaeAnswer } from '../../tojeong/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { type Label, labels } from './labels.js';

function lunarLabel(lunar: GwaeAnswer['calc']['lunar'], ko: boolean): string {
  return ko ? `음력 ${formatDate(lunar)}${lunar.leap ? ' (윤달)' : ''}` : `lunar ${formatDate(lunar)}${lunar.leap ? ' (leap month)' : ''}`;
}

function calculationLines({ calc }: GwaeAnswer, t: (label: Label) => string, ko: boolean): string[] {
  const { basis } = calc;
  const targetYear = basis.targetLunarDate.slice(0, 4);
  const day = Number(basis.targetLunarDate.slice(8, 10));
  return [
    ...table([
      [t('birth'), `${lunarLabel(calc.lunar, ko)} = ${ko ? '양력' : 'solar'} ${calc.solar}`],
      [t('year read'), `${targetYear} ${calc.yearGapja}(${calc.yearGapjaReading})년, ${ko ? '세는나이' : 'Korean age'} ${calc.koreanAge}`],
    ]),
    ...table([
      [t('upper'), String(calc.upper), `= (${ko ? '세는나이' : 'Korean age'} ${calc.koreanAge} + 태세수 ${basis.taeseSu}${ko ? `(${calc.yearGapja})` : ` of ${calc.yearGapja}`}) mod 8`],
      [t('middle'), String(calc.middle), `= (${ko ? '그달의 날수' : 'days of the month'} ${calc.monthDayCount} + 월건수 ${basis.wolgeonSu}${ko ? `(${calc.monthGapja})` : ` of ${calc.monthGapja}`}) mod 6`],
      [t('lower'), String(calc.lower), `= (${ko ? '생일' : 'day'} ${day} + 일진수 ${basis.iljinSu}${ko ? `(${calc.dayGapja})` : ` of ${calc.dayGapja}`}) mod 3`],
    ]),
    ko
      ? `  (나머지 0은 8, 6, 3으로 셈. ${targetYear}년의 생월·생일: 음력 ${basis.targetLunarDate} = 양력 ${basis.targetSolarDate})`
      : `  (a remainder of 0 counts as 8, 6, 3; the birth month and day in ${targetYear}: lunar ${basis.targetLunarDate} = solar ${basis.targetSolarDate})`,
    ...(calc.dayAdjusted ? [ko ? `  ${targetYear}년의 그달은 29일까지라 30일 대신 29일로 계산했습니다.` : `  Day 30 of a month that has 29 days in ${targetYear}: day 29 was used.`] : []),
    ...(calc.provisional ? [ko ? '  잠정: 쓰인 달력 값이 한국천문연구원이 발표한 마지막 날 2050-12-31 뒤에 있어 천문 계산으로 얻은 값입니다.' : '  Provisional: a calendar value used lies past 2050-12-31, the last KASI-published day, where the calendar is computed astronomically.'] : []),
  ];
}

function textLines(gwae: NonNullable<GwaeAnswer['gwae']>, t: (label: Label) => string, ko: boolean): string[] {
  const lines = ['', t('Yearly'), ...gwae.yearly.map((verse) => `  ${verse}`)];
  for (const [month, verses] of Object.entries(gwae.monthly)) {
    lines.push('', ko ? `${month}월` : `Month ${month} (${month}월)`, ...verses.map((verse) => `  ${verse}`));
  }
  return lines;
}

function sourceLines({ source }: GwaeAnswer, t: (label: Label) => string): string[] {
  return [
    '',
    t('Source'),
    ...table([
      [t('calculation'), source.calc],
      [t('calendar'), source.calendar],
      ...(source.text ? [[t('text'), source.text]] : []),
      ...(source.readingTable ? [[t('readings'), source.readingTable]] : []),
    ]),
  ];
}

export function gwaeLayout(answer: GwaeAnswer, language: ErrorLanguage = 'en'): string {
  const { calc, gwae } = answer;
  const [t, ko] = [labels(language), language === 'ko'];
  const heading = gwae ? `土亭祕訣 ${calc.gwaeId}  ${gwae.title.hanja} (${gwae.title.reading})` : `土亭祕訣 ${calc.gwaeId}  (${t('no text installed')})`;
  return [heading, '', ...calculationLines(answer, t, ko), ...(gwae ? textLines(gwae, t, ko) : []), ...sourceLines(answer, t)].join('\n');
}
