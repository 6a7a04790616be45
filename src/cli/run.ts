/**
 * The `tojeong` command line: picks the command, runs it, and turns what
 * went wrong into a message on stderr and an exit code — 2 for a command
 * line or an input the service would refuse (its 4xx), 1 for anything else.
 */
import type { Clock } from '../clock.js';
import { ServiceError } from '../errors.js';
import { PACKAGE } from '../version.js';
import type { Command } from './command.js';
import { calendarCommand } from './commands/calendar.js';
import { charCommand } from './commands/char.js';
import { gwaeCommand } from './commands/gwae.js';
import { mcpCommand } from './commands/mcp.js';
import { nameCommand } from './commands/name.js';
import { UsageError } from './usage.js';

const COMMANDS: readonly Command[] = [gwaeCommand, nameCommand, charCommand, calendarCommand, mcpCommand];

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

export interface CliIo {
  clock: Clock;
  stdout(text: string): void;
  stderr(text: string): void;
}

const HELP = `Usage: tojeong COMMAND [ARGUMENTS] [--json]

${PACKAGE.name} ${PACKAGE.version}: 토정비결 and 성명학 values and the Korean calendar,
computed offline. Values and the original text only; no interpretation.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

  tojeong COMMAND --help   the command's arguments and options
  tojeong --version        the version

--json prints the data the HTTP API answers for the same request.
Exit status: 0 done, 2 a bad command line or input (the message says what to change), 1 anything else.`;

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    io.stderr(`${HELP}\n`);
    return EXIT_BAD_INPUT;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${HELP}\n`);
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${PACKAGE.version}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.stderr(`tojeong: unknown command "${name}"; the commands are ${COMMANDS.map((c) => c.name).join(', ')} (tojeong --help)\n`);
    return EXIT_BAD_INPUT;
  }
  try {
    await command.run(args, { clock: io.clock, write: io.stdout });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`tojeong ${command.name}: ${error.message} (tojeong ${command.name} --help)\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof ServiceError && error.status < 500) {
      io.stderr(`tojeong ${command.name}: ${error.code}: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    io.stderr(`tojeong ${command.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILED;
  }
}
