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

function measure(name: string, fn: (i: number) => number, minMs: number): { name: string; opsPerSec: number } {
  let sink = 0;
  // Warm-up so the optimising compiler has seen the path.
  for (let i = 0; i < 200_000; i++) sink += fn(i);
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 100_000; i++) sink += fn(i);
    ops += 100_000;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  // Using the sink keeps the calls from being optimised away.
  if (sink === Number.MIN_VALUE) console.log(sink);
  return { name, opsPerSec: Math.round((ops / elapsed) * 1000) };
}

/** ~1 s per function by default. */
export function runCalendarBench(minMsEach = 1000): { name: string; opsPerSec: number }[] {
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
