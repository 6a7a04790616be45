import type { Clock } from '../clock.js';
import type { CommandContract } from './contract.js';

/** What a command may touch: the clock (the default target year) and standard output. */
export interface CliContext {
  clock: Clock;
  write(text: string): void;
}

/** A command of the `tojeong` bin; its name and one-line summary are in run.ts's list, which loads it. */
export interface Command {
  /** The whole `--help` text. */
  help: string;
  /** The endpoint's request fields and their spellings, for a command that stands for an endpoint (all but mcp). */
  contract?: CommandContract;
  run(args: readonly string[], context: CliContext): Promise<void> | void;
}

/** `--json`: the API's `data`, as one line of JSON. */
export function writeJson(context: CliContext, data: unknown): void {
  context.write(`${JSON.stringify(data)}\n`);
}
