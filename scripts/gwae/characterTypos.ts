/**
 * Character or reading: where the reading check would replace a syllable of the
 * transcription, the syllable may be right and the character wrong (311 month 12
 * verse 2 `大財人手` read 대재입수, where the text writes 大財入手 three times
 * elsewhere). This looks, for every such syllable, for phrases of the whole text
 * that differ from this one in exactly that character and whose character there
 * has the given syllable as a reading — the text's own evidence that the reading
 * names another character.
 *
 * The evidence is weighed against two signs that the character is right and the
 * syllable the slip: the phrase as written occurs elsewhere in the text too, or
 * the transcription gives this character the same wrong syllable in other places
 * (a reading habit, e.g. 遊 read 류). A place with evidence and neither sign is
 * a character typo, and its fix is a hanja erratum (data/gwae/errata.tsv) that
 * keeps the given reading; the report shows the decision for every place.
 */
import type { Erratum } from './errata.js';
import { isReadingOf, type ReadingFix } from './readingCheck.js';
import { type Place, placeKey } from './snapshot.js';

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

export type TypoDecision = 'erratum' | 'kept-phrase-recurs' | 'kept-reading-habit' | 'undecided';

export interface CharacterTypo {
  place: Place;
  verse: string;
  phrase: string;
  /** Index of the suspect character in the phrase (code points). */
  at: number;
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
  /** The hanja erratum of this place, if errata.tsv has one. */
  erratum: Erratum | null;
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

function decide(typo: Omit<CharacterTypo, 'decision'>): TypoDecision {
  if (typo.erratum) return 'erratum';
  if (typo.phraseElsewhere.length > 0) return 'kept-phrase-recurs';
  if (typo.sameSyllableElsewhere.length > 0) return 'kept-reading-habit';
  return 'undecided';
}

/**
 * Every syllable the check would replace in the transcription for which the
 * text has a variant phrase, or whose place has a hanja erratum; in text order.
 */
export function findCharacterTypos(
  verses: readonly TranscribedVerse[],
  hanjaErratumAt: (place: Place) => Erratum | null,
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
    if (variants.length === 0 && !erratum) continue;
    const elsewhere = (place: Place) => placeKey(place) !== placeKey(verse.place);
    const typo = {
      place: verse.place,
      verse: verse.hanja,
      phrase: fix.hanja,
      at,
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
    typos.push({ ...typo, decision: decide(typo) });
  }
  return typos;
}
