/** `tojeong pillars AT [--zi-hour split|whole] [--longitude DEG] [--json]`: the four pillars at an instant (GET /v1/calendar/pillars). */
import { type FourPillarsInput, fourPillarsAt } from '../../calendar/index.js';
import { fourPillarsRouteSchema } from '../../http/routes/pillarsSchemas.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { pillarsLayout } from '../layout/pillars.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const OPTIONS = { 'zi-hour': { type: 'string' }, longitude: { type: 'string' } } as const;

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/calendar/pillars',
  schema: fourPillarsRouteSchema.querystring,
  spellings: [
    { spelling: 'AT', field: 'at' },
    { spelling: '--zi-hour RULE', field: 'ziHour' },
    { spelling: '--longitude DEG', field: 'longitude' },
  ],
};

export const pillarsCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong pillars AT [--zi-hour split|whole] [--longitude DEG] [--json]

The four pillars (사주: year, month, day, hour) at an instant on Korean civil
time, 1900-01-06 to 2100-12-31: the year turns at 입춘, the month at each 節,
the hour by two-hour periods from 23:00; with the 띠 and the five elements.
AT without an offset is Korean civil time (a time the clocks skipped or
showed twice is refused, naming the offsets to choose from).

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON, as GET /v1/calendar/pillars answers"))}

${contractNote(CONTRACT)}

Examples: tojeong pillars 2024-02-04T17:30
          tojeong pillars 1988-07-01T12:30+10:00 --longitude 126.98`,
  helpKo: `사용법: tojeong pillars AT [--zi-hour split|whole] [--longitude DEG] [--json]

한국 표준시 한 순간(1900-01-06부터 2100-12-31)의 사주(년·월·일·시): 해는
입춘에, 달은 각 節에 바뀌고, 시는 23:00부터 두 시간씩. 띠와 오행도 줍니다.
시차 없는 AT는 한국 표준시입니다(시계가 건너뛰거나 두 번 보인 시각은 고를
시차를 알려 주며 거절).

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/calendar/pillars의 답과 같음', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong pillars 2024-02-04T17:30
    tojeong pillars 1988-07-01T12:30+10:00 --longitude 126.98`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [at] = expectPositionals(positionals, ['AT']) as [string];
    const query = { at, ziHour: values['zi-hour'], longitude: values.longitude };
    const pillars = fourPillarsAt(commandRequest<FourPillarsInput>(CONTRACT, query, 'querystring'));
    if (values.json) return writeJson(context, pillars);
    context.write(`${pillarsLayout(pillars, context.language)}\n`);
  },
};
