/** `tojeong calendar DATE [--lunar [--leap]] [--json]`: one day of the Korean calendar (the data of GET /v1/calendar/day). */
import { calendarDay, type CalendarDayInput } from '../../calendar/index.js';
import { CALENDAR_DAY_FIELD_CODES, calendarDayRouteSchema } from '../../http/routes/calendarSchemas.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { calendarLayout } from '../layout/calendar.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';
import { UsageError } from '../usage.js';

const OPTIONS = { lunar: { type: 'boolean' }, leap: { type: 'boolean' } } as const;

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/calendar/day',
  schema: calendarDayRouteSchema.querystring,
  spellings: [
    { spelling: 'DATE', field: 'solar' },
    { spelling: '--lunar', field: 'lunar', sets: 'lunar DATE', from: 'DATE' },
    { spelling: '--leap', field: 'leap', sets: 'leap true' },
  ],
};

export const calendarCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong calendar DATE [--lunar [--leap]] [--json]

One day of the Korean lunisolar calendar (KASI's for 1900-2050, computed
astronomically to 2100): its solar and lunar dates, weekday, year, month and
day pillars (간지) with their readings, the length of its lunar month and the
leap month of its lunar year.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON, as GET /v1/calendar/day answers"))}

${contractNote(CONTRACT)}

Examples: tojeong calendar 2026-02-17
          tojeong calendar --lunar 2026-01-01`,
  helpKo: `사용법: tojeong calendar DATE [--lunar [--leap]] [--json]

한국 음양력의 하루(1900-2050은 한국천문연구원, 2100까지는 천문 계산): 양력과
음력 날짜, 요일, 년·월·일의 간지와 독음, 그 음력 달의 길이, 그 음력 해의 윤달.

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/calendar/day의 답과 같음', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong calendar 2026-02-17
    tojeong calendar --lunar 2026-01-01`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [date] = expectPositionals(positionals, ['DATE']) as [string];
    if (values.leap && !values.lunar) throw new UsageError('--leap applies to a lunar date: add --lunar');
    const query = values.lunar ? { lunar: date, leap: values.leap } : { solar: date };
    const day = calendarDay(commandRequest<CalendarDayInput>(CONTRACT, query, 'querystring', CALENDAR_DAY_FIELD_CODES));
    if (values.json) return writeJson(context, day);
    context.write(`${calendarLayout(day, context.language)}\n`);
  },
};
