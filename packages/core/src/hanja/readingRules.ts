/**
 * The rules a Korean reader applies when reading hanja text aloud, beyond each
 * character's default reading (src/hanja/reading.ts applies them). Each rule
 * names its source. "표준" is 표준국어대사전 (National Institute of Korean
 * Language); "맞춤법" is 한글 맞춤법 (문교부 고시 제88-1호, as revised 2017).
 * The examples are verses of the default gwae edition (data/gwae/).
 *
 * Every rule has an id: the build of the default edition names, for every
 * syllable it serves differently from the transcription, the rule that decided
 * it (data/gwae/reading-errata.tsv).
 */

/** The ids of the rules, as the reading errata name them. */
export const RULE_IDS = {
  /** The transcription's syllable is no reading of its character at all (a typo): the rules' syllable replaces it. */
  notAReading: 'not-a-reading',
  /** A character with several readings, in the sense of the table's first reading (no SENSE_RULES entry matches there). */
  defaultSense: 'default-sense',
  /** 맞춤법 제10–12항: a word's first syllable takes its 두음법칙 form (年運 연운, 露下 노하). */
  wordStart: 'dueum-word-start',
  /** 맞춤법 제10–12항 다만/붙임: inside a word the sound stays (落淚 낙루, 春雷 춘뢰, 渴龍 갈룡). */
  inWord: 'no-dueum-in-word',
  /** 맞춤법 제11항 붙임 1: 렬·률 after a vowel or ㄴ are written 열·율 (羅列 나열, 規律 규율). */
  yeolYul: 'yeol-yul',
  /** A surname stands as a word of its own, read as a surname (李 이, 金 김, 沈 심). */
  surname: 'surname',
  /** A word with a customary sound (맞춤법 제52항 and the words listed in WORD_READINGS). */
  word: 'word',
  /** 不 부 before ㄷ/ㅈ, 불 elsewhere. */
  negation: 'bu-bul',
  /** 則 as the conjunction "then" is 즉. */
  conjunction: 'jeuk',
  /** A character with several readings, read in the sense it has there (POLYPHONES). */
  sense: 'sense',
} as const;
export type ReadingRuleId = (typeof RULE_IDS)[keyof typeof RULE_IDS];

/**
 * Words read with a sound other than their characters' default readings, each
 * a word of its own (the reading applies wherever the characters stand
 * together). 맞춤법 제52항 (속음: the customary sound is the standard
 * spelling) lists 수락 受諾, 쾌락 快諾, 허락 許諾, 곤란 困難, 논란 論難, 의령 宜寧,
 * 회령 會寧, 의논 議論, 오뉴월 五六月, 유월 六月, 모과 木瓜, 시왕 十王, 시월 十月,
 * 초파일 初八日, 희로애락 喜怒哀樂, 시방정토 十方淨土, 대로 大怒 — among them the
 * 활음조 forms 오뉴월, 유월, 시월. 표준 writes 구시월 九十月 the same way (from
 * 구월 and 시월) and 모란 牡丹 as the flower's name (the text's 牧丹 is 목단, the
 * flower's other name in 표준 and libhangul).
 * 奈何 is 내하, as 표준 (내하 "어찌함") and libhangul's hanja.txt (내하 奈何,
 * 무가내하 無可奈何, 막가내하 莫可奈何; no 나하) write it. The transcription reads
 * 나하 at all 80 places, but no witness other than the transcription was found
 * (issue 49: searched published 토정비결 pages and public code), and its slips
 * (奈荷, 舊椽) suggest hanja picked from typed hangul, so its 나하 is the
 * transcriber's sound, not a printed reading; the dictionaries decide.
 * A character repeated in one word is written with the same syllable (맞춤법
 * 제13항, whose examples are 연연불망 戀戀不忘, 유유상종 類類相從, 누누이 屢屢):
 * 兩兩 양양. The words 표준 writes with the 본음 in the second place (낙락 落落
 * and 樂樂 of 희희낙락, 녹록 碌碌) need no entry: the two-word reading gives them.
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
  ['九十月', '구시월'],
  ['木瓜', '모과'],
  ['十王', '시왕'],
  ['十月', '시월'],
  ['初八日', '초파일'],
  ['喜怒哀樂', '희로애락'],
  ['十方淨土', '시방정토'],
  ['大怒', '대로'],
  ['牡丹', '모란'],
  ['奈何', '내하'],
  ['兩兩', '양양'],
]);

/** Longest first, so 五六月 wins over 六月 where both match. */
export const WORDS_LONGEST_FIRST: readonly string[] = [...WORD_READINGS.keys()].sort((a, b) => b.length - a.length);

