/**
 * The answer of POST /v1/name/analyze as data, `{input, result, source}`: one
 * builder for the route, the library, the CLI and the MCP server.
 */
import { DICTIONARY_VERSION, READING_TABLE_VERSION } from '../../hanja/index.js';
import { CALC_SOURCE } from '../../version.js';
import { type AnalyzeInput, type AnalyzeResult, analyzeName, normalizeNameInput, type NormalizedInput } from './analyze.js';
import { AVOID_HANJA_VERSION } from '../avoidHanja.js';
import { FLOW_RULES, PHONETIC_SCHOOL_RULES, RESOURCE_ELEMENTS_VERSION, STROKE_ELEMENT_RULE } from '../../elements/index.js';
import { SAMWON_BASES } from './samwon.js';
import { NUMBERS81_VERSION } from './numbers81.js';
import { SURNAMES_VERSION } from '../../hanja/surnames.js';

// Type aliases, not interfaces: the route's schema-derived reply type needs their implicit index signature.
export type NameAnalysisSource = {
  calc: string;
  dictionary: string;
  readingTable: string;
  numbers81: string;
  surnames: string;
  resourceElements: string;
  avoidHanja: string;
  rules: {
    gyeok: string;
    wrap: string;
    reading: string;
    yinYang: string;
    phoneticSchool: string;
    score: string;
    strokeElement: string;
    samwon: string;
    flow: string;
    resourceElement: string;
  };
};

export type NameAnalysisAnswer = {
  /** The request as understood. */
  input: NormalizedInput;
  /** The analysis, with its `source` among its parts as the specification lists them (the same object as the answer's `source`). */
  result: AnalyzeResult & { source: NameAnalysisSource };
  source: NameAnalysisSource;
};

/**
 * The sources and rules of an analysis depend on three of its options only:
 * each set of them is made once, frozen, and the same object is given to
 * every answer with those options (so a caller may also keep its JSON by it).
 */
const SOURCES = new Map<string, NameAnalysisSource>();

function analysisSource(input: NormalizedInput): NameAnalysisSource {
  const key = `${input.school}\u0000${input.samwonBasis}\u0000${input.flowRule}`;
  let source = SOURCES.get(key);
  if (source === undefined) {
    source = makeSource(input);
    Object.freeze(source.rules);
    SOURCES.set(key, Object.freeze(source));
  }
  return source;
}

function makeSource({ school, samwonBasis, flowRule }: NormalizedInput): NameAnalysisSource {
  return {
    calc: CALC_SOURCE,
    dictionary: DICTIONARY_VERSION,
    readingTable: READING_TABLE_VERSION,
    numbers81: NUMBERS81_VERSION,
    surnames: SURNAMES_VERSION,
    resourceElements: RESOURCE_ELEMENTS_VERSION,
    avoidHanja: AVOID_HANJA_VERSION,
    rules: {
      gyeok: '五格 of 熊崎 as taught by 五聖閣 (virtual stroke +1 for a one-character surname or given name; 천격 not judged) and 元亨利貞 (surname as one unit; 이격 of a one-character given name is the surname alone)',
      wrap: 'above 81, take 80 away until at most 81 (82 is 2): 81 is 환원격, the return to the beginning',
      reading: 'the court reading the reading table ranks first (Unihan E reading, then libhangul word use); surnames from the surname table; 두음법칙 at the start of the surname and of the given name',
      yinYang: 'odd strokes 양, even 음; all the same (純陽/純陰) bad, any mix good',
      phoneticSchool: PHONETIC_SCHOOL_RULES[school],
      score: 'weights person 25, earth 20, outer 10, total 20, yinYang 10, phoneticElements 15; 길/good 1, 반길/ordinary 0.5, 흉/bad 0',
      strokeElement: STROKE_ELEMENT_RULE,
      samwon: `${samwonBasis}: ${SAMWON_BASES[samwonBasis]}`,
      flow: `${flowRule}: ${FLOW_RULES[flowRule]}`,
      resourceElement: 'a character override first (천간, 지지, 河圖 numerals, reviewed meanings), else the element of its Kangxi radical (reduced forms as their full radical); null where no rule gives one',
    },
  };
}

/** The analysis of a name; throws TojeongError (BAD_INPUT, CHAR_NOT_FOUND, CALC_ERROR) as the endpoint answers. */
export function nameAnalysisAnswer(request: AnalyzeInput): NameAnalysisAnswer {
  const input = normalizeNameInput(request);
  const source = analysisSource(input);
  return { input, result: { ...analyzeName(input), source }, source };
}
