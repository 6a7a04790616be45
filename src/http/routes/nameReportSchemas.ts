/**
 * The JSON Schemas of the parts of a name analysis a 감명서 adds to the
 * specification's (issue 36): 수리오행 and 자원오행 per character, the three
 * element flows, 불용한자 warnings and the extended score. 사주 보완 is in
 * sajuSchemas.ts. Enums and rule texts come from the core's constants.
 */
import {
  AVOID_LISTS,
  DEFAULT_FLOW_RULE,
  DEFAULT_RESOURCE_SCHOOL,
  DEFAULT_SAMWON_BASIS,
  ELEMENTS,
  EXTENDED_SCORE_WEIGHTS,
  FLOW_RULE_NAMES,
  FLOW_RULES,
  GRADE_BANDS,
  RELATIONS,
  RESOURCE_SCHOOL_NAMES,
  RESOURCE_SCHOOLS,
  SAMWON_BASES,
  SAMWON_BASIS_NAMES,
  SCORING_MODES,
  STROKE_ELEMENT_RULE,
  VERDICTS,
} from '../../name/index.js';
import { namedSchema } from '../openapi/namedSchemas.js';

const ruleList = (rules: Record<string, string>) => Object.entries(rules).map(([name, text]) => `${name} (${text})`).join('; ');

export const flowRuleSchema = namedSchema('FlowRule', {
  type: 'string',
  enum: FLOW_RULE_NAMES,
  default: DEFAULT_FLOW_RULE,
  description: `How the flows of 수리오행, 삼원오행 and 자원오행 are judged: ${ruleList(FLOW_RULES)}`,
  'x-description-ko': '수리오행·삼원오행·자원오행의 흐름을 판정하는 규칙: noSanggeuk(이웃한 쌍에 상극이 없으면 good, 비화 허용, 대부분의 작명 서비스처럼), allSangsaeng(모두 상생이면 good, 상극 없이 비화가 있으면 ordinary, 상극이 있으면 bad)',
} as const);

export const samwonBasisSchema = namedSchema('SamwonBasis', {
  type: 'string',
  enum: SAMWON_BASIS_NAMES,
  default: DEFAULT_SAMWON_BASIS,
  description: `Which grids 삼원오행 reads: ${ruleList(SAMWON_BASES)}`,
  'x-description-ko': '삼원오행이 읽는 격: iHyeongWon(원형이정 학파처럼 이격·형격·원격 순서), samjae(삼원오행이라 부르는 오격 학파처럼 천격·인격·지격 순서, 가획 포함)',
} as const);

export const resourceSchoolSchema = namedSchema('ResourceSchool', {
  type: 'string',
  enum: RESOURCE_SCHOOL_NAMES,
  default: DEFAULT_RESOURCE_SCHOOL,
  description: `Which school's 자원오행: ${ruleList(RESOURCE_SCHOOLS)}`,
  'x-description-ko': '자원오행의 학파: convention(한국 작명 관행이 인쇄하는 오행, 감명서에 나오는 값), classical(고전의 근거로 정한 이 프로젝트의 첫 표, 다르면 관행의 값을 alternative로)',
} as const);

export const scoringSchema = {
  type: 'string',
  enum: SCORING_MODES,
  default: 'spec',
  description: 'spec: the specification\'s score only; extended: also `result.extendedScore`, weighing 수리오행, 삼원오행, 자원오행 and 사주 보완',
  'x-description-ko': 'spec: 명세의 점수만, extended: 수리오행·삼원오행·자원오행·사주 보완까지 따진 `result.extendedScore`도',
} as const;

const nullableElement = { type: ['string', 'null'], enum: [...ELEMENTS, null] } as const;

export const resourceElementSchema = namedSchema('ResourceElement', {
  type: 'object',
  description: '자원오행: the element of the character\'s meaning, by a character override or its Kangxi radical (data/name/REPORT.md)',
  required: ['value', 'rule', 'disputed', 'alternative', 'alternatives'],
  properties: {
    value: { ...nullableElement, description: 'The element, or null where no rule gives one (never a guess)' },
    rule: { type: ['string', 'null'], description: 'How the value was reached, e.g. "radical 85 水 (氵)" or "override: 천간"; null with no value' },
    disputed: { type: 'boolean', description: 'Schools differ on this radical or character: `value` is the one adopted, `alternative` the other' },
    alternative: { ...nullableElement, description: 'The other school\'s element when disputed, else null' },
    alternatives: { type: 'array', items: { type: 'string', enum: ELEMENTS }, description: 'Every other reading the schools or published sources give (曺: 火, 水), `alternative` first; empty when not disputed' },
  },
} as const);

