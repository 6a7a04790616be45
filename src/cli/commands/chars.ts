/** `tojeong chars READING [--offset N] [--limit N] [--json]`: GET /v1/name/chars on the command line. */
import { nameCharsRouteSchema } from '../../http/routes/hanjaSchemas.js';
import { nameCharsByReading } from '../../name/index.js';
import { type Command, writeJson } from '../command.js';
import { charsLayout } from '../layout/chars.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const OPTIONS = { offset: { type: 'string' }, limit: { type: 'string' } } as const;

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/name/chars',
  schema: nameCharsRouteSchema.querystring,
  spellings: [
    { spelling: 'READING', field: 'reading' },
    { spelling: '--offset N', field: 'offset' },
    { spelling: '--limit N', field: 'limit' },
  ],
};

export const charsCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong chars READING [--offset N] [--limit N] [--json]

The name-usable hanja of one hangul syllable, the most used first: to write
in hanja a name given in hangul, syllable by syllable. The 두음법칙 forms are
found too (이 finds 李 and 利, whose readings are 리).

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON, as GET /v1/name/chars?reading= answers"))}

${contractNote(CONTRACT)}

Example: tojeong chars 철`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return context.write(`${this.help}\n`);
    const [reading] = expectPositionals(positionals, ['READING']) as [string];
    const request = commandRequest<{ reading: string; offset: number; limit: number }>(CONTRACT, { reading, offset: values.offset, limit: values.limit }, 'querystring');
    const answer = nameCharsByReading(request.reading, { offset: request.offset, limit: request.limit });
    if (values.json) return writeJson(context, answer);
    context.write(`${charsLayout(answer)}\n`);
  },
};
