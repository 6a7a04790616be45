/** `tojeong month YEAR MONTH [--json]`: every day of a Gregorian month (the data of GET /v1/calendar/month). */
import { calendarMonth } from '../../calendar/index.js';
import { calendarMonthRouteSchema } from '../../http/routes/calendarSchemas.js';
import { type Command, writeJson } from '../command.js';
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
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return context.write(`${this.help}\n`);
    const [year, month] = expectPositionals(positionals, ['YEAR', 'MONTH']) as [string, string];
    const request = commandRequest<{ year: number; month: number }>(CONTRACT, { year, month }, 'querystring');
    const answer = calendarMonth(request.year, request.month);
    if (values.json) return writeJson(context, answer);
    context.write(`${monthLayout(answer)}\n`);
  },
};
