/** `tojeong char HANJA [--json]`: GET /v1/name/char/{hanja} on the command line. */
import { nameCharAnswer } from '../../hanja/index.js';
import { nameCharRouteSchema } from '../../http/routes/hanjaSchemas.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { charLayout } from '../layout/char.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/name/char/{hanja}',
  schema: nameCharRouteSchema.params,
  spellings: [{ spelling: 'HANJA', field: 'hanja' }],
};

export const charCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong char HANJA [--json]

The record of one character of the Supreme Court's list of name-usable
hanja (대법원 인명용 한자): its readings, the reading a name uses, its meaning,
radical and strokes (원획) with the rule that gave them. Looked up exactly as
given: no normalization.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: the record, as GET /v1/name/char/{hanja} answers"))}

${contractNote(CONTRACT)}

Example: tojeong char 洪`,
  helpKo: `사용법: tojeong char HANJA [--json]

대법원 인명용 한자 한 글자의 기록: 음, 이름에 쓰는 음, 뜻, 부수, 원획과 그것을
낸 규칙. 받은 글자 그대로 찾습니다(정규화하지 않음).

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/name/char/{hanja}의 답과 같은 기록', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong char 洪`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return writeHelp(context, this);
    const [hanja] = expectPositionals(positionals, ['HANJA']) as [string];
    const record = nameCharAnswer(commandRequest<{ hanja: string }>(CONTRACT, { hanja }, 'params').hanja);
    if (values.json) return writeJson(context, record);
    context.write(`${charLayout(record, context.language)}\n`);
  },
};
