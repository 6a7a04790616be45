/** `tojeong month` for a terminal: one line per day (solar, weekday, lunar, 일진, a term that begins), then the month's terms. */
import type { CalendarMonth } from '../../calendar/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';

export function monthLayout(month: CalendarMonth, language: ErrorLanguage = 'en'): string {
  const ko = language === 'ko';
  const lunar = (l: CalendarMonth['days'][number]['lunar']) => `${l.leap ? '윤' : ''}${l.month}.${l.day}`;
  return [
    `${month.year}-${String(month.month).padStart(2, '0')} ${ko ? '(양력, 음력 월.일, 일진)' : '(solar; lunar month.day; 일진)'}`,
    ...table(month.days.map((d) => [d.solar, d.weekday.ko, lunar(d.lunar), `${d.dayPillar.hanja} ${d.dayPillar.reading}`, d.solarTerm ? `${d.solarTerm.name} ${d.solarTerm.at.slice(11, 16)}` : '', d.provisional ? (ko ? '잠정' : 'provisional') : ''])),
    `${ko ? '절기' : 'terms'}: ${month.solarTerms.map((t) => `${t.name} ${t.at}`).join(', ') || (ko ? '없음' : 'none')}`,
    `${ko ? '출처' : 'source'}: ${month.source.calendar}; ${month.source.terms}`,
  ].join('\n');
}
