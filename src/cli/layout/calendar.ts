/** `tojeong calendar` for a terminal: the day in both calendars, its weekday and pillars, its lunar month and year. */
import { formatDate } from 'tojeong-core/tojeong';
import type { CalendarDay } from '../../calendar/index.js';
import { table } from './columns.js';

export function calendarLayout(day: CalendarDay): string {
  const { lunar, pillars } = day;
  const leapYear = day.leapMonthOfYear === null ? 'no leap month' : `a leap month ${day.leapMonthOfYear} (윤${day.leapMonthOfYear}월)`;
  return [
    ...table(
      [
        ['solar', `${day.solar} ${day.weekday.en} (${day.weekday.ko}요일)`],
        ['lunar', `${formatDate(lunar)}${lunar.leap ? ` (leap month ${lunar.month}, 윤${lunar.month}월)` : ''}`],
        ['pillars', `${pillars.year.hanja}년 ${pillars.month.hanja}월 ${pillars.day.hanja}일 (${pillars.year.reading}년 ${pillars.month.reading}월 ${pillars.day.reading}일)`],
        ['lunar month', `${day.lunarMonthLength} days; lunar ${lunar.year} has ${leapYear}`],
        ...(day.solarTerm ? [['solar term', `${day.solarTerm.name} ${day.solarTerm.hanja} begins at ${day.solarTerm.at}`]] : []),
        ...(day.provisional ? [['provisional', 'computed astronomically: past 2050-12-31, the last KASI-published day']] : []),
        ['source', day.source.calendar],
      ],
      '',
    ),
  ].join('\n');
}
