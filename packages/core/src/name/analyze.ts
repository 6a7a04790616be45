/**
 * 성명학 analysis of a name written in hanja: strokes (원획), the five grids with
 * their 81-number ratings, yin-yang, phonetic five elements, the 元亨利貞 grids,
 * a score and a grade. Pure: the dictionaries are loaded once at module load.
 */
import { TojeongError } from '../errors.js';
import { isHangulSyllable, nameHanja, type NameHanjaRecord, readingsOf, wordInitialForm } from '../hanja/index.js';
import { fiveGrids, type FiveGrids, fourGrids, type FourGrids } from './gyeok.js';
import { number81, type Rating } from './numbers81.js';
import { DEFAULT_PHONETIC_SCHOOL, type Element, phoneticElement, type PhoneticSchool, PHONETIC_SCHOOLS, relation, type Relation } from './phoneticElements.js';
import { RATING_SHARE, type ScoreLine, scoreName, type Verdict, VERDICT_SHARE } from './score.js';
import { surnameReading } from './surnames.js';

export interface NameCharInput {
  hanja: string;
  hangul?: string;
}

export type NamePartInput = string | NameCharInput[];

export interface AnalyzeInput {
  surname: NamePartInput;
  given: NamePartInput;
  school?: PhoneticSchool;
}

/** Where a character's reading comes from: the request, the surname table, the dictionary record, or the reading table. */
export const READING_SOURCES = ['input', 'surname-table', 'dictionary', 'reading-table'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** The two parts of a name, surname first. */
export const NAME_PARTS = ['surname', 'given'] as const;
export type NamePart = (typeof NAME_PARTS)[number];

/** A stroke count's parity: odd 양, even 음. */
export const PARITIES = ['양', '음'] as const;
export type Parity = (typeof PARITIES)[number];

/** The parities of a whole name: all 양 (純陽), all 음 (純陰), or mixed. */
export const ARRANGEMENTS = ['純陽', '純陰', 'mixed'] as const;
export type Arrangement = (typeof ARRANGEMENTS)[number];

export type CharResult = {
  part: NamePart;
  hanja: string;
  reading: string;
  readingSource: ReadingSource;
  strokes: number;
  yinYang: Parity;
  element: Element;
};

export type GridResult = {
  value: number;
  number: number;
  name: string;
  rating: Rating;
  disputed: boolean;
};

export type AnalyzeResult = {
  chars: CharResult[];
  fiveGrids: Record<keyof FiveGrids, GridResult & { judged: boolean }>;
  summary: { judged: number; good: number; halfGood: number; bad: number; badGrids: Array<(typeof JUDGED_GRIDS)[number]> };
  yinYang: { parities: Parity[]; arrangement: Arrangement; verdict: Verdict };
  phoneticElements: {
    school: PhoneticSchool;
    elements: Element[];
    pairs: Array<{ from: Element; to: Element; relation: Relation }>;
    verdict: Verdict;
  };
  fourGrids: Record<keyof FourGrids, GridResult>;
  score: number;
  grade: string;
  scoreBreakdown: ScoreLine[];
};

export type NormalizedInput = {
  surname: Array<{ hanja: string; hangul: string | null }>;
  given: Array<{ hanja: string; hangul: string | null }>;
  school: PhoneticSchool;
};

/** Characters in each part of a name (surname 1-2, given name 1-3). */
export const NAME_PART_LENGTHS: Readonly<Record<NamePart, readonly [min: number, max: number]>> = { surname: [1, 2], given: [1, 3] };
const HAN = /^\p{Script=Han}$/u;

function isOneCodePoint(text: string): boolean {
  if (text.length === 1) return true;
  return text.length === 2 && text.codePointAt(0)! > 0xffff;
}

/** A single hanja: in the dictionary (the common case, one map look-up), or any other Han character. */
function isOneHanja(text: string): boolean {
  return isOneCodePoint(text) && (nameHanja(text) !== undefined || HAN.test(text));
}

// The parts as a Korean reader names them, with the field; both end in a consonant, so one particle (은, 의) fits both.
const PART_KO: Record<NamePart, string> = { surname: '성(surname)', given: '이름(given)' };

function normalizePart(part: NamePart, value: NamePartInput): Array<{ hanja: string; hangul: string | null }> {
  // The request schema refuses other types before the route runs; library callers have no schema in front of them.
  if (typeof value !== 'string' && !Array.isArray(value)) {
    throw new TojeongError('BAD_INPUT', {
      en: `${part} must be a string of hanja or an array of {hanja, hangul?} objects`,
      ko: `${PART_KO[part]}에는 한자 문자열이나 {hanja, hangul?} 객체의 배열을 주세요`,
    });
  }
  const chars: NameCharInput[] = typeof value === 'string' ? Array.from(value, (hanja) => ({ hanja })) : value;
  const [min, max] = NAME_PART_LENGTHS[part];
  if (chars.length < min || chars.length > max) {
    throw new TojeongError('BAD_INPUT', {
      en: `${part} must have ${min} to ${max} characters, got ${chars.length}`,
      ko: `${PART_KO[part]}은 ${min}자에서 ${max}자까지입니다. 받은 글자 수: ${chars.length}`,
    });
  }
  return chars.map(({ hanja, hangul }, index) => {
    if (typeof hanja === 'string' && isHangulSyllable(hanja)) {
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} "${hanja}" is hangul; a name is analysed in hanja: choose the hanja read ${hanja} from GET /v1/name/chars?reading=${hanja} (nameCharsByReading in the library)`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자가 한글("${hanja}")입니다. 이름은 한자로 풀이하니, 독음이 "${hanja}"인 인명용 한자를 골라 보내 주세요: GET /v1/name/chars?reading=${hanja}(라이브러리에서는 nameCharsByReading)`,
      });
    }
    if (typeof hanja !== 'string' || !isOneHanja(hanja)) {
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} must be one hanja, got "${hanja}"`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자는 한자 한 자여야 합니다. 받은 값: "${hanja}"`,
      });
    }
    if (hangul !== undefined && !isHangulSyllable(hangul)) {
      throw new TojeongError('BAD_INPUT', {
        en: `${part} character ${index + 1} ("${hanja}"): hangul must be one hangul syllable, got "${hangul}"`,
        ko: `${PART_KO[part]}의 ${index + 1}번째 글자("${hanja}")의 hangul은 한글 한 음절이어야 합니다. 받은 값: "${hangul}"`,
      });
    }
    return { hanja, hangul: hangul ?? null };
  });
}

