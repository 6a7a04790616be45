import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a file of data/ by its path under data/ (e.g. "gwae/edition.json").
 * data/ sits one level above both src/ (tsx) and dist/ (compiled build), so the
 * same relative URL serves both.
 */
export function dataFilePath(pathUnderData: string): string {
  return fileURLToPath(new URL(`../data/${pathUnderData}`, import.meta.url));
}

/** Reads a generated JSON file of data/ once, at module load. */
export function readDataJson<T>(pathUnderData: string): T {
  return JSON.parse(readFileSync(dataFilePath(pathUnderData), 'utf8')) as T;
}
