/** `tojeong month YEAR MONTH [--json]`: every day of a Gregorian month (the data of GET /v1/calendar/month). */
import { calendarMonth } from '../../calendar/index.js';
import { calendarMonthRouteSchema } from '../../http/routes/calendarSchemas.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { monthLayout } from '../layout/month.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/calendar/month',
  schema: calendarMonthRouteSchema.querystring,
  spellings: [
    { spelling: 'YEAR', field: 'year' },
    { spelling: 'MONTH', field: 'month' },
  ],
};

export const monthCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong month YEAR MONTH [--json]

Every day of a Gregorian month, 1900-02 to 2100-12: its lunar date (윤 for a
leap month), weekday and day pillar (일진), and the solar terms that begin in
the month with their instants in Korean civil time.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON, as GET /v1/calendar/month answers"))}

${contractNote(CONTRACT)}

Example: tojeong month 2026 2`,
  helpKo: `사용법: tojeong month YEAR MONTH [--json]

양력 한 달(1900-02부터 2100-12)의 모든 날: 음력 날짜(윤달은 윤), 요일, 일진,
그달에 드는 절기와 한국 표준시의 시각.

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/calendar/month의 답과 같음', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong month 2026 2`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return writeHelp(context, this);
    const [year, month] = expectPositionals(positionals, ['YEAR', 'MONTH']) as [string, string];
    const request = commandRequest<{ year: number; month: number }>(CONTRACT, { year, month }, 'querystring');
    const answer = calendarMonth(request.year, request.month);
    if (values.json) return writeJson(context, answer);
    context.write(`${monthLayout(answer, context.language)}\n`);
  },
};
