/**
 * How one request judges a hangul name (recommend.ts): the hard rules in
 * order — the pattern, the fixed syllable, the syllables to avoid, the spoken
 * name (speech.ts), the 발음오행 flow where the request makes flows gates —
 * and then the best hanja among the characters families write for each
 * syllable (recommendHanja.ts), or the rule that keeps the name out. Made
 * once per request; the names left out are judged by it again (excluded.ts).
 */
import { TojeongError } from '../../errors.js';
import { initialConsonant, nameHanja } from '../../hanja/index.js';
import { resourceElementOf } from '../../hanja/charResourceElement.js';
import { phoneticElement, relation, verdictUnder } from '../../elements/index.js';
import { type Saju, sajuOf } from '../../saju/index.js';
import { birthInputOf } from '../analysis/forRecommender.js';
import type { PoolName } from './namePool.js';
import { bestHanja, type Candidate, charChoices, chooserOf, fixedChoice, graded } from './recommendHanja.js';
import { fixedSyllables, type NormalizedRecommendInput, parsePattern, type PatternSlot } from './recommendInput.js';
import type { ExclusionRule } from './exclusionRule.js';
import { isNativeKoreanName } from './hangulNames.js';
import { repeatsSurname, spokenWordOf } from './speech.js';
import { allowedStrokeTuples } from './strokeRules.js';

export type { ExclusionRule };

export function slotMatches(slot: PatternSlot, syllable: string): boolean {
  if (slot.kind === 'any') return true;
  if (slot.kind === 'syllable') return slot.syllable === syllable;
  return initialConsonant(syllable) === slot.initial;
}

/** What one request judges every name with, computed once. */
export type Judge = {
  input: NormalizedRecommendInput;
  saju: Saju | null;
  slots: PatternSlot[] | null;
  /** Judges one hangul name: the best candidate, or the rule that keeps it out. */
  judge(name: PoolName): Candidate | ExclusionRule;
};

export function judgeOf(input: NormalizedRecommendInput): Judge {
  const surname = Array.from(input.surname.hanja);
  const surnameReading = input.surname.hangul;
  const surnameStrokes = surname.map((h) => nameHanja(h)!.strokes);
  const surnameResource = surname.map((h) => resourceElementOf(h, input.resourceSchool).value);
  const saju = input.birth === null ? null : sajuOfRequest(input.birth, input.needMethod);
  const slots = input.pattern === null ? null : parsePattern(input.pattern, input.length);
  const fixedAt = input.fixed === null ? -1 : input.fixed.position - 1;
  const fixedSounds = input.fixed === null ? null : new Set(fixedSyllables(input.fixed));
  const avoidSet = new Set(input.avoidSyllables);
  const tuplesOf = (length: 1 | 2) => allowedStrokeTuples(surnameStrokes, length, input).tuples;
  const choosers = new Map<1 | 2, ReturnType<typeof chooserOf>>();
  const chooserFor = (length: 1 | 2) => {
    let chooser = choosers.get(length);
    if (!chooser) choosers.set(length, (chooser = chooserOf(tuplesOf(length), surnameResource, saju)));
    return chooser;
  };
  // 발음오행 from the surname's last syllable: a two-character surname is one family's name, not judged against itself.
  const lastSurnameElement = phoneticElement(Array.from(surnameReading).at(-1)!, input.school);
  const judge = (name: PoolName): Candidate | ExclusionRule => {
    const { syllables } = name;
    if (slots !== null && (syllables.length !== slots.length || !slots.every((slot, i) => slotMatches(slot, syllables[i]!)))) return 'pattern';
    if (fixedSounds !== null && !fixedSounds.has(syllables[fixedAt]!)) return 'fixed';
    if (syllables.some((s) => avoidSet.has(s))) return 'avoidSyllables';
    if (repeatsSurname(surnameReading, name.hangul)) return 'repeatsSurname';
    if (spokenWordOf(surnameReading, name.hangul)) return 'spokenWord';
    const elements = [lastSurnameElement, ...syllables.map((s) => phoneticElement(s, input.school))];
    const relations = elements.slice(1).map((to, i) => relation(elements[i]!, to));
    if (input.flows === 'gate' && verdictUnder(input.flowRule, relations) !== 'good') return 'phoneticFlow';
    // A 순우리말 name (한결, 하늘) is given without hanja: hanja forced onto it read as a made-up word (a reader grading the names found 翰潔).
    if (isNativeKoreanName(name.hangul)) return 'nativeKoreanName';
    const places = syllables.map((s, i) => (i === fixedAt && input.fixed!.hanja !== null ? [fixedChoice(input.fixed!.hanja, s, input.resourceSchool)] : charChoices(s, i === 0, input.sex, input.resourceSchool)));
    if (places.some((p) => p.length === 0)) return 'noCustomaryHanja';
    const best = bestHanja(name, places, graded(relations), chooserFor(syllables.length as 1 | 2));
    return best ?? 'noHanjaKeepsRules';
  };
  return { input, saju, slots, judge };
}

/** The chart of the request's birth; a birth outside the table is the request's mistake here: 400, naming the field. */
function sajuOfRequest(birth: NonNullable<NormalizedRecommendInput['birth']>, method: NormalizedRecommendInput['needMethod']): Saju {
  try {
    return sajuOf(birthInputOf(birth), method);
  } catch (error) {
    if (error instanceof TojeongError && error.code === 'CALC_ERROR') throw new TojeongError('BAD_INPUT', error.text);
    throw error;
  }
}

