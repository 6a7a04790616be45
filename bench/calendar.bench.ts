/**
 * Microbenchmark of the calendar hot paths: solarToLunar, lunarToSolar and
 * dayPillar over dates spread across the whole table, and the same two
 * conversions against korean-lunar-calendar (devDependency, the anchor users
 * install for this) over the years both cover (to 2050). Run directly
 * (`node --conditions=tojeong-source --import tsx bench/calendar.bench.ts`) or
 * through runCalendarBench() and runKoreanLunarCalendarBench().
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
import { KoreanLunarCalendar } from '../scripts/calendar/koreanLunarCalendar.js';
import { measure, type MicroResult } from './micro.js';

const SAMPLE_SIZE = 4096; // power of two so the index is a mask, not a division

/** The last day korean-lunar-calendar 0.4.0 converts. */
const KLC_LAST_SOLAR: SolarDate = { year: 2050, month: 12, day: 31 };

/** Deterministic spread of days over the table, or up to `last` (an LCG, so runs are comparable). */
function sampleDates(last: SolarDate = CALENDAR_TABLE.lastSolar): { solar: SolarDate[]; lunar: LunarDate[] } {
  const first = solarToDayNumber(CALENDAR_TABLE.firstSolar);
  const span = solarToDayNumber(last) - first + 1;
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

/**
 * solarToLunar and lunarToSolar against korean-lunar-calendar on the same days
 * (1900-01-31 … 2050-12-31), so that the two figures of each pair compare.
 */
export function runKoreanLunarCalendarBench(minMsEach = 2000): MicroResult[] {
  const { solar, lunar } = sampleDates(KLC_LAST_SOLAR);
  const mask = SAMPLE_SIZE - 1;
  const klc = new KoreanLunarCalendar();
  return [
    measure('calendar.solarToLunar (to 2050)', (i) => solarToLunar(solar[i & mask] as SolarDate).day, minMsEach),
    measure('korean-lunar-calendar solar→lunar (to 2050)', (i) => {
      const d = solar[i & mask] as SolarDate;
      klc.setSolarDate(d.year, d.month, d.day);
      return klc.getLunarCalendar().day;
    }, minMsEach),
    measure('calendar.lunarToSolar (to 2050)', (i) => lunarToSolar(lunar[i & mask] as LunarDate).day, minMsEach),
    measure('korean-lunar-calendar lunar→solar (to 2050)', (i) => {
      const d = lunar[i & mask] as LunarDate;
      klc.setLunarDate(d.year, d.month, d.day, d.leap);
      return klc.getSolarCalendar().day;
    }, minMsEach),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of [...runCalendarBench(), ...runKoreanLunarCalendarBench()]) {
    console.log(`${r.name.padEnd(24)} ${r.opsPerSec.toLocaleString('en-US').padStart(14)} ops/s`);
  }
}
