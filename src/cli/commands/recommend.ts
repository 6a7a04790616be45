/** `tojeong recommend SURNAME [--sex f|m] [--birth DATE[THH:MM]] [--pattern P] [--fixed POS:CHAR] … [--json]`: POST /v1/name/recommend on the command line. */
import { recommendRouteSchema } from '../../http/routes/nameRecommendSchemas.js';
import { ERA_NAMES, FLOW_RULE_NAMES, FLOWS_AS_NAMES, GRID_SYSTEM_NAMES, nameRecommendationAnswer, NEED_METHODS, PHONETIC_SCHOOLS, POPULARITY_NAMES, type RecommendInput, RESOURCE_SCHOOL_NAMES, SAMWON_BASIS_NAMES } from '../../name/index.js';
import { type Command, writeHelp, writeJson } from '../command.js';
import { recommendLayout } from '../layout/recommend.js';
import { expectPositionals, parseCommand } from '../options.js';
import { type CommandContract, commonOptions, contractNote, fieldsHelp } from '../contract.js';
import { commandRequest } from '../request.js';
import { BIRTH_OPTIONS, BIRTH_SPELLINGS, BIRTH_TEXT_FORMS, birthOf } from '../birthOptions.js';

const OPTIONS = {
  length: { type: 'string' },
  ...BIRTH_OPTIONS,
  fixed: { type: 'string' },
  pattern: { type: 'string' },
  avoid: { type: 'string' },
  sex: { type: 'string' },
  kind: { type: 'string' },
  era: { type: 'string' },
  'other-sex': { type: 'boolean' },
  popularity: { type: 'string' },
  flows: { type: 'string' },
  candidates: { type: 'string' },
  analysis: { type: 'boolean' },
  school: { type: 'string' },
  'grid-system': { type: 'string' },
  'flow-rule': { type: 'string' },
  samwon: { type: 'string' },
  'resource-school': { type: 'string' },
  need: { type: 'string' },
  limit: { type: 'string' },
  cursor: { type: 'string' },
} as const;

/** `--fixed 2:勳` or `--fixed 1:재`: the place, and a hanja or a hangul syllable (the schema and the library check both). */
function fixedOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const [place = '', char = ''] = text.split(':');
  const position = /^\d+$/.test(place) ? Number(place) : place;
  return /^\p{Script=Hangul}$/u.test(char) ? { position, hangul: char } : { position, hanja: char };
}

const CONTRACT: CommandContract = {
  endpoint: 'POST /v1/name/recommend',
  schema: recommendRouteSchema.body,
  spellings: [
    { spelling: 'SURNAME', field: 'surname' },
    { spelling: '--length N', field: 'length' },
    ...BIRTH_SPELLINGS,
    { spelling: '--fixed POS:CHAR', field: 'fixed' },
    { spelling: '--pattern P', field: 'pattern' },
    { spelling: '--avoid S,S', field: 'avoidSyllables' },
    { spelling: '--sex f|m', field: 'sex' },
    { spelling: '--kind hanja|hangul', field: 'kind' },
    { spelling: '--era E', field: 'era' },
    { spelling: '--other-sex', field: 'otherSex' },
    { spelling: '--popularity P', field: 'popularity' },
    { spelling: '--flows F', field: 'flows' },
    { spelling: '--candidates N,N', field: 'candidates' },
    { spelling: '--analysis', field: 'include' },
    { spelling: '--school S', field: 'school' },
    { spelling: '--grid-system G', field: 'gridSystem' },
    { spelling: '--flow-rule R', field: 'flowRule' },
    { spelling: '--samwon B', field: 'samwonBasis' },
    { spelling: '--resource-school S', field: 'resourceSchool' },
    { spelling: '--need M', field: 'needMethod' },
    { spelling: '--limit N', field: 'limit' },
    { spelling: '--cursor C', field: 'cursor' },
  ],
};

