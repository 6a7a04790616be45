/**
 * Renders a gwae of an edition: with readings, each verse is its hangul reading
 * followed by the hanja in parentheses (지중지어 종무활계(池中之魚 終無活計));
 * without, the hanja alone. Readings follow the reading table and its rules per
 * phrase, then the edition's overrides (gwae-level over edition-level).
 */
import { isArgsObject, libraryCallError } from '../../args.js';
import type { ReadingOverrides } from '../../hanja/reading.js';
import { readText } from '../../hanja/readingCalls.js';
import type { Edition, Verse } from './edition.js';
import { MONTH_KEYS } from './ids.js';

export interface Gwae {
  gwaeId: string;
  title: { hanja: string; reading: string };
  yearly: string[];
  monthly: Record<string, string[]>;
}

function renderVerse(verse: Verse, withReading: boolean, overrides: ReadingOverrides): string {
  const hanja = typeof verse === 'string' ? verse : verse.hanja;
  if (!withReading) return hanja;
  const reading = typeof verse === 'string' ? readText(hanja, overrides) : verse.reading;
  return `${reading}(${hanja})`;
}

/**
 * `renderGwae({ edition: DEFAULT_EDITION, id: '111', withReading: true })`; the positional `renderGwae(edition, id, withReading)` keeps working (deprecated:
 * the object names its fields).
 * The gwae `id` of a validated edition, or undefined when the edition lacks it.
 */
export function renderGwae(args: { edition: Edition; id: string; withReading: boolean }): Gwae | undefined;
/** @deprecated Positional form; use renderGwae({ edition, id, withReading }). */
export function renderGwae(edition: Edition, id: string, withReading: boolean): Gwae | undefined;
export function renderGwae(first: unknown, id?: unknown, withReading?: unknown): Gwae | undefined {
  if (isArgsObject(first) && 'id' in first && 'edition' in first && !('gwae' in first)) {
    const o = first as Record<string, unknown>;
    return renderGwaePositional(o.edition as Edition, o.id as string, o.withReading as boolean);
  }
  return renderGwaePositional(first as Edition, id as string, withReading as boolean);
}

function renderGwaePositional(edition: Edition, id: string, withReading: boolean): Gwae | undefined {
  try {
    const gwae = edition.gwae[id];
    if (!gwae) return undefined;
    const overrides = { ...edition.readingOverrides, ...gwae.readingOverrides };
    return {
      gwaeId: id,
      title: { hanja: gwae.title.hanja, reading: gwae.title.reading ?? readText(gwae.title.hanja, overrides) },
      yearly: gwae.yearly.map((verse) => renderVerse(verse, withReading, overrides)),
      monthly: Object.fromEntries(
        MONTH_KEYS.map((month) => [month, (gwae.monthly[month] ?? []).map((verse) => renderVerse(verse, withReading, overrides))]),
      ),
    };
  } catch (error) {
    throw libraryCallError('renderGwae', "renderGwae({ edition: DEFAULT_EDITION, id: '111', withReading: true })", error);
  }
}
