/**
 * Two targets loaded in alternating slices, for a ratio that the machine's
 * moods do not decide. On the development machine (a VM whose host takes
 * CPU time in bursts of seconds) one 5-s run of bare and then one of the
 * service read the same endpoint at 0.34 and at 0.53 of bare within one bench
 * run; slices of a second, in the order ABBA AB…, put both sides under the
 * same bursts. Each side's figures are summed over its slices: req/s its
 * requests over its seconds, CPU per request its CPU over its requests, p50
 * the median of its slices' and p99 the highest of them (no slice's tail is
 * averaged away).
 */
import { cpuPerRequest, type LoadRun, type LoadTarget, runLoad } from './load.js';

/** Slices per side (BENCH_SLICES): the run's seconds are cut into this many. */
export const SLICES = Number(process.env.BENCH_SLICES ?? 5);

function summed(runs: readonly LoadRun[]): LoadRun {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const cpu = runs.every((r) => r.cpuMicros !== null) ? runs.reduce((sum, r) => sum + r.cpuMicros!, 0) : null;
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requestsPerSec: Math.round(requests / seconds),
    requests,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    cpuMicrosPerRequest: cpuPerRequest(cpu, requests),
    cpuMicros: cpu,
    seconds,
  };
}

/** `first` and `second` for `seconds` each at `connections`, in SLICES alternating slices; each side's runs summed. */
export async function alternateLoad(first: LoadTarget, second: LoadTarget, connections: number, seconds: number): Promise<[LoadRun, LoadRun]> {
  const slices = Math.max(1, Math.round(SLICES));
  const runs: [LoadRun[], LoadRun[]] = [[], []];
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) runs[side]!.push(await runLoad(side === 0 ? first : second, connections, seconds / slices));
  }
  return [summed(runs[0]), summed(runs[1])];
}
