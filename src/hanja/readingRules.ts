/**
 * The context rules a Korean reader applies when reading hanja text aloud,
 * beyond each character's default reading. Each rule names its source; the
 * figures quoted are from the default gwae edition's readings (data/gwae/REPORT.md),
 * which the rules are measured against.
 */

/**
 * Words read with a sound other than their characters' default readings.
 * 한글 맞춤법 제52항 (속음: the customary sound is the standard spelling) lists
 * 수락 受諾, 쾌락 快諾, 허락 許諾, 곤란 困難, 논란 論難, 의령 宜寧, 회령 會寧,
 * 의논 議論, 오뉴월 五六月, 유월 六月, 모과 木瓜, 시왕 十王, 시월 十月,
 * 초파일 初八日, 희로애락 喜怒哀樂, 시방정토 十方淨土, 대로 大怒.
 * 奈何 is 나하 in the reading tradition of 토정비결 (all 79 places of the
 * default edition; 나 is one of the court's readings of 奈), where
 * dictionaries of modern Korean give 내하.
 */
export const WORD_READINGS: ReadonlyMap<string, string> = new Map([
  ['受諾', '수락'],
  ['快諾', '쾌락'],
  ['許諾', '허락'],
  ['困難', '곤란'],
  ['論難', '논란'],
  ['宜寧', '의령'],
  ['會寧', '회령'],
  ['議論', '의논'],
  ['五六月', '오뉴월'],
  ['六月', '유월'],
  ['木瓜', '모과'],
  ['十王', '시왕'],
  ['十月', '시월'],
  ['初八日', '초파일'],
  ['喜怒哀樂', '희로애락'],
  ['十方淨土', '시방정토'],
  ['大怒', '대로'],
  ['奈何', '나하'],
]);

/** Longest first, so 五六月 wins over 六月 where both match. */
export const WORDS_LONGEST_FIRST: readonly string[] = [...WORD_READINGS.keys()].sort((a, b) => b.length - a.length);

/**
 * 則 as a conjunction ("then": 動則有害 동즉유해, 在家則吉 재가즉길) is read 즉;
 * as a noun ("rule") 칙, which in Korean it is only as the second syllable of
 * these words (표준국어대사전 entries 규칙, 법칙, 원칙, 준칙, 철칙, 벌칙, 세칙,
 * 총칙, 변칙, 학칙, 교칙, 회칙, 사칙, 반칙). At the start of a phrase it keeps
 * its default reading (칙).
 */
export const CONJUNCTION_JEUK = '則';
export const RULE_NOUNS_WITH_CHIK: ReadonlySet<string> = new Set(['規', '法', '原', '準', '鐵', '罰', '細', '總', '變', '學', '校', '會', '社', '反']);

/** 不 is 부 before a syllable starting with ㄷ or ㅈ (부당 不當, 부정 不正, 부족 不足), else 불: the sound dictionaries spell. */
export const NEGATION_BU = '不';
export const BU_BEFORE_INITIALS: ReadonlySet<string> = new Set(['ㄷ', 'ㅈ']);

/**
 * A four-character phrase is read as two two-character words (進退 兩難
 * 진퇴양난, 東西 兩方 동서양방), so the 두음법칙 applies at the start of each.
 * 來 in the third place is a verb joined to what follows (貴人來助 "a helper
 * comes to aid") and keeps 래: 84 of the default edition's 88 such places.
 */
export const SECOND_WORD_START = 2;
export const FOUR_CHARACTER_PHRASE = 4;
export const KEEPS_SOUND_AT_SECOND_WORD: ReadonlySet<string> = new Set(['來']);
