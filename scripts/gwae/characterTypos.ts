/**
 * Character or reading: where the reading check would replace a syllable of the
 * transcription, the syllable may be right and the character wrong (311 month 12
 * verse 2 `大財人手` read 대재입수, where the text writes 大財入手 three times
 * elsewhere; 551 month 9 verse 2 `佛前到誠` read 불전치성, the reading of 佛前致誠).
 * So no such syllable is replaced without a decision, and every one is listed.
 * For each, this looks for phrases of the whole text that differ from this one
 * in exactly that character and whose character there has the given syllable as
 * a reading — the text's own evidence that the reading names another character.
 *
 * The decision, first that applies:
 *  - `erratum`: a hanja erratum (data/gwae/errata.tsv) changes the character —
 *    it was the slip, and the erratum keeps the given reading where it fits;
 *  - `kept-phrase-recurs`: the phrase as written occurs elsewhere in the text;
 *  - `kept-reading-habit`: the transcription gives this character the same
 *    syllable in other places (a habit, e.g. 遊 read 류, not a slip at one place);
 *  - `kept-reviewed`: a reviewed row of data/gwae/syllable-slips.tsv says why the
 *    syllable names no better character (scripts/gwae/syllableSlips.ts);
 *  - `undecided`: none of these — the build refuses it.
 */
import type { Erratum } from './errata.js';
import { isReadingOf, type ReadingFix } from './readingCheck.js';
import { type Place, placeKey } from './snapshot.js';
import type { SyllableSlip } from './syllableSlips.js';

/** A verse or title as transcribed (NFC, before the errata), with what the check would replace in it. */
export interface TranscribedVerse {
  place: Place;
  hanja: string;
  fixes: readonly ReadingFix[];
}

export interface PhraseOccurrences {
  phrase: string;
  /** The character this phrase has where the checked phrase has the suspect one. */
  char: string;
  places: Place[];
}

export type TypoDecision = 'erratum' | 'kept-phrase-recurs' | 'kept-reading-habit' | 'kept-reviewed' | 'undecided';

export interface CharacterTypo {
  place: Place;
  verse: string;
  phrase: string;
  /** Index of the suspect character in the phrase (code points). */
  at: number;
  /** Its 1-based position in the verse, spaces not counted (as reading-errata.tsv counts). */
  position: number;
  char: string;
  given: string;
  /** What the reading check would put instead. */
  ruled: string;
  /** Phrases elsewhere that differ only at `at`, with a character read `given` there. */
  variants: PhraseOccurrences[];
  /** The phrase as written, at other places. */
  phraseElsewhere: Place[];
  /** Other places where the transcription gives `char` the same syllable, which the check would replace. */
  sameSyllableElsewhere: Place[];
  /** The hanja erratum of this place, if errata.tsv has one that changes this character. */
  erratum: Erratum | null;
  /** The reviewed row of syllable-slips.tsv, where the decision is `kept-reviewed`. */
  reviewed: SyllableSlip | null;
  decision: TypoDecision;
}

function phraseIndex(verses: readonly TranscribedVerse[]): Map<string, Place[]> {
  const index = new Map<string, Place[]>();
  for (const verse of verses) {
    for (const phrase of verse.hanja.split(' ')) {
      const places = index.get(phrase) ?? [];
      places.push(verse.place);
      index.set(phrase, places);
    }
  }
  return index;
}

/** Phrases of the index that differ from `phrase` exactly at `at`, where their character reads `syllable`. */
function variantsOf(index: Map<string, Place[]>, phrase: string, at: number, syllable: string): PhraseOccurrences[] {
  const chars = Array.from(phrase);
  const variants: PhraseOccurrences[] = [];
  for (const [other, places] of index) {
    const otherChars = Array.from(other);
    if (otherChars.length !== chars.length || otherChars[at] === chars[at]) continue;
    if (!otherChars.every((ch, i) => i === at || ch === chars[i])) continue;
    if (isReadingOf(otherChars[at]!, syllable)) variants.push({ phrase: other, char: otherChars[at]!, places });
  }
  return variants.sort((a, b) => b.places.length - a.places.length || (a.phrase < b.phrase ? -1 : 1));
}

type Undecided = Omit<CharacterTypo, 'decision' | 'reviewed'>;

function decide(typo: Undecided): Exclude<TypoDecision, 'kept-reviewed' | 'undecided'> | null {
  if (typo.erratum) return 'erratum';
  if (typo.phraseElsewhere.length > 0) return 'kept-phrase-recurs';
  if (typo.sameSyllableElsewhere.length > 0) return 'kept-reading-habit';
  return null;
}

/** The reviewed decision on a syllable the text could not decide: a row of syllable-slips.tsv, or null. */
export type ReviewedSlipAt = (typo: Undecided) => SyllableSlip | null;

/**
 * Every syllable the check would replace in the transcription, with the text's
 * evidence and the decision on it; in text order. `reviewedAt` is asked only
 * where the text decides nothing.
 */
export function findCharacterTypos(
  verses: readonly TranscribedVerse[],
  hanjaErratumAt: (place: Place) => Erratum | null,
  reviewedAt: ReviewedSlipAt = () => null,
): CharacterTypo[] {
  const index = phraseIndex(verses);
  const syllableFixes = verses.flatMap((verse) =>
    verse.fixes.filter((fix) => fix.kind === 'syllable' && fix.at !== undefined).map((fix) => ({ verse, fix })),
  );
  const typos: CharacterTypo[] = [];
  for (const { verse, fix } of syllableFixes) {
    const at = fix.at!;
    const char = fix.char!;
    const variants = variantsOf(index, fix.hanja, at, fix.given);
    // Only a row that changes this very character answers the suspicion (a row may mend the other half).
    const row = hanjaErratumAt(verse.place);
    const phraseIndex = verse.hanja.split(' ').indexOf(fix.hanja);
    const corrected = row?.to.split(' ')[phraseIndex];
    const erratum = row && corrected !== undefined && Array.from(corrected)[at] !== char ? row : null;
    const elsewhere = (place: Place) => placeKey(place) !== placeKey(verse.place);
    const typo = {
      place: verse.place,
      verse: verse.hanja,
      phrase: fix.hanja,
      at,
      position: fix.position!,
      char,
      given: fix.given,
      ruled: fix.fixed,
      variants,
      phraseElsewhere: (index.get(fix.hanja) ?? []).filter(elsewhere),
      sameSyllableElsewhere: syllableFixes
        .filter((other) => other.fix.char === char && other.fix.given === fix.given && elsewhere(other.verse.place))
        .map((other) => other.verse.place),
      erratum,
    };
    const decided = decide(typo);
    const reviewed = decided === null ? reviewedAt(typo) : null;
    typos.push({ ...typo, reviewed, decision: decided ?? (reviewed ? 'kept-reviewed' : 'undecided') });
  }
  return typos;
}
