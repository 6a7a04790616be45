/** `tojeong chars READING [--json]`: GET /v1/name/chars?reading= on the command line. */
import { nameCharsRouteSchema } from '../../http/routes/hanjaSchemas.js';
import { nameCharsByReading } from '../../name/index.js';
import { type Command, writeJson } from '../command.js';
import { charsLayout } from '../layout/chars.js';
import { expectPositionals, parseCommand } from '../options.js';
import { commandRequest } from '../request.js';

export const charsCommand: Command = {
  help: `Usage: tojeong chars READING [--json]

The name-usable hanja of one hangul syllable, the most used first: to write
in hanja a name given in hangul, syllable by syllable. The 두음법칙 forms are
found too (이 finds 李 and 利, whose readings are 리).

  READING        one hangul syllable (철)
  --json         print the API's data as JSON, as GET /v1/name/chars?reading= answers
  -h, --help     this text

Example: tojeong chars 철`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return context.write(`${this.help}\n`);
    const [reading] = expectPositionals(positionals, ['READING']) as [string];
    const request = commandRequest<{ reading: string; offset: number; limit: number }>(nameCharsRouteSchema.querystring, { reading }, 'querystring');
    const answer = nameCharsByReading(request.reading, { offset: request.offset, limit: request.limit });
    if (values.json) return writeJson(context, answer);
    context.write(`${charsLayout(answer)}\n`);
  },
};
