/**
 * Microbenchmark of the calendar hot paths: solarToLunar, lunarToSolar and
 * dayPillar over dates spread across the whole table. Run directly
 * (`node --import tsx bench/calendar.bench.ts`) or through runCalendarBench().
 */
import { pathToFileURL } from 'node:url';
import {
  CALENDAR_TABLE,
  dayNumberToSolar,
  dayPillar,
  lunarToSolar,
  solarToDayNumber,
  solarToLunar,
  type LunarDate,
  type SolarDate,
} from '../src/calendar/index.js';
import { measure, type MicroResult } from './micro.js';

const SAMPLE_SIZE = 4096; // power of two so the index is a mask, not a division

/** Deterministic spread of days over the table (an LCG, so runs are comparable). */
function sampleDates(): { solar: SolarDate[]; lunar: LunarDate[] } {
  const first = solarToDayNumber(CALENDAR_TABLE.firstSolar);
  const span = solarToDayNumber(CALENDAR_TABLE.lastSolar) - first + 1;
  const solar: SolarDate[] = [];
  let x = 12345;
  for (let i = 0; i < SAMPLE_SIZE; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    solar.push(dayNumberToSolar(first + (x % span)));
  }
  return { solar, lunar: solar.map((d) => solarToLunar(d)) };
}

/** ~2 s per function by default. */
export function runCalendarBench(minMsEach = 2000): MicroResult[] {
  const { solar, lunar } = sampleDates();
  const mask = SAMPLE_SIZE - 1;
  return [
    measure('calendar.solarToLunar', (i) => solarToLunar(solar[i & mask] as SolarDate).day, minMsEach),
    measure('calendar.lunarToSolar', (i) => lunarToSolar(lunar[i & mask] as LunarDate).day, minMsEach),
    measure('calendar.dayPillar', (i) => dayPillar(solar[i & mask] as SolarDate).index, minMsEach),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of runCalendarBench()) {
    console.log(`${r.name.padEnd(24)} ${r.opsPerSec.toLocaleString('en-US').padStart(14)} ops/s`);
  }
}
