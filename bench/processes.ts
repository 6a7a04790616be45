/**
 * Child processes of the bench: started, waited for, stopped, and asked how
 * much CPU they have used (Linux /proc), so a run can report the service's CPU
 * per request — steadier than requests per second on a shared machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../test/support/freePort.js';

export { freePort };

export async function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start within 30 s`);
}

/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in microseconds; null where /proc is not available. */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Context switches (voluntary and not) a process has made so far; null where /proc is not available. */
export function contextSwitches(pid: number | 'self'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const count = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    const total = count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
    return Number.isFinite(total) ? total : null;
  } catch {
    return null;
  }
}

/** The CPU used so far by each running process whose command name starts with `name` (say, every PostgreSQL server process), by pid. */
export function cpuByProcess(name: string): Map<number, number> {
  const used = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return used;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith(name)) continue;
    } catch {
      continue; // gone since the listing
    }
    const cpu = cpuMicros(Number(entry));
    if (cpu !== null) used.set(Number(entry), cpu);
  }
  return used;
}

/** The CPU the processes of `before` used since it was read (those still running; a process that ended takes its time with it). */
export function cpuSince(name: string, before: Map<number, number>): number {
  let spent = 0;
  for (const [pid, now] of cpuByProcess(name)) {
    const then = before.get(pid);
    if (then !== undefined) spent += now - then;
  }
  return spent;
}
