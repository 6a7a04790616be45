/**
 * How a name sounds when it is called: the checks on the spoken name that no
 * table of strokes or elements makes (issue 47). A given name never holds the
 * surname's own syllable (이이준, 정정순, 윤도윤: the family name said twice);
 * and the spoken full name or the given name alone must not sound like a word
 * on the reviewed list of words a child would be teased with
 * (data/name/avoid-readings.json, scripts/name/buildAvoidReadings.ts: 강도,
 * 정자, 이자, 예수, 조기 …, each with the pages it rests on), matched as
 * the entry says — the given name alone, the whole name, its start, or
 * anywhere in it.
 */
import avoidFile from '../../../data/name/avoid-readings.json' with { type: 'json' };

export const AVOID_SCOPES = ['given', 'full', 'prefix', 'contains'] as const;
export type AvoidScope = (typeof AVOID_SCOPES)[number];
export type AvoidEntry = { text: string; scope: AvoidScope; meaning: string; meaningKo: string; sourced: boolean };

interface AvoidReadingsFile {
  id: string;
  version: string;
  rule: string;
  entries: AvoidEntry[];
}
const avoid = avoidFile as unknown as AvoidReadingsFile;

export const AVOID_READINGS_VERSION = `${avoid.id}@${avoid.version}`;
export const AVOID_READINGS_RULE = avoid.rule;

/** The entries matched by equality, by their text (the first of each text), and the others in their order: made once. */
const EXACT: Record<'given' | 'full', ReadonlyMap<string, AvoidEntry>> = { given: new Map(), full: new Map() };
const SEARCHED = avoid.entries.filter((e) => e.scope === 'prefix' || e.scope === 'contains');
for (const e of avoid.entries) {
  if (e.scope !== 'given' && e.scope !== 'full') continue;
  const map = EXACT[e.scope] as Map<string, AvoidEntry>;
  if (!map.has(e.text)) map.set(e.text, e);
}
const ORDER = new Map(avoid.entries.map((e, i) => [e, i]));

/** The word on the reviewed list a spoken name sounds like, if any: the first on the list that matches. */
export function spokenWordOf(surnameReading: string, givenName: string): AvoidEntry | undefined {
  const full = surnameReading + givenName;
  let found = EXACT.given.get(givenName);
  const asFull = EXACT.full.get(full);
  if (asFull !== undefined && (found === undefined || ORDER.get(asFull)! < ORDER.get(found)!)) found = asFull;
  for (const e of SEARCHED) {
    if (found !== undefined && ORDER.get(e)! > ORDER.get(found)!) break;
    if (e.scope === 'prefix' ? full.startsWith(e.text) && e.text.length > surnameReading.length : full.includes(e.text)) return e;
  }
  return found;
}

/** Whether the given name holds the surname's last syllable, so that it is said twice (이이준, 정정순, 윤도윤, 남궁궁민). */
export function repeatsSurname(surnameReading: string, givenName: string): boolean {
  return givenName.includes(Array.from(surnameReading).at(-1)!);
}
