/** `tojeong chars READING [--offset N] [--limit N] [--json]`: GET /v1/name/chars on the command line. */
import { nameCharsRouteSchema } from '../../http/routes/hanjaSchemas.js';
import { nameCharsByReading } from '../../name/index.js';
import { type Command, writeHelp, writeJson } from '../command.js';
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
  helpKo: `사용법: tojeong chars READING [--offset N] [--limit N] [--json]

한글 한 음절로 쓸 수 있는 인명용 한자를 많이 쓰는 것부터 줍니다. 한글로 받은
이름을 음절마다 한자로 쓸 때 씁니다. 두음법칙의 꼴도 찾습니다(이는 음이 리인
李와 利도 찾음).

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/name/chars?reading=의 답과 같음', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong chars 철`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [reading] = expectPositionals(positionals, ['READING']) as [string];
    const request = commandRequest<{ reading: string; offset: number; limit: number }>(CONTRACT, { reading, offset: values.offset, limit: values.limit }, 'querystring');
    const answer = nameCharsByReading(request.reading, { offset: request.offset, limit: request.limit });
    if (values.json) return writeJson(context, answer);
    context.write(`${charsLayout(answer, context.language)}\n`);
  },
};