/**
 * 則 as a conjunction ("then": 動則有害 동즉유해, 在家則吉 재가즉길) is read 즉;
 * as a noun ("rule") 칙, which in Korean it is only as the second syllable of
 * these words (표준 entries 규칙, 법칙, 원칙, 준칙, 철칙, 벌칙, 세칙, 총칙, 변칙,
 * 학칙, 교칙, 회칙, 사칙, 반칙). At the start of a phrase it keeps its default
 * reading (칙).
 */
export const CONJUNCTION_JEUK = '則';
export const RULE_NOUNS_WITH_CHIK: ReadonlySet<string> = new Set(['規', '法', '原', '準', '鐵', '罰', '細', '總', '變', '學', '校', '會', '社', '反']);

/**
 * 不 is 부 before a syllable starting with ㄷ or ㅈ (부당 不當, 부정 不正, 부족 不足,
 * 부중 不中), else 불 (불리 不利, 불가 不可, 불미 不美): 표준, entry 부-(不), "첫소리가
 * ㄷ, ㅈ인 말 앞에 붙어". The text itself reads 不中 부중 (不中奈何 부중내하).
 */
export const NEGATION_BU = '不';
export const BU_BEFORE_INITIALS: ReadonlySet<string> = new Set(['ㄷ', 'ㅈ']);

/**
 * A verse's half (four characters) is read as two two-character words (進退
 * 兩難 진퇴양난, 喜喜 樂樂 희희낙락, 落淚 낙루 at the start), so the 두음법칙
 * applies at the first and third characters and never at the second and
 * fourth: the way 표준 writes four-character idioms (男尊女卑 남존여비, 男女老少
 * 남녀노소, 苦盡甘來 고진감래, 落花流水 낙화유수). No character is exempt: 來 in the
 * third place starts its word too (貴人來助 귀인내조, 遠方來客 원방내객), as the
 * dictionaries write 來客 내객, 來到 내도, 來侵 내침 (libhangul's hanja.txt);
 * the transcription's 래 there (84 places) follows the sound of the phrase run
 * together, not the word it holds. A recorded judgement: a reader who hears
 * 來助 as 內助 may prefer 래, and the tradition's printed readings often write it.
 */
export const SECOND_WORD_START = 2;
export const FOUR_CHARACTER_PHRASE = 4;


/**
 * A phrase of another length than four (the titles) is a run of 漢文 words. A
 * title that is four characters and 之意 ("the sense of …": 進退兩難之意) reads
 * its four characters as a verse's half. Otherwise a new word starts after each
 * of these single-character words (verbs, particles and adverbs that stand
 * alone: 有 離散 "there is separation", 君者 利 "the noble one profits"), and the
 * 두음법칙 applies there; 不 is not among them, since it makes one word with what
 * follows (不利 불리, 不能 불능).
 */
export const TITLE_ENDING = '之意';
export const STANDALONE_WORDS: ReadonlySet<string> = new Set(['有', '無', '必', '之', '者', '而', '則', '若', '其', '雖', '終', '更']);

/**
 * Two-character nouns that stand as a subject in the longer titles, so the
 * character after them starts a word: 君子利小人不能之意 (gwae 323's title after
 * issue 33's erratum 君者 → 君子) is 君子 | 利 | 小人 | 不能, read 군자이소인불능지의
 * as the transcription reads it, and as 者 made it before the erratum.
 */
export const SUBJECT_WORDS: ReadonlySet<string> = new Set(['君子', '小人']);

/**
 * Surnames the text names (利在何姓 鄭李兩姓, 崔朴金鄭 同事不利, 朴金不利): a
 * surname is a word of its own, so the 두음법칙 applies (李 이, 梁 양) and it
 * takes its surname reading (金 김, 沈 심: data/name/surnames.json). A character
 * is a surname where it stands right before 姓 or 氏 (over 兩, 二 or 之: 李金兩姓,
 * 朴李之姓), or in a run of two or more of these characters. The five elements
 * written before 姓 (木姓, 金姓, 火金兩姓) are the surnames of that element
 * (성씨 오행), read as the elements (목, 금); 金 is the surname 김 only beside
 * another surname that is not an element (鄭金兩姓, 權金兩姓, 朴金不利).
 */
export const TEXT_SURNAMES: ReadonlySet<string> = new Set(['朴', '李', '金', '崔', '鄭', '權', '吳', '張', '宋', '沈', '梁', '河', '裵', '安']);
export const ELEMENTS: ReadonlySet<string> = new Set(['木', '火', '土', '金', '水']);
export const SURNAME_MARKS: ReadonlySet<string> = new Set(['姓', '氏']);
export const SURNAME_JOINERS: ReadonlySet<string> = new Set(['兩', '二', '之']);

/**
 * Characters with several readings, read by their sense in context. Each rule
 * gives the reading and the contexts (the character before or after) that
 * select it; the first rule that matches decides, and a character no rule
 * matches keeps its default reading. Sources: 표준 for the words named.
 */
