/**
 * The published charts with a stated 용신 (packages/core/data/name/sources/published/charts.tsv)
 * against the practitioner's method: which rows count, the printed 용신's element, ours, and
 * the step that decided. Read by test/saju/yongsin.test.ts and scripts/saju/yongsinReport.ts.
 *
 * A row counts when its pillars column begins with four pillars and its 용신 column names an
 * element, or a stem or branch whose element is taken (丙火 → 火, 卯木 → 木, 財 (丙火) → 火,
 * 水·金 → 水: the first named). A row whose 용신 column says the analyst's conclusion was not
 * read (an intermediate step only) is listed but not counted.
 *
 * Where the birth is printed and inside the calendar's range, the whole days from the month's
 * 節 are read from the solar terms (fourPillarsAt) for the hidden stem in force, and the pillars
 * computed there must be the printed ones; elsewhere only the pillars are known, and the month
 * branch's 本氣 is taken as in force.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Needs, needsOfPillars } from 'tojeong-core/saju';
import { fourPillarsAt } from 'tojeong-core/terms';

const PUBLISHED = join(import.meta.dirname, '..', '..', 'packages', 'core', 'data', 'name', 'sources', 'published');
/** The charts the rules were written and tuned on. */
export const CHARTS_TSV = join(PUBLISHED, 'charts.tsv');
/** Held out: chosen by a fixed rule (its header) before any rule change was tried on them, never used to tune. */
export const HELDOUT_TSV = join(PUBLISHED, 'charts-heldout.tsv');

const ELEMENT_OF: Record<string, string> = {};
for (const [chars, element] of [['甲乙寅卯木', '木'], ['丙丁巳午火', '火'], ['戊己辰戌丑未土', '土'], ['庚辛申酉金', '金'], ['壬癸亥子水', '水']] as const) {
  for (const c of chars) ELEMENT_OF[c] = element;
}
const PILLAR = '[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]';
const FOUR_PILLARS = new RegExp(`^(${PILLAR}) (${PILLAR}) (${PILLAR}) (${PILLAR})`);

/** Births printed with the chart, as instants the calendar reads (the row's `who` begins with the key). */
const BIRTHS: ReadonlyArray<{ who: string; at: string; longitude?: number; note: string }> = [
  { who: 'a forum member', at: '1977-02-16T05:25', longitude: 127, note: '05:25 by the true solar time at 127°E, as the page\'s hour pillar 丙寅 needs' },
  { who: '이병철', at: '1910-02-12T20:00', note: '술시경: 20:00' },
  { who: '이재용', at: '1968-06-23T16:00', note: 'the hour pillar 壬申 is the column\'s guess: 16:00' },
];

export type ChartRow = {
  line: number;
  who: string;
  pillars: string[];
  printed: string;
  printedElement: string;
  method: string;
  reason: string;
  source: string;
  counted: boolean;
  /** Why a row is not counted, or the birth used for the day in the month. */
  note: string;
  daysIntoMonth: number | null;
  needs: Needs;
  agrees: boolean;
};

/** The rows of a charts file (charts.tsv by default); lines beginning with # are comments, the first other line the header. */
export function publishedCharts(file: string = CHARTS_TSV): ChartRow[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.findIndex((l) => !l.startsWith('#'));
  const rows: ChartRow[] = [];
  lines.forEach((text, i) => {
    if (i <= header || text.trim() === '' || text.startsWith('#')) return;
    const [who = '', , pillarsText = '', yongsin = '', , , method = '', reason = '', source = ''] = text.split('\t');
    const m = FOUR_PILLARS.exec(pillarsText);
    const named = [...yongsin].find((c) => ELEMENT_OF[c] !== undefined);
    if (m === null || named === undefined) return;
    const pillars = m.slice(1, 5) as string[];
    const birth = BIRTHS.find((b) => who.startsWith(b.who));
    let daysIntoMonth: number | null = null;
    let note = '';
    if (birth !== undefined) {
      const p = fourPillarsAt(birth.longitude === undefined ? { at: birth.at } : { at: birth.at, longitude: birth.longitude });
      const computed = [p.year, p.month, p.day, p.hour].map((x) => x.hanja);
      if (computed.join(' ') !== pillars.join(' ')) throw new Error(`${who}: ${birth.at} gives ${computed.join(' ')}, the row prints ${pillars.join(' ')}`);
      daysIntoMonth = Math.floor((Date.parse(p.utc) - Date.parse(p.monthTerm.utc)) / 86_400_000);
      note = `birth ${birth.at}${birth.longitude === undefined ? '' : ` at ${birth.longitude}°E`} (${birth.note}): ${daysIntoMonth} days after ${p.monthTerm.name}`;
    }
    const counted = !/conclusion was not read/.test(yongsin);
    if (!counted) note = 'not counted: the row prints an intermediate step, its 용신 conclusion was not read';
    const needs = needsOfPillars(pillars, 'practitioner', { daysIntoMonth });
    const printedElement = ELEMENT_OF[named] as string;
    rows.push({ line: i + 1, who, pillars, printed: yongsin, printedElement, method, reason, source, counted, note, daysIntoMonth, needs, agrees: needs.yongsin === printedElement });
  });
  return rows;
}
