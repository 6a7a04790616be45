/** `tojeong terms YEAR [--json]`: the 24 solar terms of a year (the data of GET /v1/calendar/terms). */
import { FIRST_TERM_YEAR, LAST_TERM_YEAR, solarTermYear } from '../../calendar/index.js';
import { solarTermsRouteSchema } from '../../http/routes/calendarSchemas.js';
import { type Command, writeJson } from '../command.js';
import { termsLayout } from '../layout/terms.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const CONTRACT: CommandContract = {
  endpoint: 'GET /v1/calendar/terms',
  schema: solarTermsRouteSchema.querystring,
  spellings: [{ spelling: 'YEAR', field: 'year' }],
};

export const termsCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong terms YEAR [--json]

The 24 solar terms (절기) of a Gregorian year, ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}, 소한 first and 동지
last: names, the Sun's longitude, and the instant in Korean civil time (with
its UTC offset: +08:30, summer time and local mean time where Korea kept them)
and in UTC, to the minute.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON, as GET /v1/calendar/terms answers"))}

${contractNote(CONTRACT)}

Example: tojeong terms 2026`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return context.write(`${this.help}\n`);
    const [text] = expectPositionals(positionals, ['YEAR']) as [string];
    const year = solarTermYear(commandRequest<{ year: number }>(CONTRACT, { year: text }, 'querystring').year);
    if (values.json) return writeJson(context, year);
    context.write(`${termsLayout(year)}\n`);
  },
};
