/** Runs the `tojeong` bin as a process: the sources through tsx, or a given compiled main.js (an installed package's). */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_BIN = ['--conditions=tojeong-source', '--import', 'tsx', 'src/cli/main.ts'];

/**
 * The locale is the test's to set: a run sees an English one (C.UTF-8) unless `locale` names another, whatever
 * the machine's own, since the command line's messages follow it (src/cli/language.ts).
 */
export function runTojeong(args: readonly string[], options: { bin?: string; cwd?: string; locale?: string } = {}): Promise<CliRun> {
  const entry = options.bin ? [options.bin] : SOURCE_BIN;
  const { LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
  const execOptions = { cwd: options.cwd ?? ROOT, timeout: 60_000, maxBuffer: 16 * 1024 * 1024, env: { ...env, LANG: options.locale ?? 'C.UTF-8' } };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...entry, ...args], execOptions, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error);
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** Several runs, at most `concurrency` at a time (each is a Node process compiling the sources). */
export async function runTojeongAll(argsList: ReadonlyArray<readonly string[]>, options: { locale?: string } = {}, concurrency = 4): Promise<CliRun[]> {
  const runs: CliRun[] = new Array(argsList.length);
  let next = 0;
  const worker = async () => {
    while (next < argsList.length) {
      const i = next++;
      runs[i] = await runTojeong(argsList[i]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, argsList.length) }, worker));
  return runs;
}
