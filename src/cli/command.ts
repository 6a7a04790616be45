import type { ErrorLanguage } from 'tojeong-core/errors';
import type { Clock } from '../clock.js';
import type { CommandContract } from './contract.js';

/** What a command may touch: the clock (the default target year), standard output, and the language of its labels and help. */
export interface CliContext {
  clock: Clock;
  language: ErrorLanguage;
  write(text: string): void;
}

/** A command of the `tojeong` bin; its name and one-line summary are in run.ts's list, which loads it. */
export interface Command {
  /** The whole `--help` text. */
  help: string;
  /** The same in Korean, printed when the language is Korean (LANG=ko_KR.UTF-8, TOJEONG_LANG=ko). */
  helpKo: string;
  /** The endpoint's request fields and their spellings, for a command that stands for an endpoint (all but mcp). */
  contract?: CommandContract;
  run(args: readonly string[], context: CliContext): Promise<void> | void;
}

/** `--json`: the API's `data`, as one line of JSON. */
export function writeJson(context: CliContext, data: unknown): void {
  context.write(`${JSON.stringify(data)}\n`);
}

/** `--help`: the command's help in the context's language. */
export function writeHelp(context: CliContext, command: Command): void {
  context.write(`${context.language === 'ko' ? command.helpKo : command.help}\n`);
}
