/** One autocannon run against a URL, with the CPU the serving process spent on it. */
import autocannon from 'autocannon';
import { contextSwitches, cpuByProcess, cpuMicros, cpuSince } from './processes.js';

export interface LoadRun {
  requestsPerSec: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The serving process's CPU per answered request, µs; null where it cannot be read. */
  cpuMicrosPerRequest: number | null;
  /** The serving process's CPU over the run, µs (null where it cannot be read), and the run's length, s: what alternated runs are summed from. */
  cpuMicros: number | null;
  seconds: number;
  /** CPU of the target's companions over the run, µs, by process name (its PostgreSQL and Redis servers). */
  companionCpuMicros: Record<string, number>;
  /** Context switches of this process (the load generator's thread) over the run; null where /proc is not available. */
  generatorSwitches: number | null;
}

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  bodies?: readonly string[];
  apiKey?: string;
  /** The process that serves the URL, for its CPU time. */
  pid?: number;
  /** Command names of the processes that serve it alongside (postgres, redis-server), for their CPU time. */
  companions?: readonly string[];
}

/** CPU per request, µs, from a run's (or runs') CPU and requests; null where the CPU could not be read or nothing was answered. */
export function cpuPerRequest(cpuMicros: number | null, requests: number): number | null {
  return cpuMicros === null || requests === 0 ? null : Math.round(cpuMicros / requests);
}

export async function runLoad(target: LoadTarget, connections: number, durationSeconds: number): Promise<LoadRun> {
  let next = 0;
  const cpuBefore = cpuMicros(target.pid);
  const companionsBefore = (target.companions ?? []).map((name) => [name, cpuByProcess(name)] as const);
  const switchesBefore = contextSwitches('self');
  const result = await autocannon({
    url: target.url,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: target.method,
        headers: { 'content-type': 'application/json', ...(target.apiKey ? { 'x-api-key': target.apiKey } : {}) },
        setupRequest: (req) => (target.bodies ? { ...req, body: target.bodies[next++ % target.bodies.length] } : req),
      },
    ],
  });
  const cpuAfter = cpuMicros(target.pid);
  const switchesAfter = contextSwitches('self');
  const companionCpuMicros = Object.fromEntries(companionsBefore.map(([name, before]) => [name, cpuSince(name, before)]));
  const requests = result.requests.total;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    requestsPerSec: Math.round(result.requests.average),
    requests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuMicrosPerRequest: cpuPerRequest(cpu, requests),
    cpuMicros: cpu,
    seconds: result.duration,
    companionCpuMicros,
    generatorSwitches: switchesBefore === null || switchesAfter === null ? null : switchesAfter - switchesBefore,
  };
}
