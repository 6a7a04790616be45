/**
 * The MCP tools: the pure answers of the service (gwae, gwae text, name
 * analysis, character look-up, calendar day, solar terms, four pillars,
 * calendar month), each returning exactly the API's `data`.
 *
 * One request contract for HTTP and MCP: a tool's input schema is its
 * route's request schema (the body, or the path and query parameters as one
 * object), checked by the same validator with the same error codes and the
 * same words of what is wrong (src/http/validation.ts: strict, unknown
 * arguments refused with the expected ones named), naming the tool and its
 * argument rather than the HTTP request's field; its output schema is the `data` of the route's 200
 * answer. So a tool cannot take or give what its endpoint does not.
 */
import { calendarDay, calendarMonth, fourPillarsAt, solarTermYear } from '../calendar/index.js';
import { type Clock, seoulDate, targetYearOr } from '../clock.js';
import { nameCharAnswer } from '../hanja/index.js';
import {
  CALENDAR_DAY_FIELD_CODES,
  calendarDayRouteSchema,
  calendarMonthRouteSchema,
  solarTermsRouteSchema,
} from '../http/routes/calendarSchemas.js';
import { fourPillarsRouteSchema } from '../http/routes/pillarsSchemas.js';
import { nameCharRouteSchema, nameCharsRouteSchema } from '../http/routes/hanjaSchemas.js';
import { analyzeRouteSchema } from '../http/routes/nameSchemas.js';
import { recommendRouteSchema } from '../http/routes/nameRecommendSchemas.js';
import { GWAE_FIELD_CODES, GWAE_TEXT_FIELD_CODES, gwaeRouteSchema, gwaeTextRouteSchema } from '../http/routes/tojeongSchemas.js';
import { type FaultText, type FieldErrorCodes, fieldPath, validateRequest } from '../http/validation.js';
import { namedFaultText } from '../cli/faultText.js';
import { nameAnalysisAnswer, nameCharsByReading, nameRecommendationAnswer } from '../name/index.js';
import { gwaeAnswer, type GwaeAnswerInput, gwaeSource, defaultGwaeText } from '../tojeong/index.js';
import { ServiceError } from '../errors.js';

const NO_INTERPRETATION =
  'The tool returns computed values and the original text only; it adds no interpretation, and none should be attributed to it.';

type JsonSchema = { type?: unknown; properties?: Record<string, unknown>; required?: readonly string[]; [key: string]: unknown };

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  /** The route's request schema, as the tool's arguments. */
  inputSchema: JsonSchema;
  /** The `data` of the route's 200 answer. */
  outputSchema: JsonSchema;
  /** The request part the arguments stand for, and its field codes (as the route has them). */
  context: 'body' | 'querystring' | 'params';
  fieldCodes?: FieldErrorCodes;
  /** Arguments whose value is digits (a gwae id): taken as the digit string or as the number, which is read as its digits. */
  digitArguments?: readonly string[];
  /** Tens of milliseconds of CPU at most settings (作名): run one at a time per turn of the event loop over HTTP (src/http/transport/workTurns.ts). */
  costly?: true;
  run(args: Record<string, unknown>, clock: Clock): object;
}

/** The `data` schema of a route's 200 answer (an envelope made by schemas.ts). */
function dataOf(route: { response: { 200: { properties: { data: object } } } }): JsonSchema {
  return route.response[200].properties.data as JsonSchema;
}

/** Path and query parameters as one object of arguments, closed like both. */
function parametersOf(route: { params: JsonSchema; querystring: JsonSchema }): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...(route.params.required ?? []), ...(route.querystring.required ?? [])],
    properties: { ...route.params.properties, ...route.querystring.properties },
  };
}

const SAME_AS = (route: string) => `The same data as ${route} of tojeong-api. ${NO_INTERPRETATION}`;

