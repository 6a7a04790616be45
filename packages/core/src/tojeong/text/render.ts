/**
 * Renders a gwae of an edition: with readings, each verse is its hangul reading
 * followed by the hanja in parentheses (지중지어 종무활계(池中之魚 終無活計));
 * without, the hanja alone. Readings follow the reading table and its rules per
 * phrase, then the edition's overrides (gwae-level over edition-level).
 */
import { asLibraryCall } from '../../args.js';
import { type ReadingOverrides, readText } from '../../hanja/reading.js';
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

/** The gwae `id` of a validated edition, or undefined when the edition lacks it. */
export function renderGwae(edition: Edition, id: string, withReading: boolean): Gwae | undefined {
  return asLibraryCall('renderGwae', "renderGwae(DEFAULT_EDITION, '111', true)", () => {
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
  });
}
