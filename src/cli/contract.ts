/**
 * A command's side of the one request contract: the fields of its endpoint's
 * request (the route's JSON Schema, the same one HTTP validates with and the
 * MCP tool takes as its input schema) and how the command line spells each.
 * The help's lines for them are written from the schema — the field's name,
 * its description, its default and range — so a description changed once is
 * changed in all three; and test/cli/contract.test.ts holds every field of
 * the schema to a spelling, so a field added to an endpoint cannot be missing
 * from its command.
 */
import type { ErrorLanguage } from 'tojeong-core/errors';
import { displayWidth, padCells } from './layout/columns.js';

interface FieldSchema {
  description?: string;
  /** The Korean of the description, where the schema has it (the Korean help prints it). */
  'x-description-ko'?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

/** A route's request part: an object schema with its fields. */
export interface RequestSchema {
  properties: Readonly<Record<string, FieldSchema>>;
  required?: readonly string[];
}

/** How the command line gives one field: a positional (`BIRTH`), an option with a value (`--year YEAR`) or a flag (`--lunar`). */
export interface FieldSpelling {
  spelling: string;
  field: string;
  /**
   * What the spelling sets when it is not the field's value itself (`--lunar`: calendar lunar); its first
   * word names a field inside the field (`birth.longitude`) when the spelling gives only that one.
   */
  sets?: string;
  /** The argument the field's value is read from, when it is not the spelling's own (`--lunar` makes DATE the lunar date). */
  from?: string;
}

export interface CommandContract {
  /** The endpoint the command stands for, as the help names it. */
  endpoint: string;
  schema: RequestSchema;
  spellings: readonly FieldSpelling[];
}

const WIDTH = 80;

function wrap(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + displayWidth(line) + 1 + displayWidth(word) > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** What the schema says of a field beyond its description: its range and its default. */
function constraints(schema: FieldSchema, said: string, ko: boolean): string {
  const parts: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    if (!said.includes(`${schema.minimum}-${schema.maximum}`)) parts.push(ko ? `${schema.minimum}부터 ${schema.maximum}까지` : `${schema.minimum} to ${schema.maximum}`);
  } else if (schema.minimum !== undefined) parts.push(ko ? `${schema.minimum} 이상` : `at least ${schema.minimum}`);
  if (schema.default !== undefined) parts.push(`${ko ? '기본값' : 'default'} ${JSON.stringify(schema.default)}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/** Help lines: each spelling, then its text wrapped to 80 cells from `column` on. */
function optionLines(rows: ReadonlyArray<readonly [string, string]>, column: number): string[] {
  return rows.flatMap(([spelling, text]) => {
    const [first = '', ...rest] = wrap(text, column);
    const head = `  ${spelling}`;
    const firstLine = displayWidth(head) + 1 < column ? `${padCells(head, column)}${first}` : `${head}\n${' '.repeat(column)}${first}`;
    return [firstLine, ...rest.map((line) => `${' '.repeat(column)}${line}`)];
  });
}

/**
 * The help's option lines: for each field, its spelling and `field:
 * description (range; default)` from the schema; then the command's own
 * options (`--json`, `-h`), aligned with them.
 */
export function fieldsHelp(contract: CommandContract, own: ReadonlyArray<readonly [string, string]>, language: ErrorLanguage = 'en', column = 20): string {
  const ko = language === 'ko';
  const fields = contract.spellings.map(({ spelling, field, sets }): [string, string] => {
    const outer = contract.schema.properties[field];
    if (!outer) throw new Error(`${spelling}: ${contract.endpoint} has no field ${field}`);
    // `--lunar` sets birth.calendar: described by that field of the birth, not by the birth as a whole.
    const inner = sets?.split(' ')[0]?.split('.')[1];
    const schema = (inner === undefined ? undefined : (outer as { properties?: Record<string, FieldSchema> }).properties?.[inner]) ?? outer;
    const said = (ko ? schema['x-description-ko'] : undefined) ?? schema.description ?? '';
    return [spelling, `${sets ?? field}: ${said}${constraints(schema, said, ko)}`];
  });
  return optionLines([...fields, ...own], column).join('\n');
}

/** `--json` and `-h`, which every command takes (options.ts). */
export function commonOptions(json: string, language: ErrorLanguage = 'en'): Array<[string, string]> {
  return [
    ['--json', json],
    ['-h, --help', language === 'ko' ? '이 도움말' : 'this text'],
  ];
}

/** The help's word on the contract: the arguments are the endpoint's fields, checked as the API checks them. */
export function contractNote(contract: CommandContract, language: ErrorLanguage = 'en'): string {
  if (language === 'ko') {
    return wrap(
      `인자는 모두 ${contract.endpoint} 요청의 필드이며(위에서 콜론 앞의 이름), API와 똑같이 검사합니다. 오류는 API의 코드와 말을 쓰되 인자나 옵션의 이름으로 부릅니다.`,
      0,
    ).join('\n');
  }
  return wrap(
    `Each argument is a field of the request of ${contract.endpoint}, named before the colon above, and is checked as the API checks it: an error has the API's code and says what the API says, naming the argument or option.`,
    0,
  ).join('\n');
}

/**
 * The argument or option that gives the field at `path` of the request
 * (`['targetYear']` → `--year`, `['birth', 'longitude']` → `--longitude`), and
 * the part of the path below what it gives (`['birth', 'date']` → `--birth`
 * and `['date']`): read from the same spellings as the help, so an error and
 * the help name a field alike. Undefined for a field the command has no
 * spelling of (the command line cannot send one).
 */
export function spellingOf(contract: CommandContract, path: readonly string[]): { name: string; below: readonly string[] } | undefined {
  const [field, inner] = path;
  const candidates = contract.spellings.filter((s) => s.field === field);
  const narrow = inner === undefined ? undefined : candidates.find((s) => s.sets?.split(' ')[0] === `${field}.${inner}`);
  const chosen = narrow ?? candidates.find((s) => s.sets === undefined) ?? candidates[0];
  if (!chosen) return undefined;
  return { name: chosen.from ?? chosen.spelling.split(' ')[0]!, below: path.slice(narrow ? 2 : 1) };
}
