/** `tojeong terms` for a terminal: one line per term, its instant in Korean civil time and in UTC. */
import type { SolarTermYear } from '../../calendar/index.js';
import type { ErrorLanguage } from 'tojeong-core/errors';
import { table } from './columns.js';

/** "2024-02-04T17:27:00+09:00" as "2024-02-04 17:27 +09:00": the terms are whole minutes, so their seconds say nothing. */
const spaced = (at: string): string => at.replace('T', ' ').replace(/:00(?=[+-]\d{2}:\d{2}$|Z$)/, '').replace(/([+-]\d{2}:\d{2}|Z)$/, ' $1');

/** Korean civil time as Seoul's clocks showed it: before 1908-04-01 its local mean time, to the second. */
const civil = (t: SolarTermYear['terms'][number]): string =>
  t.localMeanTime === null ? spaced(t.at) : `${t.localMeanTime.replace('T', ' ')} +08:27:52 (local mean time)`;

export function termsLayout(year: SolarTermYear, language: ErrorLanguage = 'en'): string {
  const ko = language === 'ko';
  return [
    ko ? `${year.year}년의 절기 (한국 표준시, UTC)` : `Solar terms of ${year.year} (Korean civil time; UTC)`,
    ...table(year.terms.map((t) => [t.name, t.hanja, `${t.longitude}°`, civil(t), spaced(t.utc)])),
    `${ko ? '출처' : 'source'}: ${year.source.terms}`,
  ].join('\n');
}
