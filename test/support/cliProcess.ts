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

export function runTojeong(args: readonly string[], options: { bin?: string; cwd?: string } = {}): Promise<CliRun> {
  const entry = options.bin ? [options.bin] : SOURCE_BIN;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...entry, ...args], { cwd: options.cwd ?? ROOT, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(error);
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** Several runs, at most `concurrency` at a time (each is a Node process compiling the sources). */
export async function runTojeongAll(argsList: ReadonlyArray<readonly string[]>, concurrency = 4): Promise<CliRun[]> {
  const runs: CliRun[] = new Array(argsList.length);
  let next = 0;
  const worker = async () => {
    while (next < argsList.length) {
      const i = next++;
      runs[i] = await runTojeong(argsList[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, argsList.length) }, worker));
  return runs;
}
