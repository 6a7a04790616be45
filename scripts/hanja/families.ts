/**
 * How the court counts a component shared by a phonetic series, read from
 * its own single filings. Unihan's kTotalStrokes is the mainland count and
 * Unicode unifies glyph differences such as the dot of 者 (Korean 9 strokes,
 * mainland and Japanese 8), so for 暑 渚 煮 署 著 every Unihan count is one
 * short, and the court files each of them under both residuals (8 and 9).
 * The court's characters that are filed once settle the question: 諸 堵 睹
 * 赭 箸 都 屠 奢 楮 賭 … are all filed with 者 at 9. A series is Unihan's
 * kPhonetic class (Casey's phonetic series, in which 暑 and 諸 are both 94).
 */
import type { RadicalStroke } from './unihan.js';

/** The residual most of a series' single-filed court characters share. */
export interface FamilyCount {
  /** The kPhonetic class. */
  phoneticClass: string;
  residual: number;
  /** The single-filed members with that residual. */
  members: string[];
  /** How many single-filed members the series has (the character itself left out). */
  filed: number;
}

export interface FamilyMember {
  hanja: string;
  /** The court's radical/residual pairs of the character. */
  courtPairs: readonly RadicalStroke[];
  phoneticClasses: readonly string[];
}

/** At least this many single filings must agree, and more than half of the series' single filings. */
export const FAMILY_MIN_AGREEING = 3;

/**
 * The family counts of each character: for every phonetic class it belongs
 * to, the residual shared by at least FAMILY_MIN_AGREEING and by more than
 * half of the class's other single-filed court characters, when one residual
 * is that common.
 */
export function familyCounts(members: readonly FamilyMember[]): (hanja: string) => FamilyCount[] {
  const singles = new Map<string, Array<{ hanja: string; residual: number }>>();
  for (const m of members) {
    if (m.courtPairs.length !== 1) continue;
    for (const phoneticClass of m.phoneticClasses) {
      const list = singles.get(phoneticClass) ?? [];
      list.push({ hanja: m.hanja, residual: m.courtPairs[0]!.residual });
      singles.set(phoneticClass, list);
    }
  }
  const classesOf = new Map(members.map((m) => [m.hanja, m.phoneticClasses]));
  return (hanja) => {
    const counts: FamilyCount[] = [];
    for (const phoneticClass of classesOf.get(hanja) ?? []) {
      const others = (singles.get(phoneticClass) ?? []).filter((s) => s.hanja !== hanja);
      const byResidual = new Map<number, string[]>();
      for (const s of others) byResidual.set(s.residual, [...(byResidual.get(s.residual) ?? []), s.hanja]);
      const ranked = [...byResidual].sort((a, b) => b[1].length - a[1].length);
      const [top, next] = ranked;
      if (top === undefined || (next !== undefined && next[1].length === top[1].length)) continue;
      if (top[1].length < FAMILY_MIN_AGREEING || top[1].length * 2 <= others.length) continue;
      counts.push({ phoneticClass, residual: top[0], members: top[1], filed: others.length });
    }
    return counts;
  };
}
