/** `tojeong calendar` for a terminal: the day in both calendars, its weekday and pillars, its lunar month and year. */
import { formatDate } from 'tojeong-core/tojeong';
import type { CalendarDay } from '../../calendar/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { labels } from './labels.js';

export function calendarLayout(day: CalendarDay, language: ErrorLanguage = 'en'): string {
  const { lunar, pillars } = day;
  const [t, ko] = [labels(language), language === 'ko'];
  const leapYear = day.leapMonthOfYear === null ? (ko ? '윤달 없음' : 'no leap month') : ko ? `윤${day.leapMonthOfYear}월` : `a leap month ${day.leapMonthOfYear} (윤${day.leapMonthOfYear}월)`;
  return [
    ...table(
      [
        [t('solar'), ko ? `${day.solar} ${day.weekday.ko}요일` : `${day.solar} ${day.weekday.en} (${day.weekday.ko}요일)`],
        [t('lunar'), `${formatDate(lunar)}${lunar.leap ? (ko ? ` (윤${lunar.month}월)` : ` (leap month ${lunar.month}, 윤${lunar.month}월)`) : ''}`],
        [t('pillars'), `${pillars.year.hanja}년 ${pillars.month.hanja}월 ${pillars.day.hanja}일 (${pillars.year.reading}년 ${pillars.month.reading}월 ${pillars.day.reading}일)`],
        [t('lunar month'), ko ? `${day.lunarMonthLength}일, 음력 ${lunar.year}년: ${leapYear}` : `${day.lunarMonthLength} days; lunar ${lunar.year} has ${leapYear}`],
        ...(day.solarTerm ? [[t('solar term'), ko ? `${day.solarTerm.name} ${day.solarTerm.hanja} ${day.solarTerm.at} 시작` : `${day.solarTerm.name} ${day.solarTerm.hanja} begins at ${day.solarTerm.at}`]] : []),
        ...(day.provisional ? [[t('provisional'), ko ? '천문 계산값: 한국천문연구원이 발표한 마지막 날 2050-12-31 이후' : 'computed astronomically: past 2050-12-31, the last KASI-published day']] : []),
        [t('source'), day.source.calendar],
      ],
      '',
    ),
  ].join('\n');
}
