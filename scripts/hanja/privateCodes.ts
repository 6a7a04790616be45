/**
 * data/hanja/court-private-codes.tsv: the reviewed mapping of court-private
 * codes (cd a0…/f…, no Unicode code point given) to Unicode characters.
 * Columns: court_cd, decision (`mapped` or `rejected`), hanja (the character,
 * or the rejected candidate), evidence (why). A mapped code is served as its
 * character like any other court entry; the build checks the row against the
 * court entry and Unihan (see applyPrivateCodeMap).
 */
import { wordInitialForm } from '../../packages/core/src/hangul.js';
import type { CourtEntry } from './court.js';
import { type RadicalStroke, samePair, type UnihanData, type UnihanEntry } from './unihan.js';

export interface PrivateCodeRow {
  cd: string;
  decision: 'mapped' | 'rejected';
  hanja: string;
  evidence: string;
  line: number;
}

export const PRIVATE_CODE_HEADER = ['court_cd', 'decision', 'hanja', 'evidence'] as const;

export function parsePrivateCodeMap(text: string): PrivateCodeRow[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const [header, ...rows] = lines;
  if (header !== PRIVATE_CODE_HEADER.join('\t')) throw new Error(`court-private-codes.tsv: header must be "${PRIVATE_CODE_HEADER.join('\\t')}"`);
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const line = index + 2;
    const cells = row.split('\t');
    if (cells.length !== 4) throw new Error(`court-private-codes.tsv:${line}: expected 4 tab-separated columns, got ${cells.length}`);
    const [cd = '', decision = '', hanja = '', evidence = ''] = cells;
    if (!/^(a0|f)[0-9a-f]{3,4}$/.test(cd)) throw new Error(`court-private-codes.tsv:${line}: "${cd}" is not a court-private code`);
    if (seen.has(cd)) throw new Error(`court-private-codes.tsv:${line}: ${cd} has a second row`);
    seen.add(cd);
    if (decision !== 'mapped' && decision !== 'rejected') throw new Error(`court-private-codes.tsv:${line}: decision must be mapped or rejected`);
    if ([...hanja].length !== 1) throw new Error(`court-private-codes.tsv:${line}: "${hanja}" is not one character`);
    if (evidence.trim().length < 30) throw new Error(`court-private-codes.tsv:${line}: ${cd} needs its evidence`);
    return { cd, decision, hanja, evidence: evidence.trim(), line };
  });
}

/**
 * The court entries with each mapped private code given its character's code
 * point, sorted by code point. A mapped row must name a court-private entry, a
 * character Unihan classifies, that no other court code already is, and whose
 * kHangul readings include each of the court's readings (or its 두음법칙
 * spelling): the reading is the part of the evidence every row shares.
 */
export function applyPrivateCodeMap(court: readonly CourtEntry[], rows: readonly PrivateCodeRow[], unihan: UnihanData): CourtEntry[] {
  const byCd = new Map(court.map((c) => [c.cd, c]));
  const codePoints = new Set(court.map((c) => c.codePoint));
  const mapped = new Map<string, number>();
  for (const row of rows) {
    const entry = byCd.get(row.cd);
    if (entry === undefined || (entry.type !== 'A' && entry.type !== 'F')) throw new Error(`court-private-codes.tsv:${row.line}: ${row.cd} is not a court-private code of the court list`);
    if (row.decision === 'rejected') continue;
    const cp = row.hanja.codePointAt(0)!;
    const unihanEntry = unihan.entries.get(cp);
    if (unihanEntry === undefined || unihanEntry.rsUnicode.length === 0) throw new Error(`court-private-codes.tsv:${row.line}: ${row.hanja} has no Unihan radical`);
    if (codePoints.has(cp)) throw new Error(`court-private-codes.tsv:${row.line}: ${row.hanja} is already a court code of its own`);
    const missing = entry.readings.filter((r) => !unihanEntry.hangul.some((h) => h === r || wordInitialForm(h) === r));
    if (missing.length > 0) throw new Error(`court-private-codes.tsv:${row.line}: Unihan does not read ${row.hanja} ${missing.join(',')}`);
    codePoints.add(cp);
    mapped.set(row.cd, cp);
  }
  return court
    .map((c) => {
      const cp = mapped.get(c.cd);
      if (cp === undefined) return c;
      const confirmed = c.radicalPairs.filter((p) => confirmedByUnihan(p, unihan.entries.get(cp)!));
      return { ...c, codePoint: cp, radicalPairs: confirmed, setAsidePairs: c.radicalPairs.filter((p) => !confirmed.includes(p)) };
    })
    .sort((a, b) => a.codePoint - b.codePoint);
}

/**
 * A private code's radical and residual describe the court's own glyph. They
 * classify the mapped character only where Unihan classifies it so too:
 * kRSUnicode, kRSKangXi, or the glyph Adobe-Japan1 gives it (姬 38+8 =
 * kRSAdobe_Japan1_6 38.3.8). 慜's 心+15 is none of these (its 15 is the
 * total count) and 冕's 日+7 is not its radical.
 */
function confirmedByUnihan(p: RadicalStroke, entry: UnihanEntry): boolean {
  const same = (q: RadicalStroke) => samePair(q, p);
  return entry.rsUnicode.some(same) || (entry.rsKangXi !== null && same(entry.rsKangXi)) || entry.adobeForms.some(same);
}
