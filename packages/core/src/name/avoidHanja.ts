/**
 * 불용한자: characters avoided in names, in two lists (data/name/avoid-hanja.json,
 * criteria and sources in data/name/AVOID-HANJA.md). The analysis only warns
 * for them; it never refuses a name.
 * - `avoid`: a source lists the character as unfit, and the court gloss itself
 *   is of plainly bad meaning (死 죽을, 病 병, 敗 패할 …).
 * - `folk`: 속설, advice only — the 禮記 rule (不以日月，不以山川) and the lists
 *   naming books print (天 地 春 龍 梅 福 …); the meanings are good.
 */
import avoidFile from '../../data/name/avoid-hanja.json' with { type: 'json' };

export const AVOID_LISTS = ['avoid', 'folk'] as const;
export type AvoidList = (typeof AVOID_LISTS)[number];

// A type alias, not an interface: the route's schema-derived reply type needs its implicit index signature.
export type AvoidWarning = {
  hanja: string;
  list: AvoidList;
  reason: { ko: string; en: string };
  /** The sources that list the character, as readable citations (title and address). */
  source: string;
};

interface SourceRecord {
  title: string;
  where: string;
}

interface EntryRecord {
  hanja: string;
  list: AvoidList;
  reason: { ko: string; en: string };
  source: string;
  sources: string[];
}

interface AvoidFile {
  id: string;
  version: string;
  sources: Record<string, SourceRecord>;
  entries: EntryRecord[];
}

const file = avoidFile as AvoidFile;

export const AVOID_HANJA_VERSION = `${file.id}@${file.version}`;

function citation(key: string): string {
  const source = file.sources[key];
  // A key with no source is a broken data file: fail at load, not at a user's request.
  if (!source) throw new Error(`data/name/avoid-hanja.json: unknown source ${key}`);
  return `${source.title} (${source.where})`;
}

/** One Map, built once at load: a character to its warnings (a character is in one list only today). */
const BY_HANJA: ReadonlyMap<string, readonly AvoidWarning[]> = (() => {
  const map = new Map<string, AvoidWarning[]>();
  for (const entry of file.entries) {
    if (!(AVOID_LISTS as readonly string[]).includes(entry.list)) {
      throw new Error(`data/name/avoid-hanja.json: ${entry.hanja} has an unknown list ${entry.list}`);
    }
    const keys = entry.sources.includes(entry.source) ? entry.sources : [entry.source, ...entry.sources];
    const warning: AvoidWarning = Object.freeze({
      hanja: entry.hanja,
      list: entry.list,
      reason: Object.freeze({ ko: entry.reason.ko, en: entry.reason.en }),
      source: keys.map(citation).join('; '),
    });
    const list = map.get(entry.hanja) ?? [];
    list.push(warning);
    map.set(entry.hanja, list);
  }
  return map;
})();

/**
 * The warnings for one character: [] for a character on neither list.
 * Takes a single character; pass each character of a name in turn.
 */
export function avoidWarningsOf(hanja: string): AvoidWarning[] {
  return [...(BY_HANJA.get(hanja) ?? [])];
}