export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'tojeong_gwae',
    title: '토정비결 gwae',
    description:
      'The 土亭祕訣 (Tojeong Bigyeol) gwae of a birth date for a year: the three digits and every calendar value they come from (calc), ' +
      "and the gwae's original text - title, nine yearly verses, twelve months of three verses - with hangul readings (gwae), and the sources. " +
      'targetYear defaults to the current year in Korea. ' +
      SAME_AS('POST /v1/tojeong/gwae'),
    inputSchema: gwaeRouteSchema.body as JsonSchema,
    outputSchema: dataOf(gwaeRouteSchema),
    context: 'body',
    fieldCodes: GWAE_FIELD_CODES,
    run: (args, clock) => {
      const input = args as unknown as GwaeAnswerInput;
      return gwaeAnswer({ ...input, targetYear: targetYearOr(input.targetYear, clock) });
    },
  },
  {
    name: 'tojeong_gwae_text',
    title: '토정비결 text of a gwae',
    description:
      'The original text of one of the 144 gwae by its id (111 ... 863: upper 1-8, middle 1-6, lower 1-3) - title, nine yearly verses, twelve months ' +
      'of three verses - with hangul readings unless reading is false, and its source. ' +
      SAME_AS('GET /v1/tojeong/gwae/{id}'),
    inputSchema: parametersOf(gwaeTextRouteSchema as unknown as { params: JsonSchema; querystring: JsonSchema }),
    outputSchema: dataOf(gwaeTextRouteSchema),
    context: 'params',
    fieldCodes: GWAE_TEXT_FIELD_CODES,
    digitArguments: ['id'],
    run: (args) => {
      const { id, reading } = args as { id: string; reading: boolean };
      const text = defaultGwaeText();
      const gwae = text.gwae(id, reading);
      if (!gwae) throw new ServiceError('NOT_FOUND', { en: `the edition has no gwae ${id}`, ko: `판본에 없는 괘입니다: ${id}` });
      return { gwae, source: gwaeSource(text) };
    },
  },
  {
    name: 'name_analyze',
    title: '성명학 name analysis',
    description:
      'The 성명학 (Korean name numerology) values of a name in hanja: each character\'s reading and strokes (원획), the five grids (五格) and ' +
      'the four grids (元亨利貞) with their 81-numbers, names and ratings, yin-yang, the phonetic five elements, a score and a grade, and the sources; ' +
      'as a 감명서 adds them, 수리오행, 삼원오행 and 자원오행 with their flows under a flow rule, 불용한자 warnings, and with `birth` the 사주 보완 ' +
      '(the four pillars, the elements they need — by default the 용신, 희신 and 기신 of a practitioner\'s reading: strength, 조후, 억부, 종격, ' +
      'with the step that decided and its classical source — and whether the given name supplies them). ' +
      SAME_AS('POST /v1/name/analyze'),
    inputSchema: analyzeRouteSchema.body as JsonSchema,
    outputSchema: dataOf(analyzeRouteSchema),
    context: 'body',
    run: (args) => nameAnalysisAnswer(args as unknown as Parameters<typeof nameAnalysisAnswer>[0]),
  },
  {
    name: 'name_recommend',
    title: '작명: recommended given names',
    description:
      'Given names for a surname (hanja, or hangul: the census\'s largest clan, the others offered), ranked and explained as a 작명가 shortlists: today\'s names ' +
      "from the Supreme Court's published lists of births (era classic for older ones), each with the hanja families write for its syllables (a reviewed table) that keep " +
      'every hard rule (every judged grid 길, mixed 음양, no 불용한자, a spoken name no one teases, no given name starting with the surname\'s syllable); each name with ' +
      'its meaning (瑞 상서로울 서 · 潤 윤택할 윤), its romanization (RR and the passport spelling), its popularity, its score part by part and why in Korean and English; ' +
      'the full analysis only with include ["analysis"]. The latest top names the rules leave out are listed in excluded with the rule and the setting that admits them. ' +
      'Options: sex, otherSex, era, popularity, length, birth, fixed (돌림자), pattern, avoidSyllables, candidates (your own names to judge), flows (rank or gate), ' +
      'the analysis\'s school switches, limit and cursor. ' +
      SAME_AS('POST /v1/name/recommend'),
    inputSchema: recommendRouteSchema.body as JsonSchema,
    outputSchema: dataOf(recommendRouteSchema),
    context: 'body',
    costly: true,
    run: (args) => nameRecommendationAnswer(args as unknown as Parameters<typeof nameRecommendationAnswer>[0]),
  },
  {
    name: 'name_char',
    title: 'Name-usable hanja',
    description:
      "One character of the Supreme Court's list of name-usable hanja (대법원 인명용 한자): its readings, the reading a name uses, its meaning (훈), " +
      'radical, strokes as written and 원획 with the rule that gave them, its 수리오행 and 자원오행. ' +
      SAME_AS('GET /v1/name/char/{hanja}'),
    // A path has no room for other fields; as arguments, the object is closed like a body.
    inputSchema: { ...(nameCharRouteSchema.params as JsonSchema), additionalProperties: false },
    outputSchema: dataOf(nameCharRouteSchema),
    context: 'params',
    run: (args) => nameCharAnswer((args as { hanja: string }).hanja),
  },
  {
    name: 'name_chars',
    title: 'Name-usable hanja of a hangul reading',
    description:
      "The characters of the Supreme Court's list of name-usable hanja read as one hangul syllable, or written so at the start of a name " +
      '(이 finds 李 and 利, whose readings are 리), most used first, each with its readings, meaning, strokes (원획 and as written) and 발음오행: ' +
      'to write in hanja a name given in hangul, syllable by syllable. ' +
      SAME_AS('GET /v1/name/chars'),
    inputSchema: nameCharsRouteSchema.querystring as JsonSchema,
    outputSchema: dataOf(nameCharsRouteSchema),
    context: 'querystring',
    run: (args) => {
      const { reading, offset, limit } = args as { reading: string; offset: number; limit: number };
      return nameCharsByReading(reading, { offset, limit });
    },
  },
  {
    name: 'calendar_day',
    title: 'Korean calendar day',
    description:
      "One day of the Korean lunisolar calendar (KASI's for lunar years 1900-2050, computed astronomically to 2100 and marked provisional), " +
      'from its solar or its lunar date: both dates, the weekday, the year, month and day pillars (간지) with readings, the solar term beginning on it, ' +
      'the length of the lunar month and the leap month of the lunar year. ' +
      SAME_AS('GET /v1/calendar/day'),
    inputSchema: calendarDayRouteSchema.querystring as JsonSchema,
    outputSchema: dataOf(calendarDayRouteSchema),
    context: 'querystring',
    fieldCodes: CALENDAR_DAY_FIELD_CODES,
    run: (args) => calendarDay(args as Parameters<typeof calendarDay>[0]),
  },
  {
    name: 'calendar_terms',
    title: 'Solar terms of a year',
    description:
      'The 24 solar terms (절기) of a Gregorian year, 소한 first and 동지 last: names in hangul and hanja, the Sun\'s longitude, ' +
      'and the instant to the minute in Korean civil time (with its UTC offset, summer time and +08:30 where Korea kept them) and in UTC. ' +
      SAME_AS('GET /v1/calendar/terms'),
    inputSchema: solarTermsRouteSchema.querystring as JsonSchema,
    outputSchema: dataOf(solarTermsRouteSchema),
    context: 'querystring',
    run: (args) => solarTermYear((args as { year: number }).year),
  },
  {
    name: 'calendar_pillars',
    title: 'Four pillars (사주) at an instant',
    description:
      "The four pillars (year, month, day, hour) at an instant on Korean civil time: the year turns at 입춘's instant, the month at each 節, " +
      'month stem by 五虎遁, hour by two-hour periods from 23:00 with stem by 五鼠遁; with the 띠 and the five elements of each pillar. ' +
      SAME_AS('GET /v1/calendar/pillars'),
    inputSchema: fourPillarsRouteSchema.querystring as JsonSchema,
    outputSchema: dataOf(fourPillarsRouteSchema),
    context: 'querystring',
    run: (args) => fourPillarsAt(args as unknown as Parameters<typeof fourPillarsAt>[0]),
  },
  {
    name: 'calendar_month',
    title: 'Korean calendar month',
    description:
      "Every day of a Gregorian month (1900-02 to 2100-12) with its lunar date, weekday, day pillar and the solar term beginning on it, and the month's terms. " +
      SAME_AS('GET /v1/calendar/month'),
    inputSchema: calendarMonthRouteSchema.querystring as JsonSchema,
    outputSchema: dataOf(calendarMonthRouteSchema),
    context: 'querystring',
    run: (args) => {
      const { year, month } = args as { year: number; month: number };
      return calendarMonth(year, month);
    },
  },
];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

