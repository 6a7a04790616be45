import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a file of data/ (packages/core/data, linked at the root) by its
 * path under data/ (e.g. "gwae/edition.json"), for tests that read the
 * generated files as files. The library itself imports them as JSON modules.
 */
export function dataFilePath(pathUnderData: string): string {
  return fileURLToPath(new URL(`../../data/${pathUnderData}`, import.meta.url));
}

/** Reads a generated JSON file of data/ once, at module load. */
export function readDataJson<T>(pathUnderData: string): T {
  return JSON.parse(readFileSync(dataFilePath(pathUnderData), 'utf8')) as T;
}