export function normalizeNameInput(input: AnalyzeInput): NormalizedInput {
  const school = input.school ?? DEFAULT_PHONETIC_SCHOOL;
  if (!PHONETIC_SCHOOLS.includes(school)) throw new TojeongError('BAD_INPUT', {
      en: `school must be one of ${PHONETIC_SCHOOLS.join(', ')}, got "${String(school)}"`,
      ko: `school은 ${PHONETIC_SCHOOLS.join(', ')} 중 하나여야 합니다. 받은 값: "${String(school)}"`,
    });
  return {
    surname: normalizePart('surname', input.surname),
    given: normalizePart('given', input.given),
    school,
  };
}

/**
 * The reading of a character inside a name: the record's nameReading (the
 * court reading the reading table ranks first, 若 약 not 야), else the reading
 * table's default for a character the court lists without a reading.
 */
function dictionaryReading(record: NameHanjaRecord): { reading: string | undefined; source: ReadingSource } {
  if (record.nameReading !== null) return { reading: record.nameReading, source: 'dictionary' };
  return { reading: readingsOf(record.hanja)[0], source: 'reading-table' };
}

/**
 * The 두음법칙 (한글 맞춤법 제10–12항) at the start of the name and at the
 * start of the given name, which the rule treats as a word of its own
 * (韓龍雲 한용운, not 한룡운). A sound the request sends is kept as sent.
 */
function isWordStart(index: number, surnameLength: number): boolean {
  return index === 0 || index === surnameLength;
}

function grid(value: number): GridResult {
  const entry = number81(value);
  return { value, number: entry.number, name: entry.name, rating: entry.rating, disputed: entry.disputed };
}

function judgedGrid(value: number, judged: boolean): GridResult & { judged: boolean } {
  return Object.assign(grid(value), { judged });
}

/** The grids that carry a good/bad meaning (천격 does not, in the 五聖閣 school). */
export const JUDGED_GRIDS = ['person', 'earth', 'outer', 'total'] as const satisfies ReadonlyArray<keyof FiveGrids>;

function verdictOfRelations(relations: readonly Relation[]): Verdict {
  if (relations.includes('상극')) return 'bad';
  return relations.every((r) => r === '상생') ? 'good' : 'ordinary';
}

