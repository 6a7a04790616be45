/**
 * Writes the tables of packages/core/data/name/REPORT-YONGSIN.md from the published charts
 * (scripts/saju/publishedCharts.ts): charts.tsv between the markers `<!-- charts:start -->` and
 * `<!-- charts:end -->`, the held-out charts-heldout.tsv between `<!-- heldout:start -->` and
 * `<!-- heldout:end -->`. test/saju/yongsin.test.ts checks the file holds what this renders.
 * Run: node --conditions=tojeong-source --import tsx scripts/saju/yongsinReport.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChartRow, HELDOUT_TSV, publishedCharts } from './publishedCharts.js';

export const REPORT = join(import.meta.dirname, '..', '..', 'packages', 'core', 'data', 'name', 'REPORT-YONGSIN.md');

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const short = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

function sourceCell(source: string): string {
  const book = /xuanxue-bazi (\S+) @\w+ line (\d+)/.exec(source);
  if (book) return `xuanxue-bazi ${book[1]} l.${book[2]}`;
  return source.startsWith('http') ? `<${source}>` : source;
}

function ours(r: ChartRow): string {
  const n = r.needs;
  return `${n.yongsin}/${n.huisin} · ${n.step} (${n.strength} ${n.score}${n.reading?.pattern ? `, ${n.reading.pattern}` : ''})`;
}

export function renderTables(rows: readonly ChartRow[]): string {
  const counted = rows.filter((r) => r.counted);
  const agree = counted.filter((r) => r.agrees).length;
  const out = [
    `Agreement: **${agree} of ${counted.length}** (${Math.round((agree / counted.length) * 1000) / 10}%)${rows.length > counted.length ? `; ${rows.length - counted.length} row listed but not counted` : ''}.`,
    '',
    '| line | chart | pillars (年 月 日 時) | printed 용신 | element | the analyst\'s method | ours: 용신/희신 · step (strength score) | agrees | source |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.line} | ${cell(short(r.who, 60))} | ${r.pillars.join(' ')} | ${cell(short(r.printed, 40))} | ${r.printedElement} | ${cell(short(r.method, 60))} | ${ours(r)} | ${r.counted ? (r.agrees ? 'yes' : '**no**') : 'not counted'} | ${cell(sourceCell(r.source))} |`),
    '',
    '### Disagreements: the analyst\'s reason and ours',
    '',
    '| line | pillars | printed | the analyst\'s reason (quoted in charts.tsv) | ours (needs.reason) |',
    '|---|---|---|---|---|',
    ...rows.filter((r) => !r.agrees).map((r) => `| ${r.line} | ${r.pillars.join(' ')} | ${r.printedElement} | ${cell(short(r.reason, 160))} | ${cell(r.needs.reason?.en ?? '')}${r.counted ? '' : ' (not counted)'} |`),
    '',
    ...(rows.some((r) => r.daysIntoMonth !== null) ? ['Rows with a printed birth, read for the hidden stem in force:', '', ...rows.filter((r) => r.daysIntoMonth !== null).map((r) => `- line ${r.line}: ${r.note}, in force ${r.needs.reading?.stemInForce}.`), ''] : []),
  ];
  return out.join('\n');
}

/** The report with `tables` between `<!-- ${marker}:start -->` and `<!-- ${marker}:end -->` (charts, or heldout). */
export function reportWithTables(report: string, tables: string, marker = 'charts'): string {
  const START = `<!-- ${marker}:start -->`;
  const END = `<!-- ${marker}:end -->`;
  const [before, rest] = report.split(START) as [string, string | undefined];
  if (rest === undefined || !rest.includes(END)) throw new Error(`${REPORT} has no ${START} … ${END}`);
  return `${before}${START}\n${tables}\n${END}${rest.slice(rest.indexOf(END) + END.length)}`;
}

if (process.argv[1] === import.meta.filename) {
  const tuned = reportWithTables(readFileSync(REPORT, 'utf8'), renderTables(publishedCharts()));
  writeFileSync(REPORT, reportWithTables(tuned, renderTables(publishedCharts(HELDOUT_TSV)), 'heldout'));
  console.log(`wrote ${REPORT}`);
}
