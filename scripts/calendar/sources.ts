/**
 * The `sources` of korean-lunar.json: each package the table comes from, the
 * version installed when it was built, and what it answers for.
 */
import { readFileSync } from 'node:fs';
import { dayNumberToIso } from '../../packages/core/src/calendar/dayNumber.js';
import type { CalendarSourceInfo } from '../../packages/core/src/calendar/tableFormat.js';
import { FIRST_SOLAR_JDN, LAST_ORACLE_JDN, VERIFY_FROM_JDN } from './span.js';

export function packageVersion(name: string): string {
  const url = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error(`no version in ${name}/package.json`);
  return pkg.version;
}

export function tableSources(): CalendarSourceInfo[] {
  return [
    {
      name: 'korean-lunar-calendar',
      version: packageVersion('korean-lunar-calendar'),
      license: 'MIT',
      role: `KASI calendar, solar ${dayNumberToIso(FIRST_SOLAR_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}: every day cross-checked in both directions`,
    },
    {
      name: 'kor-lunar',
      version: packageVersion('kor-lunar'),
      license: 'MIT',
      role: `KASI calendar, solar ${dayNumberToIso(FIRST_SOLAR_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}: month list derived from it, every day cross-checked in both directions`,
    },
    {
      name: 'astronomy-engine',
      version: packageVersion('astronomy-engine'),
      license: 'MIT',
      role: `new moons and principal solar terms dated in UTC+9, for solar days after ${dayNumberToIso(LAST_ORACLE_JDN)}; verified to reproduce KASI for months starting ${dayNumberToIso(VERIFY_FROM_JDN)} … ${dayNumberToIso(LAST_ORACLE_JDN)}`,
    },
  ];
}
