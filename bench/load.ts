/** One autocannon run against a URL, with the CPU the serving process spent on it. */
import autocannon from 'autocannon';
import { cpuMicros } from './processes.js';

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
}

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  bodies?: readonly string[];
  apiKey?: string;
  /** The process that serves the URL, for its CPU time. */
  pid?: number;
}

/** CPU per request, µs, from a run's (or runs') CPU and requests; null where the CPU could not be read or nothing was answered. */
export function cpuPerRequest(cpuMicros: number | null, requests: number): number | null {
  return cpuMicros === null || requests === 0 ? null : Math.round(cpuMicros / requests);
}

export async function runLoad(target: LoadTarget, connections: number, durationSeconds: number): Promise<LoadRun> {
  let next = 0;
  const cpuBefore = cpuMicros(target.pid);
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
  };
}
