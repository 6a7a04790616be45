/**
 * 성명학 analysis of a name written in hanja: strokes (원획), the five grids with
 * their 81-number ratings, yin-yang, phonetic five elements, the 元亨利貞 grids,
 * a score and a grade. Pure: the dictionaries are loaded once at module load.
 */
import { isArgsObject, needArray, needObject } from '../../args.js';
import { TojeongError } from '../../errors.js';
import { birthInputOf } from './analysisOptions.js';
import { type AvoidWarning, avoidWarningsOf } from '../avoidHanja.js';
import { type ElementFlows, elementFlowsOf } from './elementFlows.js';
import { type Element, phoneticElement, type PhoneticSchool, relation, type Relation, type ResourceElement, strokeElementOf, type Verdict, verdictUnder } from '../../elements/index.js';
import { type ExtendedScore, extendedScore, sajuShare } from './extendedScore.js';
import { resourceElementOf } from '../../hanja/charResourceElement.js';
import { type Saju, sajuOf, type SajuSupply, sajuSupply } from '../../saju/index.js';
import { nameHanja, type NameHanjaRecord, readingsOf, wordInitialForm } from '../../hanja/index.js';
import { fiveGrids, type FiveGrids, fourGrids, type FourGrids } from './gyeok.js';
import { JUDGED_GRIDS } from './gridSystems.js';

export { JUDGED_GRIDS };
import { number81, type Rating } from './numbers81.js';
import { RATING_SHARE, type ScoreLine, scoreName, VERDICT_SHARE } from './score.js';
import { surnameReading } from '../../hanja/surnames.js';

import type { NamePart, NormalizedInput } from './nameInput.js';

export { NAME_PART_LENGTHS, NAME_PARTS, normalizeNameInput, type AnalyzeInput, type NameCharInput, type NamePart, type NamePartInput, type NormalizedInput } from './nameInput.js';

/** Where a character's reading comes from: the request, the surname table, the dictionary record, or the reading table. */
export const READING_SOURCES = ['input', 'surname-table', 'dictionary', 'reading-table'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

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
  /** 수리오행: the element of the last digit of `strokes`. */
  strokeElement: Element;
  /** 자원오행: the element of the character's meaning (resourceElement.ts). */
  resourceElement: ResourceElement;
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
  /** 불용한자: a warning for each listed character of the name; never a refusal. */
  warnings: AvoidWarning[];
  /** Only with `birth`: the four pillars, what they need, and what the given name supplies. */
  saju?: Saju & { supply: SajuSupply[] };
  /** Only with `scoring: "extended"`. */
  extendedScore?: ExtendedScore;
} & ElementFlows;

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

/**
 * The readings a surname gets when the request sends none, as analyzeName
 * reads it: the surname table, else each record's reading with the 두음법칙
 * on the first character. undefined where no reading is known.
 */
export function defaultSurnameReadings(surname: readonly string[]): Array<string | undefined> {
  const table = surnameReading(surname.join(''));
  return surname.map((hanja, i) => {
    const record = nameHanja(hanja);
    return record && defaultReadingAt(i, record, surname.length, table).reading;
  });
}

/**
 * The reading of the character at `index` of a name when the request sends
 * none, and where it comes from: the surname table (`table`, for the surname's
 * characters), else the dictionary with the 두음법칙 at a word's start. One
 * rule for analyzeName and for defaultSurnameReadings.
 */
function defaultReadingAt(index: number, record: NameHanjaRecord, surnameLength: number, table: readonly string[] | undefined): { reading: string | undefined; source: ReadingSource } {
  if (index < surnameLength && table) return { reading: table[index], source: 'surname-table' };
  const { reading, source } = dictionaryReading(record);
  return { reading: reading !== undefined && isWordStart(index, surnameLength) ? wordInitialForm(reading) : reading, source };
}

function grid(value: number): GridResult {
  const entry = number81(value);
  return { value, number: entry.number, name: entry.name, rating: entry.rating, disputed: entry.disputed };
}

function judgedGrid(value: number, judged: boolean): GridResult & { judged: boolean } {
  return Object.assign(grid(value), { judged });
}


/**
 * The analysis of a normalized name, one object:
 * `analyzeName({ input: normalizeNameInput({ surname: '洪', given: '吉童' }) })`;
 * `saju`: the chart of `input.birth`, when the caller has it already (the
 * recommender analyses many names for one birth; the pillars are the costly
 * part). The positional `analyzeName(normalized, { saju })` keeps working (deprecated).
 */
