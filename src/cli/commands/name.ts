/** `tojeong name SURNAME GIVEN [--school …] [--flow-rule …] [--birth DATE[THH:MM]] [--json]`: POST /v1/name/analyze on the command line. */
import { analyzeRouteSchema } from '../../http/routes/nameSchemas.js';
import { type AnalyzeInput, FLOW_RULE_NAMES, nameAnalysisAnswer, NEED_METHODS, PHONETIC_SCHOOLS, RESOURCE_SCHOOL_NAMES, SAMWON_BASIS_NAMES } from '../../name/index.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { nameLayout } from '../layout/name.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';
import { BIRTH_OPTIONS, BIRTH_SPELLINGS, BIRTH_TEXT_FORMS, birthOf } from '../birthOptions.js';

const OPTIONS = {
  school: { type: 'string' },
  'flow-rule': { type: 'string' },
  samwon: { type: 'string' },
  'resource-school': { type: 'string' },
  ...BIRTH_OPTIONS,
  need: { type: 'string' },
  extended: { type: 'boolean' },
} as const;

const CONTRACT: CommandContract = {
  endpoint: 'POST /v1/name/analyze',
  schema: analyzeRouteSchema.body,
  spellings: [
    { spelling: 'SURNAME', field: 'surname' },
    { spelling: 'GIVEN', field: 'given' },
    { spelling: '--school S', field: 'school' },
    { spelling: '--flow-rule R', field: 'flowRule' },
    { spelling: '--samwon B', field: 'samwonBasis' },
    { spelling: '--resource-school S', field: 'resourceSchool' },
    ...BIRTH_SPELLINGS,
    { spelling: '--need M', field: 'needMethod' },
    { spelling: '--extended', field: 'scoring', sets: 'scoring extended' },
  ],
};

export const nameCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong name SURNAME GIVEN [--school ${PHONETIC_SCHOOLS.join('|')}] [--flow-rule ${FLOW_RULE_NAMES.join('|')}]
         [--samwon ${SAMWON_BASIS_NAMES.join('|')}] [--resource-school ${RESOURCE_SCHOOL_NAMES.join('|')}] [--birth YYYY-MM-DD[THH:MM] [--lunar [--leap]] [--longitude DEG]]
         [--need ${NEED_METHODS.join('|')}] [--extended] [--json]

The 성명학 (name numerology) values of a name written in hanja: each
character's reading and strokes (원획), the five grids (五格) and the four
grids (元亨利貞) with their 81-numbers and ratings, yin-yang, the phonetic
five elements, and the score; as a 감명서 adds them, 수리오행, 삼원오행 and
자원오행 with their flows, 불용한자 warnings, and with --birth the 사주 보완
(what the four pillars need — by default the 용신 of a practitioner's reading,
with the step that decided; --need count or eokbu for the simpler counts — and
whether the given name supplies it). Values only; no interpretation is added.
--birth is ${BIRTH_TEXT_FORMS}.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: {input, result, source}, as POST /v1/name/analyze answers"))}

${contractNote(CONTRACT)}

Examples: tojeong name 洪 吉童
          tojeong name 金 洙鐵 --birth 1990-05-17T14:20 --extended`,
  helpKo: `사용법: tojeong name SURNAME GIVEN [--school ${PHONETIC_SCHOOLS.join('|')}] [--flow-rule ${FLOW_RULE_NAMES.join('|')}]
         [--samwon ${SAMWON_BASIS_NAMES.join('|')}] [--resource-school ${RESOURCE_SCHOOL_NAMES.join('|')}] [--birth YYYY-MM-DD[THH:MM] [--lunar [--leap]] [--longitude DEG]]
         [--need ${NEED_METHODS.join('|')}] [--extended] [--json]

한자로 쓴 이름의 성명학 값: 글자마다의 음과 원획, 오격(五格)과 사격(元亨利貞)의
81수와 길흉, 음양, 발음오행, 점수. 감명서처럼 수리오행·삼원오행·자원오행과
그 흐름, 불용한자 경고, --birth를 주면 사주 보완(사주가 필요로 하는 오행과
이름이 그것을 채우는지)도 줍니다. 값만 주고 해석은 붙이지 않습니다.

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: POST /v1/name/analyze의 답과 같은 {input, result, source}', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong name 洪 吉童
    tojeong name 金 洙鐵 --birth 1990-05-17T14:20 --extended`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [surname, given] = expectPositionals(positionals, ['SURNAME', 'GIVEN']) as [string, string];
    const request = {
      surname,
      given,
      school: values.school,
      flowRule: values['flow-rule'],
      samwonBasis: values.samwon,
      resourceSchool: values['resource-school'],
      birth: birthOf(values),
      needMethod: values.need,
      scoring: values.extended ? 'extended' : undefined,
    };
    const answer = nameAnalysisAnswer(commandRequest<AnalyzeInput>(CONTRACT, request, 'body'));
    if (values.json) return writeJson(context, answer);
    context.write(`${nameLayout(answer, context.language)}\n`);
  },
};
