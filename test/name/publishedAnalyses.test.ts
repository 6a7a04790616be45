/**
 * The analysis against published ones (data/name/sources/published/analyses.tsv:
 * each row a page that prints a name's 자원오행, 수리오행, 삼원오행 or strokes,
 * with its URL and the printed line). Every printed value is compared; the
 * few where the page follows another rule are listed below with that rule, and
 * any other departure fails.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { nameAnalysisAnswer } from '../../packages/core/src/name/index.js';
import { resourceElementOf } from '../../packages/core/src/hanja/charResourceElement.js';

type Row = Record<'name_hanja' | 'jawon' | 'suri' | 'samwon' | 'samwon_grids' | 'school' | 'source' | 'strokes', string>;

const [header, ...lines] = readFileSync(new URL('../../packages/core/data/name/sources/published/analyses.tsv', import.meta.url), 'utf8').trim().split('\n');
const columns = header!.split('\t');
const rows = lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])) as Row);

/** Where a page follows another rule than ours: `name what` → the rule, as the page shows it. */
const KNOWN: Record<string, string> = {
  '金泳三 자원 三': "the numeral by the 河圖 生成數 (天三生木): 이해수 (as reported by 일요서울) prints 三 木; ours is 火 with 木 as its alternative (the analyses' 金泳三 金水火, agiirum)",
  '李會昌 총 28': "the numbers by the 河圖 (3·8 木): 이해수 reads 28 as 木 (and 15 as 土, as we do); ours is 1·2 木 … 7·8 金 … 9·0 水, the mapping of 수리오행 in Korean naming practice",
  '李岷泰 strokes 泰': '泰 counted 9 (氺 as 水, 4 strokes): joeunname.com; ours is 10, the 원획 of the dictionary (泰 水部 5 + 氺 5)',
};

const departures: string[] = [];
const depart = (key: string, detail: string) => departures.push(`${key}: ${detail}`);
let compared = { jawon: 0, suri: 0, samwon: 0, strokes: 0 };

const GRID: Record<string, (r: ReturnType<typeof nameAnalysisAnswer>['result']) => number> = {
  천: (r) => r.fiveGrids.heaven.value,
  인: (r) => r.fiveGrids.person.value,
  지: (r) => r.fiveGrids.earth.value,
  총: (r) => r.fiveGrids.total.value,
  원: (r) => r.fourGrids.won.value,
  형: (r) => r.fourGrids.hyeong.value,
  이: (r) => r.fourGrids.i.value,
};
const SURI = ['水', '木', '木', '火', '火', '土', '土', '金', '金', '水'];

for (const row of rows) {
  const chars = [...row.name_hanja];
  const { result } = nameAnalysisAnswer({ surname: chars[0]!, given: chars.slice(1).join('') });
  [...row.jawon].forEach((printed, i) => {
    if (printed === '?') return;
    compared.jawon++;
    const ours = resourceElementOf(chars[i]!).value;
    if (ours !== printed) depart(`${row.name_hanja} 자원 ${chars[i]}`, `printed ${printed}, ours ${ours} (${row.source})`);
  });
  row.strokes.split(' ').filter(Boolean).forEach((printed, i) => {
    compared.strokes++;
    const ours = result.chars[i]!.strokes;
    if (ours !== Number(printed)) depart(`${row.name_hanja} strokes ${chars[i]}`, `printed ${printed}, ours ${ours} (${row.source})`);
  });
  for (const part of row.suri.split(';').map((p) => p.trim()).filter(Boolean)) {
    compared.suri++;
    const perChar = /^char (\S+)$/.exec(part);
    if (perChar !== null) {
      const ours = result.chars.map((c) => c.strokeElement).join('');
      if (ours !== perChar[1]) depart(`${row.name_hanja} 수리 char`, `printed ${perChar[1]}, ours ${ours}`);
      continue;
    }
    const [grid, value, element] = part.split(' ');
    const oursValue = GRID[grid!]!(result);
    const oursElement = SURI[oursValue % 10];
    if (oursValue !== Number(value) || oursElement !== element) depart(`${row.name_hanja} ${grid} ${value}`, `printed ${value} ${element}, ours ${oursValue} ${oursElement} (${row.source})`);
  }
  if (row.samwon !== '') {
    compared.samwon++;
    const ours = result.samwon.elements.join('');
    if (ours !== row.samwon) depart(`${row.name_hanja} 삼원`, `printed ${row.samwon} (${row.samwon_grids}), ours ${ours} of ${result.samwon.grids.join('·')}`);
  }
}

test('at least 20 published analyses, each with its page', () => {
  assert.ok(new Set(rows.filter((r) => r.jawon !== '').map((r) => r.name_hanja)).size >= 20, 'names with a printed 자원오행');
  for (const row of rows) assert.match(row.source, /^https?:\/\/|^github \S+\/\S+ \S+ @[0-9a-f]{40}$/, row.name_hanja);
});

test('the analysis prints what the published analyses print, but where the page follows another rule (listed, with it)', () => {
  assert.deepEqual(
    departures.map((d) => d.split(':')[0]).sort(),
    Object.keys(KNOWN).sort(),
    `departures:\n${departures.join('\n')}`,
  );
  // What was compared: every printed 자원오행 character, grid, 삼원오행 and stroke count.
  assert.ok(compared.jawon >= 55 && compared.strokes >= 14 && compared.suri >= 9 && compared.samwon >= 1, JSON.stringify(compared));
});

test('삼원오행 reads 이·형·원 (the 元亨利貞 school: 대헌성명학연구소), and the 천·인·지 flow is returned as 三才', () => {
  const { result } = nameAnalysisAnswer({ surname: '金', given: '朱上' });
  assert.deepEqual([result.samwon.grids, result.samwon.elements], [[11, 14, 9], ['木', '火', '水']]);
  assert.deepEqual([result.samjae.grids, result.samjae.elements], [[9, 14, 9], ['水', '火', '水']]);
  const samjae = nameAnalysisAnswer({ surname: '金', given: '朱上', samwonBasis: 'samjae' }).result.samwon;
  assert.deepEqual(samjae.elements, ['水', '火', '水']);
});
