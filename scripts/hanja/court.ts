/**
 * The Supreme Court's list of name-usable hanja (대법원 인명용 한자) from the two
 * snapshots in ../shared/data/name-hanja/ (see its README.md), merged into one
 * entry per court code.
 *
 * Both snapshots carry the same per-code readings (`ineum`) and gloss (`in`);
 * only court-list-radicals.json carries the court's radical (`rad_id`) and
 * residual strokes (`stroke`), and it files 137 characters under two radicals,
 * so a code can have two radical pairs.
 */
import { readFileSync } from 'node:fs';
import type { RadicalStroke } from './unihan.js';

export interface RutopioRow {
  cd: string;
  ineum: string;
  in: string;
  type: string;
}

export interface RadicalsRow {
  cd: string;
  ineum: string;
  in: string;
  rad_id: number;
  stroke: number;
  type: string;
}

export interface CourtGloss {
  /** The 훈 as the court writes it, e.g. "물이름". */
  gloss: string;
  /** The readings the court attaches it to, e.g. ["수"]. */
  readings: string[];
}

export interface CourtEntry {
  /** The court's code as written (5 lower-case hex digits). */
  cd: string;
  codePoint: number;
  /** The court's `type` column: "0", "2" (CJK Ext. B and later), "A" and "F" (court-private codes). */
  type: string;
  /** Every reading the court allows, in the court's order, union over both snapshots. */
  readings: string[];
  /** The parsed glosses of the `in` column, in the court's order. */
  glosses: CourtGloss[];
  /** The court's radical/residual pairs (court-list-radicals.json), in file order. */
  radicalPairs: RadicalStroke[];
  /**
   * Pairs of a mapped court-private code that no Unihan classification of the
   * mapped character confirms (慜: the court's 心+15 is its total count): they
   * describe the court's own glyph, so they are kept for the report only.
   */
  setAsidePairs: RadicalStroke[];
  inRutopio: boolean;
  inRadicals: boolean;
}

export interface CourtSnapshots {
  rutopio: RutopioRow[];
  radicals: RadicalsRow[];
}

export function readCourtSnapshots(dir: URL): CourtSnapshots {
  const read = <T>(name: string): T[] => {
    const url = new URL(name, dir);
    let text: string;
    try {
      text = readFileSync(url, 'utf8');
    } catch (error) {
      throw new Error(`cannot read the court list snapshot ${url.pathname} (../shared must sit beside the clone): ${String(error)}`);
    }
    return JSON.parse(text) as T[];
  };
  return { rutopio: read<RutopioRow>('court-list-rutopio.json'), radicals: read<RadicalsRow>('court-list-radicals.json') };
}

const SYLLABLE = /^[가-힣]$/;
const HAN = /\p{Script=Han}/u;
const HANGUL = /[가-힣]/;
/** One "훈(음/음)" token; the court sometimes doubles the opening parenthesis. */
const GLOSS_TOKEN = /([^()\s][^()]*?)\s*\(+([^()]*)\)/g;

/**
 * The gloss part of the court's `in` column: "낙,락,악,요 : 즐길락(낙/락) 풍류(악) 좋아할(요)".
 * Only tokens that are a hangul gloss followed by hangul readings are kept;
 * the court's editorial notes ("男()의 俗字", "(한국한자)") are not 훈 and are dropped.
 */
export function parseCourtGloss(text: string): CourtGloss[] {
  const colon = text.indexOf(':');
  if (colon < 0) return [];
  const glosses: CourtGloss[] = [];
  for (const match of text.slice(colon + 1).matchAll(GLOSS_TOKEN)) {
    const gloss = (match[1] ?? '').replace(/\s+/g, ' ').trim();
    const readings = (match[2] ?? '').split('/').map((r) => r.trim());
    if (!HANGUL.test(gloss) || HAN.test(gloss)) continue;
    if (readings.length === 0 || !readings.every((r) => SYLLABLE.test(r))) continue;
    glosses.push({ gloss, readings });
  }
  return glosses;
}

/** The court's `ineum` column: comma-separated readings, sometimes with spaces. */
export function parseCourtReadings(ineum: string): string[] {
  const readings = ineum.split(',').map((r) => r.trim()).filter((r) => r !== '');
  for (const r of readings) if (!SYLLABLE.test(r)) throw new Error(`court reading "${r}" in "${ineum}" is not one hangul syllable`);
  return readings;
}

function pushNew<T>(list: T[], items: Iterable<T>, same: (a: T, b: T) => boolean = (a, b) => a === b): void {
  for (const item of items) if (!list.some((x) => same(x, item))) list.push(item);
}

/** One entry per court code, sorted by code point. */
export function mergeCourtSnapshots(snapshots: CourtSnapshots): CourtEntry[] {
  const byCode = new Map<string, CourtEntry>();
  const entryFor = (row: { cd: string; type: string }): CourtEntry => {
    if (!/^[0-9a-f]{5}$/.test(row.cd)) throw new Error(`bad court code "${row.cd}"`);
    let entry = byCode.get(row.cd);
    if (entry === undefined) {
      entry = {
        cd: row.cd,
        codePoint: parseInt(row.cd, 16),
        type: row.type,
        readings: [],
        glosses: [],
        radicalPairs: [],
        setAsidePairs: [],
        inRutopio: false,
        inRadicals: false,
      };
      byCode.set(row.cd, entry);
    } else if (entry.type !== row.type) {
      throw new Error(`court code ${row.cd} has types "${entry.type}" and "${row.type}"`);
    }
    return entry;
  };
  const sameGloss = (a: CourtGloss, b: CourtGloss) => a.gloss === b.gloss && a.readings.join('/') === b.readings.join('/');

  // The August 2024 scrape first, then the July one; their readings and
  // glosses agree code by code, so the order only matters if they ever differ.
  for (const row of snapshots.rutopio) {
    const entry = entryFor(row);
    entry.inRutopio = true;
    pushNew(entry.readings, parseCourtReadings(row.ineum));
    pushNew(entry.glosses, parseCourtGloss(row.in), sameGloss);
  }
  for (const row of snapshots.radicals) {
    const entry = entryFor(row);
    entry.inRadicals = true;
    pushNew(entry.readings, parseCourtReadings(row.ineum));
    pushNew(entry.glosses, parseCourtGloss(row.in), sameGloss);
    pushNew(entry.radicalPairs, [{ radical: row.rad_id, residual: row.stroke }], (a, b) => a.radical === b.radical && a.residual === b.residual);
  }
  return [...byCode.values()].sort((a, b) => a.codePoint - b.codePoint);
}

/** The court-private codes the README describes: `cd` starting a0 or f3 (types A and F). */
export function isCourtPrivateCode(cd: string): boolean {
  return cd.startsWith('a0') || cd.startsWith('f3');
}
