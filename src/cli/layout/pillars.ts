/** `tojeong pillars` for a terminal: the four pillars in the traditional right-to-left order, then their elements and what they rest on. */
import type { FourPillar, FourPillars } from '../../calendar/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';
import { labels } from './labels.js';

const elements = (p: FourPillar): string => `${p.elements.stem.hanja}${p.elements.branch.hanja}`;

export function pillarsLayout(p: FourPillars, language: ErrorLanguage = 'en'): string {
  const [t, ko] = [labels(language), language === 'ko'];
  const order = [['hour', p.hour], ['day', p.day], ['month', p.month], ['year', p.year]] as const;
  const clock =
    p.clock.basis === 'civil'
      ? `${ko ? '표준시' : 'civil clock'} ${p.clock.time}`
      : ko ? `${p.clock.longitude}°E의 진태양시 ${p.clock.time} (균시차 ${p.clock.equationOfTimeSeconds}초)` : `true solar time ${p.clock.time} at ${p.clock.longitude}°E (equation of time ${p.clock.equationOfTimeSeconds} s)`;
  return [
    ko ? `${p.at}의 사주 (UTC ${p.utc})` : `Four pillars at ${p.at} (UTC ${p.utc})`,
    ...table([order.map(([name]) => t(name)), order.map(([, q]) => q.hanja), order.map(([, q]) => q.reading), order.map(([, q]) => elements(q))]),
    ...table(
      [
        ['띠', `${p.zodiac.reading} (${p.zodiac.hanja}, ${p.zodiac.en})`],
        [t('month from'), `${p.monthTerm.name} ${p.monthTerm.hanja} ${p.monthTerm.at}`],
        [t('day and hour'), ko ? `${clock}, 23:00-24:00은 ${p.ziHour === 'split' ? '야자시(split)' : '다음 날(whole)'}로 셈` : `${clock}; 23:00-24:00 counted ${p.ziHour === 'split' ? 'as 야자시 (split)' : 'with the next day (whole)'}`],
        [t('source'), p.source.terms],
      ],
      '',
    ),
  ].join('\n');
}
