/**
 * Installing an edition at start-up. No file at the default path: the service
 * runs without the text (degraded mode). A file that is not a valid edition,
 * or a GWAE_EDITION that names no file, stops start-up with the report.
 */
import { readFileSync } from 'node:fs';
import { type Edition, type EditionProblem, formatProblems } from './edition.js';
import { GwaeText } from './gwaeText.js';
import { validateEdition } from './validate.js';

export class EditionError extends Error {
  readonly problems: EditionProblem[];
  constructor(path: string, problems: EditionProblem[]) {
    super(`the gwae text edition ${path} cannot be installed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
    this.name = 'EditionError';
    this.problems = problems;
  }
}

export type GwaeTextState = { installed: true; text: GwaeText; path: string } | { installed: false; path: string };

/** Parses and validates the text of an edition file. */
export function parseEdition(json: string): { edition: Edition | null; problems: EditionProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { edition: null, problems: [{ place: 'edition file', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  return validateEdition(raw);
}

/** @param explicit the path came from GWAE_EDITION, so a missing file is an error, not degraded mode. */
export function loadGwaeText(path: string, explicit: boolean): GwaeTextState {
  let json: string;
  try {
    json = readFileSync(path, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (missing && !explicit) return { installed: false, path };
    const message = missing ? 'GWAE_EDITION names a file that does not exist' : `cannot be read: ${(error as Error).message}`;
    throw new EditionError(path, [{ place: 'edition file', message }]);
  }
  const { edition, problems } = parseEdition(json);
  if (!edition) throw new EditionError(path, problems);
  return { installed: true, text: new GwaeText(edition), path };
}
