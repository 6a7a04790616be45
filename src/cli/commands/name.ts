/** `tojeong name SURNAME GIVEN [--school …] [--flow-rule …] [--birth DATE[THH:MM]] [--json]`: POST /v1/name/analyze on the command line. */
import { analyzeRouteSchema } from '../../http/routes/nameSchemas.js';
import { type AnalyzeInput, type BirthInput, FLOW_RULE_NAMES, nameAnalysisAnswer, NEED_METHODS, PHONETIC_SCHOOLS, SAMWON_BASIS_NAMES } from '../../name/index.js';
import { type Command, writeJson } from '../command.js';
import { nameLayout } from '../layout/name.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const OPTIONS = {
  school: { type: 'string' },
  'flow-rule': { type: 'string' },
  samwon: { type: 'string' },
  birth: { type: 'string' },
  lunar: { type: 'boolean' },
  leap: { type: 'boolean' },
  longitude: { type: 'string' },
  need: { type: 'string' },
  extended: { type: 'boolean' },
} as const;

/** `--birth 2026-03-01T09:30` (or a date alone when the hour is unknown), `--lunar`, `--leap`, `--longitude`: the request's `birth`. */
export function birthOf(values: { birth?: string; lunar?: boolean; leap?: boolean; longitude?: string }): BirthInput | undefined {
  if (values.birth === undefined) return undefined;
  const [date = '', time] = values.birth.split('T');
  const birth: Record<string, unknown> = { date, calendar: values.lunar ? 'lunar' : 'solar' };
  if (time !== undefined) birth.time = time;
  if (values.leap) birth.leapMonth = true;
  // A number when it reads as one; otherwise the text, so the schema refuses it naming the field.
  if (values.longitude !== undefined) birth.longitude = values.longitude.trim() !== '' && Number.isFinite(Number(values.longitude)) ? Number(values.longitude) : values.longitude;
  return birth as BirthInput;
}

const CONTRACT: CommandContract = {
  endpoint: 'POST /v1/name/analyze',
  schema: analyzeRouteSchema.body,
  spellings: [
    { spelling: 'SURNAME', field: 'surname' },
    { spelling: 'GIVEN', field: 'given' },
    { spelling: '--school S', field: 'school' },
    { spelling: '--flow-rule R', field: 'flowRule' },
    { spelling: '--samwon B', field: 'samwonBasis' },
    { spelling: '--birth DATE[THH:MM]', field: 'birth' },
    { spelling: '--lunar', field: 'birth', sets: 'birth.calendar lunar' },
    { spelling: '--leap', field: 'birth', sets: 'birth.leapMonth true' },
    { spelling: '--longitude DEG', field: 'birth', sets: 'birth.longitude' },
    { spelling: '--need M', field: 'needMethod' },
    { spelling: '--extended', field: 'scoring', sets: 'scoring extended' },
  ],
};

export const nameCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong name SURNAME GIVEN [--school ${PHONETIC_SCHOOLS.join('|')}] [--flow-rule ${FLOW_RULE_NAMES.join('|')}]
         [--samwon ${SAMWON_BASIS_NAMES.join('|')}] [--birth YYYY-MM-DD[THH:MM] [--lunar [--leap]] [--longitude DEG]]
         [--need ${NEED_METHODS.join('|')}] [--extended] [--json]

The 성명학 (name numerology) values of a name written in hanja: each
character's reading and strokes (원획), the five grids (五格) and the four
grids (元亨利貞) with their 81-numbers and ratings, yin-yang, the phonetic
five elements, and the score; as a 감명서 adds them, 수리오행, 삼원오행 and
자원오행 with their flows, 불용한자 warnings, and with --birth the 사주 보완
(what the four pillars need and whether the given name supplies it). Values
only; no interpretation is added.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: {input, result, source}, as POST /v1/name/analyze answers"))}

${contractNote(CONTRACT)}

Examples: tojeong name 洪 吉童
          tojeong name 金 洙鐵 --birth 1990-05-17T14:20 --extended`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return context.write(`${this.help}\n`);
    const [surname, given] = expectPositionals(positionals, ['SURNAME', 'GIVEN']) as [string, string];
    const request = {
      surname,
      given,
      school: values.school,
      flowRule: values['flow-rule'],
      samwonBasis: values.samwon,
      birth: birthOf(values),
      needMethod: values.need,
      scoring: values.extended ? 'extended' : undefined,
    };
    const answer = nameAnalysisAnswer(commandRequest<AnalyzeInput>(CONTRACT, request, 'body'));
    if (values.json) return writeJson(context, answer);
    context.write(`${nameLayout(answer)}\n`);
  },
};
