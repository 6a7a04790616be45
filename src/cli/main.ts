#!/usr/bin/env node
/** The `tojeong` bin (package.json "bin"): the command line on the process's arguments, streams and clock. */
// First: an unsupported Node.js stops here with one line, before any module that would crash it loads.
import '../nodeGuard.js';
import { systemClock } from '../clock.js';
import { cliLanguage } from './language.js';
import { runCli } from './run.js';

const exitCode = await runCli(process.argv.slice(2), {
  clock: systemClock,
  language: cliLanguage(process.env),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
// `mcp` keeps serving after runCli returns; every other command is done and leaves its output to drain.
process.exitCode = exitCode;
