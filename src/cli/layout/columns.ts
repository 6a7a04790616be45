/**
 * Text columns for a terminal: hangul and hanja take two cells each (East
 * Asian Wide), so padding counts cells, not UTF-16 units.
 */

// The wide ranges a name, a verse or a gapja can hold: Hangul Jamo, CJK (radicals to Yi), Hangul syllables,
// compatibility ideographs, CJK compatibility forms, fullwidth forms, and the supplementary ideographic planes.
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

function cellsOf(codePoint: number): number {
  return WIDE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += cellsOf(char.codePointAt(0)!);
  return width;
}

export function padCells(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Rows laid out in columns as wide as their widest cell, two spaces apart, each line indented by `indent`. */
export function table(rows: ReadonlyArray<readonly string[]>, indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows.map((row) => indent + row.map((cell, i) => (i === row.length - 1 ? cell : padCells(cell, widths[i]!))).join('  ').trimEnd());
}