export function analyzeName(args: { input: NormalizedInput; saju?: Saju }): AnalyzeResult;
/** @deprecated Positional form; use analyzeName({ input, saju }). */
export function analyzeName(normalized: NormalizedInput, precomputed?: { saju?: Saju }): AnalyzeResult;
export function analyzeName(first: NormalizedInput | { input: NormalizedInput; saju?: Saju }, precomputed: { saju?: Saju } = {}): AnalyzeResult {
  // A normalized input has its surname at the top; the object form has it under `input`.
  if (isArgsObject(first) && 'input' in first && !('surname' in first)) {
    return analyzeNormalized(first.input, first.saju === undefined ? {} : { saju: first.saju });
  }
  return analyzeNormalized(first as NormalizedInput, precomputed);
}

function analyzeNormalized(normalized: NormalizedInput, precomputed: { saju?: Saju }): AnalyzeResult {
  // The input of normalizeNameInput: checked for its shape only, its characters are looked up below.
  const example = "analyzeName(normalizeNameInput({ surname: '洪', given: '吉童' }))";
  needObject('analyzeName', normalized, example);
  needArray('analyzeName', normalized.surname, example);
  needArray('analyzeName', normalized.given, example);
  needObject('analyzeName', precomputed, example);
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
    } else {
      ({ reading, source: readingSource } = defaultReadingAt(i, record, normalized.surname.length, surnameTable));
    }
    if (reading === undefined) {
      throw new TojeongError('CALC_ERROR', {
        en: `no reading is known for ${char.hanja}; send it as {"hanja": "${char.hanja}", "hangul": "…"}`,
        ko: `${char.hanja}의 독음을 알 수 없습니다. {"hanja": "${char.hanja}", "hangul": "…"}로 독음을 함께 보내 주세요`,
      });
    }
    const element = phoneticElement(reading, normalized.school);
    const { strokes } = record;
    return {
      part,
      hanja: char.hanja,
      reading,
      readingSource,
      strokes,
      yinYang: strokes % 2 === 1 ? '양' : '음',
      element,
      strokeElement: strokeElementOf(strokes),
      resourceElement: resourceElementOf(char.hanja, normalized.resourceSchool),
    };
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
    // The specification's 발음오행 verdict is the allSangsaeng rule, graded: one judge for every flow (flow.ts).
    verdict: verdictUnder('allSangsaeng', pairs.map((p) => p.relation)),
  };

  const { score, grade, breakdown } = scoreName({
    person: RATING_SHARE[fiveResult.person.rating],
    earth: RATING_SHARE[fiveResult.earth.rating],
    outer: RATING_SHARE[fiveResult.outer.rating],
    total: RATING_SHARE[fiveResult.total.rating],
    yinYang: VERDICT_SHARE[yinYang.verdict],
    phoneticElements: VERDICT_SHARE[phoneticElements.verdict],
  });

  const flows = elementFlowsOf(chars, { five, four }, normalized.flowRule, normalized.samwonBasis);
  const result: AnalyzeResult = {
    chars,
    fiveGrids: fiveResult,
    summary,
    yinYang,
    phoneticElements,
    fourGrids: { won: grid(four.won), hyeong: grid(four.hyeong), i: grid(four.i), jeong: grid(four.jeong) },
    score,
    grade,
    scoreBreakdown: breakdown,
    ...flows,
    // The given name only: a surname is not chosen (龍 and 玉 are surnames too).
    warnings: chars.filter((c) => c.part === 'given').flatMap((c) => avoidWarningsOf(c.hanja)),
  };
  if (normalized.birth !== null) {
    const saju = precomputed.saju ?? sajuOf(birthInputOf(normalized.birth), normalized.needMethod);
    const given = chars.filter((c) => c.part === 'given').map((c) => ({ hanja: c.hanja, element: c.resourceElement.value }));
    result.saju = { ...saju, supply: sajuSupply(saju, given) };
  }
  if (normalized.scoring === 'extended') {
    result.extendedScore = extendedScore({
      grids: { person: fiveResult.person.rating, earth: fiveResult.earth.rating, outer: fiveResult.outer.rating, total: fiveResult.total.rating },
      yinYang: yinYang.verdict,
      phoneticElements: phoneticElements.verdict,
      strokeElements: flows.strokeElements.verdict!,
      samwon: flows.samwon.verdict!,
      resourceElements: flows.resourceElements.verdict,
      saju: result.saju ? sajuShare(result.saju.supply) : null,
    });
  }
  return result;
}
