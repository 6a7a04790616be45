/**
 * Installing the gwae text at start-up: the default edition built into
 * data/gwae/ (npm run build:gwae), an operator's edition file, or none. An
 * edition that is not valid, or a file that cannot be read, stops start-up with
 * the report; the default edition is validated the same way.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_EDITION, type Edition, type EditionProblem, formatProblems, GwaeText } from 'tojeong-core/text';
import { validateEdition } from './validate.js';

export class EditionError extends Error {
  readonly problems: EditionProblem[];
  constructor(path: string, problems: EditionProblem[]) {
    super(`the gwae text edition ${path} cannot be installed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
    this.name = 'EditionError';
    this.problems = problems;
  }
}

/** Which gwae text to serve (GWAE_EDITION): the default edition, an edition file, or none. */
export type GwaeEditionChoice = { kind: 'default' } | { kind: 'file'; path: string } | { kind: 'none' };

export type GwaeTextState = { installed: true; text: GwaeText; path: string } | { installed: false };

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

function loadEditionFile(path: string): GwaeTextState {
  let json: string;
  try {
    json = readFileSync(path, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new EditionError(path, [{ place: 'edition file', message: missing ? 'does not exist' : `cannot be read: ${(error as Error).message}` }]);
  }
  const { edition, problems } = parseEdition(json);
  if (!edition) throw new EditionError(path, problems);
  return { installed: true, text: new GwaeText(edition), path };
}

/** Where the default edition comes from, for the start-up log and error reports. */
export const DEFAULT_EDITION_PATH = 'tojeong-core/data/gwae/edition.json';

/** The default edition, a JSON module of the library, validated as a file would be. */
function installDefaultEdition(): GwaeTextState {
  const { edition, problems } = validateEdition(DEFAULT_EDITION);
  if (!edition) throw new EditionError(DEFAULT_EDITION_PATH, problems);
  return { installed: true, text: new GwaeText(edition), path: DEFAULT_EDITION_PATH };
}

export function loadGwaeText(choice: GwaeEditionChoice): GwaeTextState {
  switch (choice.kind) {
    case 'none':
      return { installed: false };
    case 'file':
      return loadEditionFile(choice.path);
    case 'default':
      return installDefaultEdition();
  }
}