export const strokeElementSchema = { type: 'string', enum: ELEMENTS, description: `수리오행 of the character's 원획: ${STROKE_ELEMENT_RULE}` } as const;

const flowProperties = {
  rule: { type: 'string', enum: FLOW_RULE_NAMES, description: 'The flow rule judged by (request field flowRule)' },
  elements: { type: 'array', items: nullableElement },
  pairs: {
    type: 'array',
    description: 'Each adjacent pair: 상생, 상극 or 비화; null where an element is unknown',
    items: {
      type: 'object',
      required: ['from', 'to', 'relation'],
      properties: { from: nullableElement, to: nullableElement, relation: { type: ['string', 'null'], enum: [...RELATIONS, null] } },
    },
  },
  verdict: { type: ['string', 'null'], enum: [...VERDICTS, null], description: 'Under the rule; null when an element is unknown' },
  passes: { type: ['boolean', 'null'], description: 'verdict is good; null when not judged' },
} as const;
const flowRequired = ['rule', 'elements', 'pairs', 'verdict', 'passes'] as const;

const flowSchema = namedSchema('ElementFlow', {
  type: 'object',
  description: 'A row of elements, surname first, with the relation of each adjacent pair and the verdict under the flow rule',
  required: flowRequired,
  properties: flowProperties,
} as const);

export const elementFlowProperties = {
  strokeElements: { ...flowSchema, description: `수리오행: each character's stroke element (${STROKE_ELEMENT_RULE}), surname first` },
  samwon: {
    type: 'object',
    description: '삼원오행: the stroke elements of three grids, in order (request field samwonBasis: 이·형·원 by default, as the 元亨利貞 school the word belongs to prints it)',
    required: ['basis', 'grids', ...flowRequired],
    properties: {
      basis: { type: 'string', enum: SAMWON_BASIS_NAMES },
      grids: { type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3, description: 'The three grid values: 이 형 원 (iHyeongWon, the default) or 천 인 지 (samjae)' },
      ...flowProperties,
    },
  },
  samjae: {
    type: 'object',
    description: '三才: the stroke elements of 천격, 인격 and 지격 of the five grids, whatever samwonBasis asks (the row the five-grid schools print; the 元亨利貞 school names it 三才, not 삼원오행)',
    required: ['grids', ...flowRequired],
    properties: {
      grids: { type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3, description: 'The three grid values: 천 인 지' },
      ...flowProperties,
    },
  },
  resourceElements: { ...flowSchema, description: '자원오행 of every character, surname first; not judged (verdict null) when one is unknown' },
} as const;

export const avoidWarningSchema = namedSchema('AvoidWarning', {
  type: 'object',
  description: '불용한자: a character of the name on a list of characters avoided in names, with its reason and source (advice, never a refusal)',
  required: ['hanja', 'list', 'reason', 'source'],
  properties: {
    hanja: { type: 'string' },
    list: { type: 'string', enum: AVOID_LISTS, description: 'avoid: a plainly bad meaning; folk: 속설 (禮記 and 성명학 books), advice only' },
    reason: { type: 'object', required: ['ko', 'en'], properties: { ko: { type: 'string' }, en: { type: 'string' } } },
    source: { type: 'string', description: 'Where the list comes from' },
  },
} as const);

const extendedParts = Object.keys(EXTENDED_SCORE_WEIGHTS) as Array<keyof typeof EXTENDED_SCORE_WEIGHTS>;

export const extendedScoreSchema = namedSchema('ExtendedScore', {
  type: 'object',
  description: `Only with scoring "extended". Weights ${extendedParts.map((p) => `${p} ${EXTENDED_SCORE_WEIGHTS[p]}`).join(', ')}; a part that cannot be judged (no birth; an unknown 자원오행) is left out and the score scaled to 100`,
  required: ['score', 'grade', 'breakdown'],
  properties: {
    score: { type: 'integer', minimum: 0, maximum: 100 },
    grade: { type: 'string', enum: GRADE_BANDS.map((band) => band.grade) },
    breakdown: {
      type: 'array',
      items: {
        type: 'object',
        required: ['part', 'weight', 'share', 'points'],
        properties: { part: { type: 'string', enum: extendedParts }, weight: { type: 'integer' }, share: { type: 'number' }, points: { type: 'number' } },
      },
    },
  },
} as const);
