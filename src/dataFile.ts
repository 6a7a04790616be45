import { readFileSync } from 'node:fs';

/**
 * Reads a generated JSON file of data/ once, at module load, by its path under
 * data/ (e.g. "hanja/readings.json"). data/ sits one level above both src/
 * (tsx) and dist/ (compiled build), so the same relative URL serves both.
 */
export function readDataJson<T>(pathUnderData: string): T {
  return JSON.parse(readFileSync(new URL(`../data/${pathUnderData}`, import.meta.url), 'utf8')) as T;
}
