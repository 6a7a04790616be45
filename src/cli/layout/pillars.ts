/** `tojeong pillars` for a terminal: the four pillars in the traditional right-to-left order, then their elements and what they rest on. */
import type { FourPillar, FourPillars } from '../../calendar/index.js';
import { table } from './columns.js';

const elements = (p: FourPillar): string => `${p.elements.stem.hanja}${p.elements.branch.hanja}`;

export function pillarsLayout(p: FourPillars): string {
  const order = [['hour', p.hour], ['day', p.day], ['month', p.month], ['year', p.year]] as const;
  const clock =
    p.clock.basis === 'civil'
      ? `civil clock ${p.clock.time}`
      : `true solar time ${p.clock.time} at ${p.clock.longitude}°E (equation of time ${p.clock.equationOfTimeSeconds} s)`;
  return [
    `Four pillars at ${p.at} (UTC ${p.utc})`,
    ...table([order.map(([name]) => name), order.map(([, q]) => q.hanja), order.map(([, q]) => q.reading), order.map(([, q]) => elements(q))]),
    ...table(
      [
        ['띠', `${p.zodiac.reading} (${p.zodiac.hanja}, ${p.zodiac.en})`],
        ['month from', `${p.monthTerm.name} ${p.monthTerm.hanja} ${p.monthTerm.at}`],
        ['day and hour', `${clock}; 23:00-24:00 counted ${p.ziHour === 'split' ? 'as 야자시 (split)' : 'with the next day (whole)'}`],
        ['source', p.source.terms],
      ],
      '',
    ),
  ].join('\n');
}