export const recommendCommand: Command = {
  contract: CONTRACT,
  help: `Usage: tojeong recommend SURNAME [--sex f|m] [--birth YYYY-MM-DD[THH:MM] [--lunar [--leap]] [--longitude DEG]]
         [--length 1|2] [--pattern P] [--fixed POS:CHAR] [--avoid S,S] [--kind hanja|hangul] [--era ${ERA_NAMES.join('|')}] [--other-sex]
         [--popularity ${POPULARITY_NAMES.join('|')}] [--flows ${FLOWS_AS_NAMES.join('|')}] [--candidates N,N] [--analysis]
         [--school ${PHONETIC_SCHOOLS.join('|')}] [--grid-system ${GRID_SYSTEM_NAMES.join('|')}] [--flow-rule ${FLOW_RULE_NAMES.join('|')}]
         [--samwon ${SAMWON_BASIS_NAMES.join('|')}] [--resource-school ${RESOURCE_SCHOOL_NAMES.join('|')}] [--need ${NEED_METHODS.join('|')}] [--limit N] [--cursor C] [--json]

작명: given names for a surname, ranked and explained. The hangul names are
today's, from the Supreme Court's published lists of births (--era classic
for older ones; --candidates to judge your own); each gets the hanja
families write for its syllables that keep every hard rule (all judged
grids 길, mixed 음양, no 불용한자, a spoken name no one teases) and rank
best: how customary the hanja are, how familiar the name is, the grids,
자원오행 for the chart (with --birth) or their balance, the flows. Each name
prints with its meaning and why; names parents would look for that the
rules left out are listed with the rule; --kind hangul gives 순우리말
names (하늘, 한결 …), judged by their sound alone; --analysis adds each
name's full analysis to --json.

${fieldsHelp(CONTRACT, commonOptions("print the API's data as JSON: {input, names, cursor, total, funnel, excluded, notice, source}, as POST /v1/name/recommend answers"))}

${contractNote(CONTRACT)}

--birth is ${BIRTH_TEXT_FORMS}.

Examples: tojeong recommend 김 --birth 2026-03-01T09:30 --sex f
          tojeong recommend 李 --fixed 1:在 --popularity any
          tojeong recommend 최 --sex m --candidates 하준,이준,도윤`,
  helpKo: `사용법: tojeong recommend SURNAME [--sex f|m] [--birth YYYY-MM-DD[THH:MM] [--lunar [--leap]] [--longitude DEG]]
         [--length 1|2] [--pattern P] [--fixed POS:CHAR] [--avoid S,S] [--kind hanja|hangul] [--era ${ERA_NAMES.join('|')}] [--other-sex]
         [--popularity ${POPULARITY_NAMES.join('|')}] [--flows ${FLOWS_AS_NAMES.join('|')}] [--candidates N,N] [--analysis]
         [--school ${PHONETIC_SCHOOLS.join('|')}] [--grid-system ${GRID_SYSTEM_NAMES.join('|')}] [--flow-rule ${FLOW_RULE_NAMES.join('|')}]
         [--samwon ${SAMWON_BASIS_NAMES.join('|')}] [--resource-school ${RESOURCE_SCHOOL_NAMES.join('|')}] [--need ${NEED_METHODS.join('|')}] [--limit N] [--cursor C] [--json]

작명: 성에 맞는 이름을 순위와 이유와 함께 줍니다. 한글 이름은 대법원이 발표한
출생 신고 목록의 요즘 이름이고(--era classic은 예전 이름, --candidates는 직접
고른 이름 판정), 이름마다 모든 규칙(판정하는 격은 모두 길, 음양 섞임, 불용한자
없음, 놀림감이 되지 않는 소리)을 지키는 한자 가운데 가장 좋은 것을 붙입니다.
--kind hangul은 순우리말 이름, --analysis는 --json에 전체 분석을 더합니다.

${fieldsHelp(CONTRACT, commonOptions('API의 data를 JSON으로 출력: POST /v1/name/recommend의 답과 같은 {input, names, cursor, total, funnel, excluded, notice, source}', 'ko'), 'ko')}

${contractNote(CONTRACT, 'ko')}

예: tojeong recommend 김 --birth 2026-03-01T09:30 --sex f
    tojeong recommend 李 --fixed 1:在 --popularity any
    tojeong recommend 최 --sex m --candidates 하준,이준,도윤`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return writeHelp(context, this);
    const [surname] = expectPositionals(positionals, ['SURNAME']) as [string];
    const request = {
      surname,
      length: values.length,
      birth: birthOf(values),
      fixed: fixedOf(values.fixed),
      pattern: values.pattern,
      avoidSyllables: values.avoid?.split(',').map((s) => s.trim()),
      sex: values.sex,
      kind: values.kind,
      era: values.era,
      otherSex: values['other-sex'],
      popularity: values.popularity,
      flows: values.flows,
      candidates: values.candidates?.split(',').map((s) => s.trim()),
      include: values.analysis ? ['analysis'] : undefined,
      school: values.school,
      gridSystem: values['grid-system'],
      flowRule: values['flow-rule'],
      samwonBasis: values.samwon,
      resourceSchool: values['resource-school'],
      needMethod: values.need,
      limit: values.limit,
      cursor: values.cursor,
    };
    const answer = nameRecommendationAnswer(commandRequest<RecommendInput>(CONTRACT, request, 'body'));
    if (values.json) return writeJson(context, answer);
    context.write(`${recommendLayout(answer, context.language)}\n`);
  },
};
