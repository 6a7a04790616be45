/**
 * The answer of POST /v1/name/recommend as data: the recommendation and the
 * sources and rules it used. One builder for the route, the library, the CLI
 * and the MCP server.
 */
import { DICTIONARY_VERSION } from '../../hanja/index.js';
import { READING_TABLE_VERSION } from '../../hanja/reading.js';
import { CALC_SOURCE } from '../../version.js';
import { AVOID_HANJA_VERSION } from '../avoidHanja.js';
import { FLOW_RULES, PHONETIC_SCHOOL_RULES, RESOURCE_ELEMENTS_VERSION } from '../../elements/index.js';
import { GRID_SYSTEMS, NUMBERS81_VERSION } from '../analysis/index.js';
import { AVOID_READINGS_RULE, AVOID_READINGS_VERSION, GIVEN_NAMES_VERSION, POPULARITIES } from './namePool.js';
import { type Recommendation, recommendNames } from './recommend.js';
import type { RecommendInput } from './recommendInput.js';
import { FAMILIAR_AT_WORDS, RECOMMEND_WEIGHTS, SAME_SYLLABLE_MAX } from './recommendRank.js';
import { NAME_MEANINGS_RULE, NAME_MEANINGS_VERSION } from './nameMeanings.js';
import { HANJA_SETS_VERSION } from './hanjaSets.js';
import { SURNAME_HANJA_VERSION } from './surnameChoices.js';

export type NameRecommendationSource = {
  calc: string;
  dictionary: string;
  readingTable: string;
  numbers81: string;
  givenNames: string;
  surnameHanja: string;
  resourceElements: string;
  avoidHanja: string;
  avoidReadings: string;
  nameMeanings: string;
  hanjaSets: string;
  rules: { hard: string; rank: string; diversity: string; popularity: string; gridSystem: string; flow: string; phoneticSchool: string; avoidReadings: string; nameMeanings: string };
};

export type NameRecommendationAnswer = Recommendation & { source: NameRecommendationSource };

export function nameRecommendationAnswer(request: RecommendInput): NameRecommendationAnswer {
  const recommendation = recommendNames(request);
  const { input } = recommendation;
  const weights = Object.entries(RECOMMEND_WEIGHTS).map(([part, weight]) => `${part} ${weight}`).join(', ');
  return {
    ...recommendation,
    source: {
      calc: CALC_SOURCE,
      dictionary: DICTIONARY_VERSION,
      readingTable: READING_TABLE_VERSION,
      numbers81: NUMBERS81_VERSION,
      givenNames: GIVEN_NAMES_VERSION,
      surnameHanja: SURNAME_HANJA_VERSION,
      resourceElements: RESOURCE_ELEMENTS_VERSION,
      avoidHanja: AVOID_HANJA_VERSION,
      avoidReadings: AVOID_READINGS_VERSION,
      nameMeanings: NAME_MEANINGS_VERSION,
      hanjaSets: HANJA_SETS_VERSION,
      rules: {
        hard:
          'court-listed name hanja only, in KS X 1001, none on the 불용한자 lists and none whose gloss is on the reviewed avoid words, unless fixed; every judged grid of the grid system 길; 수리오행 and 발음오행 pass the flow rule; ' +
          '음양 not all one; the pattern, the fixed syllable or hanja, the syllables to avoid; no name on the reviewed list of readings to avoid',
        rank:
          `weights ${weights} (Σ weight × share, rounded at the end): grids = both systems' judged grids (길 1, 반길 0.5, 흉 0); flows = 발음·수리·삼원·자원오행 each graded by allSangsaeng; ` +
          `elements = 사주 보완 with a birth (a needed element supplied and no 기신 1, neither 0.5, a 기신 0), else distinct 자원오행 over the characters; ` +
          `hanja = per given-name character, 0.4 for a gloss on the reviewed list of name-worthy meanings, 0.4 × its set (basic education hanja 1, KS X 1001 0.75, other 0), 0.2 × word lines of libhangul's dictionary (log scale, full at ${FAMILIAR_AT_WORDS}); naturalness = published lists naming the name, log scale ` +
          '(a name of the other sex\'s lists at most half, a made name half its rarer syllable\'s share); ties: the name on more lists, then code-point order',
        diversity: `each hangul name once, with its best hanja; at most ${SAME_SYLLABLE_MAX} names share the first syllable the request leaves free; names of the other sex's lists only after those of the sex asked`,
        popularity: `${input.popularity}: ${POPULARITIES[input.popularity]}`,
        gridSystem: `${input.gridSystem}: ${GRID_SYSTEMS[input.gridSystem]}`,
        flow: `${input.flowRule}: ${FLOW_RULES[input.flowRule]}`,
        phoneticSchool: PHONETIC_SCHOOL_RULES[input.school],
        avoidReadings: AVOID_READINGS_RULE,
        nameMeanings: NAME_MEANINGS_RULE,
      },
    },
  };
}
