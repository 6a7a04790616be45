/**
 * The answer of POST /v1/name/recommend as data: the recommendation, the
 * surname as taken (with the other hanja a hangul surname may be written
 * with), and the sources and rules it used. One builder for the route, the
 * library, the CLI and the MCP server.
 */
import { DICTIONARY_VERSION } from '../../hanja/index.js';
import { READING_TABLE_VERSION } from '../../hanja/reading.js';
import { CALC_SOURCE } from '../../version.js';
import { AVOID_HANJA_VERSION } from '../avoidHanja.js';
import { FLOW_RULES, PHONETIC_SCHOOL_RULES, RESOURCE_ELEMENTS_VERSION } from '../../elements/index.js';
import { GRID_SYSTEMS, NUMBERS81_VERSION } from '../analysis/index.js';
import { GIVEN_NAME_HANJA_RULE, GIVEN_NAME_HANJA_VERSION } from './givenNameHanja.js';
import { HANGUL_NAMES_VERSION } from './hangulNames.js';
import { ERAS, GIVEN_NAMES_VERSION, POPULARITIES } from './namePool.js';
import { type Recommendation, recommendNames } from './recommend.js';
import type { RecommendInput } from './recommendInput.js';
import { RECOMMEND_WEIGHTS, SAME_SYLLABLE_MAX } from './recommendRank.js';
import { AVOID_READINGS_RULE, AVOID_READINGS_VERSION } from './speech.js';
import { FLOWS_AS } from './strokeRules.js';
import { SURNAME_HANJA_VERSION } from './surnameChoices.js';
import { SURNAME_ROMANIZATION_VERSION } from './surnameRomanization.js';

export type NameRecommendationSource = {
  calc: string;
  dictionary: string;
  readingTable: string;
  numbers81: string;
  givenNames: string;
  givenNameHanja: string;
  hangulNames: string;
  surnameHanja: string;
  surnameRomanization: string;
  resourceElements: string;
  avoidHanja: string;
  avoidReadings: string;
  rules: { hard: string; hanja: string; rank: string; diversity: string; era: string; popularity: string; flows: string; gridSystem: string; flow: string; phoneticSchool: string; avoidReadings: string };
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
      givenNameHanja: GIVEN_NAME_HANJA_VERSION,
      hangulNames: HANGUL_NAMES_VERSION,
      surnameHanja: SURNAME_HANJA_VERSION,
      surnameRomanization: SURNAME_ROMANIZATION_VERSION,
      resourceElements: RESOURCE_ELEMENTS_VERSION,
      avoidHanja: AVOID_HANJA_VERSION,
      avoidReadings: AVOID_READINGS_VERSION,
      rules: {
        hard:
          'hanja of the reviewed table for each syllable and sex, none on the 불용한자 lists (unless fixed); every judged grid 길; 음양 mixed; the given name not starting with the surname\'s syllable; ' +
          'the spoken name no word of the reviewed list; the pattern, fixed and avoided syllables; with flows "gate", 발음·수리오행 passing the flow rule',
        hanja: GIVEN_NAME_HANJA_RULE,
        rank:
          `weights ${weights}: hanja = how customary each character is for its syllable (1 down to 0.4); popularity = the name's lists of the era and sex by recency and rank; ` +
          'grids = both systems\' judged grids; elements = 사주 보완 with a birth, else distinct 자원오행; flows = 발음·수리 (from the surname\'s last character), 삼원·자원오행 by allSangsaeng',
        diversity: `each name once; at most ${SAME_SYLLABLE_MAX} share the first free syllable before the rest; the other sex's names last`,
        era: `${input.era}: ${ERAS[input.era]}`,
        popularity: `${input.popularity}: ${POPULARITIES[input.popularity]}`,
        flows: `${input.flows}: ${FLOWS_AS[input.flows]}`,
        gridSystem: `${input.gridSystem}: ${GRID_SYSTEMS[input.gridSystem]}`,
        flow: `${input.flowRule}: ${FLOW_RULES[input.flowRule]}`,
        phoneticSchool: PHONETIC_SCHOOL_RULES[input.school],
        avoidReadings: AVOID_READINGS_RULE,
      },
    },
  };
}
