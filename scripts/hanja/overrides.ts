/**
 * data/hanja/stroke-overrides.tsv: the reviewed exceptions to the 원획 rules.
 * Columns: hanja, strokes (the value to use), formula_strokes (what the rules
 * give without the row — the build fails if that ever changes, so a row is
 * re-reviewed when its sources move), reason (a sentence naming the practice).
 * A row for a radical's full-form ideograph (e.g. 鬼) also sets the full-form
 * count every character filed under that radical uses.
 */
export interface StrokeOverride {
  hanja: string;
  strokes: number;
  formulaStrokes: number;
  reason: string;
  line: number;
}

export const OVERRIDE_HEADER = ['hanja', 'strokes', 'formula_strokes', 'reason'] as const;

export function parseStrokeOverrides(text: string): StrokeOverride[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const [header, ...rows] = lines;
  if (header !== OVERRIDE_HEADER.join('\t')) throw new Error(`stroke-overrides.tsv: header must be "${OVERRIDE_HEADER.join('\\t')}"`);
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const line = index + 2;
    const cells = row.split('\t');
    if (cells.length !== 4) throw new Error(`stroke-overrides.tsv:${line}: expected 4 tab-separated columns, got ${cells.length}`);
    const [hanja = '', strokes = '', formula = '', reason = ''] = cells;
    if ([...hanja].length !== 1) throw new Error(`stroke-overrides.tsv:${line}: "${hanja}" is not one character`);
    if (seen.has(hanja)) throw new Error(`stroke-overrides.tsv:${line}: ${hanja} has a second row`);
    seen.add(hanja);
    if (!/^[1-9]\d*$/.test(strokes) || !/^[1-9]\d*$/.test(formula)) {
      throw new Error(`stroke-overrides.tsv:${line}: strokes and formula_strokes must be positive integers`);
    }
    if (strokes === formula) throw new Error(`stroke-overrides.tsv:${line}: ${hanja} overrides ${formula} with the same value`);
    if (reason.trim().length < 20 || !/[.。]$/.test(reason.trim())) {
      throw new Error(`stroke-overrides.tsv:${line}: ${hanja} needs a reason, a full sentence naming the practice`);
    }
    return { hanja, strokes: Number(strokes), formulaStrokes: Number(formula), reason: reason.trim(), line };
  });
}
