/**
 * Surname readings that come before the general dictionary
 * (data/name/surnames.json): a fact of hanja readings, which reading.ts reads,
 * so it lives in the hanja room; tojeong-core/name re-exports it.
 */
import surnamesFile from '../../data/name/surnames.json' with { type: 'json' };

interface SurnamesFile {
  id: string;
  version: string;
  surnames: Record<string, string>;
}

const file = surnamesFile as SurnamesFile;
const table = new Map(Object.entries(file.surnames));

export const SURNAMES_VERSION = `${file.id}@${file.version}`;

/** The reading of a whole surname (one or two characters), one syllable per character, if the table has it. */
export function surnameReading(surname: string): string[] | undefined {
  const reading = table.get(surname);
  return reading === undefined ? undefined : Array.from(reading);
}
