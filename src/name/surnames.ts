/** Surname readings that come before the general dictionary (data/name/surnames.json). */
import { readDataJson } from '../dataFile.js';

interface SurnamesFile {
  id: string;
  version: string;
  surnames: Record<string, string>;
}

const file = readDataJson<SurnamesFile>('name/surnames.json');
const table = new Map(Object.entries(file.surnames));

export const SURNAMES_VERSION = `${file.id}@${file.version}`;

/** The reading of a whole surname (one or two characters), one syllable per character, if the table has it. */
export function surnameReading(surname: string): string[] | undefined {
  const reading = table.get(surname);
  return reading === undefined ? undefined : Array.from(reading);
}
