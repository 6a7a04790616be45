/** `tojeong terms YEAR [--json]`: the 24 solar terms of a year (the data of GET /v1/calendar/terms). */
import { FIRST_TERM_YEAR, LAST_TERM_YEAR, solarTermYear } from '../../calendar/index.js';
import { solarTermsRouteSchema } from '../../http/routes/calendarSchemas.js';
import { type Command, writeHelp, writeJson } from '../command.js';
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
  helpKo: `사용법: tojeong terms YEAR [--json]

양력 한 해(${FIRST_TERM_YEAR}-${LAST_TERM_YEAR})의 24절기, 소한부터 동지까지: 이름, 태양 황경,
한국 표준시(그때의 UTC 차이: +08:30, 일광 절약 시간, 지방 평균시 포함)와
UTC의 시각(분 단위).

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: GET /v1/calendar/terms의 답과 같음', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong terms 2026`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, {});
    if (values.help) return writeHelp(context, this);
    const [text] = expectPositionals(positionals, ['YEAR']) as [string];
    const year = solarTermYear(commandRequest<{ year: number }>(CONTRACT, { year: text }, 'querystring').year);
    if (values.json) return writeJson(context, year);
    context.write(`${termsLayout(year, context.language)}\n`);
  },
};
