/** `tojeong gwae BIRTH [--lunar [--leap]] [--year YEAR] [--no-reading] [--json]`: POST /v1/tojeong/gwae on the command line. */
import { targetYearOr } from '../../clock.js';
import { GWAE_FIELD_CODES, gwaeRouteSchema } from '../../http/routes/tojeongSchemas.js';
import { gwaeAnswer, type GwaeAnswerInput } from '../../tojeong/index.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { gwaeLayout } from '../layout/gwae.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';
import { UsageError } from '../usage.js';
import { BIRTH_TEXT_FORMS, birthValueOf } from '../birthOptions.js';

const OPTIONS = {
  lunar: { type: 'boolean' },
  leap: { type: 'boolean' },
  year: { type: 'string' },
  'no-reading': { type: 'boolean' },
} as const;

const CONTRACT: CommandContract = {
  endpoint: 'POST /v1/tojeong/gwae',
  schema: gwaeRouteSchema.body,
  spellings: [
    { spelling: 'BIRTH', field: 'birth' },
    { spelling: '--lunar', field: 'calendar', sets: 'calendar "lunar"' },
    { spelling: '--leap', field: 'leapMonth', sets: 'leapMonth true' },
    { spelling: '--year YEAR', field: 'targetYear' },
    { spelling: '--no-reading', field: 'reading', sets: 'reading false' },
  ],
};

export const gwaeCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong gwae BIRTH [--lunar [--leap]] [--year YEAR] [--no-reading] [--json]

The gwae (괘) of 土亭祕訣 for BIRTH in YEAR: the three digits and every
calendar value they come from, then the gwae's original text - the title,
the nine yearly verses and the twelve months. No interpretation is added:
the text is the edition's, with its hangul reading. BIRTH is ${BIRTH_TEXT_FORMS}
(the gwae reads the date; the time does not change it).

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: {calc, gwae, source}, as POST /v1/tojeong/gwae answers"))}

${contractNote(CONTRACT)}

Example: tojeong gwae 1976-08-26 --lunar --year 2005`,
  helpKo: `사용법: tojeong gwae BIRTH [--lunar [--leap]] [--year YEAR] [--no-reading] [--json]

BIRTH 생일의 YEAR년 토정비결 괘: 세 자리 숫자와 그것을 낸 달력 값, 그리고
괘의 원문(제목, 연운 9구, 열두 달). 해석은 붙이지 않습니다. 원문은 판본의
것이며 한글 독음이 붙습니다.

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: POST /v1/tojeong/gwae의 답과 같은 {calc, gwae, source}', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong gwae 1976-08-26 --lunar --year 2005`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [birthText] = expectPositionals(positionals, ['BIRTH']) as [string];
    const birth = birthValueOf(birthText);
    if (values.leap && !values.lunar) throw new UsageError('--leap applies to a lunar birth: add --lunar');
    const request = commandRequest<GwaeAnswerInput>(
      CONTRACT,
      { birth, calendar: values.lunar ? 'lunar' : undefined, leapMonth: values.leap, targetYear: values.year, reading: values['no-reading'] ? false : undefined },
      'body',
      GWAE_FIELD_CODES,
    );
    // As the route: targetYear defaults to this year in Korea.
    const answer = gwaeAnswer({ ...request, targetYear: targetYearOr(request.targetYear, context.clock) });
    if (values.json) return writeJson(context, answer);
    context.write(`${gwaeLayout(answer, context.language)}\n`);
  },
};