export const isTool = (name: string): boolean => BY_NAME.has(name);
export const isCostlyTool = (name: string): boolean => BY_NAME.get(name)?.costly === true;

/** A tool's words for a refused argument: `name_analyze: argument "birth" must be …` / `name_analyze: 인자 "birth": …`. */
function toolFaultText(tool: ToolSpec): FaultText {
  return namedFaultText((path) =>
    path.length === 0
      ? { en: `${tool.name}: the arguments`, ko: `${tool.name}: 인자` }
      : { en: `${tool.name}: argument "${fieldPath(path)}"`, ko: `${tool.name}: 인자 "${fieldPath(path)}"` },
  );
}

/**
 * A tool's arguments checked against its contract: what the endpoint would refuse, the tool refuses with the same code.
 * A digit argument given as a number (`id: 212`, as a model writes an id that looks like one) is read as its digits first,
 * so `212` and `"212"` are one gwae and `119` is refused as `"119"` is (BAD_GWAE_ID).
 */
export function toolArguments(tool: ToolSpec, args: unknown): Record<string, unknown> {
  return validateRequest<Record<string, unknown>>(tool.inputSchema, digitsAsText(tool, args), tool.context, tool.fieldCodes, toolFaultText(tool));
}

function digitsAsText(tool: ToolSpec, args: unknown): unknown {
  if (!tool.digitArguments || typeof args !== 'object' || args === null || Array.isArray(args)) return args;
  const out = { ...(args as Record<string, unknown>) };
  for (const name of tool.digitArguments) {
    const value = out[name];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) out[name] = String(value);
  }
  return out;
}

/** The input schema as tools/list gives it: a digit argument may be the string or the integer. */
export function listedInputSchema(tool: ToolSpec): JsonSchema {
  if (!tool.digitArguments) return tool.inputSchema;
  const properties = { ...tool.inputSchema.properties };
  for (const name of tool.digitArguments) {
    const { description, examples, ...text } = properties[name] as { description?: string; examples?: unknown[] };
    properties[name] = {
      description: `${description ?? name}; the digits as a string or as an integer ("212" or 212)`,
      ...(examples && { examples }),
      anyOf: [text, { type: 'integer', minimum: 111, maximum: 863 }],
    };
  }
  return { ...tool.inputSchema, properties };
}
