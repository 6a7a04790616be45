/**
 * Runs the real service (src/http/server.ts through tsx) as a child process,
 * and the admin CLI, for tests that need several processes on one database.
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
  stop(): Promise<void>;
}

export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  // Its mail goes to a temporary outbox, never into the working tree's var/outbox.
  const outbox = mkdtempSync(join(tmpdir(), 'tojeong-service-outbox-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/http/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', GWAE_EDITION: '', MAIL_OUTBOX: outbox, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start within ${STARTUP_LIMIT_MS} ms:\n${output}`)), STARTUP_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code} before listening:\n${output}`));
    });
  });
  // Keep draining the logs so a full pipe never blocks the child.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- …args` with the given DATABASE_URL. */
export async function runAdmin(databaseUrl: string, args: string[]): Promise<AdminResult> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
