/** The name-usable hanja dictionary (data/hanja/name-hanja.json), indexed once at load. */
import dictionaryFile from '../../data/hanja/name-hanja.json' with { type: 'json' };
import type { NameHanjaRecord } from './types.js';

interface DictionaryFile {
  id: string;
  version: string;
  sources: string[];
  records: NameHanjaRecord[];
}

const file = dictionaryFile as unknown as DictionaryFile;
const byChar = new Map<string, NameHanjaRecord>(file.records.map((record) => [record.hanja, Object.freeze(record)]));

/** `source.dictionary`: id and version of the dictionary. */
export const DICTIONARY_VERSION = `${file.id}@${file.version}`;
export const DICTIONARY_SIZE = byChar.size;

/** The record of a name-usable character, or undefined when the court list does not have it. */
export function nameHanja(char: string): NameHanjaRecord | undefined {
  return byChar.get(char);
}

/** Every record of the dictionary, in its order (code point). */
export function nameHanjaRecords(): readonly NameHanjaRecord[] {
  return file.records;
}
