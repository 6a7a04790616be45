/**
 * The JSON Schema of the POST /v1/name/analyze request: the name, the
 * specification's school, and the options of what a 감명서 adds (flow rule,
 * 삼원오행 basis, birth, need method, scoring). The answer is nameSchemas.ts.
 */
import { DEFAULT_PHONETIC_SCHOOL, NAME_PART_LENGTHS, type NamePart, PHONETIC_SCHOOLS } from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { flowRuleSchema, resourceSchoolSchema, samwonBasisSchema, scoringSchema } from './nameReportSchemas.js';
import { birthFieldSchema, needMethodSchema } from './sajuSchemas.js';

const nameCharSchema = namedSchema('NameChar', {
  type: 'object',
  description: 'One character of a name, with the sound to use for it if it is not the dictionary\'s',
  additionalProperties: false,
  required: ['hanja'],
  properties: {
    hanja: { type: 'string', description: 'One hanja' },
    hangul: { type: 'string', description: 'One hangul syllable: the sound to use instead of the dictionary reading' },
  },
} as const);

function namePart<const Example extends string>(part: NamePart, example: Example) {
  const max = NAME_PART_LENGTHS[part][1];
  return {
    description: `a string of 1 to ${max} hanja, or an array of 1 to ${max} {hanja, hangul?} objects (${part})`,
    'x-description-ko': `한자 1-${max}자의 문자열, 또는 {hanja, hangul?} 객체 1-${max}개의 배열(${part})`,
    anyOf: [
      { type: 'string', examples: [example] },
      { type: 'array', items: nameCharSchema },
    ],
  } as const;
}

export const analyzeRequestSchema = namedSchema('NameAnalysisRequest', {
  type: 'object',
  description: 'A name in hanja: surname and given name, each a string or a list of characters',
  additionalProperties: false,
  required: ['surname', 'given'],
  examples: [{ surname: '洪', given: '吉童' }],
  properties: {
    surname: namePart('surname', '洪'),
    given: namePart('given', '吉童'),
    school: {
      type: 'string',
      enum: PHONETIC_SCHOOLS,
      default: DEFAULT_PHONETIC_SCHOOL,
      description: 'Phonetic five-element school: unhae (운해, ㅇㅎ 土 ㅁㅂㅍ 水) or haerye (해례, ㅇㅎ 水 ㅁㅂㅍ 土)',
      'x-description-ko': '발음오행 학파: unhae(운해본, ㅇㅎ 土 ㅁㅂㅍ 水) 또는 haerye(해례본, ㅇㅎ 水 ㅁㅂㅍ 土)',
    },
    flowRule: flowRuleSchema,
    samwonBasis: samwonBasisSchema,
    resourceSchool: resourceSchoolSchema,
    birth: birthFieldSchema('the solar date YYYY-MM-DD alone (no time: six characters, no hour pillar)'),
    needMethod: needMethodSchema,
    scoring: scoringSchema,
  },
} as const);

