/** `tojeong terms` for a terminal: one line per term, its instant in Korean civil time and in UTC. */
import type { SolarTermYear } from '../../calendar/index.js';
import { table } from './columns.js';

/** "2024-02-04T17:27+09:00" as "2024-02-04 17:27 +09:00". */
const spaced = (at: string): string => at.replace('T', ' ').replace(/([+-]\d{2}:\d{2}(:\d{2})?|Z)$/, ' $1');

export function termsLayout(year: SolarTermYear): string {
  return [
    `Solar terms of ${year.year} (Korean civil time; UTC)`,
    ...table(year.terms.map((t) => [t.name, t.hanja, `${t.longitude}°`, spaced(t.at), spaced(t.utc)])),
    `source: ${year.source.terms}`,
  ].join('\n');
}
