/**
 * `npm run corpus -- <command>`: tools for the 144-gwae text edition.
 *   check FILE                      validate an edition; every problem with its place; exit 1 if any
 *   import FILE.tsv --out FILE.json --id ID --title T --source S --license L --version V
 *                                   convert a TSV (gwae, section, month, index, hanja), validate, write
 *   schema                          print the JSON Schema of edition format v1
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { editionSchema, formatProblems, parseEdition, TOTAL_VERSES, tsvToEdition } from '../src/tojeong/text/index.js';

const USAGE = `usage:
  npm run corpus -- check FILE.json
  npm run corpus -- import FILE.tsv --out EDITION.json --id ID --title TITLE --source SOURCE --license LICENSE --version VERSION
  npm run corpus -- schema`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function check(path: string): void {
  let json: string;
  try {
    json = readFileSync(path, 'utf8');
  } catch (error) {
    fail(`${path}: ${(error as Error).message}`, 1);
  }
  const { edition, problems } = parseEdition(json);
  if (!edition) fail(`${path}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${formatProblems(problems)}`, 1);
  console.log(`${path}: valid edition "${edition.edition.id}" version ${edition.edition.version}, 144 gwae, ${TOTAL_VERSES} verses`);
}

function importTsv(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      id: { type: 'string' },
      title: { type: 'string' },
      source: { type: 'string' },
      license: { type: 'string' },
      version: { type: 'string' },
    },
  });
  const [input] = positionals;
  const { out, id, title, source, license, version } = values;
  if (!input || !out || !id || !title || !source || !license || !version) fail(USAGE, 2);
  const { edition, problems } = tsvToEdition(readFileSync(input, 'utf8'), { id, title, source, license, version });
  if (!edition) fail(`${input}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing written\n${formatProblems(problems)}`, 1);
  writeFileSync(out, `${JSON.stringify(edition, null, 1)}\n`);
  console.log(`${out}: written and valid, 144 gwae, ${TOTAL_VERSES} verses`);
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'check':
    if (rest.length !== 1) fail(USAGE, 2);
    check(rest[0]!);
    break;
  case 'import':
    importTsv(rest);
    break;
  case 'schema':
    console.log(JSON.stringify(editionSchema, null, 2));
    break;
  default:
    fail(USAGE, 2);
}
