/**
 * The repository's own files as text, for the tests that hold the code and the
 * documents to each other (error codes, the house rules).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Every file under `dir` (relative to the repository) whose name ends with `extension`, with its path relative to the repository, in path order. */
export function projectFiles(dir: string, extension: string): Array<{ file: string; text: string }> {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file: file.slice(ROOT.length + 1), text: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
