/**
 * The stems hidden in each branch (지장간), the days of the month each rules
 * (月律分野, 人元用事: which of them is "in force" on a day of the month), and
 * the twelve stages of a stem's life through the branches (12운성).
 * Pure tables; strength.ts reads them for 득령 and 통근.
 */

export const STEM_HANJA = '甲乙丙丁戊己庚辛壬癸';
export const BRANCH_HANJA = '子丑寅卯辰巳午未申酉戌亥';

/**
 * 지장간 by 月律分野 (the days of the thirty-day month each hidden stem rules:
 * 여기, 중기, 정기), in the 실용적 공식 of 자평진전 평주 and 적천수 징의 as tabled
 * at nangwol.com (?page_id=199&uid=357, "지장간의 원리", and ?page_id=236&uid=1289,
 * "월률분야에서의 지장간") and cafe.daum.net/_c21_/bbs_read?grpid=1FXio&fldid=qkHz&datanum=20
 * ("月律分野 支藏干 表"). 申's 여기 is 戊 there (some books write 己: the same 土).
 * 子平眞詮 論陰陽生死 carries the same table as its 支藏人元司令圖表.
 */
export const HIDDEN_STEMS: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  子: [['壬', 10], ['癸', 20]],
  丑: [['癸', 9], ['辛', 3], ['己', 18]],
  寅: [['戊', 7], ['丙', 7], ['甲', 16]],
  卯: [['甲', 10], ['乙', 20]],
  辰: [['乙', 9], ['癸', 3], ['戊', 18]],
  巳: [['戊', 7], ['庚', 7], ['丙', 16]],
  午: [['丙', 10], ['己', 9], ['丁', 11]],
  未: [['丁', 9], ['乙', 3], ['己', 18]],
  申: [['戊', 7], ['壬', 7], ['庚', 16]],
  酉: [['庚', 10], ['辛', 20]],
  戌: [['辛', 9], ['丁', 3], ['戊', 18]],
  亥: [['戊', 7], ['甲', 7], ['壬', 16]],
};

export function hiddenStemsOf(branch: string): ReadonlyArray<readonly [string, number]> {
  const hidden = HIDDEN_STEMS[branch];
  if (hidden === undefined) throw new Error(`not a branch: ${branch}`);
  return hidden;
}

/** The 本氣 (정기): the last, longest-ruling hidden stem. */
export function mainStem(branch: string): string {
  const hidden = hiddenStemsOf(branch);
  return (hidden[hidden.length - 1] as readonly [string, number])[0];
}

/**
 * The hidden stem in force (司令) `days` whole days after the month's 節: the
 * 여기 first, then the 중기, then the 정기 to the month's end (a month longer
 * than thirty days stays with its 정기).
 */
export function stemInForce(branch: string, days: number): string {
  let until = 0;
  for (const [stem, span] of hiddenStemsOf(branch)) {
    until += span;
    if (days < until) return stem;
  }
  return mainStem(branch);
}

/** The role of a hidden stem in its branch: 여기 (the first), 중기 (the middle of three), 정기 (the last). */
export type HiddenRole = '여기' | '중기' | '정기';

export function hiddenRoles(branch: string): Array<{ stem: string; days: number; role: HiddenRole }> {
  const hidden = hiddenStemsOf(branch);
  return hidden.map(([stem, days], i) => ({ stem, days, role: i === hidden.length - 1 ? '정기' : i === 0 ? '여기' : '중기' }));
}

/** The twelve stages (十二運星), from 長生. */
export const LIFE_STAGES = ['長生', '沐浴', '冠帶', '建祿', '帝旺', '衰', '病', '死', '墓', '絶', '胎', '養'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** Where each stem's 長生 falls: yang stems go forward through the branches, yin stems backward (陽順陰逆, 子平眞詮 論陰陽生死). */
const BIRTH_BRANCH: Readonly<Record<string, string>> = { 甲: '亥', 丙: '寅', 戊: '寅', 庚: '巳', 壬: '申', 乙: '午', 丁: '酉', 己: '酉', 辛: '子', 癸: '卯' };

export function lifeStage(stem: string, branch: string): LifeStage {
  const start = BRANCH_HANJA.indexOf(BIRTH_BRANCH[stem] as string);
  const at = BRANCH_HANJA.indexOf(branch);
  if (start < 0 || at < 0) throw new Error(`not a stem and branch: ${stem}${branch}`);
  const yang = STEM_HANJA.indexOf(stem) % 2 === 0;
  const steps = yang ? (at - start + 12) % 12 : (start - at + 12) % 12;
  return LIFE_STAGES[steps] as LifeStage;
}
