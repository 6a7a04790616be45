/** `tojeong name SURNAME GIVEN [--school unhae|haerye] [--json]`: POST /v1/name/analyze on the command line. */
import { analyzeRouteSchema } from '../../http/routes/nameSchemas.js';
import { type AnalyzeInput, nameAnalysisAnswer, PHONETIC_SCHOOLS } from '../../name/index.js';
import { type Command, writeJson } from '../command.js';
import { nameLayout } from '../layout/name.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';

const OPTIONS = { school: { type: 'string' } } as const;

const CONTRACT: CommandContract = {
  endpoint: 'POST /v1/name/analyze',
  schema: analyzeRouteSchema.body,
  spellings: [
    { spelling: 'SURNAME', field: 'surname' },
    { spelling: 'GIVEN', field: 'given' },
    { spelling: '--school S', field: 'school' },
  ],
};

export const nameCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong name SURNAME GIVEN [--school ${PHONETIC_SCHOOLS.join('|')}] [--json]

The 성명학 (name numerology) values of a name written in hanja: each
character's reading and strokes (원획), the five grids (五格) and the four
grids (元亨利貞) with their 81-numbers and ratings, yin-yang, the phonetic
five elements, and the score. Values only; no interpretation is added.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: {input, result, source}, as POST /v1/name/analyze answers"))}

${contractNote(CONTRACT)}

Example: tojeong name 洪 吉童`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return context.write(`${this.help}\n`);
    const [surname, given] = expectPositionals(positionals, ['SURNAME', 'GIVEN']) as [string, string];
    const answer = nameAnalysisAnswer(commandRequest<AnalyzeInput>(analyzeRouteSchema.body, { surname, given, school: values.school }, 'body'));
    if (values.json) return writeJson(context, answer);
    context.write(`${nameLayout(answer)}\n`);
  },
};
