/** The rules that keep a name out of a recommendation, one type for the judge (judge.ts), the 한글 이름 path (hangulNames.ts) and their words (excluded.ts). */
export type ExclusionRule =
  | 'length'
  | 'era'
  | 'popularity'
  | 'pattern'
  | 'fixed'
  | 'avoidSyllables'
  | 'repeatsSurname'
  | 'spokenWord'
  | 'phoneticFlow'
  | 'nativeKoreanName'
  | 'noCustomaryHanja'
  | 'noHanjaKeepsRules';
