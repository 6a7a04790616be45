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
import { HANGUL_NAMES_VERSION, HANGUL_WEIGHTS } from './hangulNames.js';
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
        hard: 'the reviewed table\'s hanja for each syllable and sex, no 불용한자 (unless fixed); judged grids 길; 음양 mixed; the spoken name not teasable, not repeating the surname; pattern, fixed, avoidSyllables; flows "gate": 발음·수리오행 flows',
        hanja: GIVEN_NAME_HANJA_RULE,
        rank: `${weights}; a 순우리말 name (kind "hangul"): popularity ${HANGUL_WEIGHTS.popularity}, flows ${HANGUL_WEIGHTS.flows} — each name's parts are weight × its share (docs/name.md)`,
        diversity: `at most ${SAME_SYLLABLE_MAX} names per first free syllable before the rest; the other sex's names last`,
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
