/**
 * How familiar a character is to Korean readers, by the sets Unihan marks
 * (data/name/hanja-sets.json, scripts/name/buildNamePool.ts): Korea's 1,800
 * basic hanja for education, then KS X 1001, the standard set that holds the
 * hanja of everyday names (玟 旻 珉), then the rest of the court list.
 */
import setsFile from '../../../data/name/hanja-sets.json' with { type: 'json' };

interface HanjaSetsFile {
  id: string;
  version: string;
  education: string;
  ksx1001: string;
}
const file = setsFile as unknown as HanjaSetsFile;
const EDUCATION = new Set(Array.from(file.education));
const KSX1001 = new Set(Array.from(file.ksx1001));

export const HANJA_SETS_VERSION = `${file.id}@${file.version}`;

export const HANJA_SETS = ['education', 'ksx1001', 'other'] as const;
export type HanjaSet = (typeof HANJA_SETS)[number];

export function hanjaSetOf(hanja: string): HanjaSet {
  return EDUCATION.has(hanja) ? 'education' : KSX1001.has(hanja) ? 'ksx1001' : 'other';
}
