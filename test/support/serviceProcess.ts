/**
 * Runs the real service as a child process — src/http/server.ts through tsx,
 * or the compiled dist/http/server.js (the reliability suite, after
 * `npm run build`) — and the admin CLI, for tests that need several processes
 * on one database or a process to kill.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const STARTUP_LIMIT_MS = 30_000;

export interface ServiceProcess {
  baseUrl: string;
  pid: number;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9: no shutdown at all), and wait for the exit. */
  kill(): Promise<void>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines it wrote (logs), for diagnosis. */
  recentOutput(): string;
}

export interface ServiceOptions {
  /** Run dist/http/server.js (built beforehand) instead of the sources through tsx. */
  compiled?: boolean;
}

const OUTPUT_KEPT = 64 * 1024;

export async function startService(env: Record<string, string>, options: ServiceOptions = {}): Promise<ServiceProcess> {
  // Its mail goes to a temporary outbox, never into the working tree's var/outbox.
  const outbox = mkdtempSync(join(tmpdir(), 'tojeong-service-outbox-'));
  const entry = options.compiled ? ['dist/http/server.js'] : ['--conditions=tojeong-source', '--import', 'tsx', 'src/http/server.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', GWAE_EDITION: '', MAIL_OUTBOX: outbox, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  // With a port given, the service is ready when it answers there (its logs may be quieter than info);
  // with PORT 0, its "Server listening at" log line says which port it got.
  const fixedPort = env.PORT && env.PORT !== '0' ? Number(env.PORT) : null;
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(`the service did not start within ${STARTUP_LIMIT_MS} ms:\n${output}`));
    }, STARTUP_LIMIT_MS);
    const ready = (url: string) => {
      settled = true;
      clearTimeout(timer);
      resolve(url);
    };
    const onData = () => {
      const match = fixedPort === null ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output) : null;
      if (match) ready(match[1]!);
    };
    if (fixedPort !== null) {
      const url = `http://127.0.0.1:${fixedPort}`;
      const poll = () =>
        fetch(`${url}/v1/health`).then(
          () => ready(url),
          () => (alive() && !settled ? setTimeout(poll, 50) : undefined),
        );
      poll();
    }
    // Keep draining the logs, so a full pipe never blocks the child.
    child.stdout!.on('data', (chunk: Buffer) => (keep(chunk), onData()));
    child.stderr!.on('data', (chunk: Buffer) => (keep(chunk), onData()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code} before listening:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (!alive()) return;
    child.kill(signal);
    await once(child, 'exit');
  };
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      await end('SIGTERM');
      rmSync(outbox, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    alive,
    recentOutput: () => output,
  };
}

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin -- …args` (or the compiled CLI) with the given
 * DATABASE_URL, and `env` beside it. Unless `env` names a MAIL_OUTBOX, the
 * mail it sends goes to a temporary one, never into the working tree.
 */
export async function runAdmin(databaseUrl: string, args: string[], options: ServiceOptions & { env?: Record<string, string> } = {}): Promise<AdminResult> {
  const outbox = options.env?.MAIL_OUTBOX ? null : mkdtempSync(join(tmpdir(), 'tojeong-admin-outbox-'));
  try {
    const [command, commandArgs] = options.compiled
      ? [process.execPath, ['dist/admin/main.js', ...args]]
      : ['npm', ['run', '--silent', 'admin', '--', ...args]];
    const { stdout, stderr } = await run(command, commandArgs, {
      env: { ...process.env, ...(outbox ? { MAIL_OUTBOX: outbox } : {}), ...options.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  } finally {
    if (outbox) rmSync(outbox, { recursive: true, force: true });
  }
}
