import { readFileSync } from 'node:fs';

/**
 * Reads a generated data file once, at module load. data/ sits two levels above
 * both src/hanja/ (tsx) and dist/hanja/ (compiled build).
 */
export function readDataFile<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../data/hanja/${name}`, import.meta.url), 'utf8')) as T;
}
