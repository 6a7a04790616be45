/** `tojeong name SURNAME GIVEN [--school unhae|haerye] [--json]`: POST /v1/name/analyze on the command line. */
import { analyzeRouteSchema } from '../../http/routes/nameSchemas.js';
import { type AnalyzeInput, nameAnalysisAnswer, PHONETIC_SCHOOLS } from '../../name/index.js';
import { type Command, writeJson } from '../command.js';
import { nameLayout } from '../layout/name.js';
import { expectPositionals, parseCommand } from '../options.js';
import { commandRequest } from '../request.js';

const OPTIONS = { school: { type: 'string' } } as const;

export const nameCommand: Command = {
  help: `Usage: tojeong name SURNAME GIVEN [--school ${PHONETIC_SCHOOLS.join('|')}] [--json]

The 성명학 (name numerology) values of a name written in hanja: each
character's reading and strokes (원획), the five grids (五格) and the four
grids (元亨利貞) with their 81-numbers and ratings, yin-yang, the phonetic
five elements, and the score. Values only; no interpretation is added.

  SURNAME        the surname in hanja, 1 or 2 characters (洪, 南宮)
  GIVEN          the given name in hanja, 1 to 3 characters (吉童)
  --school S     the phonetic-element school: unhae (운해, default) or haerye (해례)
  --json         print the API's data as JSON: {input, result, source}, as POST /v1/name/analyze answers
  -h, --help     this text

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