export function analyzeName(normalized: NormalizedInput): AnalyzeResult {
  const all = [...normalized.surname, ...normalized.given];
  const records = all.map(({ hanja }) => nameHanja(hanja));
  const missing = all.filter((_, i) => records[i] === undefined).map(({ hanja }) => `${hanja} (U+${hanja.codePointAt(0)!.toString(16).toUpperCase()})`);
  if (missing.length > 0) {
    const list = [...new Set(missing)].join(', ');
    throw new TojeongError('CHAR_NOT_FOUND', {
      en: `not in the Supreme Court's list of name-usable hanja: ${list}`,
      ko: `대법원 인명용 한자 목록에 없는 글자입니다: ${list}`,
    });
  }

  const surnameTable = surnameReading(normalized.surname.map((c) => c.hanja).join(''));
  const chars: CharResult[] = all.map((char, i) => {
    const record = records[i]!;
    const part = i < normalized.surname.length ? 'surname' : 'given';
    let reading: string | undefined;
    let readingSource: ReadingSource;
    if (char.hangul !== null) {
      reading = char.hangul;
      readingSource = 'input';
    } else if (part === 'surname' && surnameTable) {
      reading = surnameTable[i];
      readingSource = 'surname-table';
    } else {
      ({ reading, source: readingSource } = dictionaryReading(record));
      if (reading !== undefined && isWordStart(i, normalized.surname.length)) reading = wordInitialForm(reading);
    }
    if (reading === undefined) {
      throw new TojeongError('CALC_ERROR', {
        en: `no reading is known for ${char.hanja}; send it as {"hanja": "${char.hanja}", "hangul": "…"}`,
        ko: `${char.hanja}의 독음을 알 수 없습니다. {"hanja": "${char.hanja}", "hangul": "…"}로 독음을 함께 보내 주세요`,
      });
    }
    const element = phoneticElement(reading, normalized.school);
    return { part, hanja: char.hanja, reading, readingSource, strokes: record.strokes, yinYang: record.strokes % 2 === 1 ? '양' : '음', element };
  });

  const surnameStrokes = chars.filter((c) => c.part === 'surname').map((c) => c.strokes);
  const givenStrokes = chars.filter((c) => c.part === 'given').map((c) => c.strokes);
  const five = fiveGrids(surnameStrokes, givenStrokes);
  const four = fourGrids(surnameStrokes, givenStrokes);

  const fiveResult = {
    heaven: judgedGrid(five.heaven, false),
    person: judgedGrid(five.person, true),
    earth: judgedGrid(five.earth, true),
    outer: judgedGrid(five.outer, true),
    total: judgedGrid(five.total, true),
  };
  const summary = { judged: 0, good: 0, halfGood: 0, bad: 0, badGrids: [] as Array<(typeof JUDGED_GRIDS)[number]> };
  for (const key of JUDGED_GRIDS) {
    const { rating } = fiveResult[key];
    summary.judged++;
    if (rating === '길') summary.good++;
    else if (rating === '반길') summary.halfGood++;
    else {
      summary.bad++;
      summary.badGrids.push(key);
    }
  }

  const parities = chars.map((c) => c.yinYang);
  const uniform = parities.every((p) => p === parities[0]);
  const yinYang = {
    parities,
    arrangement: uniform ? (parities[0] === '양' ? '純陽' : '純陰') : 'mixed',
    verdict: uniform ? 'bad' : 'good',
  } as const;

  const elements = chars.map((c) => c.element);
  const pairs = elements.slice(1).map((to, i) => ({ from: elements[i]!, to, relation: relation(elements[i]!, to) }));
  const phoneticElements = {
    school: normalized.school,
    elements,
    pairs,
    verdict: verdictOfRelations(pairs.map((p) => p.relation)),
  };

  const { score, grade, breakdown } = scoreName({
    person: RATING_SHARE[fiveResult.person.rating],
    earth: RATING_SHARE[fiveResult.earth.rating],
    outer: RATING_SHARE[fiveResult.outer.rating],
    total: RATING_SHARE[fiveResult.total.rating],
    yinYang: VERDICT_SHARE[yinYang.verdict],
    phoneticElements: VERDICT_SHARE[phoneticElements.verdict],
  });

  return {
    chars,
    fiveGrids: fiveResult,
    summary,
    yinYang,
    phoneticElements,
    fourGrids: { won: grid(four.won), hyeong: grid(four.hyeong), i: grid(four.i), jeong: grid(four.jeong) },
    score,
    grade,
    scoreBreakdown: breakdown,
  };
}
