/** The inputs of the bench: the same births and names for the load runs (as request bodies) and the microbenchmarks (as arguments). */

/** Varied valid births: solar and lunar dates from 1930 to 2019, targets 2020-2049. */
function gwaeBodies(count: number): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const year = 1930 + (i % 90);
    const month = 1 + ((i * 7) % 12);
    const day = 1 + ((i * 13) % 28);
    const calendar = i % 3 === 0 ? 'lunar' : 'solar';
    const birth = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    bodies.push(JSON.stringify({ birth, calendar, targetYear: 2020 + (i % 30) }));
  }
  return bodies;
}

/** Names for the name-analysis runs: one- and two-character surnames, 1-3 given characters. */
export const NAMES = [
  { surname: '洪', given: '吉童' },
  { surname: '李', given: '正武' },
  { surname: '金', given: '民' },
  { surname: '南宮', given: '民秀' },
  { surname: '金', given: '民俊' },
  { surname: '朴', given: '秀珍' },
  { surname: '崔', given: '英源' },
  { surname: '鄭', given: '泰河' },
  { surname: '諸葛', given: '珉' },
  { surname: '陳', given: '裕進' },
];

export const GWAE_BODIES = gwaeBodies(1000);


/**
 * The births of GWAE_BODIES as calculateGwae's arguments, made before any clock
 * starts, as plain objects: what is measured is the calculation, not the making
 * of its argument. (On Node 20, reading the fields of an object spread from a
 * JSON.parse result measured 16 times slower than of the same object written
 * out — 609 against 38 ns for four fields — and the spread arguments made
 * calculateGwae look half as fast as it is.)
 */
export function gwaeArguments(): Array<{ birth: string; calendar: 'solar' | 'lunar'; leapMonth: boolean; targetYear: number }> {
  return GWAE_BODIES.map((b) => {
    const { birth, calendar, targetYear } = JSON.parse(b) as { birth: string; calendar: 'solar' | 'lunar'; targetYear: number };
    return { birth, calendar, leapMonth: false, targetYear };
  });
}

/**
 * Two-character recommendations with a birth (issue 37's bench case): the ten
 * commonest surnames, each sex, births spread over 1990-2029 with a time, so
 * that every request computes its own four pillars.
 */
export const RECOMMEND_BODIES: Array<Record<string, unknown>> = ['金', '李', '朴', '崔', '鄭', '姜', '趙', '尹', '張', '林'].flatMap((surname, s) =>
  ['f', 'm'].flatMap((sex, x) =>
    Array.from({ length: 5 }, (_, k) => {
      const i = s * 10 + x * 5 + k;
      const date = `${1990 + ((i * 7) % 40)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`;
      return { surname, sex, birth: { date, time: `${String((i * 3) % 24).padStart(2, '0')}:30` }, limit: 20 };
    }),
  ),
);

/** Issue 51's name-analysis rows: one three-character name, alone and with a birth. */
export const ANALYZE_ONE = { surname: '金', given: '洙鐵' };
export const ANALYZE_BIRTH = { date: '1990-05-17', time: '09:30' };

/** Issue 51's recommendation row: the compact answer of 20 names (no `include`). */
export const RECOMMEND_COMPACT = { surname: '金', sex: 'f', limit: 20 };

/**
 * Names the service has not been asked before, for the rows that measure an
 * analysis not kept (issue 51): more distinct names than the answer cache
 * holds (4,096), so that cycling through them every answer is computed.
 */
export function unseenNames(isValid: (name: { surname: string; given: string }) => boolean, count = 7_600): Array<{ surname: string; given: string }> {
  const surnames = [...'金李朴崔鄭姜趙尹張林韓吳徐申權黃安宋柳洪'];
  const given = [...'吉童正武民秀珍英源泰河珉裕進俊智賢妍允瑞宇浩成眞美恩惠誠在鉉承昊炫錫熙洙鐵炳哲勳敏'];
  const names: Array<{ surname: string; given: string }> = [];
  for (let i = 0; names.length < count && i < surnames.length * given.length * given.length; i++) {
    const name = { surname: surnames[i % surnames.length]!, given: given[Math.floor(i / surnames.length) % given.length]! + given[(i * 7 + Math.floor(i / (surnames.length * given.length))) % given.length]! };
    if (isValid(name)) names.push(name);
  }
  return names;
}

/** Compact 20-name recommendations not asked before: more distinct requests (600) than the 512 answers kept, so every one is computed. */
export const RECOMMEND_UNSEEN: Array<Record<string, unknown>> = ['金', '李', '朴', '崔', '鄭', '姜', '趙', '尹', '張', '林'].flatMap((surname) =>
  ['f', 'm'].flatMap((sex) => Array.from({ length: 30 }, (_, d) => ({ surname, sex, birth: `2026-${String(1 + (d % 12)).padStart(2, '0')}-${String(1 + d).padStart(2, '0')}`, limit: 20 }))),
);
