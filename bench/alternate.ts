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
    companionCpuMicros: runs.reduce<Record<string, number>>((sum, r) => {
      for (const [name, micros] of Object.entries(r.companionCpuMicros)) sum[name] = (sum[name] ?? 0) + micros;
      return sum;
    }, {}),
    generatorSwitches: runs.every((r) => r.generatorSwitches !== null) ? runs.reduce((sum, r) => sum + r.generatorSwitches!, 0) : null,
  };
}

/**
 * Each target for `seconds` at `connections`, in `slices` slices: every slice
 * loads them all, in order on even slices and in reverse on odd ones (AB BA
 * AB…, ABC CBA…); each target's runs summed.
 */
export async function rotateLoad(targets: readonly LoadTarget[], connections: number, seconds: number, slices = SLICES): Promise<LoadRun[]> {
  const count = Math.max(1, Math.round(slices));
  const runs: LoadRun[][] = targets.map(() => []);
  for (let i = 0; i < count; i++) {
    const order = targets.map((_, k) => k);
    if (i % 2 === 1) order.reverse();
    for (const k of order) runs[k]!.push(await runLoad(targets[k]!, connections, seconds / count));
  }
  return runs.map(summed);
}

/** `first` and `second` for `seconds` each at `connections`, in SLICES alternating slices; each side's runs summed. */
export async function alternateLoad(first: LoadTarget, second: LoadTarget, connections: number, seconds: number): Promise<[LoadRun, LoadRun]> {
  const [a, b] = await rotateLoad([first, second], connections, seconds);
  return [a!, b!];
}