export interface SenseRule {
  char: string;
  reading: string;
  sense: string;
  /** Matches when the previous character is one of these. */
  after?: ReadonlySet<string>;
  /** Matches when the next character is one of these. */
  before?: ReadonlySet<string>;
  /** Matches when the phrase also holds one of these characters. */
  withInPhrase?: ReadonlySet<string>;
  /** Matches everywhere (the default reading of the table is another sense). */
  always?: true;
}

const NUMERALS = new Set(['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '初']);

export const SENSE_RULES: readonly SenseRule[] = [
  // 更: 경 the night watch (삼경 三更, 오경 五更) and "change" (변경 變更); elsewhere the
  // table's first reading 갱 "again" (갱생 更生): 更有口舌 갱유구설, 百草更舞 백초갱무.
  { char: '更', reading: '경', sense: 'night watch, change', after: new Set([...NUMERALS, '變']) },
  // 易: 이 "easy", opposed to 難 (난이 難易, 先難後易 선난후이, 似易有難 사이유난); 역 "exchange, change" (以小易大 이소역대).
  { char: '易', reading: '이', sense: 'easy (against 難)', withInPhrase: new Set(['難']) },
  // 復: 부 "again" before a verb (부흥 復興, 부활 復活, 부생 復生); 복 "return, restore" otherwise (회복 回復;
  // 缺月復圓 결월복원: libhangul reads 復圓 복원, the moon's return to full).
  { char: '復', reading: '부', sense: 'again', before: new Set(['興', '活', '生']) },
  // 度: 탁 "to reckon" (촌탁 忖度; 晝思夜度 주사야탁 in libhangul); 도 "degree, to pass" (度厄 도액).
  { char: '度', reading: '탁', sense: 'to reckon', after: new Set(['夜', '忖']) },
  // 辰: 신 "time, day" (생신 生辰, 가신 嘉辰; 吉日令辰 길일영신) and "star" (성신 星辰 in 표준, 일월성신 日月星辰 in
  // libhangul: 不見星辰 불견성신); 진 the fifth earthly branch.
  { char: '辰', reading: '신', sense: 'time, day; star', after: new Set(['令', '生', '嘉', '誕', '吉', '良', '星']) },
  // 索: 삭 "lonely, bleak" (삭막 索莫, 삭거 索居 "living apart"); 색 "search".
  { char: '索', reading: '삭', sense: 'lonely', before: new Set(['居', '莫', '寞', '然']) },
  // 龜: 귀 the turtle (귀갑 龜甲; 龜龍 "turtle and dragon"); 구 only in place names (구미 龜尾), 균 in 균열 龜裂.
  { char: '龜', reading: '귀', sense: 'turtle', always: true },
  // 槎: 사 "raft" (乘槎 "to ride a raft", 승사); 차 "to fell".
  { char: '槎', reading: '사', sense: 'raft', after: new Set(['乘', '浮']) },
  // 異 "different" is 이 wherever it stands (차이 差異, 특이 特異, 경이 驚異 in 표준: never 리 inside a
  // word); the reading table lists 리 for it (data/hanja/readings.json), which no word of Korean uses.
  { char: '異', reading: '이', sense: 'different', always: true },
  // 否: 비 "obstructed, ill-starred", the hexagram 否 of 周易 and the 否 of 否泰 (비운 否運, 비색 否塞, 비태 否泰, 비괘 否卦 in
  // 표준 and libhangul's hanja.txt; Unihan kKorean gives PWU PI, 부 and 비), wherever it stands beside 運, 泰, 塞, 卦 or 極 or
  // after 太 "greatly" (家運太否 가운태비, 運否如此 운비여차); 부 the negation elsewhere (가부 可否, 거부 拒否, 부정 否定). The
  // reading table (Unihan kHangul 부:0E, the court list, libhangul's single characters) has only 부.
  { char: '否', reading: '비', sense: 'obstructed, ill-starred', after: new Set(['運', '泰', '塞', '太', '極']), before: new Set(['運', '泰', '塞', '卦', '極']) },
  // 洒: 쇄 "to sprinkle, shed", the character 灑 쇄 (淚洒 "tears shed", 853 yearly 8 after issue 33's erratum 淚酒 → 淚洒);
  // the table's default 선 "awe-struck" and 세 "to wash" are other words. libhangul's hanja.txt lists 쇄 among 洒's readings.
  { char: '洒', reading: '쇄', sense: 'sprinkle, shed (灑)', after: new Set(['淚']) },
  // 率: 솔 "lead", and 蟀 of 실솔 蟋蟀 (the cricket), which the text writes 悉率; 률 "rate" (비율 比率).
  { char: '率', reading: '솔', sense: 'lead; 蟋蟀', after: new Set(['悉', '蟋', '統', '引', '眞', '輕']) },
];
