import { readFileSync } from 'node:fs';

/** Reads a file of data/name/ once, at module load (data/ sits two levels above src/name and dist/name). */
export function readNameData<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../data/name/${name}`, import.meta.url), 'utf8')) as T;
}
