/**
 * The microbenchmarks, each run in a process of its own. What V8 optimizes
 * depends on what ran before in the same process: calculateGwae measured
 * 0.97-1.12 M/s right after the calendar cases but 1.30-2.15 M/s alone (four
 * runs of each, 2026-11-23). A library user calling one function in bulk gets
 * the second; so each case starts clean, and the figures do not depend on the
 * order of the cases.
 *
 *   node --import tsx bench/microCases.ts CASE   prints CASE's results as JSON
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../src/calendar/index.js';
import { analyzeName, normalizeNameInput } from '../src/name/index.js';
import { calculateGwae } from '../src/tojeong/index.js';
import { runCalendarBench, runKoreanLunarCalendarBench } from './calendar.bench.js';
import { gwaeArguments, NAMES } from './inputs.js';
import { measure, type MicroResult } from './micro.js';
import { MinuteLogs } from '../src/accounts/minuteLog.js';

const CASES: Record<string, () => MicroResult[]> = {
  calendar: () => runCalendarBench(),
  // Both libraries in the same process and on the same days, so that each pair compares.
  koreanLunarCalendar: () => runKoreanLunarCalendarBench(),
  calculateGwae: () => {
    const births = gwaeArguments();
    return [measure('calculateGwae', (i) => calculateGwae(births[i % births.length]!))];
  },
  analyzeName: () => [measure('analyzeName', (i) => analyzeName(normalizeNameInput(NAMES[i % NAMES.length]!)))],
  solarTerms: () => [measure('solarTermYear (24 terms)', (i) => solarTermYear(1900 + (i % 201)))],
  fourPillars: () => {
    // Instants spread over 1900-2100 (every 1759th hour from 1900-01-07 to 2100-12), civil clock, and the same with 진태양시.
    const ats = Array.from({ length: 1000 }, (_, k) => new Date(Date.UTC(1900, 0, 7) + k * 1759 * 3_600_000).toISOString().slice(0, 16) + 'Z');
    return [
      measure('fourPillarsAt', (i) => fourPillarsAt({ at: ats[i % ats.length]! })),
      measure('fourPillarsAt (longitude)', (i) => fourPillarsAt({ at: ats[i % ats.length]!, longitude: 126.98 })),
    ];
  },
  // The per-minute limit in the process (issue 52: any sixty seconds, a sliding log): 1,000 Sandbox keys each calling
  // about once a second (most hits refused once a key has its 10), and one key of a plan without a reachable limit at 5,000 calls a second.
  minuteLog: () => {
    const sandbox = new MinuteLogs();
    const busy = new MinuteLogs();
    const start = Date.parse('2026-11-27T01:00:00Z');
    // The busy key's clock only moves on: measure() starts each sample at a new index, and an index-made instant
    // would step back between samples — and a step back costs a scan of the whole log (300,000 calls here).
    let busyAt = start;
    return [
      measure('MinuteLogs.hit (1,000 keys, limit 10)', (i) => sandbox.hit(`key-${i % 1000}`, 10, start + i)),
      measure('MinuteLogs.hit (one key, 5,000/s, no limit)', () => busy.hit('busy', 1e9, (busyAt += 0.2))),
    ];
  },
  calendarMonth: () => [measure('calendarMonth', (i) => calendarMonth(1901 + (i % 199), 1 + (i % 12)))],
  calendarDay: () => {
    const days = gwaeArguments().map(({ birth, calendar }) => (calendar === 'lunar' ? { lunar: birth } : { solar: birth }));
    return [measure('calendarDay', (i) => calendarDay(days[i % days.length]!))];
  },
};

/** Every case, one child process after another (never two at once: they would share the cores). */
export function runMicroCases(): MicroResult[] {
  return Object.keys(CASES).flatMap((name) => {
    const output = execFileSync(process.execPath, ['--conditions=tojeong-source', '--import', 'tsx', 'bench/microCases.ts', name], { encoding: 'utf8' });
    return JSON.parse(output) as MicroResult[];
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2] ?? '';
  const run = CASES[name];
  if (!run) {
    console.error(`usage: node --import tsx bench/microCases.ts ${Object.keys(CASES).join('|')}`);
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(run())}\n`);
}
