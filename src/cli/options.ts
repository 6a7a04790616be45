/**
 * Reading a command's arguments with node:util's parseArgs (strict: an
 * unknown option is an error, not ignored), its errors turned into UsageErrors
 * that say what was wrong in a line.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Every command takes these. */
const COMMON_OPTIONS = { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } } as const satisfies Options;

export interface ParsedCommand<O extends Options> {
  values: { [K in keyof (O & typeof COMMON_OPTIONS)]?: (O & typeof COMMON_OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };
  positionals: string[];
}

function describeParseError(error: Error & { code?: string }): string {
  const option = /'([^']+)'/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? error.message}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (option && error.message.endsWith('argument missing')) return `option ${option.replace(' <value>', '')} needs a value`;
      if (option && error.message.endsWith('does not take an argument')) return `option ${option} takes no value`;
      return error.message;
    default:
      return error.message;
  }
}

export function parseCommand<O extends Options>(args: readonly string[], options: O): ParsedCommand<O> {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
    return { values: values as ParsedCommand<O>['values'], positionals };
  } catch (error) {
    if (error instanceof TypeError && 'code' in error) throw new UsageError(describeParseError(error as TypeError & { code?: string }));
    throw error;
  }
}

/** Exactly `names.length` positional arguments, named for the message. */
export function expectPositionals(positionals: readonly string[], names: readonly string[]): string[] {
  if (positionals.length < names.length) throw new UsageError(`missing ${names.slice(positionals.length).join(' and ')}`);
  if (positionals.length > names.length) throw new UsageError(`unexpected argument "${positionals[names.length]}"`);
  return [...positionals];
}
